/**
 * Pages section of `npm run bench`: Lighthouse 13 (default config: mobile emulation, simulated throttling) with
 * Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH, launched by chrome-launcher with STACK.md's flags) on the
 * pages of `PAGES`, rendered by the real server (`startSiteServer`: PGlite in a temporary DATA_DIR with the demo
 * seed, the bench's copy of the client and server build), median of `runs` runs per page. A fresh Chromium per run.
 * Talk and thread pages have URLs made from seeded data with random ids (`/changetalks/<words>-<uuid>`,
 * `/community/<words>-<uuid>`): `discoverPages` takes the first such link in the server's own `/changetalks` and
 * `/community` HTML. Every page must answer 200 with HTML before Lighthouse runs on it.
 * Targets (issue 17, in targets.ts): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02; accessibility,
 * best practices and SEO 100.
 */
import { existsSync } from 'node:fs';
import { type SiteServer, fetchPage, fmt, mark, median, startSiteServer, table } from './lib';
import { TARGET_TEXT, pageMeetsTargets } from './targets';

/**
 * The pages measured: a fixed path, or the first link to `pattern`'s pages found in the HTML of `listedOn`
 * (`label` names the pattern, e.g. "talk page (/changetalks/…)").
 */
export type PageSpec = { label: string; path: string } | { label: string; listedOn: string; linkPrefix: string };

/** The pages a visitor from a search result or a shared link lands on most: the landing page, talks, the community, courses and the AI tools. */
export const PAGES: PageSpec[] = [
  { label: '/', path: '/' },
  { label: '/changetalks', path: '/changetalks' },
  { label: 'talk page (/changetalks/…)', listedOn: '/changetalks', linkPrefix: '/changetalks/' },
  { label: '/community', path: '/community' },
  { label: 'thread page (/community/…)', listedOn: '/community', linkPrefix: '/community/' },
  { label: '/courses', path: '/courses' },
  { label: 'course page (/courses/sql-from-zero)', path: '/courses/sql-from-zero' },
  { label: '/ai-tools', path: '/ai-tools' },
];

