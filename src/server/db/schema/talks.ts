/**
 * ChangeTalks: talks, registrations (with waitlist), recording views, and uploaded images.
 * `registrations_count` is only ever changed by SQL increments inside the transaction that changes a
 * registration row (src/server/features/talks/talks.service.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const changetalks = pgTable(
  'changetalks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    speaker_name: text('speaker_name').notNull(),
    speaker_role: text('speaker_role'),
    speaker_image: text('speaker_image'),
    /** Start of the talk, UTC. */
    event_date: ts('event_date').notNull(),
    /** The time as the admin typed it (HH:MM, platform time zone); kept for display parity with the spec. */
    event_time: text('event_time'),
    location: text('location'),
    /** 'upcoming' | 'past' | 'cancelled', set by hand in the admin form. */
    event_type: text('event_type').notNull().default('upcoming'),
    image_url: text('image_url'),
    category: text('category'),
    is_featured: boolean('is_featured').notNull().default(false),
    registrations_count: integer('registrations_count').notNull().default(0),
    /**
     * RFC 5545 SEQUENCE of the talk's calendar event: raised by SQL increment on every change of the
     * talk and when a registrant cancels, so each .ics sent replaces the one before it in calendars.
     */
    sequence: integer('sequence').notNull().default(0),
    views_count: integer('views_count').notNull().default(0),
    /** 0–5, one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    duration: text('duration'),
    /** Seats; null = unlimited. When full, new registrations join the waitlist. */
    capacity: integer('capacity'),
    recording_url: text('recording_url'),
    /**
     * Where an online talk is joined (Zoom, Meet, YouTube Live…): given only to its registrants, on the talk page
     * from JOIN_LINK_OPENS_MINUTES before the start, and in their e-mails and calendar invitations.
     */
    join_url: text('join_url'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('changetalks_type_date_idx').on(t.event_type, t.event_date)],
);

export const changetalkRegistrations = pgTable(
  'changetalk_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changetalk_id: uuid('changetalk_id')
      .notNull()
      .references(() => changetalks.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'registered' | 'waitlisted'. */
    status: text('status').notNull().default('registered'),
    created_at: ts('created_at').notNull().defaultNow(),
    /** Reminder e-mail state: null = not yet; set when claimed by a sender; sent_at when delivered. */
    reminder_claimed_at: ts('reminder_claimed_at'),
    reminder_sent_at: ts('reminder_sent_at'),
    /**
     * When the registration confirmation e-mail was queued. Null on a 'registered' row: still to be queued — the row
     * is the confirmation's outbox entry, committed with the registration, and the confirmation relay
     * (talks.confirmations.ts) queues the mail. Set without a mail when the person was promoted from the waitlist
     * (the promotion notice is their confirmation).
     */
    confirmation_queued_at: ts('confirmation_queued_at'),
  },
  (t) => [
    uniqueIndex('changetalk_registrations_talk_user_uq').on(t.changetalk_id, t.user_id),
    index('changetalk_registrations_user_idx').on(t.user_id),
    index('changetalk_registrations_waitlist_idx').on(t.changetalk_id, t.status, t.created_at),
    index('changetalk_registrations_reminder_idx').on(t.reminder_sent_at).where(sql`${t.reminder_sent_at} is null`),
    index('changetalk_registrations_confirmation_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'registered' and ${t.confirmation_queued_at} is null`),
  ],
);

/** One row per viewer per talk: a recording view counts at most once per viewer (user id or visitor cookie). */
export const changetalkViews = pgTable(
  'changetalk_views',
  {
    changetalk_id: uuid('changetalk_id')
      .notNull()
      .references(() => changetalks.id, { onDelete: 'cascade' }),
    viewer_key: text('viewer_key').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('changetalk_views_talk_viewer_uq').on(t.changetalk_id, t.viewer_key)],
);

/** Uploaded images (PNG/JPEG/WebP, checked by content), kept in the database so every server process sees them. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploaded_by: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: ts('created_at').notNull().defaultNow(),
});
