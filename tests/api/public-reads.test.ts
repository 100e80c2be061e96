/**
 * Cached public reads over real HTTP on loopback (the app behind @hono/node-server's listener, as src/server/main.ts
 * serves it): the talk list and the visitor's community feed answer from the in-process public cache
 * (src/server/public-cache.ts).
 * - a repeated read is the same answer (status, headers but Date and X-Request-Id, body; gzip and identity; 304),
 *   with the security headers and a request id of its own;
 * - a write through this process's API shows at the next read; a write this process did not make (straight to the
 *   database, as another process on a shared PostgreSQL would) shows once the entry's 2 s have passed;
 * - signed-in feed readers, HEAD and invalid queries get their own answers.
 */
import { getRequestListener } from '@hono/node-server';
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postBody, uniqueToken } from '../support/community';
import { DAY, insertTalk, quickUser, quickUsers, talkForm } from '../support/talks';
import { TEST_PUBLIC_URL, describeEachDatabase, useTestRuntime } from '../support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describeEachDatabase('cached public reads over HTTP', (kind) => {
  const t = useTestRuntime(kind);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(getRequestListener(t.rt.app.fetch));
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

  const withoutDate = (h: IncomingHttpHeaders) => {
    // Each answer has its own request id.
    const { date: _date, 'x-request-id': _id, ...rest } = h;
    return rest;
  };

  function expectSameAnswer(again: RawAnswer, first: RawAnswer) {
    expect(again.status).toBe(first.status);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.body.equals(first.body)).toBe(true);
  }

  it('answers a repeated read exactly as the first time, with the security headers', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/talks', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/api/talks', { 'accept-encoding': 'identity' }],
      [`/api/community/posts?limit=5&q=${uniqueToken()}`, { 'accept-encoding': 'gzip' }],
      ['/api/community/posts?limit=7', { 'accept-encoding': 'gzip' }],
      ['/api/community/posts?limit=7', {}],
    ];
    for (const [path, headers] of cases) {
      const fresh = `${path}${path.includes('?') ? '&' : '?'}n=${uniqueToken()}`;
      const first = await send(fresh, { headers });
      expect(first.status, fresh).toBe(200);
      const again = await send(fresh, { headers });
      expectSameAnswer(again, first);
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(Number(again.headers['content-length'])).toBe(again.body.length);
    }
    // The URL the ChangeTalks page fetches, gzip-encoded for a client that takes it.
    const zipped = await send('/api/talks', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it("keeps a trusted proxy's well-formed X-Request-Id on a repeated read and replaces a malformed one", async () => {
    // The test runtime trusts its proxy (TRUST_PROXY=true), as the deployment behind Caddy does.
    const path = `/api/talks?rid=${uniqueToken()}`;
    const proxyId = `caddy-${uniqueToken()}-0123456789`;
    expect((await send(path, { headers: { 'x-request-id': proxyId } })).headers['x-request-id']).toBe(proxyId);
    expect((await send(path, { headers: { 'x-request-id': `${proxyId}-2` } })).headers['x-request-id']).toBe(`${proxyId}-2`);
    const bad = await send(path, { headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const { headers } = await send('/api/talks');
    const etag = headers.etag as string;
    const path = `/api/talks?v=${uniqueToken()}`;
    const first = await send(path, { headers: { 'if-none-match': etag } });
    expect(first.status).toBe(304);
    expect(first.body.length).toBe(0);
    expectSameAnswer(await send(path, { headers: { 'if-none-match': etag } }), first);
    expect((await send(path, { headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  });

  it("shows a write through this process's API at the next read", async () => {
    const [author, admin] = [await quickUser(t.rt, 'cache-author'), (await quickUsers(t.rt, 1, { label: 'cache-admin', role: 'admin' }))[0]];
    const token = uniqueToken();
    const feed = `/api/community/posts?q=${token}`;
    expect((await send(feed)).body.toString()).not.toContain(`"${token}`);
    const created = await send('/api/community/posts', { method: 'POST', json: postBody({ token }), headers: { cookie: author.cookie } });
    expect(created.status).toBe(201);
    expect((await send(feed)).body.toString()).toContain(token);

    const title = `Cached list ${uniqueToken()}`;
    expect((await send('/api/talks')).body.toString()).not.toContain(title);
    const talk = await send('/api/admin/talks', { method: 'POST', json: talkForm({ title }), headers: { cookie: admin.cookie } });
    expect(talk.status).toBe(201);
    expect((await send('/api/talks')).body.toString()).toContain(title);
  });

  it('serves a read from the cache until its 2 s are over, so a write by another process shows within them', async () => {
    const path = `/api/talks?ttl=${uniqueToken()}`;
    const before = await send(path);
    const { title } = await insertTalk(t.rt, { startsInMs: 3 * DAY });
    expect((await send(path)).body.equals(before.body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await send(path)).body.toString()).toContain(title);
  });

  it('gives signed-in feed readers, HEAD and invalid queries their own answers', async () => {
    const reader = await quickUser(t.rt, 'cache-reader');
    const feed = `/api/community/posts?limit=3&n=${uniqueToken()}`;
    const posts = (a: RawAnswer) => (JSON.parse(a.body.toString()) as { posts: Array<Record<string, unknown>> }).posts;
    const visitor = await send(feed);
    expect(visitor.headers.etag).toBeDefined();
    expect(posts(visitor).length).toBeGreaterThan(0);
    for (const post of posts(visitor)) expect(post).not.toHaveProperty('liked_by_me');
    for (const cookie of [reader.cookie, `theme=dark; ${reader.cookie}`]) {
      // The reader's own answer, with what only a signed-in reader is told (not the visitors' cached one).
      const signedIn = await send(feed, { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.etag).toBeUndefined();
      for (const post of posts(signedIn)) expect(post).toMatchObject({ liked_by_me: false, is_mine: false });
    }

    const head = await send('/api/talks', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (let i = 0; i < 2; i++) expect((await send('/api/community/posts?limit=abc')).status).toBe(400);
  });
});
