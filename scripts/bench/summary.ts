/**
 * The summary at the top of the bench report (issue 9: "every target met or the gap stated"): one row per target
 * of targets.ts (issue 17's page-level ones: bundles, Lighthouse per page, the /changetalks HTML under load) with
 * what this run measured, whether it is met and, when it is not, how far it is from the target. The sections
 * below it hold the details (machine, runs, statuses, audits) and the figures without a target (JSON reads).
 *
 * `summaryReport(results)` → Markdown; a section that did not run (`--only`) is listed as not measured.
 */
import type { BundlesOutcome } from './bundles';
import { fmt, mark, table } from './lib';
import { type Measurement, healthOf, pageReadMet, problemAnswers } from './load';
import type { PagesOutcome } from './pages';
import type { StartResult } from './start-time';
import { KB, TARGETS, TARGET_TEXT, pageHtmlRpsTarget, pageMeetsTargets, registerMeetsTargets } from './targets';

export interface BenchResults {
  bundles?: BundlesOutcome;
  start?: StartResult;
  pages?: PagesOutcome;
  load?: Measurement[];
}

type Row = [what: string, target: string, measured: string, result: string, gap: string];

const notMeasured = (what: string, target: string, why = 'not measured in this run'): Row => [what, target, why, '—', '—'];

function bundleRows(b: BenchResults['bundles']): Row[] {
  const landingTarget = `≤ ${TARGETS.bundles.landingBytes / KB} KB`;
  const routeTarget = `≤ ${TARGETS.bundles.routeBytes / KB} KB each`;
  if (!b) return [notMeasured('Landing JavaScript (gzip)', landingTarget), notMeasured('Every other route', routeTarget)];
  const rows: Row[] = [];
  const landing = b.results.find((r) => r.page === '/');
  if (!landing) rows.push(notMeasured('Landing JavaScript (gzip)', landingTarget, 'not measured: / was not read'));
  else if (landing.error) rows.push(notMeasured('Landing JavaScript (gzip)', landingTarget, `not measured: ${landing.error}`));
  else {
    const over = landing.gzipBytes - landing.limitBytes;
    rows.push(['Landing JavaScript (gzip)', landingTarget, `${fmt(landing.gzipBytes / KB, 1)} KB`, mark(over <= 0), over > 0 ? `${fmt(over / KB, 1)} KB over` : '—']);
  }
  // Every route of the manifest but the landing page's, and the pages read from the server's HTML that no manifest
  // route already counts with the same size (a talk page is the manifest's /changetalks/:slug).
  const routes = (b.routes ?? []).filter((r) => r.page !== '/');
  const pages = b.results.filter((r) => r.page !== '/' && (r.error || !routes.some((x) => !x.error && x.gzipBytes === r.gzipBytes)));
  const others = [...pages, ...routes];
  const measured = others.filter((r) => !r.error);
  const failed = others.filter((r) => r.error);
  if (!measured.length) rows.push(notMeasured('Every other route', routeTarget, `not measured${failed.length ? `: ${failed[0].error}` : ''}`));
  else {
    const largest = measured.reduce((a, r) => (r.gzipBytes > a.gzipBytes ? r : a));
    const overs = measured.filter((r) => r.gzipBytes > r.limitBytes);
    // The largest overs first, at most five (the bundles section lists them all).
    const worst = [...overs].sort((x, y) => y.gzipBytes - y.limitBytes - (x.gzipBytes - x.limitBytes));
    const gaps = [
      ...(overs.length ? [`${overs.length} over`] : []),
      ...worst.slice(0, 5).map((r) => `${r.page} ${fmt((r.gzipBytes - r.limitBytes) / KB, 1)} KB over`),
      ...(worst.length > 5 ? ['…'] : []),
      ...(failed.length ? [`${failed.length} not measured (${failed.map((r) => r.page).join(', ')})`] : []),
    ];
    rows.push([
      'Every other route',
      routeTarget,
      `largest ${largest.page} ${fmt(largest.gzipBytes / KB, 1)} KB`,
      overs.length ? mark(false) : failed.length ? mark(null) : mark(true),
      gaps.join('; ') || '—',
    ]);
  }
  return rows;
}

function startRow(s: StartResult | undefined): Row {
  const target = `≤ ${fmt(TARGETS.start.ms)} ms`;
  if (!s) return notMeasured('`npm start` to the first 200', target);
  const over = s.medianMs - TARGETS.start.ms;
  return ['`npm start` to the first 200', target, `median ${fmt(s.medianMs)} ms`, mark(over <= 0), over > 0 ? `${fmt(over)} ms over` : '—'];
}

/** "1 point", "11 points". */
const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

