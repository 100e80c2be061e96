/**
 * Plans people buy (src/server/features/billing/): Razorpay's plans we created, each person's subscriptions and
 * payments as Razorpay last told us, every webhook event by its id, and our GST tax invoices and credit notes with
 * their per-series, per-financial-year counters.
 *
 * Money is integer paise. A subscription's `paid_through` is the end of the last period paid for: the plan is kept
 * until then whatever happens to the mandate (a cancel at period end, a renewal that failed).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const paise = (name: string) => bigint(name, { mode: 'number' });

/** The Razorpay plan behind each price we sell (created on first use, kept so it is created once). */
export const billingPlans = pgTable(
  'billing_plans',
  {
    /** 'premium' | 'business'. */
    plan: text('plan').notNull(),
    /** 'monthly' | 'yearly'. */
    period: text('period').notNull(),
    amount_paise: paise('amount_paise').notNull(),
    provider_plan_id: text('provider_plan_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plan, t.period, t.amount_paise] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    /** What one period costs, GST included (after a student discount). */
    amount_paise: paise('amount_paise').notNull(),
    student_discount: boolean('student_discount').notNull().default(false),
    /** The buyer's GST state code (place of supply) and GSTIN, for the invoices. */
    buyer_state: text('buyer_state').notNull(),
    buyer_gstin: text('buyer_gstin'),
    provider_subscription_id: text('provider_subscription_id').notNull().unique(),
    provider_customer_id: text('provider_customer_id'),
    /** Razorpay's status: created, authenticated, active, pending, halted, cancelled, completed, expired. */
    status: text('status').notNull().default('created'),
    current_start: ts('current_start'),
    current_end: ts('current_end'),
    /** The end of the last period paid for. */
    paid_through: ts('paid_through'),
    /** 'card' | 'upi' | 'emandate' …, as Razorpay names the mandate's method. */
    payment_method: text('payment_method'),
    /** The person asked to stop at the period's end (undoable until then). */
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * A downgrade: the lower plan's subscription starts here (the end of the higher plan's paid period); authorised
     * at checkout, first charged then. Null for a plan that starts when paid.
     */
    starts_at: ts('starts_at'),
    /** The higher plan's subscription that replaced this one (an upgrade): its paid period ended then. */
    replaced_by: uuid('replaced_by'),
    /** When the renewal-failed e-mail went (one per failure spell). */
    grace_notice_at: ts('grace_notice_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.user_id, t.created_at.desc()), index('subscriptions_status_idx').on(t.status)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription_id: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider_payment_id: text('provider_payment_id').notNull().unique(),
    provider_invoice_id: text('provider_invoice_id'),
    amount_paise: paise('amount_paise').notNull(),
    refunded_paise: paise('refunded_paise').notNull().default(0),
    /** 'captured' | 'refunded'. */
    status: text('status').notNull(),
    method: text('method'),
    captured_at: ts('captured_at').notNull(),
    /** The billing period this payment paid for. */
    period_start: ts('period_start'),
    period_end: ts('period_end'),
  },
  (t) => [index('payments_user_idx').on(t.user_id, t.captured_at.desc())],
);

/** Refunds an admin made, by Razorpay's refund id (a retried refund finds its row). */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  payment_id: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  provider_refund_id: text('provider_refund_id').notNull().unique(),
  amount_paise: paise('amount_paise').notNull(),
  /** The admin's request this refund answers: the same request again finds this row instead of refunding twice. */
  request_key: text('request_key').notNull().unique(),
  reason: text('reason'),
  created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Every webhook Razorpay sent, by its event id, stored before it is worked (a replay finds the row). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    event_id: text('event_id').primaryKey(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: ts('received_at').notNull().defaultNow(),
    processed_at: ts('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [index('webhook_events_unprocessed_idx').on(t.received_at).where(sql`${t.processed_at} is null`)],
);

/**
 * Tax invoices and credit notes (GST, rule 46). `kind` 'invoice' cites a payment; 'credit_note' cites the invoice it
 * corrects and the refund. Amounts are what the document states; `supplier` is the supplier's details as they were.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    financial_year: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issued_at: ts('issued_at').notNull(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    payment_id: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refund_id: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** The invoice a credit note corrects. */
    invoice_id: uuid('invoice_id'),
    buyer_name: text('buyer_name').notNull(),
    buyer_email: text('buyer_email').notNull(),
    buyer_state: text('buyer_state').notNull(),
    buyer_gstin: text('buyer_gstin'),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    /** The undiscounted price, paise, GST included (the discount is the difference to `total_paise`). */
    list_price_paise: paise('list_price_paise').notNull(),
    taxable_paise: paise('taxable_paise').notNull(),
    cgst_paise: paise('cgst_paise').notNull(),
    sgst_paise: paise('sgst_paise').notNull(),
    igst_paise: paise('igst_paise').notNull(),
    total_paise: paise('total_paise').notNull(),
    supplier: jsonb('supplier').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_seq_idx').on(t.series, t.financial_year, t.sequence),
    uniqueIndex('tax_documents_invoice_payment_idx').on(t.payment_id).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_credit_refund_idx').on(t.refund_id).where(sql`${t.kind} = 'credit_note'`),
    index('tax_documents_user_idx').on(t.user_id, t.issued_at.desc()),
  ],
);

/** The last number used per series and financial year: raised in the document's own transaction, so gap-free. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financial_year: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financial_year] })],
);

/**
 * Business for teams: an organisation's seats, bought by its owner on one GST invoice (to the organisation's GSTIN)
 * through Razorpay Payment Links. `seats` is what the last paid order bought (0 before the first payment);
 * `paid_through` the end of the last period paid for. One team per owner.
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner_id: text('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The organisation's name, as on the invoice. */
  name: text('name').notNull(),
  buyer_state: text('buyer_state').notNull(),
  buyer_gstin: text('buyer_gstin').notNull(),
  seats: integer('seats').notNull().default(0),
  period: text('period').notNull(),
  paid_through: ts('paid_through'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** One Payment Link for a team's seats for one period, as Razorpay last told us of it. */
export const teamOrders = pgTable(
  'team_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    team_id: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    period: text('period').notNull(),
    amount_paise: paise('amount_paise').notNull(),
    provider_link_id: text('provider_link_id').notNull().unique(),
    /** The page the link opens (Razorpay's short URL, or the local Razorpay's page in the demo). */
    payment_url: text('payment_url').notNull(),
    /** Razorpay's: created, partially_paid, paid, cancelled, expired. */
    status: text('status').notNull().default('created'),
    payment_id: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('team_orders_team_idx').on(t.team_id, t.created_at.desc()), index('team_orders_open_idx').on(t.created_at).where(sql`${t.status} = 'created'`)],
);

/**
 * A team's members and open invitations. An invitation holds the hash of the token its e-mail carries until someone
 * accepts it; a removed member keeps the row (`removed_at`), which is how their plan is known to have come from the
 * team. At most one live row per address in a team.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    team_id: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The address invited (lower case). */
    email: text('email').notNull(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the invitation's token, until it is accepted or withdrawn. */
    token_hash: text('token_hash').unique(),
    invited_at: ts('invited_at').notNull().defaultNow(),
    joined_at: ts('joined_at'),
    removed_at: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('team_members_live_email_idx').on(t.team_id, t.email).where(sql`${t.removed_at} is null`),
    uniqueIndex('team_members_live_user_idx').on(t.team_id, t.user_id).where(sql`${t.removed_at} is null`),
    index('team_members_user_idx').on(t.user_id),
  ],
);
