/**
 * The Node.js version guard and the project's Node.js pins (issue 16): every file that names the runtime names the
 * same one, the guard refuses an older Node.js with one line and exit status 1, and every script runs on the
 * project's Node.js 24.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newSecret, startServerProcess } from '../tests/support/server-process';
import { REQUIRED_NODE_MAJOR, unsupportedNodeMessage } from './node-version.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const pkg = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));

describe('the pinned Node.js', () => {
  const runtimePackages = Object.keys(pkg.optionalDependencies).filter((n) => /^node-(linux|win|darwin)-/.test(n));

  it('is one version everywhere: .nvmrc, .node-version, .tool-versions, Volta, devEngines, engines, the runtime packages', () => {
    const version = read('.nvmrc').trim();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read('.node-version').trim()).toBe(version);
    expect(read('.tool-versions').trim()).toBe(`nodejs ${version}`);
    expect(pkg.volta.node).toBe(version);
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: `^${version}` });
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(Number(version.split('.')[0])).toBe(REQUIRED_NODE_MAJOR);
    expect(runtimePackages.length).toBeGreaterThanOrEqual(2);
    for (const name of runtimePackages) expect(pkg.optionalDependencies[name], name).toBe(version);
  });

  it('is locked with an integrity hash for each platform, and this one is what the tests run on', () => {
    for (const name of runtimePackages) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(entry.integrity, name).toMatch(/^sha512-/);
      expect(entry.optional, name).toBe(true);
    }
    expect(process.version).toBe(`v${pkg.volta.node}`);
  });

  it('approves only the install scripts the project needs', () => {
    expect(pkg.allowScripts).toEqual({ esbuild: true });
  });
});

describe('unsupportedNodeMessage', () => {
  it('names the version found, the version needed and how to get it, on one line', () => {
    const message = unsupportedNodeMessage('v20.20.2')!;
    expect(message).toContain('v20.20.2');
    expect(message).toContain(`Node.js ${REQUIRED_NODE_MAJOR} or newer`);
    expect(message).toContain('npm install');
    expect(message).toContain(`node:${REQUIRED_NODE_MAJOR}-slim`);
    expect(message).not.toContain('\n');
    expect(unsupportedNodeMessage('v22.22.0')).not.toBeNull();
  });

  it('accepts the required major and newer', () => {
    expect(unsupportedNodeMessage(`v${REQUIRED_NODE_MAJOR}.0.0`)).toBeNull();
    expect(unsupportedNodeMessage('v26.1.0')).toBeNull();
  });
});

// Where a script that failed to stop would put its database: a throwaway folder, removed afterwards.
const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-node-version-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `args` on this Node.js with process.version made to read `version` before anything else loads. */
function runAs(version: string, args: string[]) {
  const preload = `data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`;
  return spawnSync(process.execPath, ['--import', preload, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000, env: { ...process.env, DATA_DIR: dataDir, PORT: '0' } });
}

describe('every entry point stops at once on an older Node.js', () => {
  const entries: [string, string[]][] = [
    ['npm start (scripts/start.mjs)', ['scripts/start.mjs']],
    ['the build step (scripts/build-if-stale.mjs)', ['scripts/build-if-stale.mjs']],
    ['a TypeScript script (db:migrate through tsx)', ['--import', 'tsx', 'scripts/migrate.ts']],
    ['the server (src/server/main.ts)', ['--import', 'tsx', 'src/server/main.ts']],
  ];
  for (const [name, args] of entries) {
    it(name, () => {
      const r = runAs('v20.20.2', args);
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe(unsupportedNodeMessage('v20.20.2'));
    });
  }

  it('the guard run before a third-party tool prints the version it runs on, and passes on this Node.js', () => {
    const out = execFileSync(process.execPath, ['scripts/node-version.mjs', '--print'], { cwd: ROOT, encoding: 'utf8' });
    expect(out.trim()).toBe(`Node.js ${process.version} (${process.execPath})`);
  });

  it('every npm script that starts a tool or a TypeScript file runs the guard first, or is an entry that imports it', () => {
    const guarded = /^node scripts\/node-version\.mjs( --print)? && /;
    const entries = new Set([
      'scripts/start.mjs',
      'scripts/build-if-stale.mjs',
      'scripts/dev.ts',
      'scripts/migrate.ts',
      'scripts/seed.ts',
      'scripts/create-admin.ts',
      'scripts/db-backup.ts',
      'scripts/db-restore.ts',
      'scripts/bench/run.ts',
      'tests/e2e/run.ts',
    ]);
    for (const [name, command] of Object.entries(pkg.scripts as Record<string, string>)) {
      const file = /^(?:node|tsx) (\S+)(?: --[a-z-]+)*$/.exec(command)?.[1];
      if (file) {
        expect(entries.has(file), `${name}: ${command}`).toBe(true);
        expect(read(file), file).toMatch(/^import '(\.\/|(\.\.\/)+)(scripts\/)?node-version\.mjs';$/m);
      } else {
        expect(command, name).toMatch(guarded);
      }
    }
  });
});

describe('the running server', () => {
  it('names the Node.js it runs on in its startup log line, and in no answer', async () => {
    const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(dataDir, 'server-')), BETTER_AUTH_SECRET: newSecret() });
    try {
      expect(server.output()).toMatch(new RegExp(`^ChangePath is running at \\S+ on Node\\.js ${process.version.replace(/\./g, '\\.')}$`, 'm'));
      for (const p of ['/api/health', '/api/health/ready', '/', '/api/does-not-exist', '/no-such-page']) {
        const res = await fetch(server.url + p);
        const text = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + (await res.text());
        expect(text, p).not.toContain(process.version);
        expect(text, p).not.toContain(process.versions.node);
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
