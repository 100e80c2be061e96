/**
 * Abuse limits (foundation issue, issue 20; STACK.md pitfalls 4, 5, 14, 15): growing sign-in delays per account and
 * client address with a notice to the owner (lockout.ts), Better Auth's per-IP limits on the account endpoints, and the cap of 3 e-mails a minute to one
 * address.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '~/server/auth/auth';
import { FREE_FAILURES, MAX_DELAY_SECONDS, NOTICE_MIN_CLIENTS, NOTICE_MIN_FAILURES, clientKey, delayAfter } from '~/server/auth/lockout';
import { mailOutbox, signInFailures } from '~/server/db/schema';
import { MAX_PER_ADDRESS_PER_MINUTE } from '~/server/mail/mailer';
import { writeText } from '~/server/i18n';
import { authMessages } from '~/shared/messages';
import {
  GOOD_PASSWORD,
  TEST_PUBLIC_URL,
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

  it('slows only the address that guessed: 5 wrong passwords from other addresses do not keep the owner out', async () => {
    expect(FREE_FAILURES).toBe(5);
    const email = uniqueEmail('victim');
    await makeUser(t.rt, email);
    const attacker = uniqueIp();
    for (let i = 1; i <= 5; i++) {
      const wrong = await signInRaw(t.rt, email, `wrong-password-${i}`, { ip: attacker });
      expect(wrong.res.status, `attempt ${i}`).toBe(401);
    }
    // The attacker's address must wait, even with the right password, whatever the letter case; the answer says how
    // long. Checked at once: the wait is 2 s, less than the sign-ins below take on a busy machine.
    for (const asked of [email, email.toUpperCase()]) {
      const slowed = await signInRaw(t.rt, asked, GOOD_PASSWORD, { ip: attacker });
      expect(slowed.res.status).toBe(429);
      expect(slowed.cookie).not.toContain('session_token');
      const body = (await slowed.res.json()) as { code: string; message: string };
      expect(body.code).toBe('SIGN_IN_DELAYED');
      expect([writeText(authMessages.signInDelayed(1), 'en'), writeText(authMessages.signInDelayed(2), 'en')]).toContain(body.message);
    }
    const waitEnds = Date.now() + 2_100;
    // Five more wrong passwords from another address: none of them is slowed yet.
    for (let i = 1; i <= 5; i++) expect((await signInRaw(t.rt, email, `other-wrong-${i}`)).res.status, `other address ${i}`).toBe(401);
    // The owner, from their own address, signs in.
    const owner = uniqueIp();
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: owner });
    // After the wait it may try again; one more failure doubles the wait.
    await sleep(Math.max(0, waitEnds - Date.now()));
    expect((await signInRaw(t.rt, email, 'wrong-password-6', { ip: attacker })).res.status).toBe(401);
    const longer = await signInRaw(t.rt, email, GOOD_PASSWORD, { ip: attacker });
    expect(longer.res.status).toBe(429);
    expect([writeText(authMessages.signInDelayed(3), 'en'), writeText(authMessages.signInDelayed(4), 'en')]).toContain(((await longer.res.json()) as { message: string }).message);
    // The owner is still not slowed.
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: owner });
  });

  it('grows the wait 2, 4, 8 … seconds and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(delayAfter)).toEqual([0, 2, 4, 8, 16]);
    expect(delayAfter(14)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfter(1_000)).toBe(15 * 60);
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 one', async () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    const email = uniqueEmail('v6');
    await makeUser(t.rt, email);
    // Five addresses of one /64 (randomised so that reruns on one database do not meet): one client.
    const net = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    for (let i = 1; i <= 5; i++) expect((await signInRaw(t.rt, email, `v6-wrong-${i}`, { ip: `${net}::${i}` })).res.status).toBe(401);
    expect((await signInRaw(t.rt, email, GOOD_PASSWORD, { ip: `${net}::99` })).res.status).toBe(429);
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: `2001:db8:ffff:${randomInt(65536).toString(16)}::1` });
  });

  it('does not slow after 4 wrong passwords, and a success clears that address\'s count only', async () => {
    const email = uniqueEmail('clumsy');
    await makeUser(t.rt, email);
    const own = uniqueIp();
    const other = uniqueIp();
    for (let i = 0; i < 4; i++) expect((await signInRaw(t.rt, email, `nope-nope-${i}`, { ip: own })).res.status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signInRaw(t.rt, email, `nope-other-${i}`, { ip: other })).res.status).toBe(401);
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: own });
    const rows = await t.rt.database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(rows.map((r) => [r.clientIp, r.failures])).toEqual([[other, 3]]);
    for (let i = 0; i < 4; i++) expect((await signInRaw(t.rt, email, `nope-again-${i}`, { ip: own })).res.status).toBe(401);
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: own });
  });

  it('counts concurrent wrong passwords from one address without losing any (atomic counter)', async () => {
    const email = uniqueEmail('burst');
    await makeUser(t.rt, email);
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => signInRaw(t.rt, email, `burst-wrong-${i}`, { ip })));
    for (const r of results) expect([401, 429]).toContain(r.res.status);
    const [row] = await t.rt.database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    // Every attempt that reached the password check was counted.
    expect(row.failures).toBe(results.filter((r) => r.res.status === 401).length);
    expect(row.failures).toBeGreaterThanOrEqual(5);
    expect(row.lockedUntil).not.toBeNull();
    expect((await signInRaw(t.rt, email, GOOD_PASSWORD, { ip })).res.status).toBe(429);
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: uniqueIp() });
  });

  it('e-mails the owner once, with a reset link, when many addresses guess; nobody is told about an address with no account', async () => {
    expect([NOTICE_MIN_FAILURES, NOTICE_MIN_CLIENTS]).toEqual([10, 3]);
    const email = uniqueEmail('target');
    await makeUser(t.rt, email);
    const unknown = uniqueEmail('no-account');
    const attack = async (who: string, perAddress: number[]) => {
      for (const [n, tries] of perAddress.entries()) {
        const ip = uniqueIp();
        for (let i = 0; i < tries; i++) expect((await signInRaw(t.rt, who, `guess-${n}-${i}`, { ip })).res.status).toBe(401);
      }
    };
    // 9 failures from 3 addresses: not yet an attack.
    await attack(email, [5, 2, 2]);
    await mailSettled(t.rt);
    expect(await outboxFor(t.rt, email)).toEqual([]);
    // The 10th: one notice.
    await attack(email, [1]);
    const notice = await t.smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Failed sign-in attempts on your ChangePath account');
    expect(notice.text).toContain('10 times, from 4 different addresses');
    expect(notice.text).toContain(`${TEST_PUBLIC_URL}/reset-password`);
    // More guessing in the same attack sends nothing more.
    await attack(email, [3, 3, 3]);
    await mailSettled(t.rt);
    expect((await outboxFor(t.rt, email)).map((m) => m.subject)).toEqual(['Failed sign-in attempts on your ChangePath account']);
    // The same attack on an address with no account: the same answers (checked above), no mail to anyone.
    await attack(unknown, [5, 3, 3]);
    await mailSettled(t.rt);
    expect(await outboxFor(t.rt, unknown)).toEqual([]);
    // The owner signs in from their own address all along.
    await signIn(t.rt, email, GOOD_PASSWORD, { ip: uniqueIp() });
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
    // Reset requests are worked off the request (issue 20): wait for them, and for the mail that is due.
    await mailSettled(t.rt);
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
    await mailSettled(t.rt);
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
    await mailSettled(t.rt);
    const rows = await t.rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, known));
    expect(rows.filter((r) => r.sendAfter.getTime() <= Date.now())).toHaveLength(3);
    expect(rows.filter((r) => r.sendAfter.getTime() > Date.now())).toHaveLength(1);
  });
});
