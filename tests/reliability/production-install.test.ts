/**
 * Reliability (issue 25): `npm start` in production runs with the production install alone. The built output
 * (`npm run build`: build/ and dist/), the start scripts, content/ and package.json are copied to an empty folder
 * whose node_modules holds at most what `npm ci --omit=dev` installs: every top-level package of package-lock.json
 * not marked `dev` — and, stricter than npm, not `devOptional` either (npm keeps those, e.g. vite, vitest and
 * typescript, because production packages name them as optional peers) — linked from this checkout's node_modules
 * (a real install would download them). Node runs with
 * `--preserve-symlinks`, so a package's own imports resolve inside that folder too, never in the checkout's full
 * node_modules: an import of a dev-only package, direct or through a dependency, fails the start.
 *
 * The server starts (NODE_ENV=production, PGlite, a loopback SMTP peer), builds nothing, migrates a fresh database,
 * answers its readiness probe, a rendered page, the API and /metrics, and stops cleanly on SIGTERM.
 *
 * Runs only with RELIABILITY_TESTS=1 (CI sets it).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';
import { freePort, newSecret, waitUntilReady } from '../support/server-process';
import { type TestSmtpServer, startSmtpServer } from '../support/smtp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe.runIf(process.env.RELIABILITY_TESTS === '1')('npm start in production with production dependencies only', () => {
  let dir: string;
  let app: string;
  let smtp: TestSmtpServer;
  let linked = 0;
  let leftOut: string[] = [];

  beforeAll(async () => {
    await buildServerIfStale();
    dir = mkdtempSync(path.join(tmpdir(), 'cp-prod-install-'));
    app = path.join(dir, 'app');
    mkdirSync(path.join(app, 'scripts'), { recursive: true });
    for (const f of ['start.mjs', 'build-if-stale.mjs', 'node-version.mjs']) cpSync(path.join(ROOT, 'scripts', f), path.join(app, 'scripts', f));
    for (const d of ['build', 'dist', 'content']) cpSync(path.join(ROOT, d), path.join(app, d), { recursive: true });
    cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (!key.startsWith('node_modules/') || key.indexOf('/node_modules/', 1) !== -1) continue;
      const name = key.slice('node_modules/'.length);
      if (entry.dev || entry.devOptional) {
        leftOut.push(name);
        continue;
      }
      const from = path.join(ROOT, 'node_modules', name);
      if (!existsSync(from)) continue; // an optional package for another platform
      const to = path.join(app, 'node_modules', name);
      mkdirSync(path.dirname(to), { recursive: true });
      symlinkSync(from, to, 'dir');
      linked++;
    }
    leftOut = leftOut.sort();
    smtp = await startSmtpServer();
  }, 180_000);

  afterAll(async () => {
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts from the build, migrates a new database, serves pages, the API and /metrics, and stops on SIGTERM', { timeout: 240_000 }, async () => {
    expect(linked).toBeGreaterThan(100);
    for (const dev of ['vite', '@react-router/dev', 'vitest', 'typescript', 'eslint']) expect(leftOut, dev).toContain(dev);
    expect(existsSync(path.join(app, 'node_modules', 'vite'))).toBe(false);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--preserve-symlinks', 'scripts/start.mjs'], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: path.join(dir, 'data'),
        BETTER_AUTH_SECRET: newSecret(),
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (b: Buffer) => (out = (out + b.toString()).slice(-16_384));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let hasExited = false;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => ((hasExited = true), resolve(code))));
    try {
      const started = Date.now();
      await waitUntilReady({ url, output: () => out, get hasExited() { return hasExited; } }, 150_000);
      console.log(`production install: ${linked} packages linked, ${leftOut.length} dev-only left out; ready in ${Date.now() - started} ms`);
      expect(out).not.toMatch(/Building|Bundling/);
      expect(out).toContain(`ChangePath is running at ${url}`);

      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('ChangePath');
      const talks = await fetch(`${url}/api/talks`);
      expect(talks.status).toBe(200);
      const metrics = await fetch(`${url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds_count{method="GET",route="/",status="200"}');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, out).toBe(0);
  });
});
