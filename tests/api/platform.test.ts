/**
 * Platform endpoints and cross-cutting HTTP behaviour (foundation issue): health probes, security headers,
 * the public config, 404 reporting (spec §2.12), the newsletter box (spec §2.3), the origin check, the error
 * shape, unknown API paths and the body limit.
 */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notFoundPaths, newsletterSubscriptions, users } from '~/server/db/schema';
import { NOT_FOUND_PATHS_KEPT, NOT_FOUND_REPORT_LIMIT } from '~/server/features/platform/platform.routes';
import { createTestRuntime, describeEachDatabase, request, requestJson, uniqueEmail, uniqueIp, useTestRuntime } from '../support/test-app';

describeEachDatabase('platform', (kind) => {
  const t = useTestRuntime(kind);

  it('answers the health probes', async () => {
    const live = await requestJson(t.rt, '/api/health/live');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await requestJson(t.rt, '/api/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', queue: { running: true, mail: { waiting: expect.any(Number), retrying: 0, failed: 0 } } } });
  });

  it('sets the security headers on API responses', async () => {
    for (const path of ['/api/health/live', '/api/config', '/api/no-such-thing']) {
      const res = await request(t.rt, path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src'], path).toContain("'self'");
      expect(directives['script-src'], path).not.toContain("'unsafe-inline'");
      expect(directives['object-src'], path).toEqual(["'none'"]);
      expect(directives['base-uri'], path).toEqual(["'none'"]);
      expect(directives['frame-ancestors'], path).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toMatch(/^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/);
    }
  });

  it('tells the browser its public config, with the demo accounts in demo mode (this machine only) and no secrets', async () => {
    const { status, body } = await requestJson(t.rt, '/api/config', { ip: '127.0.0.1' });
    expect(status).toBe(200);
    expect(body.demoMode).toBe(true);
    expect(body.demoAccounts).toEqual({
      admin: { email: t.rt.env.DEMO_ADMIN_EMAIL, password: t.rt.env.DEMO_ADMIN_PASSWORD },
      user: { email: t.rt.env.DEMO_USER_EMAIL, password: t.rt.env.DEMO_USER_PASSWORD },
    });
    for (const ip of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) expect((await requestJson(t.rt, '/api/config', { ip })).body.demoAccounts, ip).not.toBeNull();
    expect(body.providers).toEqual([]);
    expect(body.mailTransport).toBe('outbox');
    const text = JSON.stringify(body);
    expect(text).not.toContain(t.rt.env.authSecret);
    expect(text.toLowerCase()).not.toMatch(/secret|database_url|smtp:\/\//);
  });

  it('shows the demo accounts and the outbox only to a client on this machine, even in demo mode (issue 20)', async () => {
    for (const ip of [uniqueIp(), '192.168.1.20', '2001:db8::7', '128.0.0.1']) {
      const config = await requestJson(t.rt, '/api/config', { ip });
      expect(config.body.demoMode, ip).toBe(true);
      expect(config.body.demoAccounts, ip).toBeNull();
      expect(JSON.stringify(config.body), ip).not.toContain(t.rt.env.DEMO_ADMIN_PASSWORD);
      expect((await request(t.rt, '/api/dev/outbox', { ip })).status, ip).toBe(404);
    }
    const outbox = await requestJson(t.rt, '/api/dev/outbox', { ip: '127.0.0.1' });
    expect(outbox.status).toBe(200);
    expect(Array.isArray(outbox.body.messages)).toBe(true);
  });

  it('counts repeated 404 reports per path', async () => {
    const path = `/no-such-page-${Date.now()}`;
    const first = await requestJson(t.rt, '/api/telemetry/not-found', { json: { path } });
    expect(first).toMatchObject({ status: 200, body: { path, count: 1 } });
    await requestJson(t.rt, '/api/telemetry/not-found', { json: { path } });
    const third = await requestJson(t.rt, '/api/telemetry/not-found', { json: { path } });
    expect(third.body.count).toBe(3);
    const other = await requestJson(t.rt, '/api/telemetry/not-found', { json: { path: `${path}/other` } });
    expect(other.body.count).toBe(1);
  });

  it('limits 404 reports per client address (429 past the limit, others unaffected) and keeps at most the newest paths', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < NOT_FOUND_REPORT_LIMIT.max; i++) {
      expect((await request(t.rt, '/api/telemetry/not-found', { json: { path: `/flood-${ip}-${i}` }, ip })).status).toBe(200);
    }
    const refused = await requestJson(t.rt, '/api/telemetry/not-found', { json: { path: `/flood-${ip}-over` }, ip });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect((await request(t.rt, '/api/telemetry/not-found', { json: { path: `/flood-${ip}-elsewhere` }, ip: uniqueIp() })).status).toBe(200);

    // Fill the table to its cap with paths last seen long ago; a new report drops the oldest, keeping the cap.
    const { db } = t.rt.database;
    const [{ n }] = await db.select({ n: count() }).from(notFoundPaths);
    const fill = Array.from({ length: Math.max(0, NOT_FOUND_PATHS_KEPT - n) }, (_, i) => ({ path: `/old-${i}`, lastSeenAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)) }));
    for (let i = 0; i < fill.length; i += 500) await db.insert(notFoundPaths).values(fill.slice(i, i + 500));
    const fresh = `/fresh-${Date.now()}`;
    expect((await request(t.rt, '/api/telemetry/not-found', { json: { path: fresh }, ip: uniqueIp() })).status).toBe(200);
    const [{ kept }] = await db.select({ kept: count() }).from(notFoundPaths);
    expect(kept).toBe(NOT_FOUND_PATHS_KEPT);
    expect(await db.select().from(notFoundPaths).where(eq(notFoundPaths.path, fresh))).toHaveLength(1);
    expect(await db.select().from(notFoundPaths).where(eq(notFoundPaths.path, '/old-0'))).toHaveLength(0);
  });

  it('counts concurrent 404 reports without losing any', async () => {
    const path = `/concurrent-${Date.now()}`;
    await Promise.all(Array.from({ length: 10 }, () => requestJson(t.rt, '/api/telemetry/not-found', { json: { path } })));
    const last = await requestJson(t.rt, '/api/telemetry/not-found', { json: { path } });
    expect(last.body.count).toBe(11);
  });

  it('answers invalid bodies with 400 and the error shape', async () => {
    const cases: Array<{ path: string; json?: unknown; body?: string }> = [
      { path: '/api/telemetry/not-found', json: {} },
      { path: '/api/telemetry/not-found', json: { path: 'no-leading-slash' } },
      { path: '/api/telemetry/not-found', json: { path: 42 } },
      { path: '/api/newsletter', json: { email: 'not-an-email' } },
      { path: '/api/newsletter', body: '{"email": ' },
    ];
    for (const c of cases) {
      const res = await requestJson(t.rt, c.path, {
        method: 'POST',
        json: c.json,
        body: c.body,
        headers: c.body ? { 'content-type': 'application/json' } : undefined,
      });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.body, JSON.stringify(c)).toEqual({ error: { code: expect.any(String), message: expect.any(String), ...(res.body.error.field ? { field: expect.any(String) } : {}), requestId: expect.any(String) } });
      expect(res.body.error.message.length).toBeGreaterThan(0);
    }
    const bad = await requestJson(t.rt, '/api/newsletter', { json: { email: 'nope' } });
    expect(bad.body.error.message).toContain('Please enter a valid email');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await requestJson(t.rt, '/api/definitely/not/here', { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String), requestId: expect.any(String) } });
    }
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const big = JSON.stringify({ path: `/${'a'.repeat(1024 * 1024 + 10)}` });
    const res = await requestJson(t.rt, '/api/telemetry/not-found', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'payload_too_large', message: expect.any(String), requestId: expect.any(String) } });
    // Without a declared length (streamed body) the limit holds too.
    const streamed = await requestJson(t.rt, '/api/telemetry/not-found', {
      method: 'POST',
      body: new Blob([big]).stream(),
      headers: { 'content-type': 'application/json' },
    });
    expect(streamed.status).toBe(413);
  });

  it('refuses cross-site state changes and accepts same-origin ones', async () => {
    const email = uniqueEmail('news');
    const evil = await requestJson(t.rt, '/api/newsletter', { json: { email }, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('forbidden');
    const crossSite = await requestJson(t.rt, '/api/newsletter', { json: { email }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const [{ n: before }] = await t.rt.database.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    expect(before).toBe(0);
    const same = await requestJson(t.rt, '/api/newsletter', { json: { email } });
    expect(same).toMatchObject({ status: 200, body: { pending: true } });
  });

  it('stores one newsletter subscription per address, case-insensitively', async () => {
    const email = uniqueEmail('letters');
    for (const variant of [email, email.toUpperCase(), `  ${email}  `.trim(), email.replace(/^l/, 'L')]) {
      const res = await requestJson(t.rt, '/api/newsletter', { json: { email: variant } });
      expect(res.status, variant).toBe(200);
    }
    const [{ n }] = await t.rt.database.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    expect(n).toBe(1);
  });

  it('seeds the demo accounts in demo mode', async () => {
    const rows = await t.rt.database.db.select({ email: users.email, role: users.role, verified: users.emailVerified }).from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: t.rt.env.DEMO_ADMIN_EMAIL, role: 'admin', verified: true },
        { email: t.rt.env.DEMO_USER_EMAIL, role: 'user', verified: true },
      ]),
    );
  });
});

