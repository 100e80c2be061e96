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
  return { page: '/', runs: 3, performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, tbtMs: 40, cls: 0, failing: [], ...overrides };
}

function load(db: Measurement['db'], kind: Measurement['kind'], endpoint: string, rps: number, p99: number): Measurement {
  return { db, kind, endpoint, rps, p50: 1, p99, requests: rps * 8, seconds: 8, statuses: { 200: rps * 8 }, errors: 0, bytesPerResponse: 100, loadAvg: 1 };
}


describe('bench summary', () => {
  it('states each unmet target with its gap, and marks met ones', () => {
    const md = summaryReport({
      bundles: { built: false, results: [bundle('/', 176.4), bundle('/changetalks', 190.9), bundle('/ai-tools', 175)] },
      start: { firstStartMs: 9000, timesMs: [2300], medianMs: 2300, builtRuns: 0, serverOnlyMs: [3400], serverOnlyMedianMs: 3400 },
      pages: { ok: true, results: [page({ page: '/', performance: 84, tbtMs: 638 }), page({ page: '/ai-tools' }), page({ page: '/entrepreneurship', performance: 94, seo: 92 })] },
      load: [
        load('baseline', 'baseline', 'GET /', 20_000, 5),
        load('postgres', 'read', 'GET /api/talks', 9_000, 30),
        load('postgres', 'read', 'GET /api/community/posts', 12_000, 9),
        load('postgres', 'register', 'POST /api/talks/:id/registration', 138, 465),
      ],
    });
    const r = tableRows(md);
    expect(md).toContain('5 of 9 targets not met');
    expect(r.get('Landing JavaScript (gzip)')?.slice(2)).toEqual(['176.4 KB', '**not met**', '66.4 KB over']);
    expect(r.get('Every other route')?.slice(2)).toEqual(['largest /changetalks 190.9 KB', 'met', '—']);
    expect(r.get('`npm start` to the first 200')?.slice(3)).toEqual(['met', '—']);
    expect(r.get('Lighthouse /')?.[4]).toBe('performance 11 points short; TBT 538 ms over');
    expect(r.get('Lighthouse /ai-tools')?.slice(3)).toEqual(['met', '—']);
    expect(r.get('Lighthouse /entrepreneurship')?.[4]).toBe('performance 1 point short; SEO 8 points short');
    expect(r.get('GET /api/talks (postgres)')?.slice(2)).toEqual(['0.45× (9,000/s), p99 30 ms', '**not met**', '0.05× of the baseline short; p99 5 ms over']);
    expect(r.get('GET /api/community/posts (postgres)')?.slice(3)).toEqual(['met', '—']);
    expect(r.get('Registering on PostgreSQL')?.slice(2)).toEqual(['138/s, p99 465 ms', '**not met**', '862/s short; p99 415 ms over']);
  });

  it('lists sections that did not run as not measured, and says so when everything measured is met', () => {
    const md = summaryReport({ start: { firstStartMs: 1, timesMs: [2000], medianMs: 2000, builtRuns: 0, serverOnlyMs: [], serverOnlyMedianMs: NaN } });
    const r = tableRows(md);
    expect(r.get('Landing JavaScript (gzip)')?.[2]).toBe('not measured in this run');
    expect(r.get('Lighthouse (mobile)')?.[2]).toBe('not measured in this run');
    expect(r.get('Registering on PostgreSQL')?.[2]).toBe('not measured in this run');
    expect(md).toContain('Every measured target met; 5 not measured in this run.');
  });
});
