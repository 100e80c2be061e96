/**
 * `GET /api/me`: the signed-in user as the server sees it (id, name, e-mail, role). 401 for visitors.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../context';
import { type AuthVariables, requireUser } from '../../middleware/auth-guards';

export function accountRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/me', requireUser(deps.auth), (c) => {
    const u = c.get('user');
    return c.json({ user: { id: u.id, name: u.name, email: u.email, role: u.role ?? 'user', emailVerified: u.emailVerified } });
  });
}
