/**
 * The Pricing page's plans and copy. Prices and what each plan includes come from the plan table
 * (shared/plans.ts), which the services enforce, and the course count from the catalogue, so the page states only
 * what the server holds: Free ₹0; Premium ₹499 a month or ₹4,999 a year; Business ₹999 a month or ₹9,999 a year;
 * a 16% yearly saving; 50% off for students; corporate packages for 10+ people; 30-minute mentorship sessions.
 * Every text comes in the page's language: the functions take the page's Lingui instance.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sitePolicies } from '~/client/config/pages';
import { SESSION_MINUTES } from '~/shared/learning';
import { paths } from '~/shared/paths';
import { type BillingPeriod, CORPORATE_MIN_USERS, PLANS, PLAN_TERMS, type Plan, STUDENT_DISCOUNT_PERCENT, YEARLY_SAVING_PERCENT } from '~/shared/plans';

/** Days after the first payment of a paid plan in which a full refund can be requested (as in the Terms). */
export const REFUND_WINDOW_DAYS = sitePolicies.refundWindowDays;

export interface PlanFeature {
  name: string;
  included: boolean;
}

/** A plan card. Prices in whole rupees, GST included. */
export interface PricingPlan {
  id: Plan;
  name: string;
  price: { monthly: number; yearly: number };
  description: string;
  features: PlanFeature[];
  savePercent: number;
  cta: string;
  popular: boolean;
}

const cards: Record<Plan, { description: MessageDescriptor; cta: MessageDescriptor; popular: boolean }> = {
  free: { description: msg`Start learning and try the AI career tools.`, cta: msg`Get Started Free`, popular: false },
  premium: { description: msg`For learners building a career with unlimited AI guidance and a mentor.`, cta: msg`Start Premium`, popular: true },
  business: { description: msg`For professionals who want more time with mentors.`, cta: msg`Choose Business`, popular: false },
};

/**
 * The three plan cards in the language of `i18n`, from the plan table; `courseCount` is the catalogue's number of
 * courses.
 */
export function pricingPlans(courseCount: number, i18n: I18n): PricingPlan[] {
  const minutes = SESSION_MINUTES;
  return PLANS.map((id) => {
    const t = PLAN_TERMS[id];
    const perDay = t.aiConversationsPerDay;
    const sessions = t.mentorshipSessionsPerMonth;
    const features: PlanFeature[] = [
      { name: i18n._(msg`All ${courseCount} courses, with quizzes and certificates`), included: true },
      { name: t.aiUnlimited ? i18n._(msg`Unlimited AI career tools (fair use: ${perDay} conversations a day)`) : i18n._(msg`${perDay} AI tool uses a day`), included: true },
      sessions > 0
        ? { name: i18n._(msg`${sessions} mentorship sessions a month (${minutes} minutes each)`), included: true }
        : { name: i18n._(msg`Mentorship sessions`), included: false },
      { name: i18n._(msg`ChangeTalks and the community`), included: true },
      { name: i18n._(msg`E-mail support, answered within 24 hours`), included: true },
    ];
    const card = cards[id];
    return {
      id,
      name: t.name,
      price: t.price,
      features,
      savePercent: t.price.monthly > 0 ? YEARLY_SAVING_PERCENT : 0,
      description: i18n._(card.description),
      cta: i18n._(card.cta),
      popular: card.popular,
    };
  });
}

/** A comparison-table cell: a tick or cross, or a short text. */
export type ComparisonValue = boolean | string;

