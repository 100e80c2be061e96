/**
 * Load section of `npm run bench` (issues 9 and 17): autocannon with 50 connections against a bare Hono JSON
 * endpoint (the baseline, its own process) and the real server (`node --import tsx src/server/main.ts`, NODE_ENV
 * unset, TRUST_PROXY=true, LOG_LEVEL=warn, rendering pages with the bench's copy of the build as CLIENT_DIR) on
 * PGlite (a temporary DATA_DIR) and on PostgreSQL (a fresh database made from BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards).
 *
 * Scenarios: GET /api/health/live (HEALTH_READ, the yardstick), GET /changetalks, the server-rendered page, as an
 * anonymous visitor (PAGE_READS; target ≥ 20% of the health endpoint's rate with p99 ≤ 20 ms; checked first to
 * answer 200 HTML listing talks), GET /api/talks and GET /api/community/posts
 * (visitors; informational since issue 17, no target), POST /api/talks/:id/registration (target on PostgreSQL) and
 * PUT /api/community/posts/:id/like (every request a distinct signed-in user, cookie rotated in setupRequest;
 * each user registers once and likes once). Every run has a warm-up, then a measured run bounded in time (and
 * for writes in count: one request per prepared user). Since issue 18 the servers run with SMTP configured (a
 * loopback SMTP server, smtp-sink.ts, that counts what it receives), so registrations queue real confirmations and
 * the server's worker delivers them during the run; on PostgreSQL the registrations are measured a second time, for
 * another talk, while that SMTP server hangs. Requests carry `Accept-Encoding: gzip, deflate, br`, as
 * browsers send. BENCH_DATABASES and BENCH_SERVER_NODE_ARGS (lib.ts) narrow a run and profile the server.
 * The scenarios (READS, writeSpecs, measureRead, measureWrite) also serve the Node-version comparison (compare.ts).
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { type BenchData, prepareData } from './fixtures';
import { type Child, HEAD_TARGET, type ServerTarget, cleanEnv, fetchPage, fmt, freePort, mark, sleep, spawnChild, spawnServer, table, waitFor200 } from './lib';
import { firstLinkTo } from './pages';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { TARGET_TEXT, pageHtmlMeetsTargets, registerMeetsTargets } from './targets';

/** After a warm-up is stopped, lets the server finish what is still in flight before measuring. */
async function drain(url: string): Promise<void> {
  await sleep(1000);
  await waitFor200(`${url}/api/health/ready`, { timeoutMs: 30_000 }).catch(() => {});
}

export interface LoadOptions {
  quick: boolean;
  /** PostgreSQL server URL to create the benchmark database from; null skips PostgreSQL. */
  postgresUrl: string | null;
  /** CLIENT_DIR of the servers (the bench's copy of the build; the server build is next to it). */
  clientDir: string;
  log: (line: string) => void;
}

export interface Measurement {
  db: 'baseline' | 'pglite' | 'postgres';
  endpoint: string;
  /** 'page': a server-rendered HTML page; 'read': a public JSON read. */
  kind: 'baseline' | 'health' | 'page' | 'read' | 'register' | 'register-hung' | 'like';
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  errors: number;
  /** Mean response size (headers and body), bytes. */
  bytesPerResponse: number;
  /** The machine's 1-minute load average when the run ended (other processes share the cores). */
  loadAvg: number;
  /** CPU time the server process (all its threads) spent per answered request during the run, in ms. */
  serverCpuMsPerRequest?: number;
  note?: string;
  /** Why the scenario was not measured (its figures are then NaN). */
  error?: string;
}

const CONNECTIONS = 50;

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number };
  throughput: { total?: number };
  statusCodeStats: Record<string, { count: number | string }>;
}

interface RunSpec {
  url: string;
  /** Upper bound in seconds. */
  seconds: number;
  /** Upper bound in requests (write endpoints: one per prepared user). */
  amount?: number;
  method?: string;
  path: string;
  /** Sets per-request headers (cookie, client address) for request number `i`. */
  perRequest?: (i: number) => Record<string, string>;
}

