/**
 * Certificates: a signed-in viewer's certificates and courses in progress, or the three sample
 * items for a visitor, and 'Browse Courses'. Prerendered with the loading state.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CertificatesView } from '~/client/features/learning/components/certificates-view';
import type { Route } from './+types/certificates';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.certificates, [], args);

export default function CertificatesPage() {
  return (
    <PageIntro copy={pageCopy.certificates}>
      <CertificatesView />
    </PageIntro>
  );
}
