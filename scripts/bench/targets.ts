/**
 * Issue 9's targets (2 cores), in one place for the section reports and the summary at the top of the report.
 * Units: bytes (gzip), milliseconds, requests per second, ratios of the bare-Hono baseline's requests per second.
 */
import { fmt } from './lib';

export const KB = 1024;

export const TARGETS = {
  bundles: { landingBytes: 110 * KB, routeBytes: 200 * KB },
  start: { ms: 3000 },
  pages: { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 },
  reads: { ratio: 0.5, p99Ms: 25 },
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
  reads: `≥ ${TARGETS.reads.ratio * 100}% of baseline, p99 ≤ ${TARGETS.reads.p99Ms} ms`,
  registerPostgres: `≥ ${fmt(TARGETS.registerPostgres.rps)}/s, p99 ≤ ${TARGETS.registerPostgres.p99Ms} ms`,
} as const;

/** A public read against its target: `ratio` of the baseline's requests/s, p99 in ms. */
export function readMeetsTargets(ratio: number, p99Ms: number): boolean {
  return ratio >= TARGETS.reads.ratio && p99Ms <= TARGETS.reads.p99Ms;
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
