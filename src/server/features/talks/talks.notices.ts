/**
 * Bulk ChangeTalk notices as background jobs: a talk cancelled (or deleted before it happened) tells
 * every registrant, with a calendar CANCEL; a change of its time or place sends registrants a calendar REQUEST with
 * the raised SEQUENCE; and seats freed for the waitlist tell the people promoted. The write that causes them enqueues
 * one `talk-notices` job in its own transaction; the job fans out into one queued e-mail per person, so no request
 * loops over recipients and nothing is lost if the process stops between the write and the mails. The same job
 * writes each person's in-app notification.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { changetalkRegistrations, changetalks, users } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { paths } from '~/shared/paths';
import { talkPath } from '~/shared/talks';
import type { Notifier } from '../notifications/notifications.service';
import { type EmailTalk, type TalkEmailOptions, promotedEmail, talkCancelledEmail, talkChangedEmail } from './talks.emails';
import { type Locale, localeOf } from '~/shared/locales';

/** The talk as a cancelled notice describes it, kept in the job (a deleted talk's row is gone when it runs). */
type TalkSnapshot = Omit<EmailTalk, 'event_date'> & { event_date: string };

export type TalkNotice =
  | { kind: 'cancelled'; talk: TalkSnapshot; emails: string[]; userIds?: string[]; /** Each recipient's language, beside `emails`. */ locales?: Locale[] }
  | { kind: 'changed'; talkId: string }
  | { kind: 'promoted'; talkId: string; userIds: string[] };

/**
 * Enqueues, inside `tx`, the cancellation notice to everyone registered or waiting for `talk` (read now, before a
 * delete removes the registrations).
 */
export async function enqueueCancelledNotice(tx: Database, jobs: JobQueue, talk: EmailTalk): Promise<void> {
  const rows = await tx
    .select({ email: users.email, user_id: users.id, locale: users.locale })
    .from(changetalkRegistrations)
    .innerJoin(users, eq(users.id, changetalkRegistrations.user_id))
    .where(eq(changetalkRegistrations.changetalk_id, talk.id));
  if (!rows.length) return;
  const snapshot: TalkSnapshot = {
    id: talk.id,
    title: talk.title,
    description: talk.description,
    speaker_name: talk.speaker_name,
    location: talk.location,
    duration: talk.duration,
    event_time: talk.event_time,
    sequence: talk.sequence,
    event_date: talk.event_date.toISOString(),
  };
  const notice: TalkNotice = { kind: 'cancelled', talk: snapshot, emails: rows.map((r) => r.email), userIds: rows.map((r) => r.user_id), locales: rows.map((r) => localeOf(r.locale)) };
  await jobs.send('talk-notices', notice, { tx });
}

/**
 * Enqueues, inside `tx`, the notice that the talk's time or place changed. The job reads the talk and its
 * registered people when it runs, so the e-mails carry the latest version (and SEQUENCE) even after several edits.
 */
export async function enqueueChangedNotice(tx: Database, jobs: JobQueue, talkId: string): Promise<void> {
  const notice: TalkNotice = { kind: 'changed', talkId };
  await jobs.send('talk-notices', notice, { tx });
}

/** Enqueues, inside `tx`, the "you have a seat" notice to the users just promoted from the waitlist. */
export async function enqueuePromotedNotice(tx: Database, jobs: JobQueue, talkId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  const notice: TalkNotice = { kind: 'promoted', talkId, userIds };
  await jobs.send('talk-notices', notice, { tx });
}

/** Makes this process work the `talk-notices` queue: each job becomes one queued e-mail per recipient, in one transaction. */
export async function startTalkNoticeWorker(deps: TalkEmailOptions & { db: Database; queue: JobQueue; mailer: Mailer; logger: Logger; notifier?: Notifier }): Promise<void> {
  const log = deps.logger.child({ component: 'talk-notices' });
  await deps.queue.work<TalkNotice>('talk-notices', { batchSize: 1 }, async (jobs) => {
    const results = [];
    for (const job of jobs) {
      try {
        const count = await fanOut(deps, job.data);
        log.info({ kind: job.data.kind, count }, 'talk notices queued');
        results.push({ id: job.id, status: 'completed' as const });
      } catch (err) {
        log.error({ err }, 'talk notices failed; will retry');
        results.push({ id: job.id, status: 'failed' as const });
      }
    }
    return results;
  });
}

async function fanOut(deps: TalkEmailOptions & { db: Database; mailer: Mailer; notifier?: Notifier }, notice: TalkNotice): Promise<number> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (notice.kind === 'cancelled') {
      const talk: EmailTalk = { ...notice.talk, event_date: new Date(notice.talk.event_date) };
      // A notice queued before languages were stored has none: English.
      for (const [i, email] of notice.emails.entries()) await deps.mailer.enqueue(talkCancelledEmail(email, talk, deps, localeOf(notice.locales?.[i])), { tx });
      // In the app too: the talk's page may be gone, so it opens the talk list.
      await deps.notifier?.record(tx, (notice.userIds ?? []).map((userId) => ({ userId, type: 'talk_cancelled' as const, subject: talk.title, link: paths.changeTalks })));
      return notice.emails.length;
    }
    if (notice.kind === 'changed') {
      const rows = await tx
        .select({ talk: changetalks, email: users.email, user_id: users.id, locale: users.locale })
        .from(changetalks)
        .innerJoin(changetalkRegistrations, eq(changetalkRegistrations.changetalk_id, changetalks.id))
        .innerJoin(users, eq(users.id, changetalkRegistrations.user_id))
        .where(and(eq(changetalks.id, notice.talkId), eq(changetalks.event_type, 'upcoming'), eq(changetalkRegistrations.status, 'registered')));
      for (const row of rows) await deps.mailer.enqueue(talkChangedEmail(row.email, row.talk, deps, localeOf(row.locale)), { tx });
      await deps.notifier?.record(tx, rows.map((row) => ({ userId: row.user_id, type: 'talk_changed' as const, subject: row.talk.title, link: talkPath(row.talk) })));
      return rows.length;
    }
    const rows = await tx
      .select({ talk: changetalks, email: users.email, user_id: users.id, locale: users.locale })
      .from(changetalks)
      .innerJoin(users, inArray(users.id, notice.userIds))
      .where(eq(changetalks.id, notice.talkId));
    for (const row of rows) await deps.mailer.enqueue(promotedEmail(row.email, row.talk, deps, localeOf(row.locale)), { tx });
    await deps.notifier?.record(tx, rows.map((row) => ({ userId: row.user_id, type: 'talk_promoted' as const, subject: row.talk.title, link: talkPath(row.talk) })));
    return rows.length;
  });
}
