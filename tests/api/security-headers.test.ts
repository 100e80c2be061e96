/**
 * Headers, cookies, cross-site requests, account enumeration and hostile uploads (issue 9, "Security, as tests"):
 * - every API route (from the router's table) and every kind of HTML response (rendered page, redirect,
 *   asset, unknown path) carries the foundation's CSP (script-src 'self' without 'unsafe-inline', object-src
 *   'none', base-uri 'none', frame-ancestors 'none'), nosniff and a Referrer-Policy;
 * - cookies are HttpOnly and SameSite=Lax, and Secure in production mode;
 * - a state-changing request from another site (foreign Origin, `Origin: null`, Sec-Fetch-Site: cross-site) is
 *   refused, on the app's routes and on Better Auth's;
 * - sign-in, password reset and the sign-in delay answer the same for known and unknown e-mail addresses;
 * - renamed executables, polyglots, oversized and empty files are refused by every endpoint that takes a file, and
 *   nothing is stored.
 * The HTML responses are real pages, rendered by the React Router build as `npm start` serves them.
 */
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConversations, partnershipApplications, uploads } from '~/server/db/schema';
import { MAX_ATTACHMENT_BYTES } from '~/shared/ai';
import { LOGO_MAX_BYTES } from '~/shared/forms';
import { MAX_IMAGE_BYTES } from '~/server/features/uploads/uploads.service';
import { type CorpusFile, type SecurityFixture, apiRoutes, buildSecurityFixture, hostileCorpus, multipart } from '../support/security';
import { insertTalk, pngBytes, quickUser } from '../support/talks';
import {
  GOOD_PASSWORD,
  type TestRuntime,
  createTestRuntime,
  makeUser,
  request,
  requestJson,
  signInRaw,
  uniqueEmail,
  uniqueIp,
  useTestRuntime,
} from '../support/test-app';

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

