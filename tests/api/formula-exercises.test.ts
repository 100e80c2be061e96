/**
 * Excel formula exercises through the API: the lesson page carries each exercise's sheet and expected result (never
 * its solution); anyone may check a formula and hears what it gives and why it is or is not the answer; a right one
 * is saved only for an enrolled learner, once, and a lesson with exercises cannot be marked complete until they are
 * solved; bad input is a 400 with the field's message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formulaExerciseMessages } from '~/shared/formula-exercises';
import { sqlExerciseMessages } from '~/shared/sql-exercises';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';
import { writeText } from '~/server/i18n';

const file = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/excel-for-data-analysis/exercises.json'), 'utf8')) as {
  exercises: Array<{ id: string; lesson: string; solution: string; expected: number | string }>;
};
const lessonOne = file.exercises.filter((e) => e.lesson.startsWith('01-'));
const course = '/api/courses/excel-for-data-analysis';

describeEachDatabase('Formula exercises', (kind) => {
  const t = useTestRuntime(kind);

  it('checks formulas for anyone, saves right ones for an enrolled learner, and gates the lesson until all are solved', async () => {
    const me = await quickUser(t.rt, 'formula-api');
    const lesson = (await requestJson(t.rt, `${course}/lessons/1`, { cookie: me.cookie })).body;
    expect(lesson.exercises.map((e: { id: string; kind: string }) => [e.id, e.kind])).toEqual(lessonOne.map((e) => [e.id, 'formula']));
    expect(lesson.exercises[0].sheet[0]).toEqual(['Student', 'City', 'Score (out of 50)']);
    expect(lesson.exercises[0].expected).toBe(lessonOne[0]!.expected);
    expect(JSON.stringify(lesson)).not.toContain(lessonOne[0]!.solution);
    const check = (id: string, formula: unknown, cookie: string | null = me.cookie) =>
      requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/exercises/${id}/check`, { cookie: cookie ?? undefined, json: { formula } });
    const [first, second] = lessonOne;

    // A visitor may practise: told it is right, and that enrolling saves it.
    const visitor = await check(first!.id, first!.solution, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ correct: true, value: String(first!.expected), message: `${writeText(formulaExerciseMessages.correct, 'en')} ${writeText(formulaExerciseMessages.enrolToRecord, 'en')}`, recorded: false, open: null });
    // Signed in but not enrolled: checked, not saved.
    expect((await check(first!.id, first!.solution)).body).toMatchObject({ correct: true, recorded: false, open: null });
    expect((await requestJson(t.rt, `${course}/enrollment`, { method: 'POST', cookie: me.cookie })).status).toBe(201);

    // Wrong answers are answers: what the formula gives, and what to look at.
    const wrong = await check(first!.id, '=AVERAGE(C2:C9)');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ correct: false, value: '37.83333333', recorded: false, open: 2 });
    expect(wrong.body.message).toContain('round it as the task asks');
    expect((await check(first!.id, `=${first!.expected}`)).body).toMatchObject({ correct: false, message: writeText(formulaExerciseMessages.typedAnswer, 'en') });
    expect((await check(first!.id, '=AVERAGE(C2:C9')).body).toMatchObject({ correct: false, value: '#ERROR!', message: writeText(formulaExerciseMessages.unreadable, 'en') });
    expect((await check(first!.id, '=REPT("x",1000000000)')).body).toMatchObject({ correct: false, value: '#NAME?', message: expect.stringContaining('no function called REPT.') });

    // Bad input: the field's message; no such exercise (or a SQL one): 404.
    const empty = await check(first!.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Type a formula first, starting with =.');
    expect((await check(first!.id, `=${'1+'.repeat(300)}1`)).status).toBe(400);
    expect((await check(first!.id, 42)).status).toBe(400);
    expect((await check('no-such-exercise', '=1')).status).toBe(404);
    const sqlLesson = (await requestJson(t.rt, '/api/courses/sql-from-zero/lessons/1')).body;
    expect((await requestJson(t.rt, `/api/courses/sql-from-zero/lessons/${sqlLesson.lesson.id}/exercises/${sqlLesson.exercises[0].id}/check`, { json: { formula: '=1' } })).status).toBe(404);
    // A formula exercise is not solved through the SQL route.
    expect((await requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/exercises/${first!.id}/solution`, { cookie: me.cookie, json: { query: '=1', result: { columns: [], rows: [] } } })).status).toBe(404);

    const right = await check(first!.id, first!.solution.toLowerCase());
    expect(right.body).toEqual({ correct: true, value: String(first!.expected), message: `${writeText(formulaExerciseMessages.correct, 'en')} ${writeText(formulaExerciseMessages.saved, 'en')}`, recorded: true, open: 1 });
    // Checking again changes nothing.
    expect((await check(first!.id, first!.solution)).body).toMatchObject({ recorded: true, open: 1 });

    const early = await requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/completion`, { method: 'POST', cookie: me.cookie });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(writeText(sqlExerciseMessages.finishExercises(1), 'en'));
    expect((await check(second!.id, second!.solution)).body).toMatchObject({ correct: true, open: 0 });
    expect((await requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/completion`, { method: 'POST', cookie: me.cookie })).status).toBe(200);
    const after = (await requestJson(t.rt, `${course}/lessons/1`, { cookie: me.cookie })).body;
    expect(after.solved_exercises.sort()).toEqual(lessonOne.map((e) => e.id).sort());
    expect(after.lesson.completed).toBe(true);
  });

  it("takes every exercise's own solution through the route", async () => {
    for (const position of [1, 2, 3, 4, 5]) {
      const lesson = (await requestJson(t.rt, `${course}/lessons/${position}`)).body;
      for (const exercise of lesson.exercises as Array<{ id: string }>) {
        const { solution } = file.exercises.find((e) => e.id === exercise.id)!;
        const res = await requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/exercises/${exercise.id}/check`, { json: { formula: solution } });
        expect(res.body, exercise.id).toMatchObject({ correct: true });
      }
    }
  });
});
