/**
 * The sitemap protocol's XML (sitemaps.org 0.9) and robots.txt for the site (produced per request on the
 * site's origin, from the database and the shipped blog). Pure functions.
 */
const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One page of the sitemap: its path and, when known, when it last changed (ISO date or date-time). */
export interface SiteMapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap XML for `entries` on `origin` (e.g. 'https://changepath.example'); each path once, in order. */
export function sitemapXml(origin: string, entries: readonly SiteMapEntry[]): string {
  const base = origin.replace(/\/$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    if (seen.has(path)) continue;
    seen.add(path);
    urls.push(`  <url><loc>${xmlEscape(base + path)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: public pages may be crawled; account, admin and API areas may not; the sitemap on `origin`. */
export function robotsTxt(origin: string): string {
  return [
    '# ChangePath: public pages may be crawled; account, admin and API areas may not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin-dashboard',
    'Disallow: /profile',
    'Disallow: /welcome',
    'Disallow: /partner-admin',
    'Disallow: /partnership-status/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
