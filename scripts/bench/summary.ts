/**
 * The summary at the top of the bench report (issue 9: "every target met or the gap stated"): one row per target
 * with what this run measured, whether it is met and, when it is not, how far it is from the target. The sections
 * below it hold the details (machine, runs, statuses, audits).
 *
 * `summaryReport(results)` → Markdown; a section that did not run (`--only`) is listed as not measured.
 */
import type { BundleResult } from './bundles';
import { fmt, mark, table } from './lib';
import type { Measurement } from './load';
import type { PagesOutcome } from './pages';
import type { StartResult } from './start-time';
import { KB, TARGETS, TARGET_TEXT, pageMeetsTargets, readMeetsTargets, registerMeetsTargets } from './targets';

export interface BenchResults {
  bundles?: { built: boolean; results: BundleResult[] };
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
  if (landing) {
    const over = landing.gzipBytes - landing.limitBytes;
    rows.push(['Landing JavaScript (gzip)', landingTarget, `${fmt(landing.gzipBytes / KB, 1)} KB`, mark(over <= 0), over > 0 ? `${fmt(over / KB, 1)} KB over` : '—']);
  }
  const others = b.results.filter((r) => r.page !== '/');
  if (others.length) {
    const largest = others.reduce((a, r) => (r.gzipBytes > a.gzipBytes ? r : a));
    const overs = others.filter((r) => r.gzipBytes > r.limitBytes);
    rows.push([
      'Every other route',
      routeTarget,
      `largest ${largest.page} ${fmt(largest.gzipBytes / KB, 1)} KB`,
      mark(!overs.length),
      overs.length ? overs.map((r) => `${r.page} ${fmt((r.gzipBytes - r.limitBytes) / KB, 1)} KB over`).join('; ') : '—',
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
    if (!r.runs) return notMeasured(what, 'as above', 'not measured (every run failed)');
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
    return [what, r === p.results[0] ? TARGET_TEXT.pages : 'as above', measured, mark(pageMeetsTargets(r)), gaps.join('; ') || '—'];
  });
}

function loadRows(ms: Measurement[] | undefined): Row[] {
  if (!ms) return [notMeasured('Public reads', TARGET_TEXT.reads), notMeasured('Registering on PostgreSQL', TARGET_TEXT.registerPostgres)];
  const base = ms.find((m) => m.db === 'baseline');
  const rows: Row[] = [];
  for (const m of ms.filter((x) => x.kind === 'read')) {
    const ratio = base ? m.rps / base.rps : NaN;
    const gaps: string[] = [];
    if (!(ratio >= TARGETS.reads.ratio)) gaps.push(`${fmt(TARGETS.reads.ratio - ratio, 2)}× of the baseline short`);
    if (m.p99 > TARGETS.reads.p99Ms) gaps.push(`p99 ${fmt(m.p99 - TARGETS.reads.p99Ms)} ms over`);
    rows.push([`${m.endpoint} (${m.db})`, TARGET_TEXT.reads, `${fmt(ratio, 2)}× (${fmt(m.rps)}/s), p99 ${fmt(m.p99)} ms`, mark(readMeetsTargets(ratio, m.p99)), gaps.join('; ') || '—']);
  }
  const reg = ms.find((m) => m.kind === 'register' && m.db === 'postgres');
  if (!reg) rows.push(notMeasured('Registering on PostgreSQL', TARGET_TEXT.registerPostgres, 'not measured (PostgreSQL unavailable or skipped)'));
  else {
    const t = TARGETS.registerPostgres;
    const gaps: string[] = [];
    if (reg.rps < t.rps) gaps.push(`${fmt(t.rps - reg.rps)}/s short`);
    if (reg.p99 > t.p99Ms) gaps.push(`p99 ${fmt(reg.p99 - t.p99Ms)} ms over`);
    rows.push(['Registering on PostgreSQL', TARGET_TEXT.registerPostgres, `${fmt(reg.rps)}/s, p99 ${fmt(reg.p99)} ms`, mark(registerMeetsTargets(reg.rps, reg.p99)), gaps.join('; ') || '—']);
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
