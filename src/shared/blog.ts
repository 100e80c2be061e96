/**
 * The blog / Resource Hub's data model (posts, categories, tags) and its pure helpers: slugs, paths and search.
 * Safe for the browser; the Markdown files themselves are read on the server only (blog-parse.ts, through
 * client/features/blog/blog-posts.server.ts and the site search's index), so the client bundle never carries the
 * article bodies.
 */
import { formatCalendarDate } from './date-format';
import type { Locale } from './locales';

/** A post as listed on cards: everything but the body. `date` is an ISO-8601 calendar date (YYYY-MM-DD). */
export interface BlogPostSummary {
  /** The file name without `.md`; the post's URL is /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** Cover image path under /public (SVG), or null. */
  image: string | null;
  /** 1200×630 PNG for link previews, or null for the site-wide one. */
  socialImage: string | null;
  category: { name: string; slug: string };
  tags: Array<{ name: string; slug: string }>;
  author: { name: string };
  date: string;
  /** Minutes. */
  readTime: number;
  featured: boolean;
  /** The language the article (title, excerpt, category, tags and body) is written in. */
  lang: Locale;
}

/** A full post: the summary plus its Markdown body. */
export interface BlogPost extends BlogPostSummary {
  body: string;
}

/** A category or tag with the number of posts in it. */
export interface BlogTerm {
  name: string;
  slug: string;
  count: number;
}

/** URL-safe slug of a category or tag name: lower case, ASCII letters and digits joined by '-'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const blogPaths = {
  post: (id: string) => `/blog/${id}`,
  category: (slug: string) => `/blog/category/${slug}`,
  tag: (slug: string) => `/blog/tag/${slug}`,
};

/** Every page of the blog below /blog for these posts: posts, then categories, then tags (no duplicates). */
export function blogPagePaths(posts: readonly BlogPostSummary[]): string[] {
  const out = new Set<string>();
  for (const p of posts) out.add(blogPaths.post(p.id));
  for (const p of posts) out.add(blogPaths.category(p.category.slug));
  for (const p of posts) for (const t of p.tags) out.add(blogPaths.tag(t.slug));
  return [...out];
}

/** Categories or tags with their post counts, most posts first, then by name. */
export function countTerms(posts: readonly BlogPostSummary[], pick: (p: BlogPostSummary) => Array<{ name: string; slug: string }>): BlogTerm[] {
  const terms = new Map<string, BlogTerm>();
  for (const post of posts) {
    for (const { name, slug } of pick(post)) {
      const term = terms.get(slug) ?? { name, slug, count: 0 };
      term.count += 1;
      terms.set(slug, term);
    }
  }
  return [...terms.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Posts whose title, excerpt or a tag contains every word of `query` (case-insensitive), in their given order.
 * A blank query matches everything.
 */
export function searchPosts<T extends BlogPostSummary>(posts: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...posts];
  return posts.filter((p) => {
    const haystack = [p.title, p.excerpt, ...p.tags.map((t) => t.name)].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** '12 November 2026' for an ISO calendar date (UTC, so server-rendered and hydrated text agree). */
export function formatPostDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}
