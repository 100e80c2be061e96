/**
 * Bundles section of `npm run bench`: the gzipped JavaScript each page loads first. The build is made when its
 * sources changed (the same check `npm start` makes: scripts/build-if-stale.mjs runs `react-router build`, which
 * writes build/client and build/server) and copied (`prepareBuild`).
 *
 * Pages are rendered by the server (decision 004): there is no HTML in build/client. So the real server is
 * started on the copy (`startSiteServer`) and, for each page of pages.ts `PAGES` (the talk and thread pages found
 * on /changetalks and /community), the anonymous HTML it renders is read: the first load is every /assets/*.js that
 * HTML names as `<link rel="modulepreload">`, `<script src>` or a static `import` of its inline module script, plus
 * their static imports, transitively. (The inline route manifest's strings, such as the manifest file's own URL,
 * are not loads.) Every other route, signed-in ones included, is measured from the React Router manifest
 * (build/client/assets/manifest-*.js): the entry module and, for the route and each of its parents, the route module
 * and its imports — what the server writes as modulepreloads for that route — with their static imports.
 * Dynamic `import()`s are not counted: they load only where used. A page whose HTML names no JavaScript, or names
 * files missing from the build, is reported as not measured, never as 0 KB.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../build-if-stale.mjs';
import { ROOT, type SiteServer, fetchPage, fmt, mark, startSiteServer, table } from './lib';
import { discoverPages, notAPage } from './pages';
import { KB, TARGETS } from './targets';

/** The bench's private copy of the build: `root` holds `client/` (CLIENT_DIR) and `server/` (the server build). */
export interface BenchBuild {
  root: string;
  clientDir: string;
  built: boolean;
  /** Why the build was made again although its fingerprint was current (a development build of React was found). */
  note?: string;
}

/** Printed only by React's development build (react-dom-client.development.js), never by its production build. */
const REACT_DEVELOPMENT_MARKER = 'Download the React DevTools';

/** The first client asset holding React's development build, or null. */
export function developmentReactIn(clientDir: string): string | null {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) return null;
  return readdirSync(assets).find((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(REACT_DEVELOPMENT_MARKER)) ?? null;
}

/** `buildIfStale()` with NODE_ENV=production for the build (a NODE_ENV of test or development makes Vite bundle React's development build). */
function buildIfStaleForProduction(): boolean {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return buildIfStale();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * Builds the client and the server build if their sources changed (retrying when another process builds into
 * build/ at the same moment), then copies build/client and build/server to a private folder that the bench's
 * servers and measurements use, so a concurrent rebuild cannot change or remove files under them. The copy is in
 * this checkout's .tmp/ (ignored by git and ESLint): the server build imports its packages (react, react-router…)
 * by name, so it must sit where this checkout's node_modules resolves. Remove `root` when done.
 * A current build that bundles React's development build (made under NODE_ENV=test, e.g. by the unit tests' global
 * setup, which writes the same fingerprint) is not what people get: it is built again for production, and said so.
 */
