/**
 * /entrepreneurship/financial-tools (spec §2.11, §5, §8, §9): Break-Even, Runway, Valuation and Templates tabs.
 * Charts (Recharts) and spreadsheets (ExcelJS) are loaded on demand, not with the page.
 */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import { FinancialTools } from '~/client/features/toolkit/finance/financial-tools';
import type { Route } from './+types/financial-tools';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.financialTools, [], args);

export default function FinancialToolsPage() {
  return (
    <ToolkitPage copy={pageCopy.financialTools}>
      <NeedsScripts what="The financial calculator" />
      <FinancialTools />
    </ToolkitPage>
  );
}
