/**
 * Reminder e-mails about 24 hours before a talk, exactly once per registrant, across restarts and several
 * server processes. The job state lives on the registration row: a sender first claims due rows with one
 * UPDATE (row locks make concurrent claims disjoint), sends, then marks them sent. A claim older than
 * CLAIM_TIMEOUT_MINUTES without `reminder_sent_at` (a process died mid-send) is claimed again.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { changetalkRegistrations } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { reminderEmail } from './talks.emails';

export const REMINDER_LEAD_HOURS = 24;
export const CLAIM_TIMEOUT_MINUTES = 10;
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;

interface DueReminder {
  registration_id: string;
  email: string;
  id: string;
  title: string;
  description: string | null;
  speaker_name: string;
  location: string | null;
  event_date: Date | string;
  event_time: string | null;
  duration: string | null;
}

/** Claims and sends every due reminder; returns how many were sent. */
export async function sendDueReminders(deps: { db: Database; mailer: Mailer; publicUrl: string; timeZone: string; logger?: Logger }): Promise<number> {
  const { db } = deps;
  const claimed = await db.execute(sql`
    update changetalk_registrations r set reminder_claimed_at = now()
    from changetalks t, users u
    where r.changetalk_id = t.id and u.id = r.user_id
      and r.status = 'registered' and r.reminder_sent_at is null
      and (r.reminder_claimed_at is null or r.reminder_claimed_at < now() - ${sql.raw(`interval '${CLAIM_TIMEOUT_MINUTES} minutes'`)})
      and t.event_type = 'upcoming'
      and t.event_date > now() and t.event_date <= now() + ${sql.raw(`interval '${REMINDER_LEAD_HOURS} hours'`)}
    returning r.id as registration_id, u.email, t.id, t.title, t.description, t.speaker_name, t.location, t.event_date, t.event_time, t.duration`);
  const rows = (claimed as unknown as { rows: DueReminder[] }).rows;
  const sent: string[] = [];
  for (const r of rows) {
    const status = await deps.mailer.send(reminderEmail(r.email, { ...r, event_date: new Date(r.event_date) }, deps));
    // A failed or suppressed (per-address cap) mail stays claimed and is retried after CLAIM_TIMEOUT_MINUTES.
    if (status === 'sent' || status === 'outbox') sent.push(r.registration_id);
  }
  if (sent.length) {
    await db.update(changetalkRegistrations).set({ reminder_sent_at: new Date() }).where(inArray(changetalkRegistrations.id, sent));
    deps.logger?.info({ count: sent.length }, 'talk reminders sent');
  }
  return sent.length;
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
