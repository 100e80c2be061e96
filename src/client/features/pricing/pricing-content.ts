/**
 * The Pricing page's plans and copy. Prices and what each plan includes come from the plan table
 * (shared/plans.ts), which the services enforce, and the course count from the catalogue, so the page states only
 * what the server holds: Free ₹0; Premium ₹499 a month or ₹4,999 a year; Business ₹999 a month or ₹9,999 a year;
 * a 16% yearly saving; 50% off for students; corporate packages for 10+ people; 30-minute mentorship sessions.
 */
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

const cards: Record<Plan, { description: string; cta: string; popular: boolean }> = {
  free: { description: 'Start learning and try the AI career tools.', cta: 'Get Started Free', popular: false },
  premium: { description: 'For learners building a career with unlimited AI guidance and a mentor.', cta: 'Start Premium', popular: true },
  business: { description: 'For professionals who want more time with mentors.', cta: 'Choose Business', popular: false },
};

/** 'All 6 courses, with quizzes and certificates': the catalogue's own count. */
const coursesLine = (courseCount: number) => `All ${courseCount} courses, with quizzes and certificates`;
const sessionsLine = (n: number) => `${n} mentorship sessions a month (${SESSION_MINUTES} minutes each)`;
const aiLine = (plan: Plan) => {
  const t = PLAN_TERMS[plan];
  return t.aiUnlimited ? `Unlimited AI career tools (fair use: ${t.aiConversationsPerDay} conversations a day)` : `${t.aiConversationsPerDay} AI tool uses a day`;
};

/** The three plan cards, from the plan table; `courseCount` is the catalogue's number of courses. */
export function pricingPlans(courseCount: number): PricingPlan[] {
  return PLANS.map((id) => {
    const t = PLAN_TERMS[id];
    const features: PlanFeature[] = [
      { name: coursesLine(courseCount), included: true },
      { name: aiLine(id), included: true },
      t.mentorshipSessionsPerMonth > 0 ? { name: sessionsLine(t.mentorshipSessionsPerMonth), included: true } : { name: 'Mentorship sessions', included: false },
      { name: 'ChangeTalks and the community', included: true },
      { name: 'E-mail support, answered within 24 hours', included: true },
    ];
    return { id, name: t.name, price: t.price, features, savePercent: t.price.monthly > 0 ? YEARLY_SAVING_PERCENT : 0, ...cards[id] };
  });
}

/** A comparison-table cell: a tick or cross, or a short text. */
export type ComparisonValue = boolean | string;

/** The comparison table, from the plan table; `courseCount` is the catalogue's number of courses. */
export function comparisonTable(courseCount: number): { heading: string; caption: string; rows: Array<{ feature: string; values: Record<Plan, ComparisonValue> }> } {
  const each = <T,>(f: (plan: Plan) => T) => Object.fromEntries(PLANS.map((p) => [p, f(p)])) as Record<Plan, T>;
  return {
    heading: 'Compare plans',
    caption: 'What each plan includes',
    rows: [
      { feature: 'Courses, quizzes and certificates', values: each(() => `All ${courseCount}`) },
      {
        feature: 'AI career tools',
        values: each((p) => (PLAN_TERMS[p].aiUnlimited ? `Unlimited (fair use: ${PLAN_TERMS[p].aiConversationsPerDay} a day)` : `${PLAN_TERMS[p].aiConversationsPerDay} uses a day`)),
      },
      { feature: `Mentorship sessions (${SESSION_MINUTES} min)`, values: each((p) => (PLAN_TERMS[p].mentorshipSessionsPerMonth ? `${PLAN_TERMS[p].mentorshipSessionsPerMonth} a month` : false)) },
      { feature: 'ChangeTalks and the community', values: each(() => true) },
      { feature: 'Support', values: each(() => 'E-mail, within 24 hours') },
    ],
  };
}

export const pricingTexts = {
  billingLegend: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  saveBadge: `Save ${YEARLY_SAVING_PERCENT}%`,
  perMonth: '/month',
  perYear: '/year',
  forever: 'forever',
  yearlyEquivalent: (perMonth: string) => `${perMonth} a month, billed yearly`,
  monthlyNote: 'Billed monthly. Cancel at any time.',
  freeNote: 'No card needed.',
  mostPopular: 'Most popular',
  showingPrices: (period: BillingPeriod) => `Showing ${period} prices.`,
  showPrices: 'Show these prices',
  included: 'Included',
  notIncluded: 'Not included',
  plansHeading: 'Plans',
  discounts: [
    {
      title: `Students save ${STUDENT_DISCOUNT_PERCENT}%`,
      text: `Students pay ${STUDENT_DISCOUNT_PERCENT}% less for any paid plan, monthly or yearly, with nothing to claim: checkout takes it off when your account has a verified college e-mail address (.ac.in or .edu) or is linked to a partner college with its code.`,
      link: { label: 'Link your college with its code', to: `${paths.partner}#affiliation-heading` },
    },
    {
      title: `Business for teams of ${CORPORATE_MIN_USERS}+`,
      text: `Training a team of ${CORPORATE_MIN_USERS} or more? Buy Business seats on one GST invoice made out to your organisation's GSTIN, pay through a Razorpay payment link (your accounts team can pay it), and invite your team by e-mail.`,
      link: { label: 'Set up your team', to: paths.team },
    },
  ],
} as const;

