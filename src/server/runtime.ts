/**
 * Composes one server process from settings: database (migrated), optional Redis, mailer, Better Auth and the
 * Hono app. Used by the server entry, the scripts and the API tests, so all three run the same wiring.
 */
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { startAccountMailWorker } from './auth/account-mail';
import { type DatabaseHandle, openDatabase } from './db';
import { seedDemo } from './db/seed';
import { seedCatalogue } from './db/seed-catalogue';
import { seedCourses } from './db/seed-courses';
import { syncSearchDocuments } from './features/search/search.documents';
import type { Env } from './env';
import type { Logger } from './logger';
import { type JobQueue, QUEUE_NAMES, type QueueName, startJobQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { type Metrics, createMetrics } from './metrics';
import { createPageHandler } from './pages/page-handler';
import { type ConfirmationRelay, createConfirmationRelay } from './features/talks/talks.confirmations';
import { startTalkNoticeWorker } from './features/talks/talks.notices';
import { createNotifier } from './features/notifications/notifications.service';
import { startNotificationDigests } from './features/notifications/notifications.digest';
import { questionBank } from './features/assessment/assessment.questions';
import { mentorKnowledge } from './features/ai/mentor/knowledge-base';
import { courseCatalogue } from './features/learning/course-catalogue';
import { type Services, createServices } from './services';
import { type PaymentGateway, openPaymentGateway } from './features/billing/payment-gateway';
import { startBillingWorker } from './features/billing/billing.jobs';
import { createStaticSite } from './static-site';
import { createWriteHub } from './write-hub';
import { loadServerCatalogues } from './i18n';

export interface Runtime {
  app: ReturnType<typeof createApp>;
  auth: ReturnType<typeof createAuth>;
  database: DatabaseHandle;
  mailer: ReturnType<typeof createMailer>;
  /** The durable job queue (pg-boss in the same database); this process works its queues. */
  jobs: JobQueue;
  /** Queues talk registration confirmations (talks.confirmations.ts). */
  confirmations: ConfirmationRelay;
  redis: Redis | null;
  /** Razorpay, or the local Razorpay this process runs (demo and tests); null when paid plans are off. */
  payments: PaymentGateway | null;
  /** Every feature's service (services.ts), as both doors call them (scripts and tests call them too). */
  services: Services;
  /** This runtime's Prometheus metrics, served at /metrics. */
  metrics: Metrics;
  /** Marks the process as shutting down: `/api/health/ready` answers 503 from now on; everything else still serves. */
  beginShutdown(): void;
  close(): Promise<void>;
}

/**
 * `serveClient: false` leaves out the web pages (API tests); `loadBuild` renders pages from a build loaded on each
 * request (the development server's Vite) instead of build/server; `pgliteSnapshot` starts an in-memory PGlite from a
 * data folder dump (see `openDatabase`).
 */
export async function createRuntime(
  env: Env,
  logger: Logger,
  opts: { serveClient?: boolean; seed?: boolean; loadBuild?: () => Promise<ServerBuild>; pgliteSnapshot?: Blob } = {},
): Promise<Runtime> {
  // The content read at run time (the assessment's question bank, the offline mentor's knowledge, the course
  // catalogue with every lesson and quiz) is read and checked now: a broken file stops the start, naming the file.
  questionBank();
  mentorKnowledge();
  const catalogue = courseCatalogue();
  // The messages e-mails and files are written in, in each person's language (from the web build's catalogues).
  await loadServerCatalogues(env.CLIENT_DIR);
  const metrics = createMetrics();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, pgliteSnapshot: opts.pgliteSnapshot });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err) => logger.error({ err }, 'redis error'));
  const jobs = await startJobQueue(
    database,
    {
      mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      jobExpireSeconds: env.JOB_EXPIRE_SECONDS,
      superviseIntervalSeconds: env.JOB_SUPERVISE_INTERVAL_SECONDS,
    },
    logger,
  );
  metrics.watchQueues(QUEUE_NAMES, (queue) => jobs.stats(queue as QueueName));
  const mailer = createMailer({
    db: database.db,
    queue: jobs,
    logger,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    maxConnections: env.MAIL_MAX_CONNECTIONS,
    ratePerSecond: env.MAIL_RATE_PER_SECOND,
    timeoutSeconds: env.MAIL_SMTP_TIMEOUT_SECONDS,
    metrics,
  });
  const auth = createAuth({ env, db: database.db, mailer, jobs, redis, metrics, logger });
  // One process at a time on a shared PostgreSQL (processes starting together would insert the same rows).
  await database.withSetupLock(async () => {
    await seedCatalogue(database.db);
    await seedCourses(database.db, catalogue);
    await syncSearchDocuments(database.db);
    if (opts.seed ?? true) await seedDemo({ env, db: database.db, auth });
  });
  await mailer.startWorker();
  const notifier = createNotifier({ mailer, publicUrl: env.publicUrl, secret: env.authSecret });
  await startAccountMailWorker({
    queue: jobs,
    logger,
    calls: { requestPasswordReset: (body) => auth.api.requestPasswordReset({ body }), sendVerificationEmail: (body) => auth.api.sendVerificationEmail({ body }) },
  });
  await startTalkNoticeWorker({ db: database.db, queue: jobs, mailer, notifier, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE, organizerEmail: env.mailFromAddress, logger });
  const confirmations = createConfirmationRelay({ db: database.db, mailer, notifier, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE, organizerEmail: env.mailFromAddress, logger });
  confirmations.start();
  await startNotificationDigests({ db: database.db, queue: jobs, notifier: { mailer, publicUrl: env.publicUrl, secret: env.authSecret }, logger, timeZone: env.PLATFORM_TIME_ZONE });
  let shuttingDown = false;
  const payments = await openPaymentGateway(env, logger);
  const services = createServices({ env, db: database.db, auth, mailer, jobs, logger, notifier, confirmations, metrics, payments });
  if (payments) await startBillingWorker({ queue: jobs, billing: services.billing, logger });
  const deps = { env, db: database.db, auth, mailer, jobs, confirmations, notifier, services, logger, pingDatabase: database.ping, isShuttingDown: () => shuttingDown, writes: createWriteHub(), metrics };
  const serveClient = opts.serveClient !== false;
  const site = serveClient ? createStaticSite(env.CLIENT_DIR) : undefined;
  const pages = serveClient ? await createPageHandler(deps, { clientDir: env.CLIENT_DIR, loadBuild: opts.loadBuild }) : undefined;
  const app = createApp({ ...deps, site, pages, payments });
  payments?.connect(app);
  return {
    app,
    auth,
    database,
    mailer,
    jobs,
    confirmations,
    redis,
    metrics,
    payments,
    services,
    beginShutdown() {
      shuttingDown = true;
    },
    async close() {
      // Registrations still waiting for their confirmation stay marked in the database; the next sweep queues them.
      await confirmations.stop().catch((err) => logger.error({ err }, 'error while stopping the confirmation relay'));
      // The worker first: it stops fetching, finishes (or, past the timeout, leaves for retry) the mail in hand.
      await jobs.stop().catch((err) => logger.error({ err }, 'error while stopping the job queue'));
      mailer.close();
      await payments?.close().catch((err) => logger.error({ err }, 'error while stopping the local Razorpay'));
      await redis?.quit().catch(() => {});
      await database.close();
    },
  };
}
