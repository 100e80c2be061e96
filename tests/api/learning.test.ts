/**
 * Learning API (issue 7 "Tests": enrol, complete, certificate issued once; verify page for a real and a forged
 * id; spec §2.6 Certificates, §2.11 Courses, §9 course figures): the six courses with the spec's figures and real
 * enrolments added; course pages; enrolment; lesson completion; one certificate per user and course, also when
 * the last lesson is completed twice or many times at once; the learner's dashboard data; public verification
 * that shows nothing else about the holder; the holder-only PDF, whose text is read back with unpdf. Issue 23: a
 * lesson's page with its Markdown; the graded quiz (answers never sent, reshuffled, 70% to pass, retakes), and no
 * certificate without every lesson complete and the quiz passed, in either order; certificates from before quizzes
 * stay valid and say so.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  certificates,
  courseEnrollments,
  courses,
  lessonCompletions,
} from "~/server/db/schema";
import { readCourseContent } from "~/server/features/learning/course-content";
import { QUIZ_PASS_PERCENT } from "~/shared/learning";
import { SPEC_COURSES, pdfText, renameUser } from "../support/learning";
import { type QuickUser, quickUser } from "../support/talks";
import {
  TEST_PUBLIC_URL,
  describeEachDatabase,
  request,
  requestJson,
  useTestRuntime,
} from "../support/test-app";

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

interface CourseBody {
  id: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  duration: string;
  rating: number;
  students: number;
  topics: string[];
  lessons_count: number;
  enrolled?: boolean;
  completed_lessons?: number;
}
interface LessonBody {
  id: string;
  position: number;
  title: string;
  summary: string;
  duration_minutes: number;
  completed?: boolean;
}

describeEachDatabase("learning API", (kind) => {
  const t = useTestRuntime(kind, { seed: false });
  let slugs: Record<string, string> = {};

  beforeAll(async () => {
    const res = await requestJson(t.rt, "/api/courses");
    slugs = Object.fromEntries(
      (res.body.courses as CourseBody[]).map((c) => [c.title, c.slug]),
    );
  });

  const listCourses = async (cookie?: string) => {
    const res = await requestJson(t.rt, "/api/courses", { cookie });
    expect(res.status).toBe(200);
    return res.body.courses as CourseBody[];
  };
  const courseDetail = async (slug: string, cookie?: string) => {
    const res = await requestJson(t.rt, `/api/courses/${slug}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { course: CourseBody; lessons: LessonBody[]; quiz?: { passed: boolean; best_percent: number | null; attempts: number } };
  };
  const enrol = (slug: string, cookie?: string) =>
    requestJson(t.rt, `/api/courses/${slug}/enrollment`, {
      method: "POST",
      cookie,
    });
  const complete = (slug: string, lessonId: string, cookie?: string) =>
    requestJson(t.rt, `/api/courses/${slug}/lessons/${lessonId}/completion`, {
      method: "POST",
      cookie,
    });
  /** The quiz's right answers (question id → option indices), read from the course's quiz file. */
  const rightAnswers = (slug: string) =>
    Object.fromEntries(readCourseContent(slug).quiz.questions.map((q) => [q.id, q.answer]));
  /** Answers with the first `wrong` questions answered wrongly (a single choice moved one option on). */
  const answersWithWrong = (slug: string, wrong: number) =>
    Object.fromEntries(
      readCourseContent(slug).quiz.questions.map((q, i) => [
        q.id,
        i < wrong ? [(q.answer[0] + 1) % q.options.length] : q.answer,
      ]),
    );
  const submitQuiz = (slug: string, answers: Record<string, number[]>, cookie?: string) =>
    requestJson(t.rt, `/api/courses/${slug}/quiz/attempts`, { json: { answers }, cookie });
  const enrolmentRows = async (courseId: string) =>
    (
      await t.rt.database.db
        .select({ n: count() })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.course_id, courseId))
    )[0].n;
  const certificateRows = async (userId: string, courseId: string) =>
    t.rt.database.db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.user_id, userId),
          eq(certificates.course_id, courseId),
        ),
      );

  /** A user enrolled in `slug` with every lesson but the last `leave` completed; returns the user and lessons. */
  const almostDone = async (slug: string, leave = 1, label = "learner") => {
    const me = await quickUser(t.rt, label);
    expect((await enrol(slug, me.cookie)).status).toBe(201);
    const { lessons } = await courseDetail(slug, me.cookie);
    for (const [i, l] of lessons.slice(0, lessons.length - leave).entries()) {
      const res = await complete(slug, l.id, me.cookie);
      expect(res.status).toBe(200);
      expect(res.body.completed_lessons).toBe(i + 1);
      if (i + 1 < lessons.length) expect(res.body.certificate).toBeNull();
    }
    return { me, lessons };
  };

  // --- Catalogue ----------------------------------------------------------------------------------------------

  it("lists the six courses of spec §9 with their level, duration, rating and students (spec figure + real enrolments), then the career courses", async () => {
    const list = await listCourses();
    expect(list.length).toBeGreaterThanOrEqual(17);
    expect(list.slice(0, 6).map((c) => c.title)).toEqual(SPEC_COURSES.map((c) => c.title));
    // The career courses are new: no rating yet, and only real enrolments counted.
    for (const c of list.slice(6)) {
      expect(c.rating, c.title).toBeNull();
      expect(c.students, c.title).toBe(await enrolmentRows(c.id));
      expect(c.lessons_count, c.title).toBeGreaterThanOrEqual(5);
    }
    for (const [i, spec] of SPEC_COURSES.entries()) {
      const c = list[i];
      expect(c.level, c.title).toBe(spec.level);
      expect(c.duration, c.title).toBe(spec.duration);
      expect(c.rating, c.title).toBe(spec.rating);
      // Other tests in this file enrol people; the figure is the spec's plus exactly the enrolment rows.
      expect(c.students, c.title).toBe(
        spec.students + (await enrolmentRows(c.id)),
      );
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.description.length, c.title).toBeGreaterThan(20);
      expect(c.topics.length, c.title).toBeGreaterThanOrEqual(3);
      expect(c.lessons_count, c.title).toBeGreaterThanOrEqual(4);
      // Visitors get no personal fields.
      expect(c).not.toHaveProperty("enrolled");
      expect(c).not.toHaveProperty("completed_lessons");
    }
    expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
  });

  it("raises a course's student count by one per real enrolment, for everyone who looks", async () => {
    const slug = slugs["Legal Essentials for Startups"];
    const before = (await listCourses()).find((c) => c.slug === slug)!.students;
    const [a, b] = [
      await quickUser(t.rt, "count-a"),
      await quickUser(t.rt, "count-b"),
    ];
    expect((await enrol(slug, a.cookie)).status).toBe(201);
    expect((await listCourses()).find((c) => c.slug === slug)!.students).toBe(
      before + 1,
    );
    expect((await enrol(slug, b.cookie)).status).toBe(201);
    expect((await courseDetail(slug)).course.students).toBe(before + 2);
    // A refused second enrolment changes nothing.
    expect((await enrol(slug, a.cookie)).status).toBe(409);
    expect(
      (await listCourses(b.cookie)).find((c) => c.slug === slug)!.students,
    ).toBe(before + 2);
    const [row] = await t.rt.database.db
      .select()
      .from(courses)
      .where(eq(courses.slug, slug));
    expect(row.base_students + row.enrolled_count).toBe(before + 2);
    expect(row.enrolled_count).toBe(await enrolmentRows(row.id));
  });

  it("shows a course page with its ordered lessons, and the signed-in learner's progress", async () => {
    const slug = slugs["Financial Planning for Startups"];
    const visitor = await courseDetail(slug);
    expect(visitor.course.title).toBe("Financial Planning for Startups");
    expect(visitor.course.level).toBe("Intermediate");
    expect(visitor.course).not.toHaveProperty("enrolled");
    expect(visitor.lessons).toHaveLength(visitor.course.lessons_count);
    expect(visitor.lessons.map((l) => l.position)).toEqual(
      visitor.lessons.map((_, i) => i + 1),
    );
    for (const l of visitor.lessons) {
      expect(l.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(l.title.length).toBeGreaterThan(3);
      expect(l.summary.length).toBeGreaterThan(10);
      expect(l.duration_minutes).toBeGreaterThan(0);
      expect(l).not.toHaveProperty("completed");
    }
    expect(visitor.lessons[0].title).toBe("Unit economics");

    const me = await quickUser(t.rt, "detail");
    const before = await courseDetail(slug, me.cookie);
    expect(before.course).toMatchObject({
      enrolled: false,
      completed_lessons: 0,
    });
    expect(before.lessons.every((l) => l.completed === false)).toBe(true);

    expect((await enrol(slug, me.cookie)).status).toBe(201);
    expect((await complete(slug, before.lessons[1].id, me.cookie)).status).toBe(
      200,
    );
    const after = await courseDetail(slug, me.cookie);
    expect(after.course).toMatchObject({
      enrolled: true,
      completed_lessons: 1,
    });
    expect(after.lessons.map((l) => l.completed)).toEqual(
      after.lessons.map((_, i) => i === 1),
    );
    const listed = (await listCourses(me.cookie)).find((c) => c.slug === slug)!;
    expect(listed).toMatchObject({ enrolled: true, completed_lessons: 1 });
    expect(
      (await listCourses(me.cookie)).filter((c) => c.enrolled),
    ).toHaveLength(1);
  });

  it("answers 400 to malformed slugs and lesson ids, and 404 to unknown courses", async () => {
    const me = await quickUser(t.rt, "bad-slugs");
    for (const bad of [
      "Bad_Slug",
      "UPPER",
      "dots.in.slug",
      `${"a".repeat(101)}`,
    ]) {
      const res = await requestJson(t.rt, `/api/courses/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
      expect((await enrol(bad, me.cookie)).status, bad).toBe(400);
    }
    const unknown = await requestJson(t.rt, "/api/courses/no-such-course");
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect((await enrol("no-such-course", me.cookie)).status).toBe(404);
    expect(
      (await complete("no-such-course", UNKNOWN_UUID, me.cookie)).status,
    ).toBe(404);
    const slug = slugs["Market Research Fundamentals"];
    expect((await complete(slug, "not-a-uuid", me.cookie)).status).toBe(400);
    expect((await complete("Bad_Slug", UNKNOWN_UUID, me.cookie)).status).toBe(
      400,
    );
  });

  // --- Enrolment and progress ---------------------------------------------------------------------------------

  it("enrols a signed-in user (201), refuses visitors (401) and a second enrolment (409)", async () => {
    const slug = slugs["Digital Marketing for Entrepreneurs"];
    const visitor = await enrol(slug);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe("unauthorized");

    const me = await quickUser(t.rt, "enrol");
    const first = await enrol(slug, me.cookie);
    expect(first).toMatchObject({ status: 201, body: { enrolled: true } });
    const again = await enrol(slug, me.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ requestId: expect.any(String),
      code: "conflict",
      message: "You are already enrolled in this course.",
    });
    const rows = await t.rt.database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.user_id, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].completed_at).toBeNull();
  });

  it("enrols once when the same user asks many times at once (one 201, the rest 409, the count rises by one)", async () => {
    const slug = slugs["Scaling Your Startup"];
    const [before] = await t.rt.database.db
      .select()
      .from(courses)
      .where(eq(courses.slug, slug));
    const me = await quickUser(t.rt, "enrol-race");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => enrol(slug, me.cookie)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const [after] = await t.rt.database.db
      .select()
      .from(courses)
      .where(eq(courses.slug, slug));
    expect(after.enrolled_count).toBe(before.enrolled_count + 1);
    expect(after.enrolled_count).toBe(await enrolmentRows(after.id));
  });

  it("completes lessons only for enrolled learners (403), only lessons of that course (404), idempotently", async () => {
    const slug = slugs["Market Research Fundamentals"];
    const other = slugs["Scaling Your Startup"];
    const me = await quickUser(t.rt, "complete");
    const { lessons } = await courseDetail(slug);
    const { lessons: foreign } = await courseDetail(other);

    expect((await complete(slug, lessons[0].id)).status).toBe(401);
    const notEnrolled = await complete(slug, lessons[0].id, me.cookie);
    expect(notEnrolled).toMatchObject({
      status: 403,
      body: {
        error: { code: "forbidden", message: "Enrol in the course first." },
      },
    });

    expect((await enrol(slug, me.cookie)).status).toBe(201);
    const foreignLesson = await complete(slug, foreign[0].id, me.cookie);
    expect(foreignLesson).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect((await complete(slug, UNKNOWN_UUID, me.cookie)).status).toBe(404);

    const first = await complete(slug, lessons[0].id, me.cookie);
    expect(first).toMatchObject({
      status: 200,
      body: {
        completed_lessons: 1,
        course_completed: false,
        certificate: null,
      },
    });
    const again = await complete(slug, lessons[0].id, me.cookie);
    expect(again).toMatchObject({
      status: 200,
      body: {
        completed_lessons: 1,
        course_completed: false,
        certificate: null,
      },
    });
    const second = await complete(slug, lessons[2].id, me.cookie);
    expect(second.body.completed_lessons).toBe(2);

    const rows = await t.rt.database.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.user_id, me.id));
    expect(rows.map((r) => r.lesson_id).sort()).toEqual(
      [lessons[0].id, lessons[2].id].sort(),
    );
    // Nothing was recorded for the foreign course.
    expect(rows.some((r) => r.lesson_id === foreign[0].id)).toBe(false);
  });

  // --- Certificates -------------------------------------------------------------------------------------------

  it("issues no certificate for lessons alone: the quiz must be passed, and then exactly one is issued", async () => {
    const slug = slugs["Product Development & MVP"];
    const { me, lessons } = await almostDone(slug, 1, "finisher");
    const courseId = (await courseDetail(slug)).course.id;

    const last = await complete(slug, lessons.at(-1)!.id, me.cookie);
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ completed_lessons: lessons.length, course_completed: true, quiz_passed: false, certificate: null });
    expect(await certificateRows(me.id, courseId)).toHaveLength(0);

    // Failing (60%: 4 of 10 wrong) issues nothing and says what was right, with every explanation.
    const failed = await submitQuiz(slug, answersWithWrong(slug, 4), me.cookie);
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ score_percent: 60, passed: false, correct_count: 6, total: 10, lessons_left: 0, certificate: null });
    expect(failed.body.questions.every((q: { explanation: string }) => q.explanation.length > 0)).toBe(true);
    expect(failed.body.questions.filter((q: { right: boolean }) => !q.right)).toHaveLength(4);
    expect(await certificateRows(me.id, courseId)).toHaveLength(0);

    // 70% passes (3 wrong): the certificate records the score.
    const passed = await submitQuiz(slug, answersWithWrong(slug, 3), me.cookie);
    expect(passed.body).toMatchObject({ score_percent: QUIZ_PASS_PERCENT, passed: true, lessons_left: 0 });
    const cert = passed.body.certificate;
    expect(cert.id).toMatch(/^CP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(cert).toMatchObject({
      course_title: "Product Development & MVP",
      holder_name: me.name,
      score_percent: 70,
      verification_url: `${TEST_PUBLIC_URL}/certificates/verify/${cert.id}`,
    });
    expect(Math.abs(Date.parse(cert.issued_at) - Date.now())).toBeLessThan(60_000);

    // A better retake keeps the one certificate; completing a lesson again returns it too.
    const retake = await submitQuiz(slug, rightAnswers(slug), me.cookie);
    expect(retake.body).toMatchObject({ score_percent: 100, passed: true });
    expect(retake.body.certificate.id).toBe(cert.id);
    expect((await complete(slug, lessons[0].id, me.cookie)).body.certificate.id).toBe(cert.id);
    const rows = await certificateRows(me.id, courseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: cert.id, score_percent: 70 });
    const [enrolment] = await t.rt.database.db.select().from(courseEnrollments).where(eq(courseEnrollments.user_id, me.id));
    expect(enrolment.completed_at).toBeInstanceOf(Date);
  });

  it("issues the certificate when the last lesson is completed after the quiz was passed", async () => {
    const slug = slugs["Digital Marketing for Entrepreneurs"];
    const { me, lessons } = await almostDone(slug, 2, "quiz-first");
    const early = await submitQuiz(slug, rightAnswers(slug), me.cookie);
    expect(early.body).toMatchObject({ score_percent: 100, passed: true, lessons_left: 2, certificate: null });
    expect((await complete(slug, lessons.at(-2)!.id, me.cookie)).body).toMatchObject({ quiz_passed: true, certificate: null });
    const last = await complete(slug, lessons.at(-1)!.id, me.cookie);
    expect(last.body).toMatchObject({ course_completed: true, quiz_passed: true, certificate: { score_percent: 100, course_title: "Digital Marketing for Entrepreneurs" } });
    expect((await courseDetail(slug, me.cookie)).quiz).toEqual({ passed: true, best_percent: 100, attempts: 1 });
  });

  it("serves the quiz without its answers, reshuffled, and grades only enrolled learners' complete answers", async () => {
    const slug = slugs["Legal Essentials for Startups"];
    const file = readCourseContent(slug).quiz;
    const orders = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await requestJson(t.rt, `/api/courses/${slug}/quiz`);
      expect(res.status).toBe(200);
      expect(res.body.pass_percent).toBe(70);
      expect(res.body.status).toBeUndefined();
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('"answer"');
      expect(text).not.toContain(file.questions[0].explanation);
      expect(res.body.questions.map((q: { id: string }) => q.id).sort()).toEqual(file.questions.map((q) => q.id).sort());
      orders.add(res.body.questions.map((q: { id: string; options: Array<{ index: number }> }) => q.id + q.options.map((o) => o.index).join("")).join(","));
    }
    expect(orders.size).toBeGreaterThan(1);

    expect((await submitQuiz(slug, rightAnswers(slug))).status).toBe(401);
    const me = await quickUser(t.rt, "quiz-taker");
    expect((await submitQuiz(slug, rightAnswers(slug), me.cookie)).status).toBe(403);
    expect((await enrol(slug, me.cookie)).status).toBe(201);
    const incomplete = Object.fromEntries(Object.entries(rightAnswers(slug)).slice(1));
    expect(await submitQuiz(slug, incomplete, me.cookie)).toMatchObject({ status: 400, body: { error: { message: "Please answer every question." } } });
    const single = file.questions.find((q) => q.kind === "single")!;
    expect((await submitQuiz(slug, { ...rightAnswers(slug), [single.id]: [0, 1] }, me.cookie)).status).toBe(400);
    expect((await submitQuiz(slug, { ...rightAnswers(slug), [single.id]: [9] }, me.cookie)).status).toBe(400);
    expect((await requestJson(t.rt, `/api/courses/${slug}/quiz/attempts`, { json: { answers: "all" }, cookie: me.cookie })).status).toBe(400);
    expect((await requestJson(t.rt, `/api/courses/no-such-course/quiz`)).status).toBe(404);
    // A multiple-choice question is right only with exactly its options.
    const multiple = file.questions.find((q) => q.kind === "multiple")!;
    const partly = await submitQuiz(slug, { ...rightAnswers(slug), [multiple.id]: multiple.answer.slice(1) }, me.cookie);
    expect(partly.body).toMatchObject({ score_percent: 90, passed: true, lessons_left: 5, certificate: null });
  });

  it("shows a lesson with its Markdown and neighbours, 404 past the last one", async () => {
    const slug = slugs["Market Research Fundamentals"];
    const res = await requestJson(t.rt, `/api/courses/${slug}/lessons/2`);
    expect(res.status).toBe(200);
    expect(res.body.lesson).toMatchObject({ position: 2, title: "Customer interviews that tell the truth" });
    expect(res.body.body).toContain("## Worked example");
    expect(res.body.previous).toEqual({ position: 1, title: "Why research comes first", lang: "en" });
    expect(res.body.next).toMatchObject({ position: 3 });
    expect((await requestJson(t.rt, `/api/courses/${slug}/lessons/9`)).status).toBe(404);
    expect((await requestJson(t.rt, `/api/courses/${slug}/lessons/0`)).status).toBe(400);
  });

  it("serves a translated course in the language asked for (the aptitude course in Hindi), every other course in English, marked as such", async () => {
    const slug = "aptitude-for-campus-placements";
    const content = readCourseContent(slug);
    const hi = { headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" } };

    // The catalogue: the translated course's words in Hindi, the others English with lang "en"; figures alike.
    const [english, hindi] = await Promise.all([requestJson(t.rt, "/api/courses"), requestJson(t.rt, "/api/courses", hi)]);
    const pick = (body: { courses: Array<CourseBody & { lang: string; duration_minutes: number }> }, s: string) => body.courses.find((c) => c.slug === s)!;
    expect(pick(english.body, slug)).toMatchObject({ title: "Aptitude for Campus Placements", lang: "en" });
    expect(pick(hindi.body, slug)).toMatchObject({ title: "कैंपस प्लेसमेंट के लिए एप्टीट्यूड", lang: "hi", topics: expect.arrayContaining(["लॉजिकल रीज़निंग"]) });
    expect(pick(hindi.body, slug).duration_minutes).toBe(content.lessons.reduce((sum, l) => sum + l.minutes, 0));
    expect(pick(hindi.body, slug).students).toBe(pick(english.body, slug).students);
    const other = slugs["Market Research Fundamentals"];
    expect(pick(hindi.body, other)).toMatchObject({ title: "Market Research Fundamentals", lang: "en" });

    // The course page's outline, a lesson's page with its Markdown and neighbours, in Hindi.
    const detail = await requestJson(t.rt, `/api/courses/${slug}`, hi);
    expect(detail.body.lessons.map((l: LessonBody & { lang: string }) => [l.title, l.lang])).toEqual(content.lessons.map((l) => [l.translations.hi!.title, "hi"]));
    const lesson = await requestJson(t.rt, `/api/courses/${slug}/lessons/2`, hi);
    expect(lesson.body.lesson).toMatchObject({ title: content.lessons[1]!.translations.hi!.title, lang: "hi" });
    expect(lesson.body.body).toContain("## हल किया गया उदाहरण");
    expect(lesson.body.body).not.toContain("## Worked example");
    expect(lesson.body.previous).toEqual({ position: 1, title: content.lessons[0]!.translations.hi!.title, lang: "hi" });
    expect((await requestJson(t.rt, `/api/courses/${slug}/lessons/2`)).body.body).toContain("## Worked example");
    const untranslated = await requestJson(t.rt, `/api/courses/${other}/lessons/1`, hi);
    expect(untranslated.body.lesson.lang).toBe("en");
    expect(untranslated.body.body).toContain("## Worked example");

    // The quiz in Hindi, graded exactly as the English one: the same ids, answers and option indices.
    const quiz = await requestJson(t.rt, `/api/courses/${slug}/quiz`, hi);
    expect(quiz.body.lang).toBe("hi");
    const hiQuiz = content.quizTranslations.hi!;
    for (const q of quiz.body.questions as Array<{ id: string; prompt: string; options: Array<{ index: number; text: string }> }>) {
      const written = hiQuiz.questions.find((w) => w.id === q.id)!;
      expect(q.prompt).toBe(written.prompt);
      for (const o of q.options) expect(o.text).toBe(written.options[o.index]);
    }
    const me = await quickUser(t.rt, "hindi-quiz");
    expect((await enrol(slug, me.cookie)).status).toBe(201);
    const graded = await requestJson(t.rt, `/api/courses/${slug}/quiz/attempts`, { json: { answers: rightAnswers(slug) }, cookie: me.cookie, ...hi });
    expect(graded.body).toMatchObject({ score_percent: 100, passed: true, lang: "hi" });
    expect(graded.body.questions[0].explanation).toBe(hiQuiz.questions[0]!.explanation);
    const english1 = await requestJson(t.rt, `/api/courses/${slug}/quiz/attempts`, { json: { answers: rightAnswers(slug) }, cookie: me.cookie });
    expect(english1.body).toMatchObject({ score_percent: 100, lang: "en" });
    expect(english1.body.questions[0].explanation).toBe(content.quiz.questions[0]!.explanation);

    // The learner's dashboard data names the next lesson in the language asked for.
    const mine = await requestJson(t.rt, "/api/me/learning", { cookie: me.cookie, ...hi });
    const enrolment = mine.body.enrollments.find((e: { course: { slug: string } }) => e.course.slug === slug);
    expect(enrolment.course.title).toBe("कैंपस प्लेसमेंट के लिए एप्टीट्यूड");
    expect(enrolment.next_lesson).toEqual({ position: 1, title: content.lessons[0]!.translations.hi!.title, lang: "hi" });
  });

  it("keeps certificates from before quizzes valid, saying so, until the holder passes the quiz", async () => {
    const slug = slugs["Market Research Fundamentals"];
    const { me } = await almostDone(slug, 0, "early-bird");
    const courseId = (await courseDetail(slug)).course.id;
    await t.rt.database.db.insert(certificates).values({ id: "CP-OLD2-CERT-AAAA", user_id: me.id, course_id: courseId, holder_name: me.name, course_title: "Market Research Fundamentals", issued_at: new Date("2025-06-01T10:00:00Z") });
    const before = await requestJson(t.rt, "/api/certificates/CP-OLD2-CERT-AAAA/verify");
    expect(before.body).toMatchObject({ valid: true, score_percent: null });
    const passed = await submitQuiz(slug, answersWithWrong(slug, 1), me.cookie);
    expect(passed.body.certificate).toMatchObject({ id: "CP-OLD2-CERT-AAAA", score_percent: 90 });
    const after = await requestJson(t.rt, "/api/certificates/CP-OLD2-CERT-AAAA/verify");
    expect(after.body).toMatchObject({ valid: true, score_percent: 90 });
    // Dated when it was earned with the pass, not before quizzes existed.
    expect(Date.now() - Date.parse(after.body.issued_at)).toBeLessThan(60_000);
  });

  it("issues one certificate when the last lesson is completed many times at once", async () => {
    const slug = slugs["Scaling Your Startup"];
    const { me, lessons } = await almostDone(slug, 1, "double-click");
    expect((await submitQuiz(slug, rightAnswers(slug), me.cookie)).body.passed).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        complete(slug, lessons.at(-1)!.id, me.cookie),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((a) => a.body.certificate?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^CP-/);
    const courseId = (await courseDetail(slug)).course.id;
    const rows = await certificateRows(me.id, courseId);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe([...ids][0]);
  });

  it("issues one certificate when the last two lessons are completed at the same moment", async () => {
    const slug = slugs["Legal Essentials for Startups"];
    const { me, lessons } = await almostDone(slug, 2, "two-at-once");
    expect((await submitQuiz(slug, rightAnswers(slug), me.cookie)).body.passed).toBe(true);
    const answers = await Promise.all(
      lessons
        .slice(-2)
        .flatMap((l) => [
          complete(slug, l.id, me.cookie),
          complete(slug, l.id, me.cookie),
        ]),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // At least the later of them sees the course complete; every certificate returned is the same one.
    const issued = answers
      .filter((a) => a.body.certificate)
      .map((a) => a.body.certificate.id);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    expect(new Set(issued).size).toBe(1);
    const rows = await certificateRows(
      me.id,
      (await courseDetail(slug)).course.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(issued[0]);
  });

  it("answers GET /api/me/learning with enrolments, progress and certificates (401 for visitors)", async () => {
    expect((await requestJson(t.rt, "/api/me/learning")).status).toBe(401);
    const fresh = await quickUser(t.rt, "empty-dashboard");
    expect(
      await requestJson(t.rt, "/api/me/learning", { cookie: fresh.cookie }),
    ).toMatchObject({
      status: 200,
      body: { enrollments: [], certificates: [] },
    });

    const done = slugs["Market Research Fundamentals"];
    const partial = slugs["Digital Marketing for Entrepreneurs"];
    const { me, lessons } = await almostDone(done, 0, "dashboard");
    expect((await submitQuiz(done, rightAnswers(done), me.cookie)).body.passed).toBe(true);
    expect((await enrol(partial, me.cookie)).status).toBe(201);
    const partialLessons = (await courseDetail(partial)).lessons;
    expect(
      (await complete(partial, partialLessons[0].id, me.cookie)).status,
    ).toBe(200);

    const res = await requestJson(t.rt, "/api/me/learning", {
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    const bySlug = new Map(
      (
        res.body.enrollments as Array<{
          course: CourseBody;
          completed_lessons: number;
          lessons_count: number;
          completed_at: string | null;
        }>
      ).map((e) => [e.course.slug, e]),
    );
    expect([...bySlug.keys()].sort()).toEqual([done, partial].sort());
    expect(bySlug.get(done)).toMatchObject({
      completed_lessons: lessons.length,
      lessons_count: lessons.length,
    });
    expect(bySlug.get(done)!.completed_at).toEqual(expect.any(String));
    expect(bySlug.get(partial)).toMatchObject({
      completed_lessons: 1,
      lessons_count: partialLessons.length,
      completed_at: null,
    });
    expect(bySlug.get(partial)!.course).toMatchObject({
      enrolled: true,
      completed_lessons: 1,
    });

    expect(res.body.certificates).toHaveLength(1);
    const [cert] = res.body.certificates;
    expect(cert).toMatchObject({
      course_title: "Market Research Fundamentals",
      holder_name: me.name,
      verification_url: `${TEST_PUBLIC_URL}/certificates/verify/${cert.id}`,
    });
    // Another user's dashboard does not show it.
    expect(
      (await requestJson(t.rt, "/api/me/learning", { cookie: fresh.cookie }))
        .body.certificates,
    ).toEqual([]);
  });

  // --- Verification and the PDF -------------------------------------------------------------------------------

  /** A user named `name` who finished `title`, with the certificate the API returned. */
  const graduate = async (
    title: string,
    name: string,
  ): Promise<{
    me: QuickUser;
    cert: {
      id: string;
      issued_at: string;
      holder_name: string;
      course_title: string;
    };
  }> => {
    const me = await quickUser(t.rt, "graduate");
    await renameUser(t.rt, me.id, name);
    const slug = slugs[title];
    expect((await enrol(slug, me.cookie)).status).toBe(201);
    const { lessons } = await courseDetail(slug);
    for (const l of lessons) await complete(slug, l.id, me.cookie);
    const cert = (await submitQuiz(slug, rightAnswers(slug), me.cookie)).body.certificate;
    expect(cert).not.toBeNull();
    return { me: { ...me, name }, cert };
  };

  it("verifies a real certificate publicly with only the holder name, course and date", async () => {
    const { me, cert } = await graduate(
      "Financial Planning for Startups",
      "Kavya Menon",
    );
    const res = await requestJson(t.rt, `/api/certificates/${cert.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      id: cert.id,
      holder_name: "Kavya Menon",
      course_title: "Financial Planning for Startups",
      issued_at: cert.issued_at,
      score_percent: 100,
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain(me.email);
    expect(raw).not.toContain(me.id);
    expect(raw).not.toContain("@");
    // Signed in or not, the answer is the same.
    expect(
      (
        await requestJson(t.rt, `/api/certificates/${cert.id}/verify`, {
          cookie: me.cookie,
        })
      ).body,
    ).toEqual(res.body);
  });

  it("answers valid: false for forged, altered and malformed ids, and 400 for an absurd one", async () => {
    const { cert } = await graduate("Scaling Your Startup", "Arjun Patel");
    const altered = cert.id.slice(0, -1) + (cert.id.endsWith("A") ? "B" : "A");
    for (const forged of [
      "CP-AAAA-BBBB-CCCC",
      altered,
      cert.id.toLowerCase(),
      "not-a-certificate",
      "CP-' OR 1=1 --",
    ]) {
      const res = await requestJson(
        t.rt,
        `/api/certificates/${encodeURIComponent(forged)}/verify`,
      );
      expect(res.status, forged).toBe(200);
      expect(res.body, forged).toEqual({ valid: false, id: forged });
    }
    expect(
      (await requestJson(t.rt, `/api/certificates/${"X".repeat(41)}/verify`))
        .status,
    ).toBe(400);
  });

  it("serves the certificate PDF to its holder only, with the name, course, id and verification URL in its text", async () => {
    const holderName = "Zoë D’Souza";
    const { me, cert } = await graduate(
      "Product Development & MVP",
      holderName,
    );
    const path = `/api/certificates/${cert.id}/pdf`;

    const visitor = await requestJson(t.rt, path);
    expect(visitor.status).toBe(401);
    const stranger = await quickUser(t.rt, "stranger");
    const foreign = await requestJson(t.rt, path, { cookie: stranger.cookie });
    expect(foreign).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect(
      (
        await requestJson(t.rt, "/api/certificates/CP-AAAA-BBBB-CCCC/pdf", {
          cookie: me.cookie,
        })
      ).status,
    ).toBe(404);

    const res = await request(t.rt, path, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`${cert.id}.pdf`);
    // The API description names the same content type.
    const doc = (await requestJson(t.rt, "/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/certificates/{id}/pdf"].get.responses["200"].content)).toEqual(["application/pdf"]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");

    const text = await pdfText(bytes);
    expect(text).toContain(holderName);
    expect(text).toContain("Product Development & MVP");
    expect(text).toContain(cert.id);
    expect(text).toContain(`${TEST_PUBLIC_URL}/certificates/verify/${cert.id}`);
    const date = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: t.rt.env.PLATFORM_TIME_ZONE,
    }).format(new Date(cert.issued_at));
    expect(text).toContain(`Issued on ${date}`);
    expect(text).not.toContain(me.email);
  });

  it("prints the issue date in the platform's time zone (20:00 UTC on 22 November is 23 November in India)", async () => {
    expect(t.rt.env.PLATFORM_TIME_ZONE).toBe("Asia/Kolkata");
    const { me, cert } = await graduate(
      "Market Research Fundamentals",
      "Night Owl",
    );
    await t.rt.database.db
      .update(certificates)
      .set({ issued_at: new Date("2026-11-22T20:00:00Z") })
      .where(eq(certificates.id, cert.id));
    const res = await request(t.rt, `/api/certificates/${cert.id}/pdf`, {
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Issued on 23 November 2026");
    expect(
      (await requestJson(t.rt, `/api/certificates/${cert.id}/verify`)).body
        .issued_at,
    ).toBe("2026-11-22T20:00:00.000Z");
  });
});
