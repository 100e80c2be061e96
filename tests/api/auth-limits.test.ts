/**
 * Abuse limits (foundation issue; STACK.md pitfalls 4, 5, 14, 15): the per-account lockout after 5 wrong
 * passwords, Better Auth's per-IP limits on the account endpoints, and the cap of 3 e-mails a minute to one
 * address.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '~/server/auth/auth';
import { LOCKOUT_THRESHOLD } from '~/server/auth/lockout';
import { mailOutbox, signInFailures } from '~/server/db/schema';
import { MAX_PER_ADDRESS_PER_MINUTE } from '~/server/mail/mailer';
import {
  GOOD_PASSWORD,
  describeEachDatabase,
  mailSettled,
  makeUser,
  outboxFor,
  requestJson,
  signIn,
  signInRaw,
  uniqueEmail,
  uniqueIp,
  useTestRuntime,
} from '../support/test-app';

describeEachDatabase('abuse limits', (kind) => {
  const t = useTestRuntime(kind, { smtp: true });

  it('locks password sign-in for an account after 5 wrong passwords, even with the right one', async () => {
    expect(LOCKOUT_THRESHOLD).toBe(5);
    const email = uniqueEmail('victim');
    const bystander = uniqueEmail('bystander');
    await makeUser(t.rt, email);
    await makeUser(t.rt, bystander);
    for (let i = 1; i <= 5; i++) {
      const wrong = await signInRaw(t.rt, email, `wrong-password-${i}`);
      expect(wrong.res.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(sixth.res.status).toBe(429);
    expect(await sixth.res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(sixth.cookie).not.toContain('session_token');
    // The lock is per account, whatever the letter case, and from any address.
    const shouted = await signInRaw(t.rt, email.toUpperCase(), GOOD_PASSWORD);
    expect(shouted.res.status).toBe(429);
    await signIn(t.rt, bystander);
  });

  it('does not lock after 4 wrong passwords, and a success clears the count', async () => {
    const email = uniqueEmail('clumsy');
    await makeUser(t.rt, email);
    for (let i = 0; i < 4; i++) expect((await signInRaw(t.rt, email, `nope-nope-${i}`)).res.status).toBe(401);
    await signIn(t.rt, email);
    const rows = await t.rt.database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(rows).toEqual([]);
    for (let i = 0; i < 4; i++) expect((await signInRaw(t.rt, email, `nope-again-${i}`)).res.status).toBe(401);
    await signIn(t.rt, email);
  });

  it('counts concurrent wrong passwords without losing any (atomic counter)', async () => {
    const email = uniqueEmail('burst');
    await makeUser(t.rt, email);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => signInRaw(t.rt, email, `burst-wrong-${i}`)));
    for (const r of results) expect([401, 429]).toContain(r.res.status);
    const [row] = await t.rt.database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(row.lockedUntil).not.toBeNull();
    expect((await signInRaw(t.rt, email, GOOD_PASSWORD)).res.status).toBe(429);
  });

  it('limits sign-in attempts per client address, and only for that address', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const ip = uniqueIp();
    // Different unknown e-mails each time, so the per-account lockout plays no part.
    for (let i = 0; i < max; i++) {
      const res = await signInRaw(t.rt, uniqueEmail('probe'), 'whatever-password', { ip });
      expect(res.res.status, `attempt ${i + 1}`).toBe(401);
    }
    const over = await signInRaw(t.rt, uniqueEmail('probe'), 'whatever-password', { ip });
    expect(over.res.status).toBe(429);
    // Even the right password of a real account is refused from that address now...
    const email = uniqueEmail('real');
    await makeUser(t.rt, email);
    expect((await signInRaw(t.rt, email, GOOD_PASSWORD, { ip })).res.status).toBe(429);
    // ...while another address still gets through.
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: uniqueIp() });
  });

  it('never limits reading the session: 250 get-session calls a minute from one address all answer 200', async () => {
    expect(AUTH_RATE_LIMITS['/get-session']).toBe(false);
    const email = uniqueEmail('busy-campus');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    const ip = uniqueIp();
    for (let i = 0; i < 250; i++) {
      const res = await requestJson(t.rt, '/api/auth/get-session', { cookie, ip });
      expect(res.status, `call ${i + 1}`).toBe(200);
      if (i === 249) expect((res.body as { user?: { email: string } }).user?.email).toBe(email);
    }
  });

  it('ignores a forged client-address header', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const ip = uniqueIp();
    for (let i = 0; i < max; i++) {
      await requestJson(t.rt, '/api/auth/sign-in/email', {
        json: { email: uniqueEmail('forge'), password: 'whatever-password' },
        ip,
        headers: { 'x-changepath-client-ip': uniqueIp() },
      });
    }
    const over = await requestJson(t.rt, '/api/auth/sign-in/email', {
      json: { email: uniqueEmail('forge'), password: 'whatever-password' },
      ip,
      headers: { 'x-changepath-client-ip': uniqueIp() },
    });
    expect(over.status).toBe(429);
  });

  it('sends at most 3 e-mails a minute to one address; a 4th waits for the window instead of being dropped', async () => {
    expect(MAX_PER_ADDRESS_PER_MINUTE).toBe(3);
    const email = uniqueEmail('inbox');
    await makeUser(t.rt, email);
    for (let i = 0; i < 5; i++) {
      const res = await requestJson(t.rt, '/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(200);
    }
    const rows = await t.rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
    // Three now; the 4th and 5th requests are one waiting mail (the 5th's newer link replaced the 4th's), due a
    // minute after the first.
    expect(rows).toHaveLength(4);
    const firstAt = rows[0].sendAfter.getTime();
    expect(rows.slice(0, 3).every((r) => r.sendAfter.getTime() - firstAt < 5_000)).toBe(true);
    const waiting = rows[3];
    expect(waiting.status).toBe('queued');
    expect(waiting.sendAfter.getTime() - firstAt).toBeGreaterThanOrEqual(60_000);
    expect(waiting.sendAfter.getTime() - firstAt).toBeLessThan(65_000);
    // It carries the newest reset link, not one already sent.
    expect(waiting.links).toHaveLength(1);
    expect(rows.slice(0, 3).flatMap((r) => r.links)).not.toContain(waiting.links[0]);
    await mailSettled(t.rt);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(3);
    expect((await outboxFor(t.rt, email)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'queued']);
    // Another address is unaffected.
    const other = uniqueEmail('other-inbox');
    await makeUser(t.rt, other);
    await requestJson(t.rt, '/api/auth/request-password-reset', { json: { email: other, redirectTo: '/reset-password' }, ip: uniqueIp() });
    await t.smtp.waitForMail((m) => m.to.includes(other));
  });

  it('keeps the e-mail cap under concurrent requests', async () => {
    const email = uniqueEmail('rush');
    await makeUser(t.rt, email);
    // 5: the per-account limit on reset requests (ACCOUNT_RATE_LIMITS) refuses a 6th before any mail is made.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        requestJson(t.rt, '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' }, ip: uniqueIp() }),
      ),
    );
    // Three go now; the other two requests share one waiting mail (the newer replaced the older): nothing dropped.
    const due = await t.rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(due.filter((r) => r.sendAfter.getTime() <= Date.now())).toHaveLength(MAX_PER_ADDRESS_PER_MINUTE);
    expect(due.filter((r) => r.sendAfter.getTime() > Date.now()).length).toBeLessThanOrEqual(1);
  });

  it('tells an address that asked too often when it can ask again, the same whether or not it has an account', async () => {
    const known = uniqueEmail('again');
    await makeUser(t.rt, known);
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      for (let i = 0; i < 5; i++) {
        const ok = await requestJson(t.rt, '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' }, ip: uniqueIp() });
        expect(ok.status).toBe(200);
      }
      const refused = await requestJson(t.rt, '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' }, ip: uniqueIp() });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many requests\. Please wait a moment and try again\. You can ask again in 1[45] minutes; the e-mails you already asked for are on their way\.$/);
    }
    // Nothing asked for was dropped: the known address has its 5 reset mails, 3 due now and the rest waiting as one.
    const rows = await t.rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, known));
    expect(rows.filter((r) => r.sendAfter.getTime() <= Date.now())).toHaveLength(3);
    expect(rows.filter((r) => r.sendAfter.getTime() > Date.now())).toHaveLength(1);
  });
});
