/**
 * Reliability (issue 9): kill -9 while the server acknowledges writes loses nothing it acknowledged.
 *
 * On PGlite (a DATA_DIR folder) and on PostgreSQL (a fresh database), five runs each on the same data: the real
 * server process (`node dist/server/main.mjs`, what `npm start` runs) is started, distinct signed-in users send talk
 * registrations, community posts and likes of one shared post 16 at a time, and once a third of the run's
 * writes are acknowledged the process gets SIGKILL with requests still in flight. The server is started again
 * on the same data — it must recover (stale PGlite lock taken over, WAL replayed) and answer ready — and,
 * before it takes the next run's load:
 *
 * - every registration answered 201 is in the talk's registrant list with status `registered`, and the talk's
 *   `registrations_count` equals its registered rows (the counter and the row commit together or not at all);
 * - every post answered 201 can be read back;
 * - after the fifth run, with the server stopped, the database itself is read: every acknowledged registration,
 *   post and like is a row, and every talk's `registrations_count` and every post's `likes_count` equals its
 *   rows.
 *
 * Slow (six server starts per database; ≈ 1 min each on a quiet 2-core machine): runs only with RELIABILITY_TESTS=1 (CI sets it); then
 * TEST_DATABASE_URL is required — the PostgreSQL half fails rather than skips without it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '~/server/db';
import { changetalkRegistrations, changetalks, communityLikes, communityPosts } from '~/server/db/schema';
import { createTestDatabase } from '../support/databases';
import { type PreparedUser, type ServerProcess, insertUsersWithSessions, newSecret, prepareData, requireSetting, startServerProcess } from '../support/server-process';
import { call, runPool } from './http';

const RUNS = 5;
const USERS_PER_RUN = 60;
const CONCURRENCY = 16;
const DAY = 24 * 3600_000;

interface Prepared {
  talkIds: string[];
  likePostId: string;
  users: PreparedUser[];
  admin: PreparedUser;
}

interface Acknowledged {
  registrations: Array<{ talkId: string; user: PreparedUser }>;
  postIds: string[];
  likes: PreparedUser[];
}

async function prepare(env: Record<string, string>): Promise<Prepared> {
  return prepareData(env, async (rt) => {
    const db = rt.database.db;
    const talks = await db
      .insert(changetalks)
      .values(
        Array.from({ length: RUNS }, (_, i) => ({
          title: `Kill -9 run ${i + 1}`,
          speaker_name: 'Asha Rao',
          event_date: new Date(Date.now() + 30 * DAY),
          event_time: '18:00',
          location: 'Online',
          event_type: 'upcoming' as const,
          duration: '45 min',
          capacity: null,
        })),
      )
      .returning({ id: changetalks.id });
    const users = await insertUsersWithSessions(rt, RUNS * USERS_PER_RUN, { label: 'kill9' });
    const [admin] = await insertUsersWithSessions(rt, 1, { label: 'kill9-admin', role: 'admin' });
    const [post] = await db
      .insert(communityPosts)
      .values({ title: 'Like me through the crash', content: 'Every acknowledged like must survive.', category: 'General', user_id: admin.id, author_name: 'Admin' })
      .returning({ id: communityPosts.id });
    return { talkIds: talks.map((t) => t.id), likePostId: post.id, users, admin };
  });
}

/** One run on a started server: write concurrently, SIGKILL mid-stream; returns what was acknowledged. */
async function crashRun(server: ServerProcess, data: Prepared, run: number): Promise<Acknowledged & { inFlightAtKill: number }> {
  const talkId = data.talkIds[run];
  const users = data.users.slice(run * USERS_PER_RUN, (run + 1) * USERS_PER_RUN);
  const ack: Acknowledged = { registrations: [], postIds: [], likes: [] };
  const total = users.length * 3;
  let acked = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const killAt = Math.floor(total / 3) + Math.floor(Math.random() * 10);
  const afterAck = () => {
    acked++;
    if (!killed && acked >= killAt) {
      killed = true;
      inFlightAtKill = inFlight;
      server.signal('SIGKILL');
    }
  };
  const tasks = users.flatMap((user, i) => [
    async () => {
      inFlight++;
      const r = await call(server.url, `/api/talks/${talkId}/registration`, { method: 'POST', cookie: user.cookie });
      inFlight--;
      if (r.status === 201) {
        ack.registrations.push({ talkId, user });
        afterAck();
      } else if (r.status !== 0) throw new Error(`registration answered ${r.status}: ${JSON.stringify(r.body)}`);
    },
    async () => {
      inFlight++;
      const r = await call(server.url, '/api/community/posts', {
        method: 'POST',
        cookie: user.cookie,
        json: { title: `Run ${run + 1} post ${i + 1}`, content: 'Written while the server may die.', category: 'General' },
      });
      inFlight--;
      if (r.status === 201) {
        ack.postIds.push((r.body as { post: { id: string } }).post.id);
        afterAck();
      } else if (r.status !== 0) throw new Error(`post answered ${r.status}: ${JSON.stringify(r.body)}`);
    },
    async () => {
      inFlight++;
      const r = await call(server.url, `/api/community/posts/${data.likePostId}/like`, { method: 'PUT', cookie: user.cookie });
      inFlight--;
      if (r.status === 200) {
        ack.likes.push(user);
        afterAck();
      } else if (r.status !== 0) throw new Error(`like answered ${r.status}: ${JSON.stringify(r.body)}`);
    },
  ]);
  try {
    await runPool(tasks, CONCURRENCY, () => killed);
    const { signal } = await server.exited;
    expect(signal, 'the server was killed mid-stream, not stopped by itself').toBe('SIGKILL');
  } finally {
    server.signal('SIGKILL');
    await server.exited;
  }
  return { ...ack, inFlightAtKill };
}

