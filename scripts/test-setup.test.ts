/**
 * The test command's setup step (test-setup.mjs) on a machine that lacks tools: it does nothing when all are there,
 * installs the missing Debian packages with apt-get when it can (here a stand-in apt-get on PATH that records its
 * arguments and "installs" by creating the tool), and otherwise stops at once with the one command to run. `npm test`
 * and `.ci/run` both run it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts/test-setup.mjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A folder for PATH holding executables named `names` (shell scripts). */
function bin(scripts: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-bin-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

function setup(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [SCRIPT], { env: { HOME: tmpdir(), ...env }, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const isRoot = process.getuid?.() === 0;
const chromium = () => path.join(bin({ chromium: 'exit 0' }), 'chromium');

describe('the test setup step', () => {
  it('does nothing when every tool is there', () => {
    expect(setup({ PATH: bin({ pdftoppm: 'exit 0' }), CHROMIUM_PATH: chromium() })).toEqual({ status: 0, out: '' });
  });

  it('stops at once with the one command when a tool is missing and apt-get cannot run', () => {
    const r = setup({ PATH: bin({}), CHROMIUM_PATH: '/nowhere/chromium' });
    expect(r.status).toBe(1);
    expect(r.out).toContain('The tests need chromium-headless-shell for the browser journeys.');
    expect(r.out).toContain('The tests need poppler-utils for the PDF tests (pdftoppm).');
    expect(r.out).toContain(`apt-get install -y chromium-headless-shell poppler-utils`);
  });

  it.runIf(isRoot)('installs the missing packages with apt-get, saying what and why', () => {
    const tools = bin({});
    const log = path.join(tools, 'apt.log');
    // The stand-in apt-get records its arguments and, on install, puts the tools in place.
    const apt = bin({ 'apt-get': `echo "$@" >> ${log}\n[ "$1" = install ] && printf '#!/bin/sh\\n' > ${tools}/pdftoppm && /bin/chmod +x ${tools}/pdftoppm\nexit 0` });
    const r = setup({ PATH: `${apt}${path.delimiter}${tools}`, CHROMIUM_PATH: chromium() });
    expect(r.out).toContain('Installing poppler-utils (Debian package)');
    expect(r.status).toBe(0);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['update', 'install -y poppler-utils']);
  });

  it.runIf(isRoot)('says so when apt-get fails', () => {
    const r = setup({ PATH: bin({ 'apt-get': 'exit 100' }), CHROMIUM_PATH: chromium() });
    expect(r.status).toBe(1);
    expect(r.out).toContain('apt-get update failed (exit 100)');
    expect(r.out).toContain('apt-get update && apt-get install -y poppler-utils');
  });

  it('asks for the deploy and backup tools too when the CI suites run', () => {
    const r = setup({ PATH: bin({ pdftoppm: 'exit 0' }), CHROMIUM_PATH: chromium(), RELIABILITY_TESTS: '1' });
    expect(r.status).toBe(1);
    expect(r.out).toContain('apt-get install -y caddy docker-compose postgresql-client');
  });
});
