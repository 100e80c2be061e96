/**
 * E-mail, off the request path and never lost (docs/decisions/005-job-queue.md).
 *
 * `enqueue` records the message in `mail_outbox` and puts a `mail` job on the job queue, in one transaction —
 * the caller's, when the mail belongs to a write (a registration commits with its confirmation queued, or
 * neither). No request waits for SMTP.
 *
 * `startWorker` makes this process deliver queued mail: batches of jobs, sent concurrently over one pooled
 * nodemailer transport (SMTP_URL; bounded connections and rate), or — without SMTP_URL — kept in the local
 * outbox (the log and /dev/outbox). Temporary failures (connection errors, timeouts, 4xx replies) are retried
 * with exponential backoff for at least 24 hours; a 5xx reply or exhausted retries mark the row 'failed', which
 * admins see and can send again (`retry`). Each message has a fixed `Message-ID`, so a retry after a crash
 * mid-send is recognisable as the same mail.
 *
 * The per-address limit (MAX_PER_ADDRESS_PER_MINUTE) defers instead of dropping: a 4th mail to one address within
 * a minute is sent when the window allows, and a newer request for the same mail (same subject) still waiting
 * replaces the waiting one's content, so a stranger cannot pile up mail for an address.
 */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Database } from '../db';
import { type StoredAttachment, mailOutbox } from '../db/schema';
import { AppError } from '../errors';
import type { JobQueue, JobWithMetadata } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { commonMessages } from '~/shared/messages';

export const MAX_PER_ADDRESS_PER_MINUTE = 3;

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (e.g. an .ics invitation); stored with the queued message until delivery. */
  attachments?: MailAttachment[];
  /**
   * A confirmation the recipient caused with their own signed-in action (a booking, a registration): exempt
   * from the per-address limit, which exists to stop a stranger flooding an address.
   */
  transactional?: boolean;
  /**
   * A notice to our own staff inbox (SUPPORT_EMAIL) about something a person submitted: exempt from the limit too.
   * Deferring it would delay the submission for the team; the forms' own per-client limits bound how many there are.
   */
  internal?: boolean;
}

/** What `enqueue` answers: the outbox row and when it will be sent (later than now only when the limit deferred it). */
export interface QueuedMail {
  id: number;
  sendAfter: Date;
  /** The `mail` job (null when an earlier waiting mail took this one's content). */
  jobId: string | null;
}

export type MailStatus = 'queued' | 'retrying' | 'sent' | 'outbox' | 'failed';

export interface Mailer {
  /** 'smtp' (SMTP_URL set) or 'outbox'. */
  transport: 'smtp' | 'outbox';
  /**
   * Queues one message. With `tx`, inside the caller's transaction (required when the caller is in one; on PGlite
   * a second connection does not exist). Never talks to SMTP.
   */
  enqueue(message: MailMessage, opts?: { tx?: Database }): Promise<QueuedMail>;
  /**
   * Queues several messages inside the caller's transaction `tx`: the exempt ones (transactional, internal) with one
   * insert and one job statement for all of them, the others one by one through the per-address limit as `enqueue`.
   * Answers the queued mails in the order of `messages`.
   */
  enqueueMany(messages: MailMessage[], opts: { tx: Database }): Promise<QueuedMail[]>;
  /** Queues a failed message again (admin). AppError 404 when `id` is not a failed message. */
  retry(id: number): Promise<void>;
  /** Makes this process deliver queued mail (every server process does). */
  startWorker(): Promise<void>;
  /** Closes the SMTP pool. */
  close(): void;
}

export interface MailerOptions {
  db: Database;
  queue: JobQueue;
  logger: Logger;
  /** smtp://user:pass@host:587 (smtps:// for implicit TLS); absent: the local outbox. */
  smtpUrl?: string;
  from: string;
  /** Connections the SMTP pool opens at most (MAIL_MAX_CONNECTIONS). */
  maxConnections?: number;
  /** Messages a second at most over SMTP (MAIL_RATE_PER_SECOND). */
  ratePerSecond?: number;
  /** Seconds to connect and to wait for the server's greeting (MAIL_SMTP_TIMEOUT_SECONDS); idle socket: 3×. */
  timeoutSeconds?: number;
  /** Counts sent, retried and failed mail for /metrics. */
  metrics?: Pick<Metrics, 'mailSent' | 'mailRetried' | 'mailFailed'>;
}

