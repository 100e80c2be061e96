/**
 * `GET /api/me` (issue 22 describes it): the signed-in user as the server sees it (id, name, e-mail, role). 401 for visitors.
 */
import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '~/shared/platform';
import type { AppDeps } from '../../context';
import { requireUser } from '../../middleware/auth-guards';
import { createRouter, errors, json, signedIn } from '../../openapi';

export function accountRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/me',
      operationId: 'getMe',
      summary: 'The signed-in account: id, name, e-mail, role',
      tags: ['Account'],
      security: signedIn,
      middleware: [requireUser(deps.auth)],
      responses: { 200: json(meSchema, 'The account'), ...errors(401) },
    }),
    (c) => {
      const u = c.get('user');
      return c.json({ user: { id: u.id, name: u.name, email: u.email, role: u.role ?? 'user', emailVerified: u.emailVerified } }, 200);
    },
  );
}
