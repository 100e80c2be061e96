/**
 * The financial tools' rules: break-even, runway, money formatting in
 * Indian rupees (the platform's currency, as on the pricing page; decision 009), US dollars or euros, the
 * remembered currency choice (a cookie the server reads), and the valuation methods' typical ranges.
 *
 * Amounts are plain numbers in the currency's major unit (dollars, rupees, euros). The calculators round every
 * amount to the cent first and then work in whole cents, so units and months are exact (no floating-point drift),
 * and money results are exact to the cent up to about 900 billion.
 */
import type { MessageDescriptor } from '@lingui/core';
import { toolkitMessages } from './toolkit';

/** Currencies the user can switch between, the platform's first (plans are priced in rupees). */
export const CURRENCIES = [
  { code: 'INR', label: 'Indian rupees (INR)', locale: 'en-IN' },
  { code: 'USD', label: 'US dollars (USD)', locale: 'en-US' },
  { code: 'EUR', label: 'Euros (EUR)', locale: 'en-IE' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
/** What the tools open in until a person chooses: the platform's currency. */
export const DEFAULT_CURRENCY: CurrencyCode = 'INR';

/** True when `value` is one of CURRENCIES' codes. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((c) => c.code === value);
}

/**
 * The cookie that remembers a person's currency (a preference, not a secret: it holds only the code). The server
 * reads it, so the page arrives already in that currency; it lasts a year (seconds in `CURRENCY_COOKIE_MAX_AGE`).
 */
export const CURRENCY_COOKIE = 'changepath_currency';
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The currency a request's `Cookie` header chose (`CURRENCY_COOKIE`), or DEFAULT_CURRENCY when it chose none or an unknown one. */
export function currencyFromCookies(cookieHeader: string | null | undefined): CurrencyCode {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CURRENCY_COOKIE) continue;
    const value = rest.join('=').trim();
    if (isCurrencyCode(value)) return value;
  }
  return DEFAULT_CURRENCY;
}

