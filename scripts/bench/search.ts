/**
 * Search section of `npm run bench` (issue 24, "Site search"): on PostgreSQL (a fresh database from
 * BENCH_DATABASE_URL), 10,000 community threads, 2,000 lessons (40 bench courses of 50 lessons, in
 * `course_lessons`, the table the search reads lessons from) and 500 talks are added to the demo data, then
 * autocannon with 50 connections runs GET /api/search?q=… against the real server, each request the next of a
 * fixed list of queries (exact words, two-word queries, typos that only the trigram match finds, words that match
 * thousands of threads), then again with a different two-word query every request, which no cache answers.
 * Target: p99 ≤ 50 ms (SEARCH_P99_TARGET_MS). Warm-up, a pause, then a measured run, for each. Those runs are many
 * visitors (each request from its own address, X-Forwarded-For behind TRUST_PROXY), as the per-client limit
 * (SEARCH_RATE_LIMITS) would otherwise answer most of them 429; a last run is one client alone with distinct
 * queries, which the limit must stop: its statuses show how many reached the database.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { changetalks, communityPosts, courseLessons, courses } from '~/server/db/schema';
import { loadEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { createRuntime } from '~/server/runtime';
import { type Child, fmt, freePort, mark, sleep, spawnServer, table, waitFor200 } from './lib';
import { openBenchDatabase } from './load';
import { SEARCH_RATE_LIMITS } from '~/shared/search';

const CONNECTIONS = 50;
/** What the search must answer within at the 99th percentile (issue 24), milliseconds. */
export const SEARCH_P99_TARGET_MS = 50;
export const SEED = { threads: 10_000, lessons: 2_000, talks: 500 } as const;

/** The queries, in turn: words, phrases, typos (trigram only), very common words and kinds of every sort. */
export const SEARCH_QUERIES = [
  'grit',
  'finacial planing',
  'startup funding',
  'marketing',
  'customer interviews',
  'pitch deck',
  'resume',
  'mentor',
  'break-even',
  'data scientist',
  'hiring a cofounder',
  'markting stratgy',
  'product market fit',
  'career',
  'legal compliance',
  'scaling',
];

const WORDS = (
  'startup funding marketing customer interview pitch deck investor revenue pricing growth hiring cofounder legal ' +
  'compliance product market fit prototype design research survey campus college internship resume career data ' +
  'science analytics budget runway cash flow equity vesting trademark brand social media content video podcast ' +
  'community mentor network sales channel retail online delivery kitchen farm logistics fintech edtech health ' +
  'climate energy water waste recycling tourism fashion textile handloom coffee tea bakery app platform'
).split(' ');

/** A deterministic sentence of `n` words for row `i`. */
function words(i: number, n: number, salt: number): string {
  const out: string[] = [];
  let x = (i + 1) * 2654435761 + salt * 40503;
  for (let k = 0; k < n; k++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(WORDS[x % WORDS.length]);
  }
  return out.join(' ');
}

