/**
 * The career profile and the skills assessment through their two doors: the JSON API and the pages' forms (/welcome
 * and /profile; /assessment) call the same service operations, so the same input is refused with the same words and
 * what one door saved is what the other reads.
 */
import { expect, it } from 'vitest';
import { readQuestionBank } from '~/server/features/assessment/assessment.questions';
import { careerProfileMessages } from '~/shared/career-profile';
import { pageText, postForm } from '../support/doors';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

describeEachDatabase('Career profile and assessment: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('a profile without a stage is refused by both doors with the same words; the page’s save is what the API reads', async () => {
    const person = await quickUser(t.rt, 'profile');
    const api = await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', cookie: person.cookie, json: { field: 'Commerce' } });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe(englishOf(careerProfileMessages.stageRequired));
    const page = await postForm(t.rt, '/profile', { intent: 'career-profile', field: 'Commerce' }, { cookie: person.cookie });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain(englishOf(careerProfileMessages.stageRequired));
    const saved = await postForm(t.rt, '/profile', { intent: 'career-profile', stage: 'college', field: 'Commerce', goal: 'CA' }, { cookie: person.cookie });
    expect(saved.status).toBe(200);
    expect((await requestJson(t.rt, '/api/me/career-profile', { cookie: person.cookie })).body.profile).toMatchObject({ stage: 'college', field: 'Commerce', goal: 'CA' });
  });

  it('a visitor: the API refuses (401) and the pages send them on, through the same operations', async () => {
    expect((await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', json: { stage: 'college' } })).status).toBe(401);
    const page = await postForm(t.rt, '/welcome', { intent: 'career-profile', stage: 'college' });
    expect(page.headers.get('location')).toBe('/signin?redirect=%2Fwelcome');
    const bank = readQuestionBank();
    const a = '0'.repeat(bank.questions.length);
    const answers = Object.fromEntries(bank.questions.map((q) => [q.id, 0]));
    expect((await requestJson(t.rt, '/api/assessment/results', { json: { answers } })).status).toBe(401);
    // The service refuses to save a visitor's result: the page shows it at its own address instead.
    const result = await postForm(t.rt, '/assessment', { a });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toContain(`a=${a}`);
  });

  it('an assessment saved on the page is the API’s latest result', async () => {
    const person = await quickUser(t.rt, 'assessed');
    const bank = readQuestionBank();
    const saved = await postForm(t.rt, '/assessment', { a: '1'.repeat(bank.questions.length) }, { cookie: person.cookie });
    expect(saved.headers.get('location')).toBe('/assessment?result=latest');
    const latest = (await requestJson(t.rt, '/api/assessment/results/latest', { cookie: person.cookie })).body.result;
    expect(Object.values(latest.answers)).toEqual(bank.questions.map(() => 1));
  });
});
