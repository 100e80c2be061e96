/** partner-admin page (spec §2.7): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/partner-admin';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.partnerAdmin);

export default function PartnerAdminPage() {
  return <PageIntro copy={pageCopy.partnerAdmin} />;
}
