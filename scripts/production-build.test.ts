/**
 * `npm start` in production needs no dev dependency (issue 25). What runs in production is the server bundle
 * (dist/server/main.mjs, esbuild, packages left as imports) and the React Router server build
 * (build/server/index.js); both are made by `npm run build` beforehand. Checked here:
 * - every package either of them imports at run time is in package.json's `dependencies` (or the optional Node.js
 *   runtime packages), never only in `devDependencies` — read from esbuild's metafile of each, so dynamic imports
 *   count too;
 * - `scripts/start.mjs` with NODE_ENV=production builds nothing: without a build it stops at once with one line
 *   saying to run `npm run build`.
 * tests/reliability/production-install.test.ts starts the built server with only the production packages.
 */
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_SERVER_BUILD, serverBundleOptions } from './build-if-stale.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const builtins = new Set(builtinModules);

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/** The packages a bundle imports at run time (static and dynamic), from esbuild's metafile. */
function importedPackages(metafile: { inputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }> }): string[] {
  const out = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imp of input.imports) {
      if (!imp.external || imp.path.startsWith('node:') || builtins.has(imp.path) || imp.path.startsWith('.') || imp.path.startsWith('/')) continue;
      out.add(packageOf(imp.path));
    }
  }
  return [...out].sort();
}

const notProduction = (names: string[]) => names.filter((n) => !(n in pkg.dependencies) && !(n in (pkg.optionalDependencies ?? {})));

describe('production start without dev dependencies', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the server bundle imports only production dependencies', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'cp-bundle-'));
    dirs.push(out);
    const result = await build({ ...serverBundleOptions(), outfile: path.join(out, 'main.mjs'), sourcemap: false, write: true });
    const names = importedPackages(result.metafile!);
    expect(names).toContain('hono');
    expect(names).toContain('prom-client');
    expect(notProduction(names), 'imported by the server bundle but not in dependencies').toEqual([]);
  });

  it('the React Router server build imports only production dependencies', async () => {
    // Re-bundled with its packages external, only to read what it imports (the global setup built it).
    const result = await build({ entryPoints: [CLIENT_SERVER_BUILD], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
    const names = importedPackages(result.metafile);
    expect(names).toContain('react-router');
    expect(notProduction(names), 'imported by build/server/index.js but not in dependencies').toEqual([]);
  });

  it('scripts/start.mjs in production builds nothing and says to run npm run build when the build is missing', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'cp-start-'));
    dirs.push(copy);
    for (const f of ['start.mjs', 'build-if-stale.mjs', 'node-version.mjs']) cpSync(path.join(ROOT, 'scripts', f), path.join(copy, 'scripts', f));
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: copy, env: { PATH: process.env.PATH, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^The production build is missing \(build\/client, build\/server\/index\.js, dist\/server\/main\.mjs, dist\/server\/migrations\)\. Run `npm run build` first/);
    expect(run.stdout).not.toContain('Building');
  });
});