/** Creates the mailer. Delivery starts with `startWorker()`. */
export function createMailer(opts: MailerOptions): Mailer {
  const { db, queue } = opts;
  const log = opts.logger.child({ component: 'mail' });
  const maxConnections = opts.maxConnections ?? 5;
  const timeoutMs = (opts.timeoutSeconds ?? 10) * 1000;
  const transporter: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        pool: true,
        maxConnections,
        maxMessages: 100,
        rateDelta: 1000,
        rateLimit: opts.ratePerSecond ?? 50,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs * 3,
      } satisfies SMTPPool.Options)
    : null;
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'changepath.local';

  async function enqueueIn(tx: Database, message: MailMessage): Promise<QueuedMail> {
    const to = message.to.trim().toLowerCase();
    const now = new Date();
    let sendAfter = now;
    if (!message.transactional && !message.internal) {
      // Serialised per address (an advisory lock held to the end of the transaction), so concurrent requests and
      // other server processes count exactly (STACK.md pitfall 4).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${to}`}))`);
      const recent = await tx
        .select({ at: mailOutbox.sendAfter })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), gt(mailOutbox.sendAfter, sql`now() - interval '1 minute'`), sql`${mailOutbox.status} <> 'suppressed'`))
        .orderBy(desc(mailOutbox.sendAfter))
        .limit(MAX_PER_ADDRESS_PER_MINUTE);
      if (recent.length >= MAX_PER_ADDRESS_PER_MINUTE) {
        const slot = new Date(recent[MAX_PER_ADDRESS_PER_MINUTE - 1].at.getTime() + 60_000);
        if (slot > now) sendAfter = slot;
        // The same mail asked for again while one is still waiting: the waiting one takes the new content (the
        // newest link) and keeps its slot.
        const [waiting] = await tx
          .select({ id: mailOutbox.id, sendAfter: mailOutbox.sendAfter })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, message.subject), eq(mailOutbox.status, 'queued'), gt(mailOutbox.sendAfter, sql`now()`)))
          .limit(1);
        if (waiting) {
          await tx
            .update(mailOutbox)
            .set({ text: withAttachmentNames(message), html: message.html, links: extractLinks(message.text), attachments: storeAttachments(message.attachments), updatedAt: now })
            .where(eq(mailOutbox.id, waiting.id));
          log.info({ to, subject: message.subject, sendAfter: waiting.sendAfter }, 'e-mail asked for again while deferred: the waiting one is updated');
          return { id: waiting.id, sendAfter: waiting.sendAfter, jobId: null };
        }
      }
    }
    const [row] = await tx.insert(mailOutbox).values(outboxValues(message, sendAfter)).returning({ id: mailOutbox.id });
    const jobId = await queue.send('mail', { id: row.id }, { tx, startAfter: sendAfter });
    if (sendAfter > now) log.info({ to, subject: message.subject, sendAfter }, 'e-mail deferred: per-address limit of 3 a minute reached');
    return { id: row.id, sendAfter, jobId };
  }

  /** The outbox row of a message the per-address limit does not apply to (sent now). */
  function outboxValues(message: MailMessage, sendAfter: Date) {
    return {
      to: message.to.trim().toLowerCase(),
      subject: message.subject,
      text: withAttachmentNames(message),
      html: message.html,
      status: 'queued',
      links: extractLinks(message.text),
      attachments: storeAttachments(message.attachments),
      messageId: `<${randomUUID()}@${domain}>`,
      sendAfter,
    };
  }

  async function enqueueManyIn(tx: Database, messages: MailMessage[]): Promise<QueuedMail[]> {
    const out: QueuedMail[] = new Array(messages.length);
    const exempt = messages.flatMap((m, i) => (m.transactional || m.internal ? [i] : []));
    if (exempt.length) {
      const now = new Date();
      const rows = await tx
        .insert(mailOutbox)
        .values(exempt.map((i) => outboxValues(messages[i], now)))
        .returning({ id: mailOutbox.id });
      const jobIds = await queue.sendMany('mail', rows.map((r) => ({ id: r.id })), { tx });
      exempt.forEach((i, k) => (out[i] = { id: rows[k].id, sendAfter: now, jobId: jobIds[k] ?? null }));
    }
    for (let i = 0; i < messages.length; i++) if (!out[i]) out[i] = await enqueueIn(tx, messages[i]);
    return out;
  }

  type Row = typeof mailOutbox.$inferSelect;
  type Outcome = 'completed' | 'failed' | 'deadletter';

  /**
   * Delivers one outbox row (read with its batch); answers the job's outcome. Success is recorded by the caller for
   * the whole batch at once (`delivered`); a failure is recorded here with its error.
   */
  async function deliver(row: Row | undefined, retriesLeft: boolean, delivered: number[]): Promise<Outcome> {
    // Gone (a test database reset) or already delivered (a retry of a job whose completion was lost in a crash).
    if (!row || row.status === 'sent' || row.status === 'outbox') return 'completed';
    if (!transporter) {
      delivered.push(row.id);
      opts.metrics?.mailSent('outbox');
      log.info({ to: row.to, subject: row.subject, links: row.links }, `e-mail kept in the local outbox: ${row.subject} → ${row.to} ${row.links.join(' ')}`);
      return 'completed';
    }
    try {
      await transporter.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: stripAttachmentNames(row.text, row.attachments),
        html: row.html ?? undefined,
        messageId: row.messageId ?? undefined,
        attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: a.encoding })),
      });
      delivered.push(row.id);
      opts.metrics?.mailSent('smtp');
      log.info({ to: row.to, subject: row.subject }, 'e-mail sent');
      return 'completed';
    } catch (err) {
      const permanent = isPermanent(err);
      const final = permanent || !retriesLeft;
      const lastError = describeError(err);
      await db
        .update(mailOutbox)
        .set({ status: final ? 'failed' : 'retrying', attempts: sql`${mailOutbox.attempts} + 1`, lastError, updatedAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
      if (final) opts.metrics?.mailFailed();
      else opts.metrics?.mailRetried();
      log[final ? 'error' : 'warn']({ to: row.to, subject: row.subject, err: lastError, attempt: row.attempts + 1 }, final ? 'e-mail failed' : 'e-mail delivery failed; will retry');
      return permanent ? 'deadletter' : 'failed';
    }
  }

  /** One batch of `mail` jobs: rows read in one query, sent concurrently, successes recorded in one update. */
  async function deliverBatch(jobs: JobWithMetadata<{ id: number }>[]) {
    const ids = jobs.map((j) => j.data.id);
    const rows = new Map((await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((r) => [r.id, r]));
    const delivered: number[] = [];
    const results = await Promise.all(
      jobs.map(async (job) => {
        try {
          return { id: job.id, status: await deliver(rows.get(job.data.id), job.retryCount < job.retryLimit, delivered) };
        } catch (err) {
          log.error({ err, mailId: job.data.id }, 'mail job failed');
          return { id: job.id, status: 'failed' as const };
        }
      }),
    );
    if (delivered.length) {
      // If this update is lost (a crash right here), the jobs run again and the mail goes out again with the same
      // Message-ID; recipients' mail clients treat it as one.
      await db
        .update(mailOutbox)
        .set({ status: transporter ? 'sent' : 'outbox', attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, sentAt: new Date(), updatedAt: new Date() })
        .where(inArray(mailOutbox.id, delivered));
    }
    return results;
  }

  return {
    transport: transporter ? 'smtp' : 'outbox',
    enqueue(message, { tx } = {}) {
      return tx ? enqueueIn(tx, message) : db.transaction((t) => enqueueIn(t as unknown as Database, message));
    },
    enqueueMany(messages, { tx }) {
      return enqueueManyIn(tx, messages);
    },
    async retry(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mailOutbox)
          .set({ status: 'queued', sendAfter: new Date(), updatedAt: new Date() })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
          .returning({ id: mailOutbox.id });
        if (!row) throw new AppError('not_found', commonMessages.noFailedEmail);
        await queue.send('mail', { id }, { tx: tx as unknown as Database });
      });
    },
    async startWorker() {
      // Two batches' worth in flight per pooled connection keeps the pool busy without holding jobs it cannot send
      // before they expire.
      await queue.work<{ id: number }>('mail', { batchSize: transporter ? maxConnections * 2 : 20 }, deliverBatch);
    },
    close() {
      transporter?.close();
    },
  };
}

