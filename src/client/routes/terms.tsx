/** The Terms of Service: full text written for ChangePath, kept as data in features/legal. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { termsOfService } from '~/client/features/legal/terms-content';
import { LegalDocumentView } from '~/client/features/legal/legal-document';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.terms, [], args);

export default function TermsPage() {
  return <LegalDocumentView copy={pageCopy.terms} doc={termsOfService} />;
}
