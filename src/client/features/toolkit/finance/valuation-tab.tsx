/**
 * Valuation tab: the four methods — revenue multiple, cost to replicate, market size, comparable
 * analysis — with the spec's typical ranges (SaaS 5–15x, e-commerce 2–5x, marketplace 10–20x revenue; 1–10 %
 * market capture), plus quick estimates from the user's own figures.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import {
  type CurrencyCode,
  MARKET_CAPTURE_PERCENT,
  REVENUE_MULTIPLES,
  formatMoney,
  marketCaptureRange,
  revenueMultipleValuation,
} from '~/shared/finance';
import { MoneyField } from './money-field';

export function ValuationTab({ currency }: { currency: CurrencyCode }) {
  const { t } = useLingui();
  const [revenue, setRevenue] = useState('');
  const [market, setMarket] = useState('');
  const capture = marketCaptureRange(market);

  const low = MARKET_CAPTURE_PERCENT.low;
  const high = MARKET_CAPTURE_PERCENT.high;
  const lowRevenue = formatMoney(capture.low, currency);
  const highRevenue = formatMoney(capture.high, currency);
  return (
    <section aria-labelledby="valuation-heading">
      <h2 id="valuation-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Valuation methods</Trans>
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>Early-stage valuation is a negotiation, not a formula. Investors usually triangulate with these four methods; use them to
        check that your ask is reasonable.</Trans>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle><Trans>Revenue multiple</Trans></CardTitle>
            <CardDescription><Trans>Annual revenue (or annual recurring revenue) times a multiple typical for your business type.</Trans></CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <MoneyField id="val-revenue" label={t`Annual revenue`} value={revenue} onChange={setRevenue} />
            <table className="w-full text-left text-sm">
              <caption className="sr-only"><Trans>Typical revenue multiples and the valuation range they give</Trans></caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 font-medium">
                    <Trans>Business type</Trans>
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <Trans>Typical multiple</Trans>
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <Trans>Valuation range</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {REVENUE_MULTIPLES.map((m) => {
                  const range = revenueMultipleValuation(revenue, m.key);
                  return (
                    <tr key={m.key} className="border-b border-slate-100">
                      <th scope="row" className="py-2 font-medium text-slate-900">
                        {m.label}
                      </th>
                      <td className="py-2 text-slate-800">
                        {m.low}–{m.high}x
                      </td>
                      <td className="py-2 text-slate-800">
                        {range.high > 0 ? `${formatMoney(range.low, currency)} – ${formatMoney(range.high, currency)}` : '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle><Trans>Cost to replicate</Trans></CardTitle>
            <CardDescription><Trans>What would it cost a competitor to build the same business from scratch?</Trans></CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm text-slate-800">
            <p><Trans>Add up the money and time spent on product development, technology, patents, equipment and the team&rsquo;s work.</Trans></p>
            <p>
              <Trans>It sets a floor rather than a ceiling: it ignores future potential, brand and customer relationships, so it suits very
              early, pre-revenue companies.</Trans>
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle><Trans>Market size</Trans></CardTitle>
            <CardDescription>
              <Trans>The revenue you could reach by capturing a realistic share of your addressable market, typically {MARKET_CAPTURE_PERCENT.low}–
              {MARKET_CAPTURE_PERCENT.high}%.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <MoneyField id="val-market" label={t`Addressable market (annual)`} value={market} onChange={setMarket} />
            <p className="text-sm text-slate-800" aria-live="polite">
              {capture.high > 0
                ? t`${low}–${high}% market capture: ${lowRevenue} – ${highRevenue} a year in revenue.`
                : t`Enter your market size to see ${low}–${high}% capture.`}
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle><Trans>Comparable analysis</Trans></CardTitle>
            <CardDescription><Trans>What were similar startups valued at in recent funding rounds or acquisitions?</Trans></CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm text-slate-800">
            <p><Trans>Pick companies of the same sector, stage and region, and compare their valuation with their revenue, users or growth.</Trans></p>
            <p><Trans>Adjust for differences in traction and team, and use several comparables rather than one headline deal.</Trans></p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
