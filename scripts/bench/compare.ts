/**
 * `npm run bench -- --compare-ref=REF` (issue 16): the Node 20 and Node 24 figures side by side, measured in one run
 * on the same machine. HEAD cannot run on Node 20 (its dependency lines need Node 22+), so the older column is the
 * code of a git ref (default in run.ts: 6d85fba, the last commit on Node 20 with the old lines) on an older Node
 * (default: the first `node` on PATH outside any node_modules folder, e.g. /usr/bin/node).
 *
 * Setup (timed, reported, not part of any figure): a detached `git worktree` of REF in a new temporary folder
 * (outside this checkout, so that Node's module resolution cannot climb from it into this checkout's
 * node_modules, and `eslint .` here never sees it), `npm ci` there with that Node's npm, and, when start time is
 * compared, `node scripts/build-if-stale.mjs` there (the client build and the server bundle `npm start` runs).
 * Every process of REF runs with an environment whose PATH has the older Node's folder first and no node_modules
 * folder (this run's PATH starts with this checkout's node_modules/.bin, where Node 24 is), and without npm's
 * `npm_*` variables; the Node each side's `npm start` really runs on is checked and reported.
 *
 * Measured (each side the same scenario, code from load.ts and start-time.ts):
 * - public reads, GET /api/talks and GET /api/community/posts, on PGlite and on PostgreSQL, and registrations,
 *   POST /api/talks/:id/registration, on PostgreSQL: autocannon, 50 connections, warm-up then measured run, against
 *   `<node> --import tsx src/server/main.ts` in each checkout. The data is prepared by this checkout's fixtures
 *   (fixtures.ts; the schema, migrations and the server's auth library are the same in both), one PGlite folder
 *   shared by every PGlite run (reads change nothing) and a fresh PostgreSQL database for every PostgreSQL run
 *   (registrations consume users and grow the tables), dropped after it;
 * - start: `npm start` on an existing data folder (one per side, made by an untimed first start) to the first 200
 *   of /api/health/ready.
 * Sides alternate, older first in even rounds and HEAD first in odd ones (ABBA…), so that machine noise and
 * drift hit both columns alike; the table shows the median of each side's runs, and every run is listed below it.
 *
 * The worktree is removed at the end (`git worktree remove --force`), also when a step fails or the run is
 * interrupted (SIGINT, SIGTERM). Only loopback addresses are used; every step is bounded in time.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, buildServerIfStale } from '../build-if-stale.mjs';
import { type BenchData, prepareData } from './fixtures';
import { type Child, HEAD_TARGET, ROOT, type ServerTarget, fmt, freePort, median, spawnChild, spawnServer, table, waitFor200 } from './lib';
import { type BenchDatabase, type Measurement, READS, loadDatabases, measureBaseline, loadTimes, measureRead, measureWrite, openBenchDatabase, writeSpecs, writeUsers } from './load';
import { startOnce } from './start-time';

/** The two sides: the older ref on the older Node, and this checkout on this process's Node. */
export type Side = 'before' | 'after';

/** One row of the side-by-side table: every run's value on each side, in run order. */
export interface ComparisonRow {
  scenario: string;
  /** True for requests per second, false for milliseconds (lower is better). */
  higherIsBetter: boolean;
  before: number[];
  after: number[];
  /** Runs whose answers were not all 2xx, or that included a build, as "Node 20 run 2: 401×3000". */
  problems: string[];
}

export interface SideInfo {
  /** "Node 20 (6d85fba)", "Node 24 (HEAD)". */
  label: string;
  /** The Node binary that runs the servers. */
  node: string;
  /** Its `process.version`. */
  version: string;
  /** `process.version` of the `node` that this side's `npm start` runs on (checked through `npm exec`). */
  npmStartVersion?: string;
}

