/**
 * The real server as a child process for the reliability suites (issue 9 "Reliability, as tests"):
 * `startServerProcess(env)` spawns `node dist/server/main.mjs` — the server bundle `npm start` runs, which the
 * reliability suites' global setup builds when its sources changed (tests/support/build-server.ts) —
 * on a free loopback port with only the settings given (the caller's project variables are dropped), waits
 * for `GET /api/health/ready`, and returns a handle that can signal it (SIGKILL, SIGTERM), await its exit and
 * show the tail of its output when something fails.
 *
 * `prepareData(env, build)` opens the same runtime in this process (migrations applied, catalogue seeded, no
 * demo accounts) to write test data before the server starts — PGlite allows one process per data folder —
 * and closes it again. `sessionCookie` signs a session token the way Better Auth does, so users prepared in
 * bulk can act through the real server without passwords.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE } from '../../scripts/build-if-stale.mjs';
import { sessions, users } from '~/server/db/schema';
import { loadEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { type Runtime, createRuntime } from '~/server/runtime';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Settings of the caller's shell that must never reach a spawned server unless a test passes them. */
const PROJECT_VARS =
  /^(NODE_ENV|DEMO|PORT|HOST|DATA_DIR|DATABASE_URL|REDIS_URL|SMTP_URL|MAIL_FROM|PUBLIC_URL|BETTER_AUTH_SECRET|TRUST_PROXY|LOG_LEVEL|LLM_|OIDC_|GOOGLE_|GITHUB_|DEMO_|CLIENT_DIR|REMINDER_|SHUTDOWN_|MAIL_|JOB_)/;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh 32-byte secret, so a test's prepared sessions and its servers agree. */
export const newSecret = () => randomBytes(32).toString('base64url');

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited (code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly hasExited: boolean;
  /** The last 16 KB of stdout and stderr. */
  output(): string;
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the server with exactly `env` (plus HOST/PORT/PUBLIC_URL) and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>, opts: { readyTimeoutMs?: number; port?: number } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!PROJECT_VARS.test(k)) childEnv[k] = v;
  Object.assign(childEnv, { NODE_ENV: 'development', DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url }, env);
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-16_384);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let hasExited = false;
  // A test that times out never reaches its cleanup; the server must not outlive the test worker.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      hasExited = true;
      process.off('exit', reap);
      resolve({ code, signal });
    }),
  );
  const handle: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    exited,
    get hasExited() {
      return hasExited;
    },
    output: () => out,
    signal(sig) {
      if (!hasExited) child.kill(sig);
    },
    async stop(graceMs = 10_000) {
      if (hasExited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntilReady(handle, opts.readyTimeoutMs ?? 90_000);
  } catch (err) {
    await handle.stop(2_000);
    throw err;
  }
  return handle;
}

/** Polls `/api/health/ready` until 200; throws with the server's output if it exits or time runs out. */
export async function waitUntilReady(server: Pick<ServerProcess, 'url' | 'hasExited' | 'output'>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The server at ${server.url} was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Opens the runtime the server will open with `env` (silently, no demo seed), runs `build` on it, closes it
 * and returns what `build` returned.
 */
export async function prepareData<T>(env: Record<string, string>, build: (rt: Runtime) => Promise<T>): Promise<T> {
  const settings = loadEnv({ NODE_ENV: 'development', ...env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const rt = await createRuntime(settings, createLogger('silent'), { serveClient: false, seed: false });
  try {
    return await build(rt);
  } finally {
    await rt.close();
  }
}

export interface PreparedUser {
  id: string;
  email: string;
  /** Cookie header value carrying a live session. */
  cookie: string;
}

/**
 * `n` verified users (role `role`) with one live session each, inserted in bulk; the cookies are signed as
 * Better Auth signs them (`token.base64(HMAC-SHA256(secret, token))`). Sessions live in the database only, which
 * Better Auth reads when its secondary storage has no entry.
 */
export async function insertUsersWithSessions(rt: Runtime, n: number, opts: { label: string; role?: 'user' | 'admin' }): Promise<PreparedUser[]> {
  const ctx = await rt.auth.$context;
  const cookieName = ctx.authCookies.sessionToken.name;
  const now = new Date();
  const out: PreparedUser[] = [];
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, i) => ({
      id: randomBytes(16).toString('hex'),
      email: `${opts.label}-${start + i}-${randomBytes(4).toString('hex')}@example.com`,
      name: `${opts.label} ${start + i + 1}`,
      emailVerified: true,
      role: opts.role ?? 'user',
      createdAt: now,
      updatedAt: now,
    }));
    await rt.database.db.insert(users).values(rows);
    const sessionRows = rows.map((u) => ({
      id: randomBytes(16).toString('hex'),
      token: randomBytes(24).toString('base64url'),
      userId: u.id,
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600_000),
      createdAt: now,
      updatedAt: now,
      ipAddress: '127.0.0.1',
      userAgent: 'changepath-reliability',
    }));
    await rt.database.db.insert(sessions).values(sessionRows);
    rows.forEach((u, i) => out.push({ id: u.id, email: u.email, cookie: sessionCookie(cookieName, ctx.secret, sessionRows[i].token) }));
  }
  return out;
}

/** The Cookie header value Better Auth would set for session `token`. */
export function sessionCookie(cookieName: string, secret: string, token: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The setting's value; throws when it is unset, so a suite behind RELIABILITY_TESTS=1 fails instead of skipping.
 * (An unreachable service then fails the suite where it is first used.)
 */
export function requireSetting(name: 'TEST_DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`RELIABILITY_TESTS=1 needs ${name} (CI's .ci/run sets it); refusing to skip.`);
  return value;
}
