/**
 * Server entry: reads settings, opens the runtime, serves web and API from one process on PORT, and on
 * SIGTERM/SIGINT first reports not ready for SHUTDOWN_DRAIN_SECONDS while still serving (so a proxy takes it out of
 * rotation), then stops accepting connections, lets in-flight requests finish, and closes the database.
 */
import '../../scripts/node-version.mjs';
import { getRequestListener } from '@hono/node-server';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataFolderLockedError } from './db';
import { EnvError, type Env, loadEnv } from './env';
import { createLogger } from './logger';
import { startReminderSweeper } from './features/talks/talks.reminders';
import { createRuntime } from './runtime';

/** How long shutdown waits for in-flight requests before closing anyway. */
export const SHUTDOWN_GRACE_MS = 8_000;
/**
 * While shutting down, idle keep-alive connections are closed every this many milliseconds, not at once: a request
 * already sent on one but not yet read by a busy process gets read and answered first.
 */
const IDLE_CLOSE_DELAY_MS = 500;
/**
 * While shutting down, the listener stays open until a check this many milliseconds apart finds no connection accepted
 * since the one before (the kernel's queue of connections is empty), or for at most ACCEPT_DRAIN_MAX_MS.
 */
const ACCEPT_QUIET_MS = 20;
const ACCEPT_DRAIN_MAX_MS = 1_000;

export async function startServer(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const runtime = await createRuntime(env, logger);
  // The app through @hono/node-server's listener (what its `serve` does), on a Node server that shutdown below can
  // add a listener to and close.
  const server = createServer(getRequestListener(runtime.app.fetch, { hostname: env.HOST }));
  server.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const lines = [
    `ChangePath is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`} on Node.js ${process.version}`,
    `  database: ${runtime.database.kind === 'pglite' ? `PGlite in ${env.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
    `  e-mail:   ${env.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to this log and the local outbox at http://localhost:${port}/dev/outbox`}`,
    `  payments: ${
      !runtime.payments ? 'off (PAID_PLANS=0)' : runtime.payments.double ? 'the local Razorpay (pay with UPI ID success@razorpay or card 4111 1111 1111 1111; nothing is charged)' : 'Razorpay (RAZORPAY_KEY_ID)'
    }`,
  ];
  if (env.demoMode) {
    lines.push(
      '  demo mode (DEMO=1; the accounts and the outbox are shown only to browsers on this machine). Demo accounts:',
      `    admin:   ${env.DEMO_ADMIN_EMAIL} / ${env.DEMO_ADMIN_PASSWORD}`,
      `    learner: ${env.DEMO_USER_EMAIL} / ${env.DEMO_USER_PASSWORD}`,
    );
  }
  console.log(lines.join('\n'));
  const stopReminders = startReminderSweeper({
    db: runtime.database.db,
    mailer: runtime.mailer,
    publicUrl: env.publicUrl,
    timeZone: env.PLATFORM_TIME_ZONE,
    organizerEmail: env.mailFromAddress,
    logger,
    intervalMs: env.REMINDER_SWEEP_INTERVAL_SECONDS * 1000,
  });

  let stopping = false;
  // While draining, every response says `Connection: close`, so keep-alive clients (browsers, a proxy) stop
  // sending new requests on their open connections and each closes once its response ends. Without it a busy
  // client keeps an open connection busy until the grace period, and shutdown always took SHUTDOWN_GRACE_MS
  // and then reset whatever was in flight (found by tests/reliability/sigterm.test.ts). Prepended, so it runs
  // before Hono's listener writes the head.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
  });
  let signalled = false;
  const onSignal = (signal: string) => {
    if (signalled) return;
    signalled = true;
    runtime.beginShutdown();
    if (env.SHUTDOWN_DRAIN_SECONDS === 0) return stop(signal);
    logger.info({ signal, seconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: reporting not ready while still serving');
    setTimeout(() => stop(signal), env.SHUTDOWN_DRAIN_SECONDS * 1000);
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    stopReminders();
    // The job workers stop taking jobs now and finish the ones in hand while requests drain.
    void runtime.jobs.stopWorkers().catch((err) => logger.error({ err }, 'error while stopping the job workers'));
    const force = setTimeout(() => {
      logger.warn('grace period over; closing remaining connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Closing the listener resets every connection the kernel has completed but this process has not accepted yet,
    // and those carry requests sent before the signal: a process busy on its one thread (PGlite works there) reads
    // the signal in the same turn as a queue of them, and Node accepts about one connection a turn (found by
    // tests/reliability/sigterm.test.ts, nine of twelve reset). So the listener stays open, answering with
    // `Connection: close`, until a whole check interval passes with nothing accepted, or ACCEPT_DRAIN_MAX_MS under
    // steady load. Each check waits for setImmediate, so at least one poll phase (where accepting happens) lies
    // between two checks.
    let acceptedConnections = 0;
    server.on('connection', () => acceptedConnections++);
    let seenAtLastCheck = -1;
    const drainStartedAt = Date.now();
    const acceptDrain = setInterval(
      () =>
        setImmediate(() => {
          if (acceptedConnections !== seenAtLastCheck && Date.now() - drainStartedAt < ACCEPT_DRAIN_MAX_MS) {
            seenAtLastCheck = acceptedConnections;
            return;
          }
          clearInterval(acceptDrain);
          closeListener();
        }),
      ACCEPT_QUIET_MS,
    );
    acceptDrain.unref();
    // Node's close() destroys the idle keep-alive connections at once. A request its client had already sent, which
    // this busy process has not read yet, travels on such a connection and was reset (ECONNRESET 14 ms before the
    // signal, found by tests/reliability/sigterm.test.ts). So the idle ones are closed a moment later and then
    // again, by when pending requests have been read (a connection with a request in hand is not idle) and are
    // answered with `Connection: close`. Each sweep waits for setImmediate: after the event loop was blocked (PGlite
    // works on the main thread), a due timer runs before the poll phase that reads what arrived meanwhile, so a sweep
    // straight from the timer would still find such a connection idle and reset it; the check phase comes after poll.
    const closeListener = () => {
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {};
      server.close(async () => {
        clearInterval(idleSweep);
        await runtime.close().catch((err) => logger.error({ err }, 'error while closing'));
        logger.info('stopped');
        process.exit(0);
      });
      server.closeIdleConnections = closeIdle;
      const idleSweep = setInterval(() => setImmediate(closeIdle), IDLE_CLOSE_DELAY_MS);
      idleSweep.unref();
    };
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

/** Runs the server; prints a clear message and exits 1 on bad settings or a locked data folder. */
export async function main(): Promise<void> {
  try {
    await startServer(loadEnv());
  } catch (err) {
    if (err instanceof EnvError || err instanceof DataFolderLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
