/**
 * Community hub: posts, likes (one per user per post), replies and reports.
 * `likes_count` and `comments_count` change only by SQL increments in the transaction that changes the row
 * they count (src/server/features/community/community.service.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull().default('General'),
    /** Null once the author deleted their account; author_name stays. */
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** From the author's account at posting time, never from the request. */
    author_name: text('author_name'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at'),
    likes_count: integer('likes_count').notNull().default(0),
    comments_count: integer('comments_count').notNull().default(0),
    /** Set by a moderator; hidden posts are shown to nobody but admins. */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('community_posts_feed_idx').on(t.created_at.desc(), t.id.desc()),
    index('community_posts_category_feed_idx').on(t.category, t.created_at.desc(), t.id.desc()),
    check('community_posts_counts_nonnegative', sql`${t.likes_count} >= 0 and ${t.comments_count} >= 0`),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index('community_likes_user_idx').on(t.user_id)],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    author_name: text('author_name'),
    content: text('content').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    hidden_at: ts('hidden_at'),
  },
  (t) => [index('community_comments_post_idx').on(t.post_id, t.created_at)],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    post_id: uuid('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    comment_id: uuid('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    reporter_id: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** 'open' | 'hidden' | 'restored' | 'dismissed'. */
    status: text('status').notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    resolved_by: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: ts('resolved_at'),
  },
  (t) => [
    index('community_reports_status_idx').on(t.status, t.created_at),
    uniqueIndex('community_reports_reporter_post_uq').on(t.reporter_id, t.post_id).where(sql`${t.comment_id} is null`),
    uniqueIndex('community_reports_reporter_comment_uq').on(t.reporter_id, t.comment_id).where(sql`${t.comment_id} is not null`),
    check('community_reports_target', sql`(${t.post_id} is not null) or (${t.comment_id} is not null)`),
  ],
);
