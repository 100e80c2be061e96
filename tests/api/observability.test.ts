/**
 * Running it in production (issue 25): request ids and metrics, through the real app in-process.
 *
 * - Every answer carries `X-Request-Id`; every error body repeats it (`error.requestId`), validation failures
 *   included; an id a trusted proxy sends is kept when well-formed and replaced when not; log lines written while a
 *   request is served carry it, whichever module writes them.
 * - The error page shows the request id (server render of both error boundaries).
 * - `GET /metrics` answers the Prometheus text format: refused without the token (401) or with a wrong one, given
 *   with it; without a token only to this machine (a proxied request gets 404). It shows the Node.js defaults, the
 *   request histogram by route pattern (never the raw URL; pages by React Router's pattern, Better Auth by its
 *   endpoint), in-flight requests, queue depth and
 *   oldest-job age by queue, mail sent, sign-in failures and lockouts, and the chat's first-token latency.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inEnglish } from '../support/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorReference } from '~/client/components/error-reference';
import { RequestIdProvider } from '~/client/lib/request-id';
import { type Logger, createLogger } from '~/server/logger';
import { quickUser } from '../support/talks';
import { type TestRuntime, createTestRuntime, describeEachDatabase, makeUser, request, requestJson, uniqueEmail, uniqueIp } from '../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of a sample line `name{labels} value` (labels matched as a substring), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{') && !line.startsWith(name + ' ')) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describeEachDatabase('request ids and metrics', (kind) => {
  const lines: Array<Record<string, unknown>> = [];
  let rt: TestRuntime;
  let logger: Logger;
  const scrape = async () => {
    const res = await request(rt, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    logger = createLogger('info', stream);
    rt = await createTestRuntime({ database: kind, logger, env: { METRICS_TOKEN: TOKEN }, pages: true });
  });
  afterAll(async () => {
    await rt?.close();
  });

  describe('request ids', () => {
    it('answers X-Request-Id and repeats it in every error body, validation failures included', async () => {
      const ok = await request(rt, '/api/health/live');
      expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const other = await request(rt, '/api/health/live');
      expect(other.headers.get('x-request-id')).not.toBe(ok.headers.get('x-request-id'));

      const notFound = await requestJson(rt, '/api/no-such-endpoint');
      expect(notFound.status).toBe(404);
      expect(notFound.body.error.requestId).toBe(notFound.headers.get('x-request-id'));

      const invalid = await requestJson(rt, '/api/newsletter', { json: { email: 'nope' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toMatchObject({ code: 'bad_request', field: 'email', requestId: invalid.headers.get('x-request-id') });

      const page = await request(rt, '/about');
      expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("keeps a trusted proxy's well-formed id and replaces a malformed one", async () => {
      const proxyId = randomUUID();
      const kept = await requestJson(rt, '/api/no-such-endpoint', { headers: { 'x-request-id': proxyId } });
      expect(kept.headers.get('x-request-id')).toBe(proxyId);
      expect(kept.body.error.requestId).toBe(proxyId);
      const bad = await request(rt, '/api/health/live', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
      expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("puts the id on the log lines written while serving the request, by any module", async () => {
      const path = `/missing-${randomUUID()}`;
      const res = await requestJson(rt, '/api/telemetry/not-found', { json: { path } });
      expect(res.status).toBe(200);
      const line = lines.find((l) => l.path === path);
      expect(line, 'the 404 report is logged').toBeDefined();
      expect(line!.requestId).toBe(res.headers.get('x-request-id'));
      // A line written outside any request (start-up, job workers) carries none.
      logger.info({ probe: 'outside' }, 'outside any request');
      expect(lines.find((l) => l.probe === 'outside')).not.toHaveProperty('requestId');
    });

    it('shows the id on the server-rendered error page and logs the failure with it', async () => {
      // A loader whose database read fails: the first query of this anonymous page view throws.
      const select = vi.spyOn(rt.database.db, 'select').mockImplementationOnce(() => {
        throw new Error('database went away');
      });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const res = await request(rt, '/courses');
        expect(res.status).toBe(500);
        const id = res.headers.get('x-request-id')!;
        const html = await res.text();
        expect(html).toContain('Something went wrong.');
        expect(html).toContain(`data-request-id="${id}"`);
        // Through the process logger, like every other line (not a console line of its own).
        const line = lines.find((l) => l.msg === 'page render failed' && l.requestId === id);
        expect(line).toMatchObject({ level: 50, err: { message: 'database went away' } });
        expect(logged).not.toHaveBeenCalled();
      } finally {
        select.mockRestore();
        logged.mockRestore();
      }
    });

    it("writes Better Auth's own log lines through the logger, as JSON with the request id, which its error body carries", async () => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const errored = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const email = uniqueEmail('ba-log');
        await makeUser(rt, email);
        const res = await request(rt, '/api/auth/sign-in/email', { json: { email, password: 'wrong-password-1' }, ip: uniqueIp() });
        expect(res.status).toBe(401);
        const id = res.headers.get('x-request-id');
        // Better Auth's error body keeps its fields and gains the id, like every other error body.
        expect(await res.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String), requestId: id });
        const line = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('[Better Auth]') && l.requestId === id);
        expect(line, 'Better Auth logged the failed sign-in with the request id').toMatchObject({ level: 40, msg: '[Better Auth] Invalid password' });
        // A refusal is not an error of the server: nothing at error level for it.
        expect(lines.filter((l) => l.requestId === id && (l.level as number) >= 50)).toEqual([]);
        // Nor for a delayed try (the hook's 429) from a client that kept guessing.
        const ip = uniqueIp();
        let delayed: Response | undefined;
        for (let i = 0; i < 6 && delayed?.status !== 429; i++) delayed = await request(rt, '/api/auth/sign-in/email', { json: { email, password: 'wrong-password-1' }, ip });
        expect(delayed?.status).toBe(429);
        expect(lines.filter((l) => l.requestId === delayed!.headers.get('x-request-id') && (l.level as number) >= 50)).toEqual([]);
        // Nothing in Better Auth's own plain-text format on the console.
        for (const call of [...warned.mock.calls, ...errored.mock.calls]) expect(String(call[0])).not.toContain('[Better Auth]');
      } finally {
        warned.mockRestore();
        errored.mockRestore();
      }
    });

    it('renders the reference from the request id, and nothing without one', () => {
      const html = renderToStaticMarkup(inEnglish(createElement(RequestIdProvider, { value: 'req-1234-abcd' }, createElement(ErrorReference))));
      expect(html).toContain('quote this reference');
      expect(html).toContain('data-request-id="req-1234-abcd"');
      expect(html).toContain('>req-1234-abcd</code>');
      expect(renderToStaticMarkup(inEnglish(createElement(ErrorReference)))).toBe('');
    });
  });

  describe('/metrics', () => {
    it('needs the token: 401 without it or with a wrong one', async () => {
      const none = await requestJson(rt, '/metrics');
      expect(none.status).toBe(401);
      expect(none.body.error).toMatchObject({ code: 'unauthorized' });
      expect(none.headers.get('www-authenticate')).toContain('Bearer');
      const wrong = await request(rt, '/metrics', { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
      expect(wrong.status).toBe(401);
      const right = await request(rt, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).toBe(200);
      expect(right.headers.get('content-type')).toContain('text/plain');
    });

    it('shows the Node.js defaults, request latency by route pattern, and in-flight requests', async () => {
      const talk = await requestJson(rt, `/api/talks/${randomUUID()}/views`, { method: 'POST' });
      expect(talk.status).toBeGreaterThanOrEqual(200);
      await request(rt, '/about');
      const text = await scrape();
      for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_user_seconds_total', 'nodejs_gc_duration_seconds_bucket']) {
        expect(text, name).toContain(name);
      }
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/talks/:id/views' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/about', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health/live', status: '200' })).toBeGreaterThanOrEqual(1);
      // Never a raw URL: no label value carries an id.
      expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
      // The scrape itself is in flight while it is rendered.
      expect(sample(text, 'http_requests_in_flight')).toBe(1);
    });

    it("labels pages by React Router's route pattern and Better Auth by its endpoint; random URLs add no label value", async () => {
      const routesOf = (text: string) => new Set([...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));
      const talk = await request(rt, `/changetalks/no-such-talk-${randomUUID()}`);
      expect(talk.status).toBe(404);
      await request(rt, `/changetalks/another-${randomUUID()}.data`);
      await request(rt, '/_root.data');
      await request(rt, '/api/auth/sign-in/email', { json: { email: uniqueEmail('label'), password: 'wrong-password-1' }, ip: uniqueIp() });
      let text = await scrape();
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/changetalks/:slug', status: '404' })).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/sign-in/email', status: '401' })).toBeGreaterThanOrEqual(1);
      expect(routesOf(text)).not.toContain('page');

      // Random addresses of every kind, twice over with fresh ones: the second round adds no label value.
      const randomRound = async () => {
        const id = randomUUID();
        for (const path of [`/${id}`, `/changetalks/${id}`, `/community/${id}.data`, `/blog/${id}`, `/nope/${id}/deeper`, `/api/auth/${id}`, `/api/auth/sign-in/${id}`, `/api/talks/${id}/nope`, `/${id}.png`, `/api/${id}`]) {
          await request(rt, path);
          await request(rt, path, { method: 'POST', json: {} });
        }
        return routesOf(await scrape());
      };
      const first = await randomRound();
      const second = await randomRound();
      expect([...second].filter((r) => !first.has(r))).toEqual([]);
      for (const r of second) expect(r, 'a label value from a raw URL').not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
      expect(second).toContain('/*');
      expect(second).toContain('/api/auth/*');
      text = await scrape();
      expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
    });

    it('shows queue depth and the oldest waiting job by queue', async () => {
      const queue = rt.jobs;
      // A job that cannot run for an hour counts as waiting but not as the oldest runnable one; one due now does.
      await queue.send('talk-notices', { kind: 'nothing' }, { startAfter: new Date(Date.now() + 3600_000) });
      const text = await scrape();
      for (const q of ['mail', 'talk-notices', 'account-mail', 'notification-digest']) {
        for (const state of ['waiting', 'retrying', 'active', 'failed']) expect(sample(text, 'changepath_job_queue_depth', { queue: q, state }), `${q} ${state}`).toBeTypeOf('number');
        expect(sample(text, 'changepath_job_queue_oldest_waiting_seconds', { queue: q }), q).toBeGreaterThanOrEqual(0);
      }
      expect(sample(text, 'changepath_job_queue_depth', { queue: 'talk-notices', state: 'waiting' })).toBeGreaterThanOrEqual(1);
    });

    it('counts sign-in failures and lockouts, mail sent, and the chat’s first-token latency', async () => {
      const before = await scrape();
      const failuresBefore = sample(before, 'changepath_sign_in_failures_total') ?? 0;
      const lockoutsBefore = sample(before, 'changepath_sign_in_lockouts_total') ?? 0;
      const email = uniqueEmail('metrics');
      await makeUser(rt, email);
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(rt, '/api/auth/sign-in/email', { json: { email, password: 'wrong-password-1' }, ip })).status);
      // 5 free failures, then this client waits: the 6th try is refused before the password is checked.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

      const user = await quickUser(rt, 'metrics-chat');
      const form = new FormData();
      form.append('userInput', 'How do I start a career in data science?');
      const chat = await request(rt, '/api/ai/chat', { method: 'POST', body: form, cookie: user.cookie });
      expect(chat.status).toBe(200);
      await chat.text();

      // A mail for the queue's worker to keep in the outbox (no SMTP here).
      await rt.mailer.enqueue({ to: uniqueEmail('metrics-mail'), subject: 'Metrics', text: 'Counted.', transactional: true });
      const deadline = Date.now() + 15_000;
      let text = await scrape();
      while (Date.now() < deadline && !(sample(text, 'changepath_mail_sent_total', { transport: 'outbox' }) ?? 0)) {
        await new Promise((r) => setTimeout(r, 200));
        text = await scrape();
      }
      expect(sample(text, 'changepath_sign_in_failures_total')).toBe(failuresBefore + 5);
      expect(sample(text, 'changepath_sign_in_lockouts_total')).toBe(lockoutsBefore + 1);
      expect(sample(text, 'changepath_ai_chat_first_token_seconds_count', { model: 'offline' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'changepath_mail_sent_total', { transport: 'outbox' })).toBeGreaterThanOrEqual(1);
      expect(text).toContain('changepath_mail_retried_total');
      expect(text).toContain('changepath_mail_failed_total');
    });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime({ database: 'pglite' });
  });
  afterAll(async () => {
    await rt?.close();
  });

  it('answers this machine, and not a request relayed by a proxy', async () => {
    // In-process requests have no socket: they come from this process. `request` sends X-Forwarded-For (a proxy).
    const direct = await rt.app.request('http://localhost:3000/metrics');
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain('http_request_duration_seconds');
    const proxied = await requestJson(rt, '/metrics', { ip: '127.0.0.1' });
    expect(proxied.status).toBe(404);
    expect(proxied.body.error.code).toBe('not_found');
  });
});
