import { describe, expect, it } from 'vitest';
import type { BundleResult } from './bundles';
import type { Measurement } from './load';
import type { PageResult } from './pages';
import { tableRows } from './lib';
import { summaryReport } from './summary';

const KB = 1024;

function bundle(page: string, gzipKb: number): BundleResult {
  return { page, source: 'x.html', files: 1, gzipBytes: gzipKb * KB, rawBytes: gzipKb * 3 * KB, largest: [], heavy: [], limitBytes: (page === '/' ? 110 : 200) * KB };
}

function page(overrides: Partial<PageResult>): PageResult {
  return { page: '/', url: '/', runs: 3, performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, tbtMs: 40, cls: 0, failing: [], ...overrides };
}

function load(db: Measurement['db'], kind: Measurement['kind'], endpoint: string, rps: number, p99: number, statuses: Record<string, number> = { 200: rps * 8 }): Measurement {
  return { db, kind, endpoint, rps, p50: 1, p99, requests: rps * 8, seconds: 8, statuses, errors: 0, bytesPerResponse: 100, loadAvg: 1 };
}

describe('bench summary', () => {
  it('states each unmet target with its gap, and marks met ones', () => {
    const md = summaryReport({
      bundles: {
        built: false,
        results: [bundle('/', 176.4), bundle('/changetalks', 190.9), bundle('/ai-tools', 175), bundle('talk page (/changetalks/…)', 150)],
        routes: [bundle('/', 176.4), bundle('/dashboard', 195.2), bundle('/admin', 120)],
        notes: [],
      },
      start: { firstStartMs: 9000, timesMs: [2300], medianMs: 2300, builtRuns: 0, serverOnlyMs: [3400], serverOnlyMedianMs: 3400 },
      pages: {
        ok: true,
        results: [
          page({ page: '/', performance: 84, tbtMs: 638 }),
          page({ page: '/ai-tools', url: '/ai-tools' }),
          page({ page: '/entrepreneurship', url: '/entrepreneurship', performance: 94, seo: 92 }),
          page({ page: 'talk page (/changetalks/…)', url: '/changetalks/a-talk-986bf513-c917-4757-ab61-359389f2d3a9', lcpMs: 1700 }),
          page({ page: 'thread page (/community/…)', url: null, runs: 0, failing: ['not measured: no link to /community/<words>-<id> on /community (status 200)'] }),
        ],
      },
      load: [
        load('baseline', 'baseline', 'GET /', 20_000, 5),
        load('pglite', 'health', 'GET /api/health/live', 6_000, 10),
        load('pglite', 'page', 'GET /changetalks (HTML page, anonymous)', 1_200, 20),
        load('postgres', 'health', 'GET /api/health/live', 6_000, 10),
        load('postgres', 'page', 'GET /changetalks (HTML page, anonymous)', 1_500, 20, { 200: 10_000, 503: 3 }),
        load('postgres', 'read', 'GET /api/talks', 9_000, 30),
        load('postgres', 'register', 'POST /api/talks/:id/registration', 138, 465),
      ],
    });
    const r = tableRows(md);
    expect(md).toContain('6 of 11 targets not met');
    expect(r.get('Landing JavaScript (gzip)')?.slice(2)).toEqual(['176.4 KB', '**not met**', '66.4 KB over']);
    expect(r.get('Every other route')?.slice(2)).toEqual(['largest /dashboard 195.2 KB', 'met', '—']);
    expect(r.get('`npm start` to the first 200')?.slice(3)).toEqual(['met', '—']);
    expect(r.get('Lighthouse /')?.[4]).toBe('performance 11 points short; TBT 538 ms over');
    expect(r.get('Lighthouse /ai-tools')?.slice(3)).toEqual(['met', '—']);
    expect(r.get('Lighthouse /entrepreneurship')?.[4]).toBe('performance 1 point short; SEO 8 points short');
    expect(r.get('Lighthouse talk page (/changetalks/…)')?.slice(3)).toEqual(['**not met**', 'LCP 200 ms over']);
    expect(r.get('Lighthouse thread page (/community/…)')?.slice(2)).toEqual(['not measured: no link to /community/<words>-<id> on /community (status 200)', '—', '—']);
    expect(r.get('GET /changetalks HTML, anonymous (pglite)')?.slice(1)).toEqual([
      "≥ 20% of GET /api/health/live's rate in the same run, p99 ≤ 20 ms",
      "1,200/s (20.0% of the health endpoint's 6,000/s), p99 20 ms",
      'met',
      '—',
    ]);
    expect(r.get('GET /changetalks HTML, anonymous (postgres)')?.slice(3)).toEqual(['**not met**', 'answers not 200: 503×3']);
    // The JSON reads have no target any more: not in the summary.
    expect(md).not.toContain('GET /api/talks');
    expect(r.get('Registering on PostgreSQL, SMTP on')?.slice(2)).toEqual(['138/s, p99 465 ms', '**not met**', '862/s short; p99 415 ms over']);
  });

  it('says how far the /changetalks page is from its target, and never reports a page without JavaScript as 0 KB', () => {
    const md = summaryReport({
      bundles: { built: false, results: [{ ...bundle('/', 0), error: 'the page names no JavaScript to load' }], routes: [], notes: [] },
      load: [
        load('postgres', 'health', 'GET /api/health/live', 5_000, 8),
        load('postgres', 'page', 'GET /changetalks (HTML page, anonymous)', 640, 95),
        load('pglite', 'page', 'GET /changetalks (HTML page, anonymous)', 900, 15),
      ],
    });
    const r = tableRows(md);
    expect(r.get('Landing JavaScript (gzip)')?.slice(2)).toEqual(['not measured: the page names no JavaScript to load', '—', '—']);
    expect(r.get('Every other route')?.[3]).toBe('—');
    expect(r.get('GET /changetalks HTML, anonymous (postgres)')?.slice(2)).toEqual([
      "640/s (12.8% of the health endpoint's 5,000/s), p99 95 ms",
      '**not met**',
      '360/s short; p99 75 ms over',
    ]);
    // Without its yardstick a page's rate cannot be judged: not met, and the summary says why.
    expect(r.get('GET /changetalks HTML, anonymous (pglite)')?.slice(3)).toEqual(['**not met**', 'GET /api/health/live not measured in this run']);
  });

  it('lists sections that did not run as not measured, and says so when everything measured is met', () => {
    const md = summaryReport({ start: { firstStartMs: 1, timesMs: [2000], medianMs: 2000, builtRuns: 0, serverOnlyMs: [], serverOnlyMedianMs: NaN } });
    const r = tableRows(md);
    expect(r.get('Landing JavaScript (gzip)')?.[2]).toBe('not measured in this run');
    expect(r.get('Lighthouse (mobile)')?.[2]).toBe('not measured in this run');
    expect(r.get('GET /changetalks HTML, anonymous')?.[2]).toBe('not measured in this run');
    expect(r.get('Registering on PostgreSQL, SMTP on')?.[2]).toBe('not measured in this run');
    expect(md).toContain('Every measured target met; 5 not measured in this run.');
  });
});
