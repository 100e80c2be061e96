/**
 * The blog articles in content/blog read from disk, for tests and scripts (the site itself bundles them:
 * features/blog/blog-posts.server.ts). `blogPagePathsFromDisk()` lists /blog/{postId}, /blog/category/{slug} and
 * /blog/tag/{slug} for every article. The sitemap is made per request (routes/sitemap.ts, shared/site-map.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogPagePaths } from '../src/shared/blog';
import { parseBlogPost } from '../src/shared/blog-parse';

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
