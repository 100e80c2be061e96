/** The Code of Conduct: full text written for ChangePath, kept as data in features/legal. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { codeOfConduct } from '~/client/features/legal/code-of-conduct-content';
import { LegalDocumentView } from '~/client/features/legal/legal-document';
import type { Route } from './+types/code-of-conduct';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.codeOfConduct, [], args);

export default function CodeOfConductPage() {
  return <LegalDocumentView copy={pageCopy.codeOfConduct} doc={codeOfConduct} />;
}
