/** The Privacy Policy: full text written for ChangePath, kept as data in features/legal, in the page's language. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { legalDocument } from '~/client/features/legal/legal-documents';
import { pageContext } from '~/client/lib/page-context';
import { LegalDocumentView } from '~/client/features/legal/legal-document';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.privacy, [], args);

/** The document in the page's language (the other languages' text stays on the server). */
export function loader({ context }: Route.LoaderArgs) {
  return { doc: legalDocument('privacy', context.get(pageContext).locale) };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView copy={pageCopy.privacy} doc={loaderData.doc} />;
}
