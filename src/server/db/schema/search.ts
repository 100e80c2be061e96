/**
 * Site search ("Site search"): written content that lives in files rather than tables — the blog's
 * articles (content/blog/*.md) — copied here at start (features/search/search.documents.ts) so that one SQL
 * query searches it with the rest. Talks, threads, courses, lessons, mentors, AI tools, canvases and decks are
 * searched in their own tables. Full-text vectors and trigram indexes are added in migration 0015 by hand
 * (generated columns that Drizzle does not select), so every write is searchable at once.
 */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const searchDocuments = pgTable(
  'search_documents',
  {
    /** 'blog', or a translation: 'course.hi', 'lesson.hi' (search.documents.ts). */
    kind: text('kind').notNull(),
    /** The item's own id within its kind: a blog post's file name, a course's slug, a lesson's `<slug>/<position>`. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    /** A sentence shown under the title (the article's excerpt); weight 'B'. */
    summary: text('summary').notNull().default(''),
    /** The text itself (Markdown); weight 'C'. */
    body: text('body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref] })],
);
