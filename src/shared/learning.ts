/**
 * Learning and mentorship contracts (Certificates and the Mentorship Program, Courses and Mentor
 * matching): course, lesson, certificate and mentor shapes, booking rules and texts.
 */
import { z } from 'zod';
import { formulaCheckInputSchema, formulaExerciseSchema } from './formula-exercises';
import { locales } from './locales';
import { defineTexts, zodError } from './messages';
import { PLAN_TERMS } from './plans';
import { queryResultSchema, sqlExerciseSchema } from './sql-exercises';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const MENTOR_INDUSTRIES = ['All Industries', 'Technology', 'Finance', 'Healthcare', 'Retail', 'Environment', 'Government'] as const;
/** A course quiz is passed with at least this score (percent). */
export const QUIZ_PASS_PERCENT = 70;
/** A mentorship session is 30 minutes. */
export const SESSION_MINUTES = 30;
/** Bookings can be cancelled up to this many hours before they start. */
export const CANCEL_HOURS_BEFORE = 12;
/** Slots are offered from this many hours ahead, up to BOOKING_WINDOW_DAYS ahead. */
export const BOOKING_LEAD_HOURS = 2;
export const BOOKING_WINDOW_DAYS = 14;

/**
 * The courses' and mentorship's texts, message descriptors (shared/messages.ts `Text`) translated where they are
 * shown: in the page, or in the refusal the server writes in the request's language.
 */
export const learningMessages = defineTexts({
  enroll: /*i18n*/ { id: 'learning.enroll', message: 'Enroll Now' },
  continue: /*i18n*/ { id: 'learning.continue', message: 'Continue' },
  signInToEnroll: /*i18n*/ { id: 'learning.sign-in-to-enroll', message: 'Sign in to enroll' },
  completed: /*i18n*/ { id: 'learning.completed', message: 'Completed' },
  inProgress: /*i18n*/ { id: 'learning.in-progress', message: 'In Progress' },
  browseCourses: /*i18n*/ { id: 'learning.browse-courses', message: 'Browse Courses' },
  sampleNote: /*i18n*/ { id: 'learning.sample-note', message: 'Sample certificates: sign in and complete a course to earn your own.' },
  certificateValid: /*i18n*/ { id: 'learning.certificate-valid', message: 'This certificate is valid.' },
  /** On the verification page of a certificate issued before courses had graded quizzes. */
  issuedBeforeAssessments: /*i18n*/ { id: 'learning.issued-before-assessments', message: 'Issued before assessments' },
  passedWith: (percent: number) => ({ ...(/*i18n*/ { id: 'learning.passed-with', message: 'Passed with {percent}%' }), values: { percent } }),
  takeQuiz: /*i18n*/ { id: 'learning.take-quiz', message: 'Take the quiz' },
  resume: /*i18n*/ { id: 'learning.resume', message: 'Resume where you left off' },
  quizNeeded: /*i18n*/ { id: 'learning.quiz-needed', message: 'You have completed every lesson. Pass the quiz to earn your certificate.' },
  quizPassed: (percent: number) => ({ ...(/*i18n*/ { id: 'learning.quiz-passed', message: 'You passed with {percent}%. Your certificate has been issued.' }), values: { percent } }),
  quizFailed: (percent: number) => ({
    ...(/*i18n*/ { id: 'learning.quiz-failed', message: 'You scored {percent}%. You need {pass}% to pass: read the explanations, then try again.' }),
    values: { percent, pass: QUIZ_PASS_PERCENT },
  }),
  quizIncomplete: /*i18n*/ { id: 'learning.quiz-incomplete', message: 'Please answer every question.' },
  lessonsFirst: (left: number) => ({
    ...(/*i18n*/ {
      id: 'learning.lessons-first',
      message: 'Your quiz is passed. Complete the {left, plural, one {# remaining lesson} other {# remaining lessons}} to receive your certificate.',
    }),
    values: { left },
  }),
  certificateInvalid: /*i18n*/ { id: 'learning.certificate-invalid', message: 'No ChangePath certificate has this ID.' },
  upgradeToBook: {
    ...(/*i18n*/ { id: 'learning.upgrade-to-book', message: 'Mentorship sessions come with the Premium ({premium} a month) and Business ({business} a month) plans.' }),
    values: { premium: PLAN_TERMS.premium.mentorshipSessionsPerMonth, business: PLAN_TERMS.business.mentorshipSessionsPerMonth },
  },
  monthlyLimit: (n: number) => ({
    ...(/*i18n*/ {
      id: 'learning.monthly-limit',
      message: 'Your plan includes {n, plural, one {# mentorship session} other {# mentorship sessions}} a month, and you have booked them all. They renew next month.',
    }),
    values: { n },
  }),
  slotTaken: /*i18n*/ { id: 'learning.slot-taken', message: 'Someone has just booked this slot. Please pick another.' },
  tooLateToCancel: {
    ...(/*i18n*/ { id: 'learning.too-late-to-cancel', message: 'Sessions can be cancelled up to {hours} hours before they start.' }),
    values: { hours: CANCEL_HOURS_BEFORE },
  },
  booked: /*i18n*/ { id: 'learning.booked', message: 'Session booked' },
  courseNotFound: /*i18n*/ { id: 'learning.course-not-found', message: 'This course does not exist.' },
  enrolFirst: /*i18n*/ { id: 'learning.enrol-first', message: 'Enrol in the course first.' },
  lessonNotFound: /*i18n*/ { id: 'learning.lesson-not-found', message: 'This lesson does not exist.' },
  exerciseNotFound: /*i18n*/ { id: 'learning.exercise-not-found', message: 'This exercise does not exist.' },
  noQuiz: /*i18n*/ { id: 'learning.no-quiz', message: 'This course has no quiz.' },
  certificateNotFound: /*i18n*/ { id: 'learning.certificate-not-found', message: 'This certificate does not exist.' },
  noExercises: /*i18n*/ { id: 'learning.no-exercises', message: 'This course has no exercises.' },
  mentorNotFound: /*i18n*/ { id: 'learning.mentor-not-found', message: 'This mentor does not exist.' },
  notAFreeSlot: /*i18n*/ { id: 'learning.not-a-free-slot', message: 'That time is not one of this mentor’s free slots.' },
  bookingNotFound: /*i18n*/ { id: 'learning.booking-not-found', message: 'This booking does not exist.' },
  windowTooShort: {
    ...(/*i18n*/ { id: 'learning.window-too-short', message: 'Each availability window must be at least {minutes} minutes long.' }),
    values: { minutes: SESSION_MINUTES },
  },
  windowsOverlap: /*i18n*/ { id: 'learning.windows-overlap', message: 'Availability windows on the same day must not overlap.' },
  unknownTimeZone: /*i18n*/ { id: 'learning.unknown-time-zone', message: 'Unknown time zone.' },
  pickDayAndTime: /*i18n*/ { id: 'learning.pick-day-and-time', message: 'Pick a day and a time' },
  unknownId: /*i18n*/ { id: 'learning.unknown-id', message: 'Unknown id' },
  unknownMentor: /*i18n*/ { id: 'learning.unknown-mentor', message: 'Unknown mentor' },
});

