/**
 * Build-time site map (issue 8: every public page prerendered and listed in sitemap.xml; robots.txt served).
 * Used by react-router.config.ts:
 *  - `blogPagePathsFromDisk()` lists /blog/{postId}, /blog/category/{slug} and /blog/tag/{slug} for every article
 *    in content/blog, so they are prerendered;
 *  - `writeSiteMap()` (the `buildEnd` hook) writes build/client/sitemap.xml with every prerendered page and points
 *    the Sitemap line of build/client/robots.txt (copied from public/robots.txt) at it.
 * URLs in both files are absolute (the sitemap protocol requires it), on the origin given at build time.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogPagePaths, blogPaths } from '../src/client/features/blog/blog.model';
import { parseBlogPost } from '../src/client/features/blog/blog-parse';

const root = fileURLToPath(new URL('..', import.meta.url));
const blogDir = path.join(root, 'content/blog');

/** Every article in content/blog, parsed (throws on invalid front matter, failing the build). */
export function readBlogPostsFromDisk(dir = blogDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseBlogPost(path.basename(f, '.md'), readFileSync(path.join(dir, f), 'utf8')));
}

/** The blog pages below /blog to prerender: each post, each category and each tag. */
export function blogPagePathsFromDisk(dir = blogDir): string[] {
  return blogPagePaths(readBlogPostsFromDisk(dir));
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemap XML for `pagePaths` (relative, e.g. '/blog') on `origin` (e.g. 'https://changepath.example').
 * Blog posts carry their publication date as <lastmod>.
 */
export function sitemapXml(origin: string, pagePaths: readonly string[], lastmod: ReadonlyMap<string, string> = new Map()): string {
  const base = origin.replace(/\/$/, '');
  const urls = [...new Set(pagePaths)].map((p) => {
    const mod = lastmod.get(p);
    return `  <url><loc>${xmlEscape(base + p)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The site's origin for absolute URLs: PUBLIC_URL at build time (npm start builds with the server's settings),
 * else http://localhost:$PORT (3000), the server's own default.
 */
export function buildOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '3000'}`).replace(/\/$/, '');
}

/** Writes `clientDir`/sitemap.xml listing `pagePaths` and fixes the Sitemap line of `clientDir`/robots.txt. */
export function writeSiteMap({ clientDir, pagePaths, origin = buildOrigin() }: { clientDir: string; pagePaths: readonly string[]; origin?: string }) {
  const lastmod = new Map(readBlogPostsFromDisk().map((p) => [blogPaths.post(p.id), p.date]));
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(origin, pagePaths, lastmod));
  const robots = path.join(clientDir, 'robots.txt');
  if (existsSync(robots)) {
    const text = readFileSync(robots, 'utf8').replace(/^Sitemap:.*$/m, `Sitemap: ${origin}/sitemap.xml`);
    writeFileSync(robots, text);
  }
}
