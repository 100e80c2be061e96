/**
 * The admin portal's own operations (the other features' admin operations are in their services):
 * `createAdminService(deps)`, built once (services.ts), called by the JSON API (admin.routes.ts) and the admin
 * dashboard's loader and forms. Admins only: 401 for a visitor, 403 for anyone else.
 * - `overview` → account counts `{ users, verifiedUsers, admins, newUsersThisWeek }`;
 * - `mail` → the mail queue: `{ counts: { queued, retrying, sent, outbox, failed }, failed: [{ id, to, subject,
 *   attempts, last_error, updated_at }] }`, the 50 most recently failed first;
 * - `retryMail({ id })` → queues a failed mail again, `{ queued: true }`; 404 when `id` is not a failed mail.
 */
import { count, eq, gt, like, or } from 'drizzle-orm';
import { mailIdSchema } from '~/shared/platform';
import { type Actor, anAdmin } from '../../auth/guards';
import type { Database } from '../../db';
import { users } from '../../db/schema';
import { parseInput } from '../../errors';
import { type Mailer, mailQueueOverview } from '../../mail/mailer';

export function createAdminService(deps: { db: Database; mailer: Mailer }) {
  const { db, mailer } = deps;
  return {
    async overview({ actor }: { actor: Actor }) {
      anAdmin(actor);
      const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
      const [[all], [verified], [admins], [recent]] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(users).where(eq(users.emailVerified, true)),
        db.select({ n: count() }).from(users).where(or(eq(users.role, 'admin'), like(users.role, '%admin%'))),
        db.select({ n: count() }).from(users).where(gt(users.createdAt, weekAgo)),
      ]);
      return { users: all.n, verifiedUsers: verified.n, admins: admins.n, newUsersThisWeek: recent.n };
    },

    mail({ actor }: { actor: Actor }) {
      anAdmin(actor);
      return mailQueueOverview(db);
    },

    async retryMail({ actor, id }: { actor: Actor; id: number }): Promise<{ queued: true }> {
      anAdmin(actor);
      await mailer.retry(parseInput(mailIdSchema, id));
      return { queued: true };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
