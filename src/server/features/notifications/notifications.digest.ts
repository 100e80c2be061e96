/**
 * The daily notification digest: pg-boss runs the `notification-digest` queue's schedule once a day at
 * DIGEST_CRON in the platform's time zone (one process takes each occurrence, however many run), and a missed
 * occurrence (the site was down) is sent once when it is back. The work is `sendDigests` (notifications.service.ts).
 */
import type { Database } from '../../db';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { type NotifierOptions, sendDigests } from './notifications.service';

/** 08:00 every day: the morning, when a digest is read (in PLATFORM_TIME_ZONE). */
export const DIGEST_CRON = '0 8 * * *';

/** Schedules the digest and makes this process work its jobs. */
export async function startNotificationDigests(deps: { db: Database; queue: JobQueue; notifier: NotifierOptions; logger: Logger; timeZone?: string }): Promise<void> {
  const log = deps.logger.child({ component: 'notification-digest' });
  await deps.queue.boss.schedule('notification-digest', DIGEST_CRON, {}, { tz: deps.timeZone ?? 'UTC', missed: 'once' });
  await deps.queue.work('notification-digest', { batchSize: 1 }, async (jobs) => {
    const results = [];
    for (const job of jobs) {
      const sent = await sendDigests(deps.db, deps.notifier);
      log.info({ sent }, 'notification digests queued');
      results.push({ id: job.id, status: 'completed' as const });
    }
    return results;
  });
}
