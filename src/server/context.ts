/** What every feature router receives: the process's settings and shared services. */
import type { Auth } from './auth/auth';
import type { Database } from './db';
import type { Env } from './env';
import type { PaymentGateway } from './features/billing/payment-gateway';
import type { ConfirmationRelay } from './features/talks/talks.confirmations';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics';
import type { Notifier } from './features/notifications/notifications.service';
import type { Services } from './services';
import type { WriteHub } from './write-hub';

export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** The durable job queue: background work enqueued with the write that causes it. */
  jobs: JobQueue;
  logger: Logger;
  /** This process's relay of talk registration confirmations into the mail queue (absent in router unit tests). */
  confirmations?: ConfirmationRelay;
  /** Writes notifications inside the transaction of the event that causes them. */
  notifier: Notifier;
  /** Every feature's service, built once (services.ts): the API's routes and the pages' actions both call them. */
  services: Services;
  /** Readiness probe of the database. */
  pingDatabase(): Promise<void>;
  /** True once this process has begun to shut down: it is no longer ready for new traffic (absent in router unit tests). */
  isShuttingDown?(): boolean;
  /** Successful writes notify it; caches of public answers subscribe (absent in router unit tests). */
  writes?: WriteHub;
  /** This runtime's Prometheus metrics (absent in router unit tests). */
  metrics?: Metrics;
  /** Razorpay, or the local Razorpay (its pages are served under /dev/razorpay); null or absent: paid plans are off. */
  payments?: PaymentGateway | null;
}