export function prepareBuild(log: (line: string) => void): BenchBuild {
  let built = false;
  let note: string | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      // build/.fingerprint is written for build/client; a build without the server half is made again.
      if (!existsSync(path.join(ROOT, 'build/server/index.js'))) rmSync(path.join(ROOT, 'build/.fingerprint'), { force: true });
      built = buildIfStaleForProduction() || built;
      const dev = developmentReactIn(path.join(ROOT, 'build/client'));
      if (dev) {
        note = `build/client was current by its fingerprint but bundled React's development build (${dev}); built again with NODE_ENV=production`;
        log(`build: ${note}`);
        rmSync(path.join(ROOT, 'build/.fingerprint'), { force: true });
        built = buildIfStaleForProduction() || built;
        const still = developmentReactIn(path.join(ROOT, 'build/client'));
        if (still) throw new Error(`the production build still bundles React's development build (${still})`);
      }
      mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
      const root = mkdtempSync(path.join(ROOT, '.tmp', 'bench-build-'));
      cpSync(path.join(ROOT, 'build/client'), path.join(root, 'client'), { recursive: true });
      cpSync(path.join(ROOT, 'build/server'), path.join(root, 'server'), { recursive: true });
      log(built ? 'build: built for this run, copied' : 'build: current, copied');
      return { root, clientDir: path.join(root, 'client'), built, note };
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`build: build or copy failed (attempt ${attempt}: ${(err as Error).message.split('\n')[0]}), retrying in 15 s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 15_000);
      built = true;
    }
  }
}

export interface BundleResult {
  /** The page as the report names it: a path, a pattern ("talk page (/changetalks/…)") or a route's path pattern. */
  page: string;
  /** Where the list of files came from: the server's HTML of a URL, or the manifest's route. */
  source: string;
  files: number;
  gzipBytes: number;
  rawBytes: number;
  /** The three largest files, gzipped KB. */
  largest: string[];
  /** Chunks whose names suggest code that should load only where used. */
  heavy: string[];
  limitBytes: number;
  /** Why this page could not be measured (then the byte counts are not figures). */
  error?: string;
}

export interface BundlesOutcome {
  built: boolean;
  /** Why the build was made again (`BenchBuild.note`). */
  buildNote?: string;
  /** The pages of pages.ts `PAGES`, from the HTML the server renders for them. */
  results: BundleResult[];
  /** Every page route of the manifest (from the manifest's lists), largest first. */
  routes: BundleResult[];
  /** Checks that failed or things worth knowing (an HTML and manifest count that differ, a missing manifest). */
  notes: string[];
}

/** Names of chunks that must not be in a first load of a page that does not use them (issue 9). */
const HEAVY = /(recharts|exceljs|pptx|pdf-lib|jspdf|unpdf|mammoth|admin|chat|markdown|export)/i;

/**
 * The /assets/*.js a server-rendered page loads first: `<link rel="modulepreload" href>`, `<script src>`, and the
 * static imports of inline module scripts. Strings elsewhere (the inline route manifest's `url`) are not loads.
 */
export function firstLoadRefs(html: string): string[] {
  const refs = new Set<string>();
  const js = (u: string | undefined) => {
    if (u && /^\/assets\/[^"'\s]+\.js$/.test(u)) refs.add(u);
  };
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel=["']?modulepreload\b/i.test(tag)) js(/\bhref=["']([^"']+)["']/i.exec(tag)?.[1]);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = m;
    js(/\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1]);
    if (/\btype=["']?module\b/i.test(attrs)) for (const spec of staticImportSpecs(body)) js(spec);
  }
  return [...refs];
}

/** Specifiers of the static imports and re-exports in module source `text` (not `import()`). */
export function staticImportSpecs(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** Static imports of a built module, as /assets paths. */
function staticImports(clientDir: string, file: string): string[] {
  const out: string[] = [];
  for (const spec of staticImportSpecs(readFileSync(path.join(clientDir, file), 'utf8'))) {
    if (spec.startsWith('/assets/')) out.push(spec);
    else if (spec.startsWith('./') || spec.startsWith('../')) out.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return out;
}

/** `entries` and their static imports, transitively; and the files named that are not in the build. */
function closure(clientDir: string, entries: string[]): { files: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f) || missing.has(f)) continue;
    if (!existsSync(path.join(clientDir, f))) {
      missing.add(f);
      continue;
    }
    seen.add(f);
    stack.push(...staticImports(clientDir, f));
  }
  return { files: [...seen], missing: [...missing] };
}

/** Sizes of the first load named by `entries`; an error instead of figures when it names nothing or missing files. */
function measure(clientDir: string, page: string, source: string, entries: string[], limitBytes: number): BundleResult {
  const { files, missing } = closure(clientDir, entries);
  let gzipBytes = 0;
  let rawBytes = 0;
  const sizes: Array<[string, number]> = [];
  for (const f of files) {
    const buf = readFileSync(path.join(clientDir, f));
    const gz = gzipSync(buf, { level: 9 }).length;
    rawBytes += buf.length;
    gzipBytes += gz;
    sizes.push([path.basename(f), gz]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  let error: string | undefined;
  if (!entries.length) error = 'the page names no JavaScript to load';
  else if (missing.length) error = `${missing.length} file(s) it names are not in the build: ${missing.slice(0, 3).join(', ')}`;
  else if (!gzipBytes) error = 'its JavaScript measured 0 bytes';
  return {
    page,
    source,
    files: files.length,
    gzipBytes,
    rawBytes,
    largest: sizes.slice(0, 3).map(([f, n]) => `${f} ${fmt(n / KB, 1)}`),
    heavy: files.filter((f) => HEAVY.test(path.basename(f))).map((f) => path.basename(f)),
    limitBytes,
    error,
  };
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The full route manifest of the build (`window.__reactRouterManifest={…}` in assets/manifest-*.js), and its file. */
function readManifest(clientDir: string, named: string | null): { file: string; manifest: RouteManifest } {
  const assets = path.join(clientDir, 'assets');
  const file = named ?? readdirSync(assets).filter((f) => /^manifest-[^/]+\.js$/.test(f)).map((f) => `/assets/${f}`)[0];
  if (!file) throw new Error('no assets/manifest-*.js in the client build');
  const text = readFileSync(path.join(clientDir, file), 'utf8');
  return { file, manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouteManifest };
}

/** A route's URL pattern ("/", "/changetalks/:slug", "/*"), from its own path and its parents'. */
export function routePattern(routes: Record<string, ManifestRoute>, r: ManifestRoute): string {
  const parts: string[] = [];
  for (let x: ManifestRoute | undefined = r; x; x = x.parentId ? routes[x.parentId] : undefined) {
    const own = (x.path ?? '').replace(/^\/|\/$/g, '');
    if (own) parts.unshift(own);
  }
  return `/${parts.join('/')}`;
}

/**
 * The page routes of the manifest (a default export, no child routes) with the modules the server preloads for
 * each: the entry module and its imports, then every route from the root down to it, with its imports.
 */
export function manifestChains(m: RouteManifest): Array<{ id: string; pattern: string; modules: string[] }> {
  const parents = new Set(Object.values(m.routes).map((r) => r.parentId).filter(Boolean));
  return Object.values(m.routes)
    .filter((r) => r.hasDefaultExport !== false && !parents.has(r.id))
    .map((leaf) => {
      const modules = [m.entry.module, ...(m.entry.imports ?? [])];
      for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? m.routes[r.parentId] : undefined) modules.push(r.module, ...(r.imports ?? []));
      return { id: leaf.id, pattern: routePattern(m.routes, leaf), modules: [...new Set(modules)] };
    });
}

const limitFor = (pattern: string) => (pattern === '/' ? TARGETS.bundles.landingBytes : TARGETS.bundles.routeBytes);

/** Measures the first-load JavaScript of the pages (server-rendered HTML) and of every route (manifest) in `build`. */
export async function measureBundles(build: BenchBuild, log: (line: string) => void): Promise<BundlesOutcome> {
  const dir = build.clientDir;
  const results: BundleResult[] = [];
  const notes: string[] = [];
  let manifestUrl: string | null = null;
  let server: SiteServer | undefined;
  try {
    server = await startSiteServer(dir);
    for (const p of await discoverPages(server.base)) {
      if (!p.path) {
        results.push({ ...measure(dir, p.label, 'not found', [], limitFor(p.label)), error: p.error });
        continue;
      }
      const bad = await notAPage(server.base, p.path);
      const html = bad ? '' : (await fetchPage(`${server.base}${p.path}`)).text;
      const r = measure(dir, p.label, `HTML of \`${p.path}\``, firstLoadRefs(html), p.label === '/' ? TARGETS.bundles.landingBytes : TARGETS.bundles.routeBytes);
      if (bad) r.error = bad;
      results.push(r);
      manifestUrl ??= /"url":\s*"(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1] ?? null;
      log(`bundles: ${p.label} (${p.path}): ${r.error ? `not measured: ${r.error}` : `${r.files} files, ${fmt(r.gzipBytes / KB, 1)} KB gzip`}`);
    }
  } catch (err) {
    notes.push(`The server could not be started or read: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    await server?.stop();
  }

  let routes: BundleResult[] = [];
  try {
    const { file, manifest } = readManifest(dir, manifestUrl);
    routes = manifestChains(manifest)
      .map((c) => measure(dir, c.pattern, `manifest: ${c.id}`, c.modules, limitFor(c.pattern)))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    log(`bundles: ${routes.length} routes from ${path.basename(file)}`);
    // The server's HTML and the manifest must name the same first load for the same route.
    const home = routes.find((r) => r.page === '/');
    const landing = results.find((r) => r.page === '/');
    if (home && landing && !landing.error && home.gzipBytes !== landing.gzipBytes) {
      notes.push(`The HTML of / loads ${fmt(landing.gzipBytes / KB, 1)} KB and the manifest's route for / lists ${fmt(home.gzipBytes / KB, 1)} KB: they differ.`);
    }
  } catch (err) {
    notes.push(`Routes not measured from the manifest: ${(err as Error).message.split('\n')[0]}`);
  }
  return { built: build.built, buildNote: build.note, results, routes, notes };
}

