/**
 * The financial tools' charts, drawn with Recharts. This module is loaded with React.lazy, so Recharts is fetched
 * only when a chart is first shown, never with a route's first load.
 */
import { useLingui } from '@lingui/react/macro';
import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type CashPoint, type CurrencyCode, formatCount, formatMoney } from '~/shared/finance';

const AXIS = { fill: '#334155', fontSize: 12 };

export interface BreakEvenChartProps {
  fixedCosts: number;
  price: number;
  variableCost: number;
  units: number;
  currency: CurrencyCode;
}

/** Total cost and revenue against units sold; the lines cross at the break-even point. */
export function BreakEvenChart({ fixedCosts, price, variableCost, units, currency }: BreakEvenChartProps) {
  const { t } = useLingui();
  const maxUnits = Math.max(10, Math.ceil(units * 2));
  const steps = 20;
  const data = Array.from({ length: steps + 1 }, (_, i) => {
    const u = Math.round((maxUnits * i) / steps);
    return { units: u, cost: fixedCosts + variableCost * u, revenue: price * u };
  });
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={data} margin={{ top: 10, right: 20, bottom: 20, left: 10 }}>
        <CartesianGrid stroke="#e2e8f0" />
        <XAxis
          dataKey="units"
          type="number"
          domain={[0, maxUnits]}
          tick={AXIS}
          tickFormatter={(v: number) => formatCount(v, currency)}
          label={{ value: t`Units sold`, position: 'insideBottom', offset: -10, fill: '#334155' }}
        />
        <YAxis tick={AXIS} width={80} tickFormatter={(v: number) => formatMoney(v, currency, { compact: true })} />
        <Tooltip formatter={(v) => formatMoney(Number(v), currency)} labelFormatter={(u) => t`${formatCount(Number(u), currency)} units`} />
        <Legend verticalAlign="top" />
        <Line type="linear" dataKey="cost" name={t`Total costs`} stroke="#b91c1c" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="linear" dataKey="revenue" name={t`Revenue`} stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
        <ReferenceDot x={units} y={units * price} r={6} fill="#15803d" stroke="#ffffff" ifOverflow="extendDomain" />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Cash balance at the start of each month until it runs out. */
export function RunwayChart({ series, currency }: { series: CashPoint[]; currency: CurrencyCode }) {
  const { t } = useLingui();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <AreaChart data={series} margin={{ top: 10, right: 20, bottom: 20, left: 10 }}>
        <CartesianGrid stroke="#e2e8f0" />
        <XAxis dataKey="month" tick={AXIS} label={{ value: t`Month`, position: 'insideBottom', offset: -10, fill: '#334155' }} />
        <YAxis tick={AXIS} width={80} tickFormatter={(v: number) => formatMoney(v, currency, { compact: true })} />
        <Tooltip formatter={(v) => formatMoney(Number(v), currency)} labelFormatter={(m) => t`Month ${m}`} />
        <Area type="linear" dataKey="balance" name={t`Cash balance`} stroke="#1d4ed8" fill="#bfdbfe" strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
