import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  RUNWAY_SERIES_MAX_MONTHS,
  breakEven,
  currencyCookie,
  currencyFromCookies,
  formatCount,
  formatMoney,
  marketCaptureRange,
  revenueMultipleValuation,
  runway,
  toNumber,
} from './finance';
import { toolkitMessages } from './toolkit';

describe('toNumber (non-numeric inputs count as 0)', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    ['NaN', 0],
    ['Infinity', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    ['42', 42],
    [' 3.5 ', 3.5],
    ['1,000', 1000],
    ['1,00,000', 100000],
    ['$2,500', 2500],
    ['₹5,00,000', 500000],
    ['-7', -7],
    [12, 12],
  ])('%j → %d', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe('breakEven', () => {
  it('rounds units up and prices the revenue', () => {
    expect(breakEven({ fixedCosts: '10000', price: '50', variableCost: '20' })).toEqual({
      ok: true,
      units: 334,
      revenue: 16700,
      contributionMargin: 30,
    });
  });

  it('is exact on a whole division', () => {
    expect(breakEven({ fixedCosts: 9000, price: 50, variableCost: 20 })).toMatchObject({ ok: true, units: 300, revenue: 15000 });
  });

  it('does not drift on decimal prices (0.3 ÷ 0.1 is 3, not 4)', () => {
    expect(breakEven({ fixedCosts: '0.3', price: '0.3', variableCost: '0.2' })).toMatchObject({ ok: true, units: 3 });
  });

  it.each([
    ['equal', '20', '20'],
    ['lower', '10', '20'],
    ['both empty', '', ''],
  ])('price %s to variable cost → the spec message', (_label, price, variableCost) => {
    expect(breakEven({ fixedCosts: '1000', price, variableCost })).toEqual({ ok: false, error: expect.objectContaining({ message: 'Price must be greater than variable cost' }) });
  });

  it('counts non-numeric inputs as 0', () => {
    expect(breakEven({ fixedCosts: 'lots', price: '10', variableCost: 'none' })).toMatchObject({ ok: true, units: 0, revenue: 0 });
    expect(breakEven({ fixedCosts: '500', price: '10', variableCost: 'x' })).toMatchObject({ ok: true, units: 50, revenue: 500 });
  });

  const cents = fc.integer({ min: 0, max: 10_000_000_000 }); // up to 100 million in major units
  const positiveCents = fc.integer({ min: 1, max: 10_000_000 });

  it('property: break-even units cover the fixed costs, and one unit fewer never does', () => {
    fc.assert(
      fc.property(cents, positiveCents, fc.integer({ min: 0, max: 10_000_000 }), (fixedC, marginC, variableC) => {
        const priceC = variableC + marginC;
        const r = breakEven({ fixedCosts: fixedC / 100, price: priceC / 100, variableCost: variableC / 100 });
        if (!r.ok) return false;
        const contribution = BigInt(r.units) * BigInt(marginC);
        const fewer = BigInt(r.units - 1) * BigInt(marginC);
        expect(contribution >= BigInt(fixedC)).toBe(true);
        expect(fewer < BigInt(fixedC)).toBe(true);
        expect(r.units).toBeGreaterThanOrEqual(0);
        // Revenue is exact to the cent while it fits in 2^53 / 100 cents (about 90 trillion); beyond that, to 1e-15.
        const revenueCents = r.units * priceC;
        if (revenueCents <= 9e13) expect(Math.round(r.revenue * 100)).toBe(revenueCents);
        else expect(Math.abs(r.revenue * 100 - revenueCents) / revenueCents).toBeLessThan(1e-15);
        return true;
      }),
    );
  });

  it('property: any price at or below the variable cost is refused with the spec message', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (fixedC, variableC, belowC) => {
        const r = breakEven({ fixedCosts: fixedC / 100, price: (variableC - belowC) / 100, variableCost: variableC / 100 });
        expect(r).toEqual({ ok: false, error: toolkitMessages.breakEvenPriceError });
      }),
    );
  });
});