/** A lesson of a course; `completed` only for a signed-in viewer. */
export const lessonSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The language the title and summary (and the lesson's page) are in: the page's when translated, else English. */
  lang: z.enum(locales),
  duration_minutes: z.number().int(),
  /** Signed-in viewers only. */
  completed: z.boolean().optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** A course of the catalogue. */
export const courseSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The language the title, description and topics are in: the requested one when translated, else English. */
  lang: z.enum(locales),
  level: z.enum(COURSE_LEVELS),
  /** The course's length in English words, as stored ('2.5 hours'); pages show `duration_minutes` in their language. */
  duration: z.string(),
  /** The lessons' minutes added up. */
  duration_minutes: z.number().int(),
  /** Out of 5; null for a course too new to have ratings. */
  rating: z.number().nullable(),
  /** Spec figure plus real enrolments. */
  students: z.number().int(),
  topics: z.array(z.string()),
  lessons_count: z.number().int(),
  /** Signed-in viewers only. */
  enrolled: z.boolean().optional(),
  /** Signed-in viewers only. */
  completed_lessons: z.number().int().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course's quiz results for a signed-in viewer. */
export const quizStatusSchema = z.object({
  passed: z.boolean(),
  /** Best score so far (0–100), null before the first attempt. */
  best_percent: z.number().int().nullable(),
  attempts: z.number().int(),
});
export type QuizStatus = z.infer<typeof quizStatusSchema>;

/** A course with its lessons in order; `quiz` for signed-in viewers. */
export const courseDetailSchema = z.object({ course: courseSchema, lessons: z.array(lessonSchema), quiz: quizStatusSchema.optional() });
export type CourseWithLessons = z.infer<typeof courseDetailSchema>;

/** A lesson, reference to a neighbour: position and title. */
export const lessonRefSchema = z.object({ position: z.number().int(), title: z.string(), lang: z.enum(locales) });
export type LessonRef = z.infer<typeof lessonRefSchema>;

/** One lesson's page: the course, the lesson with its Markdown body, and its neighbours. */
export const lessonPageSchema = z.object({
  course: courseSchema,
  lesson: lessonSchema,
  /** Markdown, no front matter. */
  body: z.string(),
  /** A YouTube video id shown through youtube-nocookie.com, when one fits the lesson. */
  video: z.string().nullable(),
  previous: lessonRefSchema.nullable(),
  next: lessonRefSchema.nullable(),
  /**
   * The lesson's practice (none for most lessons): SQL exercises, which run in the learner's browser, or spreadsheet
   * formula exercises, which the server checks (`POST …/exercises/{exerciseId}/check`).
   */
  exercises: z.array(z.discriminatedUnion('kind', [sqlExerciseSchema, formulaExerciseSchema])),
  /** Ids of the exercises the signed-in viewer solved. */
  solved_exercises: z.array(z.string()),
});
export type LessonPage = z.infer<typeof lessonPageSchema>;

/** `POST /api/courses/{slug}/lessons/{lessonId}/exercises/{exerciseId}/solution`: the query and the result it gave. */
export const exerciseSolutionInputSchema = z.object({
  query: z.string().trim().min(1, 'Write a query first.').max(10_000, 'Keep the query under 10,000 characters.'),
  result: queryResultSchema.refine((r) => r.rows.length <= 1000, 'Results of more than 1,000 rows are not an answer here.'),
});

/** A quiz question as the learner sees it: options in a shuffled order, each carrying its index in the quiz file. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['single', 'multiple']),
  prompt: z.string(),
  options: z.array(z.object({ index: z.number().int(), text: z.string() })),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A course's quiz, reshuffled on every request, with the viewer's standing. */
export const quizPageSchema = z.object({
  course: courseSchema,
  /** The language the questions are in: the requested one when the quiz is translated, else English. */
  lang: z.enum(locales),
  questions: z.array(quizQuestionSchema),
  pass_percent: z.number().int(),
  /** Signed-in viewers only. */
  status: quizStatusSchema.optional(),
  /** Lessons the viewer has not completed yet (signed-in viewers only). */
  lessons_left: z.number().int().optional(),
});
export type QuizPage = z.infer<typeof quizPageSchema>;

/** A submitted quiz: question id → chosen option indices (of the quiz file). */
/** A lesson's id in an address or a form. */
export const lessonIdSchema = z.uuid();

/**
 * The course and lesson pages' forms: 'Enroll Now' (`intent=enroll`), a lesson's 'Mark complete'
 * (`intent=complete`, `lessonId`) and an Excel exercise's 'Check' (`intent=formula`, `lessonId`, `exerciseId`,
 * `formula`), the operations of `POST /api/courses/{slug}/enrollment`, `…/lessons/{lessonId}/completion` and
 * `…/lessons/{lessonId}/exercises/{exerciseId}/check`.
 */
export const courseIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('enroll') }),
  z.object({ intent: z.literal('complete'), lessonId: lessonIdSchema }),
  z.object({ intent: z.literal('formula'), lessonId: lessonIdSchema, exerciseId: z.string().max(80), ...formulaCheckInputSchema.shape }),
]);