/** A page of `PAGES` with the path it has on the server under test, or why it has none. */
export interface FoundPage {
  label: string;
  path: string | null;
  error?: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The first `href="<prefix><words>-<uuid>"` (or `<prefix><uuid>`) in `html`, as a path; null when there is none. */
export function firstLinkTo(html: string, prefix: string): string | null {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const m = new RegExp(`href="(${escaped}(?:[a-z0-9-]+-)?${UUID})"`, 'i').exec(html);
  return m?.[1] ?? null;
}

/** The path of each page of `PAGES` on the server at `base` (a list page is fetched to find a talk or thread). */
export async function discoverPages(base: string): Promise<FoundPage[]> {
  const out: FoundPage[] = [];
  for (const spec of PAGES) {
    if ('path' in spec) {
      out.push({ label: spec.label, path: spec.path });
      continue;
    }
    try {
      const list = await fetchPage(`${base}${spec.listedOn}`);
      const found = list.status === 200 ? firstLinkTo(list.text, spec.linkPrefix) : null;
      out.push(
        found
          ? { label: spec.label, path: found }
          : { label: spec.label, path: null, error: `no link to ${spec.linkPrefix}<words>-<id> on ${spec.listedOn} (status ${list.status})` },
      );
    } catch (err) {
      out.push({ label: spec.label, path: null, error: `${spec.listedOn} could not be fetched: ${(err as Error).message}` });
    }
  }
  return out;
}

/** Why `path` on `base` is not a page to measure (not 200, or not HTML), or null when it is one. */
export async function notAPage(base: string, path: string): Promise<string | null> {
  try {
    const r = await fetchPage(`${base}${path}`);
    if (r.status !== 200) return `${path} answered ${r.status}${r.status >= 500 ? `: ${r.text.slice(0, 200)}` : ''}`;
    if (!r.type.startsWith('text/html')) return `${path} answered ${r.type || 'no content type'}, not HTML`;
    return null;
  } catch (err) {
    return `${path} could not be fetched: ${(err as Error).message}`;
  }
}

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
  /** The page as the report names it: its path, or its pattern ("talk page (/changetalks/…)"). */
  page: string;
  /** The path measured on the server under test (null when none was found). */
  url: string | null;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred during the load (Lighthouse's network requests of type Script), KB; median. */
  scriptKb?: number;
  /** The LCP element of the first run (its HTML snippet, shortened). */
  lcpElement?: string;
  /** FCP and LCP as observed in the unthrottled load Lighthouse simulates from, ms; medians. */
  observedFcpMs?: number;
  observedLcpMs?: number;
  /** Lighthouse's measure of this machine's CPU speed for the runs (higher is faster); median. */
  benchmarkIndex?: number;
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
  environment?: { benchmarkIndex?: number };
}

/** A figure of the `metrics` audit (e.g. observedLargestContentfulPaint), NaN when absent. */
const metricsItem = (l: Lhr, key: string) => Number(l.audits.metrics?.details?.items?.[0]?.[key] ?? NaN);

/** What an issue or console audit logged (issue types, console messages), shortened. */
function detailOf(a: Audit): string[] {
  return (a.details?.items ?? [])
    .map((i) => String(i.issueType ?? i.description ?? '').slice(0, 120))
    .filter(Boolean)
    .slice(0, 4);
}

/** KB of JavaScript the page transferred in this run (NaN when the run has no network-requests audit). */
function scriptKbOf(l: Lhr): number {
  const items = l.audits['network-requests']?.details?.items;
  if (!items) return NaN;
  return items.filter((i) => i.resourceType === 'Script').reduce((a, i) => a + Number(i.transferSize ?? 0), 0) / 1024;
}

/** The LCP element's HTML snippet in this run (Lighthouse 13: the node item of the LCP breakdown insight), shortened. */
function lcpElementOf(l: Lhr): string | undefined {
  const items = (l.audits['lcp-breakdown-insight']?.details?.items ?? []) as Array<{ type?: string; snippet?: string }>;
  const snippet = items.find((i) => i.type === 'node')?.snippet;
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 140) : undefined;
}

