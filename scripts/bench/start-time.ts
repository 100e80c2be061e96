/**
 * Start section of `npm run bench`: `npm start` on an existing data folder until the first 200 of
 * /api/health/ready, median of `runs` (target ≤ 3 s, issue 9). A first, untimed start creates the data folder
 * (initdb, migrations, demo seed); each timed start then opens that folder as a returning user's machine would.
 * Before each timed start the client build and the server bundle are brought up to date (untimed), so `npm start`
 * measures starting, not building; a run that built anyway (sources changed in between) is flagged. For the
 * breakdown, the same is measured for the server from its sources (`node --import tsx src/server/main.ts`: no npm,
 * no build check, no bundle; `npm start` runs the esbuild bundle, scripts/build-if-stale.mjs).
 * Each server is stopped with SIGTERM before the next. CLIENT_DIR is the bench's private copy of the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, buildServerIfStale } from '../build-if-stale.mjs';
import { type Child, HEAD_TARGET, type ServerTarget, cleanEnv, fmt, freePort, mark, median, spawnChild, waitFor200 } from './lib';
import { TARGETS } from './targets';

export interface StartResult {
  firstStartMs: number;
  timesMs: number[];
  medianMs: number;
  /** Timed runs of `npm start` that ran a client build (sources changed just before). */
  builtRuns: number;
  serverOnlyMs: number[];
  serverOnlyMedianMs: number;
}

/**
 * One start of the server on the data folder `dataDir`, timed from spawn to the first 200 of /api/health/ready:
 * `npm start --silent` ('npm') or `node --import tsx src/server/main.ts` ('server'), in `target`'s checkout with
 * its Node and environment (default: this checkout on this process's Node). `clientDir` becomes CLIENT_DIR when
 * given. The server is stopped with SIGTERM before this resolves. Returns milliseconds, and whether `npm start`
 * printed that it built something.
 */
export async function startOnce(
  how: 'npm' | 'server',
  opts: { dataDir: string; clientDir?: string; timeoutMs: number; target?: ServerTarget },
): Promise<{ ms: number; built: boolean }> {
  const target = opts.target ?? HEAD_TARGET;
  const port = await freePort();
  const env = cleanEnv(
    { DATA_DIR: opts.dataDir, ...(opts.clientDir ? { CLIENT_DIR: opts.clientDir } : {}), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    target.env,
  );
  const since = Date.now();
  const child: Child =
    how === 'npm'
      ? spawnChild('npm', ['start', '--silent'], env, target.cwd)
      : spawnChild(target.node, ['--import', 'tsx', 'src/server/main.ts'], env, target.cwd);
  try {
    const ms = await waitFor200(`http://127.0.0.1:${port}/api/health/ready`, { timeoutMs: opts.timeoutMs, since, child, intervalMs: 10 });
    return { ms, built: /Building the web client|Bundling the server/.test(child.output()) };
  } finally {
    await child.stop();
  }
}

export async function measureStart(opts: { runs: number; clientDir: string; log: (line: string) => void }): Promise<StartResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-bench-start-'));
  try {
    const once = (how: 'npm' | 'server', timeoutMs: number) => startOnce(how, { dataDir, clientDir: opts.clientDir, timeoutMs });
    const first = await once('server', 300_000);
    opts.log(`start: first start (new data folder) ${fmt(first.ms)} ms`);
    const timesMs: number[] = [];
    let builtRuns = 0;
    for (let i = 0; i < opts.runs; i++) {
      buildIfStale();
      await buildServerIfStale();
      const r = await once('npm', 120_000);
      timesMs.push(r.ms);
      if (r.built) builtRuns++;
      opts.log(`start: npm start run ${i + 1}: ${fmt(r.ms)} ms${r.built ? ' (included a build)' : ''}`);
    }
    const serverOnlyMs: number[] = [];
    for (let i = 0; i < opts.runs; i++) {
      serverOnlyMs.push((await once('server', 120_000)).ms);
      opts.log(`start: server-only run ${i + 1}: ${fmt(serverOnlyMs[i])} ms`);
    }
    return { firstStartMs: first.ms, timesMs, medianMs: median(timesMs), builtRuns, serverOnlyMs, serverOnlyMedianMs: median(serverOnlyMs) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function startReport(r: StartResult): string {
  return [
    '## Start (`npm start` on an existing data folder → first 200 of /api/health/ready)',
    '',
    `- npm start: ${r.timesMs.map((t) => `${fmt(t)} ms`).join(', ')}; **median ${fmt(r.medianMs)} ms** (target ≤ ${fmt(TARGETS.start.ms)} ms: ${mark(r.medianMs <= TARGETS.start.ms)})${r.builtRuns ? ` — ${r.builtRuns} run(s) included a client build (sources changed during the bench)` : ''}`,
    `- server from its sources, through tsx (\`node --import tsx src/server/main.ts\`): ${r.serverOnlyMs.map((t) => `${fmt(t)} ms`).join(', ')}; median ${fmt(r.serverOnlyMedianMs)} ms`,
    `- first start on a new data folder (initdb, migrations, demo seed), not counted: ${fmt(r.firstStartMs)} ms`,
  ].join('\n');
}
