import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-map';

describe('sitemapXml', () => {
  it('lists absolute URLs once each, escaped, with lastmod where known', () => {
    const xml = sitemapXml('https://changepath.example/', [{ path: '/' }, { path: '/blog', lastmod: '2026-11-02' }, { path: '/blog' }, { path: '/a&b' }]);
    expect(xml).toContain('<loc>https://changepath.example/</loc>');
    expect(xml).toContain('<loc>https://changepath.example/blog</loc><lastmod>2026-11-02</lastmod>');
    expect(xml).toContain('<loc>https://changepath.example/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of account, admin and API areas and names the sitemap on the origin', () => {
    const text = robotsTxt('https://changepath.example/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Sitemap: https://changepath.example/sitemap.xml');
  });
});
