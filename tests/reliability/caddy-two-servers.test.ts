/**
 * Reliability (issue 25): the production shape of deploy/ on this machine, without Docker. Caddy (Debian's package)
 * serves https on a free loopback port with its internal CA (`local_certs`), in front of two real server processes
 * in production mode (NODE_ENV=production, TRUST_PROXY) on one PostgreSQL database and one Redis. The site block is
 * deploy/Caddyfile's own (round robin, retries while a process is down, health checks on /api/health/ready,
 * X-Request-Id); only the global options are the test's (internal CA, no admin endpoint, loopback, temp storage).
 * The client trusts Caddy's root certificate and nothing else.
 *
 * Request ids: a request through Caddy carries Caddy's id (`header_up X-Request-Id {http.request.uuid}`, which
 * replaces one the client sent), and the same id is in the app's answer header, its error body, the app's log line
 * for the request and Caddy's access log entry.
 *
 * A person signs in, registers for a talk and chats, then goes on (reading their talks, their session, pages,
 * sending more chat messages) through two outages: process b crashes (SIGKILL) and is started again, then process a
 * is stopped (SIGTERM with SHUTDOWN_DRAIN_SECONDS=3, as deploy/compose.yaml sets it: not ready for 3 s while still
 * serving, so Caddy's health check takes it out before its listener closes; then draining what it has in hand) and
 * started again; the person keeps writing through the stop. While each is down the person also signs in
 * again, registers for another talk with that new session and chats. Proven:
 * - every request the person made was answered 2xx through Caddy (none lost to the stopped process);
 * - nothing they did is lost: each registration is there once, every chat message they sent is in the
 *   conversation with an answer after it;
 * - they stay signed in throughout, every session they made works on both processes after the restarts, and each
 *   restarted process served them again (its own /metrics count their requests).
 * The crash comes between two of the person's requests: a request in flight on a process that crashes dies with it
 * (Caddy answers 502; it retries only requests it could not deliver), which no proxy can undo.
 *
 * Runs only with RELIABILITY_TESTS=1; then TEST_DATABASE_URL, REDIS_URL and the `caddy` binary are required — the
 * suite fails rather than skips without them (.ci/run installs caddy).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changetalks } from '~/server/db/schema';
import { ensureAccount } from '~/server/db/seed';
import { CHAT_RATE_LIMIT } from '~/server/features/ai/ai.service';
import { createTestDatabase } from '../support/databases';
import { type ServerProcess, freePort, newSecret, prepareData, requireSetting, sleep, startServerProcess } from '../support/server-process';
import { type TestSmtpServer, startSmtpServer } from '../support/smtp';

const DEPLOY_CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
const PASSWORD = 'tangerine-voyage-42';
const METRICS_TOKEN = 'caddy-test-metrics-token-0123';
/** deploy/Caddyfile's health_interval (2 s) and a margin: by then Caddy has taken a stopped process out. */
const CADDY_NOTICES_MS = 2_500;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: unknown;
  error?: string;
}

