/**
 * Account e-mail requests that must not reveal whether an address has an account (decision 012).
 *
 * - Password-reset and resend-verification requests: the browser's request is answered at once, after one job insert
 *   on the `account-mail` queue, the same work for every address. The job then runs Better Auth's own request
 *   in-process (looking the address up, storing a token, queueing the mail), so the lookup and the writes happen off
 *   the request.
 * - Sign-up: Better Auth hashes the password on both paths, but only a new address is written to the database and
 *   sent a verification mail. A job could not do that without storing the password (or its hash) in the queue, so the
 *   answers are held instead until SIGN_UP_ANSWER_FLOOR_MS after the request reached the hooks, the technique Better
 *   Auth itself uses for resend-verification (a 500 ms floor, which the worker now meets, off the request).
 */
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';

/**
 * An account e-mail request waiting to be worked: the address as typed and where the mailed link leads (a
 * same-site path; Better Auth's default when absent).
 */
export type AccountMailJob =
  | { kind: 'password-reset'; email: string; redirectTo?: string }
  | { kind: 'verification'; email: string; callbackURL?: string };

/** Milliseconds a sign-up answer waits for at least; above sign-up's own time on PostgreSQL (30–50 ms measured). */
export const SIGN_UP_ANSWER_FLOOR_MS = 250;

/** True for a same-site path (`/reset-password`), the only `redirectTo` the reset request accepts without Better Auth's own check. */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Waits until `startedAt + floorMs` (performance.now() milliseconds); returns at once when that has passed. */
export async function holdUntil(startedAt: number, floorMs: number): Promise<void> {
  const remaining = startedAt + floorMs - performance.now();
  if (remaining > 0) await new Promise((r) => setTimeout(r, remaining));
}

/** Better Auth's own requests, called in-process as the server (no rate limit counts twice, no session applies). */
export interface AccountMailCalls {
  requestPasswordReset(body: { email: string; redirectTo?: string }): Promise<unknown>;
  sendVerificationEmail(body: { email: string; callbackURL?: string }): Promise<unknown>;
}

/** Makes this process work the `account-mail` queue, one Better Auth call per job. A failure is retried by the queue. */
export async function startAccountMailWorker(deps: { queue: JobQueue; calls: AccountMailCalls; logger: Logger }): Promise<void> {
  const log = deps.logger.child({ component: 'account-mail' });
  // One at a time, in the order they were asked: a later request's mail is the one that carries the newest link.
  await deps.queue.work<AccountMailJob>('account-mail', { batchSize: 5 }, async (jobs) => {
    const results = [];
    for (const job of jobs) {
      const { data } = job;
      try {
        if (data.kind === 'password-reset') await deps.calls.requestPasswordReset({ email: data.email, redirectTo: data.redirectTo });
        else await deps.calls.sendVerificationEmail({ email: data.email, callbackURL: data.callbackURL });
        results.push({ id: job.id, status: 'completed' as const });
      } catch (err) {
        log.error({ err, kind: data.kind }, 'account e-mail request failed; will retry');
        results.push({ id: job.id, status: 'failed' as const });
      }
    }
    return results;
  });
}
