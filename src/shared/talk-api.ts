/**
 * The ChangeTalks API's shapes as zod schemas: what `/api/talks`, `/api/me/talks`
 * and the admin's talk routes answer. Kept apart from talks.ts (texts and rules) so pages that only show talks do
 * not load zod; they import the types, which are erased.
 */
import { z } from 'zod';
import { zodError } from './messages';
import { EVENT_TYPES, talkMessages } from './talks';

export const registrationStatusSchema = z.enum(['registered', 'waitlisted']);

/** A talk's id in an address or a form (a malformed one is 'Unknown talk', 400). */
export const talkIdSchema = z.uuid(zodError(talkMessages.unknownTalk));

/**
 * The registration form of a talk's card and page (`intent` register | cancel, `talkId`): the same operations as
 * `POST|DELETE /api/talks/{id}/registration`, whose path takes the same id.
 */
export const registrationIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('register'), talkId: talkIdSchema }),
  z.object({ intent: z.literal('cancel'), talkId: talkIdSchema }),
]);

/** A talk as the API returns it. Times are ISO-8601 UTC. */
export const talkSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  speaker_name: z.string(),
  speaker_role: z.string().nullable(),
  speaker_image: z.string().nullable(),
  event_date: z.iso.datetime(),
  /** HH:MM in the platform time zone, as the admin entered it (null: the default 18:00). */
  event_time: z.string().nullable(),
  location: z.string().nullable(),
  event_type: z.enum(EVENT_TYPES),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  is_featured: z.boolean(),
  registrations_count: z.number().int(),
  views_count: z.number().int(),
  rating: z.number().nullable(),
  duration: z.string().nullable(),
  /** Seats; null = no limit (nobody is waitlisted). */
  capacity: z.number().int().nullable(),
  recording_url: z.string().nullable(),
  /** For a signed-in viewer: 'registered', 'waitlisted' or null. */
  my_status: registrationStatusSchema.nullable().optional(),
  /** The online talk's join link: in admins' answers only (registrants get it from `GET /api/talks/{id}/join`). */
  join_url: z.string().nullable().optional(),
});
export type Talk = z.infer<typeof talkSchema>;

export const talkListSchema = z.object({ talks: z.array(talkSchema) });

/** The signed-in user's statuses by talk id, and their registrations for talks still to come, soonest first. */
export const myTalksSchema = z.object({
  statuses: z.record(z.string(), registrationStatusSchema),
  upcoming: z.array(talkSchema.extend({ my_status: registrationStatusSchema })),
});
export type MyTalks = z.infer<typeof myTalksSchema>;

export const registrationResultSchema = z.object({ status: registrationStatusSchema, registrations_count: z.number().int() });
export const cancellationResultSchema = z.object({ registrations_count: z.number().int() });
export const viewResultSchema = z.object({ views_count: z.number().int() });

export const registrantSchema = z.object({
  name: z.string(),
  email: z.string(),
  status: registrationStatusSchema,
  /** ISO-8601 UTC. */
  registered_at: z.iso.datetime(),
});
export type Registrant = z.infer<typeof registrantSchema>;

/** `GET /api/talks/{id}/join`: the join link for a registrant (null until it opens, or when there is none). */
export const joinLinkSchema = z.object({
  join_url: z.string().nullable(),
  /** The talk has a join link (shown from `opens_at`). */
  has_link: z.boolean(),
  /** When the link appears on the talk page (ISO-8601 UTC): JOIN_LINK_OPENS_MINUTES before the start. */
  opens_at: z.iso.datetime(),
});
