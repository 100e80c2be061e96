/**
 * Courses, lessons, enrolments, lesson completions, quiz attempts and certificates; the career
 * profile and skills-assessment results; mentors, their weekly availability and bookings. A slot can be booked once: a partial unique index on (mentor_id, starts_at) for
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
  /** Out of 5; null for a course too new to have ratings (shown as New). */
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  /** The spec's student figure; real enrolments are added to it. */
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

/**
 * SQL exercises a learner solved: their query, kept for them, once per exercise (the exercise ids are the course's
 * content, content/courses/<slug>/exercises.json). A lesson with exercises counts as complete once they are solved.
 */
export const exerciseSolutions = pgTable(
  'exercise_solutions',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    exercise_id: text('exercise_id').notNull(),
    query: text('query').notNull(),
    solved_at: ts('solved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.lesson_id, t.exercise_id] })],
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
    /** The passing quiz score (0–100) it was issued for; null for certificates issued before quizzes. */
    score_percent: integer('score_percent'),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.user_id, t.course_id)],
);

/** One submitted course quiz: the score and whether it passed; the chosen options by question id. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 0–100, rounded down. */
    score_percent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    /** Question id → the option indices chosen (indices of the quiz file, not of the shuffled display). */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_user_course_idx').on(t.user_id, t.course_id, t.created_at)],
);

/**
 * A person's career profile (asked at onboarding; editable in the profile): who they are, so the dashboard, the AI
 * tools and the mentor fit them. `skipped_at` set when they skipped onboarding without answering.
 */
export const careerProfiles = pgTable('career_profiles', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'school' | 'college' | 'graduate' | 'professional' | 'founder'; null when skipped. */
  stage: text('stage'),
  /** Field of study, degree or current work ('B.Com', 'accounting'). */
  field: text('field').notNull().default(''),
  /** What they want next, in their words. */
  goal: text('goal').notNull().default(''),
  /** Language they prefer examples in ('English', 'Hindi', …). */
  example_language: text('example_language').notNull().default('English'),
  skipped_at: ts('skipped_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** One completed skills assessment: score per area and overall, and the answers by question id. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Area id → points scored and the most possible. */
    scores: jsonb('scores').$type<Record<string, { points: number; max: number }>>().notNull(),
    /** 0–100 over all areas, rounded down. */
    total_percent: integer('total_percent').notNull(),
    /** Question id → chosen option index (of the questions file). */
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('assessment_results_user_idx').on(t.user_id, t.created_at)],
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
