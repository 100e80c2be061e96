/**
 * The sitemap protocol's XML (sitemaps.org 0.9) and robots.txt for the site (produced per request on the
 * site's origin, from the database and the shipped blog). Pure functions.
 */
import { defaultLocale, localizedPath, locales } from './locales';
const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One page of the sitemap: its path and, when known, when it last changed (ISO date or date-time). */
export interface SiteMapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The sitemap XML for `entries` on `origin` (e.g. 'https://changepath.example'): every page once per language
 * (English at its path, Hindi under /hi), each `<url>` naming all its languages and the default as
 * `xhtml:link rel="alternate"` (hreflang, as search engines read it), each path once, in order.
 * @param entries English (unprefixed) paths
 */
export function sitemapXml(origin: string, entries: readonly SiteMapEntry[]): string {
  const base = origin.replace(/\/$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    if (seen.has(path)) continue;
    seen.add(path);
    const alternates = [
      ...locales.map((locale) => [locale, localizedPath(path, locale)] as const),
      ['x-default', localizedPath(path, defaultLocale)] as const,
    ]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(base + href)}"/>`)
      .join('');
    for (const locale of locales) {
      const loc = xmlEscape(base + localizedPath(path, locale));
      urls.push(`  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages that are nobody's business but their owner's, in every language. */
const privatePaths = ['/dashboard', '/admin-dashboard', '/profile', '/welcome', '/partner-admin', '/partnership-status/', '/dev/'];

/**
 * robots.txt: public pages may be crawled; account, admin and API areas may not (in every language); the sitemap
 * on `origin`.
 */
export function robotsTxt(origin: string): string {
  return [
    '# ChangePath: public pages may be crawled; account, admin and API areas may not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...locales.flatMap((locale) => privatePaths.map((path) => `Disallow: ${localizedPath(path, locale)}`)),
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
