/** partner page (spec §2.7): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/partner';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.partner);

export default function PartnerPage() {
  return <PageIntro copy={pageCopy.partner} />;
}
