/**
 * Courses, lessons, enrolments, lesson completions and certificates (issue 7); mentors, their weekly
 * availability and bookings. A slot can be booked once: a partial unique index on (mentor_id, starts_at) for
 * active bookings decides it under concurrency.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  level: text('level').notNull(),
  duration: text('duration').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
  /** The spec's student figure (§9); real enrolments are added to it. */
  base_students: integer('base_students').notNull().default(0),
  enrolled_count: integer('enrolled_count').notNull().default(0),
  topics: jsonb('topics').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    course_id: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
  },
  (t) => [uniqueIndex('course_lessons_course_position_uq').on(t.course_id, t.position)],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolled_at: ts('enrolled_at').notNull().defaultNow(),
    completed_at: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] })],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    completed_at: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.lesson_id] })],
);

export const certificates = pgTable(
  'certificates',
  {
    /** Public id printed on the certificate, e.g. CP-7Q4M-X2KD-9RTA. */
    id: text('id').primaryKey(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    course_id: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    holder_name: text('holder_name').notNull(),
    course_title: text('course_title').notNull(),
    issued_at: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.user_id, t.course_id)],
);

export const mentors = pgTable('mentors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull().default(''),
  industry: text('industry').notNull(),
  location: text('location').notNull().default(''),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4.8),
  /** Sessions held before ChangePath plus sessions booked here. */
  sessions: integer('sessions').notNull().default(0),
  expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
  bio: text('bio').notNull().default(''),
  avatar: text('avatar'),
  email: text('email').notNull(),
  time_zone: text('time_zone').notNull().default('Asia/Kolkata'),
  is_featured: boolean('is_featured').notNull().default(false),
  active: boolean('active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const mentorAvailability = pgTable(
  'mentor_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentor_id: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday in the mentor's time zone. */
    weekday: integer('weekday').notNull(),
    /** Minutes after midnight, mentor's time zone; end exclusive. */
    start_minute: integer('start_minute').notNull(),
    end_minute: integer('end_minute').notNull(),
  },
  (t) => [index('mentor_availability_mentor_idx').on(t.mentor_id)],
);

export const mentorBookings = pgTable(
  'mentor_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentor_id: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    /** 'booked' | 'cancelled'. */
    status: text('status').notNull().default('booked'),
    created_at: ts('created_at').notNull().defaultNow(),
    cancelled_at: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('mentor_bookings_active_slot_uq').on(t.mentor_id, t.starts_at).where(sql`${t.status} = 'booked'`),
    index('mentor_bookings_user_idx').on(t.user_id, t.starts_at),
  ],
);