function pageRows(p: PagesOutcome | undefined): Row[] {
  if (!p) return [notMeasured('Lighthouse (mobile)', TARGET_TEXT.pages)];
  if (!p.ok) return [notMeasured('Lighthouse (mobile)', TARGET_TEXT.pages, `not measured: ${p.reason}`)];
  const t = TARGETS.pages;
  return p.results.map((r): Row => {
    const what = `Lighthouse ${r.page}`;
    const goal = r === p.results[0] ? TARGET_TEXT.pages : 'as above';
    if (!r.runs) return notMeasured(what, goal, r.failing[0]?.startsWith('not measured') ? r.failing[0] : 'not measured (every run failed)');
    const gaps: string[] = [];
    if (r.performance < t.performance) gaps.push(`performance ${points(t.performance - r.performance)} short`);
    if (r.lcpMs > t.lcpMs) gaps.push(`LCP ${fmt(r.lcpMs - t.lcpMs)} ms over`);
    if (r.tbtMs > t.tbtMs) gaps.push(`TBT ${fmt(r.tbtMs - t.tbtMs)} ms over`);
    if (r.cls > t.cls) gaps.push(`CLS ${fmt(r.cls - t.cls, 3)} over`);
    for (const [name, value, goal] of [
      ['accessibility', r.accessibility, t.accessibility],
      ['best practices', r.bestPractices, t.bestPractices],
      ['SEO', r.seo, t.seo],
    ] as const) {
      if (value < goal) gaps.push(`${name} ${points(goal - value)} short`);
    }
    const measured = `performance ${r.performance}, LCP ${fmt(r.lcpMs)} ms, TBT ${fmt(r.tbtMs)} ms, CLS ${fmt(r.cls, 3)}, a11y/BP/SEO ${r.accessibility}/${r.bestPractices}/${r.seo}`;
    return [what, goal, measured, mark(pageMeetsTargets(r)), gaps.join('; ') || '—'];
  });
}

function loadRows(ms: Measurement[] | undefined): Row[] {
  const pageWhat = 'GET /changetalks HTML, anonymous';
  if (!ms) return [notMeasured(pageWhat, TARGET_TEXT.pageHtml), notMeasured('Registering on PostgreSQL, SMTP on', TARGET_TEXT.registerPostgres)];
  const rows: Row[] = [];
  const pages = ms.filter((x) => x.kind === 'page');
  if (!pages.length) rows.push(notMeasured(pageWhat, TARGET_TEXT.pageHtml));
  for (const m of pages) {
    const what = `${pageWhat} (${m.db})`;
    if (m.error) {
      rows.push(notMeasured(what, TARGET_TEXT.pageHtml, `not measured: ${m.error}`));
      continue;
    }
    const t = TARGETS.pageHtml;
    const health = healthOf(ms, m);
    const gaps: string[] = [];
    if (!health) gaps.push('GET /api/health/live not measured in this run');
    else if (!(m.rps >= pageHtmlRpsTarget(health.rps))) gaps.push(`${fmt(pageHtmlRpsTarget(health.rps) - m.rps)}/s short`);
    if (m.p99 > t.p99Ms) gaps.push(`p99 ${fmt(m.p99 - t.p99Ms)} ms over`);
    const bad = problemAnswers(m);
    if (bad) gaps.push(`answers not 200: ${bad}`);
    const share = health ? ` (${fmt((100 * m.rps) / health.rps, 1)}% of the health endpoint's ${fmt(health.rps)}/s)` : '';
    rows.push([what, TARGET_TEXT.pageHtml, `${fmt(m.rps)}/s${share}, p99 ${fmt(m.p99)} ms`, mark(pageReadMet(m, health)), gaps.join('; ') || '—']);
  }
  const reg = ms.find((m) => m.kind === 'register' && m.db === 'postgres');
  if (!reg) rows.push(notMeasured('Registering on PostgreSQL, SMTP on', TARGET_TEXT.registerPostgres, 'not measured (PostgreSQL unavailable or skipped)'));
  else {
    const t = TARGETS.registerPostgres;
    const gaps: string[] = [];
    if (reg.rps < t.rps) gaps.push(`${fmt(t.rps - reg.rps)}/s short`);
    if (reg.p99 > t.p99Ms) gaps.push(`p99 ${fmt(reg.p99 - t.p99Ms)} ms over`);
    rows.push(['Registering on PostgreSQL, SMTP on', TARGET_TEXT.registerPostgres, `${fmt(reg.rps)}/s, p99 ${fmt(reg.p99)} ms`, mark(registerMeetsTargets(reg.rps, reg.p99)), gaps.join('; ') || '—']);
    // Issue 18: with the SMTP server hung, the same within 10%.
    const hung = ms.find((m) => m.kind === 'register-hung' && m.db === 'postgres');
    if (hung) {
      const within = hung.rps >= reg.rps * 0.9 && hung.p99 <= reg.p99 * 1.1;
      const hungGaps: string[] = [];
      if (hung.rps < reg.rps * 0.9) hungGaps.push(`${fmt(100 - (100 * hung.rps) / reg.rps)}% fewer/s`);
      if (hung.p99 > reg.p99 * 1.1) hungGaps.push(`p99 ${fmt((100 * hung.p99) / reg.p99 - 100)}% higher`);
      rows.push(['Registering on PostgreSQL, SMTP hung', 'within 10% of SMTP on', `${fmt(hung.rps)}/s, p99 ${fmt(hung.p99)} ms`, mark(within), hungGaps.join('; ') || '—']);
    }
  }
  return rows;
}

export function summaryReport(r: BenchResults): string {
  const rows = [...bundleRows(r.bundles), startRow(r.start), ...pageRows(r.pages), ...loadRows(r.load)];
  const unmet = rows.filter((row) => row[3] === mark(false)).length;
  const unmeasured = rows.filter((row) => row[3] === mark(null)).length;
  let verdict = unmeasured ? `Every measured target met; ${unmeasured} not measured in this run.` : `All ${rows.length} targets met.`;
  if (unmet) verdict = `${unmet} of ${rows.length} targets not met; the gap column says by how much. Details in the sections below.`;
  return [
    '## Targets at a glance',
    '',
    verdict,
    '',
    table(['target', 'goal', 'measured', 'result', 'gap'], rows),
  ].join('\n');
}
