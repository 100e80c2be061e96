/**
 * Billing rules both sides read: the checkout form's schema, the Indian states and union territories with their GST
 * state codes (the buyer's state is the place of supply), how a GST-inclusive price splits into taxable value and
 * tax, the financial year of an instant, the invoice number's shape, and the words people read on the Billing page.
 *
 * Money is integer paise throughout (Razorpay's unit); the pricing page shows whole rupees, GST included.
 */
import { z } from 'zod';
import { formatMoney } from './finance';
import { defineTexts, zodError } from './messages';
import { BILLING_PERIODS, type BillingPeriod, PLAN_TERMS, type Plan, STUDENT_DISCOUNT_PERCENT } from './plans';

/** GST on online education and coaching services, percent. */
export const GST_RATE_PERCENT = 18;

/** Days a plan is kept after a renewal payment fails, while the payment is retried. */
export const GRACE_PERIOD_DAYS = 7;

/** Indian states and union territories by their GST state code (the first two digits of a GSTIN). */
export const INDIAN_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const satisfies Record<string, string>;

export type StateCode = keyof typeof INDIAN_STATES;
export const STATE_CODES = Object.keys(INDIAN_STATES) as StateCode[];

/** The states as a form's choices, by name (the checkout's and the team order's "state" field). */
export const STATE_OPTIONS: ReadonlyArray<{ value: StateCode; label: string }> = STATE_CODES.map((value) => ({ value, label: INDIAN_STATES[value] })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** True for a GST state code we know. */
export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && Object.hasOwn(INDIAN_STATES, value);
}

/** A GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const billingMessages = defineTexts({
  paidPlanOnly: /*i18n*/ { id: 'billing.paid-plan-only', message: 'Choose Premium or Business.' },
  stateRequired: /*i18n*/ { id: 'billing.state-required', message: 'Choose the state you live in: it decides how GST is charged.' },
  gstinInvalid: /*i18n*/ { id: 'billing.gstin-invalid', message: 'Enter a valid 15-character GSTIN, or leave it empty.' },
  gstinState: /*i18n*/ { id: 'billing.gstin-state', message: 'This GSTIN belongs to another state: choose the state it is registered in.' },
  notOnSale: /*i18n*/ { id: 'billing.not-on-sale', message: 'Paid plans are not on sale on this site yet. Write to support if you need one.' },
  alreadySubscribed: (plan: string) => ({ ...(/*i18n*/ { id: 'billing.already-subscribed', message: 'You already have {plan}. Your plan and invoices are on the Billing page.' }), values: { plan } }),
  downgradeLater: (current: string, lower: string) => ({ ...(/*i18n*/ { id: 'billing.downgrade-later', message: 'You have {current}, and its renewal is not settled. To move to {lower}, cancel {current} on the Billing page; when it ends, choose {lower} here.' }), values: { current, lower } }),
  downgradeNote: (current: string, lower: string, date: string) => ({ ...(/*i18n*/ { id: 'billing.downgrade-note', message: 'You keep {current} until {date}. {lower} starts then and is first charged that day; now you only authorise the payment method (nothing is charged).' }), values: { current, lower, date } }),
  downgradeScheduled: (lower: string, date: string) => ({ ...(/*i18n*/ { id: 'billing.downgrade-scheduled', message: '{lower} starts on {date}. Until then your current plan stays as it is; you can keep it instead on this page.' }), values: { lower, date } }),
  alreadyScheduled: (lower: string, date: string) => ({ ...(/*i18n*/ { id: 'billing.already-scheduled', message: '{lower} is already set to start on {date}. To change that, keep your current plan on the Billing page first.' }), values: { lower, date } }),
  upgradeNote: (current: string) => ({ ...(/*i18n*/ { id: 'billing.upgrade-note', message: 'Your {current} plan ends when this payment goes through, and the days of it you have not used are refunded to you.' }), values: { current } }),
  providerDown: /*i18n*/ { id: 'billing.provider-down', message: 'Razorpay could not be reached just now. Nothing was charged; please try again in a minute.' },
  checkoutFailed: /*i18n*/ { id: 'billing.checkout-failed', message: 'The payment could not be confirmed. If money left your account, it will be refunded or your plan activated within a few minutes; the Billing page shows which.' },
  paymentDeclined: /*i18n*/ { id: 'billing.payment-declined', message: 'The payment did not go through: your bank or UPI app declined it. Nothing was charged; try again or use another method.' },
  activated: (plan: string) => ({ ...(/*i18n*/ { id: 'billing.activated', message: 'Welcome to {plan}. Your plan is active and your invoice is below.' }), values: { plan } }),
  pending: /*i18n*/ { id: 'billing.pending', message: 'We are waiting for Razorpay to confirm your payment. This page updates within a minute; nothing more is needed from you.' },
  cancelScheduled: (date: string) => ({ ...(/*i18n*/ { id: 'billing.cancel-scheduled', message: 'Your plan will end on {date}. Until then everything stays as it is, and you can keep the plan with one tap.' }), values: { date } }),
  cancelUndone: /*i18n*/ { id: 'billing.cancel-undone', message: 'Your plan continues: it renews as before.' },
  nothingToCancel: /*i18n*/ { id: 'billing.nothing-to-cancel', message: 'There is no paid plan to cancel.' },
  nothingToResume: /*i18n*/ { id: 'billing.nothing-to-resume', message: 'There is no ending plan to keep.' },
  refundAmount: /*i18n*/ { id: 'billing.refund-amount', message: 'Refund between ₹1 and what is left of the payment.' },
  refunded: (amount: string, note: string) => ({ ...(/*i18n*/ { id: 'billing.refunded', message: '{amount} refunded; credit note {note} issued.' }), values: { amount, note } }),
  paymentNotFound: /*i18n*/ { id: 'billing.payment-not-found', message: 'No such payment.' },
  invoiceNotFound: /*i18n*/ { id: 'billing.invoice-not-found', message: 'No such invoice.' },
  noSuchWebhookEvent: /*i18n*/ { id: 'billing.no-such-webhook-event', message: 'No such webhook event.' },
});

