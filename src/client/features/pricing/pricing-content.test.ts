import { describe, expect, it } from 'vitest';
import { YEARLY_SAVING_PERCENT, formatRupees, monthlyEquivalent, plans } from './pricing-content';

describe('plans', () => {
  it('has Free, Premium and Business at the spec’s rupee prices', () => {
    expect(plans.map((p) => [p.id, p.price.monthly, p.price.yearly])).toEqual([
      ['free', 0, 0],
      ['premium', 499, 4999],
      ['business', 999, 9999],
    ]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['premium']);
  });

  it('states a yearly saving that the prices actually give (at least 16%)', () => {
    expect(YEARLY_SAVING_PERCENT).toBe(16);
    for (const p of plans.filter((x) => x.price.monthly > 0)) {
      const saving = 100 * (1 - p.price.yearly / (12 * p.price.monthly));
      expect(Math.floor(saving), p.id).toBe(p.savePercent);
    }
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(103200)).toBe('₹1,03,200');
    expect(monthlyEquivalent(4999)).toBe(417);
  });
});
