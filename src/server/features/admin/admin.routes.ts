/**
 * Admin API (spec §2.10, §6), every route behind requireRole('admin'): 401 for visitors, 403 for other users.
 * `GET /api/admin/overview`: account counts for the admin dashboard.
 */
import { count, eq, gt, like, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { type AuthVariables, requireRole } from '../../middleware/auth-guards';

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
  return app;
}
