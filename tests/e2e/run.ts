/**
 * `npm run test:e2e`: checks that Chromium is installed (never skips silently), builds the web client when its
 * sources changed, then runs Playwright (`playwright test`, extra arguments passed through). Exit code is
 * Playwright's. Chromium: CHROMIUM_PATH, default /usr/bin/chromium-headless-shell (Debian's chromium-headless-shell:
 * the browser without its window UI, as Playwright's own headless runs use; the full browser in headless mode
 * still renders its tab strip and took 3.8 min for the accessibility file against 2.3).
 * When TEST_DATABASE_URL is set (CI sets it) and no spec is named, the account journeys then run a second time
 * against a server on PostgreSQL (a fresh database made from that URL), so the journey is proven on both drivers.
 */
import '../../scripts/node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      'Install it with:  apt-get install -y chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

buildIfStale();

function playwright(args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
let code = await playwright(args);
if (code === 0 && args.length === 0 && process.env.TEST_DATABASE_URL) {
  console.log('\nAccount journeys again, on PostgreSQL (TEST_DATABASE_URL):');
  code = await playwright(['foundation-accounts.spec.ts'], { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
process.exit(code);
