/**
 * The `billing` queue's worker: applies stored webhook events, ends the mandates of subscriptions cancelled at period
 * end, and runs the reconciliation sweep every five minutes (pg-boss's schedule: one process takes each occurrence).
 * A job whose call to Razorpay fails is retried with backoff (the queue's retry policy), so an outage of Razorpay
 * delays a change and never loses it.
 */
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { BillingService } from './billing.service';

/** Every five minutes. */
export const SWEEP_CRON = '*/5 * * * *';

export type BillingJob = { kind: 'event'; eventId: string } | { kind: 'end-mandate'; subscriptionId: string } | { kind: 'sweep' };

/** Schedules the sweep and makes this process work the billing queue. */
export async function startBillingWorker(deps: { queue: JobQueue; billing: BillingService; logger: Logger }): Promise<void> {
  const log = deps.logger.child({ component: 'billing-jobs' });
  await deps.queue.boss.schedule('billing', SWEEP_CRON, { kind: 'sweep' }, { missed: 'once' } as never);
  await deps.queue.work<BillingJob>('billing', { batchSize: 5 }, async (jobs) => {
    const results = [];
    for (const job of jobs) {
      try {
        const data = job.data;
        if (data.kind === 'event') await deps.billing.processEvent(data.eventId);
        else if (data.kind === 'end-mandate') await deps.billing.endMandate(data.subscriptionId);
        else if (data.kind === 'sweep') log.info(await deps.billing.sweep(), 'billing sweep done');
        results.push({ id: job.id, status: 'completed' as const });
      } catch (err) {
        log.warn({ err, job: job.data, retry: job.retryCount }, 'billing job failed; it is tried again');
        results.push({ id: job.id, status: 'failed' as const });
      }
    }
    return results;
  });
}
