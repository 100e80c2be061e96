/** terms page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.terms);

export default function TermsPage() {
  return <PageIntro copy={pageCopy.terms} />;
}
