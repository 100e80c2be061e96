/**
 * Courses, enrolment, lesson progress, lessons' pages, graded quizzes and certificates: `createLearningService(deps)`,
 * the feature's one service (built once, services.ts), called by the JSON API (learning.routes.ts) and the course,
 * lesson and quiz pages. The module's other functions are what it is made of. A certificate is issued once every
 * lesson is complete and the quiz passed (in either order), one per user and course (a unique index decides it, so
 * double clicks cannot issue two).
 */
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import {
  type Certificate,
  type CertificateVerification,
  type Course,
  type CourseWithLessons,
  type GradedQuestion,
  type LessonCompletion,
  type LessonPage,
  type LessonRef,
  type MyLearning,
  type QuizAnswers,
  type QuizPage,
  type QuizResult,
  type QuizStatus,
  QUIZ_PASS_PERCENT,
  exerciseSolutionInputSchema,
  learningMessages,
  lessonIdSchema,
  quizAnswersSchema,
} from '~/shared/learning';
import { paths } from '~/shared/paths';
import { type FormulaCheck, formulaCheckInputSchema, formulaExerciseMessages } from '~/shared/formula-exercises';
import { resultMismatch, sqlExerciseMessages } from '~/shared/sql-exercises';
import { type Actor, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { certificates, courseEnrollments, courseLessons, courses, exerciseSolutions, lessonCompletions, quizAttempts, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { writeText } from '../../i18n';
import type { Text } from '~/shared/messages';
import { type QuizFile, courseContent } from './course-content';
import { type CourseExercise, courseExercises } from './course-exercises';
import { checkFormulaAnswer } from './formula-check';
import { type GoalCourse, coursesForGoal } from './course-goals';

/** Courses for a goal or a career's skills (course-goals.ts), for other features (the AI mentor). */
export { type GoalCourse, coursesForGoal };
import type { Notifier } from '../notifications/notifications.service';
import { type Locale, defaultLocale, localeOf } from '~/shared/locales';
import { currentLocale } from '../../request-context';
import { courseCatalogue } from './course-catalogue';

type CourseRow = typeof courses.$inferSelect;

/**
 * A course's title, description and topics in the request's language when the catalogue translates the course into
 * it (content/courses/catalogue.json `translations`), with that language; otherwise the stored (English) ones.
 */
function courseWords(r: CourseRow): Pick<Course, 'title' | 'description' | 'topics' | 'lang'> {
  const locale = currentLocale();
  const translated = locale === defaultLocale ? undefined : courseCatalogue().find((c) => c.slug === r.slug)?.translations?.[locale];
  return translated ? { ...translated, lang: locale } : { title: r.title, description: r.description, topics: r.topics, lang: defaultLocale };
}

/**
 * A lesson's title and summary in the request's language when the course's content has the lesson in it
 * (`NN-….<language>.md`), with that language; otherwise the stored ones, in English.
 */
function lessonWords(slug: string, stored: { position: number; title: string; summary: string }): { title: string; summary: string; lang: Locale } {
  const locale = currentLocale();
  const translated = locale === defaultLocale ? undefined : courseContent(slug)?.lessons.find((l) => l.position === stored.position)?.translations[locale];
  return translated ? { title: translated.title, summary: translated.summary, lang: locale } : { title: stored.title, summary: stored.summary, lang: defaultLocale };
}

/**
 * Every translation the courses' content holds, for other features (the site search indexes them): a course's words
 * (`position` null: title, its description as `summary`, its topics as `body`) and each lesson's (title, summary and
 * Markdown body), with the course's slug and the language.
 */
export function courseTranslations(): Array<{ slug: string; position: number | null; locale: Locale; title: string; summary: string; body: string }> {
  return courseCatalogue().flatMap((course) => [
    ...Object.entries(course.translations ?? {}).map(([locale, words]) => ({
      slug: course.slug,
      position: null,
      locale: locale as Locale,
      title: words.title,
      summary: words.description,
      body: words.topics.join(' · '),
    })),
    ...(courseContent(course.slug)?.lessons ?? []).flatMap((lesson) =>
      Object.entries(lesson.translations).map(([locale, words]) => ({ slug: course.slug, position: lesson.position, locale: locale as Locale, ...words })),
    ),
  ]);
}

const toCourse = (r: CourseRow, lessons: { count: number; minutes: number }, mine?: { enrolled: boolean; completed: number }): Course => ({
  id: r.id,
  slug: r.slug,
  ...courseWords(r),
  level: r.level as Course['level'],
  duration: r.duration,
  duration_minutes: lessons.minutes,
  rating: r.rating === null ? null : Number(r.rating),
  students: r.base_students + r.enrolled_count,
  lessons_count: lessons.count,
  ...(mine ? { enrolled: mine.enrolled, completed_lessons: mine.completed } : {}),
});

/** Each course's number of lessons and their minutes added up, by course id. */
async function lessonCounts(db: Database): Promise<Map<string, { count: number; minutes: number }>> {
  const rows = await db
    .select({ id: courseLessons.course_id, n: count(), minutes: sql<number>`coalesce(sum(${courseLessons.duration_minutes}), 0)::int` })
    .from(courseLessons)
    .groupBy(courseLessons.course_id);
  return new Map(rows.map((r) => [r.id, { count: r.n, minutes: Number(r.minutes) }]));
}

async function myProgress(db: Database, userId: string): Promise<Map<string, { enrolled: boolean; completed: number; completed_at: Date | null }>> {
  const [enrolled, done] = await Promise.all([
    db.select().from(courseEnrollments).where(eq(courseEnrollments.user_id, userId)),
    db
      .select({ course_id: courseLessons.course_id, n: count() })
      .from(lessonCompletions)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lesson_id))
      .where(eq(lessonCompletions.user_id, userId))
      .groupBy(courseLessons.course_id),
  ]);
  const doneBy = new Map(done.map((d) => [d.course_id, d.n]));
  return new Map(enrolled.map((e) => [e.course_id, { enrolled: true, completed: doneBy.get(e.course_id) ?? 0, completed_at: e.completed_at }]));
}

