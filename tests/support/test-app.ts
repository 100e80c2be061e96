/**
 * The server, in-process, for API tests: `createTestRuntime()` builds the same runtime as `npm start`
 * (`createRuntime` from src/server/runtime.ts) from a test environment — PGlite in memory, or a fresh
 * PostgreSQL database made from TEST_DATABASE_URL (dropped on close); silent logs; TRUST_PROXY on so a test
 * can act from distinct client addresses through `x-forwarded-for`.
 *
 * `describeEachDatabase(name, fn)` runs a suite on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set,
 * and on PostgreSQL + Redis when REDIS_URL is set too (CONVENTIONS: same suite, two drivers).
 * `useTestRuntime()` opens one runtime per suite (beforeAll) and closes it (afterAll); tests make their own data
 * with unique e-mail addresses and client addresses, so nothing is reset between tests.
 */
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { accounts, changetalkRegistrations, mailOutbox, users } from '~/server/db/schema';
import { ensureAccount } from '~/server/db/seed';
import { type Env, loadEnv } from '~/server/env';
import { type Logger, createLogger } from '~/server/logger';
import { type Runtime, createRuntime } from '~/server/runtime';
import { createTestDatabase } from './databases';
import { pgliteSnapshot } from './pglite-snapshot';
import { type ContractChecker, contractChecker } from './api-contract';
import { type TestOidcProvider, startOidcProvider } from './oidc';
import { type ReceivedMail, type TestSmtpServer, startSmtpServer } from './smtp';

export { createTestDatabase };

export type DatabaseKind = 'pglite' | 'postgres' | 'postgres+redis';

/** The origin the in-process app believes it is served at. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** A password that passes every rule (length, not common). */
export const GOOD_PASSWORD = 'tangerine-voyage-42';

export interface TestRuntime extends Runtime {
  env: Env;
  kind: DatabaseKind;
  /** The client address `request` uses when none is given (random per runtime). */
  defaultIp: string;
}

export interface TestRuntimeOptions {
  database?: DatabaseKind;
  /** Extra or replaced environment variables (undefined removes one). */
  env?: Record<string, string | undefined>;
  seed?: boolean;
  /**
   * Also serve the web pages from the real React Router build (build/client and build/server, built once per test
   * run by tests/support/build-client.ts), as `npm start` does.
   */
  pages?: boolean;
  /** The runtime's logger (default: silent); a test that reads log lines passes one writing to its own stream. */
  logger?: Logger;
}

/**
 * Databases to run suites on, from the test process's environment: always PGlite; PostgreSQL when
 * TEST_DATABASE_URL is set, with Redis beside it when REDIS_URL is set too (as in CI). PostgreSQL without Redis is
 * not run again where Redis is there: its SQL is the one PostgreSQL + Redis runs, and what it does without Redis
 * (limits and caches in the process and the database) is what PGlite runs, so a third pass would prove nothing
 * new and cost a third of these suites' time.
 */
export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) kinds.push(process.env.REDIS_URL ? 'postgres+redis' : 'postgres');
  return kinds;
}

/** True when the suites run on a PostgreSQL server (with or without Redis). */
export const onPostgres = (): boolean => databaseKinds().some((kind) => kind !== 'pglite');

