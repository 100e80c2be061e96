/**
 * The blog's (Resource Hub's) articles, bundled at build time. Only server code imports this module
 * (the blog routes' and the sitemap's loaders), so the Markdown and the front-matter parser stay out of the
 * browser bundle and each page ships just the data it shows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BlogPost, type BlogPostSummary, type BlogTerm, countTerms } from '~/shared/blog';
import { byDateDesc, parseBlogPost } from '~/shared/blog-parse';

const files = import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default', eager: true });

const publicDir = path.resolve(process.cwd(), 'public');
const hasPublicFile = (p: string) => existsSync(path.join(publicDir, p));

const posts: BlogPost[] = Object.entries(files)
  .map(([file, raw]) => parseBlogPost(path.basename(file, '.md'), raw, hasPublicFile))
  .sort(byDateDesc);

/** The card fields of a post (no body). */
export function toSummary({ body: _body, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** Every post, newest first, without bodies. */
export function listPosts(): BlogPostSummary[] {
  return posts.map(toSummary);
}

/** The post with this id, or undefined. */
export function findPost(id: string): BlogPost | undefined {
  return posts.find((p) => p.id === id);
}

/** Categories with counts, most posts first. */
export function listCategories(): BlogTerm[] {
  return countTerms(posts, (p) => [p.category]);
}

/** Tags with counts, most posts first. */
export function listTags(): BlogTerm[] {
  return countTerms(posts, (p) => p.tags);
}

/**
 * Up to `limit` other posts for the end of an article: same category first, then most shared tags, then newest.
 */
export function relatedPosts(post: BlogPostSummary, limit = 3): BlogPostSummary[] {
  const tagSlugs = new Set(post.tags.map((t) => t.slug));
  const score = (p: BlogPostSummary) =>
    (p.category.slug === post.category.slug ? 10 : 0) + p.tags.filter((t) => tagSlugs.has(t.slug)).length;
  return posts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || byDateDesc(a.p, b.p))
    .slice(0, limit)
    .map(({ p }) => toSummary(p));
}
