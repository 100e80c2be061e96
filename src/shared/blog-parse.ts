/**
 * Parses one blog article (a Markdown file with YAML front matter) into a BlogPost. Runs in Node only: in the blog
 * routes' and the sitemap's loaders (through client/features/blog/blog-posts.server.ts), when the server copies the
 * articles into the site search (server/features/search/search.documents.ts), and in scripts/site-map.ts for tests.
 * gray-matter is a Node library and is never part of the browser bundle.
 *
 * Front matter:
 *   title, excerpt, category (strings); tags (list of strings); author (a name, or { name });
 *   date (YYYY-MM-DD); readTime (minutes); image (optional path under /public, e.g. /images/blog/x.svg);
 *   featured (optional boolean); lang (optional, the language it is written in: en, the default, or hi). An
 *   article stays in its language on every page and is marked with it there.
 */
import matter from 'gray-matter';
import { z } from 'zod';
import { type BlogPost, slugify } from './blog';
import { defaultLocale, locales } from './locales';

const isoDate = z
  .union([z.date(), z.string()])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'));

const frontMatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  image: z.string().startsWith('/').optional(),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
  author: z.union([z.string().min(1).transform((name) => ({ name })), z.object({ name: z.string().min(1) })]),
  date: isoDate,
  readTime: z.number().int().positive(),
  featured: z.boolean().default(false),
  lang: z.enum(locales).default(defaultLocale),
});

/** A post id is its file name: lower-case letters, digits and dashes. */
export const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `raw` is the file's text, `id` its name without `.md`. `hasSocialImage(path)` says whether a PNG exists
 * beside the cover (same name, .png) for link previews. Throws an Error naming the file when the front matter
 * is invalid, so a broken article fails the build instead of shipping.
 */
export function parseBlogPost(id: string, raw: string, hasSocialImage: (pngPath: string) => boolean = () => false): BlogPost {
  if (!POST_ID_PATTERN.test(id)) throw new Error(`content/blog/${id}.md: the file name must be lower-case words joined by dashes`);
  const { data, content } = matter(raw);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`content/blog/${id}.md: invalid front matter: ${z.prettifyError(parsed.error)}`);
  }
  const fm = parsed.data;
  const png = fm.image ? fm.image.replace(/\.svg$/i, '.png') : null;
  return {
    id,
    title: fm.title,
    excerpt: fm.excerpt,
    image: fm.image ?? null,
    socialImage: png && png !== fm.image && hasSocialImage(png) ? png : fm.image && !/\.svg$/i.test(fm.image) ? fm.image : null,
    category: { name: fm.category, slug: slugify(fm.category) },
    tags: fm.tags.map((name) => ({ name, slug: slugify(name) })),
    author: fm.author,
    date: fm.date,
    readTime: fm.readTime,
    featured: fm.featured,
    lang: fm.lang,
    body: content.trim(),
  };
}

/** Newest first; ties by title. */
export function byDateDesc(a: { date: string; title: string }, b: { date: string; title: string }): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
