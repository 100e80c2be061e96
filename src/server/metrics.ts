/**
 * Prometheus metrics, with prom-client, served at `GET /metrics` in the text exposition format.
 *
 * What is measured (names as scraped):
 * - process and Node.js defaults: CPU, memory, heap spaces, event-loop lag (`nodejs_eventloop_lag_*`), GC
 *   (`nodejs_gc_duration_seconds`), handles, open files — prom-client's `collectDefaultMetrics`, registered **once
 *   per process** in a registry of its own (tests build many runtimes in one process; each would otherwise add
 *   its own event-loop monitor and GC observer);
 * - `http_request_duration_seconds{method,route,status}`: time to the answer's head (a streamed body, such as a chat
 *   answer, goes on after it). `route` is the route pattern (`/api/talks/:id`), `page` for a rendered page,
 *   `static` for a built file, never the raw URL (unbounded label values would swamp Prometheus);
 * - `http_requests_in_flight`;
 * - `changepath_job_queue_depth{queue,state}` (waiting, retrying, active, failed) and
 *   `changepath_job_queue_oldest_waiting_seconds{queue}`, read from the job table when scraped;
 * - `changepath_mail_sent_total{transport}`, `changepath_mail_retried_total`, `changepath_mail_failed_total`;
 * - `changepath_ai_chat_first_token_seconds{model}` (`offline` or `llm`);
 * - `changepath_sign_in_failures_total` (wrong passwords) and `changepath_sign_in_lockouts_total` (tries refused
 *   during a sign-in delay, decision 011's per-client lock).
 *
 * Each runtime has its own registry for the application's metrics, so counts never mix between runtimes in one
 * test process. Counters count what this process did since it started; Prometheus sums the processes.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routePath } from 'hono/route';
import { getConnInfo } from '@hono/node-server/conninfo';
import { cameThroughProxy, isLoopbackAddress } from './middleware/client-ip';

/** Latency buckets in seconds: a cached read is ~1 ms, a page 10–50 ms, a sign-in (argon2id) ~50 ms. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** First-token buckets in seconds: the offline mentor answers in ms, a hosted model in 0.3–5 s, the timeout is 30 s. */
const FIRST_TOKEN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A job queue's state as `JobQueue.stats` reports it (the part the metrics read). */
export interface QueueStats {
  waiting: number;
  retrying: number;
  active: number;
  failed: number;
  oldestWaitingSeconds: number | null;
}

/** The application's metrics of one runtime, and the hooks the features call. */
export interface Metrics {
  /** This runtime's registry (the process defaults are in another, see `render`). */
  readonly registry: Registry;
  /** Hono middleware: in-flight gauge and the duration histogram for every request through the app. */
  http(): MiddlewareHandler;
  /** A mail left: over SMTP, or kept in the local outbox (no SMTP_URL). */
  mailSent(transport: 'smtp' | 'outbox'): void;
  /** A mail failed for a temporary reason and will be tried again. */
  mailRetried(): void;
  /** A mail failed for good (a 5xx answer, or its retries ran out). */
  mailFailed(): void;
  /** Seconds from sending a chat turn to the model until its first token. */
  aiFirstToken(seconds: number, model: 'offline' | 'llm'): void;
  /** A password sign-in failed (wrong password or unknown account). */
  signInFailure(): void;
  /** A sign-in try was refused because this client must wait (429 SIGN_IN_DELAYED). */
  signInLockout(): void;
  /** Reads queue depth and oldest-job age from `stats` on every scrape. */
  watchQueues(queues: readonly string[], stats: (queue: string) => Promise<QueueStats>): void;
  /** The text exposition of the process defaults and this runtime's metrics. */
  render(): Promise<string>;
  /** `Content-Type` of `render()`'s text. */
  readonly contentType: string;
}

let processRegistry: Registry | undefined;

