/** university-partner page (spec §2.7): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/university-partner';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.universityPartner);

export default function UniversityPartnerPage() {
  return <PageIntro copy={pageCopy.universityPartner} />;
}