/** The checkout form (page and API): which plan and period, and the buyer's state and optional GSTIN. */
export const checkoutInputSchema = z
  .object({
    plan: z.enum(['premium', 'business'], zodError(billingMessages.paidPlanOnly)),
    period: z.enum(BILLING_PERIODS as unknown as [BillingPeriod, ...BillingPeriod[]]).default('monthly'),
    state: z.string(zodError(billingMessages.stateRequired)).refine(isStateCode, zodError(billingMessages.stateRequired)),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || GSTIN_PATTERN.test(v), zodError(billingMessages.gstinInvalid)),
  })
  .refine((v) => !v.gstin || v.gstin.startsWith(v.state), { ...zodError(billingMessages.gstinState), path: ['gstin'] });
export type CheckoutInput = z.output<typeof checkoutInputSchema>;

/** An admin's refund of a payment: the amount in rupees (whole or with paise), all that is left when absent. */
export const refundInputSchema = z.object({
  /** Made once per refund form: sending the same form again answers the first refund instead of refunding twice. */
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'The refund form is out of date: open it again.'),
  amount_rupees: z.coerce.number().positive(zodError(billingMessages.refundAmount)).multipleOf(0.01, zodError(billingMessages.refundAmount)).optional(),
  reason: z.string().trim().max(200).optional(),
});

/** What a plan costs for one period, in paise, GST included; students pay half. */
export function planPricePaise(plan: Exclude<Plan, 'free'>, period: BillingPeriod, opts: { student?: boolean } = {}): number {
  const rupees = PLAN_TERMS[plan].price[period];
  const paise = rupees * 100;
  return opts.student ? Math.round((paise * (100 - STUDENT_DISCOUNT_PERCENT)) / 100) : paise;
}

export interface TaxSplit {
  /** The value GST is charged on, paise. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the buyer pays, paise (taxable value + tax). */
  totalPaise: number;
}

/**
 * Splits a GST-inclusive amount: taxable value = total ÷ 1.18 (rounded to the paisa), the rest is tax; within the
 * supplier's state half CGST and half SGST (SGST takes an odd paisa), otherwise all IGST.
 */
export function splitTax(totalPaise: number, supplierState: string, buyerState: string): TaxSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (supplierState === buyerState) {
    const cgstPaise = Math.floor(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

/**
 * The Indian financial year (1 April to 31 March, India time) an instant falls in, as invoice numbers write it:
 * '26-27' for 1 April 2026 to 31 March 2027.
 */
export function financialYear(at: Date): string {
  // India has one zone, UTC+05:30, with no summer time.
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document number: series, financial year and a six-digit sequence ('CP/26-27/000123', 15 characters). Rule 46
 * allows at most 16 characters of letters, digits, '-' and '/': the series is at most 2 characters and a
 * sequence past 999999 would not fit, which `documentNumber` refuses rather than writes.
 */
export function documentNumber(series: string, fy: string, sequence: number): string {
  const number = `${series}/${fy}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16 || !/^[A-Za-z0-9/-]+$/.test(number)) throw new Error(`Document number ${number} breaks the 16-character rule`);
  return number;
}

/** Paise as people read rupees (₹499, ₹249.50), through the one money formatter. */
export function formatPaise(paise: number): string {
  return formatMoney(paise / 100, 'INR');
}

/** A tax invoice or credit note as lists show it. */
export const taxDocumentSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['invoice', 'credit_note']),
  /** 'CP/26-27/000123' (invoices) or 'CN/26-27/000004' (credit notes). */
  number: z.string(),
  /** ISO-8601 UTC. */
  issued_at: z.iso.datetime(),
  total_paise: z.number().int(),
  description: z.string(),
});

/** The Billing page's data: the plan in force, the latest paid subscription, the tax documents. */
export const billingOverviewSchema = z.object({
  plan: z.enum(['free', 'premium', 'business']),
  /** Paid plans can be bought on this site. */
  on_sale: z.boolean(),
  subscription: z
    .object({
      plan: z.enum(['free', 'premium', 'business']),
      period: z.enum(['monthly', 'yearly']),
      /** Razorpay's status: active, pending (a renewal is being retried), halted, cancelled… */
      status: z.string(),
      amount_paise: z.number().int(),
      student_discount: z.boolean(),
      /** The end of the last period paid for (ISO-8601 UTC). */
      paid_through: z.iso.datetime().nullable(),
      /** When the next charge is due; null when nothing more will be charged. */
      next_charge_at: z.iso.datetime().nullable(),
      /** The plan ends at `paid_through` (the person cancelled). */
      cancel_at_period_end: z.boolean(),
      payment_method: z.string().nullable(),
      renewal_failing: z.boolean(),
    })
    .nullable(),
  /** A lower plan authorised to start when the current one ends (a downgrade). */
  scheduled: z
    .object({ plan: z.enum(['free', 'premium', 'business']), period: z.enum(['monthly', 'yearly']), amount_paise: z.number().int(), starts_at: z.iso.datetime() })
    .nullable(),
  documents: z.array(taxDocumentSummarySchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** The Billing page's two forms: cancel at period end, and keep the plan after all. */
export const billingIntentSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('cancel') }), z.object({ intent: z.literal('resume') })]);

/** What the Billing page says after Razorpay sends the person back (`?checkout=`). */
export type CheckoutOutcome = 'active' | 'scheduled' | 'pending' | 'declined' | 'unconfirmed';
