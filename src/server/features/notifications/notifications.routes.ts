/**
 * Notifications API, all for the signed-in person and only their own rows:
 * `GET /api/notifications` (newest 50 and the unread count), `GET /api/notifications/unread-count` (what an open
 * page asks every UNREAD_POLL_MS), `POST /api/notifications/{id}/read` (answers where it leads),
 * `POST /api/notifications/read-all`, `GET|PUT /api/me/notification-preferences`. `POST /api/notifications/unsubscribe`
 * takes the signed token of an e-mail's unsubscribe link and needs no session.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { notificationIdSchema, notificationListSchema, notificationPreferencesSchema, unreadCountSchema, unsubscribeTokenSchema } from '~/shared/notification-schemas';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';

const tags = ['Notifications'];

export function notificationRoutes(deps: AppDeps) {
  const user = requireActor(deps.auth);
  const { notifications } = deps.services;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/notifications',
        operationId: 'listNotifications',
        summary: 'Your newest notifications (at most 50), newest first, and how many are unread',
        tags,
        security: signedIn,
        middleware: [user],
        responses: { 200: json(notificationListSchema, 'Your notifications'), ...errors(401) },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await notifications.list({ actor: c.get('actor') }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/notifications/unread-count',
        operationId: 'unreadNotificationCount',
        summary: 'How many of your notifications are unread (the bell asks while a page is open)',
        tags,
        security: signedIn,
        middleware: [user],
        responses: { 200: json(unreadCountSchema, 'The unread count'), ...errors(401) },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ unread: await notifications.unread({ actor: c.get('actor') }) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/read-all',
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all your notifications as read',
        tags,
        security: signedIn,
        middleware: [user],
        responses: { 200: json(z.object({ marked: z.number().int() }), 'How many were marked'), ...errors(401, 403) },
      }),
      async (c) => c.json({ marked: await notifications.readAll({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/{id}/read',
        operationId: 'markNotificationRead',
        summary: 'Mark one of your notifications as read; answers the page it opens',
        tags,
        security: signedIn,
        middleware: [user],
        request: { params: z.object({ id: notificationIdSchema }) },
        responses: { 200: json(z.object({ link: z.string() }), 'Marked; where it leads'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await notifications.open({ actor: c.get('actor'), id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/unsubscribe',
        operationId: 'unsubscribeNotifications',
        summary: "Stop one category's e-mails, with the signed token of an e-mail's unsubscribe link (no session needed)",
        tags,
        request: { body: jsonBody(z.object({ token: unsubscribeTokenSchema })) },
        responses: { 200: json(z.object({ category: z.string(), label: z.string() }), 'Unsubscribed: that category now stays in the app'), ...errors(400, 403, 415) },
      }),
      async (c) => c.json(await notifications.unsubscribe(c.req.valid('json').token), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/notification-preferences',
        operationId: 'getNotificationPreferences',
        summary: 'How each category of your notifications reaches you: in_app, email or digest',
        tags,
        security: signedIn,
        middleware: [user],
        responses: { 200: json(notificationPreferencesSchema, 'Your preferences (defaults where you have not chosen)'), ...errors(401) },
      }),
      async (c) => c.json(await notifications.preferences({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/notification-preferences',
        operationId: 'putNotificationPreferences',
        summary: 'Choose how each category reaches you (categories left out keep their choice)',
        tags,
        security: signedIn,
        middleware: [user],
        request: { body: jsonBody(notificationPreferencesSchema.partial()) },
        responses: { 200: json(notificationPreferencesSchema, 'Saved; all your preferences'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => c.json(await notifications.savePreferences({ actor: c.get('actor'), preferences: c.req.valid('json') }), 200),
    );
}
