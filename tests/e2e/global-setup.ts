/**
 * Playwright global setup: the real peers and the real server for the browser specs.
 *
 * - a loopback SMTP server (in this process) whose messages specs read through a tiny loopback HTTP
 *   endpoint, `GET ${E2E_MAILBOX_URL}/messages` → `{ messages: ReceivedMail[] }` (`DELETE` clears);
 * - a loopback OpenID provider (in this process) for "Continue with Single Sign-On";
 * - the server as a child process (`node --import tsx src/server/main.ts`), exactly as `npm start` runs it,
 *   on a free port with a fresh temp DATA_DIR (or a fresh PostgreSQL database when E2E_DATABASE_URL is set),
 *   PUBLIC_URL=http://localhost:PORT, SMTP_URL and OIDC_* pointing at the peers, TRUST_PROXY=true (each browser
 *   context is a person with its own address, fixtures.ts).
 *
 * It waits for GET /api/health/ready, then hands specs E2E_BASE_URL and E2E_MAILBOX_URL through the
 * environment (Playwright passes globalSetup's process.env to the workers) and returns the teardown, which
 * stops the server (SIGTERM, then SIGKILL), the peers, and removes the data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { createTestDatabase } from '../support/databases';
import { startOidcProvider } from '../support/oidc';
import { startSmtpServer } from '../support/smtp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    // no log
  }
  throw new Error(
    `The server did not become ready at ${url}${exited !== null ? ` (it exited with ${exited})` : ''}.\nLast server output:\n${log}`,
  );
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error('e2e teardown:', err);
      }
    }
  };

  try {
    const workDir = mkdtempSync(path.join(tmpdir(), 'changepath-e2e-'));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());

    const mailbox = createServer((req, res) => {
      if (req.url?.startsWith('/messages') && req.method === 'DELETE') {
        smtp.clear();
        res.writeHead(204).end();
      } else if (req.url?.startsWith('/messages')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: smtp.messages }));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => mailbox.close(() => resolve())));
    const mailboxUrl = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;

    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const oidc = await startOidcProvider({ publicUrl: baseUrl });
    cleanups.push(() => oidc.close());

    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) {
      // The server reads only its own settings; drop any the caller's shell had, so the run is reproducible.
      if (/^(DEMO|DATABASE_URL|REDIS_URL|TRUST_PROXY|BETTER_AUTH_SECRET|SMTP_URL|OIDC_|GOOGLE_|GITHUB_|DEMO_|PUBLIC_URL|DATA_DIR|PORT|HOST)/.test(key)) {
        delete env[key];
      }
    }
    Object.assign(env, {
      NODE_ENV: 'development',
      DEMO: '1',
      // Each browser context sends its own X-Forwarded-For (fixtures.ts prepareContext), so the per-address limits
      // (sign-up, sign-in, public forms) apply per simulated person, not to the whole run at once.
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      SMTP_URL: smtp.url,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    });
    if (process.env.E2E_DATABASE_URL) {
      const database = await createTestDatabase(process.env.E2E_DATABASE_URL);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }

    const logFile = path.join(workDir, 'server.log');
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    cleanups.push(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    });

    await waitUntilReady(`${baseUrl}/api/health/ready`, child, logFile);

    process.env.E2E_BASE_URL = baseUrl;
    process.env.E2E_MAILBOX_URL = mailboxUrl;
    process.env.E2E_SERVER_LOG = logFile;
    process.env.E2E_OIDC_ISSUER = oidc.issuer;
    process.env.E2E_OIDC_EMAIL = oidc.user.email;
    return teardown;
  } catch (err) {
    await teardown();
    throw err;
  }
}
