import { describe, expect, it } from 'vitest';
import { PLAN_TERMS, YEARLY_SAVING_PERCENT } from '~/shared/plans';
import { english } from '../../../../tests/support/i18n';
import { comparisonTable, formatRupees, monthlyEquivalent, pricingPlans } from './pricing-content';

const plans = pricingPlans(6, english);

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

  it('states only what the plan table holds: the catalogue\'s course count, the AI allowance and the sessions', () => {
    const [free, premium, business] = plans;
    expect(free.features.map((f) => f.name)).toContain('All 6 courses, with quizzes and certificates');
    expect(free.features).toContainEqual({ name: `${PLAN_TERMS.free.aiConversationsPerDay} AI tool uses a day`, included: true });
    expect(free.features).toContainEqual({ name: 'Mentorship sessions', included: false });
    expect(premium.features).toContainEqual({ name: '2 mentorship sessions a month (30 minutes each)', included: true });
    expect(business.features).toContainEqual({ name: '5 mentorship sessions a month (30 minutes each)', included: true });
    // No figure the product does not hold: no '100+' courses, no team features that do not exist.
    const everything = JSON.stringify([plans, comparisonTable(6, english)]);
    expect(everything).not.toMatch(/\d+\+|analytics|private group|24\/7|live events/i);
    expect(comparisonTable(9, english).rows[0].values.premium).toBe('All 9');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(103200)).toBe('₹1,03,200');
    expect(monthlyEquivalent(4999)).toBe(417);
  });
});
