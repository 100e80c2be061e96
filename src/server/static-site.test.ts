import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createStaticSite, inlineScriptHashes } from './static-site';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, as CSP sha256 sources', () => {
    const body = 'window.x = 1;';
    const html = `<script src="/a.js"></script><script>${body}</script><script type="module"></script>`;
    const expected = 'sha256-' + createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe('createStaticSite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-site-'));
  mkdirSync(path.join(dir, 'about'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<html><script>home()</script></html>');
  writeFileSync(path.join(dir, 'about', 'index.html'), '<html>about</html>');
  writeFileSync(path.join(dir, '__spa-fallback.html'), '<html><script>spa()</script></html>');
  writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  const site = createStaticSite(dir);
  const app = new Hono().get('*', (c) => site.serve(c));

  it('serves prerendered pages with a CSP that allows exactly their inline scripts', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update('home()').digest('base64')}'`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect((await app.request('/about')).status).toBe(200);
  });
  it('serves hashed assets with a long cache and answers a missing asset 404', async () => {
    const res = await app.request('/assets/app-abc.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });
  it('answers client-only pages with the SPA fallback and unknown paths with it too, as 404', async () => {
    const known = await app.request('/dashboard');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('spa()');
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('spa()');
  });
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/about');
    const again = await app.request('/about', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
