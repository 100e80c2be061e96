/** What every feature router receives: the process's settings and shared services. */
import type { Auth } from './auth/auth';
import type { Database } from './db';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Readiness probe of the database. */
  pingDatabase(): Promise<void>;
}