export const quizAnswersSchema = z.object({
  answers: z.record(z.string().max(40), z.array(z.number().int().min(0).max(9)).max(10)).refine((a) => Object.keys(a).length <= 50, 'Too many answers.'),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>['answers'];

/**
 * The quiz page's forms: 'Enroll Now', and 'Submit answers' (`intent=quiz`, one field `answers.<question id>` per
 * chosen option), checked with the API's `quizAnswersSchema`.
 */
export const quizIntentSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('enroll') }), quizAnswersSchema.extend({ intent: z.literal('quiz') })]);

/** One graded question: what was chosen, what was right, and why. */
export const gradedQuestionSchema = quizQuestionSchema.extend({
  chosen: z.array(z.number().int()),
  correct: z.array(z.number().int()),
  right: z.boolean(),
  explanation: z.string(),
});
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;


/** A certificate of completion. `issued_at` ISO-8601 UTC. */
export const certificateSchema = z.object({
  /** CP-XXXX-XXXX-XXXX. */
  id: z.string(),
  /** The course it certifies (null once the course is gone); `course_title` is its title as it was when issued. */
  course_id: z.uuid().nullable(),
  course_title: z.string(),
  holder_name: z.string(),
  issued_at: z.iso.datetime(),
  /** The quiz score it was issued for; null when issued before courses had quizzes. */
  score_percent: z.number().int().nullable(),
  /** The public page that confirms it. */
  verification_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What the public verification page shows: nothing else about the holder. */
export const certificateVerificationSchema = z.object({
  valid: z.boolean(),
  id: z.string(),
  holder_name: z.string().optional(),
  course_title: z.string().optional(),
  /** ISO-8601 UTC. */
  issued_at: z.iso.datetime().optional(),
  /** The quiz score; null for a certificate issued before courses had quizzes. */
  score_percent: z.number().int().nullable().optional(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/**
 * A lesson marked complete: the course's progress, and the certificate once the last lesson is done and the quiz
 * passed (in either order).
 */
export const lessonCompletionSchema = z.object({
  completed_lessons: z.number().int(),
  course_completed: z.boolean(),
  quiz_passed: z.boolean(),
  certificate: certificateSchema.nullable(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/** A graded quiz attempt: the score, every question with its explanation, and a certificate if issued. */
export const quizResultSchema = z.object({
  score_percent: z.number().int(),
  passed: z.boolean(),
  correct_count: z.number().int(),
  total: z.number().int(),
  /** The language the questions and explanations are in (the quiz's, as `QuizPage.lang`). */
  lang: z.enum(locales),
  questions: z.array(gradedQuestionSchema),
  /** Lessons still to complete before the certificate is issued. */
  lessons_left: z.number().int(),
  certificate: certificateSchema.nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** The signed-in user's enrolment in a course. `completed_at` ISO-8601 UTC, null until the last lesson is done. */
export const enrollmentSchema = z.object({
  course: courseSchema,
  completed_lessons: z.number().int(),
  lessons_count: z.number().int(),
  completed_at: z.iso.datetime().nullable(),
  /** The first lesson not yet completed (where 'Resume' leads); null when every lesson is done. */
  next_lesson: lessonRefSchema.nullable(),
  /** True once the course quiz has been passed. */
  quiz_passed: z.boolean(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** The signed-in user's enrolments and certificates. */
export const myLearningSchema = z.object({ enrollments: z.array(enrollmentSchema), certificates: z.array(certificateSchema) });
export type MyLearning = z.infer<typeof myLearningSchema>;

/** A mentor as the directory shows them (Mentorship Program). */
export const mentorSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  industry: z.string(),
  location: z.string(),
  rating: z.number(),
  /** Sessions held (the spec's figure plus real bookings). */
  sessions: z.number().int(),
  expertise: z.array(z.string()),
  bio: z.string(),
  /** Image URL, or null for initials. */
  avatar: z.string().nullable(),
  /** IANA time zone of the mentor's weekly availability. */
  time_zone: z.string(),
  is_featured: z.boolean(),
});
export type Mentor = z.infer<typeof mentorSchema>;

/** A free 30-minute slot (ISO-8601 UTC). */
export const slotSchema = z.object({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime() });
export type Slot = z.infer<typeof slotSchema>;

/** A mentor's free slots over the booking window, with the platform time zone they are shown in. */
export const mentorSlotsSchema = z.object({ slots: z.array(slotSchema), time_zone: z.string() });
export type MentorSlots = z.infer<typeof mentorSlotsSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  mentor_id: z.uuid(),
  mentor_name: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  status: z.enum(['booked', 'cancelled']),
  /** False within CANCEL_HOURS_BEFORE of the start. */
  can_cancel: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The signed-in user's bookings, their plan and its monthly session allowance. */
export const myBookingsSchema = z.object({
  bookings: z.array(bookingSchema),
  plan: z.enum(['free', 'premium', 'business']),
  monthly_sessions: z.number().int(),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

export const bookingInputSchema = z.object({ starts_at: z.iso.datetime({ offset: true, ...zodError(learningMessages.pickDayAndTime) }) });

/** A mentor's or a booking's id in an address. */
export const mentorIdSchema = z.uuid(zodError(learningMessages.unknownId));

/** A mentor's slug in an address. */
export const mentorSlugSchema = z.string().regex(/^[a-z0-9-]{1,100}$/, zodError(learningMessages.unknownMentor));

export const availabilityInputSchema = z.object({
  /** 0 = Sunday … 6 = Saturday, in the mentor's time zone. */
  weekday: z.number().int().min(0).max(6),
  /** HH:MM, 24 h. */
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/),
});

export const mentorInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(160),
  company: z.string().trim().max(160).default(''),
  industry: z.enum(MENTOR_INDUSTRIES.filter((i) => i !== 'All Industries') as [string, ...string[]]),
  location: z.string().trim().max(120).default(''),
  expertise: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  bio: z.string().trim().max(2000).default(''),
  email: z.email(),
  time_zone: z.string().min(1).max(60).default('Asia/Kolkata'),
  is_featured: z.boolean().default(false),
  availability: z.array(availabilityInputSchema).max(50).default([]),
});

/** A mentor as the admin sees and edits them: with the e-mail bookings go to, whether listed, and weekly availability. */
export const adminMentorSchema = mentorSchema.extend({
  email: z.string(),
  active: z.boolean(),
  availability: z.array(availabilityInputSchema),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;