/** Builds the whole server in-process. Close it with `runtime.close()` (also drops a PostgreSQL test database). */
export async function createTestRuntime(opts: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const kind = opts.database ?? 'pglite';
  let dropDatabase: (() => Promise<void>) | undefined;
  const source: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DEMO: '1',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    DATA_DIR: 'memory://',
    PUBLIC_URL: TEST_PUBLIC_URL,
  };
  if (kind !== 'pglite') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error(`A ${kind} test runtime needs TEST_DATABASE_URL.`);
    const created = await createTestDatabase(base, { template: true });
    source.DATABASE_URL = created.url;
    dropDatabase = created.drop;
    if (kind === 'postgres+redis') {
      if (!process.env.REDIS_URL) throw new Error('A postgres+redis test runtime needs REDIS_URL.');
      source.REDIS_URL = process.env.REDIS_URL;
    }
  }
  Object.assign(source, opts.env);
  for (const [k, v] of Object.entries(source)) if (v === undefined) delete source[k];

  try {
    const env = loadEnv(source as NodeJS.ProcessEnv);
    const runtime = await createRuntime(env, opts.logger ?? createLogger('silent'), {
      serveClient: opts.pages ?? false,
      seed: opts.seed,
      pgliteSnapshot: kind === 'pglite' ? pgliteSnapshot() : undefined,
    });
    return {
      ...runtime,
      env,
      kind,
      defaultIp: uniqueIp(),
      async close() {
        try {
          await runtime.close();
        } finally {
          await dropDatabase?.();
        }
      },
    };
  } catch (err) {
    await dropDatabase?.();
    throw err;
  }
}

/** Runs `fn` as a suite once per database kind (see `databaseKinds`), named `name [kind]`. */
export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => fn(kind));
}

export interface SuiteRuntime {
  /** The suite's runtime (available inside tests). */
  readonly rt: TestRuntime;
  /** The loopback SMTP server (only with `smtp: true`). */
  readonly smtp: TestSmtpServer;
  /** The loopback OpenID provider (only with `oidc: true`). */
  readonly oidc: TestOidcProvider;
}

/**
 * Registers beforeAll/afterAll that open one runtime for the enclosing suite. `smtp: true` starts a loopback
 * SMTP server and sets SMTP_URL; `oidc: true` starts a loopback OpenID provider and sets OIDC_*.
 */