function runAutocannon(spec: RunSpec): Promise<AutocannonResult> {
  let n = 0;
  // Like a browser, every request says it accepts compressed answers (public lists are served gzipped from cache).
  const request: Record<string, unknown> = { method: spec.method ?? 'GET', path: spec.path, headers: { 'accept-encoding': 'gzip, deflate, br' } };
  const perRequest = spec.perRequest;
  if (perRequest) {
    request.setupRequest = (req: Record<string, unknown>) => ({ ...req, headers: { ...(req.headers as object | undefined), ...perRequest(n++) } });
  }
  return new Promise((resolve, reject) => {
    const opts: Record<string, unknown> = {
      url: spec.url,
      connections: CONNECTIONS,
      pipelining: 1,
      timeout: 10,
      requests: [request],
    };
    if (spec.amount !== undefined) opts.amount = spec.amount;
    else opts.duration = spec.seconds;
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(opts, (err: Error | null, result: AutocannonResult) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(result);
    });
    // A count-bounded run is also bounded in time.
    if (spec.amount !== undefined) timer = setTimeout(() => instance.stop(), spec.seconds * 1000);
  });
}

function toMeasurement(db: Measurement['db'], endpoint: string, kind: Measurement['kind'], r: AutocannonResult, note?: string): Measurement {
  const statuses: Record<string, number> = {};
  let requests = 0;
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) {
    statuses[code] = Number(s.count);
    requests += Number(s.count);
  }
  return { db, endpoint, kind, rps: requests / r.duration, p50: r.latency.p50, p99: r.latency.p99, requests, seconds: r.duration, statuses, errors: r.errors, bytesPerResponse: (r.throughput?.total ?? NaN) / requests, loadAvg: os.loadavg()[0], note };
}

let clockTicksPerSecond: number | undefined;

/** CPU time (user + system, every thread) process `pid` has used so far, in ms; NaN where /proc is missing. */
function processCpuMs(pid: number | undefined): number {
  try {
    clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return NaN;
  }
}

/** `run` with the server's CPU time per answered request recorded on the measurement it returns. */
async function withServerCpu(pid: number | undefined, run: () => Promise<Measurement>): Promise<Measurement> {
  const before = processCpuMs(pid);
  const m = await run();
  m.serverCpuMsPerRequest = (processCpuMs(pid) - before) / m.requests;
  return m;
}

