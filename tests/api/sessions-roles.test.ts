/**
 * Server sessions in cookies and role checks (spec §2.5, §2.10, §6; foundation issue): HttpOnly + SameSite=Lax
 * session cookie, sign-out that ends the session on the server, and admin-only API answering 401 to visitors
 * and 403 to users.
 */
import { expect, it } from 'vitest';
import {
  describeEachDatabase,
  makeAdmin,
  makeUser,
  request,
  requestJson,
  signIn,
  signInRaw,
  signUpAndVerify,
  GOOD_PASSWORD,
  uniqueEmail,
  uniqueIp,
  useTestRuntime,
} from '../support/test-app';

describeEachDatabase('sessions', (kind) => {
  const t = useTestRuntime(kind);

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const email = uniqueEmail('cookie');
    await makeUser(t.rt, email);
    const { res } = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => /session_token=/.test(c));
    expect(session).toBeDefined();
    const attrs = session!.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    for (const c of res.headers.getSetCookie()) expect(c.toLowerCase(), c).toContain('httponly');
  });

  it('ends the session on the server at sign-out', async () => {
    const email = uniqueEmail('leaver');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    const me = await requestJson(t.rt, '/api/me', { cookie });
    expect(me).toMatchObject({ status: 200, body: { user: { email } } });

    const out = await request(t.rt, '/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer works: the session is gone on the server, not only in the browser.
    const replay = await requestJson(t.rt, '/api/me', { cookie });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String), requestId: expect.any(String) } });
    const session = await requestJson(t.rt, '/api/auth/get-session', { cookie });
    expect(session.body).toBeNull();
  });

  it('refuses visitors and forged cookies at /api/me', async () => {
    expect((await request(t.rt, '/api/me')).status).toBe(401);
    expect((await request(t.rt, '/api/me', { cookie: 'better-auth.session_token=forged.value' })).status).toBe(401);
  });

  it('refuses a sign-out from another site', async () => {
    const email = uniqueEmail('csrf');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    const out = await request(t.rt, '/api/auth/sign-out', { method: 'POST', cookie, json: {}, origin: 'https://evil.example' });
    expect(out.status).toBe(403);
    expect((await request(t.rt, '/api/me', { cookie })).status).toBe(200);
  });
});

describeEachDatabase('roles', (kind) => {
  const t = useTestRuntime(kind);

  it('answers the admin overview 401 to visitors, 403 to users and 200 to admins', async () => {
    const visitor = await requestJson(t.rt, '/api/admin/overview');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('unauthorized');

    // A user who signed up and verified their e-mail the ordinary way.
    const userEmail = uniqueEmail('learner');
    await signUpAndVerify(t.rt, userEmail);
    const user = await requestJson(t.rt, '/api/admin/overview', { cookie: await signIn(t.rt, userEmail) });
    expect(user.status).toBe(403);
    expect(user.body.error.code).toBe('forbidden');

    const adminEmail = uniqueEmail('boss');
    expect(await makeAdmin(t.rt, adminEmail)).toBe('created');
    const admin = await requestJson(t.rt, '/api/admin/overview', { cookie: await signIn(t.rt, adminEmail) });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({
      users: expect.any(Number),
      verifiedUsers: expect.any(Number),
      admins: expect.any(Number),
      newUsersThisWeek: expect.any(Number),
    });
    expect(admin.body.users).toBeGreaterThanOrEqual(4); // two demo accounts + the two above
    expect(admin.body.admins).toBeGreaterThanOrEqual(2);
  });

  it('gives the role from the server, and a promotion takes effect', async () => {
    const email = uniqueEmail('promoted');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    expect((await request(t.rt, '/api/admin/overview', { cookie })).status).toBe(403);
    expect(await makeAdmin(t.rt, email)).toBe('promoted');
    const fresh = await signIn(t.rt, email);
    expect((await request(t.rt, '/api/admin/overview', { cookie: fresh })).status).toBe(200);
  });

  it("keeps Better Auth's admin endpoints for admins", async () => {
    const userEmail = uniqueEmail('nosy');
    await makeUser(t.rt, userEmail);
    const userCookie = await signIn(t.rt, userEmail);
    const asUser = await request(t.rt, '/api/auth/admin/list-users', { cookie: userCookie, ip: uniqueIp() });
    expect(asUser.status).not.toBe(200);
    expect([401, 403]).toContain(asUser.status);
    const setRole = await request(t.rt, '/api/auth/admin/set-role', {
      cookie: userCookie,
      json: { userId: 'anything', role: 'admin' },
    });
    expect(setRole.status).not.toBe(200);
    expect((await request(t.rt, '/api/auth/admin/list-users')).status).not.toBe(200);

    const adminEmail = uniqueEmail('root');
    await makeAdmin(t.rt, adminEmail);
    const asAdmin = await requestJson(t.rt, '/api/auth/admin/list-users', { cookie: await signIn(t.rt, adminEmail) });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.users.map((u: { email: string }) => u.email)).toContain(userEmail);
  });

  it('does not let a user make themself admin through update-user', async () => {
    const email = uniqueEmail('climber');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    await request(t.rt, '/api/auth/update-user', { cookie, json: { role: 'admin', name: 'Climber' } });
    const me = await requestJson(t.rt, '/api/me', { cookie: await signIn(t.rt, email) });
    expect(me.body.user.role).toBe('user');
    expect((await request(t.rt, '/api/admin/overview', { cookie })).status).toBe(403);
  });
});