/** The comparison table in the language of `i18n`, from the plan table; `courseCount` is the catalogue's number of courses. */
export function comparisonTable(
  courseCount: number,
  i18n: I18n,
): { heading: string; caption: string; rows: Array<{ feature: string; values: Record<Plan, ComparisonValue> }> } {
  const each = <T,>(f: (plan: Plan) => T) => Object.fromEntries(PLANS.map((p) => [p, f(p)])) as Record<Plan, T>;
  const minutes = SESSION_MINUTES;
  const ai = (p: Plan) => {
    const perDay = PLAN_TERMS[p].aiConversationsPerDay;
    return PLAN_TERMS[p].aiUnlimited ? i18n._(msg`Unlimited (fair use: ${perDay} a day)`) : i18n._(msg`${perDay} uses a day`);
  };
  const sessions = (p: Plan) => {
    const n = PLAN_TERMS[p].mentorshipSessionsPerMonth;
    return n ? i18n._(msg`${n} a month`) : false;
  };
  return {
    heading: i18n._(msg`Compare plans`),
    caption: i18n._(msg`What each plan includes`),
    rows: [
      { feature: i18n._(msg`Courses, quizzes and certificates`), values: each(() => i18n._(msg`All ${courseCount}`)) },
      { feature: i18n._(msg`AI career tools`), values: each(ai) },
      { feature: i18n._(msg`Mentorship sessions (${minutes} min)`), values: each(sessions) },
      { feature: i18n._(msg`ChangeTalks and the community`), values: each(() => true) },
      { feature: i18n._(msg`Support`), values: each(() => i18n._(msg`E-mail, within 24 hours`)) },
    ],
  };
}

/** The pricing page's words in the language of `i18n`. */
export function pricingTexts(i18n: I18n) {
  const saving = YEARLY_SAVING_PERCENT;
  const studentDiscount = STUDENT_DISCOUNT_PERCENT;
  const teamSize = CORPORATE_MIN_USERS;
  return {
    billingLegend: i18n._(msg`Billing period`),
    monthly: i18n._(msg`Monthly`),
    yearly: i18n._(msg`Yearly`),
    saveBadge: i18n._(msg`Save ${saving}%`),
    perMonth: i18n._(msg`/month`),
    perYear: i18n._(msg`/year`),
    forever: i18n._(msg`forever`),
    yearlyEquivalent: (perMonth: string) => i18n._(msg`${perMonth} a month, billed yearly`),
    monthlyNote: i18n._(msg`Billed monthly. Cancel at any time.`),
    freeNote: i18n._(msg`No card needed.`),
    mostPopular: i18n._(msg`Most popular`),
    showingPrices: (period: BillingPeriod) => (period === 'yearly' ? i18n._(msg`Showing yearly prices.`) : i18n._(msg`Showing monthly prices.`)),
    showPrices: i18n._(msg`Show these prices`),
    included: i18n._(msg`Included`),
    notIncluded: i18n._(msg`Not included`),
    plansHeading: i18n._(msg`Plans`),
    discounts: [
      {
        title: i18n._(msg`Students save ${studentDiscount}%`),
        text: i18n._(
          msg`Students pay ${studentDiscount}% less for any paid plan, monthly or yearly, with nothing to claim: checkout takes it off when your account has a verified college e-mail address (.ac.in or .edu) or is linked to a partner college with its code.`,
        ),
        link: { label: i18n._(msg`Link your college with its code`), to: `${paths.partner}#affiliation-heading` },
      },
      {
        title: i18n._(msg`Business for teams of ${teamSize}+`),
        text: i18n._(
          msg`Training a team of ${teamSize} or more? Buy Business seats on one GST invoice made out to your organisation's GSTIN, pay through a Razorpay payment link (your accounts team can pay it), and invite your team by e-mail.`,
        ),
        link: { label: i18n._(msg`Set up your team`), to: paths.team },
      },
    ],
  };
}

/** What learners say, in the language of `i18n` (their names and plans as they are). */
export function testimonials(i18n: I18n) {
  return {
    heading: i18n._(msg`What learners say`),
    items: [
      {
        quote: i18n._(
          msg`The Learning Path assistant gave me a week-by-week plan into data analytics, and my mentor sessions kept me honest about it. I moved from operations to an analyst role in eight months.`,
        ),
        name: 'Priya S.',
        role: i18n._(msg`Data Analyst, Pune`),
        plan: 'Premium',
      },
      {
        quote: i18n._(
          msg`As a final-year student I could not afford coaching. The free courses and the interview practice got me ready for campus placements, and the student discount made Premium easy.`,
        ),
        name: 'Arjun M.',
        role: i18n._(msg`B.Tech student, Coimbatore`),
        plan: 'Premium',
      },
      {
        quote: i18n._(
          msg`Five mentor sessions a month was what I needed while moving from teaching into product management: one session on my CV, then mock interviews every week until the offer came.`,
        ),
        name: 'Neha K.',
        role: i18n._(msg`Associate Product Manager, Bengaluru`),
        plan: 'Business',
      },
    ],
  };
}

