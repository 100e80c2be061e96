/**
 * Bundles section of `npm run bench`: the gzipped JavaScript each route loads first. The client is built when
 * its sources changed (the same check `npm start` makes: scripts/build-if-stale.ts runs `react-router build`),
 * then for each page the prerendered HTML is read (the SPA fallback for client-only pages such as /dashboard):
 * every /assets/*.js it names (modulepreload links, script tags, the inline module's imports) plus their static
 * imports, transitively; for a client-only page also the route modules (and their imports) the router manifest
 * lists for the page's route chain. Dynamic `import()`s are not counted: they load only where used.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../build-if-stale.mjs';
import { ROOT, fmt, mark, table } from './lib';
import { KB, TARGETS } from './targets';

let CLIENT = path.join(ROOT, 'build/client');

/**
 * Builds the client if its sources changed (retrying when another process builds into build/ at the same
 * moment), then copies build/client to a private folder that the bench's servers and measurements use, so a
 * concurrent rebuild cannot change or remove files under them. Returns the copy and whether a build ran.
 */
export function prepareClient(log: (line: string) => void): { dir: string; built: boolean } {
  let built = false;
  for (let attempt = 1; ; attempt++) {
    try {
      built = buildIfStale() || built;
      const dir = mkdtempSync(path.join(tmpdir(), 'cp-bench-client-'));
      cpSync(path.join(ROOT, 'build/client'), dir, { recursive: true });
      log(built ? 'client: rebuilt (sources changed), copied' : 'client: build is current, copied');
      return { dir, built };
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`client: build or copy failed (attempt ${attempt}: ${(err as Error).message.split('\n')[0]}), retrying in 15 s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 15_000);
      built = true;
    }
  }
}

export interface BundleResult {
  page: string;
  source: string;
  files: number;
  gzipBytes: number;
  rawBytes: number;
  /** The three largest files, gzipped KB. */
  largest: string[];
  /** Chunks whose names suggest code that should load only where used. */
  heavy: string[];
  limitBytes: number;
}

/** Names of chunks that must not be in a first load of a page that does not use them (issue 9). */
const HEAVY = /(recharts|exceljs|pptx|pdf-lib|jspdf|unpdf|mammoth|admin|chat|markdown|export)/i;

function assetRefs(text: string): string[] {
  const refs = new Set<string>();
  for (const m of text.matchAll(/["'(](\/assets\/[^"'()\s]+?\.js)["')]/g)) refs.add(m[1]);
  return [...refs];
}

/** Static imports of a built module (`import … from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`), as /assets paths. */
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(CLIENT, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1];
    if (spec.startsWith('/assets/')) out.push(spec);
    else if (spec.startsWith('./') || spec.startsWith('../')) out.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return out;
}

function closure(entries: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f) || !existsSync(path.join(CLIENT, f))) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return [...seen];
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

/** Route modules (and their listed imports) the router loads for `page` according to the build's manifest. */
function manifestChain(html: string, page: string): string[] {
  const manifestFile = assetRefs(html).find((f) => /\/manifest-[^/]+\.js$/.test(f));
  if (!manifestFile) return [];
  const text = readFileSync(path.join(CLIENT, manifestFile), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  const routes = (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
  const fullPath = (r: ManifestRoute): string => {
    const parent = r.parentId ? routes[r.parentId] : undefined;
    const own = (r.path ?? '').replace(/^\/|\/$/g, '');
    const up = parent ? fullPath(parent) : '';
    return [up, own].filter(Boolean).join('/');
  };
  const want = page.replace(/^\/|\/$/g, '');
  const leaf = Object.values(routes).find((r) => fullPath(r) === want && r.path !== undefined);
  const out: string[] = [];
  for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? routes[r.parentId] : undefined) out.push(r.module, ...(r.imports ?? []));
  return out;
}

/** Measures the first-load JavaScript of the issue's pages in the client copy (`prepareClient`). */
export function measureBundles(client: { dir: string; built: boolean }): { built: boolean; results: BundleResult[] } {
  CLIENT = client.dir;
  const built = client.built;
  const pages: Array<[string, string | null]> = [
    ['/', 'index.html'],
    ['/ai-tools', 'ai-tools/index.html'],
    ['/changetalks', 'changetalks/index.html'],
    ['/entrepreneurship', 'entrepreneurship/index.html'],
    ['/dashboard', null],
  ];
  const results = pages.map(([page, file]) => {
    const source = file ?? '__spa-fallback.html';
    const html = readFileSync(path.join(CLIENT, source), 'utf8');
    const entries = assetRefs(html);
    if (!file) entries.push(...manifestChain(html, page));
    const files = closure(entries);
    let gzipBytes = 0;
    let rawBytes = 0;
    const sizes: Array<[string, number]> = [];
    for (const f of files) {
      const buf = readFileSync(path.join(CLIENT, f));
      const gz = gzipSync(buf, { level: 9 }).length;
      rawBytes += buf.length;
      gzipBytes += gz;
      sizes.push([path.basename(f), gz]);
    }
    sizes.sort((a, b) => b[1] - a[1]);
    return {
      page,
      source,
      files: files.length,
      gzipBytes,
      rawBytes,
      largest: sizes.slice(0, 3).map(([f, n]) => `${f} ${fmt(n / KB, 1)}`),
      heavy: files.filter((f) => HEAVY.test(path.basename(f))).map((f) => path.basename(f)),
      limitBytes: page === '/' ? TARGETS.bundles.landingBytes : TARGETS.bundles.routeBytes,
    };
  });
  return { built, results };
}

export function bundlesReport(r: { built: boolean; results: BundleResult[] }): string {
  const rows = r.results.map((b) => [
    b.page,
    b.source,
    b.files,
    fmt(b.rawBytes / KB, 1),
    fmt(b.gzipBytes / KB, 1),
    `≤ ${b.limitBytes / KB} KB`,
    mark(b.gzipBytes <= b.limitBytes),
    b.largest.join(', '),
    b.heavy.length ? b.heavy.join(', ') : 'none',
  ]);
  return [
    '## Bundles (JavaScript loaded first, gzip -9)',
    '',
    `Build: ${r.built ? 'rebuilt for this run' : 'current build of the sources'} (build/client).`,
    '',
    table(['route', 'HTML', 'JS files', 'raw KB', 'gzip KB', 'target', 'result', 'largest (gzip KB)', 'chunks named like admin/chat/charts/exporters'], rows),
  ].join('\n');
}