/** Two-word queries from WORDS, each once (2,775 of them; then they repeat): every request misses the visitor cache. */
const DISTINCT: string[] = WORDS.flatMap((a, i) => WORDS.slice(i + 1).map((b) => `${a} ${b}`));
export const distinctQuery = (n: number) => DISTINCT[(n * 7919) % DISTINCT.length];
export const repeatedQuery = (n: number) => SEARCH_QUERIES[n % SEARCH_QUERIES.length];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Opens the runtime on `serverEnv` (migrations and demo seed), adds the rows of SEED, closes it. */
export async function seedSearchData(serverEnv: Record<string, string>): Promise<void> {
  // Demo mode, as the server runs: the demo talks (with 'Grit'), mentors and threads are seeded first.
  const env = loadEnv({ ...serverEnv, DEMO: '1', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const rt = await createRuntime(env, createLogger('silent'), { serveClient: false, seed: true });
  try {
    const db = rt.database.db;
    const now = Date.now();
    for (let start = 0; start < SEED.threads; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, SEED.threads - start) }, (_, j) => {
        const i = start + j;
        return { title: cap(words(i, 6, 1)), content: `${cap(words(i, 60, 2))}.`, category: 'General', author_name: `Bench author ${i % 300}`, created_at: new Date(now - i * 60_000) };
      });
      await db.insert(communityPosts).values(rows);
    }
    const talkRows = Array.from({ length: SEED.talks }, (_, i) => ({
      title: `${cap(words(i, 5, 3))}`,
      description: `${cap(words(i, 40, 4))}.`,
      speaker_name: `Speaker ${i + 1}`,
      event_date: new Date(now + (i - 250) * 86_400_000),
      event_time: '18:00',
      location: 'Online',
      event_type: i < 250 ? 'past' : 'upcoming',
      category: 'Career',
    }));
    await db.insert(changetalks).values(talkRows);
    const courseRows = await db
      .insert(courses)
      .values(Array.from({ length: SEED.lessons / 50 }, (_, i) => ({ slug: `bench-course-${i + 1}`, title: `Bench course ${i + 1}: ${words(i, 3, 5)}`, description: `${cap(words(i, 20, 6))}.`, level: 'Beginner', duration: '2 hours', rating: 4.5, position: 100 + i })))
      .returning({ id: courses.id });
    const lessonRows = courseRows.flatMap((c, ci) =>
      Array.from({ length: 50 }, (_, li) => ({ course_id: c.id, position: li + 1, title: cap(words(ci * 50 + li, 5, 7)), summary: `${cap(words(ci * 50 + li, 25, 8))}.`, duration_minutes: 20 })),
    );
    for (let s = 0; s < lessonRows.length; s += 1000) await db.insert(courseLessons).values(lessonRows.slice(s, s + 1000));
    // Fresh statistics, as autovacuum would have them on a live database.
    await db.execute(sql`analyze`);
  } finally {
    await rt.close();
  }
}

export interface SearchRun {
  label: string;
  /** Every request from one client address: the run shows the per-client limit, not the search's speed. */
  oneClient: boolean;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  errors: number;
  loadAvg: number;
}

export interface SearchBench {
  runs: SearchRun[];
  seedSeconds: number;
}

interface RunResult {
  duration: number;
  errors: number;
  latency: { p50: number; p97_5: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number | string }>;
}

/** A client address per request number: 10.x.y.z, distinct for the first 16 million requests. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function run(url: string, seconds: number, queryOf: (n: number) => string, opts: { oneClient?: boolean } = {}): Promise<RunResult> {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        pipelining: 1,
        timeout: 10,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req: Record<string, unknown>) => {
              const i = n++;
              return {
                ...req,
                path: `/api/search?q=${encodeURIComponent(queryOf(i))}`,
                headers: { 'x-forwarded-for': opts.oneClient ? '10.255.255.254' : clientAddress(i) },
              };
            },
          },
        ],
      },
      (err, result: RunResult) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Seeds PostgreSQL at `postgresUrl` (a new database), starts the server, measures. */
