/**
 * Mentors API (issue 7): `GET /api/mentors?industry=`, `GET /api/mentors/:slug`, `GET /api/mentors/:slug/slots`
 * (public); `POST /api/mentors/:slug/bookings`, `GET /api/me/bookings` (with the user's plan and monthly sessions),
 * `DELETE /api/bookings/:id` (signed in);
 * admin: `GET|POST /api/admin/mentors`, `PUT|DELETE /api/admin/mentors/:id`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MENTOR_INDUSTRIES, bookingInputSchema, mentorInputSchema } from '~/shared/learning';
import type { AppDeps } from '../../context';
import { type AuthVariables, requireRole, requireUser } from '../../middleware/auth-guards';
import { validate } from '../../validate';
import { adminDeleteMentor, adminListMentors, adminSaveMentor, bookSession, bookingPlan, cancelBooking, freeSlots, getMentor, listMentors, myBookings } from './mentors.service';

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, { message: 'Unknown mentor' }) });
const idParam = z.object({ id: z.uuid() });

export function mentorRoutes(deps: AppDeps) {
  const { db, auth, env, mailer } = deps;
  const bookingDeps = { db, mailer, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE };
  const api = new Hono<{ Variables: AuthVariables }>()
    .get('/mentors', validate('query', z.object({ industry: z.enum(MENTOR_INDUSTRIES).optional() })), async (c) =>
      c.json({ mentors: await listMentors(db, c.req.valid('query').industry) }),
    )
    .get('/mentors/:slug', validate('param', slugParam), async (c) => c.json({ mentor: await getMentor(db, c.req.valid('param').slug) }))
    .get('/mentors/:slug/slots', validate('param', slugParam), async (c) => c.json(await freeSlots(db, c.req.valid('param').slug)))
    .post('/mentors/:slug/bookings', requireUser(auth), validate('param', slugParam), validate('json', bookingInputSchema), async (c) => {
      const booking = await bookSession(bookingDeps, { userId: c.get('user').id, slug: c.req.valid('param').slug, startsAt: new Date(c.req.valid('json').starts_at) });
      return c.json({ booking }, 201);
    })
    .get('/me/bookings', requireUser(auth), async (c) => {
      const userId = c.get('user').id;
      const [bookings, plan] = await Promise.all([myBookings(db, userId), bookingPlan(db, userId)]);
      return c.json({ bookings, ...plan });
    })
    .delete('/bookings/:id', requireUser(auth), validate('param', idParam), async (c) => {
      await cancelBooking({ db, mailer }, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ cancelled: true });
    });

  const admin = new Hono<{ Variables: AuthVariables }>()
    .get('/mentors', requireRole(auth, 'admin'), async (c) => c.json({ mentors: await adminListMentors(db) }))
    .post('/mentors', requireRole(auth, 'admin'), validate('json', mentorInputSchema), async (c) => c.json(await adminSaveMentor(db, c.req.valid('json')), 201))
    .put('/mentors/:id', requireRole(auth, 'admin'), validate('param', idParam), validate('json', mentorInputSchema), async (c) =>
      c.json(await adminSaveMentor(db, c.req.valid('json'), c.req.valid('param').id)),
    )
    .delete('/mentors/:id', requireRole(auth, 'admin'), validate('param', idParam), async (c) => {
      await adminDeleteMentor(db, c.req.valid('param').id);
      return c.json({ deleted: true });
    });
  return { api, admin };
}
