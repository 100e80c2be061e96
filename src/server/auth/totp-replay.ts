/**
 * One-time use of two-factor codes (RFC 6238 section 5.2). Better Auth's TOTP check is a pure function of the secret
 * and the clock, so a code it accepted was accepted again for as long as its step stayed in the ±1-step window (about
 * 90 s). NOTE: upstream tracks this as https://github.com/better-auth/better-auth/issues/10387 (not fixed in 1.7).
 *
 * `guardTotpReplay` runs in the `/two-factor/verify-totp` before-hook: it finds whose code it is (the signed-in
 * session, or the sign-in challenge cookie, the same order Better Auth uses), works out which time step the code
 * belongs to, and claims that step for the account in one guarded UPDATE (`last_totp_step < step`). A code of a step
 * already claimed, or of an earlier one, is refused with `TOTP_CODE_REUSED`; concurrent submissions of one code race
 * on the row and only one wins. A code that matches no step is left to Better Auth, which refuses it and counts the
 * failure. Backup codes need nothing here: Better Auth removes a used one with a compare-and-set on the row.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { authMessages } from '~/shared/messages';
import type { Database } from '../db';
import { twoFactors } from '../db/schema';
import { writeText } from '../i18n';

/** Better Auth's TOTP settings (the twoFactor plugin's defaults, which auth.ts keeps). */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/**
 * Steps looked at around now: Better Auth accepts now ±1; one more ahead covers a step boundary passing between this
 * check and Better Auth's, so no code Better Auth accepts can go unclaimed.
 */
const WINDOW = { behind: 1, ahead: 2 } as const;

/** The error code (and HTTP 401) of a refused reuse; the message is `authMessages.totpCodeReused`. */
export const TOTP_CODE_REUSED = 'TOTP_CODE_REUSED';

/** RFC 4226 HOTP of `key` at `counter` (HMAC-SHA-1, dynamic truncation), as `digits` decimal digits. */
function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).toString().padStart(digits, '0');
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) continue;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The key bytes of a decrypted Better Auth TOTP secret: generated secrets are used as their UTF-8 bytes; secrets
 * imported from elsewhere are stored as `base32:<secret>`.
 */
function keyOf(secret: string): Buffer {
  return secret.startsWith('base32:') ? base32Decode(secret.slice('base32:'.length)) : Buffer.from(secret, 'utf8');
}

/**
 * The time step (Unix seconds / 30, floored) whose code `code` is, looking from one step behind `nowMs` to two ahead;
 * the latest matching step when several do; null when none does. Every candidate is computed and compared in constant
 * time, so the answer's timing does not depend on which step matched.
 */
export function matchingTotpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const key = keyOf(secret);
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = current - WINDOW.behind; step <= current + WINDOW.ahead; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}

/**
 * Claims `step` for `userId`'s factor: true when it was later than the last accepted step (now recorded), false when
 * that step or a later one was already accepted (or the account has no factor). One guarded UPDATE, so two requests
 * with the same code cannot both win.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

/** The parts of Better Auth's hook context this guard reads (see `createAuthMiddleware` in auth.ts). */
type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Whose code this verify-totp request carries: the signed-in user, else the user of the sign-in challenge cookie. */
async function userOfRequest(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  // The sign-in challenge: a signed cookie whose value names a verification row holding the user's id
  // (better-auth/src/plugins/two-factor/verify-two-factor.ts).
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return row?.value ?? null;
}

/**
 * Before-hook for `/two-factor/verify-totp`: refuses a code whose time step was already accepted for the account
 * (HTTP 401, `TOTP_CODE_REUSED`, `authMessages.totpCodeReused`), and claims the step of a code that is new. Requests it
 * cannot attribute (no session, no challenge, no factor, no code) go on to Better Auth unchanged, which refuses them.
 */
export async function guardTotpReplay(ctx: HookContext, db: Database): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await userOfRequest(ctx);
  if (!userId) return;
  const [factor] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!factor) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
  // The code exactly as Better Auth will compare it (it does not trim).
  const step = matchingTotpStep(secret, code);
  if (step === null) return;
  if (!(await claimTotpStep(db, userId, step))) {
    throw APIError.from('UNAUTHORIZED', { message: writeText(authMessages.totpCodeReused), code: TOTP_CODE_REUSED });
  }
}
