/**
 * SQL exercises through the API: the lesson page carries each exercise (never its solution) and what the learner
 * solved; a solution is recorded only when its result is the expected one (checked again by the server), only for an
 * enrolled learner; a lesson with exercises cannot be marked complete until they are solved; the practice dataset is
 * public.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sqlExerciseMessages } from '~/shared/sql-exercises';
import { quickUser } from '../support/talks';
import { describeEachDatabase, request, requestJson, useTestRuntime } from '../support/test-app';
import { writeText } from '~/server/i18n';

const file = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/sql-from-zero/exercises.json'), 'utf8')) as {
  exercises: Array<{ id: string; lesson: string; solution: string; expected: { columns: string[]; rows: Array<Array<string | null>> } }>;
};
const lessonOne = file.exercises.filter((e) => e.lesson.startsWith('01-'));

describeEachDatabase('SQL exercises', (kind) => {
  const t = useTestRuntime(kind);

  it('records a right result for an enrolled learner, refuses a wrong one, and gates the lesson until all are solved', async () => {
    const me = await quickUser(t.rt, 'sql-api');
    const lesson = (await requestJson(t.rt, '/api/courses/sql-from-zero/lessons/1', { cookie: me.cookie })).body;
    expect(lesson.exercises.map((e: { id: string }) => e.id)).toEqual(lessonOne.map((e) => e.id));
    expect(JSON.stringify(lesson)).not.toContain(lessonOne[0]!.solution.slice(0, 40));
    expect(lesson.solved_exercises).toEqual([]);
    const solve = (id: string, result: unknown, cookie: string | null = me.cookie) =>
      requestJson(t.rt, `/api/courses/sql-from-zero/lessons/${lesson.lesson.id}/exercises/${id}/solution`, { cookie: cookie ?? undefined, json: { query: 'SELECT 1', result } });

    const [first, second] = lessonOne;
    // Not enrolled yet: refused; a visitor: 401.
    expect((await solve(first!.id, first!.expected)).status).toBe(403);
    expect((await solve(first!.id, first!.expected, null)).status).toBe(401);
    expect((await requestJson(t.rt, '/api/courses/sql-from-zero/enrollment', { method: 'POST', cookie: me.cookie })).status).toBe(201);

    const wrong = await solve(first!.id, { columns: first!.expected.columns, rows: first!.expected.rows.slice(1) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(writeText(sqlExerciseMessages.rowCount(first!.expected.rows.length, first!.expected.rows.length - 1), 'en'));
    expect((await solve('no-such-exercise', first!.expected)).status).toBe(404);

    const right = await solve(first!.id, first!.expected);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toEqual({ solved: true, open: 1 });
    // Solving again changes nothing.
    expect((await solve(first!.id, first!.expected)).body).toEqual({ solved: true, open: 1 });

    const early = await requestJson(t.rt, `/api/courses/sql-from-zero/lessons/${lesson.lesson.id}/completion`, { method: 'POST', cookie: me.cookie });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(writeText(sqlExerciseMessages.finishExercises(1), 'en'));

    expect((await solve(second!.id, second!.expected)).body).toEqual({ solved: true, open: 0 });
    const done = await requestJson(t.rt, `/api/courses/sql-from-zero/lessons/${lesson.lesson.id}/completion`, { method: 'POST', cookie: me.cookie });
    expect(done.status).toBe(200);
    const after = (await requestJson(t.rt, '/api/courses/sql-from-zero/lessons/1', { cookie: me.cookie })).body;
    expect(after.solved_exercises.sort()).toEqual(lessonOne.map((e) => e.id).sort());
  });

  it('serves the practice dataset to anyone, and lessons without exercises have none', async () => {
    const res = await request(t.rt, '/api/courses/sql-from-zero/exercises/dataset.sql');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/sql/);
    expect(await res.text()).toContain('CREATE TABLE cities');
    expect((await request(t.rt, '/api/courses/market-research-fundamentals/exercises/dataset.sql')).status).toBe(404);
    expect((await requestJson(t.rt, '/api/courses/market-research-fundamentals/lessons/1')).body.exercises).toEqual([]);
  });
});
