import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority, lowerModulePreloadPriorityIn } from './script-priority';

const page = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/x.js"/><link rel="modulepreload" href="/assets/y.js"></head>';

describe('script preload priority of prerendered pages', () => {
  it('marks every modulepreload low priority, and nothing else', () => {
    const out = lowerModulePreloadPriority(page);
    expect(out).toContain('<link rel="modulepreload" href="/assets/x.js" fetchpriority="low"/>');
    expect(out).toContain('<link rel="modulepreload" href="/assets/y.js" fetchpriority="low"/>');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(lowerModulePreloadPriority(out)).toBe(out);
  });

  it('rewrites the prerendered pages under a folder but not the SPA fallback', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-priority-'));
    mkdirSync(path.join(dir, 'about'));
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'about/index.html'), page);
    writeFileSync(path.join(dir, '__spa-fallback.html'), page);
    expect(lowerModulePreloadPriorityIn(dir)).toBe(2);
    expect(readFileSync(path.join(dir, 'about/index.html'), 'utf8')).toContain('fetchpriority="low"');
    expect(readFileSync(path.join(dir, '__spa-fallback.html'), 'utf8')).toBe(page);
  });
});
