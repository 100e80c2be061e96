import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint, hydrateAfterFirstPaintIn } from './script-priority';

// The shape React Router 8 prerenders: modulepreloads in <head>, an async boot module script in <body>.
const page = [
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head>',
  '<body><main><p>Hello</p></main><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-2.js");</script></body>',
].join('\n');

/** The rewritten boot script's body. */
function bootScript(html: string): string {
  const m = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no boot script');
  return m[1];
}

describe('prerendered pages hydrate after their first paint', () => {
  it('takes the modulepreloads out of the head and leaves the stylesheet and content alone', () => {
    const out = hydrateAfterFirstPaint(page);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('async=""');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<main><p>Hello</p></main><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for a painted frame, then preloads the same modules and imports them in the original order', () => {
    const script = bootScript(hydrateAfterFirstPaint(page));
    const wait = script.indexOf('requestAnimationFrame');
    const preload = script.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    const imports = ['await import("/assets/manifest-1.js")', 'const route0 = await import("/assets/root-3.js")', 'const route1 = await import("/assets/home-4.js")', 'window.__reactRouterRouteModules', 'import("/assets/entry.client-2.js")'].map((s) =>
      script.indexOf(s),
    );
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports.every((i) => i > preload)).toBe(true);
    expect([...imports].sort((a, b) => a - b)).toEqual(imports);
    expect(script).not.toMatch(/^import\s/m);
  });

  it('runs in a browser: nothing is imported before the first frame, then everything in order', async () => {
    const script = bootScript(hydrateAfterFirstPaint(page));
    const events: string[] = [];
    let frame: (() => void) | undefined;
    const head: string[] = [];
    const document = { visibilityState: 'visible', createElement: () => ({}) as { href?: string }, head: { append: (l: { href: string }) => head.push(l.href) } };
    const window: Record<string, unknown> = {};
    const run = new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      `return (async () => { ${script.replace(/\bimport\(/g, 'load(')} })();`,
    ) as (...a: unknown[]) => Promise<void>;
    const done = run(
      document,
      window,
      (cb: () => void) => {
        events.push('frame requested');
        frame = cb;
      },
      (cb: () => void) => cb(),
      async (href: string) => {
        events.push(href);
        return { href };
      },
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual(['frame requested']);
    expect(head).toEqual([]);
    frame!();
    await done;
    expect(head).toEqual(['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-3.js']);
    expect(events.slice(1)).toEqual(['/assets/manifest-1.js', '/assets/root-3.js', '/assets/home-4.js', '/assets/entry.client-2.js']);
    expect(window.__reactRouterRouteModules).toEqual({ root: { href: '/assets/root-3.js' }, 'routes/home': { href: '/assets/home-4.js' } });
  });

  it('is idempotent, leaves pages without scripts alone, and refuses a boot script it does not recognise', () => {
    const out = hydrateAfterFirstPaint(page);
    expect(hydrateAfterFirstPaint(out)).toBe(out);
    expect(hydrateAfterFirstPaint('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
    expect(() => hydrateAfterFirstPaint(page.replace('<script type="module" async="">', '<script type="module">'))).toThrow(/boot module script/);
    expect(() => hydrateAfterFirstPaint(page.replace(/import \* as route0 from/, 'import route0 from'))).toThrow(/unexpected shape/);
  });

  it('rewrites the prerendered pages under a folder but not the SPA fallback', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-priority-'));
    mkdirSync(path.join(dir, 'about'));
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'about/index.html'), page);
    writeFileSync(path.join(dir, '__spa-fallback.html'), page);
    expect(hydrateAfterFirstPaintIn(dir)).toBe(2);
    expect(readFileSync(path.join(dir, 'about/index.html'), 'utf8')).toContain('requestAnimationFrame');
    expect(readFileSync(path.join(dir, '__spa-fallback.html'), 'utf8')).toBe(page);
  });
});
