/**
 * The durable job queue (docs/decisions/005-job-queue.md): pg-boss 12 in the application's own
 * database — PGlite through pg-boss's `fromPglite` adapter, PostgreSQL through a small pool pg-boss opens itself.
 * Jobs survive restarts and crashes; every server process works the same queues, and a job is handed to one
 * worker at a time (pg-boss fetches with `FOR UPDATE SKIP LOCKED`).
 *
 * Work that belongs to a write is enqueued in the write's own transaction (`send(…, { tx })`, the transactional
 * outbox): it commits with the write or not at all.
 *
 * Queues:
 * - `mail`: one job per e-mail, `{ id }` of its `mail_outbox` row (src/server/mail/mailer.ts sends it).
 * - `talk-notices`: fan-out of a talk's bulk notices (cancelled, waitlist promotions) into one `mail` job each
 *   (src/server/features/talks/talks.notices.ts).
 * - `account-mail`: password-reset requests, answered at once and worked here so that the answer takes the same
 *   time whether or not the address has an account (src/server/auth/account-mail.ts).
 * - `notification-digest`: the daily digest of notifications, scheduled once a day (pg-boss cron; one process
 *   runs each occurrence) (src/server/features/notifications/notifications.digest.ts).
 */
import { sql } from 'drizzle-orm';
import { type JobWithMetadata, PgBoss, type Queue, type SendOptions, fromDrizzle, fromPglite } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db';
import type { Logger } from '../logger';

/** Our Drizzle transaction as pg-boss's `db` option, so a job is written (or deleted) inside it (both drivers). */
const inTx = (tx: Database) => fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);

export type QueueName = 'mail' | 'talk-notices' | 'account-mail' | 'notification-digest' | 'billing';

/** Every queue this application works. */
export const QUEUE_NAMES: readonly QueueName[] = ['mail', 'talk-notices', 'account-mail', 'notification-digest', 'billing'];

export interface JobQueueSettings {
  /** Seconds before the first retry of a failed mail; later ones double (with jitter) up to an hour. */
  mailRetryDelaySeconds: number;
  /** Seconds a job may stay active before it is considered lost (its worker died) and retried. */
  jobExpireSeconds: number;
  /** Seconds between pg-boss's supervision passes (which expire lost jobs). */
  superviseIntervalSeconds: number;
}

/** How long a mail keeps being retried after a temporary failure before it is marked failed. */
export const MAIL_RETRY_WINDOW_SECONDS = 24 * 3600;
/** The longest wait between two tries of one mail. */
export const MAIL_RETRY_DELAY_MAX_SECONDS = 3600;

/**
 * The retry limit that keeps a mail retried for at least `windowSeconds`, given pg-boss's backoff: retry n
 * (from 0) waits between `delay × 2^n / 2` and `delay × 2^n` seconds, capped at `maxSeconds`. Counts with the
 * shortest waits, so the real window is at least `windowSeconds`.
 */
export function retryLimitFor(delaySeconds: number, windowSeconds = MAIL_RETRY_WINDOW_SECONDS, maxSeconds = MAIL_RETRY_DELAY_MAX_SECONDS): number {
  let total = 0;
  let n = 0;
  while (total < windowSeconds) {
    total += Math.min(maxSeconds, (delaySeconds * 2 ** Math.min(16, n)) / 2);
    n++;
  }
  return n;
}

function queueOptions(name: QueueName, s: JobQueueSettings): Omit<Queue, 'name'> {
  // notify: a new job wakes the workers of every process at once (pg-boss's NOTIFY, sent when the job's
  // transaction commits) instead of at their next poll, so a confirmation leaves within milliseconds. Not for
  // account-mail: its jobs do more work for an address with an account than for one without, and they must not
  // run while the request that queued them is still answering (the answer's time must not tell the two apart), so
  // they wait for the next poll as before.
  const common = { expireInSeconds: s.jobExpireSeconds, deleteAfterSeconds: 7 * 24 * 3600, notify: name !== 'account-mail' };
  if (name === 'mail') {
    return {
      ...common,
      retryLimit: retryLimitFor(s.mailRetryDelaySeconds),
      retryDelay: s.mailRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: MAIL_RETRY_DELAY_MAX_SECONDS,
      retentionSeconds: 14 * 24 * 3600,
    };
  }
  return { ...common, retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 };
}

