/**
 * The admin operations through their two doors: the admin API and the admin dashboard's forms call the same service
 * operations, which refuse anyone but an admin; what an admin does at one door shows at the other.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '~/server/db/schema';
import { pageText, postForm } from '../support/doors';
import { quickUser, quickUsers } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';

describeEachDatabase('Admin: one service behind the API and the dashboard', (kind) => {
  const t = useTestRuntime(kind, { pages: true });
  const planOf = async (id: string) => (await t.rt.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, id)))[0]?.plan;

  it('a non-admin changing a plan is refused by both doors (403 at the API, the dashboard’s form changes nothing)', async () => {
    const [user, target] = await quickUsers(t.rt, 2, { label: 'not-admin' });
    const api = await requestJson(t.rt, `/api/admin/users/${target!.id}/plan`, { method: 'PUT', cookie: user!.cookie, json: { plan: 'business' } });
    expect(api.status).toBe(403);
    expect(api.body.error.message).toBe('You do not have permission to do this.');
    const page = await postForm(t.rt, '/admin-dashboard', { intent: 'set-plan', userId: target!.id, plan: 'business' }, { cookie: user!.cookie });
    // The action is refused; the dashboard's loader then sends a non-admin to the admin sign-in.
    expect([302, 403]).toContain(page.status);
    expect(await planOf(target!.id)).toBe('free');
    const retry = await requestJson(t.rt, '/api/admin/mail/1/retry', { method: 'POST', cookie: user!.cookie });
    expect(retry.status).toBe(403);
  });

  it('an admin changes a plan on the dashboard and the API reads it; an unknown account is refused 404 by both', async () => {
    const [admin] = await quickUsers(t.rt, 1, { label: 'admin', role: 'admin' });
    const target = await quickUser(t.rt, 'upgraded');
    const page = await postForm(t.rt, '/admin-dashboard', { intent: 'set-plan', userId: target.id, plan: 'premium' }, { cookie: admin!.cookie });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain('The account is now on the Premium plan.');
    expect((await requestJson(t.rt, '/api/ai/allowance', { cookie: target.cookie })).body.plan).toBe('premium');
    const api = await requestJson(t.rt, '/api/admin/users/no-such-user/plan', { method: 'PUT', cookie: admin!.cookie, json: { plan: 'premium' } });
    expect(api.status).toBe(404);
    const unknown = await postForm(t.rt, '/admin-dashboard', { intent: 'set-plan', userId: 'no-such-user', plan: 'premium' }, { cookie: admin!.cookie });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain(api.body.error.message);
  });
});
