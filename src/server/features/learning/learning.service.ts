/**
 * Courses, enrolment, lesson progress and certificates (issue 7). Completing the last lesson issues one
 * certificate per user and course (a unique index decides it, so double clicks cannot issue two).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Certificate, CertificateVerification, Course, CourseWithLessons, LessonCompletion, MyLearning } from '~/shared/learning';
import type { Database } from '../../db';
import { certificates, courseEnrollments, courseLessons, courses, lessonCompletions, quizAttempts, users } from '../../db/schema';
import { AppError } from '../../errors';

type CourseRow = typeof courses.$inferSelect;

const toCourse = (r: CourseRow, lessonsCount: number, mine?: { enrolled: boolean; completed: number }): Course => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  level: r.level as Course['level'],
  duration: r.duration,
  rating: Number(r.rating),
  students: r.base_students + r.enrolled_count,
  topics: r.topics,
  lessons_count: lessonsCount,
  ...(mine ? { enrolled: mine.enrolled, completed_lessons: mine.completed } : {}),
});

async function lessonCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: courseLessons.course_id, n: count() }).from(courseLessons).groupBy(courseLessons.course_id);
  return new Map(rows.map((r) => [r.id, r.n]));
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
  return rows.map((r) => toCourse(r, counts.get(r.id) ?? 0, mine ? (mine.get(r.id) ?? { enrolled: false, completed: 0 }) : undefined));
}

async function courseBySlug(db: Database, slug: string): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug));
  if (!row) throw new AppError('not_found', 'This course does not exist.');
  return row;
}

export async function getCourse(db: Database, slug: string, userId?: string | null): Promise<CourseWithLessons> {
  const row = await courseBySlug(db, slug);
  const lessons = await db.select().from(courseLessons).where(eq(courseLessons.course_id, row.id)).orderBy(asc(courseLessons.position));
  let done = new Set<string>();
  let enrolled = false;
  if (userId) {
    const [e] = await db.select().from(courseEnrollments).where(and(eq(courseEnrollments.user_id, userId), eq(courseEnrollments.course_id, row.id)));
    enrolled = !!e;
    const ids = lessons.map((l) => l.id);
    if (ids.length) {
      const rows = await db.select({ id: lessonCompletions.lesson_id }).from(lessonCompletions).where(and(eq(lessonCompletions.user_id, userId), inArray(lessonCompletions.lesson_id, ids)));
      done = new Set(rows.map((r) => r.id));
    }
  }
  return {
    course: toCourse(row, lessons.length, userId ? { enrolled, completed: done.size } : undefined),
    lessons: lessons.map((l) => ({ id: l.id, position: l.position, title: l.title, summary: l.summary, duration_minutes: l.duration_minutes, ...(userId ? { completed: done.has(l.id) } : {}) })),
  };
}

/** Enrols a user; the course's enrolled_count rises by SQL increment in the same transaction. 409 if enrolled. */
export async function enroll(db: Database, opts: { userId: string; slug: string }): Promise<void> {
  const course = await courseBySlug(db, opts.slug);
  await db.transaction(async (tx) => {
    const rows = await tx.insert(courseEnrollments).values({ user_id: opts.userId, course_id: course.id }).onConflictDoNothing().returning();
    if (!rows.length) throw new AppError('conflict', 'You are already enrolled in this course.');
    await tx.update(courses).set({ enrolled_count: sql`${courses.enrolled_count} + 1` }).where(eq(courses.id, course.id));
  });
}

