/**
 * Break-Even tab: units = fixed costs ÷ (price − variable cost), rounded up; revenue =
 * units × price; 'Price must be greater than variable cost' otherwise. Live as the user types; a chart shows the
 * cost and revenue lines crossing.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type CurrencyCode, breakEven, formatCount, formatMoney, toNumber } from '~/shared/finance';
import { BreakEvenChart } from './lazy-charts';
import { MoneyField } from './money-field';
import { Message } from '~/client/lib/i18n';

export interface BreakEvenFields {
  fixedCosts: string;
  price: string;
  variableCost: string;
}

/** `fields` live in the parent so they survive switching tabs. */
export function BreakEvenTab({ currency, fields, onChange }: { currency: CurrencyCode; fields: BreakEvenFields; onChange: (f: BreakEvenFields) => void }) {
  const { t } = useLingui();
  const { fixedCosts, price, variableCost } = fields;
  const setFixedCosts = (v: string) => onChange({ ...fields, fixedCosts: v });
  const setPrice = (v: string) => onChange({ ...fields, price: v });
  const setVariableCost = (v: string) => onChange({ ...fields, variableCost: v });
  const touched = [fixedCosts, price, variableCost].some((v) => v.trim() !== '');
  const result = breakEven({ fixedCosts, price, variableCost });

  return (
    <section aria-labelledby="break-even-heading">
      <h2 id="break-even-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Break-even calculator</Trans>
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>How many units must you sell to cover your costs? Break-even units = fixed costs ÷ (price per unit − variable cost per unit),
        rounded up.</Trans>
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <MoneyField id="be-fixed" label={t`Fixed costs`} hint={t`Rent, salaries, software: costs that do not change with sales.`} value={fixedCosts} onChange={setFixedCosts} />
        <MoneyField id="be-price" label={t`Price per unit`} hint={t`What a customer pays for one unit.`} value={price} onChange={setPrice} />
        <MoneyField id="be-variable" label={t`Variable cost per unit`} hint={t`Materials, delivery, fees: what each unit costs you.`} value={variableCost} onChange={setVariableCost} />
      </div>

      <div aria-live="polite" className="mt-6">
        {!touched ? (
          <p className="text-sm text-slate-700"><Trans>Enter your costs and price to see your break-even point.</Trans></p>
        ) : !result.ok ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800" data-testid="break-even-error">
            <Message text={result.error} />
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3" data-testid="break-even-result">
            <div className="rounded-lg bg-blue-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Break-even units</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatCount(result.units, currency)}</p>
            </div>
            <div className="rounded-lg bg-blue-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Break-even revenue</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(result.revenue, currency)}</p>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <p className="text-sm text-slate-700"><Trans>Contribution per unit</Trans></p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(result.contributionMargin, currency)}</p>
            </div>
          </div>
        )}
      </div>
      {touched && result.ok ? (
        <BreakEvenChart
          caption={t`Total costs and revenue by units sold: the lines cross at ${formatCount(result.units, currency)} units (${formatMoney(result.revenue, currency)}).`}
          fixedCosts={Math.max(0, toNumber(fixedCosts))}
          price={toNumber(price)}
          variableCost={toNumber(variableCost)}
          units={result.units}
          currency={currency}
        />
      ) : null}
    </section>
  );
}