describe('runway', () => {
  it("says you're profitable when revenue covers the burn", () => {
    expect(runway({ funding: '100000', monthlyBurn: '10000', monthlyRevenue: '10000' })).toEqual({
      profitable: true,
      netBurn: 0,
      message: expect.objectContaining({ message: "You're profitable! No runway concerns." }),
    });
    expect(runway({ funding: '100000', monthlyBurn: '5000', monthlyRevenue: '8000' })).toMatchObject({ profitable: true, netBurn: -3000 });
    expect(runway({ funding: '', monthlyBurn: '', monthlyRevenue: '' })).toMatchObject({ profitable: true });
  });

  it('gives whole months, rounded down, and the balance month by month until it runs out', () => {
    const r = runway({ funding: '100', monthlyBurn: '40', monthlyRevenue: '10' });
    expect(r).toEqual({
      profitable: false,
      netBurn: 30,
      months: 3,
      series: [
        { month: 0, balance: 100 },
        { month: 1, balance: 70 },
        { month: 2, balance: 40 },
        { month: 3, balance: 10 },
        { month: 4, balance: 0 },
      ],
    });
  });

  it('ends the series at 0 without an extra point when funding divides exactly', () => {
    const r = runway({ funding: 90, monthlyBurn: 30, monthlyRevenue: 0 });
    expect(r).toMatchObject({ months: 3, series: [{ balance: 90 }, { balance: 60 }, { balance: 30 }, { balance: 0 }] });
  });

  it('counts non-numeric inputs as 0 (no funding → 0 months)', () => {
    expect(runway({ funding: 'a lot', monthlyBurn: '1000', monthlyRevenue: 'some' })).toMatchObject({ profitable: false, months: 0, netBurn: 1000 });
  });

  it('caps the chart series but not the months', () => {
    const r = runway({ funding: 1_000_000, monthlyBurn: 1, monthlyRevenue: 0 });
    if (r.profitable) throw new Error('expected a runway');
    expect(r.months).toBe(1_000_000);
    expect(r.series).toHaveLength(RUNWAY_SERIES_MAX_MONTHS + 1);
  });

  it('property: months × net burn ≤ funding < (months + 1) × net burn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (fundingC, netC, revenueC) => {
          const r = runway({ funding: fundingC / 100, monthlyBurn: (revenueC + netC) / 100, monthlyRevenue: revenueC / 100 });
          if (r.profitable) return false;
          expect(Math.round(r.netBurn * 100)).toBe(netC);
          expect(BigInt(r.months) * BigInt(netC) <= BigInt(fundingC)).toBe(true);
          expect(BigInt(fundingC) < BigInt(r.months + 1) * BigInt(netC)).toBe(true);
          // The series starts at the funding, falls by the net burn each month and never goes below 0.
          expect(r.series[0]).toEqual({ month: 0, balance: fundingC / 100 });
          expect(r.series.every((p, i) => p.month === i && p.balance >= 0)).toBe(true);
          return true;
        },
      ),
    );
  });

  it('property: revenue at or above the burn is always profitable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (burnC, extraC) => {
        expect(runway({ funding: 1000, monthlyBurn: burnC / 100, monthlyRevenue: (burnC + extraC) / 100 })).toMatchObject({
          profitable: true,
          message: toolkitMessages.profitable,
        });
      }),
    );
  });
});

describe('formatMoney', () => {
  it('defaults to rupees, the platform currency', () => {
    expect(DEFAULT_CURRENCY).toBe('INR');
    expect(formatMoney(1670000)).toBe('₹16,70,000');
    expect(formatMoney(1234.5)).toBe('₹1,234.50');
  });

  it('formats US dollars', () => {
    expect(formatMoney(16700, 'USD')).toBe('$16,700');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('groups rupees in lakhs and crores', () => {
    expect(formatMoney(12345678, 'INR')).toBe('₹1,23,45,678');
    expect(formatMoney(500000, 'INR')).toBe('₹5,00,000');
  });

  it('formats euros', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
  });

  it('has compact forms for chart axes', () => {
    expect(formatMoney(1_200_000, 'USD', { compact: true })).toBe('$1.2M');
  });

  it('counts with the same grouping', () => {
    expect(formatCount(100000, 'INR')).toBe('1,00,000');
    expect(formatCount(100000, 'USD')).toBe('100,000');
    expect(formatCount(100000)).toBe('1,00,000');
  });
});

describe('the remembered currency', () => {
  it('reads the choice from a Cookie header, and falls back to rupees for none or an unknown one', () => {
    expect(currencyFromCookies(null)).toBe('INR');
    expect(currencyFromCookies('')).toBe('INR');
    expect(currencyFromCookies(`a=b; ${CURRENCY_COOKIE}=EUR; c=d`)).toBe('EUR');
    expect(currencyFromCookies(`${CURRENCY_COOKIE}=USD`)).toBe('USD');
    expect(currencyFromCookies(`${CURRENCY_COOKIE}=GBP`)).toBe('INR');
    expect(currencyFromCookies(`x${CURRENCY_COOKIE}=USD`)).toBe('INR');
    expect(currencyFromCookies(`${CURRENCY_COOKIE}=usd`)).toBe('INR');
  });

  it('writes a site-wide cookie for a year, Secure over HTTPS', () => {
    expect(currencyCookie('USD', { secure: false })).toBe(`${CURRENCY_COOKIE}=USD; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    expect(currencyCookie('EUR', { secure: true })).toMatch(/; Secure$/);
    expect(currencyFromCookies(currencyCookie('EUR', { secure: true }).split(';')[0])).toBe('EUR');
  });
});

describe('valuation', () => {
  it('applies the revenue multiples by business type', () => {
    expect(revenueMultipleValuation('1,000,000', 'saas')).toEqual({ low: 5_000_000, high: 15_000_000 });
    expect(revenueMultipleValuation(1_000_000, 'ecommerce')).toEqual({ low: 2_000_000, high: 5_000_000 });
    expect(revenueMultipleValuation(1_000_000, 'marketplace')).toEqual({ low: 10_000_000, high: 20_000_000 });
    expect(revenueMultipleValuation('n/a', 'saas')).toEqual({ low: 0, high: 0 });
  });

  it('captures 1–10 % of the market', () => {
    expect(marketCaptureRange('50,000,000')).toEqual({ low: 500_000, high: 5_000_000 });
  });
});
