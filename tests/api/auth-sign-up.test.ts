/**
 * Sign-up, e-mail verification and sign-in (spec §2.5, §3.1, §4; foundation issue: NIST-style password
 * rules, argon2id storage, required verification). The verification mail travels over real SMTP to a
 * loopback peer.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ARGON2_OPTIONS } from '~/server/auth/passwords';
import { users } from '~/server/db/schema';
import {
  GOOD_PASSWORD,
  describeEachDatabase,
  mailSettled,
  outboxFor,
  passwordHashOf,
  request,
  requestJson,
  signIn,
  signInRaw,
  signUp,
  signUpAndVerify,
  uniqueEmail,
  useTestRuntime,
} from '../support/test-app';
import { pageText, postForm } from '../support/doors';

describeEachDatabase('sign-up and verification', (kind) => {
  const t = useTestRuntime(kind, { smtp: true });

  it('sends the verification link over SMTP; the link verifies and sign-in then works', async () => {
    const email = uniqueEmail('newcomer');
    const created = await signUp(t.rt, email, { name: 'Asha Rao' });
    expect(created.status).toBe(200);
    expect(created.body.token ?? null).toBeNull(); // no session before verification
    expect(created.headers.getSetCookie().filter((c) => c.includes('session_token=') && !c.includes('Max-Age=0'))).toEqual([]);

    const mail = await t.smtp.waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject));
    expect(mail.text).toContain('Asha Rao');
    const link = mail.links.find((l) => l.startsWith(`${t.rt.env.publicUrl}/api/auth/verify-email?`));
    expect(link, mail.text).toBeDefined();
    await mailSettled(t.rt);
    const [logged] = await outboxFor(t.rt, email);
    expect(logged.status).toBe('sent');

    const before = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(before.res.status).toBe(403);
    expect(await before.res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(before.cookie).not.toContain('session_token');

    const followed = await request(t.rt, link!);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/');
    const [row] = await t.rt.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row.verified).toBe(true);

    const after = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(after.res.status).toBe(200);
    expect(after.cookie).toContain('session_token=');
    const me = await requestJson(t.rt, '/api/me', { cookie: after.cookie });
    expect(me).toMatchObject({ status: 200, body: { user: { email, name: 'Asha Rao', role: 'user', emailVerified: true } } });
  });

  it('refuses a tampered verification token', async () => {
    const email = uniqueEmail('tamper');
    await signUp(t.rt, email);
    const mail = await t.smtp.waitForMail((m) => m.to.includes(email));
    const link = mail.links.find((l) => l.includes('/verify-email'))!;
    const bad = link.replace(/token=([^&]+)/, (_m, tok: string) => `token=${tok.slice(0, -4)}AAAA`);
    const res = await request(t.rt, bad);
    expect(res.headers.get('location') ?? '').not.toBe('/');
    const [row] = await t.rt.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row.verified).toBe(false);
  });

  it('rejects a common password with PASSWORD_TOO_COMMON', async () => {
    for (const password of ['password123', 'Password123', 'qwertyuiop']) {
      const email = uniqueEmail('common');
      const res = await signUp(t.rt, email, { password });
      expect(res.status, password).toBe(400);
      expect(res.body.code, password).toBe('PASSWORD_TOO_COMMON');
      const [row] = await t.rt.database.db.select().from(users).where(eq(users.email, email));
      expect(row, password).toBeUndefined();
    }
  });

  it('enforces 8 to 128 characters and nothing else', async () => {
    const short = await signUp(t.rt, uniqueEmail('short'), { password: 'a7#kQz!' });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('PASSWORD_TOO_SHORT');
    const long = await signUp(t.rt, uniqueEmail('long'), { password: 'x9'.repeat(64) + 'y' });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('PASSWORD_TOO_LONG');
    // The boundaries themselves are fine, without composition rules (all lower-case letters).
    expect((await signUp(t.rt, uniqueEmail('eight'), { password: 'qmvbzrtk' })).status).toBe(200);
    expect((await signUp(t.rt, uniqueEmail('max'), { password: 'qmvbzrtk'.repeat(16) })).status).toBe(200);
  });

  it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
    const email = uniqueEmail('hash');
    expect((await signUp(t.rt, email)).status).toBe(200);
    const hash = await passwordHashOf(t.rt, email);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(GOOD_PASSWORD);
    expect(ARGON2_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });
});

describeEachDatabase('account fields have the forms’ limits on the server (issue 20)', (kind) => {
  const t = useTestRuntime(kind);

  it('refuses a 200,000-character name at sign-up and on the profile, naming the limit; a name at the limit is kept', async () => {
    const huge = 'A'.repeat(200_000);
    const refused = await signUp(t.rt, uniqueEmail('huge'), { name: huge });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'NAME_TOO_LONG', message: 'Your name can be at most 201 characters.' });

    const email = uniqueEmail('limit');
    await signUpAndVerify(t.rt, email, { name: `${'B'.repeat(100)} ${'C'.repeat(100)}` });
    const cookie = await signIn(t.rt, email);
    const tooLong = await requestJson(t.rt, '/api/auth/update-user', { json: { name: 'D'.repeat(202) }, cookie });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'NAME_TOO_LONG' });
    const [row] = await t.rt.database.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(row.name).toBe(`${'B'.repeat(100)} ${'C'.repeat(100)}`);
  });

  it('refuses an e-mail address longer than 254 characters', async () => {
    const res = await signUp(t.rt, `${'e'.repeat(250)}@example.com`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'EMAIL_TOO_LONG' });
  });
});

describeEachDatabase('sign-up with one name', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('takes a first name alone from the sign-up page (many Indians have one name) and stores it as the full name', async () => {
    const email = uniqueEmail('one-name');
    const res = await postForm(t.rt, '/signup', { intent: 'sign-up', firstName: 'Priya', lastName: '', email, password: GOOD_PASSWORD });
    expect(res.status).toBeLessThan(400);
    const [user] = await t.rt.database.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Priya');
    // The first name is still required.
    const blank = await postForm(t.rt, '/signup', { intent: 'sign-up', firstName: ' ', lastName: 'Rao', email: uniqueEmail('no-first'), password: GOOD_PASSWORD });
    expect(blank.status).toBe(400);
    expect(await pageText(blank)).toContain('First name is required');
  });
});