export async function listCourses(db: Database, userId?: string | null): Promise<Course[]> {
  const [rows, counts, mine] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.position)),
    lessonCounts(db),
    userId ? myProgress(db, userId) : Promise.resolve(null),
  ]);
  return rows.map((r) => toCourse(r, counts.get(r.id) ?? { count: 0, minutes: 0 }, mine ? (mine.get(r.id) ?? { enrolled: false, completed: 0 }) : undefined));
}

async function courseBySlug(db: Database, slug: string): Promise<CourseRow> {
  // Slugs are lower-case words and dashes; anything else (a NUL, which PostgreSQL refuses) names no course.
  const [row] = /^[a-z0-9-]{1,100}$/.test(slug) ? await db.select().from(courses).where(eq(courses.slug, slug)) : [];
  if (!row) throw new AppError('not_found', learningMessages.courseNotFound);
  return row;
}

export async function getCourse(db: Database, slug: string, userId?: string | null): Promise<CourseWithLessons> {
  const row = await courseBySlug(db, slug);
  const lessons = await db.select().from(courseLessons).where(eq(courseLessons.course_id, row.id)).orderBy(asc(courseLessons.position));
  let done = new Set<string>();
  let enrolled = false;
  let quiz: QuizStatus | undefined;
  if (userId) {
    quiz = await quizStatus(db, userId, row.id);
    const [e] = await db.select().from(courseEnrollments).where(and(eq(courseEnrollments.user_id, userId), eq(courseEnrollments.course_id, row.id)));
    enrolled = !!e;
    const ids = lessons.map((l) => l.id);
    if (ids.length) {
      const rows = await db.select({ id: lessonCompletions.lesson_id }).from(lessonCompletions).where(and(eq(lessonCompletions.user_id, userId), inArray(lessonCompletions.lesson_id, ids)));
      done = new Set(rows.map((r) => r.id));
    }
  }
  return {
    course: toCourse(row, { count: lessons.length, minutes: lessons.reduce((sum, l) => sum + l.duration_minutes, 0) }, userId ? { enrolled, completed: done.size } : undefined),
    lessons: lessons.map((l) => {
      const { title, summary, lang } = lessonWords(row.slug, l);
      return { id: l.id, position: l.position, title, summary, lang, duration_minutes: l.duration_minutes, ...(userId ? { completed: done.has(l.id) } : {}) };
    }),
    ...(quiz ? { quiz } : {}),
  };
}

/** What the API answers (409) when someone enrols a second time. */
export const ALREADY_ENROLLED = 'You are already enrolled in this course.';

/**
 * Enrols a user; the course's enrolled_count rises by SQL increment in the same transaction. One enrolment per
 * person and course (a unique index decides it): `newly` is false when they already were.
 */
