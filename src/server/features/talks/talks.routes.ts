/**
 * ChangeTalks API, one `createRoute` per operation.
 * Public: `GET /api/talks`, `GET /api/talks/{id}/calendar.ics`, `POST /api/talks/{id}/views`.
 * Signed in: `GET /api/me/talks` (my statuses and upcoming registrations), `POST|DELETE /api/talks/{id}/registration`.
 * Admin: `GET|POST /api/admin/talks`, `PUT|DELETE /api/admin/talks/{id}`, `GET /api/admin/talks/{id}/registrants(.csv)`.
 *
 * The routes only translate HTTP and JSON to and from the talks service (`deps.services.talks`, talks.service.ts),
 * which decides who may do what, so the pages' forms that call the same operations get the same answers.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getCookie, setCookie } from 'hono/cookie';
import { randomUUID } from 'node:crypto';
import { deletedSchema } from '~/shared/api';
import {
  cancellationResultSchema,
  myTalksSchema,
  registrantSchema,
  registrationResultSchema,
  joinLinkSchema,
  talkListSchema,
  talkIdSchema,
  talkSchema,
  viewResultSchema,
} from '~/shared/talk-api';
import { talkInputSchema } from '~/shared/talk-input';
import type { AppDeps } from '../../context';
import { csvHeaders, toCsv } from '../../csv';
import { requireActor, sessionOf } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { createPublicJsonCache } from '../../public-cache';
import { talkCalendar } from './talks.calendar';

const idParam = z.object({ id: talkIdSchema });
const VIEWER_COOKIE = 'cp_vid';

/** In-process cache of the public list, dropped on every write this process makes and after PUBLIC_TTL_MS. */
const PUBLIC_TTL_MS = 2000;

