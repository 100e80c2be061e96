/**
 * Reliability (issue 9): two server processes on one PostgreSQL database and one Redis behave as one site.
 *
 * Two real servers (`node dist/server/main.mjs`, what `npm start` runs) start at the same moment on a fresh database (so
 * migrations and the demo seed race too), with the same secret, REDIS_URL (Better Auth's secondary storage and
 * rate-limit store), a loopback SMTP peer, TRUST_PROXY (so each test has its own client address) and
 * REMINDER_SWEEP_INTERVAL_SECONDS=1 (both processes sweep for due reminders every second). Proven:
 *
 * - a session made by signing in on one process works on the other, and signing out on the other ends it on
 *   the first;
 * - rate limits are shared: Better Auth's per-address limit on password-reset requests (5 a minute) answers 429
 *   at the 6th request when the first 5 alternate between the processes, and the per-user post limit
 *   (10 per 10 minutes) lets exactly 10 of 14 concurrent posts through when they are split across both;
 * - registration counts stay exact: 60 concurrent registrations, split across both, for a talk with 40 seats
 *   give exactly 40 registered and 20 waitlisted, and `registrations_count` is 40; both processes work the one
 *   mail queue and each of the 40 confirmations arrives exactly once;
 * - talk reminders are sent once: registrations due a reminder (made before start and during the test, on
 *   both processes) each get exactly one reminder e-mail at the SMTP peer while both processes sweep.
 *
 * Runs only with RELIABILITY_TESTS=1 (CI sets it); then TEST_DATABASE_URL and REDIS_URL are required — the suite
 * fails rather than skips without them.
 */
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changetalkRegistrations, changetalks } from '~/server/db/schema';
import { ensureAccount } from '~/server/db/seed';
import { createTestDatabase } from '../support/databases';
import { type PreparedUser, type ServerProcess, insertUsersWithSessions, newSecret, prepareData, requireSetting, sleep, startServerProcess } from '../support/server-process';
import { type TestSmtpServer, startSmtpServer } from '../support/smtp';
import { call } from './http';

const HOUR = 3600_000;
const PASSWORD = 'tangerine-voyage-42';
const SEATS = 40;
const REGISTRANTS = 60;
const DUE_BEFORE_START = 20;
const DUE_DURING_TEST = 20;

