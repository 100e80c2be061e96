/**
 * Reminder e-mails about 24 hours before a talk, exactly once per registrant, across restarts and several
 * server processes (one queued mail per reminder). A sweep marks the due registrations
 * (`reminder_sent_at`) and queues their reminder mails in the same transaction: the mark and the mail commit
 * together, and a concurrent sweep in another process skips rows already marked (row locks, then the
 * `reminder_sent_at is null` re-check). Delivery — retries included — is the mail queue's (src/server/mail/mailer.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { reminderEmail } from './talks.emails';
import { localeOf } from '~/shared/locales';

export const REMINDER_LEAD_HOURS = 24;
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;

interface DueReminder {
  registration_id: string;
  email: string;
  locale: string;
  id: string;
  title: string;
  description: string | null;
  speaker_name: string;
  location: string | null;
  event_date: Date | string;
  event_time: string | null;
  duration: string | null;
  sequence: number;
  join_url: string | null;
}

/** Marks every due reminder and queues its mail, in one transaction; returns how many were queued. */
export async function sendDueReminders(deps: { db: Database; mailer: Mailer; publicUrl: string; timeZone: string; organizerEmail: string; logger?: Logger }): Promise<number> {
  const count = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const claimed = await tx.execute(sql`
      update changetalk_registrations r set reminder_sent_at = now(), reminder_claimed_at = now()
      from changetalks t, users u
      where r.changetalk_id = t.id and u.id = r.user_id
        and r.status = 'registered' and r.reminder_sent_at is null
        and t.event_type = 'upcoming'
        and t.event_date > now() and t.event_date <= now() + ${sql.raw(`interval '${REMINDER_LEAD_HOURS} hours'`)}
      returning r.id as registration_id, u.email, u.locale, t.id, t.title, t.description, t.speaker_name, t.location, t.event_date, t.event_time, t.duration, t.sequence, t.join_url`);
    const rows = (claimed as unknown as { rows: DueReminder[] }).rows;
    for (const r of rows) await deps.mailer.enqueue(reminderEmail(r.email, { ...r, event_date: new Date(r.event_date) }, deps, localeOf(r.locale)), { tx });
    return rows.length;
  });
  if (count) deps.logger?.info({ count }, 'talk reminders queued');
  return count;
}

/**
 * Runs `sendDueReminders` now and every `intervalMs` (default REMINDER_SWEEP_INTERVAL_MS; the server passes
 * REMINDER_SWEEP_INTERVAL_SECONDS). Returns a stop function.
 */
export function startReminderSweeper(deps: Parameters<typeof sendDueReminders>[0] & { logger: Logger; intervalMs?: number }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminders(deps);
    } catch (err) {
      deps.logger.error({ err }, 'reminder sweep failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, deps.intervalMs ?? REMINDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