export function useTestRuntime(
  kind: DatabaseKind,
  opts: Omit<TestRuntimeOptions, 'database'> & { smtp?: boolean; oidc?: boolean } = {},
): SuiteRuntime {
  let rt: TestRuntime | undefined;
  let smtp: TestSmtpServer | undefined;
  let oidc: TestOidcProvider | undefined;
  beforeAll(async () => {
    const env: Record<string, string | undefined> = {};
    if (opts.smtp) {
      smtp = await startSmtpServer();
      env.SMTP_URL = smtp.url;
    }
    if (opts.oidc) {
      oidc = await startOidcProvider({ publicUrl: TEST_PUBLIC_URL });
      Object.assign(env, { OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret });
    }
    rt = await createTestRuntime({ ...opts, database: kind, env: { ...env, ...opts.env } });
  });
  afterAll(async () => {
    await rt?.close();
    await smtp?.close();
    await oidc?.close();
  });
  const need = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is not available (beforeAll failed, or the suite did not ask for it).`);
    return v;
  };
  return {
    get rt() {
      return need(rt, 'The test runtime');
    },
    get smtp() {
      return need(smtp, 'The SMTP server');
    },
    get oidc() {
      return need(oidc, 'The OpenID provider');
    },
  };
}

const usedIps = new Set<string>();
/**
 * A client address no other test in this run uses (random in 10.0.0.0/8), so per-IP rate limits, which may
 * live in a shared Redis, never leak between tests or runs.
 */
export function uniqueIp(): string {
  for (;;) {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    if (!usedIps.has(ip)) {
      usedIps.add(ip);
      return ip;
    }
  }
}

/** A fresh e-mail address for one test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface RequestOptions {
  method?: string;
  /** Sent as a JSON body with content-type application/json. */
  json?: unknown;
  body?: BodyInit;
  /** Cookie header value (`name=value; name2=value2`). */
  cookie?: string;
  /** Client address, sent as `x-forwarded-for` (the runtime trusts the proxy). Default: the runtime's. */
  ip?: string;
  /** Origin for unsafe methods; default the runtime's PUBLIC_URL; `null` sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls the in-process app at `path` (an /api path, or a full URL on PUBLIC_URL). */
export async function request(rt: TestRuntime, path: string, opts: RequestOptions = {}): Promise<Response> {
  const method = (opts.method ?? (opts.json !== undefined || opts.body !== undefined ? 'POST' : 'GET')).toUpperCase();
  const headers = new Headers(opts.headers);
  headers.set('x-forwarded-for', opts.ip ?? rt.defaultIp);
  if (opts.cookie) headers.set('cookie', opts.cookie);
  if (UNSAFE.has(method) && opts.origin !== null && !headers.has('origin')) headers.set('origin', opts.origin ?? rt.env.publicUrl);
  let body = opts.body;
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.json);
  }
  const url = path.startsWith('http') ? path : `${rt.env.publicUrl}${path}`;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const res = await rt.app.request(url, init);
  // Every answer is held to the API's description (issue 22); streams, files and compressed bodies
  // (the in-process answer holds the gzip bytes) are checked by status only.
  const type = res.headers.get('content-type') ?? '';
  const readable = type.includes('json') && !res.headers.get('content-encoding');
  (await contractOf(rt)).check(method, url, res.status, readable ? type : '', readable ? await res.clone().text() : '');
  return res;
}

const contracts = new WeakMap<TestRuntime, Promise<ContractChecker>>();

/** The runtime's `/api/openapi.json`, read once, as a checker of answers. */
function contractOf(rt: TestRuntime): Promise<ContractChecker> {
  const known = contracts.get(rt);
  if (known) return known;
  const checker = Promise.resolve(rt.app.request(`${rt.env.publicUrl}/api/openapi.json`)).then(async (r: Response) => contractChecker(await r.json()));
  contracts.set(rt, checker);
  return checker;
}

/** `request` and parse the JSON body; returns status, headers and body (untyped by default: tests probe it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function requestJson<T = any>(rt: TestRuntime, path: string, opts: RequestOptions = {}) {
  const res = await request(rt, path, opts);
  const text = await res.text();
  let body: T;
  try {
    body = (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new Error(`${opts.method ?? 'GET'} ${path} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

/** The `name=value` pairs of a response's Set-Cookie headers (cookies being deleted are left out). */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

/** Mail as read from SMTP or the outbox table. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  status?: string;
}

/** Messages recorded in `mail_outbox` for `to`, oldest first (every message, sent or not, is recorded). */
export async function outboxFor(rt: TestRuntime, to: string): Promise<Mail[]> {
  const rows = await rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(mailOutbox.id);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, links: r.links, status: r.status }));
}

/**
 * Waits until the runtime's background mail work is done: no registration confirmation left to queue, no
 * talk-notices or account-mail (password-reset request) job waiting or running, and no mail that is due (queued or retrying with `send_after` passed) left
 * undelivered. Throws after `timeoutMs`. Use it before
 * asserting that a mail was *not* sent, or that exactly N were.
 */
