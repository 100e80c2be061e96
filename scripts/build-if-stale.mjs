/**
 * Builds what `npm start` serves when it is missing or older than its sources (plain JavaScript, so `npm start`
 * runs on Node alone, without a TypeScript loader: issue 9 start time).
 *
 * - `buildIfStale()`: the web client (`react-router build` → build/client) when build/client is missing or its
 *   sources changed. Freshness = a fingerprint of every source file's path, size and mtime (build/.fingerprint).
 * - `buildServerIfStale()`: the server, bundled by esbuild from src/server/main.ts into dist/server/main.mjs
 *   (packages stay in node_modules), with the SQL migrations copied beside it (db/index.ts reads
 *   `./migrations` next to itself). Loading one bundled file through Node's own loader takes about 1 s less than
 *   loading ~150 TypeScript files through tsx's hooks. Fingerprint in dist/.fingerprint.
 * Both return true when a build ran; both throw when the build fails. `{ force: true }` builds even when fresh.
 *
 * `npm run build` runs this file with `--force`: both builds, always (the production image's build stage, issue 25).
 * `missingProductionBuild()` names what a production start lacks. Building needs the dev dependencies
 * (@react-router/dev, Vite); running what was built needs only `dependencies` (`npm ci --omit=dev`).
 */
import './node-version.mjs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CLIENT_SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'content',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];
const SERVER_SOURCES = ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json', 'scripts/build-if-stale.mjs'];

/** The bundled server that `npm start` runs. */
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.mjs');

function fingerprint(sources) {
  const h = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      h.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const s of sources) visit(path.join(root, s));
  return h.digest('hex');
}

/**
 * The path of an installed package's command-line script, from its package.json `bin` (so a package that renames
 * its bin file, as @react-router/dev 8 did from bin.js to bin.cjs, needs no change here).
 * @param {string} pkg  package name, e.g. '@react-router/dev'
 * @param {string} name the command, e.g. 'react-router'
 */
export function packageBin(pkg, name) {
  const dir = path.join(root, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}

const fresh = (output, stampFile, current) => existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;

/** The React Router server build next to the client build (what pages/page-handler.ts loads). */
export const CLIENT_SERVER_BUILD = path.join(root, 'build/server/index.js');

/**
 * What `npm start` in production needs and does not find (relative paths; empty when complete): production never
 * builds, since building needs the dev dependencies, which a production install leaves out.
 * @returns {string[]}
 */
export function missingProductionBuild() {
  return [path.join(root, 'build/client'), CLIENT_SERVER_BUILD, SERVER_BUNDLE, path.join(path.dirname(SERVER_BUNDLE), 'migrations')]
    .filter((p) => !existsSync(p))
    .map((p) => path.relative(root, p));
}

/**
 * The esbuild options of the server bundle (`metafile` on: the tests read which packages it imports).
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBundleOptions() {
  return {
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    alias: { '~': path.join(root, 'src') },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  };
}

/** @param {{ force?: boolean }} [opts] */
export function buildIfStale(opts = {}) {
  const stampFile = path.join(root, 'build', '.fingerprint');
  const current = fingerprint(CLIENT_SOURCES);
  if (!opts.force && fresh(path.join(root, 'build/client'), stampFile, current)) return false;
  console.log('Building the web client (first start, or its sources changed)…');
  // Always a production build: called from the unit tests' global setup, NODE_ENV is 'test', and Vite would keep it
  // and bundle React's development build, which `npm start` would then serve as fresh.
  // Warnings and errors only: at the default level Vite lists every file it writes, 630 of them font files, which
  // buried the start's own lines (the demo accounts, the address to open) on a newcomer's first `npm start`.
  const started = Date.now();
  execFileSync(process.execPath, [packageBin('@react-router/dev', 'react-router'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stampFile, current);
  console.log(`Built the web client in ${((Date.now() - started) / 1000).toFixed(0)} s (build/client).`);
  return true;
}

/** @param {{ force?: boolean }} [opts] */
export async function buildServerIfStale(opts = {}) {
  const stampFile = path.join(root, 'dist', '.fingerprint');
  const current = fingerprint(SERVER_SOURCES);
  if (!opts.force && fresh(SERVER_BUNDLE, stampFile, current)) return false;
  console.log('Bundling the server (first start, or its sources changed)…');
  const outDir = path.dirname(SERVER_BUNDLE);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const { build } = await import('esbuild');
  await build({ ...serverBundleOptions(), metafile: false });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  writeFileSync(stampFile, current);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const force = process.argv.includes('--force');
  buildIfStale({ force });
  await buildServerIfStale({ force });
}
