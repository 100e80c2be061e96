/**
 * Per-account password sign-in lockout (foundation issue): LOCKOUT_THRESHOLD failures within LOCKOUT_WINDOW
 * lock password sign-in for that e-mail for LOCKOUT_DURATION. State is in the database, so every server
 * process sees it, and each update is one atomic SQL statement (no read-then-write).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { signInFailures } from '../db/schema';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_DURATION_MINUTES = 15;

/** Returns the lock's end when `email` is locked now, else null. */
export async function lockedUntil(db: Database, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, email.trim().toLowerCase()));
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

/** Counts one failed password sign-in for `email`, locking it when the threshold is reached. */
export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  const key = email.trim().toLowerCase();
  const window = sql.raw(`interval '${LOCKOUT_WINDOW_MINUTES} minutes'`);
  const duration = sql.raw(`interval '${LOCKOUT_DURATION_MINUTES} minutes'`);
  const stale = sql`${signInFailures.windowStartedAt} < now() - ${window}`;
  const nextFailures = sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({ email: key, failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${stale} then now() else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${LOCKOUT_THRESHOLD} then now() + ${duration} else ${signInFailures.lockedUntil} end`,
      },
    });
}

/** Forgets failures after a successful sign-in or a password reset. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email.trim().toLowerCase()));
}
