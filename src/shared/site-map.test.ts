import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-map';

describe('sitemapXml', () => {
  it('lists absolute URLs once each per language, escaped, with lastmod where known', () => {
    const xml = sitemapXml('https://changepath.example/', [{ path: '/' }, { path: '/blog', lastmod: '2026-11-02' }, { path: '/blog' }, { path: '/a&b' }]);
    expect(xml).toContain('<loc>https://changepath.example/</loc>');
    expect(xml).toContain('<loc>https://changepath.example/blog</loc><lastmod>2026-11-02</lastmod>');
    expect(xml).toContain('<loc>https://changepath.example/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://changepath.example/hi/blog</loc><lastmod>2026-11-02</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('names every language of a page, and English as the default, in each of its entries', () => {
    const xml = sitemapXml('https://changepath.example', [{ path: '/courses' }]);
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://changepath.example/courses"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://changepath.example/hi/courses"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://changepath.example/courses"/>');
    }
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