const certificateId = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `CP-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
};

export const verificationUrl = (publicUrl: string, id: string) => `${publicUrl}/certificates/verify/${id}`;

/**
 * Marks a lesson complete (idempotent). When every lesson of the course is complete, the enrolment is marked
 * completed and a certificate issued once. 403 when not enrolled, 404 for an unknown lesson.
 */
export async function completeLesson(db: Database, opts: { userId: string; slug: string; lessonId: string; publicUrl: string }): Promise<LessonCompletion> {
  const course = await courseBySlug(db, opts.slug);
  const [lesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.id, opts.lessonId), eq(courseLessons.course_id, course.id)));
  if (!lesson) throw new AppError('not_found', 'This lesson does not exist.');
  const [enrolment] = await db.select().from(courseEnrollments).where(and(eq(courseEnrollments.user_id, opts.userId), eq(courseEnrollments.course_id, course.id)));
  if (!enrolment) throw new AppError('forbidden', 'Enrol in the course first.');
  await db.insert(lessonCompletions).values({ user_id: opts.userId, lesson_id: lesson.id }).onConflictDoNothing();
  const [{ total }] = await db.select({ total: count() }).from(courseLessons).where(eq(courseLessons.course_id, course.id));
  const [{ done }] = await db
    .select({ done: count() })
    .from(lessonCompletions)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lesson_id))
    .where(and(eq(lessonCompletions.user_id, opts.userId), eq(courseLessons.course_id, course.id)));
  let certificate: Certificate | null = null;
  if (done >= total) {
    const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, opts.userId));
    await db
      .update(courseEnrollments)
      .set({ completed_at: sql`coalesce(${courseEnrollments.completed_at}, now())` })
      .where(and(eq(courseEnrollments.user_id, opts.userId), eq(courseEnrollments.course_id, course.id)));
    await db.insert(certificates).values({ id: certificateId(), user_id: opts.userId, course_id: course.id, holder_name: u?.name || 'ChangePath learner', course_title: course.title }).onConflictDoNothing();
    const [c] = await db.select().from(certificates).where(and(eq(certificates.user_id, opts.userId), eq(certificates.course_id, course.id)));
    certificate = { id: c.id, course_title: c.course_title, holder_name: c.holder_name, issued_at: c.issued_at.toISOString(), verification_url: verificationUrl(opts.publicUrl, c.id) };
  }
  return { completed_lessons: done, course_completed: done >= total, certificate };
}

/**
 * For each course this user is enrolled in: the first lesson not completed (position and title), and whether the
 * quiz was passed.
 */
async function nextSteps(db: Database, userId: string): Promise<Map<string, { next: { position: number; title: string } | null; quizPassed: boolean }>> {
  const [open, passed] = await Promise.all([
    db
      .select({ course_id: courseLessons.course_id, position: courseLessons.position, title: courseLessons.title })
      .from(courseLessons)
      .innerJoin(courseEnrollments, and(eq(courseEnrollments.course_id, courseLessons.course_id), eq(courseEnrollments.user_id, userId)))
      .leftJoin(lessonCompletions, and(eq(lessonCompletions.lesson_id, courseLessons.id), eq(lessonCompletions.user_id, userId)))
      .where(isNull(lessonCompletions.lesson_id))
      .orderBy(asc(courseLessons.position)),
    db.selectDistinct({ course_id: quizAttempts.course_id }).from(quizAttempts).where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.passed, true))),
  ]);
  const out = new Map<string, { next: { position: number; title: string } | null; quizPassed: boolean }>();
  const passedIds = new Set(passed.map((p) => p.course_id));
  for (const row of open) if (!out.has(row.course_id)) out.set(row.course_id, { next: { position: row.position, title: row.title }, quizPassed: passedIds.has(row.course_id) });
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
    certificates: certs.map((c) => ({ id: c.id, course_title: c.course_title, holder_name: c.holder_name, issued_at: c.issued_at.toISOString(), verification_url: verificationUrl(opts.publicUrl, c.id) })),
  };
}

/** Public verification: valid or not, and only the holder's name, the course and the date. */
export async function verifyCertificate(db: Database, id: string): Promise<CertificateVerification> {
  const [c] = /^CP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(id) ? await db.select().from(certificates).where(eq(certificates.id, id)) : [];
  if (!c) return { valid: false, id };
  return { valid: true, id: c.id, holder_name: c.holder_name, course_title: c.course_title, issued_at: c.issued_at.toISOString() };
}

/** The holder's own certificate row; 404 for anyone else (a certificate id is not a secret, the PDF is the holder's). */
export async function ownCertificate(db: Database, opts: { userId: string; id: string }) {
  const [c] = await db.select().from(certificates).where(and(eq(certificates.id, opts.id), eq(certificates.user_id, opts.userId)));
  if (!c) throw new AppError('not_found', 'This certificate does not exist.');
  return c;
}
