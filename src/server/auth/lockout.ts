/**
 * Password sign-in throttling that nobody can aim at someone else (OWASP Authentication Cheat Sheet,
 * "Login Throttling"). Failed attempts are counted per account *and* client address, so an attacker slows only
 * their own address, and the owner's own device and network keep working:
 *
 * - FREE_FAILURES (5) wrong passwords from one client for one account cost nothing. From the 5th on, that client
 *   must wait 2^(failures − 4) seconds before its next try for that account (2 s, 4 s, 8 s … ), at most
 *   MAX_DELAY_SECONDS (15 minutes). A try during the wait is answered 429 `SIGN_IN_DELAYED` with the seconds
 *   left (authMessages.signInDelayed), before the password is checked, and does not count.
 * - A client's count starts again after FORGET_AFTER_HOURS (24) without a failure, and after that client signs in.
 *   A password reset forgets every client's count for the account.
 * - When an account sees NOTICE_MIN_FAILURES (10) failures from NOTICE_MIN_CLIENTS (3) or more clients within
 *   NOTICE_WINDOW_MINUTES (60), its owner is e-mailed a notice with a link to reset the password, at most once
 *   every NOTICE_EVERY_HOURS (24) (one notice per attack, not per attempt).
 *
 * Keys are the lower-cased e-mail, known account or not, so the answers are the same for an address with no
 * account (no probing). An IPv6 client counts as its /64 network (one household or host can hold a whole /64).
 * State is in the database, so every server process sees it; each count is one atomic SQL upsert.
 */
import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import type { Database } from '../db';
import { signInFailures, signInNotices } from '../db/schema';

export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
export const FORGET_AFTER_HOURS = 24;
export const NOTICE_MIN_FAILURES = 10;
export const NOTICE_MIN_CLIENTS = 3;
export const NOTICE_WINDOW_MINUTES = 60;
export const NOTICE_EVERY_HOURS = 24;

/** The wait in seconds after `failures` failures from one client for one account (0 below FREE_FAILURES). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES + 1), MAX_DELAY_SECONDS);
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The key of a client address: an IPv4 address as is (also when IPv4-mapped, `::ffff:10.0.0.1`), an IPv6 address
 * as its /64 network (`2001:db8:1:2::/64`), anything else (no address known) as given.
 */
export function clientKey(ip: string): string {
  const addr = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  if (mapped) return mapped[1];
  if (!addr.includes(':')) return addr;
  const [head, tail = ''] = addr.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = addr.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Seconds `clientIp` must still wait before trying `email` again; 0 when it may try now. */
export async function signInWait(db: Database, email: string, clientIp: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${signInFailures.lockedUntil} - now())))::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, normalEmail(email)), eq(signInFailures.clientIp, clientKey(clientIp)), gt(signInFailures.lockedUntil, sql`now()`)));
  return row ? Math.max(1, Number(row.wait)) : 0;
}

/**
 * Counts one failed password sign-in of `email` from `clientIp` and sets that client's wait. Answers `notify: true`
 * when this failure makes the account look attacked (thresholds above) and no notice went out within
 * NOTICE_EVERY_HOURS (exactly one of several concurrent callers gets true), with the account's `failures` and distinct
 * `clients` in that window. The caller sends the notice if the account exists.
 */
export async function recordSignInFailure(
  db: Database,
  email: string,
  clientIp: string,
): Promise<{ notify: boolean; failures: number; clients: number }> {
  const key = normalEmail(email);
  const forget = sql.raw(`interval '${FORGET_AFTER_HOURS} hours'`);
  const stale = sql`${signInFailures.lastFailedAt} < now() - ${forget}`;
  const next = sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`;
  // The same rule as delayAfter, in SQL: 2^(n − FREE + 1) seconds from the FREE-th failure, capped.
  const wait = sql`case when ${next} >= ${FREE_FAILURES} then now() + least(power(2, ${next} - ${FREE_FAILURES - 1}), ${MAX_DELAY_SECONDS}) * interval '1 second' end`;
  await db
    .insert(signInFailures)
    .values({ email: key, clientIp: clientKey(clientIp), failures: 1, lockedUntil: null })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.clientIp],
      set: {
        failures: next,
        windowStartedAt: sql`case when ${stale} then now() else ${signInFailures.windowStartedAt} end`,
        lastFailedAt: sql`now()`,
        lockedUntil: wait,
      },
    });
  const window = sql.raw(`interval '${NOTICE_WINDOW_MINUTES} minutes'`);
  const [seen] = await db
    .select({ clients: count(), failures: sum(signInFailures.failures) })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, key), gt(signInFailures.lastFailedAt, sql`now() - ${window}`)));
  const seenNow = { failures: Number(seen.failures ?? 0), clients: Number(seen.clients) };
  if (seenNow.clients < NOTICE_MIN_CLIENTS || seenNow.failures < NOTICE_MIN_FAILURES) return { notify: false, ...seenNow };
  const every = sql.raw(`interval '${NOTICE_EVERY_HOURS} hours'`);
  const claimed = await db
    .insert(signInNotices)
    .values({ email: key })
    .onConflictDoUpdate({ target: signInNotices.email, set: { notifiedAt: sql`now()` }, setWhere: sql`${signInNotices.notifiedAt} < now() - ${every}` })
    .returning({ email: signInNotices.email });
  return { notify: claimed.length > 0, ...seenNow };
}

/** Forgets the failures of `email` from `clientIp` (after it signed in), or from every client (after a password reset). */
export async function clearSignInFailures(db: Database, email: string, clientIp?: string): Promise<void> {
  const byEmail = eq(signInFailures.email, normalEmail(email));
  await db.delete(signInFailures).where(clientIp === undefined ? byEmail : and(byEmail, eq(signInFailures.clientIp, clientKey(clientIp))));
}