export interface Comparison {
  /** The ref as given, and the commit it named. */
  ref: string;
  sha: string;
  before: SideInfo;
  after: SideInfo;
  /** Runs per side: load rounds and timed `npm start` runs. */
  loadRounds: number;
  startRuns: number;
  rows: ComparisonRow[];
  setup: {
    npmVersion: string;
    /** `npm ci` of REF, and of HEAD's commit in a second worktree, same npm, same cache, one after the other (ms). */
    npmCiMs: number;
    headNpmCiMs: number | null;
    /** Size of each side's node_modules after its `npm ci`, in MB (du). */
    nodeModulesMb: number | null;
    headNodeModulesMb: number | null;
    buildMs: number | null;
  };
  /** Why something was not measured, and checks that failed. */
  notes: string[];
  /** Wall time of the whole comparison (setup included), in ms. */
  totalMs: number;
}

export interface CompareOptions {
  ref: string;
  /** The older Node binary; see `defaultCompareNode`. */
  node: string;
  /** Load rounds per side (each round: both read endpoints, and registrations on PostgreSQL). */
  rounds: number;
  /** Timed `npm start` runs per side. */
  startRuns: number;
  quick: boolean;
  load: boolean;
  start: boolean;
  /** PostgreSQL server URL for the PostgreSQL runs; null skips them (the reason goes in `notes`). */
  postgresUrl: string | null;
  postgresGap: string | null;
  /** HEAD's private copy of its client build (CLIENT_DIR for its `npm start`, as in the start section). */
  clientDir: string | null;
  log: (line: string) => void;
}

/** `before`/`after` in run `i`: the older side first in even runs, HEAD first in odd ones. */
export function sideOrder(i: number): Side[] {
  return i % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
}

/** `PATH` without the folders inside a node_modules folder (node_modules/.bin, npm's node-gyp-bin). */
export function pathWithoutNodeModules(pathVar: string): string {
  return pathVar
    .split(path.delimiter)
    .filter((p) => p && !p.split(/[\\/]/).includes('node_modules'))
    .join(path.delimiter);
}

/** The first executable `node` on `pathVar` outside node_modules folders, or null. */
export function defaultCompareNode(pathVar = process.env.PATH ?? ''): string | null {
  for (const dir of pathWithoutNodeModules(pathVar).split(path.delimiter)) {
    const candidate = path.join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The environment the older side's processes start from: this one without npm's variables (`npm_*`, `NODE`,
 * `INIT_CWD`, which name this checkout and Node 24), and with PATH = the older Node's folder, then PATH without
 * node_modules folders.
 */
export function olderSideEnv(node: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) {
    if (/^npm_/i.test(k) || k === 'NODE' || k === 'INIT_CWD') continue;
    env[k] = v;
  }
  const dirs = [path.dirname(node), ...pathWithoutNodeModules(base.PATH ?? '').split(path.delimiter)];
  env.PATH = [...new Set(dirs.filter(Boolean))].join(path.delimiter);
  return env;
}

/** Signed change from `before` to `after`, in percent of `before`; NaN when either is not a number or `before` is 0. */
export function changePercent(before: number, after: number): number {
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0) return NaN;
  return ((after - before) / before) * 100;
}

/** "+12.3% (better)", "−4.0% (worse)", "0.0%", "n/a"; better/worse by the row's direction. */
export function formatChange(pct: number, higherIsBetter: boolean): string {
  if (!Number.isFinite(pct)) return 'n/a';
  const rounded = Math.round(pct * 10) / 10;
  if (rounded === 0) return '0.0%';
  const sign = rounded > 0 ? '+' : '−';
  const better = rounded > 0 === higherIsBetter;
  return `${sign}${fmt(Math.abs(rounded), 1)}% (${better ? 'better' : 'worse'})`;
}