const resultCell = (b: BundleResult) => (b.error ? `**not measured**: ${b.error}` : mark(b.gzipBytes <= b.limitBytes));

export function bundlesReport(r: BundlesOutcome): string {
  const pageRows = r.results.map((b) => [
    b.page,
    b.source,
    b.error ? 'n/a' : b.files,
    b.error ? 'n/a' : fmt(b.rawBytes / KB, 1),
    b.error ? 'n/a' : fmt(b.gzipBytes / KB, 1),
    `≤ ${b.limitBytes / KB} KB`,
    resultCell(b),
    b.largest.join(', '),
    b.heavy.length ? b.heavy.join(', ') : 'none',
  ]);
  const over = r.routes.filter((b) => !b.error && b.gzipBytes > b.limitBytes);
  const failed = r.routes.filter((b) => b.error);
  const top = r.routes.slice(0, 5).map((b) => [b.page, b.source.replace(/^manifest: /, ''), b.files, fmt(b.gzipBytes / KB, 1), `≤ ${b.limitBytes / KB} KB`, resultCell(b), b.heavy.length ? b.heavy.join(', ') : 'none']);
  return [
    '## Bundles (JavaScript loaded first, gzip -9)',
    '',
    `Build: ${r.built ? 'rebuilt for this run' : 'current build of the sources'} (build/client and build/server, copied)${r.buildNote ? ` — ${r.buildNote}` : ''}. Pages: the modulepreloads, scripts and inline module imports of the HTML the server renders for an anonymous visitor, with their static imports.`,
    '',
    table(['page', 'HTML', 'JS files', 'raw KB', 'gzip KB', 'target', 'result', 'largest (gzip KB)', 'chunks named like admin/chat/charts/exporters'], pageRows),
    '',
    r.routes.length
      ? `Every page route of the React Router manifest (${r.routes.length}, signed-in ones included; what the server preloads for each): ${
          over.length ? `**${over.length} over their target**: ${over.map((b) => `${b.page} ${fmt(b.gzipBytes / KB, 1)} KB`).join(', ')}` : 'all within their target'
        }${failed.length ? `; ${failed.length} not measured (${failed.map((b) => `${b.page}: ${b.error}`).join('; ')})` : ''}. The five largest:`
      : 'Routes of the manifest: not measured.',
    ...(r.routes.length ? ['', table(['route', 'manifest id', 'JS files', 'gzip KB', 'target', 'result', 'chunks named like admin/chat/charts/exporters'], top)] : []),
    ...(r.notes.length ? ['', ...r.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
