/** The Privacy Policy: full text written for ChangePath, kept as data in features/legal. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { privacyPolicy } from '~/client/features/legal/privacy-content';
import { LegalDocumentView } from '~/client/features/legal/legal-document';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.privacy, [], args);

export default function PrivacyPage() {
  return <LegalDocumentView copy={pageCopy.privacy} doc={privacyPolicy} />;
}
