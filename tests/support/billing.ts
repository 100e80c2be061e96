/** Helpers of the billing tests: the runtime's local Razorpay, waiting for its webhooks and jobs, a person's plan. */
import { eq } from 'drizzle-orm';
import { users } from '~/server/db/schema';
import type { TestRuntime } from './test-app';

/** The local Razorpay the test runtime runs (throws when paid plans are off). */
export function double(rt: TestRuntime) {
  const d = rt.payments?.double;
  if (!d) throw new Error('The test runtime runs no local Razorpay');
  return d;
}

/** Waits until every webhook the double sent has been answered and every billing job that could run has run. */
export async function billingSettled(rt: TestRuntime, timeoutMs = 15_000): Promise<void> {
  await double(rt).control.settled();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await rt.jobs.stats('billing');
    // Deferred jobs (a mandate to end at a period's end) are not due: only jobs that could run now count.
    if (s.active === 0 && s.oldestWaitingSeconds === null) return;
    if (Date.now() > deadline) throw new Error(`billing jobs still pending: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The plan stored for a person ('free', 'premium', 'business'). */
export async function planOf(rt: TestRuntime, userId: string) {
  const [u] = await rt.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  return u?.plan;
}
