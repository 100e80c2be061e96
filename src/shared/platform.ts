/**
 * The platform's own API shapes: health probes, 404 reports, the demo outbox, the signed-in account
 * (`GET /api/me`) and the admin dashboard's counts and mail queue.
 */
import { z } from 'zod';

export const liveSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health/ready`: the database answers; the job queue's state in this process. */
export const readySchema = z.object({
  status: z.literal('ready'),
  queue: z.object({
    running: z.boolean(),
    mail: z.object({
      waiting: z.int().nonnegative(),
      retrying: z.int().nonnegative(),
      active: z.int().nonnegative(),
      failed: z.int().nonnegative(),
      /** Age of the oldest mail that could be sent now; null when none waits. */
      oldest_waiting_seconds: z.number().nonnegative().nullable(),
    }),
  }),
});

/** `POST /api/telemetry/not-found` body: the path a person reached that does not exist. */
export const notFoundReportSchema = z.object({ path: z.string().min(1).max(2048).startsWith('/') });

/** One e-mail in the demo outbox (`/dev/outbox`, demo mode only). */
export const outboxMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  /** The links in the text, so a new user can click their verification link. */
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/me`: the signed-in user as the server sees it. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), emailVerified: z.boolean() }),
});

/** `GET /api/admin/overview`: account counts for the admin dashboard. */
export const adminOverviewSchema = z.object({
  users: z.int().nonnegative(),
  verifiedUsers: z.int().nonnegative(),
  admins: z.int().nonnegative(),
  newUsersThisWeek: z.int().nonnegative(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** `GET /api/admin/mail`: the mail queue by status and the 50 most recently failed mails. */
export const mailQueueSchema = z.object({
  counts: z.object({ queued: z.int(), retrying: z.int(), sent: z.int(), outbox: z.int(), failed: z.int() }),
  failed: z.array(
    z.object({ id: z.int(), to: z.string(), subject: z.string(), attempts: z.int(), last_error: z.string().nullable(), updated_at: z.iso.datetime() }),
  ),
});

/** A mail's id in the queue (an address, or the dashboard's retry form). */
export const mailIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
