/**
 * The Pricing page's plans and copy:
 * Free ₹0; Premium ₹499 a month or ₹4,999 a year; Business ₹999 a month or ₹9,999 a year; 16% yearly saving;
 * 50% student discount; corporate packages for 10+ users; 30-minute mentorship sessions.
 */
import { sitePolicies } from '~/client/config/pages';
import { DAILY_CONVERSATIONS, type Plan } from '~/shared/ai';
import { paths } from '~/shared/paths';

export type BillingPeriod = 'monthly' | 'yearly';

/** */
export const YEARLY_SAVING_PERCENT = 16;
export const STUDENT_DISCOUNT_PERCENT = 50;
export const CORPORATE_MIN_USERS = 10;
export const MENTORSHIP_SESSION_MINUTES = 30;
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

export const plans: PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: { monthly: 0, yearly: 0 },
    description: 'Start learning and try the AI career tools.',
    features: [
      { name: '10+ micro-courses', included: true },
      { name: `${DAILY_CONVERSATIONS.free} AI tool uses a day`, included: true },
      { name: 'E-mail support', included: true },
      { name: 'Mentorship sessions', included: false },
      { name: 'Certificates', included: false },
      { name: 'Live events', included: false },
    ],
    savePercent: 0,
    cta: 'Get Started Free',
    popular: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: { monthly: 499, yearly: 4999 },
    description: 'For learners building a career with guidance, certificates and mentors.',
    features: [
      { name: '100+ courses', included: true },
      { name: 'Unlimited AI tool use', included: true },
      { name: `2 mentorship sessions a month (${MENTORSHIP_SESSION_MINUTES} minutes each)`, included: true },
      { name: 'Certificates', included: true },
      { name: 'Live events', included: true },
      { name: 'E-mail support', included: true },
    ],
    savePercent: YEARLY_SAVING_PERCENT,
    cta: 'Start Premium',
    popular: true,
  },
  {
    id: 'business',
    name: 'Business',
    price: { monthly: 999, yearly: 9999 },
    description: 'For professionals and teams who want more mentoring, analytics and support.',
    features: [
      { name: '200+ courses', included: true },
      { name: 'Unlimited AI tool use', included: true },
      { name: `5 mentorship sessions a month (${MENTORSHIP_SESSION_MINUTES} minutes each)`, included: true },
      { name: 'Certificates and live events', included: true },
      { name: 'Team analytics', included: true },
      { name: 'Private groups', included: true },
      { name: '24/7 support', included: true },
    ],
    savePercent: YEARLY_SAVING_PERCENT,
    cta: 'Choose Business',
    popular: false,
  },
];

/** A comparison-table cell: a tick or cross, or a short text. */
export type ComparisonValue = boolean | string;

export const comparison: { heading: string; caption: string; rows: Array<{ feature: string; values: Record<Plan, ComparisonValue> }> } = {
  heading: 'Compare plans',
  caption: 'What each plan includes',
  rows: [
    { feature: 'Courses', values: { free: '10+ micro-courses', premium: '100+', business: '200+' } },
    {
      feature: 'AI career tools',
      values: { free: `${DAILY_CONVERSATIONS.free} uses a day`, premium: 'Unlimited', business: 'Unlimited' },
    },
    { feature: `Mentorship sessions (${MENTORSHIP_SESSION_MINUTES} min)`, values: { free: false, premium: '2 a month', business: '5 a month' } },
    { feature: 'Certificates', values: { free: false, premium: true, business: true } },
    { feature: 'Live events and workshops', values: { free: false, premium: true, business: true } },
    { feature: 'Community and ChangeTalks', values: { free: true, premium: true, business: true } },
    { feature: 'Team analytics', values: { free: false, premium: false, business: true } },
    { feature: 'Private groups', values: { free: false, premium: false, business: true } },
    { feature: 'Support', values: { free: 'E-mail', premium: 'E-mail', business: '24/7' } },
  ],
};

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
  included: 'Included',
  notIncluded: 'Not included',
  plansHeading: 'Plans',
  discounts: [
    {
      title: `Students save ${STUDENT_DISCOUNT_PERCENT}%`,
      text: `Students get ${STUDENT_DISCOUNT_PERCENT}% off any paid plan, monthly or yearly. Write to us from your college e-mail address or with your student ID card.`,
      link: { label: 'Claim the student discount', to: paths.contact },
    },
    {
      title: `Corporate packages for ${CORPORATE_MIN_USERS}+ users`,
      text: `Training a team of ${CORPORATE_MIN_USERS} or more? Get volume pricing, central billing and onboarding for your organisation.`,
      link: { label: 'Book a demo', to: paths.demo },
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
        'We put our customer-success team on the Business plan. The team analytics show who is progressing, and the private group keeps discussions in one place.',
      name: 'Neha K.',
      role: 'Head of People, a Bengaluru SaaS company',
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
        'Yes. You can upgrade at any time and the new features are available straight away. If you cancel, your plan does not renew and you keep its features until the end of the period you have paid for; then your account moves to the Free plan, and your courses, certificates and saved work stay with you.',
    },
    {
      question: 'How does yearly billing work?',
      answer: `Yearly plans are paid once a year and cost about ${YEARLY_SAVING_PERCENT}% less than twelve monthly payments: Premium is ₹4,999 a year instead of ₹5,988, and Business ₹9,999 instead of ₹11,988.`,
    },
    {
      question: 'What does “unlimited AI” mean?',
      answer: `There is no daily cap on the AI career tools in normal use. To keep the service fast for everyone, a fair-use limit of ${DAILY_CONVERSATIONS.premium} new conversations a day applies. The Free plan includes ${DAILY_CONVERSATIONS.free} AI tool uses a day.`,
    },
    {
      question: 'What is your refund policy?',
      answer: `If a paid plan is not right for you, write to support within ${REFUND_WINDOW_DAYS} days of your first payment for a full refund. After that, cancelling stops the next renewal and we do not refund the rest of the current period. The full terms are in our Terms of Service.`,
    },
    {
      question: 'Who can get the student discount?',
      answer: `Anyone enrolled in a school, college or university. Students get ${STUDENT_DISCOUNT_PERCENT}% off any paid plan: contact us from your college e-mail address or attach your student ID card, and we apply the discount to your account.`,
    },
    {
      question: 'Do you offer plans for companies and colleges?',
      answer: `Yes. Corporate packages start at ${CORPORATE_MIN_USERS} users and include volume pricing and central billing; book a demo to discuss your team's needs. Colleges and universities can apply to partner with us to give their students access.`,
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
