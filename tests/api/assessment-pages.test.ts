/**
 * The skills assessment and the first run as pages (issue 23), rendered on the server as `npm start` serves them:
 * every step of /assessment is a plain form answered from the URL alone (so it works without scripts), the last
 * step saves a signed-in person's result, /welcome saves or skips the career profile, and the dashboard greets the
 * person by first name with next steps from what they have done.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { readQuestionBank } from '~/server/features/assessment/assessment.questions';
import { assessmentResults, careerProfiles, users } from '~/server/db/schema';
import { quickUser } from '../support/talks';
import { GOOD_PASSWORD, cookiesOf, mailSettled, outboxFor, request, uniqueEmail, useTestRuntime } from '../support/test-app';
import { describe } from 'vitest';

const bank = readQuestionBank();
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const text = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '');
/** The compact answers choosing each question's best option. */
const best = bank.questions.map((q) => String(q.options.findIndex((o) => o.points === 3))).join('');
/** The compact answers choosing each question's weakest option. */
const worst = bank.questions.map((q) => String(q.options.findIndex((o) => o.points === 0))).join('');

describe('assessment and first-run pages', () => {
  const t = useTestRuntime('pglite', { pages: true });

  it('walk a visitor through the steps from the URL alone: intro, Next, Next without a choice, Back, result', async () => {
    const intro = await request(t.rt, '/assessment');
    expect(intro.status).toBe(200);
    const introHtml = await text(intro);
    expect(introHtml).toContain('Skills assessment');
    for (const area of bank.areas) expect(introHtml).toContain(area.title);
    expect(introHtml).toMatch(/href="\/assessment\?a="/);

    const first = await text(await request(t.rt, '/assessment?a='));
    expect(first).toContain('Question 1 of 25');
    expect(first).toContain('<fieldset');
    expect(first).toContain('<legend');
    expect(first).toContain(bank.questions[0].prompt.replaceAll("'", '&#x27;'));
    // The points never reach the browser.
    expect(first).not.toMatch(/"points"/);

    const second = await text(await request(t.rt, '/assessment?a=&choice=2&go=next'));
    expect(second).toContain('Question 2 of 25');
    expect(second).toMatch(/name="a" value="2"/);

    const unchosen = await text(await request(t.rt, '/assessment?a=2&go=next'));
    expect(unchosen).toContain('Question 2 of 25');
    expect(unchosen).toContain('Choose an answer to go on.');

    const back = await text(await request(t.rt, '/assessment?a=&pick=2'));
    expect(back).toContain('Question 1 of 25');
    expect(back).toMatch(/name="choice" checked="" value="2"/);

    // The last step posts; a visitor is sent to their result's address, which shows every area and courses.
    const finish = await request(t.rt, '/assessment', form({ a: best.slice(0, 24), choice: best[24], go: 'next' }));
    expect(finish.status).toBe(303);
    expect(finish.headers.get('location')).toBe(`/assessment?a=${best}`);
    const result = await text(await request(t.rt, finish.headers.get('location')!));
    expect(result).toContain('Your skills assessment result');
    for (const area of bank.areas) expect(result).toContain(`${area.title}</h3>`);
    expect(result).toContain('15/15 points · 100% · Strong');
    expect(result).toContain('Sign up to save it');
    expect(result).toContain(`href="/signup?assessment=${best}"`);
    expect(result).toContain('/entrepreneurship/courses/');
    // A talk is always among the next steps: the soonest upcoming one by name (the demo content has some).
    expect(result).toMatch(/href="\/changetalks\/[^"]+"/);

    // A last step without a choice goes back to it, saying so.
    const missing = await request(t.rt, '/assessment', form({ a: best.slice(0, 24), go: 'next' }));
    expect(missing.headers.get('location')).toBe(`/assessment?a=${best.slice(0, 24)}&go=next`);
    const broken = await text(await request(t.rt, '/assessment?a=9x'));
    expect(broken).toContain('could not be read');
  });

  it('name the next steps in the page’s language on /hi: an AI tool by its Hindi name, an English course marked lang="en"', async () => {
    const result = await text(await request(t.rt, `/hi/assessment?a=${worst}`));
    expect(result).toMatch(/<html[^>]* lang="hi"/);
    expect(result).toContain('करियर फ़ाइंडर (AI टूल)</a>');
    // (The page's data carries the message's English too, as every message descriptor does; the link says it in Hindi.)
    expect(result).not.toContain('Career Finder (AI tool)</a>');
    expect(result).toContain('<span lang="en">Excel for Data Analysis</span>');
    const english = await text(await request(t.rt, `/assessment?a=${worst}`));
    expect(english).toContain('Career Finder (AI tool)</a>');
    expect(english).not.toContain('<span lang="en">');
  });

  it('save a signed-in person’s result at the last step and show it as their last result', async () => {
    const u = await quickUser(t.rt, 'assess-page');
    const finish = await request(t.rt, '/assessment', { ...form({ a: '0'.repeat(24), choice: '0', go: 'next' }), cookie: u.cookie });
    expect(finish.status).toBe(303);
    expect(finish.headers.get('location')).toBe('/assessment?result=latest');
    const rows = await t.rt.database.db.select().from(assessmentResults).where(eq(assessmentResults.user_id, u.id));
    expect(rows).toHaveLength(1);
    const latest = await text(await request(t.rt, '/assessment?result=latest', { cookie: u.cookie }));
    expect(latest).toContain('saved to your account on');
    const intro = await text(await request(t.rt, '/assessment', { cookie: u.cookie }));
    expect(intro).toContain('Your last result');
    expect(intro).toContain(`${rows[0].total_percent}% overall`);
    expect(intro).toContain('Retake the assessment');
    // A visitor asking for a saved result signs in first.
    const visitor = await request(t.rt, '/assessment?result=latest');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/signin?redirect=%2Fassessment%3Fresult%3Dlatest');
  });

  it('greet by first name with next steps, onboard at /welcome (saved or skipped) and edit it on /profile', async () => {
    const u = await quickUser(t.rt, 'firstrun');
    const dashboard = await text(await request(t.rt, '/dashboard', { cookie: u.cookie }));
    expect(dashboard).toContain('Welcome, firstrun');
    expect(dashboard).not.toContain('Welcome back');
    expect(dashboard).toContain('Complete your career profile');
    expect(dashboard).toContain('Take the skills assessment');

    expect((await request(t.rt, '/welcome?verified=1')).status).toBe(302);
    const welcome = await text(await request(t.rt, '/welcome?verified=1', { cookie: u.cookie }));
    expect(welcome).toContain('Your e-mail is verified');
    expect(welcome).toContain('Where are you now?');

    const tooLong = await request(t.rt, '/welcome', { ...form({ intent: 'career-profile', stage: 'college', field: 'x'.repeat(101) }), cookie: u.cookie });
    expect(tooLong.status).toBe(400);
    expect(await text(tooLong)).toContain('Use at most 100 characters');
    const noStage = await request(t.rt, '/welcome', { ...form({ intent: 'career-profile', field: 'B.Com' }), cookie: u.cookie });
    expect(noStage.status).toBe(400);
    expect(await text(noStage)).toContain('Choose the stage you are at');

    const skipped = await request(t.rt, '/welcome', { ...form({ intent: 'skip' }), cookie: u.cookie });
    expect(skipped.status).toBe(303);
    expect(skipped.headers.get('location')).toBe('/dashboard?welcome=1');
    expect(await text(await request(t.rt, '/dashboard', { cookie: u.cookie }))).toContain('Complete your career profile');

    const saved = await request(t.rt, '/welcome', { ...form({ intent: 'career-profile', stage: 'college', field: 'B.Com', goal: 'Chartered accountant', example_language: 'Hindi' }), cookie: u.cookie });
    expect(saved.status).toBe(303);
    const [row] = await t.rt.database.db.select().from(careerProfiles).where(eq(careerProfiles.user_id, u.id));
    expect(row).toMatchObject({ stage: 'college', field: 'B.Com', goal: 'Chartered accountant', example_language: 'Hindi', skipped_at: null });
    expect(await text(await request(t.rt, '/dashboard', { cookie: u.cookie }))).not.toContain('Complete your career profile');

    const profile = await text(await request(t.rt, '/profile', { cookie: u.cookie }));
    expect(profile).toContain('Career profile');
    expect(profile).toContain('Chartered accountant');
    const edited = await request(t.rt, '/profile', { ...form({ intent: 'career-profile', stage: 'graduate', field: 'B.Com', goal: '', example_language: 'English' }), cookie: u.cookie });
    expect(edited.status).toBe(200);
    expect(await text(edited)).toContain('Your career profile is saved.');
    const [after] = await t.rt.database.db.select().from(careerProfiles).where(eq(careerProfiles.user_id, u.id));
    expect(after.stage).toBe('graduate');
  });

  it('keep a visitor’s result through sign-up: the verification link brings it to /welcome, which saves it to the new account', async () => {
    const email = uniqueEmail('assess-signup');
    const signUpPage = await text(await request(t.rt, `/signup?assessment=${best}`));
    expect(signUpPage).toContain('Your skills assessment result is saved to your account');
    const signedUp = await request(t.rt, `/signup?assessment=${best}`, form({ intent: 'sign-up', firstName: 'Meera', lastName: 'Iyer', email, password: GOOD_PASSWORD }));
    expect(signedUp.status).toBe(200);
    await mailSettled(t.rt);
    const [mail] = await outboxFor(t.rt, email);
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email?'));
    expect(link, mail.text).toBeDefined();

    const followed = await request(t.rt, link!);
    expect(followed.status).toBe(302);
    const welcomeAt = followed.headers.get('location')!;
    expect(welcomeAt).toBe(`/welcome?verified=1&assessment=${best}`);
    const cookie = cookiesOf(followed);
    const welcome = await text(await request(t.rt, welcomeAt, { cookie }));
    expect(welcome).toContain('Your e-mail is verified');
    expect(welcome).toContain('Your skills assessment result is saved to your account when you continue or skip.');

    const skipped = await request(t.rt, welcomeAt, { ...form({ intent: 'skip' }), cookie });
    expect(skipped.status).toBe(303);
    expect(skipped.headers.get('location')).toBe('/assessment?result=latest');
    const [user] = await t.rt.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.rt.database.db.select().from(assessmentResults).where(eq(assessmentResults.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].total_percent).toBe(100);
    expect(await text(await request(t.rt, '/assessment?result=latest', { cookie }))).toContain('saved to your account on');

    // Without a full set of answers nothing extra is saved, and /welcome leads to the dashboard as usual.
    const plain = await request(t.rt, '/welcome?assessment=012', { ...form({ intent: 'skip' }), cookie });
    expect(plain.headers.get('location')).toBe('/dashboard?welcome=1');
    expect(await t.rt.database.db.select().from(assessmentResults).where(eq(assessmentResults.user_id, user.id))).toHaveLength(1);
  });

  it('shape the dashboard’s next steps from the career profile and the assessment', async () => {
    const u = await quickUser(t.rt, 'steps');
    await request(t.rt, '/welcome', { ...form({ intent: 'career-profile', stage: 'professional', field: 'Accounting', goal: 'Move into data analytics', example_language: 'English' }), cookie: u.cookie });
    // Strong everywhere but finance (the worst answers there).
    const answers = bank.questions.map((q) => String(q.options.findIndex((o) => o.points === (q.area === 'finance' ? 0 : 3)))).join('');
    await request(t.rt, '/assessment', { ...form({ a: answers }), cookie: u.cookie });
    const dashboard = await text(await request(t.rt, '/dashboard', { cookie: u.cookie }));
    expect(dashboard).toContain('Weigh your next move with the What-If Career Simulator');
    expect(dashboard).toContain('For your goal, “Move into data analytics”.');
    expect(dashboard).toContain(`Strengthen ${bank.areas.find((a) => a.id === 'finance')!.title}`);
    expect(dashboard).toContain('Financial Planning for Startups');
    expect(dashboard).toContain('Join a live talk:');
  });
});
