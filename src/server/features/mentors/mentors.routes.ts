/**
 * Mentors API (issue 7; spec §2.6 Mentorship Program, §9), one `createRoute` per operation (issue 22):
 * public `GET /api/mentors?industry=`, `GET /api/mentors/{slug}`, `GET /api/mentors/{slug}/slots`; signed in
 * `POST /api/mentors/{slug}/bookings`, `GET /api/me/bookings` (with the plan and its monthly sessions),
 * `DELETE /api/bookings/{id}`; admin `GET|POST /api/admin/mentors`, `PUT|DELETE /api/admin/mentors/{id}`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deletedSchema } from '~/shared/api';
import {
  MENTOR_INDUSTRIES,
  adminMentorSchema,
  bookingInputSchema,
  bookingSchema,
  mentorInputSchema,
  mentorSchema,
  mentorSlotsSchema,
  myBookingsSchema,
} from '~/shared/learning';
import type { AppDeps } from '../../context';
import { requireRole, requireUser } from '../../middleware/auth-guards';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { adminDeleteMentor, adminListMentors, adminSaveMentor, bookSession, bookingPlan, cancelBooking, freeSlots, getMentor, listMentors, myBookings } from './mentors.service';

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, { message: 'Unknown mentor' }) });
const idParam = z.object({ id: z.uuid({ message: 'Unknown id' }) });
const tags = ['Mentors'];

/** Public and signed-in routes, mounted at `/api`. */
export function mentorRoutes(deps: AppDeps) {
  const { db, auth, env, mailer } = deps;
  const bookingDeps = { db, mailer, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE, notifier: deps.notifier };
  const user = requireUser(auth);
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/mentors',
        operationId: 'listMentors',
        summary: 'List active mentors, optionally of one industry',
        tags,
        request: { query: z.object({ industry: z.enum(MENTOR_INDUSTRIES).optional() }) },
        responses: { 200: json(z.object({ mentors: z.array(mentorSchema) }), 'The mentors, featured and oldest first'), ...errors(400) },
      }),
      async (c) => c.json({ mentors: await listMentors(db, c.req.valid('query').industry) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/mentors/{slug}',
        operationId: 'getMentor',
        summary: 'One mentor',
        tags,
        request: { params: slugParam },
        responses: { 200: json(z.object({ mentor: mentorSchema }), 'The mentor'), ...errors(400, 404) },
      }),
      async (c) => c.json({ mentor: await getMentor(db, c.req.valid('param').slug) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/mentors/{slug}/slots',
        operationId: 'listMentorSlots',
        summary: "A mentor's free 30-minute slots over the next two weeks",
        tags,
        request: { params: slugParam },
        responses: { 200: json(mentorSlotsSchema, 'Free slots (ISO-8601 UTC) and the time zone they are shown in'), ...errors(400, 404) },
      }),
      async (c) => c.json(await freeSlots(db, c.req.valid('param').slug), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/mentors/{slug}/bookings',
        operationId: 'bookMentorSession',
        summary: 'Book a free slot with a mentor (Premium: 2 a month, Business: 5)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: slugParam, body: jsonBody(bookingInputSchema) },
        responses: {
          201: json(z.object({ booking: bookingSchema }), 'Booked; a confirmation e-mail with the calendar file is queued'),
          // 403: the free plan (the message offers the upgrade); 409: the slot was just taken; 429: the month's sessions are used.
          ...errors(400, 401, 403, 404, 409, 415, 429),
        },
      }),
      async (c) => {
        const booking = await bookSession(bookingDeps, { userId: c.get('user').id, slug: c.req.valid('param').slug, startsAt: new Date(c.req.valid('json').starts_at) });
        return c.json({ booking }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/bookings',
        operationId: 'listMyBookings',
        summary: "The signed-in user's mentorship bookings, plan and monthly allowance",
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(myBookingsSchema, 'Bookings, newest first'), ...errors(401) },
      }),
      async (c) => {
        const userId = c.get('user').id;
        const [bookings, plan] = await Promise.all([myBookings(db, userId), bookingPlan(db, userId)]);
        return c.json({ bookings, ...plan }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/bookings/{id}',
        operationId: 'cancelMyBooking',
        summary: 'Cancel one of your bookings (up to 12 hours before it starts)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(z.object({ cancelled: z.literal(true) }), 'Cancelled; the mentor is told by e-mail'), ...errors(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        await cancelBooking({ db, mailer }, { userId: c.get('user').id, id: c.req.valid('param').id });
        return c.json({ cancelled: true as const }, 200);
      },
    );
}

/** Admin routes, mounted at `/api/admin`. */
export function adminMentorRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  const admin = requireRole(auth, 'admin');
  const adminTags = ['Admin: mentors'];
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/mentors',
        operationId: 'adminListMentors',
        summary: 'Every mentor, listed or not, with e-mail and availability',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        responses: { 200: json(z.object({ mentors: z.array(adminMentorSchema) }), 'The mentors'), ...errors(401, 403) },
      }),
      async (c) => c.json({ mentors: await adminListMentors(db) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/mentors',
        operationId: 'adminCreateMentor',
        summary: 'Add a mentor',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { body: jsonBody(mentorInputSchema) },
        responses: { 201: json(z.object({ id: z.uuid() }), 'Created'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => c.json(await adminSaveMentor(db, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/mentors/{id}',
        operationId: 'adminUpdateMentor',
        summary: "Replace a mentor's details and availability",
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { params: idParam, body: jsonBody(mentorInputSchema) },
        responses: { 200: json(z.object({ id: z.uuid() }), 'Saved'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => c.json(await adminSaveMentor(db, c.req.valid('json'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/mentors/{id}',
        operationId: 'adminDeleteMentor',
        summary: 'Delete a mentor and their bookings',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { params: idParam },
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await adminDeleteMentor(db, c.req.valid('param').id);
        return c.json({ deleted: true as const }, 200);
      },
    );
}
