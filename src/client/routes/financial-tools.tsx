/** financial-tools page (spec §2.11, §9): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/financial-tools';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.financialTools);

export default function FinancialToolsPage() {
  return <PageIntro copy={pageCopy.financialTools} />;
}