/** The foundation's header rules, for any response. */
function expectSecurityHeaders(res: Response, where: string) {
  const csp = directives(res.headers.get('content-security-policy'));
  const script = csp['script-src'] ?? csp['default-src'] ?? [];
  expect(script.length, `${where}: a script source list`).toBeGreaterThan(0);
  expect(script, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(script, `${where}: script-src`).not.toContain("'unsafe-eval'");
  // 'wasm-unsafe-eval' allows compiling WebAssembly only (HarfBuzz for the PDF exports, issue 21), not eval.
  expect(script.every((s) => s === "'self'" || s === "'none'" || s === "'wasm-unsafe-eval'" || /^'nonce-[A-Za-z0-9+/=]{22,}'$/.test(s)), `${where}: script-src ${script.join(' ')}`).toBe(true);
  expect(csp['object-src'] ?? csp['default-src'], `${where}: object-src`).toEqual(["'none'"]);
  expect(csp['base-uri'], `${where}: base-uri`).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options'), `${where}: nosniff`).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), `${where}: referrer-policy`).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/);
  expect(res.headers.get('x-frame-options'), `${where}: x-frame-options`).toBe('DENY');
}

describe('security headers', () => {
  // Pages come from the real React Router build, as `npm start` serves them.
  const t = useTestRuntime('pglite', { pages: true });
  let f: SecurityFixture;
  const asset = '/assets/' + readdirSync('build/client/assets').find((name) => name.endsWith('.js'));

  beforeAll(async () => {
    f = await buildSecurityFixture(t.rt);
  });

  it('are on every API route of the router, whatever it answers', async () => {
    const routes = apiRoutes(t.rt.app);
    expect(routes.length).toBeGreaterThan(50);
    // A post of its own: the sweep sends every method, DELETE included, as the post's author.
    const postId = await f.fresh.post();
    for (const route of routes) {
      const p = route.path
        .replace(':id', postId)
        .replace(':slug', 'no-such-slug')
        .replace(':token', 'x'.repeat(30))
        .replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000');
      for (const cookie of [undefined, f.cookies.user]) {
        const res = await request(t.rt, p, { method: route.method, cookie, json: route.method === 'GET' ? undefined : {} });
        await res.arrayBuffer();
        expectSecurityHeaders(res, `${route.method} ${route.path} (${res.status})`);
      }
    }
  });

  it('are on Better Auth responses, API 404s and an uploaded file', async () => {
    for (const [p, opts] of [
      ['/api/auth/get-session', {}],
      ['/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'wrong-password-1' } }],
      ['/api/no-such-endpoint', {}],
      [`/api/uploads/${f.uploadId}`, {}],
    ] as const) {
      const res = await request(t.rt, p, { ...opts, ip: uniqueIp() });
      await res.arrayBuffer();
      expectSecurityHeaders(res, `${p} (${res.status})`);
    }
  });

  it('are on the cached public reads: the first answer, a cached one, a gzipped one and a 304', async () => {
    for (const p of ['/api/talks', '/api/community/posts']) {
      const first = await request(t.rt, p);
      await first.arrayBuffer();
      expectSecurityHeaders(first, `GET ${p} (first)`);
      const gzipped = await request(t.rt, p, { headers: { 'accept-encoding': 'gzip' } });
      await gzipped.arrayBuffer();
      expectSecurityHeaders(gzipped, `GET ${p} (cached, ${gzipped.headers.get('content-encoding') ?? 'identity'})`);
      const etag = first.headers.get('etag');
      expect(etag, p).toBeTruthy();
      const notModified = await request(t.rt, p, { headers: { 'if-none-match': etag! } });
      expect(notModified.status, p).toBe(304);
      expectSecurityHeaders(notModified, `GET ${p} (304)`);
    }
  });

  it('are on rendered pages, redirects, assets and unknown paths; inline scripts are allowed by a fresh nonce only', async () => {
    for (const p of ['/', '/about', '/dashboard', asset, '/no-such-page', '/assets/missing.js']) {
      const res = await request(t.rt, p);
      await res.arrayBuffer();
      expectSecurityHeaders(res, `GET ${p} (${res.status})`);
    }
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const home = await request(t.rt, '/');
      const script = directives(home.headers.get('content-security-policy'))['script-src'];
      const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(script).toEqual(["'self'", "'wasm-unsafe-eval'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
      const html = await home.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !/application\/(ld\+)?json/.test(m[1]));
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it('sets HttpOnly, SameSite=Lax cookies (session and visitor id), without Secure outside production', async () => {
    const email = uniqueEmail('cookies');
    await makeUser(t.rt, email);
    const { res } = await signInRaw(t.rt, email, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    const view = await request(t.rt, `/api/talks/${f.talkId}/views`, { method: 'POST' });
    const cookies = [...res.headers.getSetCookie(), ...view.headers.getSetCookie()];
    expect(cookies.some((c) => /session_token=/.test(c))).toBe(true);
    expect(cookies.some((c) => /^cp_vid=/.test(c))).toBe(true);
    for (const c of cookies) {
      const attrs = c.split(';').slice(1).map((a) => a.trim().toLowerCase());
      expect(attrs, c).toContain('httponly');
      expect(attrs, c).toContain('samesite=lax');
      expect(attrs, c).not.toContain('secure');
    }
  });

  describe('a state-changing request from another site', () => {
    const foreign = ['https://evil.example', 'null', 'http://localhost:3000.evil.example'];

    it('is refused on the app routes (and changes nothing)', async () => {
      const calls: Array<[string, string, unknown, string | undefined]> = [
        ['POST', '/api/community/posts', { title: 'CSRF', content: 'Forged.', category: 'General' }, f.cookies.user],
        ['PUT', `/api/community/posts/${f.postId}/like`, undefined, f.cookies.other],
        ['POST', `/api/talks/${f.talkId}/registration`, undefined, f.cookies.other],
        ['DELETE', `/api/toolkit/canvases/${f.canvasId}`, undefined, f.cookies.user],
        ['POST', '/api/admin/talks', {}, f.cookies.admin],
        ['PUT', `/api/admin/users/${f.users.other.id}/plan`, { plan: 'premium' }, f.cookies.admin],
        ['POST', '/api/newsletter', { email: 'csrf@example.com' }, undefined],
      ];
      for (const [method, p, json, cookie] of calls) {
        for (const origin of foreign) {
          const res = await requestJson(t.rt, p, { method, json, cookie, origin, ip: uniqueIp() });
          expect(res.status, `${method} ${p} from ${origin}`).toBe(403);
        }
        const fetchSite = await request(t.rt, p, { method, json, cookie, origin: null, headers: { 'sec-fetch-site': 'cross-site' }, ip: uniqueIp() });
        expect(fetchSite.status, `${method} ${p} with Sec-Fetch-Site: cross-site`).toBe(403);
      }
      // Nothing happened: the canvas is still there.
      expect((await requestJson(t.rt, `/api/toolkit/canvases/${f.canvasId}`, { cookie: f.cookies.user })).status).toBe(200);
    });

    it("is refused on Better Auth's routes", async () => {
      const email = uniqueEmail('csrf');
      await makeUser(t.rt, email);
      for (const origin of foreign) {
        const signIn = await request(t.rt, '/api/auth/sign-in/email', { json: { email, password: GOOD_PASSWORD }, origin, ip: uniqueIp() });
        expect(signIn.status, `sign-in from ${origin}`).toBe(403);
        expect(signIn.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c))).toEqual([]);
        const signOut = await request(t.rt, '/api/auth/sign-out', { json: {}, cookie: f.cookies.other, origin, ip: uniqueIp() });
        expect(signOut.status, `sign-out from ${origin}`).toBe(403);
      }
      expect((await request(t.rt, '/api/me', { cookie: f.cookies.other })).status).toBe(200);
    });

    it('is refused by the account endpoints with a sentence that says what to do, never the internal code', async () => {
      const res = await requestJson(t.rt, '/api/auth/sign-in/email', { json: { email: uniqueEmail('origin'), password: GOOD_PASSWORD }, origin: 'https://evil.example', ip: uniqueIp() });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'INVALID_ORIGIN',
        message: `This page was opened at an address this site does not accept for signing in. Open ${t.rt.env.publicUrl} and try again.`,
        requestId: res.headers.get('x-request-id'),
      });
    });

    it('is accepted in demo mode from the other loopback names of the port of the site (127.0.0.1, [::1])', async () => {
      expect(t.rt.env.demoMode).toBe(true);
      const port = new URL(t.rt.env.publicUrl).port;
      for (const host of ['127.0.0.1', '[::1]']) {
        const email = uniqueEmail('loopback');
        const signUp = await requestJson(t.rt, '/api/auth/sign-up/email', { json: { email, password: GOOD_PASSWORD, name: 'Loopback Person' }, origin: `http://${host}:${port}`, ip: uniqueIp() });
        expect(signUp.status, host).toBe(200);
      }
      // Another port on the same machine is another site.
      const other = await requestJson(t.rt, '/api/auth/sign-up/email', { json: { email: uniqueEmail('port'), password: GOOD_PASSWORD, name: 'Port' }, origin: 'http://127.0.0.1:4999', ip: uniqueIp() });
      expect(other.status).toBe(403);
    });

    it('is served from the site itself (control)', async () => {
      const res = await requestJson(t.rt, `/api/community/posts/${f.postId}/like`, { method: 'PUT', cookie: f.cookies.other });
      expect(res.status).toBe(200);
    });
  });

  describe('answers that reveal nothing about which e-mail addresses have accounts', () => {
    /** An error body without its own request id (checked to be the answer's X-Request-Id), for comparing answers. */
    const withoutRequestId = (r: { body: unknown; headers: Headers }) => {
      if (!r.body || typeof r.body !== 'object' || !('requestId' in r.body)) return r.body;
      const { requestId, ...rest } = r.body as { requestId: string };
      expect(requestId).toBe(r.headers.get('x-request-id'));
      return rest;
    };

    it('sign-in with a wrong password: same status and body for a known, an unverified and an unknown address', async () => {
      const known = uniqueEmail('known');
      await makeUser(t.rt, known);
      const unverified = uniqueEmail('unverified');
      await requestJson(t.rt, '/api/auth/sign-up/email', { json: { email: unverified, password: GOOD_PASSWORD, name: 'U' }, ip: uniqueIp() });
      // Each answer carries its own request id (decision 013); nothing else may differ.
      const attempt = async (email: string) => {
        const r = await requestJson(t.rt, '/api/auth/sign-in/email', { json: { email, password: 'not-the-password-9' }, ip: uniqueIp() });
        return { status: r.status, body: withoutRequestId(r) };
      };
      const a = await attempt(known);
      const b = await attempt(unverified);
      const c = await attempt(uniqueEmail('unknown'));
      expect(a.status).toBe(401);
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
      expect({ status: c.status, body: c.body }).toEqual({ status: a.status, body: a.body });
    });

    it('password reset: same status and body for a known and an unknown address', async () => {
      const known = uniqueEmail('reset-known');
      await makeUser(t.rt, known);
      const ask = (email: string) => requestJson(t.rt, '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' }, ip: uniqueIp() });
      const a = await ask(known);
      const b = await ask(uniqueEmail('reset-unknown'));
      expect(a.status).toBe(200);
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
    });

    /**
     * For an address that already has an account Better Auth answers sign-up with a made-up user whose `role` is
     * null; a real new account has `role: "user"`. Our after hook answers `{ token: null, user: null }` to both.
     */
    it('sign-up: same status and body for a known and a new address (ids and times aside)', async () => {
      const known = uniqueEmail('signup-known');
      await makeUser(t.rt, known);
      const strip = (body: unknown) =>
        JSON.parse(JSON.stringify(body), (k, v) => (['id', 'createdAt', 'updatedAt', 'email'].includes(k) ? undefined : v)) as unknown;
      const signUp = (email: string) => requestJson(t.rt, '/api/auth/sign-up/email', { json: { email, password: GOOD_PASSWORD, name: 'Same' }, ip: uniqueIp() });
      const a = await signUp(known);
      const b = await signUp(uniqueEmail('signup-new'));
      expect(a.status).toBe(200);
      expect({ status: b.status, body: strip(b.body) }).toEqual({ status: a.status, body: strip(a.body) });
      expect(a.body).toEqual({ token: null, user: null });
    });

    it('sign-in delay after repeated failures: the same for a known and an unknown address', async () => {
      const known = uniqueEmail('lock-known');
      await makeUser(t.rt, known);
      const unknown = uniqueEmail('lock-unknown');
      const answers = { known: [] as unknown[], unknown: [] as unknown[] };
      // One guessing address per e-mail (the delay is per account and client, lockout.ts).
      const ips = { known: uniqueIp(), unknown: uniqueIp() };
      for (let i = 0; i < 7; i++) {
        for (const [k, email] of [['known', known], ['unknown', unknown]] as const) {
          const r = await requestJson(t.rt, '/api/auth/sign-in/email', { json: { email, password: `wrong-password-${i}` }, ip: ips[k] });
          answers[k].push({ status: r.status, body: withoutRequestId(r) });
        }
      }
      expect(answers.unknown).toEqual(answers.known);
      expect(answers.known.at(-1)).toMatchObject({ status: 429, body: { code: 'SIGN_IN_DELAYED' } });
    });
  });

  describe('hostile files are refused everywhere a file is accepted, and nothing is stored', () => {
    const db = () => t.rt.database.db;
    const endpoints: Array<{
      name: string;
      limit: number;
      send(file: CorpusFile): Promise<Response>;
      stored(): Promise<number>;
    }> = [
      {
        name: 'POST /api/admin/uploads (admin, field "file")',
        limit: MAX_IMAGE_BYTES,
        send: (file) => request(t.rt, '/api/admin/uploads', { body: multipart('file', file), cookie: f.cookies.admin }),
        stored: async () => (await db().select({ n: count() }).from(uploads))[0].n,
      },
      {
        name: 'POST /api/ai/chat (user, field "attachments")',
        limit: MAX_ATTACHMENT_BYTES,
        send: (file) => request(t.rt, '/api/ai/chat', { body: multipart('attachments', file, { userInput: 'Please review this.' }), cookie: chatUser().cookie }),
        stored: async () => (await db().select({ n: count() }).from(aiConversations).where(eq(aiConversations.user_id, chatUser().id)))[0].n,
      },
      {
        name: 'POST /api/partnerships/college (visitor, field "logo")',
        limit: LOGO_MAX_BYTES,
        send: (file) =>
          request(t.rt, '/api/partnerships/college', {
            body: multipart('logo', file, { institutionName: 'Upload College', location: 'Pune', contactPerson: 'Priya', email: 'priya@example.edu' }),
            ip: uniqueIp(),
          }),
        stored: async () => (await db().select({ n: count() }).from(partnershipApplications))[0].n,
      },
    ];
    let chatter: Awaited<ReturnType<typeof quickUser>> | undefined;
    const chatUser = () => chatter!;
    beforeAll(async () => {
      chatter = await quickUser(t.rt, 'uploader');
    });

    for (const endpoint of endpoints) {
      describe(endpoint.name, () => {
        for (const file of hostileCorpus(endpoint.limit + 1)) {
          const key = `${endpoint.name} × ${file.label}`;
          it(`refuses ${file.label}`, async () => {
            const before = await endpoint.stored();
            const res = await endpoint.send(file);
            const body = await res.text();
            expect([400, 413, 415, 422], `${key} answered ${res.status}: ${body.slice(0, 200)}`).toContain(res.status);
            expect(await endpoint.stored(), `${key}: nothing stored`).toBe(before);
          });
        }
        it('still accepts a real PNG (control)', async () => {
          const ok = await endpoint.send({ label: 'png', name: 'ok.png', type: 'image/png', bytes: pngBytes(4, 4) });
          await ok.arrayBuffer();
          expect(ok.status).toBeLessThan(300);
        });
      });
    }
  });
});

