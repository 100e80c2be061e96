/**
 * Reliability (issue 9): SIGTERM under load loses no request that was already sent.
 *
 * The real server (`node dist/server/main.mjs`, what `npm start` runs) on a PGlite DATA_DIR, with the language model pointed
 * at a loopback stub that streams slowly, takes a steady mix of requests from 16 clients — public reads (talk
 * list, post list), talk registrations by distinct signed-in users, posts — plus three AI chat answers
 * streaming at the moment of the signal. Then SIGTERM:
 *
 * - every request in flight at the signal (sent before it, not yet answered) completes with its normal status
 *   (no reset, refused or 5xx), and the chat streams, still streaming at the signal, arrive whole;
 * - the process exits by itself, with code 0, within 10 s of the signal;
 * - the folder reopens cleanly: a new process starts on it, answers /api/health/ready, and shows every
 *   registration that was acknowledged, with `registrations_count` equal to the registered rows;
 * - connections the kernel completed but the process had not yet accepted when the signal came (held there by
 *   SIGSTOP) are accepted and answered, not reset by the closing listener.
 *
 * Slow (server starts): runs only with RELIABILITY_TESTS=1 (CI sets it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changetalks, communityPosts } from '~/server/db/schema';
import { type LlmStub, startLlmStub } from '../support/llm-stub';
import { type PreparedUser, type ServerProcess, insertUsersWithSessions, newSecret, prepareData, sleep, startServerProcess } from '../support/server-process';
import { type CallResult, call } from './http';

const CLIENTS = 16;
const USERS = 600;
/** Requests completed before the signal, so the server is warm and busy when it comes. */
const BEFORE_SIGNAL = 150;
const EXIT_BOUND_MS = 10_000;
const STREAM_TEXT = 'Draining keeps this whole answer: one, two, three, four, five, six.';

