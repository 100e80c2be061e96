/**
 * Fuzzing every endpoint with fast-check (issue 9, "Security, as tests"), part 1 of 2: for each API route the
 * router registers (read from `app.routes`, so a new route is fuzzed without touching these files; the routes are
 * split over this file and security-fuzz-2.test.ts so the two run in parallel), NUM_RUNS generated requests —
 * path values, query strings and bodies (JSON of any shape, objects with the API's field names and hostile values,
 * malformed JSON, wrong content types, multipart with random bytes) — sent by a visitor, a user, a partner admin
 * or an admin. Property: never a 5xx, and never a stack trace, SQL or driver text, or a module path in the body
 * (unless the request itself contained it: some endpoints echo input). Engine: tests/support/security.ts.
 * PGlite only: the checks are about input handling, not the driver.
 *
 * Also here, the deterministic regression tests of what the fuzzer found.
 */
import { describe, expect, it } from 'vitest';
import { type Actor, apiRoutes, fuzzRoutes, openFuzzRuntime, shardOf } from '../support/security';
import { request, uniqueIp } from '../support/test-app';

// 300 per endpoint (issue 9); SECURITY_FUZZ_RUNS lowers it for a quick local run.
const NUM_RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 300);
const fr = await openFuzzRuntime();

describe('fuzzing the API routes, part 1 of 2 (PGlite)', () => {
  it('covers the routes the router registers', () => {
    expect(apiRoutes(fr.rt.app).length).toBeGreaterThan(50);
  });
  fuzzRoutes(fr, shardOf(apiRoutes(fr.rt.app), 0, 2), NUM_RUNS);
});

describe('NUL characters (found by the fuzzer: PostgreSQL cannot store U+0000, and these answered 500)', () => {
  const N = 'a\u0000b';
  const n = encodeURIComponent(N);
  it.each([
    ['GET', `/api/certificates/${n}/pdf`, undefined, 'user'],
    ['GET', `/api/community/posts?q=${n}`, undefined, 'visitor'],
    ['POST', '/api/community/posts', { title: N, content: 'x', category: 'General' }, 'user'],
    ['POST', '/api/community/posts/{post}/comments', { content: N }, 'other'],
    ['POST', '/api/toolkit/canvases', { name: N, data: {} }, 'user'],
    ['PATCH', '/api/ai/conversations/{conversation}', { title: N }, 'user'],
    ['POST', '/api/telemetry/not-found', { path: `/${N}` }, 'visitor'],
    ['POST', '/api/contact', { email: 'a@example.com', message: N }, 'visitor'],
    ['PUT', '/api/me/affiliation', { institutionName: N }, 'user'],
    ['PUT', `/api/admin/users/${n}/plan`, { plan: 'premium' }, 'admin'],
    ['POST', '/api/auth/sign-in/email', { email: `x${N}@example.com`, password: 'wrong-password-1' }, 'visitor'],
    ['POST', '/api/auth/request-password-reset', { email: `x${N}@example.com` }, 'visitor'],
    ['POST', '/api/auth/update-user', { name: N }, 'user'],
  ] as const)('%s %s answers 400', async (method, path, json, actor) => {
    const { rt, f } = fr;
    // Fresh objects: the fuzzing above may have deleted the fixture's.
    let url: string = path;
    if (url.includes('{post}')) url = url.replace('{post}', await f.fresh.post());
    if (url.includes('{conversation}')) url = url.replace('{conversation}', await f.fresh.conversation());
    const res = await request(rt, url, { method, json, cookie: f.cookies[actor as Actor], ip: uniqueIp() });
    expect(res.status, await res.text()).toBe(400);
  });
});

describe('Better Auth update-user with a name that is not a string (found by the fuzzer: 500, NOT NULL violation)', () => {
  it.each([[null], [42], [{ first: 'A' }]])('name %j answers 400', async (name) => {
    const res = await request(fr.rt, '/api/auth/update-user', { json: { name }, cookie: fr.f.cookies.user, ip: uniqueIp() });
    expect(res.status, await res.text()).toBe(400);
  });
  it('a body that is not an object answers 4xx, not 500', async () => {
    const res = await request(fr.rt, '/api/auth/update-user', { body: '-3.5e244', headers: { 'content-type': 'application/json' }, cookie: fr.f.cookies.user, ip: uniqueIp() });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
