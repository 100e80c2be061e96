/**
 * Pages section of `npm run bench`: Lighthouse 13 (default config: mobile emulation, simulated throttling) with
 * Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH, launched by chrome-launcher with STACK.md's flags) on
 * `/`, `/ai-tools`, `/changetalks`, `/entrepreneurship` of the real server serving the built client (PGlite in a
 * temporary DATA_DIR), median of `runs` runs per page. A fresh Chromium per run.
 * Targets (issue 9): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility, best practices and
 * SEO 100.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Child, fmt, freePort, mark, median, spawnServer, table, waitFor200 } from './lib';
import { TARGET_TEXT, pageMeetsTargets } from './targets';

export const PAGES = ['/', '/ai-tools', '/changetalks', '/entrepreneurship'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageResult {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full score in a category below 100, with the category. */
  failing: string[];
}

export type PagesOutcome = { ok: true; results: PageResult[] } | { ok: false; reason: string };

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  title: string;
  scoreDisplayMode?: string;
  details?: { items?: Array<Record<string, unknown>> };
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

/** What an issue or console audit logged (issue types, console messages), shortened. */
function detailOf(a: Audit): string[] {
  return (a.details?.items ?? [])
    .map((i) => String(i.issueType ?? i.description ?? '').slice(0, 120))
    .filter(Boolean)
    .slice(0, 4);
}

export async function measurePages(opts: { runs: number; clientDir: string; log: (line: string) => void }): Promise<PagesOutcome> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
  let launch: (o: Record<string, unknown>) => Promise<{ port: number; kill(): void | Promise<void> }>;
  try {
    lighthouse = (await import('lighthouse')).default as unknown as typeof lighthouse;
    launch = (await import('chrome-launcher')).launch as unknown as typeof launch;
  } catch (err) {
    return { ok: false, reason: `lighthouse or chrome-launcher could not be loaded: ${(err as Error).message}` };
  }
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-bench-pages-'));
  let server: Child | undefined;
  try {
    const port = await freePort();
    server = spawnServer(port, { DATA_DIR: dataDir, CLIENT_DIR: opts.clientDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/ready`, { timeoutMs: 120_000, child: server });
    // Warm the server's file cache once per page.
    for (const p of PAGES) await (await fetch(`${base}${p}`)).arrayBuffer();

    const results: PageResult[] = [];
    for (const page of PAGES) {
      const lhrs: Lhr[] = [];
      const errors: string[] = [];
      // A run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is retried; at most 2 extra attempts a page.
      for (let i = 0, attempts = 0; lhrs.length < opts.runs && attempts < opts.runs + 2; attempts++) {
        const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
        try {
          const out = await lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!out) throw new Error('Lighthouse returned no result');
          if (out.lhr.runtimeError) throw new Error(`${out.lhr.runtimeError.code}: ${out.lhr.runtimeError.message}`);
          lhrs.push(out.lhr);
          i++;
          opts.log(`pages: ${page} run ${i}: performance ${Math.round((out.lhr.categories.performance.score ?? 0) * 100)}`);
        } catch (err) {
          errors.push((err as Error).message.split('\n')[0]);
          opts.log(`pages: ${page} attempt ${attempts + 1} failed: ${errors.at(-1)}`);
        } finally {
          await chrome.kill();
        }
      }
      if (!lhrs.length) {
        results.push({ page, runs: 0, performance: NaN, accessibility: NaN, bestPractices: NaN, seo: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, failing: [`not measured: ${errors.join('; ')}`] });
        continue;
      }
      const score = (id: string) => median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)));
      const metric = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN));
      // Audits that lost points in any run: title, and for issue/console audits what was logged (metrics are in the table).
      const failing = new Map<string, Set<string>>();
      for (const l of lhrs) {
        for (const [cat, c] of Object.entries(l.categories)) {
          if ((c.score ?? 0) >= 1) continue;
          for (const ref of c.auditRefs) {
            const a = l.audits[ref.id];
            if (ref.weight > 0 && a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') {
              const key = `${cat}: ${a.title}`;
              const details = failing.get(key) ?? new Set<string>();
              for (const d of detailOf(a)) details.add(d);
              failing.set(key, details);
            }
          }
        }
      }
      results.push({
        page,
        runs: lhrs.length,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        failing: [...failing].map(([k, d]) => (d.size ? `${k} (${[...d].join('; ')})` : k)).sort(),
      });
    }
    return { ok: true, results };
  } catch (err) {
    return { ok: false, reason: `Lighthouse could not run: ${(err as Error).stack ?? String(err)}`.slice(0, 2000) };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function pagesReport(o: PagesOutcome, runs: number): string {
  const head = `## Pages (Lighthouse 13, mobile emulation, Debian Chromium, median of ${runs})`;
  if (!o.ok) return [head, '', `**Gap: not measured.** ${o.reason}`].join('\n');
  const rows = o.results.map((r) => {
    if (!r.runs) return [r.page, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '**not measured**'];
    const ok = pageMeetsTargets(r);
    return [`${r.page}${r.runs < runs ? ` (${r.runs} of ${runs} runs)` : ''}`, r.performance, fmt(r.lcpMs), fmt(r.tbtMs), fmt(r.cls, 3), r.accessibility, r.bestPractices, r.seo, mark(ok)];
  });
  const gaps = o.results.filter((r) => r.failing.length).map((r) => `- ${r.page}: ${r.failing.join('; ')}`);
  return [
    head,
    '',
    `Targets: ${TARGET_TEXT.pages}.`,
    '',
    table(['page', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'accessibility', 'best practices', 'SEO', 'all targets'], rows),
    ...(gaps.length ? ['', 'Audits below full score (any run):', '', ...gaps] : []),
  ].join('\n');
}
