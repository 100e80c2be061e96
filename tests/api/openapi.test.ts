/**
 * The API's description (issue 22): `/api/openapi.json` is a valid OpenAPI 3.1 document (checked by a real validator,
 * @readme/openapi-parser), every operation has an operationId, a summary and a tag, signed-in operations carry the
 * session-cookie scheme, every write documents its 4xx answers, and every API route the server registers is in it
 * (a route added without `createRoute` fails here). `/api/docs` is the reference page under the site's CSP. The
 * contract checker every API test runs (tests/support/api-contract.ts) catches an answer that drifts from the
 * document.
 */
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { contractChecker } from '../support/api-contract';
import { apiRoutes } from '../support/security';
import { request, requestJson, useTestRuntime } from '../support/test-app';

type Op = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, unknown> };

describe('the API description', () => {
  const t = useTestRuntime('pglite');
  const document = async () => (await requestJson(t.rt, '/api/openapi.json')).body as { openapi: string; paths: Record<string, Record<string, Op>> };

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : JSON.stringify(result.errors.slice(0, 5), null, 1)).toBe(true);
  });

  it('names, summarises and tags every operation; marks the signed-in ones; documents the 4xx answers of every write', async () => {
    const doc = await document();
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${p}`;
        if (!op.operationId) problems.push(`${name}: no operationId`);
        else if (ids.has(op.operationId)) problems.push(`${name}: operationId ${op.operationId} used twice`);
        else ids.add(op.operationId);
        if (!op.summary) problems.push(`${name}: no summary`);
        if (!op.tags?.length) problems.push(`${name}: no tag`);
        const statuses = Object.keys(op.responses);
        if (p.startsWith('/auth/')) continue; // Better Auth describes its own answers.
        // Every write may be refused by the cross-site check (middleware/origin-check.ts).
        if (method !== 'get' && !statuses.includes('403')) problems.push(`${name}: a write that does not document 403 (cross-site refusal)`);
        const body = (op as { requestBody?: { content?: Record<string, unknown> } }).requestBody;
        if (body?.content?.['application/json'] && !statuses.includes('415')) problems.push(`${name}: takes a JSON body but does not document 415`);
        if (statuses.includes('401') && !op.security?.length) problems.push(`${name}: answers 401 but names no security scheme`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers every API route the server registers, and Better Auth’s endpoints', async () => {
    const doc = await document();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} /api${p.replace(/\{([^}]+)\}/g, ':$1')}`)),
    );
    const missing = apiRoutes(t.rt.app)
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => !documented.has(k) && !['GET /api/docs', 'GET /api/docs/scalar.js', 'GET /api/openapi.json'].includes(k));
    expect(missing).toEqual([]);
    expect(documented.has('POST /api/auth/sign-in/email')).toBe(true);
    // Better Auth's error answers carry the request id too (app.ts), and the document says so.
    const signInRefused = (doc.paths['/auth/sign-in/email'] as Record<string, { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> }>).post.responses['401'];
    expect(Object.keys(signInRefused.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['message', 'code', 'requestId']));
    expect(documented.has('GET /api/mentors/:slug')).toBe(true);
  });

  it('serves the reference page with its script from this site, allowed by the page’s own nonce', async () => {
    const res = await request(t.rt, '/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self'");
    expect(html).toContain('src="/api/docs/scalar.js"');
    expect(html).not.toContain('cdn.jsdelivr.net');
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (!/\bsrc=/.test(tag) && !/type="application\/json"/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    }
    const script = await request(t.rt, '/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe('the contract check every API test runs', () => {
  const doc = {
    paths: {
      '/things/{id}': {
        get: {
          responses: {
            200: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, n: { type: 'integer' } }, required: ['id', 'n'] } } } },
            404: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          },
        },
      },
    },
    components: { schemas: { Error: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] } }, required: ['error'] } } },
  };
  const checker = contractChecker(doc);
  const id = '7d5c8a8e-4b8e-4c1a-9f3e-2b7c1d0e9a11';
  const check = (status: number, body: unknown) => () => checker.check('GET', `http://x/api/things/${id}`, status, 'application/json', JSON.stringify(body));

  it('accepts the documented answers', () => {
    expect(check(200, { id, n: 3 })).not.toThrow();
    expect(check(404, { error: { code: 'not_found', message: 'No such thing.' } })).not.toThrow();
  });
  it('refuses an undocumented property, a wrong type, a missing property and an undocumented status', () => {
    expect(check(200, { id, n: 3, secret: 'x' })).toThrow(/not the documented one/);
    expect(check(200, { id, n: '3' })).toThrow(/not the documented one/);
    expect(check(200, { id })).toThrow(/not the documented one/);
    expect(check(404, { error: { code: 'not_found', message: 'x', stack: 'at …' } })).toThrow(/not the documented one/);
    expect(check(500, { error: { code: 'internal', message: 'x' } })).toThrow(/does not document/);
  });
});