describe.runIf(process.env.RELIABILITY_TESTS === '1')('SIGTERM under load (PGlite)', () => {
  let dir: string;
  let stub: LlmStub;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-sigterm-'));
    stub = await startLlmStub('ok', { text: STREAM_TEXT, chunks: 6, chunkDelayMs: 250 });
    env = { DATA_DIR: path.join(dir, 'data'), BETTER_AUTH_SECRET: newSecret(), LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'stub-model' };
  });

  afterAll(async () => {
    await server?.stop();
    await stub?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('completes every in-flight request, exits within 10 s, and the folder reopens cleanly', { timeout: 600_000 }, async () => {
    const data = await prepareData(env, async (rt) => {
      const [talk] = await rt.database.db
        .insert(changetalks)
        .values({ title: 'Drain me', speaker_name: 'Asha Rao', event_date: new Date(Date.now() + 30 * 24 * 3600_000), event_time: '18:00', location: 'Online', event_type: 'upcoming', duration: '45 min' })
        .returning({ id: changetalks.id });
      const users = await insertUsersWithSessions(rt, USERS, { label: 'sigterm' });
      const [admin] = await insertUsersWithSessions(rt, 1, { label: 'sigterm-admin', role: 'admin' });
      await rt.database.db.insert(communityPosts).values({ title: 'A post to list', content: 'Hello.', category: 'General', user_id: admin.id, author_name: 'Admin' });
      return { talkId: talk.id, users, admin };
    });

    const srv = await startServerProcess(env);
    server = srv;
    const results: Array<CallResult & { what: string }> = [];
    let signalledAt = Infinity;
    let nextUser = 0;
    const takeUser = (): PreparedUser | undefined => data.users[nextUser++];
    const record = (what: string, r: CallResult) => {
      results.push({ ...r, what });
      return r;
    };

    const oneRequest = async (i: number) => {
      const kind = i % 4;
      if (kind === 0) return record('GET /api/talks', await call(srv.url, '/api/talks'));
      if (kind === 1) return record('GET /api/community/posts', await call(srv.url, '/api/community/posts'));
      const user = takeUser();
      if (!user) return record('GET /api/talks', await call(srv.url, '/api/talks'));
      if (kind === 2) return record('POST registration', await call(srv.url, `/api/talks/${data.talkId}/registration`, { method: 'POST', cookie: user.cookie }));
      return record('POST post', await call(srv.url, '/api/community/posts', { method: 'POST', cookie: user.cookie, json: { title: 'Sent while stopping', content: 'Should be kept.', category: 'General' } }));
    };

    let counter = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!srv.hasExited && Date.now() < signalledAt + EXIT_BOUND_MS + 2_000) {
        const r = await oneRequest(counter++);
        if (r.status === 0) await sleep(20); // refused after the listener closed: expected once the signal is sent
      }
    });

    // Wait until the server is busy, then start streams that will still be streaming at the signal.
    while (results.length < BEFORE_SIGNAL) await sleep(10);
    const chatUsers = [takeUser()!, takeUser()!, takeUser()!];
    const streams = chatUsers.map(async (u) => {
      const startedAt = Date.now();
      const res = await fetch(`${srv.url}/api/ai/chat`, {
        method: 'POST',
        headers: { cookie: u.cookie, origin: srv.url, 'content-type': 'application/json' },
        body: JSON.stringify({ userInput: 'Plan my move into data science', toolType: 'career-guidance' }),
      });
      const text = await res.text();
      return { status: res.status, text, startedAt };
    });
    // The first chunk is on its way once the stub has seen all three requests.
    while (stub.requests.length < 3) await sleep(10);
    await sleep(300);

    signalledAt = Date.now();
    srv.signal('SIGTERM');
    const { code } = await srv.exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(clients);
    const chats = await Promise.all(streams);

    // In flight at the signal: sent before it, not yet answered when it was sent. (A request that failed earlier
    // is not about shutdown: on a machine stalled for seconds, Node's 5 s keep-alive timer can close a connection
    // a client is just reusing — the keep-alive race — and that is reported by the test output, not judged here.)
    const inFlight = results.filter((r) => r.startedAt < signalledAt && r.endedAt >= signalledAt);
    const failed = inFlight.filter((r) => r.status === 0 || r.status >= 500);
    expect(results.filter((r) => r.startedAt < signalledAt).length).toBeGreaterThanOrEqual(BEFORE_SIGNAL);
    expect(inFlight.length, 'requests were in flight at the signal').toBeGreaterThan(0);
    expect(failed.map((r) => `${r.what}: ${r.status} ${r.error ?? ''} (sent ${signalledAt - r.startedAt} ms before the signal)`), 'requests in flight at SIGTERM that failed').toEqual([]);
    expect(inFlight.filter((r) => r.status >= 400).map((r) => `${r.what}: ${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const earlier = results.filter((r) => r.endedAt < signalledAt && (r.status === 0 || r.status >= 500));
    if (earlier.length) console.warn(`${earlier.length} request(s) failed before SIGTERM (not judged): ${earlier.map((r) => `${r.what} ${r.error ?? r.status}`).join('; ')}`);
    for (const chat of chats) {
      expect(chat.status).toBe(200);
      expect(chat.text).toBe(STREAM_TEXT);
    }
    expect(code, `exit code (server output:\n${srv.output()})`).toBe(0);
    expect(exitMs, 'the process exits within 10 s of SIGTERM').toBeLessThan(EXIT_BOUND_MS);

    const registered = results.filter((r) => r.what === 'POST registration' && r.status === 201).length;
    expect(registered).toBeGreaterThan(0);

    // The folder reopens cleanly, with everything acknowledged.
    const again = await startServerProcess(env);
    server = again;
    const ready = await call(again.url, '/api/health/ready');
    expect(ready.status).toBe(200);
    const registrants = await call(again.url, `/api/admin/talks/${data.talkId}/registrants`, { cookie: data.admin.cookie });
    const rows = (registrants.body as { registrants: Array<{ status: string }> }).registrants.filter((r) => r.status === 'registered');
    expect(rows.length).toBeGreaterThanOrEqual(registered);
    const talks = await call(again.url, '/api/talks');
    const talk = (talks.body as { talks: Array<{ id: string; registrations_count: number }> }).talks.find((t) => t.id === data.talkId);
    expect(talk?.registrations_count).toBe(rows.length);
    await again.stop();
    expect(again.hasExited).toBe(true);
  });

  it('answers the connections still waiting to be accepted when the signal comes', { timeout: 120_000 }, async () => {
    // A process busy on its one thread (PGlite works there) leaves new connections in the kernel's queue; the
    // signal is then read in the same turn as they are. Stopping the process with SIGSTOP makes that moment
    // certain: the kernel completes the handshakes and holds the requests, and SIGTERM waits for SIGCONT.
    const srv = await startServerProcess(env);
    server = srv;
    expect((await call(srv.url, '/api/talks')).status).toBe(200);
    srv.signal('SIGSTOP');
    const waiting = Array.from({ length: 12 }, () => call(srv.url, '/api/talks'));
    await sleep(500);
    srv.signal('SIGTERM');
    await sleep(100);
    srv.signal('SIGCONT');
    const answers = await Promise.all(waiting);
    expect(answers.map((r) => r.status || r.error)).toEqual(answers.map(() => 200));
    const { code } = await srv.exited;
    expect(code, `exit code (server output:\n${srv.output()})`).toBe(0);
  });
});
