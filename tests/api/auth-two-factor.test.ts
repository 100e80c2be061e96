/**
 * Two-factor codes are one-time (issue 19, RFC 6238 §5.2): a TOTP code is accepted once and refused after, within its
 * window, across sign-in challenges and on the signed-in path, even when sent twice at once; an earlier step's code is
 * refused after a later one was accepted; backup codes work once each.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTP_CODE_REUSED, TOTP_PERIOD_SECONDS, matchingTotpStep } from '~/server/auth/totp-replay';
import { twoFactors, users } from '~/server/db/schema';
import { writeText } from '~/server/i18n';
import { authMessages } from '~/shared/messages';
import { totp } from '../support/totp';
import {
  GOOD_PASSWORD,
  type TestRuntime,
  cookiesOf,
  describeEachDatabase,
  makeUser,
  request,
  requestJson,
  signIn,
  signInRaw,
  uniqueEmail,
  uniqueIp,
  useTestRuntime,
} from '../support/test-app';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * The current time once at least `needed` ms of the current 30 s step are left (waiting for the next step when
 * fewer are). The server accepts codes one step either side of its own time: a test that names the steps around
 * `now` and then crosses a step boundary on a busy machine would see an earlier step's code as merely invalid.
 */
async function nowWithStepLeft(needed = 15_000): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < needed) await new Promise((r) => setTimeout(r, left + 50));
  return Date.now();
}

/** Signs a new user in, turns two-factor on with the code of `enableAt`'s step; returns the base32 secret and backup codes. */
async function userWithTwoFactor(rt: TestRuntime, enableAt: number) {
  const email = uniqueEmail('totp');
  await makeUser(rt, email);
  const cookie = await signIn(rt, email);
  const enabled = await requestJson(rt, '/api/auth/two-factor/enable', { json: { password: GOOD_PASSWORD }, cookie, ip: uniqueIp() });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const secret = new URL(enabled.body.totpURI as string).searchParams.get('secret')!;
  const backupCodes = enabled.body.backupCodes as string[];
  const on = await verifyTotp(rt, cookie, totp(secret, enableAt));
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  const [user] = await rt.database.db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.email, email));
  expect(user.twoFactorEnabled).toBe(true);
  return { email, secret, backupCodes, session: on.setCookies };
}

/** A password sign-in that stops at the two-factor step; returns the challenge cookie. */
async function challenge(rt: TestRuntime, email: string): Promise<string> {
  const { res, cookie } = await signInRaw(rt, email, GOOD_PASSWORD);
  const body = await res.json();
  expect(res.status).toBe(200);
  expect(body.twoFactorRedirect).toBe(true);
  expect(cookie).toContain('two_factor');
  return cookie;
}

/** Posts a code to a two-factor endpoint with `cookie`; returns the status, the JSON body and the cookies it set. */
async function verify(rt: TestRuntime, endpoint: 'verify-totp' | 'verify-backup-code', cookie: string, code: string) {
  const res = await request(rt, `/api/auth/two-factor/${endpoint}`, { json: { code }, cookie, ip: uniqueIp() });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any, setCookies: cookiesOf(res) };
}
const verifyTotp = (rt: TestRuntime, cookie: string, code: string) => verify(rt, 'verify-totp', cookie, code);
const verifyBackup = (rt: TestRuntime, cookie: string, code: string) => verify(rt, 'verify-backup-code', cookie, code);

