/**
 * `npm run bench` (issue 9): one report, side by side — bundles, start time, pages (Lighthouse) and load
 * (autocannon against a bare Hono baseline, PGlite and PostgreSQL) — written to bench/report.md and printed, headed
 * by a summary of every target: measured, met or not, and the gap (summary.ts).
 *
 * Options:
 *   --quick                   shorter runs (1 Lighthouse run per page, 1 timed start, 3 s load runs)
 *   --only=load|pages|bundles|start   one section (comma-separated for several)
 *   --out=PATH                report file (default bench/report.md)
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "none" skips PostgreSQL),
 * CHROMIUM_PATH (default /usr/bin/chromium). Only loopback addresses are used; every run is bounded in time.
 */
import '../node-version.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { rmSync } from 'node:fs';
import { bundlesReport, measureBundles, prepareClient } from './bundles';
import { ROOT, machineSection } from './lib';
import { loadReport, runLoad } from './load';
import { measurePages, pagesReport } from './pages';
import { measureStart, startReport } from './start-time';
import { type BenchResults, summaryReport } from './summary';

const SECTIONS = ['bundles', 'start', 'pages', 'load'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: string[]) {
  let quick = false;
  let only: Section[] = [...SECTIONS];
  let out = path.join(ROOT, 'bench/report.md');
  for (const a of argv) {
    if (a === '--quick') quick = true;
    else if (a.startsWith('--only=')) {
      const names = a.slice('--only='.length).split(',').filter(Boolean);
      const bad = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
      if (bad.length) throw new Error(`Unknown section(s) ${bad.join(', ')}; use ${SECTIONS.join('|')}.`);
      only = SECTIONS.filter((s) => names.includes(s));
    } else if (a.startsWith('--out=')) out = path.resolve(a.slice('--out='.length));
    else if (a === '--help' || a === '-h') {
      console.log('npm run bench -- [--quick] [--only=load|pages|bundles|start] [--out=bench/report.md]');
      process.exit(0);
    } else throw new Error(`Unknown option ${a}`);
  }
  return { quick, only, out };
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
  const { quick, only, out } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const log = (line: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const parts: string[] = [
    '# ChangePath benchmark report',
    '',
    `Produced by \`npm run bench${quick || only.length < SECTIONS.length ? ` -- ${[quick ? '--quick' : '', only.length < SECTIONS.length ? `--only=${only.join(',')}` : ''].filter(Boolean).join(' ')}` : ''}\` (scripts/bench/run.ts). Targets are issue 9's, set for a 2-core machine.`,
    '',
    machineSection(),
  ];
  const results: BenchResults = {};
  const sections: string[] = [];

  const client = only.some((s) => s !== 'load') ? prepareClient(log) : null;
  if (client && only.includes('bundles')) {
    log('bundles');
    results.bundles = measureBundles(client);
    sections.push('', bundlesReport(results.bundles));
  }
  if (client && only.includes('start')) {
    log('start');
    results.start = await measureStart({ runs: quick ? 1 : 3, clientDir: client.dir, log });
    sections.push('', startReport(results.start));
  }
  if (client && only.includes('pages')) {
    const runs = quick ? 1 : 3;
    log('pages (Lighthouse)');
    results.pages = await measurePages({ runs, clientDir: client.dir, log });
    sections.push('', pagesReport(results.pages, runs));
  }
  if (client) rmSync(client.dir, { recursive: true, force: true });
  if (only.includes('load')) {
    const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    let postgresUrl: string | null = url === 'none' ? null : url;
    let pgGap = url === 'none' ? 'skipped (BENCH_DATABASE_URL=none)' : null;
    if (postgresUrl) {
      const err = await postgresAvailable(postgresUrl);
      if (err) {
        pgGap = `PostgreSQL at ${new URL(postgresUrl).host} is not reachable (${err}); PostgreSQL targets not measured.`;
        postgresUrl = null;
      }
    }
    log('load');
    results.load = await runLoad({ quick, postgresUrl, log });
    sections.push('', loadReport(results.load));
    if (pgGap) sections.push('', `**Gap:** ${pgGap}`);
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