export async function enroll(db: Database, opts: { userId: string; slug: string }): Promise<{ title: string; newly: boolean }> {
  const course = await courseBySlug(db, opts.slug);
  return db.transaction(async (tx) => {
    const rows = await tx.insert(courseEnrollments).values({ user_id: opts.userId, course_id: course.id }).onConflictDoNothing().returning();
    if (rows.length) await tx.update(courses).set({ enrolled_count: sql`${courses.enrolled_count} + 1` }).where(eq(courses.id, course.id));
    return { title: courseWords(course).title, newly: rows.length > 0 };
  });
}

const certificateId = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `CP-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
};

export const verificationUrl = (publicUrl: string, id: string) => `${publicUrl}/certificates/verify/${id}`;

type CertificateRow = typeof certificates.$inferSelect;

const toCertificate = (c: CertificateRow, publicUrl: string): Certificate => ({
  id: c.id,
  course_id: c.course_id,
  course_title: c.course_title,
  holder_name: c.holder_name,
  issued_at: c.issued_at.toISOString(),
  score_percent: c.score_percent,
  verification_url: verificationUrl(publicUrl, c.id),
});

/** Lessons of the course, and how many of them the user has completed. */
async function lessonProgress(db: Database, userId: string, courseId: string): Promise<{ total: number; done: number }> {
  const [{ total }] = await db.select({ total: count() }).from(courseLessons).where(eq(courseLessons.course_id, courseId));
  const [{ done }] = await db
    .select({ done: count() })
    .from(lessonCompletions)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lesson_id))
    .where(and(eq(lessonCompletions.user_id, userId), eq(courseLessons.course_id, courseId)));
  return { total, done };
}

/** The user's quiz standing in a course: passed, best score, number of attempts. */
async function quizStatus(db: Database, userId: string, courseId: string): Promise<QuizStatus> {
  const [row] = await db
    .select({ attempts: count(), best: max(quizAttempts.score_percent), passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.course_id, courseId)));
  return { attempts: row?.attempts ?? 0, best_percent: row?.best ?? null, passed: !!row?.passed };
}

/**
 * Issues the course certificate once every lesson is completed and the quiz passed, with the best passing
 * score; a certificate issued before quizzes (score null) takes the score on the first pass. One per user and course
 * (the unique index decides under concurrency). Returns it, or null while something is missing.
 */
async function issueCertificateIfEarned(db: Database, opts: { userId: string; course: CourseRow; publicUrl: string; notifier?: Notifier }): Promise<Certificate | null> {
  const { total, done } = await lessonProgress(db, opts.userId, opts.course.id);
  if (done < total) return null;
  await db
    .update(courseEnrollments)
    .set({ completed_at: sql`coalesce(${courseEnrollments.completed_at}, now())` })
    .where(and(eq(courseEnrollments.user_id, opts.userId), eq(courseEnrollments.course_id, opts.course.id)));
  const [best] = await db
    .select({ score: max(quizAttempts.score_percent) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.user_id, opts.userId), eq(quizAttempts.course_id, opts.course.id), eq(quizAttempts.passed, true)));
  const existing = async () => (await db.select().from(certificates).where(and(eq(certificates.user_id, opts.userId), eq(certificates.course_id, opts.course.id))))[0];
  if (best?.score == null) {
    // Not passed yet: only a certificate from before quizzes exists (and stays valid).
    const old = await existing();
    return old ? toCertificate(old, opts.publicUrl) : null;
  }
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, opts.userId));
  await db.transaction(async (tx) => {
    const issued = await tx
      .insert(certificates)
      .values({ id: certificateId(), user_id: opts.userId, course_id: opts.course.id, holder_name: u?.name || 'ChangePath learner', course_title: opts.course.title, score_percent: best.score })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    // Issued just now: the holder hears of it, in the same transaction.
    if (issued.length && opts.notifier) {
      await opts.notifier.record(tx, [{ userId: opts.userId, type: 'certificate_issued', subject: opts.course.title, link: paths.certificates }]);
    }
  });
  // A certificate from before quizzes, now backed by a pass: it says the score, and the date it was earned with it
  // (not a date before any quiz existed). Its id, and so its verification address, stays.
  await db
    .update(certificates)
    .set({ score_percent: best.score, issued_at: sql`now()` })
    .where(and(eq(certificates.user_id, opts.userId), eq(certificates.course_id, opts.course.id), isNull(certificates.score_percent)));
  const c = await existing();
  return c ? toCertificate(c, opts.publicUrl) : null;
}

async function requireEnrolment(db: Database, userId: string, courseId: string): Promise<void> {
  const [enrolment] = await db.select().from(courseEnrollments).where(and(eq(courseEnrollments.user_id, userId), eq(courseEnrollments.course_id, courseId)));
  if (!enrolment) throw new AppError('forbidden', learningMessages.enrolFirst);
}

/**
 * Marks a lesson complete (idempotent). When every lesson is complete and the quiz passed, the certificate is issued
 * once. 403 when not enrolled, 404 for an unknown lesson.
 */
export async function completeLesson(db: Database, opts: { userId: string; slug: string; lessonId: string; publicUrl: string; notifier?: Notifier }): Promise<LessonCompletion> {
  const course = await courseBySlug(db, opts.slug);
  const [lesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.id, opts.lessonId), eq(courseLessons.course_id, course.id)));
  if (!lesson) throw new AppError('not_found', learningMessages.lessonNotFound);
  await requireEnrolment(db, opts.userId, course.id);
  // A lesson with exercises (SQL or formulas) is done once they are solved.
  const exercises = courseExercises(opts.slug)?.byLesson.get(lesson.position) ?? [];
  if (exercises.length) {
    const solved = await solvedExercises(db, opts.userId, lesson.id);
    const open = exercises.filter((e) => !solved.has(e.id)).length;
    if (open) throw new AppError('conflict', sqlExerciseMessages.finishExercises(open));
  }
  await db.insert(lessonCompletions).values({ user_id: opts.userId, lesson_id: lesson.id }).onConflictDoNothing();
  const { total, done } = await lessonProgress(db, opts.userId, course.id);
  const quiz = await quizStatus(db, opts.userId, course.id);
  const certificate = done >= total ? await issueCertificateIfEarned(db, { userId: opts.userId, course, publicUrl: opts.publicUrl, notifier: opts.notifier }) : null;
  return { completed_lessons: done, course_completed: done >= total, quiz_passed: quiz.passed, certificate: quiz.passed ? certificate : null };
}

/** The ids of the exercises of `lessonId` that `userId` solved. */
async function solvedExercises(db: Database, userId: string, lessonId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: exerciseSolutions.exercise_id })
    .from(exerciseSolutions)
    .where(and(eq(exerciseSolutions.user_id, userId), eq(exerciseSolutions.lesson_id, lessonId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Records a solved SQL exercise: the learner's query and its result, which must be the exercise's expected result
 * (the browser ran it; the rule is `resultMismatch`). Enrolled learners only. Answers how many of the lesson's
 * exercises are still open. 400 when the result is not the answer (saying what differs), 404 for no such exercise.
 */
export async function solveExercise(
  db: Database,
  opts: { userId: string; slug: string; lessonId: string; exerciseId: string; input: unknown },
): Promise<{ solved: true; open: number }> {
  const { query, result } = parseInput(exerciseSolutionInputSchema, opts.input);
  const { course, lesson, exercises, exercise } = await findExercise(db, opts);
  if (exercise.kind !== 'sql') throw new AppError('not_found', learningMessages.exerciseNotFound);
  await requireEnrolment(db, opts.userId, course.id);
  const mismatch = resultMismatch(exercise.expected, result, exercise.order_matters);
  if (mismatch) throw new AppError('bad_request', mismatch, { field: 'result' });
  await db.insert(exerciseSolutions).values({ user_id: opts.userId, lesson_id: lesson.id, exercise_id: exercise.id, query }).onConflictDoNothing();
  const solved = await solvedExercises(db, opts.userId, lesson.id);
  return { solved: true, open: exercises.filter((e) => !solved.has(e.id)).length };
}

/** The exercise `exerciseId` of the lesson `lessonId` of course `slug`, with its lesson's others. 404 when any is missing. */
async function findExercise(db: Database, opts: { slug: string; lessonId: string; exerciseId: string }) {
  const course = await courseBySlug(db, opts.slug);
  const [lesson] = /^[0-9a-f-]{36}$/i.test(opts.lessonId)
    ? await db.select().from(courseLessons).where(and(eq(courseLessons.id, opts.lessonId), eq(courseLessons.course_id, course.id)))
    : [];
  const exercises: CourseExercise[] = lesson ? (courseExercises(opts.slug)?.byLesson.get(lesson.position) ?? []) : [];
  const exercise = exercises.find((e) => e.id === opts.exerciseId);
  if (!lesson || !exercise) throw new AppError('not_found', learningMessages.exerciseNotFound);
  return { course, lesson, exercises, exercise };
}

/**
 * Checks a spreadsheet formula for an Excel exercise (`formula-check.ts` decides) for anyone, visitors included, so
 * the practice works before signing up. A right formula of a signed-in, enrolled learner is saved (once) and counts
 * towards the lesson; `open` then says how many of the lesson's exercises are left. A wrong formula is an answer,
 * not an error: `correct` false and what to look at. 400 for no formula or one longer than the limit, 404 for no
 * such exercise (or one that is not a formula exercise).
 */
export async function checkFormula(
  db: Database,
  opts: { userId: string | null; slug: string; lessonId: string; exerciseId: string; input: unknown },
): Promise<FormulaCheck> {
  const { formula } = parseInput(formulaCheckInputSchema, opts.input);
  const { course, lesson, exercises, exercise } = await findExercise(db, opts);
  if (exercise.kind !== 'formula') throw new AppError('not_found', learningMessages.exerciseNotFound);
  const verdict = checkFormulaAnswer(exercise, exercise.solution, formula);
  // The verdict in the request's language; a right one says what became of it.
  const said = (after: Text) => (verdict.correct ? `${writeText(verdict.message)} ${writeText(after)}` : writeText(verdict.message));
  const enrolled = opts.userId
    ? (await db.select({ id: courseEnrollments.user_id }).from(courseEnrollments).where(and(eq(courseEnrollments.user_id, opts.userId), eq(courseEnrollments.course_id, course.id)))).length > 0
    : false;
  if (!opts.userId || !enrolled) {
    return { ...verdict, message: said(formulaExerciseMessages.enrolToRecord), recorded: false, open: null };
  }
  if (verdict.correct) {
    await db.insert(exerciseSolutions).values({ user_id: opts.userId, lesson_id: lesson.id, exercise_id: exercise.id, query: formula }).onConflictDoNothing();
  }
  const solved = await solvedExercises(db, opts.userId, lesson.id);
  return {
    ...verdict,
    message: said(formulaExerciseMessages.saved),
    recorded: verdict.correct,
    open: exercises.filter((e) => !solved.has(e.id)).length,
  };
}

/** A lesson's page: the lesson (with `completed` for a signed-in viewer), its Markdown, and its neighbours. 404 when missing. */
export async function getLesson(db: Database, opts: { slug: string; position: number; userId?: string | null }): Promise<LessonPage> {
  const { course, lessons } = await getCourse(db, opts.slug, opts.userId);
  const lesson = lessons.find((l) => l.position === opts.position);
  const content = courseContent(opts.slug)?.lessons.find((l) => l.position === opts.position);
  if (!lesson || !content) throw new AppError('not_found', learningMessages.lessonNotFound);
  const ref = (l: (typeof lessons)[number] | undefined) => (l ? { position: l.position, title: l.title, lang: l.lang } : null);
  // The lesson's exercises without their solutions, and which of them the viewer solved.
  const exercises = (courseExercises(opts.slug)?.byLesson.get(opts.position) ?? []).map(({ solution: _solution, ...e }) => e);
  const solved = exercises.length && opts.userId ? [...(await solvedExercises(db, opts.userId, lesson.id))] : [];
  return {
    course,
    lesson,
    // The outline's lesson and its body are in one language: the translation's, or English for both.
    body: lesson.lang === defaultLocale ? content.body : (content.translations[lesson.lang]?.body ?? content.body),
    video: content.video ?? null,
    exercises,
    solved_exercises: solved,
    previous: ref(lessons.find((l) => l.position === opts.position - 1)),
    next: ref(lessons.find((l) => l.position === opts.position + 1)),
  };
}

/** Fisher–Yates shuffle with crypto randomness (a new order on every call). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A course's quiz in the request's language when the course has it translated (`quiz.<language>.json`), else the
 * English one, with the language it is in. Both grade alike: the same questions, answers and option order.
 */
function quizOf(slug: string): { quiz: QuizFile; lang: Locale } {
  const content = courseContent(slug);
  if (!content) throw new AppError('not_found', learningMessages.noQuiz);
  const locale = currentLocale();
  const translated = locale === defaultLocale ? undefined : content.quizTranslations[locale];
  return translated ? { quiz: translated, lang: locale } : { quiz: content.quiz, lang: defaultLocale };
}

/**
 * The course quiz as a learner sees it: questions and their options in a new random order on every call (so a retake
 * is reshuffled), without answers; for a signed-in viewer also their standing and lessons left.
 */
export async function getQuiz(db: Database, opts: { slug: string; userId?: string | null }): Promise<QuizPage> {
  const { course } = await getCourse(db, opts.slug, opts.userId);
  const { quiz, lang } = quizOf(opts.slug);
  const row = await courseBySlug(db, opts.slug);
  const questions = shuffled(quiz.questions).map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: shuffled(q.options.map((text, index) => ({ index, text }))),
  }));
  if (!opts.userId) return { course, lang, questions, pass_percent: QUIZ_PASS_PERCENT };
  const status = await quizStatus(db, opts.userId, row.id);
  return { course, lang, questions, pass_percent: QUIZ_PASS_PERCENT, status, lessons_left: Math.max(0, course.lessons_count - (course.completed_lessons ?? 0)) };
}

/**
 * Grades `answers` (question id → chosen option indices) against `quiz`: a question is right when exactly its answer
 * set is chosen. Throws 400 `quizIncomplete` when a question is unanswered or an index is out of range. The score is
 * the percentage of right questions, rounded down; passed at QUIZ_PASS_PERCENT or more.
 */
export function gradeQuiz(quiz: QuizFile, answers: QuizAnswers): { score_percent: number; passed: boolean; correct_count: number; graded: GradedQuestion[] } {
  const graded = quiz.questions.map((q) => {
    const chosen = [...new Set(answers[q.id] ?? [])].sort((a, b) => a - b);
    if (!chosen.length || chosen.some((i) => i >= q.options.length) || (q.kind === 'single' && chosen.length !== 1)) {
      throw new AppError('bad_request', learningMessages.quizIncomplete);
    }
    const correct = [...q.answer].sort((a, b) => a - b);
    const right = chosen.length === correct.length && chosen.every((v, i) => v === correct[i]);
    return { id: q.id, kind: q.kind, prompt: q.prompt, options: q.options.map((text, index) => ({ index, text })), chosen, correct, right, explanation: q.explanation };
  });
  const correct_count = graded.filter((g) => g.right).length;
  const score_percent = Math.floor((correct_count * 100) / graded.length);
  return { score_percent, passed: score_percent >= QUIZ_PASS_PERCENT, correct_count, graded };
}

/**
 * Grades and records one quiz attempt (enrolled users only, 403 otherwise; 400 when incomplete). A pass
 * issues the certificate when every lesson is also complete.
 */
export async function submitQuiz(db: Database, opts: { userId: string; slug: string; answers: QuizAnswers; publicUrl: string; notifier?: Notifier }): Promise<QuizResult> {
  const course = await courseBySlug(db, opts.slug);
  await requireEnrolment(db, opts.userId, course.id);
  const { quiz, lang } = quizOf(opts.slug);
  const result = gradeQuiz(quiz, opts.answers);
  await db.insert(quizAttempts).values({
    user_id: opts.userId,
    course_id: course.id,
    score_percent: result.score_percent,
    passed: result.passed,
    answers: Object.fromEntries(result.graded.map((g) => [g.id, g.chosen])),
  });
  const { total, done } = await lessonProgress(db, opts.userId, course.id);
  const certificate = result.passed ? await issueCertificateIfEarned(db, { userId: opts.userId, course, publicUrl: opts.publicUrl, notifier: opts.notifier }) : null;
  return {
    score_percent: result.score_percent,
    passed: result.passed,
    correct_count: result.correct_count,
    total: result.graded.length,
    lang,
    questions: result.graded,
    lessons_left: Math.max(0, total - done),
    certificate,
  };
}

/**
 * For each course this user is enrolled in: the first lesson not completed (position and title), and whether the
 * quiz was passed.
 */
async function nextSteps(db: Database, userId: string): Promise<Map<string, { next: LessonRef | null; quizPassed: boolean }>> {
  const [open, passed] = await Promise.all([
    db
      .select({ course_id: courseLessons.course_id, slug: courses.slug, position: courseLessons.position, title: courseLessons.title, summary: courseLessons.summary })
      .from(courseLessons)
      .innerJoin(courseEnrollments, and(eq(courseEnrollments.course_id, courseLessons.course_id), eq(courseEnrollments.user_id, userId)))
      .innerJoin(courses, eq(courses.id, courseLessons.course_id))
      .leftJoin(lessonCompletions, and(eq(lessonCompletions.lesson_id, courseLessons.id), eq(lessonCompletions.user_id, userId)))
      .where(isNull(lessonCompletions.lesson_id))
      .orderBy(asc(courseLessons.position)),
    db.selectDistinct({ course_id: quizAttempts.course_id }).from(quizAttempts).where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.passed, true))),
  ]);
  const out = new Map<string, { next: LessonRef | null; quizPassed: boolean }>();
  const passedIds = new Set(passed.map((p) => p.course_id));
  for (const row of open) {
    if (out.has(row.course_id)) continue;
    const { title, lang } = lessonWords(row.slug, row);
    out.set(row.course_id, { next: { position: row.position, title, lang }, quizPassed: passedIds.has(row.course_id) });
  }
  for (const id of passedIds) if (!out.has(id)) out.set(id, { next: null, quizPassed: true });
  return out;
}

export async function myLearning(db: Database, opts: { userId: string; publicUrl: string }): Promise<MyLearning> {
  const [all, mine, certs, steps] = await Promise.all([
    listCourses(db, opts.userId),
    myProgress(db, opts.userId),
    db.select().from(certificates).where(eq(certificates.user_id, opts.userId)).orderBy(asc(certificates.issued_at)),
    nextSteps(db, opts.userId),
  ]);
  return {
    enrollments: all
      .filter((c) => c.enrolled)
      .map((course) => ({
        course,
        completed_lessons: course.completed_lessons ?? 0,
        lessons_count: course.lessons_count,
        completed_at: mine.get(course.id)?.completed_at?.toISOString() ?? null,
        next_lesson: steps.get(course.id)?.next ?? null,
        quiz_passed: steps.get(course.id)?.quizPassed ?? false,
      })),
    certificates: certs.map((c) => toCertificate(c, opts.publicUrl)),
  };
}

/** Public verification: valid or not, and only the holder's name, the course and the date. */
export async function verifyCertificate(db: Database, id: string): Promise<CertificateVerification> {
  const [c] = /^CP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(id) ? await db.select().from(certificates).where(eq(certificates.id, id)) : [];
  if (!c) return { valid: false, id };
  return { valid: true, id: c.id, holder_name: c.holder_name, course_title: c.course_title, issued_at: c.issued_at.toISOString(), score_percent: c.score_percent };
}

/** The holder's own certificate row; 404 for anyone else (a certificate id is not a secret, the PDF is the holder's). */
/**
 * The signed-in person's certificate `id`, with the language they chose (`holder_locale`, for its PDF).
 * @throws AppError not_found when it does not exist or is someone else's
 */
export async function ownCertificate(db: Database, opts: { userId: string; id: string }) {
  const [row] = await db
    .select({ certificate: certificates, holder_locale: users.locale })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.user_id))
    .where(and(eq(certificates.id, opts.id), eq(certificates.user_id, opts.userId)));
  if (!row) throw new AppError('not_found', learningMessages.certificateNotFound);
  return { ...row.certificate, holder_locale: localeOf(row.holder_locale) };
}

export interface LearningServiceDeps {
  db: Database;
  /** The site's origin, for certificates' verification links. */
  publicUrl: string;
  /** Tells the learner of an issued certificate (absent in tests that build the service alone). */
  notifier?: Notifier;
}

/**
 * Builds the learning service. Every operation takes the acting person (`actor`, null for a visitor):
 * - anyone: `courses`, `course`, `lesson`, `quiz` (richer for a signed-in viewer: enrolment, progress, standing),
 *   `verify` (a certificate ID's public details); an unknown course or lesson is 404;
 * - the signed-in person (401 for a visitor): `enroll` (one enrolment per course: `newly` false when they already
 *   were), `completeLesson` and `submitQuiz` (403 learningMessages.enrolFirst unless enrolled), `mine`, and
 *   `certificate` (their own only: 404 for anyone else's).
 * `submitQuiz` checks the answers with the API's `quizAnswersSchema` (at most 50 answers, each at most 10 options:
 * 400 'Too many answers.'), and 400 when a question is unanswered; a pass (70%) with every lesson complete issues
 * the certificate.
 */
export function createLearningService(deps: LearningServiceDeps) {
  const { db, publicUrl, notifier } = deps;
  return {
    /** The catalogue; for a signed-in viewer each course says whether they are enrolled and how far they are. */
    courses: ({ actor }: { actor: Actor }): Promise<Course[]> => listCourses(db, actor?.id),

    /**
     * The courses a goal leads to (course-goals.ts), best first, leaving out those the viewer is already taking or
     * finished: `[{ slug, title, lang, matched }]` (a translated course named in the request's language), empty for a
     * goal no course serves.
     */
    async forGoal({ actor, goal, limit = 3 }: { actor: Actor; goal: string; limit?: number }): Promise<GoalCourse[]> {
      const taken = actor ? (await db.select({ slug: courses.slug }).from(courseEnrollments).innerJoin(courses, eq(courses.id, courseEnrollments.course_id)).where(eq(courseEnrollments.user_id, actor.id))).map((r) => r.slug) : [];
      return coursesForGoal(goal, { limit, exclude: taken, locale: currentLocale() });
    },

    /** One course with its lessons (which the viewer completed). 404 when there is no such course. */
    course: ({ actor, slug }: { actor: Actor; slug: string }): Promise<CourseWithLessons> => getCourse(db, slug, actor?.id),

    /** Records a solved SQL exercise of a lesson (see `solveExercise`) → how many of the lesson's are still open. */
    solveExercise: ({ actor, slug, lessonId, exerciseId, input }: { actor: Actor; slug: string; lessonId: string; exerciseId: string; input: unknown }) =>
      solveExercise(db, { userId: signedIn(actor).id, slug, lessonId, exerciseId, input }),

    /**
     * Checks a formula for a spreadsheet exercise (see `checkFormula`), for anyone; saved for an enrolled learner →
     * right or not, the value it gives, what to say, and how many of the lesson's exercises are left.
     */
    checkFormula: ({ actor, slug, lessonId, exerciseId, input }: { actor: Actor; slug: string; lessonId: string; exerciseId: string; input: unknown }) =>
      checkFormula(db, { userId: actor?.id ?? null, slug, lessonId, exerciseId, input }),

    /** A course's SQL practice dataset (the tables its exercises query), or 404 when it has none. */
    exerciseDataset({ slug }: { slug: string }): string {
      const dataset = /^[a-z0-9-]{1,100}$/.test(slug) ? courseExercises(slug)?.dataset : null;
      if (!dataset) throw new AppError('not_found', learningMessages.noExercises);
      return dataset;
    },

    /** One lesson's page, `position` from 1. 404 when there is none. */
    lesson: ({ actor, slug, position }: { actor: Actor; slug: string; position: number }): Promise<LessonPage> => getLesson(db, { slug, position, userId: actor?.id }),

    /** The course's quiz, reshuffled, without answers. 404 when the course has none. */
    quiz: ({ actor, slug }: { actor: Actor; slug: string }): Promise<QuizPage> => getQuiz(db, { slug, userId: actor?.id }),

    /** Enrols the person (see the rules above) → the course's title and whether this enrolled them. */
    enroll: ({ actor, slug }: { actor: Actor; slug: string }) => enroll(db, { userId: signedIn(actor).id, slug }),

    /** Marks a lesson complete (idempotent) → the course's progress, and the certificate once it is earned. */
    completeLesson: ({ actor, slug, lessonId }: { actor: Actor; slug: string; lessonId: string }): Promise<LessonCompletion> =>
      completeLesson(db, { userId: signedIn(actor).id, slug, lessonId: parseInput(lessonIdSchema, lessonId), publicUrl, notifier }),

    /** Grades and records one quiz attempt (see the rules above). */
    submitQuiz({ actor, slug, answers }: { actor: Actor; slug: string; answers: QuizAnswers }): Promise<QuizResult> {
      const { id: userId } = signedIn(actor);
      const checked = parseInput(quizAnswersSchema, { answers }).answers;
      return submitQuiz(db, { userId, slug, answers: checked, publicUrl, notifier });
    },

    /** The person's enrolments with their progress, and their certificates. */
    mine: ({ actor }: { actor: Actor }): Promise<MyLearning> => myLearning(db, { userId: signedIn(actor).id, publicUrl }),

    /** Whether a certificate ID is real, with only its holder, course and date. */
    verify: (id: string): Promise<CertificateVerification> => verifyCertificate(db, id),

    /** The person's own certificate row (for its PDF); 404 for anyone else's. */
    certificate: ({ actor, id }: { actor: Actor; id: string }) => ownCertificate(db, { userId: signedIn(actor).id, id }),
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
