/**
 * Courses through their two doors: the JSON API and the course, lesson and quiz pages' forms call the same learning
 * service operation, so they refuse the same thing with the same words, and progress made at one door shows at the
 * other.
 */
import { beforeAll, expect, it } from 'vitest';
import { readCourseContent } from '~/server/features/learning/course-content';
import { pageText, postForm } from '../support/doors';
import { type QuickUser, quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';

describeEachDatabase('Courses: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });
  let slug: string;
  let lessons: Array<{ id: string }>;
  let learner: QuickUser;

  beforeAll(async () => {
    slug = (await requestJson(t.rt, '/api/courses')).body.courses[0].slug;
    lessons = (await requestJson(t.rt, `/api/courses/${slug}`)).body.lessons;
    learner = await quickUser(t.rt, 'learner');
    expect((await requestJson(t.rt, `/api/courses/${slug}/enrollment`, { method: 'POST', cookie: learner.cookie })).status).toBe(201);
  });

  it('a quiz with 51 answers is refused by both doors with the schema’s words (400 Too many answers.), and no attempt is recorded', async () => {
    const answers = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i + 1}`, [0]]));
    const api = await requestJson(t.rt, `/api/courses/${slug}/quiz/attempts`, { method: 'POST', cookie: learner.cookie, json: { answers } });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe('Too many answers.');
    const fields = Object.fromEntries(Object.keys(answers).map((id) => [`answers.${id}`, '0']));
    const page = await postForm(t.rt, `/courses/${slug}/quiz`, { intent: 'quiz', ...fields }, { cookie: learner.cookie });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain('Too many answers.');
    expect((await requestJson(t.rt, `/api/courses/${slug}/quiz`, { cookie: learner.cookie })).body.status.attempts).toBe(0);
  });

  it('a visitor is refused enrolment by both doors (401 with the same message)', async () => {
    const api = await requestJson(t.rt, `/api/courses/${slug}/enrollment`, { method: 'POST' });
    expect(api.status).toBe(401);
    const page = await postForm(t.rt, `/courses/${slug}`, { intent: 'enroll' });
    expect(page.status).toBe(401);
    expect(await pageText(page)).toContain(api.body.error.message);
  });

  it('someone not enrolled is refused a lesson’s completion and the quiz by both doors (403 Enrol in the course first.)', async () => {
    const stranger = await quickUser(t.rt, 'stranger');
    const api = await requestJson(t.rt, `/api/courses/${slug}/lessons/${lessons[0].id}/completion`, { method: 'POST', cookie: stranger.cookie });
    expect(api.status).toBe(403);
    expect(api.body.error.message).toBe('Enrol in the course first.');
    const page = await postForm(t.rt, `/courses/${slug}/lessons/1`, { intent: 'complete', lessonId: lessons[0].id }, { cookie: stranger.cookie });
    expect(page.status).toBe(403);
    expect(await pageText(page)).toContain('Enrol in the course first.');
    const quiz = await postForm(t.rt, `/courses/${slug}/quiz`, { intent: 'quiz', 'answers.q1': '0' }, { cookie: stranger.cookie });
    expect(quiz.status).toBe(403);
    expect(await pageText(quiz)).toContain('Enrol in the course first.');
  });

  it('a quiz submitted on the page is graded as the API grades it and counts as an attempt there; the answers of a refused one are kept', async () => {
    const { questions } = readCourseContent(slug).quiz!;
    const fields: Record<string, string[]> = {};
    for (const q of questions) fields[`answers.${q.id}`] = q.answer.map(String);
    const graded = await pageText(await postForm(t.rt, `/courses/${slug}/quiz`, { intent: 'quiz', ...fields }, { cookie: learner.cookie }));
    // The result as the page shows it (the toast's title travels as a message id, not as words).
    expect(graded).toContain('Your score: 100%');
    const status = (await requestJson(t.rt, `/api/courses/${slug}/quiz`, { cookie: learner.cookie })).body.status;
    expect(status).toMatchObject({ passed: true, best_percent: 100, attempts: 1 });
    // One question left unanswered: refused by the service (400) with the other choices still ticked.
    const [first, ...rest] = questions;
    const partial = Object.fromEntries(rest.map((q) => [`answers.${q.id}`, q.answer.map(String)]));
    const refused = await postForm(t.rt, `/courses/${slug}/quiz`, { intent: 'quiz', ...partial }, { cookie: learner.cookie });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const checked = (id: string) =>
      (html.match(new RegExp(`<input[^>]*name="answers\\.${id}"[^>]*>`, 'g')) ?? []).filter((tag) => / checked=""/.test(tag)).map((tag) => Number(/value="(\d+)"/.exec(tag)?.[1]));
    expect(checked(first!.id)).toEqual([]);
    for (const q of rest) expect(checked(q.id).sort(), q.id).toEqual([...q.answer].sort());
  });
});
