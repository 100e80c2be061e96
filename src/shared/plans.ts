/**
 * The plan table: what Free, Premium and Business cost and include. It is the one source for both sides: the
 * services enforce these numbers (AI conversations a day, Premium tools, mentorship sessions a month) and the pricing
 * page, the dashboard and the upgrade prompts render them, so a label never promises what the server does not hold.
 *
 * Prices are whole rupees, GST included, as the pricing page shows them. A yearly price is about 16% below twelve
 * monthly ones. Students get 50% off a paid plan; corporate packages start at 10 people.
 */
import type { MessageDescriptor } from '@lingui/core';

export type Plan = 'free' | 'premium' | 'business';
export const PLANS: readonly Plan[] = ['free', 'premium', 'business'];

export type BillingPeriod = 'monthly' | 'yearly';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

export interface PlanTerms {
  id: Plan;
  /** The plan's name as people read it ('Premium'). */
  name: string;
  /** Rupees, GST included. */
  price: Record<BillingPeriod, number>;
  /**
   * New AI conversations a person may start in a day (the day in the platform time zone). On a plan sold as
   * unlimited (`aiUnlimited`) this is the fair-use ceiling that keeps the service fast for everyone.
   */
  aiConversationsPerDay: number;
  /** Sold as unlimited AI (within the fair-use ceiling above). */
  aiUnlimited: boolean;
  /** May use the AI tools marked Premium. */
  premiumTools: boolean;
  /** Mentorship sessions (of SESSION_MINUTES) a person may book in a calendar month; 0: booking needs an upgrade. */
  mentorshipSessionsPerMonth: number;
}

export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  free: {
    id: 'free',
    name: 'Free',
    price: { monthly: 0, yearly: 0 },
    aiConversationsPerDay: 3,
    aiUnlimited: false,
    premiumTools: false,
    mentorshipSessionsPerMonth: 0,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: { monthly: 499, yearly: 4999 },
    aiConversationsPerDay: 200,
    aiUnlimited: true,
    premiumTools: true,
    mentorshipSessionsPerMonth: 2,
  },
  business: {
    id: 'business',
    name: 'Business',
    price: { monthly: 999, yearly: 9999 },
    aiConversationsPerDay: 200,
    aiUnlimited: true,
    premiumTools: true,
    mentorshipSessionsPerMonth: 5,
  },
};

/** The yearly saving the pricing page states (a yearly price against twelve monthly ones, rounded down). */
export const YEARLY_SAVING_PERCENT = 16;
/** Students' discount on a paid plan. */
export const STUDENT_DISCOUNT_PERCENT = 50;
/** Corporate packages are for teams of at least this many people. */
export const CORPORATE_MIN_USERS = 10;

/** True for one of the plan ids. */
export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** The terms of a stored plan value; anything that is not a plan id (a missing or retired value) reads as Free. */
export function planTerms(value: unknown): PlanTerms {
  return PLAN_TERMS[isPlan(value) ? value : 'free'];
}

/** True when `plan` may use `tool`: every plan may use a tool that is not marked Premium. */
export function planAllowsTool(plan: Plan, tool: { is_premium: boolean }): boolean {
  return !tool.is_premium || PLAN_TERMS[plan].premiumTools;
}

/** The cheapest paid plan that includes mentorship sessions, for the upgrade prompts. */
export const MENTORSHIP_PLANS: readonly Plan[] = PLANS.filter((p) => PLAN_TERMS[p].mentorshipSessionsPerMonth > 0);

/**
 * What a plan includes, in a sentence, from the table (the dashboard's Subscription card, the checkout and billing
 * pages): a message descriptor, translated where it is shown, whose numbers are the ones the services enforce.
 */
export function planSummary(plan: Plan): MessageDescriptor {
  const t = PLAN_TERMS[plan];
  const values = { ai: t.aiConversationsPerDay, sessions: t.mentorshipSessionsPerMonth };
  if (t.aiUnlimited && t.mentorshipSessionsPerMonth) {
    return {
      ...(/*i18n*/ {
        id: 'plans.summary-unlimited-sessions',
        message:
          'every course with its quiz and certificate, unlimited AI tool use (fair use: {ai} conversations a day), {sessions} mentorship sessions a month, ChangeTalks and the community.',
      }),
      values,
    };
  }
  if (t.aiUnlimited) {
    return {
      ...(/*i18n*/ { id: 'plans.summary-unlimited', message: 'every course with its quiz and certificate, unlimited AI tool use (fair use: {ai} conversations a day), ChangeTalks and the community.' }),
      values,
    };
  }
  if (t.mentorshipSessionsPerMonth) {
    return {
      ...(/*i18n*/ { id: 'plans.summary-sessions', message: 'every course with its quiz and certificate, {ai} AI tool uses a day, {sessions} mentorship sessions a month, ChangeTalks and the community.' }),
      values,
    };
  }
  return { ...(/*i18n*/ { id: 'plans.summary', message: 'every course with its quiz and certificate, {ai} AI tool uses a day, ChangeTalks and the community.' }), values };
}

/** The checkout of one paid plan and period: where every upgrade prompt leads (a visitor signs in first). */
export function checkoutPath(plan: Exclude<Plan, 'free'> = 'premium', period: BillingPeriod = 'monthly'): string {
  return `/billing/checkout?${new URLSearchParams({ plan, period })}`;
}
