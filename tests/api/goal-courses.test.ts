/**
 * A goal leads to its courses wherever the person looks: a B.Com student whose goal is "data analyst" is shown SQL
 * from Zero and Excel for Data Analysis on the dashboard, in the skills assessment's result, and in the AI mentor's
 * roadmap; a placement goal leads to aptitude and interviews; a course already taken is not suggested again.
 */
import { expect, it } from 'vitest';
import { pageText } from '../support/doors';
import { quickUser } from '../support/talks';
import { describeEachDatabase, request, requestJson, useTestRuntime } from '../support/test-app';

describeEachDatabase('Courses for a goal: dashboard, assessment and mentor', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('a data-analyst goal leads to SQL and Excel on the dashboard, the assessment result and the mentor', async () => {
    const person = await quickUser(t.rt, 'goal-data');
    const profile = { stage: 'college', field: 'B.Com', goal: 'Become a data analyst' };
    expect((await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', cookie: person.cookie, json: profile })).status).toBe(200);

    const dashboard = await pageText(await request(t.rt, '/dashboard', { cookie: person.cookie }));
    expect(dashboard).toContain('Learn for your goal: SQL from Zero');

    // The result of 25 middling answers: the goal's two courses come first among the next steps.
    const result = await pageText(await request(t.rt, `/assessment?a=${'1'.repeat(25)}`, { cookie: person.cookie }));
    const steps = result.slice(result.indexOf('What to learn next'));
    expect(steps.indexOf('SQL from Zero')).toBeGreaterThan(0);
    expect(steps).toContain('Excel for Data Analysis');
    expect(steps).toContain('For your goal, “Become a data analyst”.');
    // Every answer that was not the best is reviewed with its explanation.
    expect(result).toContain('Answers to look at again');

    const form = new FormData();
    form.append('userInput', 'How do I become a data analyst?');
    form.append('toolType', 'learning-path');
    const mentor = await request(t.rt, '/api/ai/chat', { method: 'POST', body: form, cookie: person.cookie });
    expect(mentor.status).toBe(200);
    const reply = await mentor.text();
    expect(reply).toContain('[SQL from Zero](/entrepreneurship/courses/sql-from-zero)');
    expect(reply).toContain('[Excel for Data Analysis](/entrepreneurship/courses/excel-for-data-analysis)');

    // Once enrolled in SQL, the dashboard moves on to the next course for the goal.
    expect((await requestJson(t.rt, '/api/courses/sql-from-zero/enrollment', { method: 'POST', cookie: person.cookie })).status).toBe(201);
    const after = await pageText(await request(t.rt, '/dashboard', { cookie: person.cookie }));
    expect(after).not.toContain('Learn for your goal: SQL from Zero');
    expect(after).toMatch(/Learn for your goal: (Excel for Data Analysis|Dashboards with Power BI|Statistics for Analysts)/);
  });

  it('a placement goal leads to aptitude and the interviews', async () => {
    const person = await quickUser(t.rt, 'goal-placement');
    await requestJson(t.rt, '/api/me/career-profile', { method: 'PUT', cookie: person.cookie, json: { stage: 'college', field: 'B.Tech', goal: 'Get placed at TCS in campus placements' } });
    const found = await t.rt.services.learning.forGoal({ actor: { id: person.id, role: 'user' } as never, goal: 'Get placed at TCS in campus placements' });
    expect(found.map((c) => c.slug)).toEqual(expect.arrayContaining(['aptitude-for-campus-placements', 'hr-interview-and-group-discussion']));
    const dashboard = await pageText(await request(t.rt, '/dashboard', { cookie: person.cookie }));
    expect(dashboard).toContain('Learn for your goal: Aptitude for Campus Placements');
  });
});
