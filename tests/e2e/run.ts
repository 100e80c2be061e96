/**
 * `npm run test:e2e`: checks that Chromium is installed (never skips silently), builds the web client when its
 * sources changed, then runs Playwright (`playwright test`, extra arguments passed through). Exit code is
 * Playwright's. Chromium: CHROMIUM_PATH, default /usr/bin/chromium (Debian's; STACK.md).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      'Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

buildIfStale();

const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