const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) || 1}`;

/** Durations of the load runs, in seconds: warm-up, measured read, measured write (upper bound). */
export interface LoadTimes {
  warmSeconds: number;
  measureSeconds: number;
  writeSeconds: number;
}

export function loadTimes(quick: boolean): LoadTimes {
  return { warmSeconds: quick ? 1 : 3, measureSeconds: quick ? 3 : 8, writeSeconds: quick ? 4 : 10 };
}

/** Prepared users for the write runs, one request each: warm-up and measured. PostgreSQL is expected to go further. */
export function writeUsers(kind: 'pglite' | 'postgres', quick: boolean): { warm: number; measured: number } {
  return { warm: quick ? 500 : 2_000, measured: kind === 'postgres' ? (quick ? 6_000 : 25_000) : quick ? 3_000 : 10_000 };
}

/** The server's cheapest answer, measured first on each database: the page's target is a share of its rate. */
export const HEALTH_READ = ['GET /api/health/live', '/api/health/live'] as const;

/** The server-rendered pages measured (anonymous visitors): report label, path, and a link every answer must contain. */
export const PAGE_READS = [['GET /changetalks (HTML page, anonymous)', '/changetalks', '/changetalks/']] as const;

/** The public JSON reads measured (informational since issue 17): report label and path. */
export const READS = [
  ['GET /api/talks', '/api/talks'],
  ['GET /api/community/posts', '/api/community/posts'],
] as const;

export interface WriteSpec {
  endpoint: string;
  kind: 'register' | 'like';
  method: string;
  path: string;
}

/** The writes measured, against the prepared talk and post. */
export function writeSpecs(data: BenchData): WriteSpec[] {
  return [
    { endpoint: 'POST /api/talks/:id/registration', kind: 'register', method: 'POST', path: `/api/talks/${data.talkId}/registration` },
    { endpoint: 'PUT /api/community/posts/:id/like', kind: 'like', method: 'PUT', path: `/api/community/posts/${data.postId}/like` },
  ];
}

/** A database for one benchmarked server: the settings it runs with, and `close` to remove it afterwards. */
export interface BenchDatabase {
  /** DATA_DIR (a new temporary folder), BETTER_AUTH_SECRET, TRUST_PROXY=true, LOG_LEVEL=warn, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Removes the data folder and drops the PostgreSQL database. */
  close(): Promise<void>;
}

/** A new, empty database: a PGlite data folder, or a fresh database on the PostgreSQL server at `postgresUrl`. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', postgresUrl: string | null): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cp-bench-${kind}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  let drop: (() => Promise<void>) | undefined;
  try {
    if (kind === 'postgres') {
      if (!postgresUrl) throw new Error('PostgreSQL requested without a server URL');
      const created = await createDatabase(postgresUrl);
      env.DATABASE_URL = created.url;
      drop = created.drop;
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    env,
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
      await drop?.();
    },
  };
}

/** A public read against the server at `url`: warm-up, drain, measured run (`times`, seconds). */
export async function measureRead(url: string, server: Child, db: 'pglite' | 'postgres', endpoint: string, p: string, times: LoadTimes, log: (line: string) => void): Promise<Measurement> {
  log(`${db}: ${endpoint}: warm-up ${times.warmSeconds}s, measure ${times.measureSeconds}s`);
  await runAutocannon({ url, seconds: times.warmSeconds, path: p });
  await drain(url);
  return withServerCpu(server.proc.pid, async () => toMeasurement(db, endpoint, 'read', await runAutocannon({ url, seconds: times.measureSeconds, path: p })));
}

/** Why `p` on the server at `url` is not the page to measure (not 200 HTML, or no link to `linkPrefix`…), or null. */
async function notThePage(url: string, p: string, linkPrefix: string): Promise<string | null> {
  try {
    const r = await fetchPage(`${url}${p}`);
    if (r.status !== 200) return `${p} answered ${r.status}${r.status >= 500 ? `: ${r.text.slice(0, 200)}` : ''}`;
    if (!r.type.startsWith('text/html')) return `${p} answered ${r.type || 'no content type'}, not HTML`;
    if (!firstLinkTo(r.text, linkPrefix)) return `${p} has no link to ${linkPrefix}<words>-<id>: the list is not in the HTML`;
    return null;
  } catch (err) {
    return `${p} could not be fetched: ${(err as Error).message}`;
  }
}

/**
 * A server-rendered page as an anonymous visitor: checked to answer 200 HTML with its list in it (`linkPrefix`),
 * then warm-up, drain and a measured run, as `measureRead`. A page that fails the check is returned with `error`.
 */
export async function measurePageRead(
  url: string,
  server: Child,
  db: 'pglite' | 'postgres',
  endpoint: string,
  p: string,
  linkPrefix: string,
  times: LoadTimes,
  log: (line: string) => void,
): Promise<Measurement> {
  const bad = await notThePage(url, p, linkPrefix);
  if (bad) {
    log(`${db}: ${endpoint}: not measured: ${bad}`);
    return { db, endpoint, kind: 'page', rps: NaN, p50: NaN, p99: NaN, requests: 0, seconds: 0, statuses: {}, errors: 0, bytesPerResponse: NaN, loadAvg: os.loadavg()[0], error: bad };
  }
  const m = await measureRead(url, server, db, endpoint, p, times, log);
  m.kind = 'page';
  return m;
}

/**
 * A write against the server at `url`: a warm-up with the first `warmCount` of `cookies`, drain, then a measured
 * run with the rest (one request per user, bounded by `times.writeSeconds`). Returns the measurement and the
 * warm-up's 2xx answers and errors (for the exactness check).
 */
export async function measureWrite(
  url: string,
  server: Child,
  db: 'pglite' | 'postgres',
  w: WriteSpec,
  cookies: string[],
  warmCount: number,
  times: LoadTimes,
  log: (line: string) => void,
): Promise<{ m: Measurement; warmOk: number; warmErrors: number }> {
  const warm = cookies.slice(0, warmCount);
  const measured = cookies.slice(warmCount);
  const headersFor = (list: string[], offset: number) => (i: number) => ({
    // Past the list (cannot happen within `amount`), the last user repeats and answers 409, which is counted.
    cookie: list[Math.min(i, list.length - 1)],
    'x-forwarded-for': clientAddress(offset + i),
  });
  log(`${db}: ${w.endpoint}: warm-up ≤ ${warm.length} users / ${times.warmSeconds}s, measure ≤ ${measured.length} users / ${times.writeSeconds}s`);
  const warmResult = await runAutocannon({ url, seconds: times.warmSeconds, amount: warm.length, method: w.method, path: w.path, perRequest: headersFor(warm, 0) });
  const warmOk = Object.entries(warmResult.statusCodeStats ?? {}).reduce((a, [code, st]) => a + (code.startsWith('2') ? Number(st.count) : 0), 0);
  const warmErrors = warmResult.errors ?? 0;
  await drain(url);
  const m = await withServerCpu(server.proc.pid, async () =>
    toMeasurement(db, w.endpoint, w.kind, await runAutocannon({ url, seconds: times.writeSeconds, amount: measured.length, method: w.method, path: w.path, perRequest: headersFor(measured, warm.length) })),
  );
  return { m, warmOk, warmErrors };
}

/**
 * The baseline: a bare Hono app (scripts/bench/baseline-server.ts of `target`'s checkout, on its Node) in its own
 * process, a warm-up, then one measured run of GET /.
 */
export async function measureBaseline(target: ServerTarget, times: LoadTimes, log: (line: string) => void): Promise<Measurement> {
  const port = await freePort();
  const child = spawnChild(target.node, ['--import', 'tsx', 'scripts/bench/baseline-server.ts'], cleanEnv({ PORT: String(port) }, target.env), target.cwd);
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor200(`${url}/`, { timeoutMs: 30_000, child });
    log(`baseline: warm-up ${times.warmSeconds}s, measure ${times.measureSeconds}s`);
    await runAutocannon({ url, seconds: times.warmSeconds, path: '/' });
    return await withServerCpu(child.proc.pid, async () =>
      toMeasurement('baseline', 'GET / (bare Hono JSON)', 'baseline', await runAutocannon({ url, seconds: times.measureSeconds, path: '/' })),
    );
  } finally {
    await child.stop();
  }
}

/** Runs the baseline and both databases; returns every measurement. */
export async function runLoad(opts: LoadOptions): Promise<Measurement[]> {
  const times = loadTimes(opts.quick);
  const out: Measurement[] = [];

  out.push(await measureBaseline(HEAD_TARGET, times, opts.log));

  for (const kind of loadDatabases(opts.postgresUrl)) {
    let database: BenchDatabase | undefined;
    let child: Child | undefined;
    // Registrations are measured with SMTP on (issue 18): a loopback SMTP server that counts what it receives.
    let smtp: SmtpSink | undefined;
    try {
      smtp = await startSmtpSink();
      database = await openBenchDatabase(kind, opts.postgresUrl);
      const env = { ...database.env, SMTP_URL: smtp.url };
      // Writes: one prepared user per request; PostgreSQL is expected to go further.
      const { warm: warmWrites, measured: measuredWrites } = writeUsers(kind, opts.quick);
      opts.log(`${kind}: preparing data (${warmWrites + measuredWrites} users with sessions)`);
      const t0 = Date.now();
      const data = await prepareData(env, { users: warmWrites + measuredWrites, extraTalks: 40, extraPosts: 500 });
      opts.log(`${kind}: data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${data.talks} talks, ${data.posts} posts)`);

      const port = await freePort();
      child = spawnServer(port, { ...env, CLIENT_DIR: opts.clientDir });
      const url = `http://127.0.0.1:${port}`;
      await waitFor200(`${url}/api/health/ready`, { timeoutMs: 90_000, child });

      const health = await measureRead(url, child, kind, HEALTH_READ[0], HEALTH_READ[1], times, opts.log);
      health.kind = 'health';
      out.push(health);
      for (const [endpoint, p, linkPrefix] of PAGE_READS) out.push(await measurePageRead(url, child, kind, endpoint, p, linkPrefix, times, opts.log));
      for (const [endpoint, p] of READS) out.push(await measureRead(url, child, kind, endpoint, p, times, opts.log));

      for (const w of writeSpecs(data)) {
        const { m, warmOk, warmErrors } = await measureWrite(url, child, kind, w, data.cookies, warmWrites, times, opts.log);
        const acked = warmOk + (m.statuses['201'] ?? 0) + (m.statuses['200'] ?? 0);
        m.note = `one distinct user per request; acknowledged (warm-up + measured): ${fmt(acked)}`;
        (m as Measurement & { acked?: number; unanswered?: number }).acked = acked;
        // Requests in flight when a run stops, or that timed out, may still be completed by the server.
        (m as Measurement & { unanswered?: number }).unanswered = 2 * CONNECTIONS + warmErrors + m.errors;
        out.push(m);
      }

      // Exactness: the talk's count equals the registrations acknowledged (warm-up + measured).
      await new Promise((r) => setTimeout(r, 2_100)); // the public list is cached for 2 s
      const talks = (await (await fetch(`${url}/api/talks`)).json()) as { talks: Array<{ id: string; registrations_count: number }> };
      const counted = talks.talks.find((t) => t.id === data.talkId)?.registrations_count;
      const reg = out.find((m) => m.db === kind && m.kind === 'register')! as Measurement & { acked?: number; unanswered?: number };
      const exact = counted !== undefined && counted >= reg.acked! && counted <= reg.acked! + reg.unanswered!;
      reg.note = `${reg.note}; talk's registrations_count after the run: ${fmt(counted ?? NaN)} (${
        exact ? 'consistent: acknowledged ≤ count ≤ acknowledged + requests unanswered at the stops or timed out' : '**inconsistent**'
      }); confirmations the loopback SMTP server had received by then (≈ 3 s after the run): ${fmt(smtp.received)}`;

      // The same registrations while the SMTP server hangs (accepts connections, never answers): they must not wait.
      if (kind === 'postgres') {
        smtp.hang(true);
        const hung = { endpoint: 'POST /api/talks/:id/registration, SMTP hung', kind: 'register' as const, method: 'POST', path: `/api/talks/${data.hungTalkId}/registration` };
        const { m } = await measureWrite(url, child, kind, hung, data.cookies, warmWrites, times, opts.log);
        m.kind = 'register-hung';
        m.note = 'the same users registering for a second talk while the SMTP server accepts connections and never answers';
        out.push(m);
        smtp.hang(false);
      }
    } finally {
      await child?.stop();
      await database?.close();
      await smtp?.close();
    }
  }
  return out;
}