const notMeasuredPage = (page: string, url: string | null, why: string): PageResult => ({
  page,
  url,
  runs: 0,
  performance: NaN,
  accessibility: NaN,
  bestPractices: NaN,
  seo: NaN,
  lcpMs: NaN,
  tbtMs: NaN,
  cls: NaN,
  failing: [`not measured: ${why}`],
});

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
  // The browser tests need only the headless shell; Lighthouse measures in the full browser, installed apart.
  if (!existsSync(chromePath)) return { ok: false, reason: `Chromium was not found at ${chromePath}: apt-get install -y chromium` };
  let server: SiteServer | undefined;
  try {
    server = await startSiteServer(opts.clientDir);
    const base = server.base;
    const pages = await discoverPages(base);
    for (const p of pages) opts.log(`pages: ${p.label}: ${p.path ?? `not found (${p.error})`}`);

    const results: PageResult[] = [];
    for (const { label, path: url, error } of pages) {
      if (!url) {
        results.push(notMeasuredPage(label, null, error ?? 'no URL'));
        continue;
      }
      // The page must render (a missing server build answers 503 with a line of text, which Lighthouse would score).
      const bad = await notAPage(base, url);
      if (bad) {
        opts.log(`pages: ${label}: ${bad}`);
        results.push(notMeasuredPage(label, url, bad));
        continue;
      }
      const lhrs: Lhr[] = [];
      const errors: string[] = [];
      // A run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is retried; at most 2 extra attempts a page.
      for (let i = 0, attempts = 0; lhrs.length < opts.runs && attempts < opts.runs + 2; attempts++) {
        const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
        try {
          const out = await lighthouse(`${base}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!out) throw new Error('Lighthouse returned no result');
          if (out.lhr.runtimeError) throw new Error(`${out.lhr.runtimeError.code}: ${out.lhr.runtimeError.message}`);
          lhrs.push(out.lhr);
          i++;
          const l = out.lhr;
          opts.log(
            `pages: ${label} run ${i}: performance ${Math.round((l.categories.performance.score ?? 0) * 100)}, LCP ${fmt(l.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms, TBT ${fmt(l.audits['total-blocking-time']?.numericValue ?? NaN)} ms`,
          );
        } catch (err) {
          errors.push((err as Error).message.split('\n')[0]);
          opts.log(`pages: ${label} attempt ${attempts + 1} failed: ${errors.at(-1)}`);
        } finally {
          await chrome.kill();
        }
      }
      if (!lhrs.length) {
        results.push(notMeasuredPage(label, url, errors.join('; ')));
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
        page: label,
        url,
        runs: lhrs.length,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        scriptKb: median(lhrs.map(scriptKbOf)),
        lcpElement: lcpElementOf(lhrs[0]),
        observedFcpMs: median(lhrs.map((l) => metricsItem(l, 'observedFirstContentfulPaint'))),
        observedLcpMs: median(lhrs.map((l) => metricsItem(l, 'observedLargestContentfulPaint'))),
        benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex ?? NaN)),
        failing: [...failing].map(([k, d]) => (d.size ? `${k} (${[...d].join('; ')})` : k)).sort(),
      });
    }
    return { ok: true, results };
  } catch (err) {
    return { ok: false, reason: `Lighthouse could not run: ${(err as Error).stack ?? String(err)}`.slice(0, 2000) };
  } finally {
    await server?.stop();
  }
}

export function pagesReport(o: PagesOutcome, runs: number): string {
  const head = `## Pages (Lighthouse 13, mobile emulation, Debian Chromium, median of ${runs})`;
  if (!o.ok) return [head, '', `**Gap: not measured.** ${o.reason}`].join('\n');
  const rows = o.results.map((r) => {
    const url = r.url ? `\`${r.url}\`` : 'not found';
    if (!r.runs) return [r.page, url, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '**not measured**'];
    const ok = pageMeetsTargets(r);
    return [
      `${r.page}${r.runs < runs ? ` (${r.runs} of ${runs} runs)` : ''}`,
      url,
      r.performance,
      fmt(r.lcpMs),
      fmt(r.tbtMs),
      fmt(r.cls, 3),
      r.accessibility,
      r.bestPractices,
      r.seo,
      fmt(r.scriptKb ?? NaN, 1),
      `${fmt(r.observedFcpMs ?? NaN)} / ${fmt(r.observedLcpMs ?? NaN)}`,
      fmt(r.benchmarkIndex ?? NaN),
      mark(ok),
    ];
  });
  const gaps = o.results.filter((r) => r.failing.length).map((r) => `- ${r.page}: ${r.failing.join('; ')}`);
  const lcp = o.results.filter((r) => r.lcpElement).map((r) => `- ${r.page}: \`${r.lcpElement!.replace(/`/g, "'")}\``);
  return [
    head,
    '',
    `Targets: ${TARGET_TEXT.pages}. Pages rendered by the server (demo seed on PGlite); talk and thread pages are the first ones linked from /changetalks and /community.`,
    '',
    table(['page', 'URL', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'accessibility', 'best practices', 'SEO', 'JS transferred KB', 'observed FCP / LCP ms', 'benchmarkIndex', 'all targets'], rows),
    '',
    'LCP and TBT are simulated (slow 4G, 4× CPU slowdown) from an unthrottled load; "observed" is that load itself. The simulation multiplies the CPU work observed on this machine by 4, so a slower machine gives a higher TBT; benchmarkIndex is Lighthouse\'s measure of its CPU (higher is faster).',
    ...(gaps.length ? ['', 'Audits below full score (any run):', '', ...gaps] : []),
    ...(lcp.length ? ['', 'Largest Contentful Paint element (first run):', '', ...lcp] : []),
  ].join('\n');
}