describe('matchingTotpStep', () => {
  it('names the step a code belongs to, one step behind to two ahead, and nothing outside', () => {
    const secret = 'an-example-secret-of-32-letters!';
    const now = Date.UTC(2026, 10, 25, 10, 0, 7);
    const step = Math.floor(now / STEP_MS);
    // tests/support/totp.ts computes codes from the base32 form an authenticator app is given.
    const b32 = toBase32(Buffer.from(secret));
    for (const offset of [-1, 0, 1, 2]) expect(matchingTotpStep(secret, totp(b32, now + offset * STEP_MS), now)).toBe(step + offset);
    expect(matchingTotpStep(`base32:${b32}`, totp(b32, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totp(b32, now - 2 * STEP_MS), now)).toBeNull();
    expect(matchingTotpStep(secret, totp(b32, now + 10 * STEP_MS), now)).toBeNull();
    expect(matchingTotpStep(secret, ` ${totp(b32, now)}`, now)).toBeNull();
    expect(matchingTotpStep(secret, '', now)).toBeNull();
  });
});

function toBase32(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

describeEachDatabase('two-factor codes are one-time', (kind) => {
  const t = useTestRuntime(kind);

  it('accepts a code once, then refuses it with a clear message, on a new challenge and on the signed-in path', async () => {
    const now = await nowWithStepLeft();
    const { email, secret, session } = await userWithTwoFactor(t.rt, now);
    const used = totp(secret, now);

    // The code that turned two-factor on cannot sign anyone in afterwards.
    const first = await challenge(t.rt, email);
    const replay = await verifyTotp(t.rt, first, used);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: TOTP_CODE_REUSED, message: writeText(authMessages.totpCodeReused, 'en') });
    expect(replay.setCookies).not.toContain('session_token');

    // The next step's code signs in once (the same challenge still has attempts left)...
    const next = totp(secret, now + STEP_MS);
    const accepted = await verifyTotp(t.rt, first, next);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.setCookies).toContain('session_token');
    expect((await request(t.rt, '/api/me', { cookie: accepted.setCookies })).status).toBe(200);

    // ...and is refused on a second challenge, and so is the earlier step's code that was never used.
    const second = await challenge(t.rt, email);
    expect(await verifyTotp(t.rt, second, next)).toMatchObject({ status: 401, body: { code: TOTP_CODE_REUSED } });
    expect(await verifyTotp(t.rt, second, totp(secret, now - STEP_MS))).toMatchObject({ status: 401, body: { code: TOTP_CODE_REUSED } });
    // The signed-in path (verify-totp with a session) refuses the used code too.
    expect(await verifyTotp(t.rt, session, next)).toMatchObject({ status: 401, body: { code: TOTP_CODE_REUSED } });
    // A wrong code is still Better Auth's "invalid code", not a reuse.
    const wrong = await verifyTotp(t.rt, second, totp(secret, now + 20 * STEP_MS));
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CODE');
    const [factor] = await t.rt.database.db
      .select({ last: twoFactors.lastTotpStep })
      .from(twoFactors)
      .innerJoin(users, eq(users.id, twoFactors.userId))
      .where(eq(users.email, email));
    expect(factor.last).toBe(Math.floor((now + STEP_MS) / STEP_MS));
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const now = Date.now();
    const { email, secret } = await userWithTwoFactor(t.rt, now - STEP_MS);
    const [a, b] = [await challenge(t.rt, email), await challenge(t.rt, email)];
    const code = totp(secret, now);
    const answers = await Promise.all([verifyTotp(t.rt, a, code), verifyTotp(t.rt, b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(answers.find((r) => r.status === 401)?.body.code).toBe(TOTP_CODE_REUSED);
  });

  it('takes each backup code once, also when it is sent twice at once', async () => {
    const { email, backupCodes } = await userWithTwoFactor(t.rt, Date.now());
    expect(backupCodes.length).toBeGreaterThanOrEqual(10);
    const [one, two, three] = backupCodes;

    const first = await verifyBackup(t.rt, await challenge(t.rt, email), one);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.setCookies).toContain('session_token');

    const again = await verifyBackup(t.rt, await challenge(t.rt, email), one);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('INVALID_BACKUP_CODE');
    expect(again.setCookies).not.toContain('session_token');

    expect((await verifyBackup(t.rt, await challenge(t.rt, email), two)).status).toBe(200);

    const [x, y] = [await challenge(t.rt, email), await challenge(t.rt, email)];
    const both = await Promise.all([verifyBackup(t.rt, x, three), verifyBackup(t.rt, y, three)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await verifyBackup(t.rt, await challenge(t.rt, email), three)).status).toBe(401);
  });
});
