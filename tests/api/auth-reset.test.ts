/**
 * Password reset by e-mail (spec §2.5, §4; foundation issue): the link works once, the old password stops
 * working, sessions are revoked, and the answers never reveal whether an e-mail address has an account.
 */
import { expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  describeEachDatabase,
  mailSettled,
  makeUser,
  outboxFor,
  request,
  requestJson,
  signIn,
  signInRaw,
  uniqueEmail,
  uniqueIp,
  useTestRuntime,
  waitForMail,
} from '../support/test-app';

const NEW_PASSWORD = 'marigold-harbour-77';

describeEachDatabase('password reset', (kind) => {
  const t = useTestRuntime(kind);

  const requestReset = (email: string) =>
    requestJson(t.rt, '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' }, ip: uniqueIp() });
  const resetPassword = (token: string, newPassword: string) =>
    requestJson(t.rt, '/api/auth/reset-password', { json: { token, newPassword }, ip: uniqueIp() });

  it('resets by the mailed link: the new password works, the old one does not, the link works once', async () => {
    const email = uniqueEmail('forgetful');
    await makeUser(t.rt, email);
    const oldSession = await signIn(t.rt, email);

    const asked = await requestReset(email);
    expect(asked.status).toBe(200);
    const mail = await waitForMail(t.rt, email, 'Reset');
    const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'));
    expect(link, mail.text).toBeDefined();

    // The link leads to the reset page with the token.
    const followed = await request(t.rt, link!);
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get('location')!, t.rt.env.publicUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const done = await resetPassword(token!, NEW_PASSWORD);
    expect(done.status).toBe(200);

    const old = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(old.res.status).toBe(401);
    await signIn(t.rt, email, NEW_PASSWORD);
    // Sessions made with the old password end (revokeSessionsOnPasswordReset).
    expect((await request(t.rt, '/api/me', { cookie: oldSession })).status).toBe(401);

    const again = await resetPassword(token!, 'another-fresh-passphrase-9');
    expect(again.status).toBe(400);
    expect((await signInRaw(t.rt, email, 'another-fresh-passphrase-9')).res.status).toBe(401);
    await signIn(t.rt, email, NEW_PASSWORD);
  });

  it('refuses a made-up token and a common new password', async () => {
    expect((await resetPassword('not-a-real-token', NEW_PASSWORD)).status).toBe(400);

    const email = uniqueEmail('weak');
    await makeUser(t.rt, email);
    await requestReset(email);
    const mail = await waitForMail(t.rt, email, 'Reset');
    const token = mail.links[0].match(/reset-password\/([^?]+)/)?.[1];
    expect(token).toBeTruthy();
    const weak = await resetPassword(token!, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('PASSWORD_TOO_COMMON');
    await signIn(t.rt, email, GOOD_PASSWORD);
  });

  it('answers a reset request the same way for known and unknown e-mails', async () => {
    const known = uniqueEmail('known');
    await makeUser(t.rt, known);
    const unknown = uniqueEmail('nobody');
    const a = await requestReset(known);
    const b = await requestReset(unknown);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await mailSettled(t.rt);
    expect(await outboxFor(t.rt, unknown)).toEqual([]);
    expect(await outboxFor(t.rt, known)).toHaveLength(1);
  });

  it('answers a failed sign-in the same way for known and unknown e-mails', async () => {
    const known = uniqueEmail('known');
    await makeUser(t.rt, known);
    const a = await signInRaw(t.rt, known, 'not-the-password-1');
    const b = await signInRaw(t.rt, uniqueEmail('nobody'), 'not-the-password-1');
    expect(a.res.status).toBe(401);
    expect(b.res.status).toBe(a.res.status);
    // Each answer carries its own request id (decision 013); nothing else may differ.
    const withoutId = async (res: Response) => {
      const { requestId, ...rest } = (await res.json()) as { requestId?: string };
      expect(requestId).toBe(res.headers.get('x-request-id'));
      return rest;
    };
    expect(await withoutId(b.res)).toEqual(await withoutId(a.res));
  });
});
