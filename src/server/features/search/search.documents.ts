/**
 * Copies written content that lives in files into `search_documents` ("Site search"): the blog's
 * articles (content/blog/*.md), and the courses' and lessons' translations (content/courses: a course's words in
 * Hindi as kind `course.hi`, ref its slug; a lesson's as `lesson.hi`, ref `<slug>/<position>`), which the courses'
 * own rows, in English, do not hold. Run at start, under the setup lock; the table then holds exactly the files
 * present (an article removed from the folder disappears from search at the next start). Idempotent.
 */
import { notInArray, sql } from 'drizzle-orm';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseBlogPost } from '~/shared/blog-parse';
import { courseTranslations } from '../learning/learning.service';
import type { Database } from '../../db';
import { searchDocuments } from '../../db/schema';

/** Where the blog's articles are read from (the working directory's content/blog, as the course lessons). */
export const BLOG_CONTENT_DIR = path.resolve(process.cwd(), 'content/blog');

/** Markdown reduced to its words: what a snippet shows and what is indexed. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^[ \t]*(#{1,6}|>|[-*+]|\d+\.)[ \t]+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A course's and its lessons' translations as search documents (kinds `course.<language>`, `lesson.<language>`). */
function translationDocuments(): Array<typeof searchDocuments.$inferInsert> {
  return courseTranslations().map((t) =>
    t.position === null
      ? { kind: `course.${t.locale}`, ref: t.slug, title: t.title, summary: t.summary, body: t.body }
      : { kind: `lesson.${t.locale}`, ref: `${t.slug}/${t.position}`, title: t.title, summary: t.summary, body: markdownToText(t.body) },
  );
}

/**
 * Upserts every article of `dir` (default BLOG_CONTENT_DIR) as a `blog` document and every course and lesson
 * translation, and deletes the others. Resolves with the number of articles. Throws (naming the file) when an
 * article's front matter is invalid.
 */
export async function syncSearchDocuments(db: Database, dir = BLOG_CONTENT_DIR): Promise<number> {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : [];
  const articles = files.map((file) => {
    const id = file.slice(0, -3);
    const post = parseBlogPost(id, readFileSync(path.join(dir, file), 'utf8'));
    return { kind: 'blog', ref: id, title: post.title, summary: post.excerpt, body: markdownToText(post.body) };
  });
  const rows = [...articles, ...translationDocuments()];
  await db.transaction(async (tx) => {
    if (rows.length) {
      await tx
        .insert(searchDocuments)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchDocuments.kind, searchDocuments.ref],
          set: { title: sql`excluded.title`, summary: sql`excluded.summary`, body: sql`excluded.body` },
        });
    }
    // Everything else is gone from the files. A document's key is `<kind>/<ref>` (a kind holds no slash).
    const keys = rows.map((r) => `${r.kind}/${r.ref}`);
    await tx.delete(searchDocuments).where(keys.length ? notInArray(sql`${searchDocuments.kind} || '/' || ${searchDocuments.ref}`, keys) : sql`true`);
  });
  return articles.length;
}
