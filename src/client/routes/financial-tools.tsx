/**
 * /entrepreneurship/financial-tools (spec §2.11, §5, §8, §9): Break-Even, Runway, Valuation and Templates tabs.
 * Charts (Recharts) and spreadsheets (ExcelJS) are loaded on demand, not with the page.
 *
 * The currency (issue 19): the loader reads the person's choice from its cookie (rupees until they choose), so the
 * page arrives in it; the currency form posts here. Natively the action answers 303 back to the page with the cookie
 * set; hydrated (`enhanced=1`) it answers `{ ok, currency }` with the cookie, and the loader runs again.
 */
import { data, redirect } from 'react-router';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import { type CurrencyOutcome, FinancialTools } from '~/client/features/toolkit/finance/financial-tools';
import { pageContext } from '~/client/lib/page-context';
import { currencyCookie, currencyFromCookies, isCurrencyCode } from '~/shared/finance';
import { paths } from '~/shared/paths';
import { toolkitMessages } from '~/shared/toolkit';
import type { Route } from './+types/financial-tools';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.financialTools, [], args);

export function loader({ request }: Route.LoaderArgs) {
  return { currency: currencyFromCookies(request.headers.get('cookie')) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const currency = form.get('currency');
  if (!isCurrencyCode(currency)) return data<CurrencyOutcome>({ ok: false, message: toolkitMessages.unknownCurrency }, { status: 400 });
  const { origin } = context.get(pageContext);
  const headers = { 'set-cookie': currencyCookie(currency, { secure: origin.startsWith('https:') }) };
  if (form.get('enhanced') === '1') return data<CurrencyOutcome>({ ok: true, currency }, { headers });
  return redirect(paths.financialTools, { status: 303, headers });
}

export default function FinancialToolsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolkitPage copy={pageCopy.financialTools}>
      <NeedsScripts what="The financial calculator" />
      <FinancialTools currency={loaderData.currency} />
    </ToolkitPage>
  );
}
