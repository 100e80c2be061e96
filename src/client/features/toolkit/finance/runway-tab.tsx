/**
 * Runway tab: net burn = monthly burn − monthly revenue; 'You're profitable! No runway concerns.'
 * when it is zero or less, otherwise whole months (rounded down) of funding ÷ net burn, with a chart of the cash
 * balance month by month until it runs out.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type CurrencyCode, RUNWAY_ROUNDING_NOTE, formatCount, formatMoney, runway } from '~/shared/finance';
import { RunwayChart } from './lazy-charts';
import { MoneyField } from './money-field';
import { useDateFormats, Message } from '~/client/lib/i18n';


export interface RunwayFields {
  funding: string;
  monthlyBurn: string;
  monthlyRevenue: string;
}

/** `fields` live in the parent so they survive switching tabs. */
export function RunwayTab({ currency, fields, onChange }: { currency: CurrencyCode; fields: RunwayFields; onChange: (f: RunwayFields) => void }) {
  const { formatMonthYear } = useDateFormats();
  const { t } = useLingui();
  const { funding, monthlyBurn, monthlyRevenue } = fields;
  const setFunding = (v: string) => onChange({ ...fields, funding: v });
  const setMonthlyBurn = (v: string) => onChange({ ...fields, monthlyBurn: v });
  const setMonthlyRevenue = (v: string) => onChange({ ...fields, monthlyRevenue: v });
  const touched = [funding, monthlyBurn, monthlyRevenue].some((v) => v.trim() !== '');
  const result = runway({ funding, monthlyBurn, monthlyRevenue });

  let runsOut = '';
  if (touched && !result.profitable) {
    const d = new Date();
    d.setDate(1);
    d.setMonth(d.getMonth() + result.months);
    runsOut = formatMonthYear(d);
  }

  // The chart's caption, in words: the balance today, the monthly fall and how many months it lasts.
  const today = !result.profitable && result.series.length ? formatMoney(result.series[0].balance, currency) : '';
  const burn = formatMoney(result.netBurn, currency);
  const months = result.profitable ? '' : formatCount(result.months, currency);
  return (
    <section aria-labelledby="runway-heading">
      <h2 id="runway-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Runway calculator</Trans>
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>How long will your cash last? Net burn = monthly burn − monthly revenue; runway = current funding ÷ net burn.</Trans>{' '}
        <Message text={RUNWAY_ROUNDING_NOTE} />
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <MoneyField id="rw-funding" label={t`Current funding`} hint={t`Cash in the bank today.`} value={funding} onChange={setFunding} />
        <MoneyField id="rw-burn" label={t`Monthly burn rate`} hint={t`Everything you spend in a month.`} value={monthlyBurn} onChange={setMonthlyBurn} />
        <MoneyField id="rw-revenue" label={t`Monthly revenue`} hint={t`Cash coming in each month.`} value={monthlyRevenue} onChange={setMonthlyRevenue} />
      </div>

      <div aria-live="polite" className="mt-6">
        {!touched ? (
          <p className="text-sm text-slate-700"><Trans>Enter your funding, burn and revenue to see your runway.</Trans></p>
        ) : result.profitable ? (
          <p className="rounded-md border border-green-300 bg-green-50 p-4 font-medium text-green-800" data-testid="runway-profitable">
            <Message text={result.message} />
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3" data-testid="runway-result">
            <div className="rounded-lg bg-blue-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Runway</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">
                <Plural value={result.months} one="# month" other="# months" />
              </p>
            </div>
            <div className="rounded-lg bg-blue-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Net burn per month</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(result.netBurn, currency)}</p>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Cash runs out</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{result.months === 0 ? t`This month` : t`Around ${runsOut}`}</p>
            </div>
          </div>
        )}
      </div>
      {touched && !result.profitable && result.series.length > 1 ? (
        <RunwayChart
          caption={t`Cash balance by month: ${today} today, falling by ${burn} a month for ${months} months.`}
          series={result.series}
          currency={currency}
        />
      ) : null}
    </section>
  );
}