/** The process-wide registry of prom-client's default metrics, created (and its collectors started) once. */
function processDefaults(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** Creates a runtime's metrics (and, the first time in a process, the process defaults). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const defaults = processDefaults();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer’s head, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now.', registers: [registry] });
  const mailSent = new Counter({ name: 'changepath_mail_sent_total', help: 'Mails delivered (smtp) or kept in the local outbox (outbox).', labelNames: ['transport'] as const, registers: [registry] });
  const mailRetried = new Counter({ name: 'changepath_mail_retried_total', help: 'Mail deliveries that failed for a temporary reason and will be retried.', registers: [registry] });
  const mailFailed = new Counter({ name: 'changepath_mail_failed_total', help: 'Mails that failed for good (5xx answer or retries exhausted).', registers: [registry] });
  const firstToken = new Histogram({
    name: 'changepath_ai_chat_first_token_seconds',
    help: 'Seconds from a chat turn to the model’s first token.',
    labelNames: ['model'] as const,
    buckets: FIRST_TOKEN_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({ name: 'changepath_sign_in_failures_total', help: 'Password sign-ins that failed (wrong password or no such account).', registers: [registry] });
  const signInLockouts = new Counter({
    name: 'changepath_sign_in_lockouts_total',
    help: 'Sign-in tries refused because this client must wait after repeated failures (SIGN_IN_DELAYED).',
    registers: [registry],
  });

  /** Records one answered HTTP request: `route` must be a pattern or a fixed label, never a raw URL. */
  const observeHttp = (method: string, route: string, status: number, seconds: number) =>
    duration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) }, seconds);

  return {
    registry,
    contentType: registry.contentType,
    http() {
      return async (c, next) => {
        const started = performance.now();
        inFlight.inc();
        try {
          await next();
        } finally {
          inFlight.dec();
          observeHttp(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
        }
      };
    },
    mailSent: (transport) => mailSent.inc({ transport }),
    mailRetried: () => mailRetried.inc(),
    mailFailed: () => mailFailed.inc(),
    aiFirstToken: (seconds, model) => firstToken.observe({ model }, seconds),
    signInFailure: () => signInFailures.inc(),
    signInLockout: () => signInLockouts.inc(),
    watchQueues(queues, stats) {
      // prom-client collects the metrics of a scrape concurrently: both gauges share one read of the job table. A
      // database that does not answer leaves them empty for this scrape rather than failing it.
      let pending: Promise<Array<{ queue: string; s: QueueStats }>> | null = null;
      const read = () =>
        (pending ??= Promise.all(queues.map(async (queue) => ({ queue, s: await stats(queue) })))
          .catch(() => [])
          .finally(() => (pending = null)));
      new Gauge({
        name: 'changepath_job_queue_depth',
        help: 'Jobs in each background queue by state (waiting includes deferred jobs).',
        labelNames: ['queue', 'state'] as const,
        registers: [registry],
        async collect() {
          const all = await read();
          this.reset();
          for (const { queue, s } of all) for (const state of ['waiting', 'retrying', 'active', 'failed'] as const) this.set({ queue, state }, s[state]);
        },
      });
      new Gauge({
        name: 'changepath_job_queue_oldest_waiting_seconds',
        help: 'Age of the oldest job that could run now, by queue (0 when none waits).',
        labelNames: ['queue'] as const,
        registers: [registry],
        async collect() {
          const all = await read();
          this.reset();
          for (const { queue, s } of all) this.set({ queue }, s.oldestWaitingSeconds ?? 0);
        },
      });
    },
    async render() {
      return (await defaults.metrics()) + '\n' + (await registry.metrics());
    },
  };
}

/** Context variable a handler sets when its Hono route pattern says nothing (`*`): `page`, `static`. */
export type MetricsVariables = { metricsRoute?: string };

/**
 * A labeller for requests under a prefix with a known, fixed set of endpoints (Better Auth's under /api/auth): a path
 * that is one of `patterns` (exactly, or matching a pattern's `:param` segments or trailing `*`) is labelled with that
 * pattern; any other path with `fallback`. So the label values are the patterns plus one, whatever URLs arrive.
 * @param patterns route patterns, e.g. "/api/auth/sign-in/email", "/api/auth/callback/:id"
 * @param fallback the label of every other path, e.g. "/api/auth/*"
 * @returns path → label
 */
export function fixedRouteLabels(patterns: readonly string[], fallback: string): (path: string) => string {
  const exact = new Set(patterns.filter((p) => !/[:*]/.test(p)));
  const withParams = patterns
    .filter((p) => /[:*]/.test(p))
    .map((p) => ({ p, re: new RegExp(`^${p.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' || seg === '**' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`) }));
  return (path) => {
    if (exact.has(path)) return path;
    return withParams.find(({ re }) => re.test(path))?.p ?? fallback;
  };
}

/** The route label of an answered request: the handler's pattern, or what the handler named itself. */
function routeLabel(c: Context): string {
  const named = c.get('metricsRoute') as string | undefined;
  if (named) return named;
  try {
    return routePath(c);
  } catch {
    return 'unmatched';
  }
}

/**
 * `GET /metrics`: the text exposition, to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * METRICS_TOKEN it answers only a client on this machine that did not come through a proxy (the socket address is
 * loopback and there is no X-Forwarded-For), so that a proxy in front does not make it public. Refusals are the
 * one error body: 401 with a token set, 404 without.
 */
export function metricsEndpoint(opts: { metrics: Metrics; token?: string; errorBody: (code: 'unauthorized' | 'not_found', message: string) => object }): MiddlewareHandler {
  const expected = opts.token ? Buffer.from(opts.token) : null;
  return async (c) => {
    if (expected) {
      const sent = Buffer.from(/^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        return c.json(opts.errorBody('unauthorized', 'Send the metrics token as a bearer token.'), 401, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
    } else if (!fromThisMachine(c)) {
      return c.json(opts.errorBody('not_found', 'Not found.'), 404);
    }
    return c.body(await opts.metrics.render(), 200, { 'content-type': opts.metrics.contentType, 'cache-control': 'no-store' });
  };
}

function fromThisMachine(c: Context): boolean {
  if (cameThroughProxy(c)) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    // In-process requests (tests calling app.request) have no socket: they come from this process.
    return true;
  }
}