/**
 * The databases a load run measures: PGlite, and PostgreSQL when a server URL is given. BENCH_DATABASES=postgres
 * (or pglite) measures one driver only, for investigating; the report needs both.
 */
export function loadDatabases(postgresUrl: string | null): Array<'pglite' | 'postgres'> {
  const only = process.env.BENCH_DATABASES?.split(',');
  const kinds: Array<'pglite' | 'postgres'> = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  return kinds.filter((k) => !only || only.includes(k));
}

async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Answers in `m` that were not 2xx, and connection errors or timeouts, as "503×12 errors×3" ('' when none). */
export function problemAnswers(m: Measurement): string {
  const bad = Object.entries(m.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([c, n]) => `${c}×${n}`);
  if (m.errors) bad.push(`errors×${m.errors}`);
  return bad.join(' ');
}

/** The health endpoint's measurement on the same database as `m` (the page's yardstick), if it was measured. */
export function healthOf(ms: Measurement[], m: Measurement): Measurement | undefined {
  return ms.find((x) => x.kind === 'health' && x.db === m.db && !x.error);
}

/**
 * The /changetalks page against its target: measured, every answer 2xx, requests/s at least the share of `health`'s
 * (the health endpoint on the same server in the same run) and p99 within the target.
 */
export function pageReadMet(m: Measurement, health: Measurement | undefined): boolean {
  return !m.error && !!health && !problemAnswers(m) && pageHtmlMeetsTargets(m.rps, m.p99, health.rps);
}

