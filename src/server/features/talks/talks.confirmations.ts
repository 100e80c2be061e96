/**
 * Registration confirmations (docs/decisions/006-registration-in-one-round-trip.md).
 *
 * A registration commits as one row whose `confirmation_queued_at` is null: the row is the confirmation's outbox
 * entry, written in the registration's own statement, so a registration that commits always gets its confirmation
 * and one that rolls back never does. This relay turns those rows into queued e-mails (with the .ics) on the mail
 * queue: it claims a batch (`FOR UPDATE SKIP LOCKED`, so several processes never claim the same row), queues one
 * mail per row with `mailer.enqueueMany` and marks the rows, in one transaction. Delivery — pooled SMTP, retries,
 * the admin's failed list — is the mail queue's (src/server/mail/mailer.ts).
 *
 * The process that took a registration nudges its relay right after the commit, so the mail is queued within
 * milliseconds; a sweep every CONFIRMATION_SWEEP_INTERVAL_MS (and one at start) queues what a process that died
 * between its commit and its relay left behind.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { changetalks } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { registrationEmail } from './talks.emails';
import { talkPath } from '~/shared/talks';
import type { Notifier } from '../notifications/notifications.service';
import { localeOf } from '~/shared/locales';

/** Rows claimed per transaction: big enough that a burst of registrations costs a few statements per hundred. */
export const CONFIRMATION_BATCH = 200;
/** How often each process looks for confirmations left behind by a process that stopped before queueing them. */
export const CONFIRMATION_SWEEP_INTERVAL_MS = 5_000;

export interface ConfirmationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  /** MAIL_FROM's address: the organizer of the .ics invitation. */
  organizerEmail: string;
  /** Writes the in-app notification of each registration (absent in some unit tests). */
  notifier?: Notifier;
}

/**
 * Queues the confirmations of up to `limit` registrations still waiting for theirs, in one transaction; returns how
 * many rows it took. A registration for a talk that is no longer upcoming (cancelled meanwhile) is marked without a
 * mail: its cancellation notice said what matters.
 */
export async function queueConfirmations(deps: ConfirmationDeps, limit = CONFIRMATION_BATCH): Promise<number> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const claimed = await tx.execute(sql`
      select r.id, r.changetalk_id, r.user_id, u.email, u.locale
      from changetalk_registrations r join users u on u.id = r.user_id
      where r.status = 'registered' and r.confirmation_queued_at is null
      order by r.created_at
      limit ${limit}
      for update of r skip locked`);
    const rows = (claimed as unknown as { rows: Array<{ id: string; changetalk_id: string; user_id: string; email: string; locale: string }> }).rows;
    if (!rows.length) return 0;
    const talkIds = [...new Set(rows.map((r) => r.changetalk_id))];
    const talks = new Map((await tx.select().from(changetalks).where(inArray(changetalks.id, talkIds))).map((talk) => [talk.id, talk]));
    const messages = rows.flatMap((r) => {
      const talk = talks.get(r.changetalk_id);
      return talk && talk.event_type === 'upcoming' ? [registrationEmail(r.email, talk, deps, localeOf(r.locale))] : [];
    });
    await deps.mailer.enqueueMany(messages, { tx });
    // The in-app notice of each registration, with its confirmation.
    await deps.notifier?.record(
      tx,
      rows.flatMap((r) => {
        const talk = talks.get(r.changetalk_id);
        return talk && talk.event_type === 'upcoming' ? [{ userId: r.user_id, type: 'talk_registered' as const, subject: talk.title, link: talkPath(talk) }] : [];
      }),
    );
    await tx.execute(sql`update changetalk_registrations set confirmation_queued_at = now() where id in ${rows.map((r) => r.id)}`);
    return rows.length;
  });
}

export interface ConfirmationRelay {
  /** Starts the sweep (every `intervalMs`) with a pass now. Does nothing while started. */
  start(): void;
  /** Queue waiting confirmations soon (coalesced: many nudges while a pass runs make one more pass). No-op when stopped. */
  nudge(): void;
  /** Stops the sweep and nudges, and waits for a pass in progress. `start` starts it again. */
  stop(): Promise<void>;
}

/**
 * This process's relay, not yet started: once started, a pass runs now, after every `nudge`, and every `intervalMs`
 * (default CONFIRMATION_SWEEP_INTERVAL_MS). A pass repeats while it finds full batches.
 */
export function createConfirmationRelay(deps: ConfirmationDeps & { logger: Logger; intervalMs?: number }): ConfirmationRelay {
  const log = deps.logger.child({ component: 'talk-confirmations' });
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const pass = async () => {
    do {
      again = false;
      try {
        let taken: number;
        do taken = await queueConfirmations(deps);
        while (taken === CONFIRMATION_BATCH && timer);
      } catch (err) {
        // Left for the next nudge or sweep: the rows are still waiting, nothing is lost.
        log.error({ err }, 'queueing registration confirmations failed; will try again');
      }
    } while (again && timer);
  };
  const nudge = () => {
    if (!timer) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
    });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(nudge, deps.intervalMs ?? CONFIRMATION_SWEEP_INTERVAL_MS);
      timer.unref();
      nudge();
    },
    nudge,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
