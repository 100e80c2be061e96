/**
 * The test command's setup step, as Playwright's `install --with-deps` does it: finds the machine tools the suites
 * need and installs the missing ones as Debian packages when it can (root and apt-get), saying what it installs and
 * why; otherwise it stops at once with the one command to run. `npm test` runs it first and `.ci/run` runs it before
 * anything else (so it must run on any Node.js, the machine's too, before `npm ci`).
 *
 * Always needed: Chromium's headless shell for the browser journeys (`CHROMIUM_PATH`, else
 * /usr/bin/chromium-headless-shell: the browser without its window and tab UI, as Playwright uses headless) and poppler's
 * `pdftoppm` for the PDF tests. With `RELIABILITY_TESTS=1` or `CI` (the suites CI runs): also Caddy and
 * docker-compose (the deploy recipe) and `pg_dump`/`pg_restore` (the PostgreSQL backup round trip).
 *
 * Exit 0 when everything is there (installed now or before), 1 when something is missing and could not be installed.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/** Whether `name` is an executable on PATH. */
function onPath(name) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const ciSuites = process.env.RELIABILITY_TESTS === '1' || !!process.env.CI;
const chromium = process.env.CHROMIUM_PATH;

/** What the suites need: how to tell it is there, its Debian package, and what for. */
const needs = [
  {
    pkg: 'chromium-headless-shell',
    present: () => (chromium ? existsSync(chromium) : existsSync('/usr/bin/chromium-headless-shell') || onPath('chromium-headless-shell')),
    why: 'the browser journeys',
  },
  { pkg: 'poppler-utils', present: () => onPath('pdftoppm'), why: 'the PDF tests (pdftoppm)' },
  ...(ciSuites
    ? [
        { pkg: 'caddy', present: () => onPath('caddy'), why: "the deploy recipe's two servers behind Caddy" },
        { pkg: 'docker-compose', present: () => onPath('docker-compose'), why: "the deploy recipe's compose file check" },
        { pkg: 'postgresql-client', present: () => onPath('pg_dump') && onPath('pg_restore'), why: 'the PostgreSQL backup round trip (pg_dump)' },
      ]
    : []),
];

const missing = needs.filter((n) => !n.present());
if (missing.length === 0) process.exit(0);

const packages = missing.map((n) => n.pkg);
const command = `apt-get install -y ${packages.join(' ')}`;
for (const n of missing) console.log(`The tests need ${n.pkg} for ${n.why}.`);
if (chromium && missing.some((n) => n.pkg === 'chromium-headless-shell')) console.log(`(CHROMIUM_PATH is ${chromium}, which does not exist.)`);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (!root || !onPath('apt-get')) {
  console.error(`\nInstall ${packages.length === 1 ? 'it' : 'them'} with:\n\n  ${root ? '' : 'sudo '}apt-get update && ${root ? '' : 'sudo '}${command}\n\nthen run the tests again.`);
  process.exit(1);
}

console.log(`Installing ${packages.join(', ')} (Debian ${packages.length === 1 ? 'package' : 'packages'}): apt-get update && ${command}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...packages]]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`\napt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal}). Install the packages with:\n\n  apt-get update && ${command}\n\nthen run the tests again.`);
    process.exit(1);
  }
}
const still = needs.filter((n) => !n.present());
if (still.length) {
  console.error(`Installed, but still missing: ${still.map((n) => n.pkg).join(', ')}.`);
  process.exit(1);
}
console.log('Installed.');