/** A client address no other run shares (per-IP buckets live in the shared Redis). */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.runIf(process.env.RELIABILITY_TESTS === '1')('two server processes on one PostgreSQL and Redis', () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let dir: string;
  let smtp: TestSmtpServer;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let data: {
    signInEmail: string;
    seatsTalkId: string;
    dueTalkId: string;
    dueTitle: string;
    registrants: PreparedUser[];
    dueLater: PreparedUser[];
    dueBefore: PreparedUser[];
    poster: PreparedUser;
    admin: PreparedUser;
  };

  const servers = () => [a!, b!];

  beforeAll(async () => {
    const databaseBase = requireSetting('TEST_DATABASE_URL');
    const redisUrl = requireSetting('REDIS_URL');
    const database = await createTestDatabase(databaseBase);
    dropDatabase = database.drop;
    dir = mkdtempSync(path.join(tmpdir(), 'cp-two-'));
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(dir, 'data'),
      BETTER_AUTH_SECRET: newSecret(),
      TRUST_PROXY: 'true',
      REMINDER_SWEEP_INTERVAL_SECONDS: '1',
    };
    data = await prepareData(env, async (rt) => {
      const db = rt.database.db;
      const signInEmail = `two-servers-${randomInt(1e9)}@example.com`;
      await ensureAccount({ auth: rt.auth, db, email: signInEmail, name: 'Two Servers', password: PASSWORD, role: 'user' });
      const dueTitle = `Due soon ${randomInt(1e9)}`;
      const [seats, due] = await db
        .insert(changetalks)
        .values([
          { title: 'Forty seats', speaker_name: 'Asha Rao', event_date: new Date(Date.now() + 30 * 24 * HOUR), event_time: '18:00', location: 'Online', event_type: 'upcoming', duration: '45 min', capacity: SEATS },
          { title: dueTitle, speaker_name: 'Ravi Iyer', event_date: new Date(Date.now() + 3 * HOUR), event_time: null, location: 'Online', event_type: 'upcoming', duration: '60 min' },
        ])
        .returning({ id: changetalks.id });
      const registrants = await insertUsersWithSessions(rt, REGISTRANTS, { label: 'two-reg' });
      const dueBefore = await insertUsersWithSessions(rt, DUE_BEFORE_START, { label: 'two-due-early' });
      const dueLater = await insertUsersWithSessions(rt, DUE_DURING_TEST, { label: 'two-due-late' });
      const [poster] = await insertUsersWithSessions(rt, 1, { label: 'two-poster' });
      const [admin] = await insertUsersWithSessions(rt, 1, { label: 'two-admin', role: 'admin' });
      await db.insert(changetalkRegistrations).values(dueBefore.map((u) => ({ changetalk_id: due.id, user_id: u.id, status: 'registered' as const })));
      await db.update(changetalks).set({ registrations_count: DUE_BEFORE_START }).where(eq(changetalks.id, due.id));
      return { signInEmail, seatsTalkId: seats.id, dueTalkId: due.id, dueTitle, registrants, dueLater, dueBefore, poster, admin };
    });
    // Both at once: migrations, demo seed and the first reminder sweep race.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 480_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await dropDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a session made on one process works on the other, and signing out on the other ends it', async () => {
    const [one, two] = servers();
    const ip = freshIp();
    const res = await fetch(`${one.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: one.url, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: data.signInEmail, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');

    const onTwo = await call(two.url, '/api/auth/get-session', { cookie, headers: { 'x-forwarded-for': ip } });
    expect(onTwo.status).toBe(200);
    expect((onTwo.body as { user?: { email: string } } | null)?.user?.email).toBe(data.signInEmail);
    expect((await call(two.url, '/api/me/talks', { cookie })).status).toBe(200);

    const out = await call(two.url, '/api/auth/sign-out', { method: 'POST', cookie, json: {}, headers: { 'x-forwarded-for': ip } });
    expect(out.status).toBe(200);
    const afterOnOne = await call(one.url, '/api/auth/get-session', { cookie, headers: { 'x-forwarded-for': ip } });
    expect(afterOnOne.body).toBeNull();
    expect((await call(one.url, '/api/me/talks', { cookie })).status).toBe(401);
  });

  it("shares Better Auth's per-address limit: 5 reset requests alternating between the processes, the 6th is 429", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = servers()[i % 2];
      const r = await call(server.url, '/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: `nobody-${randomInt(1e9)}@example.com`, redirectTo: '/reset-password' },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shares the per-user post limit under concurrency: 10 of 14 posts split across both get through', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call(servers()[i % 2].url, '/api/community/posts', {
          method: 'POST',
          cookie: data.poster.cookie,
          json: { title: `Post ${i + 1}`, content: 'Counting across processes.', category: 'General' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('keeps registration counts exact: 60 concurrent registrations for 40 seats across both processes', async () => {
    const results = await Promise.all(
      data.registrants.map((u, i) => call(servers()[i % 2].url, `/api/talks/${data.seatsTalkId}/registration`, { method: 'POST', cookie: u.cookie })),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const byStatus = (s: string) => results.filter((r) => (r.body as { status: string }).status === s).length;
    expect(byStatus('registered')).toBe(SEATS);
    expect(byStatus('waitlisted')).toBe(REGISTRANTS - SEATS);

    for (const server of servers()) {
      const list = await call(server.url, '/api/admin/talks', { cookie: data.admin.cookie });
      const talk = (list.body as { talks: Array<{ id: string; registrations_count: number }> }).talks.find((t) => t.id === data.seatsTalkId);
      expect(talk?.registrations_count).toBe(SEATS);
    }
    const registrants = await call(a!.url, `/api/admin/talks/${data.seatsTalkId}/registrants`, { cookie: data.admin.cookie });
    const rows = (registrants.body as { registrants: Array<{ status: string }> }).registrants;
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(SEATS);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(REGISTRANTS - SEATS);

    // Both processes work the one mail queue: each of the 40 confirmations arrives exactly once (issue 18).
    const confirmations = () => smtp.messages.filter((m) => m.subject === "You're registered: Forty seats");
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && confirmations().length < SEATS) await sleep(100);
    await sleep(2_000);
    const perRecipient = new Map<string, number>();
    for (const m of confirmations()) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(SEATS);
    expect([...perRecipient.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(confirmations().map((m) => m.messageId)).size).toBe(SEATS);
  });

  it('sends each talk reminder once while both processes sweep every second', { timeout: 120_000 }, async () => {
    const late = await Promise.all(
      data.dueLater.map((u, i) => call(servers()[i % 2].url, `/api/talks/${data.dueTalkId}/registration`, { method: 'POST', cookie: u.cookie })),
    );
    expect(late.map((r) => r.status)).toEqual(late.map(() => 201));

    const expected = [...data.dueBefore, ...data.dueLater].map((u) => u.email.toLowerCase());
    const reminders = () => smtp.messages.filter((m) => m.subject === `Reminder: ${data.dueTitle} is tomorrow`);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && new Set(reminders().flatMap((m) => m.to)).size < expected.length) await sleep(250);
    // Several more sweeps of both processes: nobody may get a second one.
    await sleep(3_500);

    const perRecipient = new Map<string, number>();
    for (const m of reminders()) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(expected.filter((e) => perRecipient.get(e) !== 1).map((e) => `${e}: ${perRecipient.get(e) ?? 0}`), 'recipients without exactly one reminder').toEqual([]);
    expect(reminders()).toHaveLength(expected.length);
  });
});