/**
 * Counts of `mail_outbox` rows by status, and the failed ones (newest first, at most `limit`; `updated_at` ISO), for
 * the admin's mail queue (`GET /api/admin/mail` and the dashboard).
 */
export async function mailQueueOverview(db: Database, limit = 50) {
  const counts = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const byStatus: Record<MailStatus, number> = { queued: 0, retrying: 0, sent: 0, outbox: 0, failed: 0 };
  for (const c of counts) if (c.status in byStatus) byStatus[c.status as MailStatus] = c.n;
  const failed = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, attempts: mailOutbox.attempts, last_error: mailOutbox.lastError, updated_at: mailOutbox.updatedAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.updatedAt))
    .limit(limit);
  return { counts: byStatus, failed: failed.map((f) => ({ ...f, updated_at: f.updated_at.toISOString() })) };
}

/** Whether rows with these ids are all delivered (sent or kept in the outbox). For tests and scripts. */
export async function allDelivered(db: Database, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const [{ n }] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.id, ids), inArray(mailOutbox.status, ['sent', 'outbox'])));
  return n === ids.length;
}

/** The http(s) URLs in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

const ATTACHED = '\n\nAttachments: ';

/** The text as the outbox shows it: with the attached files named at the end. */
function withAttachmentNames(m: MailMessage): string {
  return m.attachments?.length ? `${m.text}${ATTACHED}${m.attachments.map((a) => a.filename).join(', ')}` : m.text;
}

function stripAttachmentNames(text: string, attachments: StoredAttachment[] | null): string {
  if (!attachments?.length) return text;
  const i = text.lastIndexOf(ATTACHED);
  return i >= 0 ? text.slice(0, i) : text;
}

function storeAttachments(list: MailAttachment[] | undefined): StoredAttachment[] | null {
  if (!list?.length) return null;
  return list.map((a) =>
    typeof a.content === 'string'
      ? { filename: a.filename, contentType: a.contentType, content: a.content }
      : { filename: a.filename, contentType: a.contentType, content: a.content.toString('base64'), encoding: 'base64' as const },
  );
}

/** A 5xx SMTP reply is permanent (RFC 5321 section 4.2.1); connection errors, timeouts and 4xx replies are temporary. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(err: unknown): string {
  const e = err as { responseCode?: number; code?: string; response?: string; message?: string };
  const text = e.response ?? e.message ?? String(err);
  return [e.responseCode, e.code, text].filter(Boolean).join(' ').slice(0, 500);
}