export function talkRoutes(deps: AppDeps) {
  const { talks } = deps.services;
  const cache = createPublicJsonCache({ ttlMs: PUBLIC_TTL_MS, maxEntries: 1 });
  const invalidate = () => cache.clear();
  deps.writes?.subscribe(invalidate);

  const user = requireActor(deps.auth);
  const tags = ['ChangeTalks'];
  const adminTags = ['Admin: ChangeTalks'];

  const publicApi = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks',
        operationId: 'listTalks',
        summary: 'Every talk that is not cancelled, soonest first (upcoming and past)',
        tags,
        responses: {
          200: json(talkListSchema, 'The talks; `ETag` with `If-None-Match` answers 304 when nothing changed'),
          304: { description: 'Not modified since the `ETag` sent in `If-None-Match`' },
        },
      }),
      (c) => cache.respond(c, 'all', async () => ({ talks: await talks.list() })),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks/{id}/calendar.ics',
        operationId: 'getTalkCalendar',
        summary: "A talk's calendar file (iCalendar, RFC 5545)",
        tags,
        request: { params: idParam },
        responses: {
          200: { description: 'The .ics file (METHOD:PUBLISH) to add the talk to a calendar', content: { 'text/calendar': { schema: z.string() } } },
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const talk = await talks.calendar({ talkId: c.req.valid('param').id });
        return c.body(talkCalendar(talk, { publicUrl: deps.env.publicUrl }), 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="changetalk-${talk.id}.ics"`,
        });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/talks/{id}/views',
        operationId: 'recordTalkView',
        summary: "Count a recording view (once per viewer: the user, or a visitor's cookie)",
        tags,
        request: { params: idParam },
        responses: { 200: json(viewResultSchema, "The talk's view count"), ...errors(400, 403, 404) },
      }),
      async (c) => {
        const session = await sessionOf(deps.auth, c.req.raw.headers);
        let viewer = session ? `user:${session.user.id}` : null;
        if (!viewer) {
          let vid = getCookie(c, VIEWER_COOKIE);
          if (!vid || !/^[0-9a-f-]{36}$/.test(vid)) {
            vid = randomUUID();
            setCookie(c, VIEWER_COOKIE, vid, { httpOnly: true, sameSite: 'Lax', secure: deps.env.production, path: '/', maxAge: 365 * 24 * 3600 });
          }
          viewer = `visitor:${vid}`;
        }
        const result = await talks.recordView({ talkId: c.req.valid('param').id, viewerKey: viewer });
        invalidate();
        return c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/talks',
        operationId: 'listMyTalks',
        summary: "The signed-in user's registration statuses and upcoming registrations",
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(myTalksSchema, 'Statuses by talk id, and the upcoming registrations soonest first'), ...errors(401) },
      }),
      async (c) => c.json(await talks.mine({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/talks/{id}/registration',
        operationId: 'registerForTalk',
        summary: 'Register for an upcoming talk (waitlisted when it is full)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: {
          201: json(registrationResultSchema, 'Registered (a confirmation e-mail with the calendar file follows) or waitlisted'),
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const result = await talks.register({ actor: c.get('actor'), talkId: c.req.valid('param').id });
        invalidate();
        return c.json(result, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks/{id}/join',
        operationId: 'getTalkJoinLink',
        summary: 'The online talk’s join link, for a registered person, from 30 minutes before the start',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(joinLinkSchema, 'The link (null until it opens, or when the talk has none) and when it opens'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        c.header('cache-control', 'private, no-store');
        return c.json(await talks.joinLink({ actor: c.get('actor'), talkId: c.req.valid('param').id }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/talks/{id}/registration',
        operationId: 'cancelTalkRegistration',
        summary: 'Cancel your registration or waitlist place (the first person waiting takes a freed seat)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(cancellationResultSchema, "The talk's registrations count after"), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        const result = await talks.cancel({ actor: c.get('actor'), talkId: c.req.valid('param').id });
        invalidate();
        return c.json(result, 200);
      },
    );

  const adminApi = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks',
        operationId: 'adminListTalks',
        summary: 'Every talk, cancelled ones too, newest first',
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(talkListSchema, 'The talks'), ...errors(401, 403) },
      }),
      async (c) => c.json({ talks: await talks.listAll({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/talks',
        operationId: 'adminCreateTalk',
        summary: 'Create a talk (date and time in the platform time zone; an empty time is 18:00)',
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(talkInputSchema) },
        responses: { 201: json(z.object({ talk: talkSchema }), 'Created'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => {
        const talk = await talks.create({ actor: c.get('actor'), input: c.req.valid('json') });
        invalidate();
        return c.json({ talk }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/talks/{id}',
        operationId: 'adminUpdateTalk',
        summary: 'Replace a talk (registrants are told of a new time or place, or of a cancellation)',
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam, body: jsonBody(talkInputSchema) },
        responses: { 200: json(z.object({ talk: talkSchema }), 'Saved'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        const talk = await talks.update({ actor: c.get('actor'), talkId: c.req.valid('param').id, input: c.req.valid('json') });
        invalidate();
        return c.json({ talk }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/talks/{id}',
        operationId: 'adminDeleteTalk',
        summary: 'Delete a talk (registrants of an upcoming one are told)',
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await talks.remove({ actor: c.get('actor'), talkId: c.req.valid('param').id });
        invalidate();
        return c.json({ deleted: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks/{id}/registrants',
        operationId: 'adminListRegistrants',
        summary: "A talk's registrants, seated first, then the waitlist in order",
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(z.object({ registrants: z.array(registrantSchema) }), 'The registrants'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json({ registrants: await talks.registrants({ actor: c.get('actor'), talkId: c.req.valid('param').id }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/talks/{id}/registrants.csv',
        operationId: 'adminDownloadRegistrants',
        summary: "A talk's registrants as a CSV download (UTF-8 with BOM; formula-like cells neutralised)",
        tags: adminTags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: { description: 'name, email, status, registered_at', content: { 'text/csv': { schema: z.string() } } }, ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        const rows = await talks.registrants({ actor: c.get('actor'), talkId: c.req.valid('param').id });
        const csv = toCsv(['name', 'email', 'status', 'registered_at'], rows.map((r) => [r.name, r.email, r.status, r.registered_at]));
        return c.body(csv, 200, csvHeaders(`registrants-${c.req.valid('param').id}.csv`));
      },
    );

  return { publicApi, adminApi };
}