describe('production mode', () => {
  it('hides the demo accounts and seeds no demo users', async () => {
    const rt = await createTestRuntime({
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://changepath.example',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
    });
    try {
      const { status, body, headers } = await requestJson(rt, '/api/config');
      expect(status).toBe(200);
      expect(body.demoMode).toBe(false);
      expect(body.demoAccounts).toBeNull();
      expect(body.mailTransport).toBe('smtp');
      expect(JSON.stringify(body)).not.toContain('x'.repeat(40));
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      const [{ n }] = await rt.database.db.select({ n: count() }).from(users);
      expect(n).toBe(0);
      for (const ip of [uniqueIp(), '127.0.0.1']) {
        expect((await requestJson(rt, '/api/config', { ip })).body.demoAccounts, ip).toBeNull();
        expect((await request(rt, '/api/dev/outbox', { ip })).status, ip).toBe(404);
      }
    } finally {
      await rt.close();
    }
  });
});

describe('shutting down', () => {
  it('reports not ready once the process begins to stop, while every other route still answers', async () => {
    const rt = await createTestRuntime({ database: 'pglite' });
    try {
      expect((await request(rt, '/api/health/ready')).status).toBe(200);
      rt.beginShutdown();
      const ready = await requestJson(rt, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error).toMatchObject({ code: 'internal', message: 'This process is shutting down.' });
      expect((await request(rt, '/api/health/live')).status).toBe(200);
      expect((await request(rt, '/api/talks')).status).toBe(200);
    } finally {
      await rt.close();
    }
  });
});
