/**
 * The bench's targets (2 cores), in one place for the section reports and the summary at the top of the report:
 * issue 9's, with the page-level ones of issue 17 (server-rendered pages, decision 004).
 * Units: bytes (gzip), milliseconds, requests per second.
 *
 * - bundles: the JavaScript a page loads first (the modules its server-rendered HTML preloads and imports, and
 *   their static imports): `/` ≤ 110 KB, any route ≤ 200 KB.
 * - start: `npm start` on an existing data folder to the first 200.
 * - pages: Lighthouse, mobile (default config), median of 3, for every page in pages.ts `PAGES`.
 * - pageHtml: anonymous `GET /changetalks` (the HTML page), 50 connections, on the real server: at least a fifth of
 *   the rate of `GET /api/health/live` (the cheapest answer the same server gives) measured in the same run, so the
 *   target holds on a faster or slower machine, and p99 ≤ 20 ms.
 * - registerPostgres: registrations for a talk on PostgreSQL, one distinct signed-in user per request.
 * The public JSON reads (`/api/talks`, `/api/community/posts`) have no target since issue 17; load.ts still
 * measures them, for information.
 */
import { fmt } from './lib';

export const KB = 1024;

export const TARGETS = {
  bundles: { landingBytes: 110 * KB, routeBytes: 200 * KB },
  start: { ms: 3000 },
  pages: { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 },
  pageHtml: { healthShare: 0.2, p99Ms: 20 },
  registerPostgres: { rps: 1000, p99Ms: 50 },
} as const;

/** The targets as the report writes them. */
export const TARGET_TEXT = {
  pages: [
    `performance ≥ ${TARGETS.pages.performance}`,
    `LCP ≤ ${fmt(TARGETS.pages.lcpMs)} ms`,
    `TBT ≤ ${TARGETS.pages.tbtMs} ms`,
    `CLS ≤ ${TARGETS.pages.cls}`,
    `accessibility ${TARGETS.pages.accessibility}`,
    `best practices ${TARGETS.pages.bestPractices}`,
    `SEO ${TARGETS.pages.seo}`,
  ].join(', '),
  pageHtml: `≥ ${TARGETS.pageHtml.healthShare * 100}% of GET /api/health/live's rate in the same run, p99 ≤ ${TARGETS.pageHtml.p99Ms} ms`,
  registerPostgres: `≥ ${fmt(TARGETS.registerPostgres.rps)}/s, p99 ≤ ${TARGETS.registerPostgres.p99Ms} ms`,
} as const;

/** The rate the page must reach: a share of the health endpoint's rate on the same server in the same run (req/s). */
export function pageHtmlRpsTarget(healthRps: number): number {
  return TARGETS.pageHtml.healthShare * healthRps;
}

/** Anonymous HTML of /changetalks against its target: requests/s, p99 in ms, and the health endpoint's requests/s. */
export function pageHtmlMeetsTargets(rps: number, p99Ms: number, healthRps: number): boolean {
  return rps >= pageHtmlRpsTarget(healthRps) && p99Ms <= TARGETS.pageHtml.p99Ms;
}

/** Registering on PostgreSQL against its target: requests/s, p99 in ms. */
export function registerMeetsTargets(rps: number, p99Ms: number): boolean {
  return rps >= TARGETS.registerPostgres.rps && p99Ms <= TARGETS.registerPostgres.p99Ms;
}

/** A page's Lighthouse medians against the page targets. */
export function pageMeetsTargets(r: { performance: number; lcpMs: number; tbtMs: number; cls: number; accessibility: number; bestPractices: number; seo: number }): boolean {
  const t = TARGETS.pages;
  return (
    r.performance >= t.performance &&
    r.lcpMs <= t.lcpMs &&
    r.tbtMs <= t.tbtMs &&
    r.cls <= t.cls &&
    r.accessibility === t.accessibility &&
    r.bestPractices === t.bestPractices &&
    r.seo === t.seo
  );
}
