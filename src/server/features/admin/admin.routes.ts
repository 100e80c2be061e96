/**
 * Admin API (spec §2.10, §6), every route behind requireRole('admin'): 401 for visitors, 403 for other users.
 * `GET /api/admin/overview`: account counts for the admin dashboard.
 * `GET /api/admin/mail`: the mail queue (issue 18) — `{ counts: { queued, retrying, sent, outbox, failed }, failed:
 *   [{ id, to, subject, attempts, last_error, updated_at }] }`, the 50 most recently failed first.
 * `POST /api/admin/mail/:id/retry`: queues a failed mail again → `{ queued: true }`; 404 when `id` is not a failed mail.
 */
import { count, eq, gt, like, or } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import { adminOverviewSchema, mailQueueSchema } from '~/shared/platform';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { mailQueueOverview } from '../../mail/mailer';
import { requireRole } from '../../middleware/auth-guards';
import { createRouter, errors, json, signedIn } from '../../openapi';

const mailIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Mounted at `/api/admin`. */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const admin = { tags: ['Admin'], security: signedIn, middleware: [requireRole(deps.auth, 'admin')] };
  return createRouter()
    .openapi(
      createRoute({ ...admin, method: 'get', path: '/overview', operationId: 'getAdminOverview', summary: 'Account counts for the admin dashboard', responses: { 200: json(adminOverviewSchema, 'Counts'), ...errors(401, 403) } }),
      async (c) => {
        const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
        const [[all], [verified], [admins], [recent]] = await Promise.all([
          db.select({ n: count() }).from(users),
          db.select({ n: count() }).from(users).where(eq(users.emailVerified, true)),
          db.select({ n: count() }).from(users).where(or(eq(users.role, 'admin'), like(users.role, '%admin%'))),
          db.select({ n: count() }).from(users).where(gt(users.createdAt, weekAgo)),
        ]);
        return c.json({ users: all.n, verifiedUsers: verified.n, admins: admins.n, newUsersThisWeek: recent.n }, 200);
      },
    )
    .openapi(
      createRoute({ ...admin, method: 'get', path: '/mail', operationId: 'getMailQueue', summary: 'The mail queue: counts by status and the most recently failed mails', responses: { 200: json(mailQueueSchema, 'The queue'), ...errors(401, 403) } }),
      async (c) => c.json(await mailQueueOverview(db), 200),
    )
    .openapi(
      createRoute({
        ...admin,
        method: 'post',
        path: '/mail/{id}/retry',
        operationId: 'retryMail',
        summary: 'Queue a failed mail again',
        request: { params: mailIdParam },
        responses: { 200: json(z.object({ queued: z.literal(true) }), 'Queued again'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await deps.mailer.retry(c.req.valid('param').id);
        return c.json({ queued: true as const }, 200);
      },
    );
}
