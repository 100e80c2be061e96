/**
 * ChangeTalks API (spec §2.9, §2.10, §7.2 items 4–6).
 * Public: `GET /api/talks`, `GET /api/talks/:id/calendar.ics`, `POST /api/talks/:id/views`.
 * Signed in: `GET /api/me/talks` (my statuses and upcoming registrations), `POST|DELETE /api/talks/:id/registration`.
 * Admin: `GET|POST /api/admin/talks`, `PUT|DELETE /api/admin/talks/:id`, `GET /api/admin/talks/:id/registrants(.csv)`.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { talkInputSchema } from '~/shared/talk-input';
import type { AppDeps } from '../../context';
import { csvHeaders, toCsv } from '../../csv';
import { type AuthVariables, requireRole, requireUser } from '../../middleware/auth-guards';
import { createPublicJsonCache } from '../../public-cache';
import { validate } from '../../validate';
import { talkCalendar } from './talks.calendar';
import {
  type TalkServiceDeps,
  cancelRegistration,
  createTalk,
  deleteTalk,
  getTalk,
  listAllTalks,
  listPublicTalks,
  listRegistrants,
  myRegistrationStatuses,
  myUpcomingRegistrations,
  recordView,
  registerForTalk,
  updateTalk,
} from './talks.service';

const idParam = z.object({ id: z.uuid({ message: 'Unknown talk' }) });
const VIEWER_COOKIE = 'cp_vid';

/** In-process cache of the public list, dropped on every write this process makes and after PUBLIC_TTL_MS. */
const PUBLIC_TTL_MS = 2000;

export function talkRoutes(deps: AppDeps) {
  const service: TalkServiceDeps = { db: deps.db, mailer: deps.mailer, jobs: deps.jobs, publicUrl: deps.env.publicUrl, timeZone: deps.env.PLATFORM_TIME_ZONE, confirmations: deps.confirmations, organizerEmail: deps.env.mailFromAddress };
  const cache = createPublicJsonCache({ ttlMs: PUBLIC_TTL_MS, maxEntries: 1 });
  deps.fastReads?.add('/api/talks', cache);
  const invalidate = () => cache.clear();
  deps.writes?.subscribe(invalidate);

  const publicApi = new Hono<{ Variables: AuthVariables }>()
    .get('/talks', (c) => cache.respond(c, 'all', async () => ({ talks: await listPublicTalks(deps.db) })))
    .get('/talks/:id/calendar.ics', validate('param', idParam), async (c) => {
      const talk = await getTalk(deps.db, c.req.valid('param').id);
      return new Response(talkCalendar(talk, { publicUrl: deps.env.publicUrl }), {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="changetalk-${talk.id}.ics"`,
        },
      });
    })
    .post('/talks/:id/views', validate('param', idParam), async (c) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      let viewer = session ? `user:${session.user.id}` : null;
      if (!viewer) {
        let vid = getCookie(c, VIEWER_COOKIE);
        if (!vid || !/^[0-9a-f-]{36}$/.test(vid)) {
          vid = randomUUID();
          setCookie(c, VIEWER_COOKIE, vid, { httpOnly: true, sameSite: 'Lax', secure: deps.env.production, path: '/', maxAge: 365 * 24 * 3600 });
        }
        viewer = `visitor:${vid}`;
      }
      const result = await recordView(deps.db, { talkId: c.req.valid('param').id, viewerKey: viewer });
      invalidate();
      return c.json(result);
    })
    .get('/me/talks', requireUser(deps.auth), async (c) => {
      const userId = c.get('user').id;
      const [statuses, upcoming] = await Promise.all([myRegistrationStatuses(deps.db, userId), myUpcomingRegistrations(deps.db, userId)]);
      return c.json({ statuses, upcoming });
    })
    .post('/talks/:id/registration', requireUser(deps.auth), validate('param', idParam), async (c) => {
      const user = c.get('user');
      const result = await registerForTalk(service, { talkId: c.req.valid('param').id, userId: user.id });
      invalidate();
      return c.json(result, 201);
    })
    .delete('/talks/:id/registration', requireUser(deps.auth), validate('param', idParam), async (c) => {
      const result = await cancelRegistration(service, { talkId: c.req.valid('param').id, userId: c.get('user').id });
      invalidate();
      return c.json(result);
    });

  const adminApi = new Hono<{ Variables: AuthVariables }>();
  adminApi.use('/talks', requireRole(deps.auth, 'admin'));
  adminApi.use('/talks/*', requireRole(deps.auth, 'admin'));
  adminApi
    .get('/talks', async (c) => c.json({ talks: await listAllTalks(deps.db) }))
    .post('/talks', validate('json', talkInputSchema), async (c) => {
      const talk = await createTalk(service, c.req.valid('json'));
      invalidate();
      return c.json({ talk }, 201);
    })
    .put('/talks/:id', validate('param', idParam), validate('json', talkInputSchema), async (c) => {
      const talk = await updateTalk(service, c.req.valid('param').id, c.req.valid('json'));
      invalidate();
      return c.json({ talk });
    })
    .delete('/talks/:id', validate('param', idParam), async (c) => {
      await deleteTalk(service, c.req.valid('param').id);
      invalidate();
      return c.json({ deleted: true });
    })
    .get('/talks/:id/registrants', validate('param', idParam), async (c) => c.json({ registrants: await listRegistrants(deps.db, c.req.valid('param').id) }))
    .get('/talks/:id/registrants.csv', validate('param', idParam), async (c) => {
      const rows = await listRegistrants(deps.db, c.req.valid('param').id);
      const csv = toCsv(['name', 'email', 'status', 'registered_at'], rows.map((r) => [r.name, r.email, r.status, r.registered_at]));
      return new Response(csv, { headers: csvHeaders(`registrants-${c.req.valid('param').id}.csv`) });
    });

  return { publicApi, adminApi };
}
