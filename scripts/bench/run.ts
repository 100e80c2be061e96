/**
 * `npm run bench` (issue 9, targets updated for the server-rendered pages of issue 17): one report, side by side —
 * bundles, start time, pages (Lighthouse) and load (autocannon: the /changetalks page, registrations, the public
 * JSON reads and a bare Hono baseline, on PGlite and PostgreSQL) — written to bench/report.md and printed, headed
 * by a summary of every target: measured, met or not, and the gap (summary.ts). Targets: targets.ts.
 * Every section runs against the same private copy of the client and server build (bundles.ts `prepareBuild`).
 *
 * Options:
 *   --quick                   shorter runs (1 Lighthouse run per page, 1 timed start, 3 s load runs)
 *   --only=load|pages|bundles|start|search|mentor   one section (comma-separated for several); `search` (issue 24) is
 *                             site search on PostgreSQL with 10,000 threads, 2,000 lessons and 500 talks (search.ts);
 *                             `mentor` asks the AI mentor's evaluation set of the offline mentor and, with LLM_BASE_URL
 *                             (LLM_MODEL, LLM_API_KEY) set, of that model (mentor.ts)
 *   --out=PATH                report file (default bench/report.md)
 *   --compare-ref[=REF]       also measure the code of git ref REF (default 6d85fba, the last commit on Node 20 with
 *                             the old dependency lines) on an older Node, alternating with HEAD, and add the section "Node 20 (REF) and Node 24 (HEAD),
 *                             side by side" (compare.ts): public reads and registrations when `load` runs, `npm start`
 *                             when `start` runs. Adds a git worktree of REF in a temporary folder, its `npm ci` (timed
 *                             and reported), and the runs; the worktree is removed at the end.
 *   --compare-node=PATH       the older Node for REF (default: the first `node` on PATH outside node_modules folders,
 *                             e.g. /usr/bin/node)
 *   --compare-rounds=N        load runs per side in the comparison (default 3, with --quick 2); timed `npm start`
 *                             runs per side are max(N, 5), with --quick N
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "none" skips PostgreSQL),
 * CHROMIUM_PATH (default /usr/bin/chromium). Only loopback addresses are used; every run is bounded in time.
 */
import '../node-version.mjs';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { rmSync } from 'node:fs';
import { bundlesReport, measureBundles, prepareBuild } from './bundles';
import { comparisonReport, defaultCompareNode, runComparison } from './compare';
import { ROOT, machineSection } from './lib';
import { loadReport, runLoad } from './load';
import { measurePages, pagesReport } from './pages';
import { measureStart, startReport } from './start-time';
import { mentorReport, runMentorBench } from './mentor';
import { runSearchBench, searchReport } from './search';
import { loadEnv } from '../../src/server/env';
import { type BenchResults, summaryReport } from './summary';

const SECTIONS = ['bundles', 'start', 'pages', 'load', 'search', 'mentor'] as const;
/** The last commit that ran on Node 20 with the old dependency lines (the next one, 4d3c789, moved to Node 24). */
const DEFAULT_COMPARE_REF = '6d85fba';
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: string[]) {
  let quick = false;
  let only: Section[] = [...SECTIONS];
  let out = path.join(ROOT, 'bench/report.md');
  let compareRef: string | null = null;
  let compareNode: string | null = null;
  let compareRounds: number | null = null;
  for (const a of argv) {
    if (a === '--quick') quick = true;
    else if (a.startsWith('--only=')) {
      const names = a.slice('--only='.length).split(',').filter(Boolean);
      const bad = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
      if (bad.length) throw new Error(`Unknown section(s) ${bad.join(', ')}; use ${SECTIONS.join('|')}.`);
      only = SECTIONS.filter((s) => names.includes(s));
    } else if (a.startsWith('--out=')) out = path.resolve(a.slice('--out='.length));
    else if (a === '--compare-ref') compareRef = DEFAULT_COMPARE_REF;
    else if (a.startsWith('--compare-ref=')) compareRef = a.slice('--compare-ref='.length) || DEFAULT_COMPARE_REF;
    else if (a.startsWith('--compare-node=')) compareNode = path.resolve(a.slice('--compare-node='.length));
    else if (a.startsWith('--compare-rounds=')) {
      compareRounds = Number(a.slice('--compare-rounds='.length));
      if (!Number.isInteger(compareRounds) || compareRounds < 1 || compareRounds > 20) throw new Error('--compare-rounds takes a whole number from 1 to 20.');
    } else if (a === '--help' || a === '-h') {
      console.log(
        'npm run bench -- [--quick] [--only=load|pages|bundles|start|search|mentor] [--out=bench/report.md] [--compare-ref[=REF] [--compare-node=PATH] [--compare-rounds=N]]',
      );
      process.exit(0);
    } else throw new Error(`Unknown option ${a}`);
  }
  if (!compareRef && (compareNode || compareRounds)) throw new Error('--compare-node and --compare-rounds go with --compare-ref=REF.');
  if (compareRef && !only.includes('load') && !only.includes('start')) throw new Error('--compare-ref compares load and start: include one of them in --only.');
  return { quick, only, out, compareRef, compareNode, compareRounds };
}

