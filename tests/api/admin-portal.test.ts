/**
 * The admin portal's navigation and its plans section (issue 19), as the server renders them: a navigation landmark
 * of plain links to the overview and each section with the current one marked, a way back to the site, one section
 * alone under `?section=`; an admin finds an account by e-mail and changes its plan with a form that works without
 * scripts, and the person's dashboard then names that plan. Anyone else is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSections } from '~/client/config/navigation';
import { users } from '~/server/db/schema';
import { planSummary } from '~/shared/plans';
import { writeText } from '~/server/i18n';
import { quickUser, quickUsers } from '../support/talks';
import { request, useTestRuntime } from '../support/test-app';

const t = useTestRuntime('pglite', { pages: true });

const html = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

/** The admin sections navigation's links: [label, href, aria-current] in order. */
function navLinks(page: string): Array<[string, string, string | null]> {
  const nav = /<nav aria-label="Admin sections"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
  return [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => {
    const attrs = m[1];
    return [m[2], /href="([^"]*)"/.exec(attrs)?.[1]?.replaceAll('&amp;', '&') ?? '', /aria-current="([^"]*)"/.exec(attrs)?.[1] ?? null];
  });
}

const postForm = (cookie: string, path: string, fields: Record<string, string>) =>
  request(t.rt, path, { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('admin portal navigation', () => {
  it('links the overview and every section, marks the current one, shows one section alone, and links back to the site', async () => {
    const [admin] = await quickUsers(t.rt, 1, { label: 'nav-admin', role: 'admin' });
    const overview = await html(await request(t.rt, '/admin-dashboard', { cookie: admin.cookie }));
    const expected = [['Overview', '/admin-dashboard'], ...adminSections.map((s) => [writeText(s.label, 'en'), `/admin-dashboard?section=${s.id}`])];
    expect(navLinks(overview)).toEqual(expected.map(([label, href], i) => [label, href, i === 0 ? 'page' : null]));
    expect(overview).toMatch(/<a [^>]*href="\/"[^>]*>Back to the site<\/a>/);
    // The overview has every section.
    for (const heading of ['Community moderation', 'Applications and requests', 'Accounts and plans', 'Mail queue', 'Payments']) expect(overview).toContain(heading);

    const mentors = await html(await request(t.rt, '/admin-dashboard?section=mentors', { cookie: admin.cookie }));
    expect(navLinks(mentors).filter(([, , current]) => current)).toEqual([['Mentors', '/admin-dashboard?section=mentors', 'page']]);
    expect(mentors).toContain('<title>Mentors · ChangeTalks Admin · ChangePath</title>');
    expect(mentors).toContain('id="admin-mentors-heading"');
    for (const other of ['Community moderation', 'Applications and requests', 'Accounts and plans', 'Mail queue', 'Payments']) expect(mentors).not.toContain(`>${other}</h2>`);

    const mail = await html(await request(t.rt, '/admin-dashboard?section=mail', { cookie: admin.cookie }));
    expect(mail).toContain('>Mail queue</h2>');
    expect(mail).not.toContain('id="admin-mentors-heading"');

    const unknown = await request(t.rt, '/admin-dashboard?section=nope', { cookie: admin.cookie });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/admin-dashboard');
  });

  it('sends visitors and non-admins to the admin sign-in for every section', async () => {
    const user = await quickUser(t.rt, 'nav-user');
    for (const cookie of [undefined, user.cookie]) {
      const res = await request(t.rt, '/admin-dashboard?section=plans&email=someone%40example.com', { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/admin-signin');
    }
  });
});

describe('admin plans section', () => {
  it('finds an account by e-mail and changes its plan without scripts; the dashboard names the new plan', async () => {
    const [admin] = await quickUsers(t.rt, 1, { label: 'plan-admin', role: 'admin' });
    const learner = await quickUser(t.rt, 'plan-learner');
    const before = await html(await request(t.rt, '/dashboard', { cookie: learner.cookie }));
    expect(before).toContain(`You are on the Free plan: ${writeText(planSummary('free'), 'en')}`);

    const page = `/admin-dashboard?section=plans&email=${encodeURIComponent(` ${learner.email.toUpperCase()} `)}`;
    const found = await html(await request(t.rt, page, { cookie: admin.cookie }));
    expect(found).toContain(learner.email);
    expect(found).toMatch(/Current plan: <strong>Free<\/strong>/);

    const changed = await postForm(admin.cookie, page, { intent: 'set-plan', userId: learner.id, plan: 'premium' });
    expect(changed.status).toBe(200);
    const changedHtml = await html(changed);
    expect(changedHtml).toContain('The account is now on the Premium plan.');
    expect(changedHtml).toMatch(/Current plan: <strong>Premium<\/strong>/);
    const [row] = await t.rt.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, learner.id));
    expect(row.plan).toBe('premium');
    expect(await html(await request(t.rt, '/dashboard', { cookie: learner.cookie }))).toContain(`You are on the Premium plan: ${writeText(planSummary('premium'), 'en')}`);

    const missing = await html(await request(t.rt, '/admin-dashboard?section=plans&email=nobody-here%40example.com', { cookie: admin.cookie }));
    expect(missing).toContain('No account has the e-mail address nobody-here@example.com.');
    const bad = await postForm(admin.cookie, page, { intent: 'set-plan', userId: learner.id, plan: 'platinum' });
    expect(bad.status).toBe(400);
    const unknown = await postForm(admin.cookie, page, { intent: 'set-plan', userId: 'no-such-user', plan: 'business' });
    expect(unknown.status).toBe(404);
    expect(await html(unknown)).toContain('No such user.');
  });

  it('refuses a plan change posted by someone who is not an admin', async () => {
    const user = await quickUser(t.rt, 'plan-sneak');
    const res = await postForm(user.cookie, '/admin-dashboard', { intent: 'set-plan', userId: user.id, plan: 'business' });
    expect([302, 403]).toContain(res.status);
    const [row] = await t.rt.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
    expect(row.plan).toBe('free');
  });
});