/** The report section: versions, the side-by-side table of medians, every run, setup times and notes. */
export function comparisonReport(c: Comparison): string {
  const { before: b, after: a } = c;
  // Requests per second and start times as whole numbers; p99 (whole ms from autocannon) with one decimal where a median of two falls between.
  const show = (row: ComparisonRow, v: number) => fmt(v, row.higherIsBetter || Number.isInteger(v) ? 0 : 1);
  const rows = c.rows.map((row) => {
    const mb = median(row.before);
    const ma = median(row.after);
    return [row.scenario, show(row, mb), show(row, ma), formatChange(changePercent(mb, ma), row.higherIsBetter)];
  });
  const runs = c.rows.map(
    (row) =>
      `- ${row.scenario}: ${b.label} ${row.before.map((v) => show(row, v)).join(', ') || 'none'}; ${a.label} ${row.after.map((v) => show(row, v)).join(', ') || 'none'}${
        row.problems.length ? ` — ${row.problems.join('; ')}` : ''
      }`,
  );
  const npmStart = (s: SideInfo) => (s.npmStartVersion ? `; its \`npm start\` runs on ${s.npmStartVersion}` : '');
  return [
    `## ${b.label} and ${a.label}, side by side`,
    '',
    `- ${b.label}: commit ${c.sha.slice(0, 7)} (\`--compare-ref=${c.ref}\`) in a git worktree, its own \`npm ci\`, servers on \`${b.node}\` ${b.version}${npmStart(b)}`,
    `- ${a.label}: this checkout, servers on \`${a.node}\` ${a.version}${npmStart(a)}`,
    `- Measured in this run on this machine, sides alternating (${b.label} first in odd-numbered runs, ${a.label} first in even-numbered ones); each figure is the median of ${c.loadRounds} load run(s) or ${c.startRuns} \`npm start\` run(s) per side. Load: autocannon, 50 connections, after a warm-up, the same scenarios as the load section (\`node --import tsx src/server/main.ts\` of each checkout). The ${a.label} column is measured again here, so it can differ from the sections above.`,
    `- p99 and start times in ms; change = (${a.label} − ${b.label}) / ${b.label}.`,
    '',
    table(['scenario', b.label, a.label, 'change (%)'], rows),
    '',
    'Every run, in order:',
    '',
    ...runs,
    '',
    `\`npm ci\` on a clean checkout (npm ${c.setup.npmVersion} on ${b.version}, this machine's npm cache warm, one after the other): ${b.label} ${fmt(c.setup.npmCiMs / 1000, 1)} s${
      c.setup.nodeModulesMb !== null ? ` (node_modules ${fmt(c.setup.nodeModulesMb)} MB)` : ''
    }; ${a.label} ${c.setup.headNpmCiMs !== null ? `${fmt(c.setup.headNpmCiMs / 1000, 1)} s${c.setup.headNodeModulesMb !== null ? ` (node_modules ${fmt(c.setup.headNodeModulesMb)} MB, the Node.js 24 binary included)` : ''}` : 'not timed'}.`,
    '',
    `Setup, not in any figure: ${c.setup.buildMs !== null ? `client build and server bundle in ${b.label}'s worktree ${fmt(c.setup.buildMs / 1000, 1)} s. ` : ''}The comparison took ${fmt(c.totalMs / 1000)} s in all.`,
    ...(c.notes.length ? ['', ...c.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}

/** 20 for "v20.20.2". */
export function majorOf(version: string): number {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? NaN);
}

/** Runs `cmd args` in `cwd` to its end, at most `timeoutMs`; returns the milliseconds it took, throws with its output when it fails. */
async function runToEnd(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<number> {
  const t0 = Date.now();
  const child = spawnChild(cmd, args, opts.env, opts.cwd);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exited) resolve(child.exitCode);
    else child.proc.once('exit', (code) => resolve(code));
  });
  const timer = setTimeout(() => void child.stop(5_000), opts.timeoutMs);
  try {
    const code = await exited;
    if (code !== 0) {
      const why = Date.now() - t0 >= opts.timeoutMs ? `did not finish within ${fmt(opts.timeoutMs / 1000)} s` : `exited with ${code}`;
      throw new Error(`\`${cmd} ${args.join(' ')}\` in ${opts.cwd} ${why}:\n${child.output()}`);
    }
    return Date.now() - t0;
  } finally {
    clearTimeout(timer);
    await child.stop();
  }
}

