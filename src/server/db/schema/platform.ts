/**
 * Platform tables that are not a product feature: the e-mail log, 404 counts, newsletter subscriptions.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A file sent with a message, kept with it until it is delivered (content as text, or base64 for bytes). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * Every e-mail the platform sends, and the state of its delivery (the transactional outbox). A row is
 * written in the same transaction as the write that causes the mail, with a `mail` job on the job queue
 * (src/server/jobs/queue.ts); the worker delivers it through SMTP, or without SMTP_URL keeps it in the local
 * outbox shown at /dev/outbox (demo mode). Also the source of the per-address send limit (3 a minute).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * 'queued' (waiting for the worker, or for `send_after`), 'retrying' (a temporary failure; tried again with
     * backoff), 'sent' (SMTP accepted it), 'outbox' (kept locally, no SMTP), 'failed' (refused for good, or
     * retries exhausted). Older rows may say 'suppressed' (the cap used to drop mail).
     */
    status: text('status').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Files to attach (the .ics of a registration), stored until delivery. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    /** The `Message-ID` header, fixed when queued: a retry after a crash mid-send carries the same one. */
    messageId: text('message_id'),
    /** Not before this instant (the per-address limit defers a 4th mail within a minute). */
    sendAfter: ts('send_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_send_after_idx').on(t.to, t.sendAfter), index('mail_outbox_status_idx').on(t.status, t.updatedAt)],
);

/** Unknown paths visitors reached (the unknown path is logged), with a count. */
export const notFoundPaths = pgTable('not_found_paths', {
  path: text('path').primaryKey(),
  count: integer('count').notNull().default(1),
  firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
});

/** Footer newsletter sign-ups, one per address case-insensitively. */
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