/** The pricing questions and answers, in the language of `i18n`. */
export function pricingFaq(i18n: I18n) {
  const saving = YEARLY_SAVING_PERCENT;
  const fairUse = PLAN_TERMS.premium.aiConversationsPerDay;
  const freeUses = PLAN_TERMS.free.aiConversationsPerDay;
  const refundDays = REFUND_WINDOW_DAYS;
  const studentDiscount = STUDENT_DISCOUNT_PERCENT;
  const teamSize = CORPORATE_MIN_USERS;
  return {
    heading: i18n._(msg`Pricing questions`),
    items: [
      {
        question: i18n._(msg`Can I change or cancel my plan at any time?`),
        answer: i18n._(
          msg`Yes. A paid plan starts as soon as its payment goes through; moving up to Business refunds the unused days of Premium, and moving down to Premium starts when your paid Business period ends. If you cancel on the Billing page, your plan does not renew and you keep its features until the end of the period you have paid for (you can change your mind until then); then your account moves to the Free plan, and your courses, certificates and saved work stay with you.`,
        ),
      },
      {
        question: i18n._(msg`How does yearly billing work?`),
        answer: i18n._(
          msg`Yearly plans are paid once a year and cost about ${saving}% less than twelve monthly payments: Premium is ₹4,999 a year instead of ₹5,988, and Business ₹9,999 instead of ₹11,988.`,
        ),
      },
      {
        question: i18n._(msg`What does “unlimited AI” mean?`),
        answer: i18n._(
          msg`There is no daily cap on the AI career tools in normal use. To keep the service fast for everyone, a fair-use limit of ${fairUse} new conversations a day applies. The Free plan includes ${freeUses} AI tool uses a day.`,
        ),
      },
      {
        question: i18n._(msg`How do I pay, and do I get a GST invoice?`),
        answer: i18n._(
          msg`Through Razorpay, with UPI AutoPay, a debit or credit card, or net banking. Renewals are collected automatically, and Razorpay tells you a day before each one. Prices include 18% GST; a GST tax invoice for every payment is on your Billing page as a PDF.`,
        ),
      },
      {
        question: i18n._(msg`What is your refund policy?`),
        answer: i18n._(
          msg`If a paid plan is not right for you, write to support within ${refundDays} days of your first payment for a full refund. After that, cancelling stops the next renewal and we do not refund the rest of the current period. The full terms are in our Terms of Service.`,
        ),
      },
      {
        question: i18n._(msg`Who can get the student discount?`),
        answer: i18n._(
          msg`Anyone whose ChangePath account has a verified e-mail address of an Indian college or university (ending in .ac.in or .edu), or is linked to one of our partner colleges with the code the college gives its students. Checkout then shows the price ${studentDiscount}% lower; nothing has to be claimed. If your college gives you no such address, ask it to partner with us, or write to support.`,
        ),
      },
      {
        question: i18n._(msg`Do you offer plans for companies and colleges?`),
        answer: i18n._(
          msg`Yes. Business for teams starts at ${teamSize} seats, each at the Business price: one GST invoice to your organisation's GSTIN, paid through a Razorpay payment link, and your team invited by e-mail. Colleges and universities can apply to partner with us to give their students access.`,
        ),
      },
    ],
  };
}

/** The closing call to action, in the language of `i18n`. */
export function pricingCta(i18n: I18n) {
  return {
    heading: i18n._(msg`Not sure which plan is right for you?`),
    text: i18n._(msg`Start free and upgrade when you need more. Every paid plan can be cancelled at any time.`),
    primary: i18n._(msg`Start for free`),
    secondary: i18n._(msg`Talk to us`),
  };
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹4,999' for 4999 rupees. */
export function formatRupees(amount: number): string {
  return inr.format(amount);
}

/** The monthly equivalent of a yearly price, rounded to whole rupees (₹4,999 a year → ₹417). */
export function monthlyEquivalent(yearly: number): number {
  return Math.round(yearly / 12);
}
