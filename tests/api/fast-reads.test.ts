/**
 * The fast lane for cached public reads (src/server/fast-reads.ts, issue 9): over real HTTP on loopback, with the
 * Node listener composed as src/server/main.ts composes it (fast lane in front of @hono/node-server's listener),
 * and a counter on the full path so each test sees which requests reached Hono.
 * - a repeated read of the talk list or the visitor feed is answered without Hono, byte for byte as Hono answered
 *   it (status, headers but Date and X-Request-Id, body; gzip and identity; 304);
 * - a write through the API empties it, so the next read takes the full path and shows the write;
 * - signed-in feed readers, HEAD, URLs never answered, invalid queries and expired entries take the full path.
 */
import { getRequestListener } from '@hono/node-server';
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postBody, uniqueToken } from '../support/community';
import { quickUser, quickUsers, talkForm } from '../support/talks';
import { TEST_PUBLIC_URL, describeEachDatabase, useTestRuntime } from '../support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describeEachDatabase('fast lane for cached public reads', (kind) => {
  const t = useTestRuntime(kind);
  let server: Server;
  let base: string;
  /** Requests that reached Hono (the full path). */
  let fullPath = 0;

  beforeAll(async () => {
    const hono = getRequestListener(t.rt.app.fetch);
    server = createServer(
      t.rt.fastReads.listener((req, res) => {
        fullPath++;
        return hono(req, res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /** One HTTP request; the body as raw bytes (no decompression). */
  function send(path: string, opts: { method?: string; headers?: Record<string, string>; json?: unknown } = {}): Promise<RawAnswer> {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, {
        method: opts.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json', origin: TEST_PUBLIC_URL } : {}), ...opts.headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** `send`, and whether the request reached Hono. */
  async function sendCounted(path: string, opts: Parameters<typeof send>[1] = {}) {
    const before = fullPath;
    const answer = await send(path, opts);
    return { ...answer, viaHono: fullPath > before };
  }

  const withoutDate = (h: IncomingHttpHeaders) => {
    // Each answer has its own request id (issue 25).
    const { date: _date, 'x-request-id': _id, ...rest } = h;
    return rest;
  };

  function expectSameAnswer(fast: RawAnswer, full: RawAnswer) {
    expect(fast.status).toBe(full.status);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(full.headers));
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
    expect(fast.body.equals(full.body)).toBe(true);
  }

  it('answers a repeated read without Hono, exactly as Hono answered it', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/talks', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/api/talks', { 'accept-encoding': 'identity' }],
      [`/api/community/posts?limit=5&q=${uniqueToken()}`, { 'accept-encoding': 'gzip' }],
      ['/api/community/posts?limit=7', { 'accept-encoding': 'gzip' }],
      ['/api/community/posts?limit=7', {}],
    ];
    for (const [path, headers] of cases) {
      // A URL no request has used yet, so the first answer is Hono's.
      const fresh = `${path}${path.includes('?') ? '&' : '?'}n=${uniqueToken()}`;
      const full = await sendCounted(fresh, { headers });
      expect(full.viaHono, `${fresh} first`).toBe(true);
      expect(full.status).toBe(200);
      const fast = await sendCounted(fresh, { headers });
      expect(fast.viaHono, `${fresh} again`).toBe(false);
      expectSameAnswer(fast, full);
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(fast.headers['content-length'])).toBe(fast.body.length);
    }
    // The URL the ChangeTalks page fetches, gzip-encoded from the second request on.
    await send('/api/talks');
    const zipped = await sendCounted('/api/talks', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.viaHono).toBe(false);
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it("keeps a trusted proxy's well-formed X-Request-Id on a fast answer and replaces a malformed one, as Hono does", async () => {
    // The test runtime trusts its proxy (TRUST_PROXY=true), as the deployment behind Caddy does.
    const path = `/api/talks?rid=${uniqueToken()}`;
    const proxyId = `caddy-${uniqueToken()}-0123456789`;
    const full = await sendCounted(path, { headers: { 'x-request-id': proxyId } });
    expect(full.viaHono).toBe(true);
    expect(full.headers['x-request-id']).toBe(proxyId);
    const fast = await sendCounted(path, { headers: { 'x-request-id': `${proxyId}-2` } });
    expect(fast.viaHono).toBe(false);
    expect(fast.headers['x-request-id']).toBe(`${proxyId}-2`);
    const bad = await sendCounted(path, { headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(bad.viaHono).toBe(false);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 to a matching If-None-Match, as Hono does', async () => {
    const { headers } = await send('/api/talks');
    const etag = headers.etag as string;
    const path = `/api/talks?v=${uniqueToken()}`;
    const full = await sendCounted(path, { headers: { 'if-none-match': etag } });
    expect(full.viaHono).toBe(true);
    expect(full.status).toBe(304);
    const fast = await sendCounted(path, { headers: { 'if-none-match': etag } });
    expect(fast.viaHono).toBe(false);
    expectSameAnswer(fast, full);
    const stale = await sendCounted(path, { headers: { 'if-none-match': '"old"' } });
    expect(stale.viaHono).toBe(false);
    expect(stale.status).toBe(200);
  });

  it('takes the full path after a write, and shows the write', async () => {
    const [author, admin] = [await quickUser(t.rt, 'fast-author'), (await quickUsers(t.rt, 1, { label: 'fast-admin', role: 'admin' }))[0]];
    const token = uniqueToken();
    const feed = `/api/community/posts?q=${token}`;
    await send(feed);
    expect((await sendCounted(feed)).viaHono).toBe(false);
    const created = await send('/api/community/posts', { method: 'POST', json: postBody({ token }), headers: { cookie: author.cookie } });
    expect(created.status).toBe(201);
    const after = await sendCounted(feed);
    expect(after.viaHono).toBe(true);
    expect(after.body.toString()).toContain(token);

    await send('/api/talks');
    expect((await sendCounted('/api/talks')).viaHono).toBe(false);
    const title = `Fast lane ${uniqueToken()}`;
    const talk = await send('/api/admin/talks', { method: 'POST', json: talkForm({ title }), headers: { cookie: admin.cookie } });
    expect(talk.status).toBe(201);
    const list = await sendCounted('/api/talks');
    expect(list.viaHono).toBe(true);
    expect(list.body.toString()).toContain(title);
  });

  it('leaves signed-in feed readers, HEAD, unseen URLs and invalid queries to the full path', async () => {
    const reader = await quickUser(t.rt, 'fast-reader');
    const feed = `/api/community/posts?limit=3&n=${uniqueToken()}`;
    await send(feed);
    expect((await sendCounted(feed)).viaHono).toBe(false);
    expect((await sendCounted(feed, { headers: { cookie: reader.cookie } })).viaHono).toBe(true);
    expect((await sendCounted(feed, { headers: { cookie: `theme=dark; ${reader.cookie}` } })).viaHono).toBe(true);

    await send('/api/talks');
    const head = await sendCounted('/api/talks', { method: 'HEAD' });
    expect(head.viaHono).toBe(true);
    expect(head.status).toBe(200);
    expect((await sendCounted(`/api/talks?unseen=${uniqueToken()}`)).viaHono).toBe(true);
    expect((await sendCounted('/api/talks/')).viaHono).toBe(true);

    for (let i = 0; i < 2; i++) {
      const bad = await sendCounted('/api/community/posts?limit=abc');
      expect(bad.viaHono).toBe(true);
      expect(bad.status).toBe(400);
    }
  });

  it('takes the full path once an entry has expired (writes by other processes show within the TTL)', async () => {
    const path = `/api/talks?ttl=${uniqueToken()}`;
    await send(path);
    expect((await sendCounted(path)).viaHono).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await sendCounted(path)).viaHono).toBe(true);
  });
});
