/**
 * Admin API (spec §2.10, §6), every route behind requireRole('admin'): 401 for visitors, 403 for other users.
 * `GET /api/admin/overview`: account counts for the admin dashboard.
 * `GET /api/admin/mail`: the mail queue (issue 18) — `{ counts: { queued, retrying, sent, outbox, failed }, failed:
 *   [{ id, to, subject, attempts, last_error, updated_at }] }`, the 50 most recently failed first.
 * `POST /api/admin/mail/:id/retry`: queues a failed mail again → `{ queued: true }`; 404 when `id` is not a failed mail.
 */
import { count, eq, gt, like, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { mailQueueOverview } from '../../mail/mailer';
import { type AuthVariables, requireRole } from '../../middleware/auth-guards';
import { validate } from '../../validate';

const mailIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/overview', requireRole(deps.auth, 'admin'), async (c) => {
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const [[all], [verified], [admins], [recent]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(users).where(eq(users.emailVerified, true)),
      db.select({ n: count() }).from(users).where(or(eq(users.role, 'admin'), like(users.role, '%admin%'))),
      db.select({ n: count() }).from(users).where(gt(users.createdAt, weekAgo)),
    ]);
    return c.json({ users: all.n, verifiedUsers: verified.n, admins: admins.n, newUsersThisWeek: recent.n });
  });
  app.get('/mail', requireRole(deps.auth, 'admin'), async (c) => {
    return c.json(await mailQueueOverview(db));
  });
  app.post('/mail/:id/retry', requireRole(deps.auth, 'admin'), validate('param', mailIdParam), async (c) => {
    const { id } = c.req.valid('param');
    await deps.mailer.retry(id);
    return c.json({ queued: true });
  });
  return app;
}
