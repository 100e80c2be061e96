/**
 * Mentors API (Mentorship Program), one `createRoute` per operation:
 * public `GET /api/mentors?industry=`, `GET /api/mentors/{slug}`, `GET /api/mentors/{slug}/slots`; signed in
 * `POST /api/mentors/{slug}/bookings`, `GET /api/me/bookings` (with the plan and its monthly sessions),
 * `DELETE /api/bookings/{id}`; admin `GET|POST /api/admin/mentors`, `PUT|DELETE /api/admin/mentors/{id}`.
 *
 * The routes only translate HTTP and JSON to and from the mentors service (`deps.services.mentors`,
 * mentors.service.ts), which decides who may book what, so a mentor page's booking form gets the same answers.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deletedSchema } from '~/shared/api';
import {
  MENTOR_INDUSTRIES,
  adminMentorSchema,
  bookingInputSchema,
  bookingSchema,
  mentorIdSchema,
  mentorInputSchema,
  mentorSchema,
  mentorSlugSchema,
  mentorSlotsSchema,
  myBookingsSchema,
} from '~/shared/learning';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';

const slugParam = z.object({ slug: mentorSlugSchema });
const idParam = z.object({ id: mentorIdSchema });
const tags = ['Mentors'];

/** Public and signed-in routes, mounted at `/api`. */
export function mentorRoutes(deps: AppDeps) {
  const { mentors } = deps.services;
  const user = requireActor(deps.auth);
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
      async (c) => c.json({ mentors: await mentors.list(c.req.valid('query').industry) }, 200),
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
      async (c) => c.json({ mentor: await mentors.bySlug(c.req.valid('param').slug) }, 200),
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
      async (c) => c.json(await mentors.slots(c.req.valid('param').slug), 200),
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
      async (c) => c.json({ booking: await mentors.book({ actor: c.get('actor'), slug: c.req.valid('param').slug, startsAt: c.req.valid('json').starts_at }) }, 201),
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
      async (c) => c.json(await mentors.mine({ actor: c.get('actor') }), 200),
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
      async (c) => c.json(await mentors.cancel({ actor: c.get('actor'), id: c.req.valid('param').id }), 200),
    );
}

/** Admin routes, mounted at `/api/admin`. */
export function adminMentorRoutes(deps: AppDeps) {
  const { mentors } = deps.services;
  const admin = requireActor(deps.auth);
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
      async (c) => c.json({ mentors: await mentors.adminList({ actor: c.get('actor') }) }, 200),
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
      async (c) => c.json(await mentors.save({ actor: c.get('actor'), input: c.req.valid('json') }), 201),
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
      async (c) => c.json(await mentors.save({ actor: c.get('actor'), input: c.req.valid('json'), id: c.req.valid('param').id }), 200),
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
      async (c) => c.json(await mentors.remove({ actor: c.get('actor'), id: c.req.valid('param').id }), 200),
    );
}
