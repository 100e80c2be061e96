/**
 * Platform tables that are not a product feature: the e-mail log, 404 counts, newsletter subscriptions.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every e-mail the platform sends. Without SMTP_URL this is the local outbox shown at /dev/outbox (demo mode);
 * with SMTP it is the delivery log. Also the source of the per-address send limit (3 a minute).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'outbox' (kept locally), 'sent' (SMTP accepted), 'failed' or 'suppressed' (over the per-address limit). */
    status: text('status').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);

/** Unknown paths visitors reached (spec §2.12: the unknown path is logged), with a count. */
export const notFoundPaths = pgTable('not_found_paths', {
  path: text('path').primaryKey(),
  count: integer('count').notNull().default(1),
  firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
});

/** Footer newsletter sign-ups (spec §2.3, §4), one per address case-insensitively. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Double opt-in: the token in the confirmation and unsubscribe links (random, base64url). */
    token: text('token'),
    confirmedAt: ts('confirmed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${t.email})`), uniqueIndex('newsletter_subscriptions_token_idx').on(t.token)],
);

/**
 * Fixed-window request counters for our own rate limits (per account, per user), shared by every server
 * process. One atomic upsert per request (see src/server/rate-limit.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(1),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
});