export const testimonials = {
  heading: 'What learners say',
  items: [
    {
      quote:
        'The Learning Path assistant gave me a week-by-week plan into data analytics, and my mentor sessions kept me honest about it. I moved from operations to an analyst role in eight months.',
      name: 'Priya S.',
      role: 'Data Analyst, Pune',
      plan: 'Premium',
    },
    {
      quote:
        'As a final-year student I could not afford coaching. The free courses and the interview practice got me ready for campus placements, and the student discount made Premium easy.',
      name: 'Arjun M.',
      role: 'B.Tech student, Coimbatore',
      plan: 'Premium',
    },
    {
      quote:
        'Five mentor sessions a month was what I needed while moving from teaching into product management: one session on my CV, then mock interviews every week until the offer came.',
      name: 'Neha K.',
      role: 'Associate Product Manager, Bengaluru',
      plan: 'Business',
    },
  ],
} as const;

export const pricingFaq = {
  heading: 'Pricing questions',
  items: [
    {
      question: 'Can I change or cancel my plan at any time?',
      answer:
        'Yes. A paid plan starts as soon as its payment goes through; moving up to Business refunds the unused days of Premium, and moving down to Premium starts when your paid Business period ends. If you cancel on the Billing page, your plan does not renew and you keep its features until the end of the period you have paid for (you can change your mind until then); then your account moves to the Free plan, and your courses, certificates and saved work stay with you.',
    },
    {
      question: 'How does yearly billing work?',
      answer: `Yearly plans are paid once a year and cost about ${YEARLY_SAVING_PERCENT}% less than twelve monthly payments: Premium is ₹4,999 a year instead of ₹5,988, and Business ₹9,999 instead of ₹11,988.`,
    },
    {
      question: 'What does “unlimited AI” mean?',
      answer: `There is no daily cap on the AI career tools in normal use. To keep the service fast for everyone, a fair-use limit of ${PLAN_TERMS.premium.aiConversationsPerDay} new conversations a day applies. The Free plan includes ${PLAN_TERMS.free.aiConversationsPerDay} AI tool uses a day.`,
    },
    {
      question: 'How do I pay, and do I get a GST invoice?',
      answer:
        'Through Razorpay, with UPI AutoPay, a debit or credit card, or net banking. Renewals are collected automatically, and Razorpay tells you a day before each one. Prices include 18% GST; a GST tax invoice for every payment is on your Billing page as a PDF.',
    },
    {
      question: 'What is your refund policy?',
      answer: `If a paid plan is not right for you, write to support within ${REFUND_WINDOW_DAYS} days of your first payment for a full refund. After that, cancelling stops the next renewal and we do not refund the rest of the current period. The full terms are in our Terms of Service.`,
    },
    {
      question: 'Who can get the student discount?',
      answer: `Anyone whose ChangePath account has a verified e-mail address of an Indian college or university (ending in .ac.in or .edu), or is linked to one of our partner colleges with the code the college gives its students. Checkout then shows the price ${STUDENT_DISCOUNT_PERCENT}% lower; nothing has to be claimed. If your college gives you no such address, ask it to partner with us, or write to support.`,
    },
    {
      question: 'Do you offer plans for companies and colleges?',
      answer: `Yes. Business for teams starts at ${CORPORATE_MIN_USERS} seats, each at the Business price: one GST invoice to your organisation's GSTIN, paid through a Razorpay payment link, and your team invited by e-mail. Colleges and universities can apply to partner with us to give their students access.`,
    },
  ],
} as const;

export const pricingCta = {
  heading: 'Not sure which plan is right for you?',
  text: 'Start free and upgrade when you need more. Every paid plan can be cancelled at any time.',
  primary: 'Start for free',
  secondary: 'Talk to us',
} as const;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹4,999' for 4999 rupees. */
export function formatRupees(amount: number): string {
  return inr.format(amount);
}

/** The monthly equivalent of a yearly price, rounded to whole rupees (₹4,999 a year → ₹417). */
export function monthlyEquivalent(yearly: number): number {
  return Math.round(yearly / 12);
}
