/** certificates page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/certificates';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.certificates);

export default function CertificatesPage() {
  return <PageIntro copy={pageCopy.certificates} />;
}
