/**
 * Reliability (issue 25): the production shape of deploy/ on this machine, without Docker. Caddy (Debian's package)
 * serves https on a free loopback port with its internal CA (`local_certs`), in front of two real server processes
 * in production mode (NODE_ENV=production, TRUST_PROXY) on one PostgreSQL database and one Redis. The site block is
 * deploy/Caddyfile's own (round robin, retries while a process is down, health checks on /api/health/ready,
 * X-Request-Id); only the global options are the test's (internal CA, no admin endpoint, loopback, temp storage).
 * The client trusts Caddy's root certificate and nothing else.
 *
 * A person signs in, registers for a talk and chats; while they go on (reading their talks, their session, pages,
 * sending more chat messages), one process is stopped (SIGTERM) and started again. Proven:
 * - every request the person made was answered 2xx through Caddy (none lost to the stopped process);
 * - nothing they did is lost: the registration is there once, every chat message they sent is in the
 *   conversation with an answer after it;
 * - they stay signed in throughout, and on both processes after the restart (the restarted process served
 *   them: its own /metrics count their requests);
 * - answers carry Caddy's request id (X-Request-Id) through to the app.
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
import { createTestDatabase } from '../support/databases';
import { type ServerProcess, freePort, newSecret, prepareData, requireSetting, sleep, startServerProcess } from '../support/server-process';
import { type TestSmtpServer, startSmtpServer } from '../support/smtp';

const DEPLOY_CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
const PASSWORD = 'tangerine-voyage-42';
const METRICS_TOKEN = 'caddy-test-metrics-token-0123';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: unknown;
  error?: string;
}

describe.runIf(process.env.RELIABILITY_TESTS === '1')('two server processes behind Caddy (TLS), one stopped and started again', () => {
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
  let talkId: string;
  const email = `caddy-${randomInt(1e9)}@example.com`;

  /** One request through Caddy over https, trusting only Caddy's root certificate. Never throws. */
  function call(pathname: string, opts: { method?: string; cookie?: string; json?: unknown } = {}): Promise<Answer> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = {};
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
    };
    talkId = await prepareData(env, async (rt) => {
      await ensureAccount({ auth: rt.auth, db: rt.database.db, email, name: 'Caddy Person', password: PASSWORD, role: 'user' });
      const [talk] = await rt.database.db
        .insert(changetalks)
        .values({ title: 'Behind the proxy', speaker_name: 'Asha Rao', event_date: new Date(Date.now() + 20 * 24 * 3600_000), event_time: '18:00', location: 'Online', event_type: 'upcoming', duration: '45 min', capacity: 50 })
        .returning({ id: changetalks.id });
      return talk.id;
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
    const keep = (buf: Buffer) => (caddyOutput = (caddyOutput + buf.toString()).slice(-16_384));
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

  it('keeps a signed-in person’s session, registration and chat while one process restarts', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const expectOk = (what: string, r: Answer) => {
      if (r.status < 200 || r.status >= 300) failures.push(`${what}: ${r.status} ${r.error ?? r.text.slice(0, 200)}`);
      return r;
    };

    // Signs in through Caddy; production cookies are __Secure- ones.
    const signIn = expectOk('sign in', await call('/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } }));
    expect(signIn.status).toBe(200);
    const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('__Secure-');
    expect(String(signIn.headers['x-request-id'] ?? '')).toMatch(/^[0-9a-f-]{36}$/);

    expect(expectOk('register', await call(`/api/talks/${talkId}/registration`, { method: 'POST', cookie })).status).toBe(201);
    const sent: string[] = [];
    const firstQuestion = 'How do I move from teaching into product management?';
    const first = expectOk('first chat', await call('/api/ai/chat', { method: 'POST', cookie, json: { userInput: firstQuestion } }));
    expect(first.status).toBe(200);
    expect(first.text.length).toBeGreaterThan(20);
    sent.push(firstQuestion);
    const conversationId = String(first.headers['x-conversation-id']);

    // The person goes on while process b stops and starts again.
    let round = 0;
    let stop = false;
    const person = (async () => {
      while (!stop) {
        round++;
        const session = expectOk(`session ${round}`, await call('/api/auth/get-session', { cookie }));
        if ((session.body as { user?: { email: string } } | null)?.user?.email !== email) failures.push(`session ${round}: signed out (${session.text.slice(0, 120)})`);
        const mine = expectOk(`my talks ${round}`, await call('/api/me/talks', { cookie }));
        if ((mine.body as { statuses?: Record<string, string> }).statuses?.[talkId] !== 'registered') failures.push(`my talks ${round}: ${mine.text.slice(0, 200)}`);
        expectOk(`page ${round}`, await call('/changetalks', { cookie }));
        if (round % 3 === 0) {
          const question = `Follow-up ${round}: which course should I take first?`;
          const chat = expectOk(`chat ${round}`, await call('/api/ai/chat', { method: 'POST', cookie, json: { userInput: question, conversationId } }));
          if (chat.status === 200) sent.push(question);
        }
      }
    })();

    await sleep(1_500);
    const stopStarted = Date.now();
    await b!.stop();
    const stoppedAfterMs = Date.now() - stopStarted;
    const roundsBefore = round;
    await sleep(3_000);
    const roundsWhileDown = round - roundsBefore;
    const port = b!.port;
    b = await startServerProcess({ ...env, PUBLIC_URL: site }, { port });
    const servedBefore = await servedBy(b, '/api/me/talks');
    // Caddy's health check (every 2 s) takes the restarted process back; the person goes on meanwhile.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await servedBy(b, '/api/me/talks')) === servedBefore) await sleep(250);
    const servedAfterRestart = (await servedBy(b, '/api/me/talks')) - servedBefore;
    await sleep(1_000);
    stop = true;
    await person;

    console.log(
      `caddy test: ${round} rounds (${roundsWhileDown} while b was down); b stopped in ${stoppedAfterMs} ms; ` +
        `b served ${servedAfterRestart} of the person's talk reads after its restart; a served ${await servedBy(a!, '/api/me/talks')} in all`,
    );
    expect(failures, `requests that failed through Caddy:\n${caddyOutput.slice(-2_000)}`).toEqual([]);
    expect(roundsWhileDown).toBeGreaterThan(0);
    expect(servedAfterRestart).toBeGreaterThan(0);

    // Nothing was lost: one registration, every message with an answer after it, and still signed in on both.
    const talks = await call('/api/me/talks', { cookie });
    expect((talks.body as { statuses: Record<string, string> }).statuses[talkId]).toBe('registered');
    const conversation = await call(`/api/ai/conversations/${conversationId}`, { cookie });
    expect(conversation.status).toBe(200);
    const messages = (conversation.body as { messages: Array<{ role: string; content: string }> }).messages;
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(sent);
    messages.forEach((m, i) => expect(m.role, `message ${i}`).toBe(i % 2 === 0 ? 'user' : 'assistant'));
    for (const server of [a!, b!]) {
      const direct = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
      expect(((await direct.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
    }
  });
});