export async function runSearchBench(opts: { postgresUrl: string; quick: boolean; clientDir: string; log: (line: string) => void }): Promise<SearchBench> {
  const database = await openBenchDatabase('postgres', opts.postgresUrl);
  let child: Child | undefined;
  try {
    opts.log(`search: seeding ${fmt(SEED.threads)} threads, ${fmt(SEED.lessons)} lessons, ${SEED.talks} talks on PostgreSQL`);
    const t0 = Date.now();
    await seedSearchData(database.env);
    const seedSeconds = (Date.now() - t0) / 1000;
    const port = await freePort();
    child = spawnServer(port, { ...database.env, CLIENT_DIR: opts.clientDir, TRUST_PROXY: 'true' });
    const url = `http://127.0.0.1:${port}`;
    await waitFor200(`${url}/api/health/ready`, { timeoutMs: 90_000, child });
    // The answers are right before they are fast: 'grit' finds the talk, the typo finds the course.
    const check = async (q: string, title: string) => {
      const body = (await (await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`)).json()) as { groups: Array<{ hits: Array<{ title: string }> }> };
      if (!body.groups.some((g) => g.hits.some((h) => h.title === title))) throw new Error(`search for '${q}' did not find '${title}'`);
    };
    await check('grit', 'Grit: The Power of Passion and Perseverance');
    await check('finacial planing', 'Financial Planning for Startups');
    const warm = opts.quick ? 2 : 5;
    const measure = opts.quick ? 5 : 15;
    const runs: SearchRun[] = [];
    for (const [label, queryOf, oneClient] of [
      [`the ${SEARCH_QUERIES.length} queries in turn (visitors: mostly answered from the 2 s cache)`, repeatedQuery, false],
      ['a different two-word query every request (every request searches the database)', distinctQuery, false],
      [`one client alone, a different query every request (the per-client limit: ${SEARCH_RATE_LIMITS.perClient.max} a minute reach the database)`, distinctQuery, true],
    ] as const) {
      opts.log(`search: ${label}: warm-up ${warm}s, measure ${measure}s, ${CONNECTIONS} connections`);
      if (!oneClient) await run(url, warm, queryOf);
      await sleep(1000);
      const r = await run(url, measure, (n) => queryOf(n + (oneClient ? 500_000 : 100_000)), { oneClient });
      const statuses: Record<string, number> = {};
      let requests = 0;
      for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) {
        statuses[code] = Number(s.count);
        requests += statuses[code];
      }
      runs.push({ label, oneClient, rps: requests / r.duration, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max, requests, seconds: r.duration, statuses, errors: r.errors, loadAvg: os.loadavg()[0] });
    }
    return { runs, seedSeconds };
  } finally {
    await child?.stop().catch(() => {});
    await database.close();
  }
}

/** The one-client run against the limit: met when requests past the allowance were answered 429 and none failed. */
function limitResult(m: SearchRun): string {
  const limited = m.statuses['429'] ?? 0;
  const searched = m.statuses['200'] ?? 0;
  const held = limited > 0 && searched <= SEARCH_RATE_LIMITS.perClient.max * Math.ceil(m.seconds / 60 + 1) && m.errors === 0;
  return `${held ? 'limit held' : '**limit not held**'}: ${fmt(searched)} searched, ${fmt(limited)} answered 429`;
}

/** The report's section. */
export function searchReport(r: SearchBench | { error: string }): string {
  const head = [
    '## Site search (issue 24)',
    '',
    `GET /api/search?q=… on PostgreSQL with ${fmt(SEED.threads)} community threads, ${fmt(SEED.lessons)} lessons (rows of course_lessons, the table lessons are searched in) and ${SEED.talks} talks added to the demo data; ` +
      `${CONNECTIONS} connections, each request the next of ${SEARCH_QUERIES.length} queries (${SEARCH_QUERIES.map((q) => `'${q}'`).join(', ')}). Target: p99 ≤ ${SEARCH_P99_TARGET_MS} ms.`,
    '',
  ];
  if ('error' in r) return [...head, `**Not measured:** ${r.error}`].join('\n');
  return [
    ...head,
    table(
      ['queries', 'requests/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'requests', 'statuses', 'errors', 'load avg (1 min)', 'target: p99 ≤ 50 ms; one client limited'],
      r.runs.map((m) => [m.label, fmt(m.rps), fmt(m.p50, 1), fmt(m.p97_5, 1), fmt(m.p99, 1), fmt(m.max, 1), fmt(m.requests), Object.entries(m.statuses).map(([k, v]) => `${k}: ${fmt(v)}`).join(', '), fmt(m.errors), fmt(m.loadAvg, 2), m.oneClient ? limitResult(m) : mark(m.p99 <= SEARCH_P99_TARGET_MS)]),
    ),
    '',
    `Seeding took ${fmt(r.seedSeconds, 1)} s. The load average includes whatever else the machine was running.`,
  ].join('\n');
}