/**
 * Targets (targets.ts, 2 cores): anonymous GET /changetalks (HTML) at ≥ 20% of GET /api/health/live's rate with
 * p99 ≤ 20 ms; registering
 * ≥ 1,000/s with p99 ≤ 50 ms on PostgreSQL. The JSON reads and the likes are reported without a target.
 */
export function loadReport(ms: Measurement[]): string {
  const base = ms.find((m) => m.db === 'baseline');
  const rows = ms.map((m) => {
    const ratio = base ? m.rps / base.rps : NaN;
    let target = 'no target (reported)';
    let ok: boolean | null = null;
    if (m.kind === 'baseline') target = 'no target (reference for × baseline)';
    if (m.kind === 'read') target = 'no target since issue 17 (informational)';
    if (m.kind === 'health') target = 'no target (the yardstick of the page on this database)';
    if (m.kind === 'page') {
      target = TARGET_TEXT.pageHtml;
      ok = m.error ? null : pageReadMet(m, healthOf(ms, m));
    }
    if (m.kind === 'register' && m.db === 'postgres') {
      target = TARGET_TEXT.registerPostgres;
      ok = registerMeetsTargets(m.rps, m.p99);
    }
    if (m.error) return [m.db, m.endpoint, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', `not measured: ${m.error}`, '—', fmt(m.loadAvg, 1), 'n/a', target, '**not measured**'];
    const statuses = Object.entries(m.statuses)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ');
    return [
      m.db,
      m.endpoint,
      fmt(m.rps),
      fmt(m.p50),
      fmt(m.p99),
      fmt(m.bytesPerResponse / 1024, 1),
      m.kind === 'baseline' ? '1.00' : fmt(ratio, 2),
      `${statuses}${m.errors ? ` errors×${m.errors}` : ''}`,
      `${fmt(m.requests)} in ${fmt(m.seconds, 1)} s`,
      fmt(m.loadAvg, 1),
      fmt(m.serverCpuMsPerRequest ?? NaN, 3),
      target,
      mark(ok),
    ];
  });
  const notes = ms.filter((m) => m.note).map((m) => `- ${m.db} ${m.endpoint}: ${m.note}`);
  return [
    '## Load (autocannon, 50 connections, after a warm-up)',
    '',
    'Anonymous requests accept gzip, as browsers do. The page is answered by the server from its 2 s anonymous-page cache after the first render in each window (decision 004); "× baseline" compares with the bare Hono JSON endpoint in its own process and is for information.',
    '',
    table(['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'KB/response', '× baseline', 'statuses', 'measured', 'load avg', 'server CPU ms/request', 'target', 'result'], rows),
    '',
    ...notes,
  ].join('\n');
}
