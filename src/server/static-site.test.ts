import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

describe('createStaticSite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<html>stale page</html>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  const site = createStaticSite(dir);
  const app = new Hono().get('*', (c) => site.serve(c) ?? c.text('page', 299 as 200));

  it('serves hashed assets with a long cache, other files revalidated', async () => {
    const res = await app.request('/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });
  it('leaves pages (and HTML files left in the folder) to the page renderer', async () => {
    expect((await app.request('/')).status).toBe(299);
    expect((await app.request('/index.html')).status).toBe(299);
    expect((await app.request('/dashboard')).status).toBe(299);
  });
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/robots.txt');
    const again = await app.request('/robots.txt', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