describe.runIf(process.env.RELIABILITY_TESTS === '1')('two server processes behind Caddy (TLS), one crashed and the other stopped, each started again', () => {
  let dir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let smtp: TestSmtpServer | undefined;
  let caddy: ChildProcess | undefined;
  let caddyOutput = '';
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let env: Record<string, string>;
  let site: string;
  let agent: Agent;
  let talkIds: string[];
  const email = `caddy-${randomInt(1e9)}@example.com`;

  /** One request through Caddy over https, trusting only Caddy's root certificate. Never throws. */
  function call(pathname: string, opts: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (method !== 'GET') headers.origin = site;
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    if (body !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve) => {
      const req = httpsRequest(`${site}${pathname}`, { method, headers, agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
        });
        res.on('error', (err) => resolve({ status: 0, headers: {}, text: '', body: null, error: String(err) }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve({ status: 0, headers: {}, text: '', body: null, error: String(err) }));
      req.end(body);
    });
  }

  /** The deploy Caddyfile's site block under the test's global options. */
  function caddyfile(storage: string): string {
    const deployed = readFileSync(DEPLOY_CADDYFILE, 'utf8');
    const siteBlock = deployed.slice(deployed.indexOf('{$SITE_ADDRESS}'));
    expect(siteBlock.length, 'deploy/Caddyfile has a {$SITE_ADDRESS} site block').toBeGreaterThan(50);
    return `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\tauto_https disable_redirects\n\tdefault_bind 127.0.0.1\n\tstorage file_system ${storage}\n}\n\n${siteBlock}`;
  }

  beforeAll(async () => {
    const databaseBase = requireSetting('TEST_DATABASE_URL');
    const redisUrl = requireSetting('REDIS_URL');
    if (spawnSync('caddy', ['version']).status !== 0) throw new Error('RELIABILITY_TESTS=1 needs caddy (apt-get install -y caddy; .ci/run installs it); refusing to skip.');
    dir = mkdtempSync(path.join(tmpdir(), 'cp-caddy-'));
    const database = await createTestDatabase(databaseBase);
    dropDatabase = database.drop;
    smtp = await startSmtpServer();
    const [caddyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    site = `https://localhost:${caddyPort}`;
    env = {
      NODE_ENV: 'production',
      DEMO: '0',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(dir, 'data'),
      BETTER_AUTH_SECRET: newSecret(),
      PUBLIC_URL: site,
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      SHUTDOWN_DRAIN_SECONDS: '3',
    };
    talkIds = await prepareData(env, async (rt) => {
      await ensureAccount({ auth: rt.auth, db: rt.database.db, email, name: 'Caddy Person', password: PASSWORD, role: 'user' });
      const talks = await rt.database.db
        .insert(changetalks)
        .values(
          ['Behind the proxy', 'After the crash', 'During the drain'].map((title, i) => ({
            title,
            speaker_name: 'Asha Rao',
            event_date: new Date(Date.now() + (20 + i) * 24 * 3600_000),
            event_time: '18:00',
            location: 'Online',
            event_type: 'upcoming' as const,
            duration: '45 min',
            capacity: 50,
          })),
        )
        .returning({ id: changetalks.id });
      return talks.map((t) => t.id);
    });
    [a, b] = await Promise.all([startServerProcess({ ...env, PUBLIC_URL: site }, { port: portA }), startServerProcess({ ...env, PUBLIC_URL: site }, { port: portB })]);

    const storage = path.join(dir, 'caddy-storage');
    for (const d of ['xdg-data', 'xdg-config', 'home']) mkdirSync(path.join(dir, d), { recursive: true });
    writeFileSync(path.join(dir, 'Caddyfile'), caddyfile(storage));
    caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: path.join(dir, 'home'),
        XDG_DATA_HOME: path.join(dir, 'xdg-data'),
        XDG_CONFIG_HOME: path.join(dir, 'xdg-config'),
        SITE_ADDRESS: site,
        APP_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (buf: Buffer) => (caddyOutput = (caddyOutput + buf.toString()).slice(-262_144));
    caddy.stdout!.on('data', keep);
    caddy.stderr!.on('data', keep);
    process.once('exit', () => caddy?.kill('SIGKILL'));
    const rootCert = path.join(storage, 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    while (!existsSync(rootCert) && Date.now() < deadline) await sleep(100);
    if (!existsSync(rootCert)) throw new Error(`Caddy made no root certificate:\n${caddyOutput}`);
    agent = new Agent({ keepAlive: true, ca: readFileSync(rootCert) });
    for (;;) {
      const live = await call('/api/health/live');
      if (live.status === 200) break;
      if (Date.now() > deadline) throw new Error(`Caddy did not answer over https: ${live.status} ${live.error ?? live.text}\n${caddyOutput}`);
      await sleep(200);
    }
  }, 300_000);

  afterAll(async () => {
    agent?.destroy();
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM');
      await new Promise((r) => caddy!.once('exit', r));
    }
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await dropDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Requests counted by one process's /metrics (read directly, not through Caddy), for `route`. */
  async function servedBy(server: ServerProcess, route: string): Promise<number> {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    let total = 0;
    for (const line of (await res.text()).split('\n')) {
      if (line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return total;
  }


  /** Caddy's last error lines (why it answered 502), for failure messages. */
  const caddyErrors = () =>
    caddyOutput
      .split('\n')
      .filter((l) => l.includes('"level":"error"'))
      .slice(-5)
      .join('\n');

  /** Polls `check` every 100 ms for up to `ms`; true once it holds. */
  async function eventually(check: () => boolean, ms = 5_000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) return false;
      await sleep(100);
    }
    return true;
  }

  it("carries Caddy's request id to the app: in the answer, its error body, the app's log line and Caddy's log", { timeout: 60_000 }, async () => {
    // A client's own id is replaced by Caddy's (header_up sets it), so a client cannot choose the id in the logs.
    const chosen = 'client-chosen-id-0123456789';
    const refused = await call('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'not-the-password-1' }, headers: { 'x-request-id': chosen } });
    expect(refused.status).toBe(401);
    const id = String(refused.headers['x-request-id'] ?? '');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).not.toBe(chosen);
    expect((refused.body as { requestId?: string }).requestId).toBe(id);
    // The app logged the refused sign-in (Better Auth's warning, through pino) with that id, as JSON.
    const appLine = () =>
      [a!, b!]
        .flatMap((s) => s.output().split('\n'))
        .find((l) => l.includes(`"requestId":"${id}"`));
    expect(await eventually(() => appLine() !== undefined), `an app log line with requestId ${id}`).toBe(true);
    expect(JSON.parse(appLine()!)).toMatchObject({ requestId: id, msg: '[Better Auth] Invalid password' });
    // Caddy's access log has the request, with the same id in the answer's headers.
    const caddyLine = () =>
      caddyOutput
        .split('\n')
        .filter((l) => l.startsWith('{') && l.includes('"http.log.access'))
        .map((l) => JSON.parse(l) as { request: { uri: string }; resp_headers?: Record<string, string[]> })
        .find((e) => e.resp_headers?.['X-Request-Id']?.[0] === id);
    expect(await eventually(() => caddyLine() !== undefined), `a Caddy access log entry answered with X-Request-Id ${id}`).toBe(true);
    expect(caddyLine()!.request.uri).toBe('/api/auth/sign-in/email');
  });

  it('keeps a signed-in person’s sessions, registrations and chat through a crash (SIGKILL) of one process and a stop (SIGTERM) of the other', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const expectOk = (what: string, r: Answer) => {
      if (r.status < 200 || r.status >= 300) failures.push(`${what}: ${r.status} ${r.error ?? r.text.slice(0, 200)}`);
      return r;
    };
    /** Signs in through Caddy; production cookies are __Secure- ones. */
    const signIn = async (what: string) => {
      const res = expectOk(what, await call('/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } }));
      expect(res.status, `${what}: ${caddyErrors()}`).toBe(200);
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      expect(cookie).toContain('__Secure-');
      return cookie;
    };

    const cookie = await signIn('sign in');
    const cookies = [cookie];
    expect(expectOk('register', await call(`/api/talks/${talkIds[0]}/registration`, { method: 'POST', cookie })).status).toBe(201);
    const sent: string[] = [];
    const asidesSent: Array<{ conversationId: string; question: string; cookie: string }> = [];
    const firstQuestion = 'How do I move from teaching into product management?';
    const first = expectOk('first chat', await call('/api/ai/chat', { method: 'POST', cookie, json: { userInput: firstQuestion } }));
    expect(first.status).toBe(200);
    expect(first.text.length).toBeGreaterThan(20);
    sent.push(firstQuestion);
    const conversationId = String(first.headers['x-conversation-id']);

    // The person goes on throughout. `hold` parks them between two rounds (for the crash, see the module docstring).
    // Their follow-up questions are spaced so that they, with the first question and the two asked while a process is
    // down, stay within the chat's per-person limit: reads are fast, and a loop that chatted every third round sent
    // more than 20 messages a minute whenever the restarts were quick, which the product refuses with 429 by design.
    const chatSpacingMs = (CHAT_RATE_LIMIT.windowSeconds * 1000) / (CHAT_RATE_LIMIT.max - 5);
    let lastChatAt = Date.now();
    let round = 0;
    let stop = false;
    // `readsOnly`: between a process going down and Caddy's health check noticing it, the person only reads (see below).
    const gate: { hold: Promise<void> | null; parked: (() => void) | null; release: () => void; readsOnly: boolean } = {
      hold: null,
      parked: null,
      release: () => {},
      readsOnly: false,
    };
    const person = (async () => {
      while (!stop) {
        if (gate.hold) {
          gate.parked?.();
          await gate.hold;
        }
        round++;
        const session = expectOk(`session ${round}`, await call('/api/auth/get-session', { cookie }));
        if ((session.body as { user?: { email: string } } | null)?.user?.email !== email) failures.push(`session ${round}: signed out (${session.text.slice(0, 120)})`);
        const mine = expectOk(`my talks ${round}`, await call('/api/me/talks', { cookie }));
        if ((mine.body as { statuses?: Record<string, string> } | null)?.statuses?.[talkIds[0]] !== 'registered') failures.push(`my talks ${round}: ${mine.text.slice(0, 200)}`);
        expectOk(`page ${round}`, await call('/changetalks', { cookie }));
        if (round % 3 === 0 && !gate.readsOnly && Date.now() - lastChatAt >= chatSpacingMs) {
          lastChatAt = Date.now();
          const question = `Follow-up ${round}: which course should I take first?`;
          const chat = expectOk(`chat ${round}`, await call('/api/ai/chat', { method: 'POST', cookie, json: { userInput: question, conversationId } }));
          if (chat.status === 200) sent.push(question);
        }
      }
    })();

    /**
     * Takes one process down (`SIGKILL` between two of the person's rounds, or `SIGTERM` while they go on); while it
     * is down the person signs in again, registers for `talkId` with that session and chats; then it is started again
     * on its port and the phase waits until it serves the person again. Returns the restarted process and a summary.
     *
     * NOTE: until Caddy's health check (every 2 s) has taken the process out, a request sent to it is retried on the
     * other after the refused connection; Debian's Caddy 2.6 does that for requests without a body (the person's
     * reads, which go on throughout), but sends a POST with a body to the retry with its body already closed and
     * answers 502 ("invalid Read on closed Body", https://github.com/caddyserver/caddy/issues/7546, fixed by
     * caddyserver/caddy#7547 in March 2026; compose's `caddy:2` image is newer). So after a crash writes wait those
     * 2.5 s here. A stop needs no such wait: the process reports not ready first (SHUTDOWN_DRAIN_SECONDS), so Caddy
     * sends it nothing more before its listener closes, and the person's writes go on throughout.
     */
    async function outage(name: string, victim: ServerProcess, how: 'SIGKILL' | 'SIGTERM', talkId: string) {
      const started = Date.now();
      gate.readsOnly = how === 'SIGKILL';
      if (how === 'SIGKILL') {
        const isParked = new Promise<void>((r) => (gate.parked = r));
        gate.hold = new Promise<void>((r) => (gate.release = r));
        await isParked;
        victim.signal('SIGKILL');
        const exit = await victim.exited;
        gate.hold = null;
        gate.parked = null;
        gate.release();
        expect(exit.signal).toBe('SIGKILL');
      } else {
        await victim.stop();
      }
      const downInMs = Date.now() - started;
      const roundsBefore = round;
      if (how === 'SIGKILL') await sleep(CADDY_NOTICES_MS);
      gate.readsOnly = false;
      const newCookie = await signIn(`${name}: sign in while down`);
      cookies.push(newCookie);
      const registration = expectOk(`${name}: register while down`, await call(`/api/talks/${talkId}/registration`, { method: 'POST', cookie: newCookie }));
      expect(registration.status, `${name}: register while down: ${caddyErrors()}`).toBe(201);
      // A chat of its own (the person on another device): two chats into one conversation at once would race.
      const question = `${name}: asked while a process was down. What next?`;
      const chat = expectOk(`${name}: chat while down`, await call('/api/ai/chat', { method: 'POST', cookie: newCookie, json: { userInput: question } }));
      expect(chat.status, `${name}: chat while down: ${caddyErrors()}`).toBe(200);
      asidesSent.push({ conversationId: String(chat.headers['x-conversation-id']), question, cookie: newCookie });
      await sleep(1_500);
      const roundsWhileDown = round - roundsBefore;
      const restarted = await startServerProcess({ ...env, PUBLIC_URL: site }, { port: victim.port });
      const servedBefore = await servedBy(restarted, '/api/me/talks');
      // Caddy's health check (every 2 s) takes the restarted process back; the person goes on meanwhile.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (await servedBy(restarted, '/api/me/talks')) === servedBefore) await sleep(250);
      const servedAfter = (await servedBy(restarted, '/api/me/talks')) - servedBefore;
      expect(roundsWhileDown, `${name}: the person's rounds while it was down`).toBeGreaterThan(0);
      expect(servedAfter, `${name}: the restarted process served the person`).toBeGreaterThan(0);
      return { restarted, summary: `${name}: down in ${downInMs} ms, ${roundsWhileDown} rounds while down, ${servedAfter} talk reads after its restart` };
    }

    let crash: Awaited<ReturnType<typeof outage>>;
    let drain: Awaited<ReturnType<typeof outage>>;
    try {
      await sleep(1_000);
      crash = await outage('b crashed', b!, 'SIGKILL', talkIds[1]);
      b = crash.restarted;
      drain = await outage('a stopped', a!, 'SIGTERM', talkIds[2]);
      a = drain.restarted;
      await sleep(500);
    } finally {
      stop = true;
      gate.hold = null;
      gate.release();
      await person;
    }

    console.log(`caddy test: ${round} rounds; ${crash.summary}; ${drain.summary}`);
    expect(failures, `requests that failed through Caddy:\n${caddyErrors()}`).toEqual([]);

    // Nothing was lost: each registration once, every message with an answer after it, every session on both.
    const talks = await call('/api/me/talks', { cookie });
    const mine = talks.body as { statuses: Record<string, string>; upcoming: Array<{ id: string; registrations_count: number }> };
    for (const id of talkIds) expect(mine.statuses[id], `talk ${id}`).toBe('registered');
    expect(mine.upcoming.map((t) => t.id).sort()).toEqual([...talkIds].sort());
    for (const t of mine.upcoming) expect(t.registrations_count, `talk ${t.id} counts one registration`).toBe(1);
    const conversation = await call(`/api/ai/conversations/${conversationId}`, { cookie });
    expect(conversation.status).toBe(200);
    const messages = (conversation.body as { messages: Array<{ role: string; content: string }> }).messages;
    expect(sent.length, 'follow-up questions sent through the outages').toBeGreaterThan(3);
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(sent);
    messages.forEach((m, i) => expect(m.role, `message ${i}`).toBe(i % 2 === 0 ? 'user' : 'assistant'));
    expect(asidesSent).toHaveLength(2);
    for (const aside of asidesSent) {
      const kept = await call(`/api/ai/conversations/${aside.conversationId}`, { cookie: aside.cookie });
      const asideMessages = (kept.body as { messages: Array<{ role: string; content: string }> }).messages;
      expect(asideMessages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(asideMessages[0].content).toBe(aside.question);
    }
    for (const server of [a!, b!]) {
      for (const c of cookies) {
        const direct = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: c } });
        expect(((await direct.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
      }
    }
  });
});