export async function mailSettled(rt: TestRuntime, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const talkNotices = await rt.jobs.stats('talk-notices');
    const accountMail = await rt.jobs.stats('account-mail');
    const notices = {
      waiting: talkNotices.waiting + accountMail.waiting,
      active: talkNotices.active + accountMail.active,
      retrying: talkNotices.retrying + accountMail.retrying,
    };
    const [{ n }] = await rt.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['queued', 'retrying']), lte(mailOutbox.sendAfter, sql`now()`)));
    const mail = await rt.jobs.stats('mail');
    // Registrations whose confirmation the relay has not queued yet (talks.confirmations.ts).
    const [{ pending }] = await rt.database.db
      .select({ pending: count() })
      .from(changetalkRegistrations)
      .where(and(eq(changetalkRegistrations.status, 'registered'), isNull(changetalkRegistrations.confirmation_queued_at)));
    if (notices.waiting + notices.active + notices.retrying === 0 && n === 0 && mail.active === 0 && pending === 0) return;
    if (Date.now() > deadline) throw new Error(`Mail did not settle within ${timeoutMs} ms (${n} due, ${notices.waiting + notices.active} notice jobs)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits for a message to `to` whose subject contains `subjectContains`: from the SMTP server when given,
 * else from the outbox table. Returns the newest match.
 */
export async function waitForMail(
  rt: TestRuntime,
  to: string,
  subjectContains: string,
  opts: { smtp?: TestSmtpServer; timeoutMs?: number; after?: number } = {},
): Promise<Mail> {
  const address = to.toLowerCase();
  const timeoutMs = opts.timeoutMs ?? 5_000;
  if (opts.smtp) {
    const smtp = opts.smtp;
    const matches = (m: ReceivedMail) => m.to.includes(address) && m.subject.includes(subjectContains);
    const skip = opts.after ?? 0;
    const found = await smtp.waitForMail((m) => matches(m) && smtp.messages.filter(matches).indexOf(m) >= skip, timeoutMs);
    return { to: address, subject: found.subject, text: found.text, links: found.links };
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hits = (await outboxFor(rt, address)).filter((m) => m.subject.includes(subjectContains));
    if (hits.length > (opts.after ?? 0)) return hits[hits.length - 1];
    if (Date.now() > deadline) throw new Error(`No e-mail "${subjectContains}" to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs up with e-mail + password (Better Auth `POST /api/auth/sign-up/email`). */
export function signUp(rt: TestRuntime, email: string, opts: { password?: string; name?: string; ip?: string } = {}) {
  return requestJson(rt, '/api/auth/sign-up/email', {
    json: { email, password: opts.password ?? GOOD_PASSWORD, name: opts.name ?? 'Test Person', callbackURL: '/' },
    ip: opts.ip ?? uniqueIp(),
  });
}

/**
 * Signs up, reads the verification mail (SMTP when `smtp` is given, else the outbox), follows its link and
 * checks that it redirects. Returns the verification link.
 */
export async function signUpAndVerify(
  rt: TestRuntime,
  email: string,
  opts: { smtp?: TestSmtpServer; password?: string; name?: string } = {},
): Promise<string> {
  const res = await signUp(rt, email, opts);
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const mail = await waitForMail(rt, email, 'Verify', { smtp: opts.smtp });
  const link = mail.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error(`No verification link in: ${mail.text}`);
  const verified = await request(rt, link, { ip: uniqueIp() });
  if (verified.status !== 302) throw new Error(`verification link answered ${verified.status}: ${await verified.text()}`);
  return link;
}

/** Signs in with e-mail + password; returns the raw response and the session cookie header. */
export async function signInRaw(rt: TestRuntime, email: string, password: string, opts: { ip?: string } = {}) {
  const res = await request(rt, '/api/auth/sign-in/email', { json: { email, password }, ip: opts.ip ?? uniqueIp() });
  return { res, cookie: cookiesOf(res) };
}

/** Signs in and returns the session cookie header; throws unless sign-in answers 200 with a cookie. */
export async function signIn(rt: TestRuntime, email: string, password = GOOD_PASSWORD, opts: { ip?: string } = {}): Promise<string> {
  const { res, cookie } = await signInRaw(rt, email, password, opts);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** Creates a verified admin account (or promotes an existing one) with `ensureAccount` from the seed. */
export async function makeAdmin(rt: TestRuntime, email: string, password = GOOD_PASSWORD) {
  return ensureAccount({ auth: rt.auth, db: rt.database.db, email, name: 'Test Admin', password, role: 'admin' });
}

/** Creates a verified plain user directly (no mail), for tests that are not about sign-up. */
export async function makeUser(rt: TestRuntime, email: string, password = GOOD_PASSWORD) {
  return ensureAccount({ auth: rt.auth, db: rt.database.db, email, name: 'Test User', password, role: 'user' });
}

/** The stored credential hash of `email`'s account. */
export async function passwordHashOf(rt: TestRuntime, email: string): Promise<string | null> {
  const [row] = await rt.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(accounts.userId, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return row?.password ?? null;
}