async function postgresAvailable(url: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await c.end().catch(() => {});
  }
}

async function main() {
  const { quick, only, out, compareRef, compareNode, compareRounds } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const log = (line: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  let olderNode: string | null = null;
  if (compareRef) {
    olderNode = compareNode ?? defaultCompareNode();
    if (!olderNode) throw new Error('No `node` on PATH outside node_modules folders: give the older Node with --compare-node=PATH.');
    try {
      accessSync(olderNode, constants.X_OK);
    } catch {
      throw new Error(`--compare-node: ${olderNode} is not an executable file.`);
    }
  }
  const flags = [
    quick ? '--quick' : '',
    only.length < SECTIONS.length ? `--only=${only.join(',')}` : '',
    compareRef ? `--compare-ref=${compareRef}` : '',
    compareNode ? `--compare-node=${compareNode}` : '',
    compareRounds ? `--compare-rounds=${compareRounds}` : '',
  ].filter(Boolean);
  const parts: string[] = [
    '# ChangePath benchmark report',
    '',
    `Produced by \`npm run bench${flags.length ? ` -- ${flags.join(' ')}` : ''}\` (scripts/bench/run.ts). Targets are issue 9's with issue 17's page-level ones (scripts/bench/targets.ts), set for a 2-core machine.`,
    '',
    machineSection(),
  ];
  const results: BenchResults = {};
  const sections: string[] = [];

  // Every section but the mentor's serves pages (load measures the /changetalks HTML): one private copy of the build for all.
  const needsBuild = only.some((s) => s !== 'mentor');
  const build = needsBuild ? prepareBuild(log) : null;
  if (build?.note) parts.push('', `**Build:** ${build.note}.`);
  try {
    if (build) {
      if (only.includes('bundles')) {
        log('bundles');
        results.bundles = await measureBundles(build, log);
        sections.push('', bundlesReport(results.bundles));
      }
      if (only.includes('start')) {
        log('start');
        results.start = await measureStart({ runs: quick ? 1 : 3, clientDir: build.clientDir, log });
        sections.push('', startReport(results.start));
      }
      if (only.includes('pages')) {
        const runs = quick ? 1 : 3;
        log('pages (Lighthouse)');
        results.pages = await measurePages({ runs, clientDir: build.clientDir, log });
        sections.push('', pagesReport(results.pages, runs));
      }
      let postgresUrl: string | null = null;
      let pgGap: string | null = null;
      if (only.includes('load')) {
        const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
        postgresUrl = url === 'none' ? null : url;
        pgGap = url === 'none' ? 'skipped (BENCH_DATABASE_URL=none)' : null;
        if (postgresUrl) {
          const err = await postgresAvailable(postgresUrl);
          if (err) {
            pgGap = `PostgreSQL at ${new URL(postgresUrl).host} is not reachable (${err}); PostgreSQL targets not measured.`;
            postgresUrl = null;
          }
        }
        log('load');
        results.load = await runLoad({ quick, postgresUrl, clientDir: build.clientDir, log });
        sections.push('', loadReport(results.load));
        if (pgGap) sections.push('', `**Gap:** ${pgGap}`);
      }
      if (only.includes('search')) {
        const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
        const unreachable = url === 'none' ? 'skipped (BENCH_DATABASE_URL=none)' : await postgresAvailable(url);
        if (unreachable) sections.push('', searchReport({ error: `PostgreSQL not available: ${unreachable}` }));
        else {
          log('search');
          sections.push('', searchReport(await runSearchBench({ postgresUrl: url, quick, clientDir: build.clientDir, log })));
        }
      }
      if (compareRef && olderNode) {
        const rounds = compareRounds ?? (quick ? 2 : 3);
        log(`comparison with ${compareRef} on ${olderNode}`);
        const comparison = await runComparison({
          ref: compareRef,
          node: olderNode,
          rounds,
          startRuns: quick ? rounds : Math.max(rounds, 5),
          quick,
          load: only.includes('load'),
          start: only.includes('start'),
          postgresUrl,
          postgresGap: pgGap,
          clientDir: build.clientDir,
          log,
        });
        sections.push('', comparisonReport(comparison));
      }
    }
    if (only.includes('mentor')) {
      log('mentor');
      // The model settings the server would use; an in-memory data folder, so no secret file is written for a report.
      sections.push('', mentorReport(await runMentorBench({ env: loadEnv({ ...process.env, DATA_DIR: 'memory://bench-mentor' }), log })));
    }
  } finally {
    if (build) rmSync(build.root, { recursive: true, force: true });
  }
  parts.push('', summaryReport(results), ...sections);
  parts.push('', `Total bench time: ${Math.round((Date.now() - started) / 1000)} s.`, '');
  const report = parts.join('\n');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, report);
  console.log(report);
  log(`report written to ${path.relative(ROOT, out)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