describe('security headers in production mode', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime({
      env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), PUBLIC_URL: 'https://changepath.example', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await rt?.close();
  });

  it('marks every cookie Secure (the session cookie with the __Secure- prefix) and sends HSTS', async () => {
    const email = uniqueEmail('prod');
    await makeUser(rt, email);
    const { res } = await signInRaw(rt, email, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    const talk = await insertTalk(rt, { startsInMs: 7 * 24 * 3600_000 });
    const view = await request(rt, `/api/talks/${talk.id}/views`, { method: 'POST' });
    expect(view.status).toBe(200);
    const cookies = [...res.headers.getSetCookie(), ...view.headers.getSetCookie()];
    expect(cookies.some((c) => c.startsWith('__Secure-') && /session_token=/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('cp_vid='))).toBe(true);
    for (const c of cookies) {
      const attrs = c.split(';').slice(1).map((a) => a.trim().toLowerCase());
      expect(attrs, c).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
    }
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expectSecurityHeaders(res, 'production sign-in');
  });

  it('sends HSTS on the cached public reads too', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(rt, '/api/talks');
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), `answer ${i + 1}`).toMatch(/max-age=\d{7,}/);
      expectSecurityHeaders(res, `production GET /api/talks (answer ${i + 1})`);
    }
  });

  it('hides the demo outbox', async () => {
    expect((await request(rt, '/api/dev/outbox')).status).toBe(404);
  });
});

describe('HSTS follows the site’s scheme, not the mode (issue 20)', () => {
  it('is sent by a non-production server on an https PUBLIC_URL, and not on an http one', async () => {
    const https = await createTestRuntime({ env: { PUBLIC_URL: 'https://campus.example.edu' } });
    try {
      expect(https.env.production).toBe(false);
      expect((await request(https, '/api/health/live')).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
    const http = await createTestRuntime();
    try {
      expect(http.env.publicUrl.startsWith('http://')).toBe(true);
      expect((await request(http, '/api/health/live')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await http.close();
    }
  });
});