/** The `Set-Cookie` value that remembers `currency` for the whole site (Secure when the site is served over HTTPS). */
export function currencyCookie(currency: CurrencyCode, opts: { secure: boolean }): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${opts.secure ? '; Secure' : ''}`;
}

/**
 * Reads a user's number: the rule "non-numeric inputs count as 0". Accepts what people type into a money field —
 * surrounding spaces, thousands separators (`1,000`, Indian `1,00,000`), a leading currency sign (`$`, `₹`, `€`).
 * Anything else that is not a finite number (`abc`, ``, `NaN`, `Infinity`) gives 0.
 */
export function toNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const cleaned = input.trim().replace(/^[$₹€]/, '').replace(/[,\s_]/g, '');
  if (cleaned === '') return 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : 0;
}

/** An amount in whole cents (rounded half away from zero). */
function toCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

export interface BreakEvenInput {
  /** Fixed costs for the period (rent, salaries …); non-numeric counts as 0, below 0 counts as 0. */
  fixedCosts: unknown;
  /** Selling price of one unit. */
  price: unknown;
  /** Variable cost of one unit. */
  variableCost: unknown;
}

export type BreakEvenResult =
  | { ok: true; units: number; revenue: number; contributionMargin: number }
  | { ok: false; error: typeof toolkitMessages.breakEvenPriceError };

/**
 * Break-even point: units = fixed costs ÷ (price − variable cost), rounded up; revenue = units × price.
 * Returns `{ ok: false, error: 'Price must be greater than variable cost' }` when price ≤ variable cost.
 * `contributionMargin` is price − variable cost, per unit.
 */
export function breakEven(input: BreakEvenInput): BreakEvenResult {
  const fixed = Math.max(0, toCents(toNumber(input.fixedCosts)));
  const price = toCents(toNumber(input.price));
  const variable = toCents(toNumber(input.variableCost));
  const margin = price - variable;
  if (margin <= 0) return { ok: false, error: toolkitMessages.breakEvenPriceError };
  // Integer cents: for integers below 2^53 a non-whole fixed/margin never rounds to a whole number, so ceil is
  // never one unit off (see the property tests).
  const units = Math.ceil(fixed / margin);
  return { ok: true, units, revenue: (units * price) / 100, contributionMargin: margin / 100 };
}

export interface RunwayInput {
  /** Cash in the bank now; non-numeric or below 0 counts as 0. */
  funding: unknown;
  /** Money spent per month. */
  monthlyBurn: unknown;
  /** Money coming in per month. */
  monthlyRevenue: unknown;
}

/** One point of the cash-balance series: balance at the start of month `month` (0 = today). */
export interface CashPoint {
  month: number;
  balance: number;
}

/** The chart stops after this many months (20 years); `months` itself is never capped. */
export const RUNWAY_SERIES_MAX_MONTHS = 240;

export type RunwayResult =
  | { profitable: true; netBurn: number; message: typeof toolkitMessages.profitable }
  | { profitable: false; netBurn: number; months: number; series: CashPoint[] };

/**
 * The one rounding rule for runway, said in the calculator (in the page's language) and in the funding spreadsheet
 * (whose cells are English): runway is counted in whole months, rounded down, because a part-month of cash does not
 * pay a whole month's bills.
 */
export const RUNWAY_ROUNDING_NOTE: MessageDescriptor = /*i18n*/ {
  id: 'finance.runway-rounding',
  message: 'Runway is counted in whole months, rounded down: 19.25 months of cash is 19 months of runway.',
};

/**
 * The runway rule as a spreadsheet formula over two cells (funding, net monthly burn): Excel's INT rounds a
 * positive number down, as `runway` does, so a sheet and the calculator agree for the same inputs.
 */
export function runwayFormula(fundingCell: string, netBurnCell: string): string {
  return `INT(${fundingCell}/${netBurnCell})`;
}

/**
 * Cash runway: net burn = monthly burn − monthly revenue. When net burn ≤ 0 the company is profitable
 * (`message` is 'You're profitable! No runway concerns.'); otherwise `months` = current funding ÷ net burn, rounded
 * down. `series` is the cash balance at the start of each month from today until it runs out: months 0…months,
 * plus a final 0 when money is left over that does not cover a whole month (at most RUNWAY_SERIES_MAX_MONTHS + 1
 * points).
 */
export function runway(input: RunwayInput): RunwayResult {
  const funding = Math.max(0, toCents(toNumber(input.funding)));
  const net = toCents(toNumber(input.monthlyBurn)) - toCents(toNumber(input.monthlyRevenue));
  if (net <= 0) return { profitable: true, netBurn: net / 100, message: toolkitMessages.profitable };
  const months = Math.floor(funding / net);
  const series: CashPoint[] = [];
  const last = Math.min(months, RUNWAY_SERIES_MAX_MONTHS);
  for (let m = 0; m <= last; m++) series.push({ month: m, balance: (funding - m * net) / 100 });
  if (months < RUNWAY_SERIES_MAX_MONTHS && funding - months * net > 0) series.push({ month: months + 1, balance: 0 });
  return { profitable: false, netBurn: net / 100, months, series };
}

/**
 * Formats `amount` (major units) with Intl.NumberFormat in `currency`'s locale: `$1,234.50`, `₹12,34,567`
 * (lakh/crore grouping), `€1,234`. Whole amounts show no decimals; others show two. `compact` gives short
 * forms for chart axes (`$1.2M`, `₹12L`).
 */
export function formatMoney(amount: number, currency: CurrencyCode = DEFAULT_CURRENCY, opts: { compact?: boolean } = {}): string {
  const { locale } = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(opts.compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }),
  }).format(amount);
}

/** Formats a count of units or months with the currency's grouping (`1,00,000` in en-IN). */
export function formatCount(n: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  const { locale } = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}

/** Revenue multiples by business type (typical ranges, × annual revenue). */
export const REVENUE_MULTIPLES = [
  { key: 'saas', label: 'SaaS', low: 5, high: 15 },
  { key: 'ecommerce', label: 'E-commerce', low: 2, high: 5 },
  { key: 'marketplace', label: 'Marketplace', low: 10, high: 20 },
] as const;
export type BusinessType = (typeof REVENUE_MULTIPLES)[number]['key'];

/** The share of the addressable market a startup can typically plan to capture (%). */
export const MARKET_CAPTURE_PERCENT = { low: 1, high: 10 } as const;

/**
 * The valuation range by revenue multiple: annual revenue × the business type's low and high multiple.
 * Non-numeric or negative revenue counts as 0.
 */
export function revenueMultipleValuation(annualRevenue: unknown, type: BusinessType): { low: number; high: number } {
  const revenue = Math.max(0, toCents(toNumber(annualRevenue)));
  const m = REVENUE_MULTIPLES.find((r) => r.key === type) ?? REVENUE_MULTIPLES[0];
  return { low: (revenue * m.low) / 100, high: (revenue * m.high) / 100 };
}

/**
 * The market-size method: the revenue a startup could reach by capturing 1–10 % of its addressable market
 *. Non-numeric or negative market size counts as 0.
 */
export function marketCaptureRange(marketSize: unknown): { low: number; high: number } {
  const size = Math.max(0, toCents(toNumber(marketSize)));
  return { low: (size * MARKET_CAPTURE_PERCENT.low) / 100 / 100, high: (size * MARKET_CAPTURE_PERCENT.high) / 100 / 100 };
}
