/**
 * Admin API: `GET /api/admin/overview` (account counts for the admin dashboard), `GET
 * /api/admin/mail` (the mail queue) and `POST /api/admin/mail/{id}/retry` (a failed mail queued again; 404 when `id`
 * is not a failed mail). The routes only translate to the admin service (`deps.services.admin`, admin.service.ts),
 * which answers 401 to visitors and 403 to other users, as for the dashboard's forms.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { adminOverviewSchema, mailIdSchema, mailQueueSchema } from '~/shared/platform';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, signedIn } from '../../openapi';

const mailIdParam = z.object({ id: mailIdSchema });

/** Mounted at `/api/admin`. */
export function adminRoutes(deps: AppDeps) {
  const { admin: service } = deps.services;
  const admin = { tags: ['Admin'], security: signedIn, middleware: [requireActor(deps.auth)] };
  return createRouter()
    .openapi(
      createRoute({ ...admin, method: 'get', path: '/overview', operationId: 'getAdminOverview', summary: 'Account counts for the admin dashboard', responses: { 200: json(adminOverviewSchema, 'Counts'), ...errors(401, 403) } }),
      async (c) => c.json(await service.overview({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({ ...admin, method: 'get', path: '/mail', operationId: 'getMailQueue', summary: 'The mail queue: counts by status and the most recently failed mails', responses: { 200: json(mailQueueSchema, 'The queue'), ...errors(401, 403) } }),
      async (c) => c.json(await service.mail({ actor: c.get('actor') }), 200),
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
      async (c) => c.json(await service.retryMail({ actor: c.get('actor'), id: c.req.valid('param').id }), 200),
    );
}
