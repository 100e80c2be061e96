import { describe, expect, it } from 'vitest';
import { checkoutInputSchema, documentNumber, financialYear, formatPaise, planPricePaise, splitTax } from './billing';

describe('financialYear (1 April to 31 March, India time)', () => {
  it('turns at midnight in India on 1 April, not at midnight UTC', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27'); // 23:59:59 IST, 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2026-11-28T06:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('documentNumber (rule 46: at most 16 characters, unique per year)', () => {
  it('writes series, year and a six-digit sequence', () => {
    expect(documentNumber('CP', '26-27', 123)).toBe('CP/26-27/000123');
    expect(documentNumber('CP', '26-27', 123).length).toBeLessThanOrEqual(16);
  });
  it('refuses a number that would not fit rather than writing it', () => {
    expect(() => documentNumber('CPX', '26-27', 9_999_999)).toThrow(/16-character/);
  });
});

describe('splitTax (prices include 18% GST)', () => {
  it('splits CGST and SGST within the supplier state', () => {
    const t = splitTax(49_900, '29', '29');
    expect(t).toEqual({ taxablePaise: 42_288, cgstPaise: 3_806, sgstPaise: 3_806, igstPaise: 0, totalPaise: 49_900 });
  });
  it('charges IGST to a buyer in another state', () => {
    const t = splitTax(49_900, '29', '27');
    expect(t).toEqual({ taxablePaise: 42_288, cgstPaise: 0, sgstPaise: 0, igstPaise: 7_612, totalPaise: 49_900 });
  });
  it('always adds up to what was paid, for any amount', () => {
    for (const total of [100, 101, 24_950, 49_900, 499_900, 999_900, 123_457]) {
      for (const buyer of ['29', '07']) {
        const t = splitTax(total, '29', buyer);
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(total);
        expect(Math.abs(t.cgstPaise - t.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('planPricePaise (prices from the plan table only)', () => {
  it('charges the table price, and half to a student', () => {
    expect(planPricePaise('premium', 'monthly')).toBe(49_900);
    expect(planPricePaise('business', 'yearly')).toBe(999_900);
    expect(planPricePaise('premium', 'monthly', { student: true })).toBe(24_950);
    expect(formatPaise(24_950)).toBe('₹249.50');
  });
});

describe('checkoutInputSchema', () => {
  it('takes a paid plan, a period, a state and an optional GSTIN of that state', () => {
    expect(checkoutInputSchema.parse({ plan: 'premium', period: 'yearly', state: '29' })).toEqual({ plan: 'premium', period: 'yearly', state: '29' });
    expect(checkoutInputSchema.parse({ plan: 'business', state: '27', gstin: '27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
  });
  it('refuses the free plan, an unknown state, a bad GSTIN and one of another state', () => {
    expect(checkoutInputSchema.safeParse({ plan: 'free', state: '29' }).success).toBe(false);
    expect(checkoutInputSchema.safeParse({ plan: 'premium', state: '99' }).success).toBe(false);
    expect(checkoutInputSchema.safeParse({ plan: 'premium', state: '29', gstin: 'NOT-A-GSTIN' }).success).toBe(false);
    expect(checkoutInputSchema.safeParse({ plan: 'premium', state: '29', gstin: '27AAPFU0939F1ZV' }).success).toBe(false);
  });
  it('ignores any price or amount the client sends', () => {
    expect(checkoutInputSchema.parse({ plan: 'premium', state: '29', amount: 100 })).not.toHaveProperty('amount');
  });
});
