/**
 * /entrepreneurship/financial-tools: Break-Even, Runway, Valuation and Templates tabs.
 * Charts (Recharts) and spreadsheets (ExcelJS) are loaded on demand, not with the page.
 *
 * The currency: the loader reads the person's choice from its cookie (rupees until they choose), so the
 * page arrives in it; the currency form posts here. Natively the action answers 303 back to the page with the cookie
 * set; hydrated (`enhanced=1`) it answers `{ ok, currency }` with the cookie, and the loader runs again.
 */
import { useLingui } from '@lingui/react/macro';
import { data, redirect } from 'react-router';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import { type CurrencyOutcome, FinancialTools } from '~/client/features/toolkit/finance/financial-tools';
import { pageContext } from '~/client/lib/page-context';
import { type CurrencyCode, currencyCookie, currencyFromCookies, isCurrencyCode } from '~/shared/finance';
import { paths } from '~/shared/paths';
import { zodError } from '~/shared/messages';
import { toolkitMessages } from '~/shared/toolkit';
import { z } from 'zod';
import { parseForm } from '~/client/lib/parse-form';
import { keepDataForTabs } from '~/client/lib/use-url-tab';
import type { Route } from './+types/financial-tools';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.financialTools, [], args);

/** Switching calculators (`?tab=`) loads no data again. */
export const shouldRevalidate = keepDataForTabs;

export function loader({ request }: Route.LoaderArgs) {
  return { currency: currencyFromCookies(request.headers.get('cookie')) };
}

/** The currency picker's form: a currency the tools know, remembered in a cookie (no account, no service). */
const currencyFormSchema = z.object({
  currency: z.custom<CurrencyCode>((v) => isCurrencyCode(v), zodError(toolkitMessages.unknownCurrency)),
  enhanced: z.literal('1').optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), currencyFormSchema);
  if (submission.status !== 'success') return data<CurrencyOutcome>({ ok: false, message: toolkitMessages.unknownCurrency }, { status: 400 });
  const { currency, enhanced } = submission.value;
  const { origin } = context.get(pageContext);
  const headers = { 'set-cookie': currencyCookie(currency, { secure: origin.startsWith('https:') }) };
  if (enhanced === '1') return data<CurrencyOutcome>({ ok: true, currency }, { headers });
  return redirect(paths.financialTools, { status: 303, headers });
}

export default function FinancialToolsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <ToolkitPage copy={pageCopy.financialTools}>
      <NeedsScripts what={t`The financial calculator`} />
      <FinancialTools currency={loaderData.currency} />
    </ToolkitPage>
  );
}