/** Output of a short command (trimmed), bounded to 60 s; `fallback` when it fails. */
function capture(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }, fallback = 'unknown'): string {
  try {
    return execFileSync(cmd, args, { ...opts, timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
      .split('\n')
      .pop()!
      .trim();
  } catch {
    return fallback;
  }
}

/** The `node` that `npm start` would run on in `cwd`: npm's own PATH for scripts, asked through `npm exec -c`. */
function npmScriptNodeVersion(target: ServerTarget): string {
  return capture('npm', ['exec', '-c', 'node -p process.version'], { cwd: target.cwd, env: target.env });
}

interface Worktree {
  dir: string;
  sha: string;
  /** Removes the worktree and its folder (synchronous, so it can run from a signal handler); never throws. */
  remove(): void;
}

/** Disk use of a folder in MB (`du -sm`), or null when du fails. */
function duMb(dir: string): number | null {
  try {
    return Number(execFileSync('du', ['-sm', dir], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 }).toString().split(/\s/)[0]);
  } catch {
    return null;
  }
}

/** A detached git worktree of `ref` in a new temporary folder. */
function addWorktree(ref: string): Worktree {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, timeout: 120_000, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const parent = mkdtempSync(path.join(tmpdir(), 'cp-bench-compare-'));
  const dir = path.join(parent, `changepath-${sha.slice(0, 7)}`);
  try {
    git('worktree', 'add', '--detach', dir, sha);
  } catch (err) {
    rmSync(parent, { recursive: true, force: true });
    throw err;
  }
  let removed = false;
  return {
    dir,
    sha,
    remove() {
      if (removed) return;
      removed = true;
      try {
        git('worktree', 'remove', '--force', dir);
      } catch {
        // removed by hand below; prune forgets it
      }
      rmSync(parent, { recursive: true, force: true });
      try {
        git('worktree', 'prune');
      } catch {
        // nothing to prune
      }
    },
  };
}

const DB_LABEL = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** Runs the comparison described in the module comment; returns what `comparisonReport` formats. */
export async function runComparison(opts: CompareOptions): Promise<Comparison> {
  const started = Date.now();
  const result = await compareInWorktree(opts);
  return { ...result, totalMs: Date.now() - started };
}

/** `path` relative to this checkout when it is inside it. */
function shown(p: string): string {
  const rel = path.relative(ROOT, p);
  return rel.startsWith('..') || path.isAbsolute(rel) ? p : rel;
}

async function compareInWorktree(opts: CompareOptions): Promise<Omit<Comparison, 'totalMs'>> {
  const log = (line: string) => opts.log(`compare: ${line}`);
  const notes: string[] = [];
  const worktree = addWorktree(opts.ref);
  const onSignal = (signal: NodeJS.Signals) => {
    worktree.remove();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const refLabel = /^[0-9a-f]{40}$/i.test(opts.ref) ? worktree.sha.slice(0, 7) : opts.ref;
    log(`worktree of ${opts.ref} (${worktree.sha.slice(0, 7)}) in ${worktree.dir}`);
    const olderTarget: ServerTarget = { node: opts.node, cwd: worktree.dir, env: olderSideEnv(opts.node) };
    const targets: Record<Side, ServerTarget> = { before: olderTarget, after: HEAD_TARGET };
    const beforeVersion = capture(opts.node, ['-p', 'process.version'], { cwd: worktree.dir, env: olderTarget.env });
    const afterVersion = process.version;
    const before: SideInfo = { label: `Node ${majorOf(beforeVersion)} (${refLabel})`, node: opts.node, version: beforeVersion };
    const after: SideInfo = { label: `Node ${majorOf(afterVersion)} (HEAD)`, node: shown(realpathSync(process.execPath)), version: afterVersion };
    if (before.label === after.label) before.label = `${before.label}, older`;
    if (beforeVersion === afterVersion) notes.push(`**Both sides run on Node ${afterVersion}**: pass the older Node with --compare-node=PATH.`);

    const npmVersion = capture('npm', ['-v'], { cwd: worktree.dir, env: olderTarget.env });
    log(`npm ci (npm ${npmVersion} on ${beforeVersion})`);
    const npmCiMs = await runToEnd('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree.dir, env: olderTarget.env, timeoutMs: 20 * 60_000 });
    log(`npm ci done in ${fmt(npmCiMs / 1000, 1)} s`);
    const nodeModulesMb = duMb(path.join(worktree.dir, 'node_modules'));
    // HEAD's own npm ci, timed the same way, in a clean worktree of its commit (this checkout's node_modules stays).
    let headNpmCiMs: number | null = null;
    let headNodeModulesMb: number | null = null;
    const headTree = addWorktree('HEAD');
    try {
      log(`npm ci of HEAD (${headTree.sha.slice(0, 7)}) in a second worktree`);
      headNpmCiMs = await runToEnd('npm', ['ci', '--no-audit', '--no-fund'], { cwd: headTree.dir, env: olderTarget.env, timeoutMs: 20 * 60_000 });
      headNodeModulesMb = duMb(path.join(headTree.dir, 'node_modules'));
      log(`npm ci of HEAD done in ${fmt(headNpmCiMs / 1000, 1)} s`);
    } catch (err) {
      notes.push(`HEAD's \`npm ci\` was not timed: ${(err as Error).message}`);
    } finally {
      headTree.remove();
    }
    let buildMs: number | null = null;
    if (opts.start) {
      log('building the client and the server bundle there');
      buildMs = await runToEnd(opts.node, ['scripts/build-if-stale.mjs'], { cwd: worktree.dir, env: olderTarget.env, timeoutMs: 15 * 60_000 });
      log(`build done in ${fmt(buildMs / 1000, 1)} s`);
      before.npmStartVersion = npmScriptNodeVersion(olderTarget);
      after.npmStartVersion = npmScriptNodeVersion(HEAD_TARGET);
      if (before.npmStartVersion !== beforeVersion) notes.push(`**Check:** ${before.label}'s \`npm start\` runs on ${before.npmStartVersion}, not ${beforeVersion}.`);
      if (after.npmStartVersion !== afterVersion) notes.push(`**Check:** ${after.label}'s \`npm start\` runs on ${after.npmStartVersion}, not ${afterVersion}.`);
    }
    const sideLabel = (s: Side) => (s === 'before' ? before.label : after.label);

    const rows: ComparisonRow[] = [];
    const row = (scenario: string, higherIsBetter: boolean) => {
      let r = rows.find((x) => x.scenario === scenario);
      if (!r) rows.push((r = { scenario, higherIsBetter, before: [], after: [], problems: [] }));
      return r;
    };
    const record = (scenario: string, side: Side, run: number, m: Measurement) => {
      row(`${scenario}: req/s`, true)[side].push(m.rps);
      const p99 = row(`${scenario}: p99 ms`, false);
      p99[side].push(m.p99);
      const bad = Object.entries(m.statuses).filter(([code]) => !code.startsWith('2'));
      if (bad.length || m.errors) {
        row(`${scenario}: req/s`, true).problems.push(`${sideLabel(side)} run ${run + 1}: ${[...bad.map(([c, n]) => `${c}×${n}`), ...(m.errors ? [`errors×${m.errors}`] : [])].join(' ')}`);
      }
    };

    if (opts.load) {
      const times = loadTimes(opts.quick);
      const kinds = loadDatabases(opts.postgresUrl);
      if (!opts.postgresUrl) notes.push(`PostgreSQL not compared: ${opts.postgresGap ?? 'no server'}.`);
      // The bare Hono baseline on each side's Node (the reference of the JSON reads, whose issue 9 targets were a
      // share of it): a change in the runtime shows here apart from a change in our code.
      for (let run = 0; run < opts.rounds; run++) {
        for (const side of sideOrder(run)) {
          record('GET / (bare Hono JSON, the JSON reads\' baseline)', side, run, await measureBaseline(targets[side], times, (line) => log(`${sideLabel(side)} run ${run + 1}: ${line}`)));
        }
      }
      for (const kind of kinds) {
        // PGlite: reads only, so one data folder serves every run; PostgreSQL: a fresh database per run.
        let shared: { database: BenchDatabase; data: BenchData } | undefined;
        const { warm, measured } = writeUsers(kind, opts.quick);
        try {
          if (kind === 'pglite') {
            const database = await openBenchDatabase(kind, null);
            try {
              log(`${kind}: preparing data (shared by every PGlite run)`);
              shared = { database, data: await prepareData(database.env, { users: 50, extraTalks: 40, extraPosts: 500 }) };
            } catch (err) {
              await database.close();
              throw err;
            }
          }
          for (let run = 0; run < opts.rounds; run++) {
            for (const side of sideOrder(run)) {
              const database = shared?.database ?? (await openBenchDatabase(kind, opts.postgresUrl));
              let server: Child | undefined;
              try {
                let data = shared?.data;
                if (!data) {
                  log(`${kind}: preparing data (${warm + measured} users with sessions)`);
                  data = await prepareData(database.env, { users: warm + measured, extraTalks: 40, extraPosts: 500 });
                }
                const port = await freePort();
                server = spawnServer(port, database.env, targets[side]);
                const url = `http://127.0.0.1:${port}`;
                await waitFor200(`${url}/api/health/ready`, { timeoutMs: 90_000, child: server });
                const sideLog = (line: string) => log(`${sideLabel(side)} run ${run + 1}: ${line}`);
                for (const [endpoint, p] of READS) {
                  record(`${endpoint}, ${DB_LABEL[kind]}`, side, run, await measureRead(url, server, kind, endpoint, p, times, sideLog));
                }
                if (kind === 'postgres') {
                  const register = writeSpecs(data).find((w) => w.kind === 'register')!;
                  const { m } = await measureWrite(url, server, kind, register, data.cookies, warm, times, sideLog);
                  record(`${register.endpoint}, ${DB_LABEL[kind]}`, side, run, m);
                }
              } finally {
                await server?.stop();
                if (!shared) await database.close();
              }
            }
          }
        } finally {
          await shared?.database.close();
        }
      }
    }

    if (opts.start) {
      const dataDirs: Record<Side, string> = {
        before: mkdtempSync(path.join(tmpdir(), 'cp-bench-start-before-')),
        after: mkdtempSync(path.join(tmpdir(), 'cp-bench-start-after-')),
      };
      const clientDir = (s: Side) => (s === 'after' ? (opts.clientDir ?? undefined) : undefined);
      try {
        for (const side of sideOrder(0)) {
          const first = await startOnce('server', { dataDir: dataDirs[side], clientDir: clientDir(side), timeoutMs: 300_000, target: targets[side] });
          log(`start: ${sideLabel(side)}: first start (new data folder) ${fmt(first.ms)} ms`);
        }
        const scenario = '`npm start` on an existing data folder to the first 200: ms';
        for (let run = 0; run < opts.startRuns; run++) {
          for (const side of sideOrder(run)) {
            if (side === 'after') {
              // As in the start section: HEAD's client build and server bundle brought up to date, untimed.
              buildIfStale();
              await buildServerIfStale();
            }
            const r = await startOnce('npm', { dataDir: dataDirs[side], clientDir: clientDir(side), timeoutMs: 120_000, target: targets[side] });
            row(scenario, false)[side].push(r.ms);
            if (r.built) row(scenario, false).problems.push(`${sideLabel(side)} run ${run + 1} included a build`);
            log(`start: ${sideLabel(side)}: npm start run ${run + 1}: ${fmt(r.ms)} ms${r.built ? ' (included a build)' : ''}`);
          }
        }
      } finally {
        for (const d of Object.values(dataDirs)) rmSync(d, { recursive: true, force: true });
      }
    }

    return {
      ref: opts.ref,
      sha: worktree.sha,
      before,
      after,
      loadRounds: opts.rounds,
      startRuns: opts.startRuns,
      rows,
      setup: { npmVersion, npmCiMs, headNpmCiMs, nodeModulesMb, headNodeModulesMb, buildMs },
      notes,
    };
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    log('removing the worktree');
    worktree.remove();
  }
}