/** After a crash: the fresh process on the same data shows every write of the run it acknowledged. */
async function checkAfterRestart(server: ServerProcess, data: Prepared, run: number, ack: Acknowledged): Promise<void> {
  {
    const talkId = data.talkIds[run];
    const registrants = await call(server.url, `/api/admin/talks/${talkId}/registrants`, { cookie: data.admin.cookie });
    expect(registrants.status).toBe(200);
    const rows = (registrants.body as { registrants: Array<{ email: string; status: string }> }).registrants;
    const registered = new Set(rows.filter((r) => r.status === 'registered').map((r) => r.email));
    const missing = ack.registrations.filter((a) => !registered.has(a.user.email));
    expect(missing, `run ${run + 1}: acknowledged registrations lost after kill -9`).toEqual([]);

    const talks = await call(server.url, '/api/admin/talks', { cookie: data.admin.cookie });
    const talk = (talks.body as { talks: Array<{ id: string; registrations_count: number }> }).talks.find((t) => t.id === talkId);
    expect(talk?.registrations_count, `run ${run + 1}: registrations_count equals the registered rows`).toBe(registered.size);

    const lostPosts: string[] = [];
    await runPool(
      ack.postIds.map((id) => async () => {
        const r = await call(server.url, `/api/community/posts/${id}`);
        if (r.status !== 200) lostPosts.push(`${id}: ${r.status}`);
      }),
      8,
    );
    expect(lostPosts, `run ${run + 1}: acknowledged posts lost after kill -9`).toEqual([]);
  }
}

/** With no server running: the rows themselves, and every counter against its rows. */
async function checkDatabase(env: Record<string, string>, data: Prepared, all: Acknowledged): Promise<void> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const db = handle.db;
    const regRows = await db
      .select({ talkId: changetalkRegistrations.changetalk_id, userId: changetalkRegistrations.user_id })
      .from(changetalkRegistrations)
      .where(and(inArray(changetalkRegistrations.changetalk_id, data.talkIds), eq(changetalkRegistrations.status, 'registered')));
    const regSet = new Set(regRows.map((r) => `${r.talkId}/${r.userId}`));
    expect(all.registrations.filter((a) => !regSet.has(`${a.talkId}/${a.user.id}`))).toEqual([]);

    const postRows = await db.select({ id: communityPosts.id }).from(communityPosts).where(inArray(communityPosts.id, all.postIds));
    expect(postRows.length).toBe(all.postIds.length);

    const likeRows = await db.select({ userId: communityLikes.user_id }).from(communityLikes).where(eq(communityLikes.post_id, data.likePostId));
    const likers = new Set(likeRows.map((r) => r.userId));
    expect(all.likes.filter((u) => !likers.has(u.id))).toEqual([]);

    const talkCounters = await db.execute(sql`
      select t.id, t.registrations_count as counter,
        (select count(*)::int from changetalk_registrations r where r.changetalk_id = t.id and r.status = 'registered') as rows
      from changetalks t`);
    for (const t of (talkCounters as unknown as { rows: Array<{ id: string; counter: number; rows: number }> }).rows) {
      expect(Number(t.counter), `talk ${t.id}: registrations_count equals its rows`).toBe(Number(t.rows));
    }
    const postCounters = await db.execute(sql`
      select p.id, p.likes_count as counter, (select count(*)::int from community_likes l where l.post_id = p.id) as rows
      from community_posts p`);
    for (const p of (postCounters as unknown as { rows: Array<{ id: string; counter: number; rows: number }> }).rows) {
      expect(Number(p.counter), `post ${p.id}: likes_count equals its rows`).toBe(Number(p.rows));
    }
  } finally {
    await handle.close();
  }
}

/**
 * Five crashes on one data set. The process started after crash n first checks run n's writes, then takes
 * run n+1's load and is killed in turn (6 starts per database, not 10: starting is the slow part).
 */
async function crashFiveTimes(env: Record<string, string>): Promise<void> {
  const data = await prepare(env);
  const all: Acknowledged = { registrations: [], postIds: [], likes: [] };
  let previous: Acknowledged | null = null;
  for (let run = 0; run <= RUNS; run++) {
    const server = await startServerProcess(env);
    try {
      if (previous) await checkAfterRestart(server, data, run - 1, previous);
      if (run === RUNS) break;
      const ack = await crashRun(server, data, run);
      expect(ack.registrations.length + ack.postIds.length + ack.likes.length, `run ${run + 1}: writes were acknowledged before the kill`).toBeGreaterThan(0);
      expect(ack.inFlightAtKill, `run ${run + 1}: requests were in flight at the kill`).toBeGreaterThan(0);
      all.registrations.push(...ack.registrations);
      all.postIds.push(...ack.postIds);
      all.likes.push(...ack.likes);
      previous = ack;
    } finally {
      await server.stop();
    }
  }
  await checkDatabase(env, data, all);
}

describe.runIf(process.env.RELIABILITY_TESTS === '1')('kill -9 while acknowledging writes', () => {
  it('PGlite: every acknowledged registration, post and like survives 5 of 5 crashes', { timeout: 900_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-kill9-'));
    try {
      await crashFiveTimes({ DATA_DIR: path.join(dir, 'data'), BETTER_AUTH_SECRET: newSecret() });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL: every acknowledged registration, post and like survives 5 of 5 crashes', { timeout: 900_000 }, async () => {
    const database = await createTestDatabase(requireSetting('TEST_DATABASE_URL'));
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-kill9-pg-'));
    try {
      await crashFiveTimes({ DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data'), BETTER_AUTH_SECRET: newSecret() });
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