export interface JobQueue {
  readonly boss: PgBoss;
  /**
   * Enqueues one job. With `tx`, inside that transaction (it commits or rolls back with it); on PGlite a caller
   * already inside a transaction must pass it (PGlite has one connection, which the transaction holds).
   * `startAfter`: not before this instant. Resolves to the job id.
   */
  send<T extends object>(queue: QueueName, data: T, opts?: { tx?: Database; startAfter?: Date }): Promise<string | null>;
  /**
   * Enqueues one job per item of `data` with one statement, inside the transaction `tx` (the batch form of `send`,
   * for relays that queue many at once). Resolves to the job ids, in order.
   */
  sendMany<T extends object>(queue: QueueName, data: T[], opts: { tx: Database }): Promise<string[]>;
  /**
   * Registers this process's worker for `queue`: `handler` gets batches of up to `batchSize` jobs (with their
   * retry metadata) and answers each job's outcome: 'completed', 'failed' (retried while retries remain) or
   * 'deadletter' (failed for good).
   */
  work<T extends object>(
    queue: QueueName,
    opts: { batchSize: number },
    handler: (jobs: JobWithMetadata<T>[]) => Promise<Array<{ id: string; status: 'completed' | 'failed' | 'deadletter'; output?: object }>>,
  ): Promise<void>;
  /**
   * Jobs of `queue` by state (waiting = created, deferred ones included; retrying; active; failed) and the age in
   * seconds of the oldest job that could run now (null when none).
   */
  stats(queue: QueueName): Promise<{ waiting: number; retrying: number; active: number; failed: number; oldestWaitingSeconds: number | null }>;
  /**
   * Stops this process's workers from taking new jobs and waits (up to `timeoutMs`) for the jobs in hand; jobs still
   * running after that are left to expire and be retried. Sending stays possible (requests still draining).
   */
  stopWorkers(timeoutMs?: number): Promise<void>;
  /** True between `start` and `stop`. */
  readonly running: boolean;
  /** Stops fetching, lets the jobs in hand finish (up to `timeoutMs`), releases the connection. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts pg-boss on the application database (installing or migrating its `pgboss` schema) and creates the queues. */
export async function startJobQueue(database: DatabaseHandle, settings: JobQueueSettings, logger: Logger): Promise<JobQueue> {
  const log = logger.child({ component: 'jobs' });
  const conn = database.connection;
  const common = {
    superviseIntervalSeconds: settings.superviseIntervalSeconds,
    monitorIntervalSeconds: Math.max(settings.superviseIntervalSeconds, 10),
    // Instances register a heartbeat row each; not needed (the admin page reads mail_outbox, the metrics read stats).
    registerInstance: false,
    persistWarnings: false,
    // Workers listen for new jobs (LISTEN/NOTIFY: one more connection on PostgreSQL, the same instance on PGlite);
    // polling every half second stays as the floor when a notification is missed.
    useListenNotify: true,
  };
  const boss =
    conn.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(conn.client), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: conn.url, max: 4, application_name: 'changepath-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (w) => log.warn({ warning: w }, 'job queue warning'));
  // Several processes starting at once on one PostgreSQL: pg-boss migrates under its own advisory lock.
  await boss.start();
  for (const name of QUEUE_NAMES) {
    const options = queueOptions(name, settings);
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, options).catch(async (err) => {
      // Another process created it between the check and here.
      if (!(await boss.getQueue(name))) throw err;
    });
    else await boss.updateQueue(name, options);
  }
  let running = true;
  const workerQueues: QueueName[] = [];
  return {
    boss,
    get running() {
      return running;
    },
    send(queue, data, opts = {}) {
      const options: SendOptions = {};
      if (opts.startAfter && opts.startAfter.getTime() > Date.now()) options.startAfter = opts.startAfter;
      if (opts.tx) options.db = inTx(opts.tx);
      return boss.send(queue, data, options);
    },
    async sendMany(queue, data, opts) {
      if (!data.length) return [];
      return (await boss.insert(queue, data.map((d) => ({ data: d })), { db: inTx(opts.tx), returnId: true })) ?? [];
    },
    async work(queue, opts, handler) {
      await boss.work(
        queue,
        {
          batchSize: opts.batchSize,
          includeMetadata: true,
          perJobResults: true,
          burstWhenBatchFull: opts.batchSize > 1,
          pollingIntervalSeconds: 0.5,
          // A NOTIFY announces new jobs only; retries and deferred mail become due without one, so the poll stays
          // as frequent with notifications on (pg-boss would otherwise relax it to 30 s).
          notifyPollingIntervalSeconds: 0.5,
        },
        (jobs: JobWithMetadata<object>[]) => handler(jobs as JobWithMetadata<never>[]),
      );
      workerQueues.push(queue);
    },
    async stats(queue) {
      // Straight from the job table: pg-boss's cached queue counts lag by up to a minute.
      const { rows } = await boss.getDb().executeSql(
        `select
           count(*) filter (where state = 'created')::int as waiting,
           count(*) filter (where state = 'retry')::int as retrying,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed,
           extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest
         from pgboss.job where name = $1`,
        [queue],
      );
      const r = rows[0] as { waiting: number; retrying: number; active: number; failed: number; oldest: number | null };
      return { waiting: r.waiting, retrying: r.retrying, active: r.active, failed: r.failed, oldestWaitingSeconds: r.oldest === null ? null : Math.round(r.oldest) };
    },
    async stopWorkers(timeoutMs = 5_000) {
      const names = [...new Set(workerQueues)];
      workerQueues.length = 0;
      await Promise.race([Promise.all(names.map((name) => boss.offWork(name, { wait: true }))), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    },
    async stop(timeoutMs = 5_000) {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: conn.kind === 'postgres' });
    },
  };
}

export type { JobWithMetadata };
