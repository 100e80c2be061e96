/**
 * Skills assessment and career profile API (issue 23): visitors are refused (401), bad or incomplete input answers
 * 400 naming the field, results are scored on the server and saved, the latest is read back (a retake replaces it
 * as the latest), and the profile is created, replaced and read back. The functions the AI mentor reads agree.
 */
import { expect, it } from 'vitest';
import { readQuestionBank } from '~/server/features/assessment/assessment.questions';
import { latestAssessmentOf } from '~/server/features/assessment/assessment.service';
import { careerProfileOf, skipCareerProfile } from '~/server/features/account/career-profile.service';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';

const bank = readQuestionBank();
/** Every question answered with its option worth `points` (or the first when none is). */
const answersWorth = (points: number) => Object.fromEntries(bank.questions.map((q) => [q.id, Math.max(0, q.options.findIndex((o) => o.points === points))]));

describeEachDatabase('skills assessment API', (kind) => {
  const t = useTestRuntime(kind);

  it('refuses visitors', async () => {
    expect((await requestJson(t.rt, '/api/assessment/results', { json: { answers: answersWorth(3) } })).status).toBe(401);
    const latest = await requestJson(t.rt, '/api/assessment/results/latest');
    expect(latest.status).toBe(401);
    expect(latest.body.error.code).toBe('unauthorized');
  });

  it('answers 400 naming the field for an unanswered question, an index out of range or a body of the wrong shape', async () => {
    const u = await quickUser(t.rt, 'assess-bad');
    const missing = answersWorth(3);
    delete missing['digital-2'];
    const res = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: { answers: missing } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'answers.digital-2' });
    const outOfRange = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: { answers: { ...answersWorth(3), 'career-1': 4 } } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.field).toBe('answers.career-1');
    const notNumber = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: { answers: { ...answersWorth(3), 'finance-5': 'b' } } });
    expect(notNumber.body.error.field).toBe('answers.finance-5');
    const noAnswers = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: {} });
    expect(noAnswers.status).toBe(400);
    expect(noAnswers.body.error.field).toBe('answers');
    expect((await requestJson(t.rt, '/api/assessment/results/latest', { cookie: u.cookie })).body).toEqual({ result: null });
  });

  it('scores and saves a result, reads it back, and a retake becomes the latest', async () => {
    const u = await quickUser(t.rt, 'assess-save');
    const best = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: { answers: answersWorth(3) } });
    expect(best.status).toBe(201);
    expect(best.body.result).toMatchObject({ total_percent: 100, scores: { career: { points: 15, max: 15 }, finance: { points: 15, max: 15 } } });
    expect(Object.keys(best.body.result.answers)).toHaveLength(25);
    const first = await requestJson(t.rt, '/api/assessment/results/latest', { cookie: u.cookie });
    expect(first.body.result).toEqual(best.body.result);

    const worst = await requestJson(t.rt, '/api/assessment/results', { cookie: u.cookie, json: { answers: answersWorth(0) } });
    expect(worst.status).toBe(201);
    expect(worst.body.result.total_percent).toBe(0);
    const latest = await requestJson(t.rt, '/api/assessment/results/latest', { cookie: u.cookie });
    expect(latest.body.result.id).toBe(worst.body.result.id);
    expect(await latestAssessmentOf(t.rt.database.db, u.id)).toEqual({ scores: worst.body.result.scores, total_percent: 0, created_at: worst.body.result.created_at });

    // Someone else's results are not theirs.
    const other = await quickUser(t.rt, 'assess-other');
    expect((await requestJson(t.rt, '/api/assessment/results/latest', { cookie: other.cookie })).body).toEqual({ result: null });
    expect(await latestAssessmentOf(t.rt.database.db, other.id)).toBeNull();
  });
});

describeEachDatabase('career profile API', (kind) => {
  const t = useTestRuntime(kind);

  it('refuses visitors', async () => {
    expect((await requestJson(t.rt, '/api/me/career-profile')).status).toBe(401);
    expect((await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', json: { stage: 'college' } })).status).toBe(401);
  });

  it('answers 400 naming the field for a missing stage, an unknown language or over-long field and goal', async () => {
    const u = await quickUser(t.rt, 'profile-bad');
    const put = (json: unknown) => requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', cookie: u.cookie, json });
    for (const [json, field] of [
      [{ field: 'B.Com' }, 'stage'],
      [{ stage: 'astronaut' }, 'stage'],
      [{ stage: 'college', field: 'x'.repeat(101) }, 'field'],
      [{ stage: 'college', goal: 'x'.repeat(301) }, 'goal'],
      [{ stage: 'college', example_language: 'Latin' }, 'example_language'],
    ] as const) {
      const res = await put(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error, JSON.stringify(json)).toMatchObject({ code: 'bad_request', field });
    }
    expect((await requestJson(t.rt, '/api/me/career-profile', { cookie: u.cookie })).body).toEqual({ profile: null });
  });

  it('creates, replaces and reads back the profile; a skip is remembered and the mentor sees only a filled profile', async () => {
    const u = await quickUser(t.rt, 'profile-save');
    expect(await careerProfileOf(t.rt.database.db, u.id)).toBeNull();
    await skipCareerProfile(t.rt.database.db, u.id);
    const skipped = await requestJson(t.rt, '/api/me/career-profile', { cookie: u.cookie });
    expect(skipped.body.profile).toMatchObject({ stage: null, field: '', goal: '', example_language: 'English' });
    expect(skipped.body.profile.skipped_at).toEqual(expect.any(String));
    expect(await careerProfileOf(t.rt.database.db, u.id)).toBeNull();

    const saved = await requestJson(t.rt, '/api/me/career-profile', {
      method: 'PUT',
      cookie: u.cookie,
      json: { stage: 'college', field: '  B.Com (2nd year) ', goal: 'Work in fintech product roles', example_language: 'Hindi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ stage: 'college', field: 'B.Com (2nd year)', goal: 'Work in fintech product roles', example_language: 'Hindi', skipped_at: null });
    const replaced = await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', cookie: u.cookie, json: { stage: 'graduate', field: 'B.Com' } });
    expect(replaced.body.profile).toMatchObject({ stage: 'graduate', field: 'B.Com', goal: '', example_language: 'English' });
    expect((await requestJson(t.rt, '/api/me/career-profile', { cookie: u.cookie })).body).toEqual(replaced.body);
    expect(await careerProfileOf(t.rt.database.db, u.id)).toEqual({ stage: 'graduate', field: 'B.Com', goal: '', example_language: 'English' });
  });
});
