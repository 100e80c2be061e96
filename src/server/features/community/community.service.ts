/**
 * The community: `createCommunityService(deps)`, the feature's one service (built once, services.ts), called by the
 * JSON API (community.routes.ts) and the pages (the hub, a thread, the admin's moderation queue). The module's other
 * functions are what it is made of. Likes and replies change their rows and
 * the post's counters in one transaction with SQL increments; the (post_id, user_id) key makes a like unique.
 * Search is case-insensitive over title and content with the user's %, _ and \ matched literally. Paging is by
 * a (created_at, id) cursor, newest first, so pages are stable while new posts arrive.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CommunityComment, CommunityPost, CommunityReport, PostInput, ReportAction, ReportInput } from '~/shared/community';
import {
  POSTS_PAGE_SIZE,
  commentInputSchema,
  communityMessages,
  decodeCursor,
  encodeCursor,
  escapeLike,
  postIdSchema,
  postInputSchema,
  postListQuerySchema,
  replyIdSchema,
  reportIdSchema,
  reportInputSchema,
} from '~/shared/community';
import { type Actor, anAdmin, isAdmin, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { paths } from '~/shared/paths';
import { slugWithId } from '~/shared/slugs';
import { communityComments, communityLikes, communityPosts, communityReports, notifications, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { enforceRateLimit } from '../../rate-limit';
import type { Notifier } from '../notifications/notifications.service';

/** Per-user limits: posts and replies in a 10-minute window. */
export const COMMUNITY_RATE_LIMITS = {
  post: { windowSeconds: 600, max: 10 },
  comment: { windowSeconds: 600, max: 30 },
} as const;

/** Counts one community write of `kind` by `userId`; over the limit → AppError rate_limited (the spec's message). */
export async function consumeCommunityLimit(db: Database, kind: keyof typeof COMMUNITY_RATE_LIMITS, userId: string): Promise<void> {
  await enforceRateLimit(db, `community:${kind}:${userId}`, COMMUNITY_RATE_LIMITS[kind], communityMessages.rateLimited);
}

type PostRow = typeof communityPosts.$inferSelect;
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

function toPost(row: PostRow, viewer?: Viewer | null, likedIds?: Set<string>): CommunityPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    likes_count: row.likes_count,
    comments_count: row.comments_count,
    ...(viewer ? { liked_by_me: likedIds?.has(row.id) ?? false, is_mine: row.user_id === viewer.id } : {}),
    ...(row.hidden_at ? { hidden: true } : {}),
  };
}

/** One page of posts, newest first. Hidden posts are left out (admins see them, marked hidden). */
export async function listPosts(
  db: Database,
  opts: { category: string; q?: string; cursor?: string; limit: number; viewer?: Viewer | null },
): Promise<{ posts: CommunityPost[]; nextCursor: string | null }> {
  const where = [];
  if (!opts.viewer?.isAdmin) where.push(isNull(communityPosts.hidden_at));
  if (opts.category !== 'All') where.push(eq(communityPosts.category, opts.category));
  const q = opts.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(or(ilike(communityPosts.title, pattern), ilike(communityPosts.content, pattern)));
  }
  if (opts.cursor) {
    const c = parseCursor(opts.cursor);
    // Row comparison on the exact (microsecond) timestamp: a JS Date keeps only milliseconds, which skipped
    // posts whose created_at shared a millisecond with the page's last post.
    where.push(sql`(${communityPosts.created_at}, ${communityPosts.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({ post: communityPosts, cursorAt: sql<string>`to_char(${communityPosts.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(communityPosts)
    .where(and(...where))
    .orderBy(desc(communityPosts.created_at), desc(communityPosts.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const liked = opts.viewer ? await likedPostIds(db, opts.viewer.id, page.map((p) => p.post.id)) : undefined;
  const last = page[page.length - 1];
  return {
    posts: page.map((r) => toPost(r.post, opts.viewer, liked)),
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last.cursorAt, last.post.id) : null,
  };
}

const CURSOR_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Decodes a page cursor; anything the database could not read as (timestamptz, uuid) is a 400, not a 500. */
function parseCursor(cursor: string): { createdAt: string; id: string } {
  const c = decodeCursor(cursor);
  const valid =
    !!c &&
    CURSOR_TIME.test(c.createdAt) &&
    UUID.test(c.id) &&
    // Rejects dates JS rolls over (2024-02-30) but PostgreSQL refuses.
    new Date(Date.parse(c.createdAt)).toISOString().slice(0, 19) === c.createdAt.slice(0, 19);
  if (!valid) throw new AppError('bad_request', communityMessages.badCursor);
  return c;
}

async function likedPostIds(db: Database, userId: string, postIds: string[]): Promise<Set<string>> {
  if (!postIds.length) return new Set();
  const rows = await db
    .select({ id: communityLikes.post_id })
    .from(communityLikes)
    .where(and(eq(communityLikes.user_id, userId), inArray(communityLikes.post_id, postIds)));
  return new Set(rows.map((r) => r.id));
}

async function visiblePost(db: Database, id: string, viewer?: Viewer | null): Promise<PostRow> {
  const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, id));
  if (!row || (row.hidden_at && !viewer?.isAdmin)) throw new AppError('not_found', communityMessages.postNotFound);
  return row;
}

/** A post with its replies (oldest first). */
export async function getThread(db: Database, id: string, viewer?: Viewer | null): Promise<{ post: CommunityPost; comments: CommunityComment[] }> {
  const row = await visiblePost(db, id, viewer);
  const liked = viewer ? await likedPostIds(db, viewer.id, [id]) : undefined;
  const comments = await db
    .select()
    .from(communityComments)
    .where(and(eq(communityComments.post_id, id), viewer?.isAdmin ? undefined : isNull(communityComments.hidden_at)))
    .orderBy(asc(communityComments.created_at), asc(communityComments.id));
  return {
    post: toPost(row, viewer, liked),
    comments: comments.map((c) => ({
      id: c.id,
      post_id: c.post_id,
      content: c.content,
      author_name: c.author_name,
      created_at: c.created_at.toISOString(),
      ...(viewer ? { is_mine: c.user_id === viewer.id } : {}),
    })),
  };
}

async function authorName(db: Database, userId: string): Promise<string | null> {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name?.trim() || null;
}

/** Creates a post; the author name comes from the author's account, never from the request. */
export async function createPost(db: Database, opts: { userId: string; input: PostInput }): Promise<CommunityPost> {
  const input = postInputSchema.parse(opts.input);
  const [row] = await db
    .insert(communityPosts)
    .values({ ...input, user_id: opts.userId, author_name: await authorName(db, opts.userId) })
    .returning();
  return toPost(row, { id: opts.userId, isAdmin: false }, new Set());
}

/** Edits a post: its author only (403 for anyone else). */
export async function updatePost(db: Database, opts: { id: string; viewer: Viewer; input: PostInput }): Promise<CommunityPost> {
  const row = await visiblePost(db, opts.id, opts.viewer);
  if (row.user_id !== opts.viewer.id) throw new AppError('forbidden', communityMessages.editOwnPosts);
  const input = postInputSchema.parse(opts.input);
  const [updated] = await db.update(communityPosts).set({ ...input, updated_at: new Date() }).where(eq(communityPosts.id, opts.id)).returning();
  return toPost(updated, opts.viewer, await likedPostIds(db, opts.viewer.id, [opts.id]));
}

/** Deletes a post: its author or an admin. */
export async function deletePost(db: Database, opts: { id: string; viewer: Viewer }): Promise<void> {
  const row = await visiblePost(db, opts.id, opts.viewer);
  if (row.user_id !== opts.viewer.id && !opts.viewer.isAdmin) throw new AppError('forbidden', communityMessages.deleteOwnPosts);
  await db.delete(communityPosts).where(eq(communityPosts.id, opts.id));
}

/**
 * Likes (liked=true) or unlikes a post, idempotently; the count is exact under concurrency. 403 when the post is the
 * user's own (unliking stays possible, for likes made before that rule).
 */
export async function setLike(
  db: Database,
  opts: { postId: string; userId: string; liked: boolean },
  notifier?: Notifier,
): Promise<{ liked: boolean; likes_count: number }> {
  const post = await visiblePost(db, opts.postId);
  if (opts.liked && post.user_id === opts.userId) throw new AppError('forbidden', communityMessages.cannotLikeOwn);
  return db.transaction(async (tx) => {
    let changed: unknown[];
    if (opts.liked) {
      changed = await tx.insert(communityLikes).values({ post_id: opts.postId, user_id: opts.userId }).onConflictDoNothing().returning();
    } else {
      changed = await tx
        .delete(communityLikes)
        .where(and(eq(communityLikes.post_id, opts.postId), eq(communityLikes.user_id, opts.userId)))
        .returning();
    }
    const delta = changed.length ? (opts.liked ? 1 : -1) : 0;
    // A new like tells the author (grouped with the other unread likes of this post); an unlike tells nobody.
    if (notifier && delta === 1 && post.user_id) {
      await notifier.record(tx, [
        { userId: post.user_id, type: 'post_liked', actorId: opts.userId, actorName: await authorName(tx, opts.userId), subject: post.title, link: threadLink(post), groupKey: `like:${post.id}` },
      ]);
    }
    const [row] = delta
      ? await tx
          .update(communityPosts)
          .set({ likes_count: sql`${communityPosts.likes_count} + ${delta}` })
          .where(eq(communityPosts.id, opts.postId))
          .returning({ n: communityPosts.likes_count })
      : await tx.select({ n: communityPosts.likes_count }).from(communityPosts).where(eq(communityPosts.id, opts.postId));
    if (!row) throw new AppError('not_found', communityMessages.postNotFound);
    return { liked: opts.liked, likes_count: row.n };
  });
}

/** The thread page of a post (shared/paths.ts), with a reply's anchor when given. */
export function threadLink(post: { id: string; title: string }, replyId?: string): string {
  return paths.communityThread.replace(':slug', slugWithId(post.title, post.id)) + (replyId ? `#reply-${replyId}` : '');
}

/**
 * Adds a reply and bumps comments_count in one transaction; with `notifier`, the thread's author and the people who
 * replied before are notified in it too (never the replier).
 */
export async function addComment(db: Database, opts: { postId: string; userId: string; content: string }, notifier?: Notifier): Promise<CommunityComment> {
  const post = await visiblePost(db, opts.postId);
  const name = await authorName(db, opts.userId);
  return db.transaction(async (tx) => {
    const [c] = await tx.insert(communityComments).values({ post_id: opts.postId, user_id: opts.userId, author_name: name, content: opts.content }).returning();
    await tx
      .update(communityPosts)
      .set({ comments_count: sql`${communityPosts.comments_count} + 1` })
      .where(eq(communityPosts.id, opts.postId));
    if (notifier) {
      const earlier = await tx
        .selectDistinct({ user_id: communityComments.user_id })
        .from(communityComments)
        .where(and(eq(communityComments.post_id, opts.postId), isNull(communityComments.hidden_at), sql`${communityComments.id} <> ${c.id}`));
      const link = threadLink(post, c.id);
      const common = { actorId: opts.userId, actorName: name, subject: post.title, link };
      await notifier.record(tx, [
        ...(post.user_id ? [{ ...common, userId: post.user_id, type: 'thread_reply' as const }] : []),
        ...earlier.filter((e) => e.user_id && e.user_id !== post.user_id).map((e) => ({ ...common, userId: e.user_id as string, type: 'reply_reply' as const })),
      ]);
    }
    return { id: c.id, post_id: c.post_id, content: c.content, author_name: c.author_name, created_at: c.created_at.toISOString(), is_mine: true };
  });
}

/** Deletes a reply (its author or an admin) and lowers comments_count in the same transaction. */
export async function deleteComment(db: Database, opts: { id: string; viewer: Viewer }): Promise<void> {
  const [c] = await db.select().from(communityComments).where(eq(communityComments.id, opts.id));
  if (!c || (c.hidden_at && !opts.viewer.isAdmin)) throw new AppError('not_found', communityMessages.replyNotFound);
  if (c.user_id !== opts.viewer.id && !opts.viewer.isAdmin) throw new AppError('forbidden', communityMessages.deleteOwnReplies);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(communityComments).where(eq(communityComments.id, opts.id)).returning({ id: communityComments.id });
    if (removed.length && !c.hidden_at) {
      await tx
        .update(communityPosts)
        .set({ comments_count: sql`greatest(${communityPosts.comments_count} - 1, 0)` })
        .where(eq(communityPosts.id, c.post_id));
    }
  });
}

/** Reports a post or a reply (once per reporter per item; a repeat answers 409). */
export async function reportContent(db: Database, opts: { reporterId: string; postId?: string; commentId?: string; reason: string }): Promise<{ id: string }> {
  if (opts.postId) await visiblePost(db, opts.postId);
  if (opts.commentId) {
    const [c] = await db.select({ id: communityComments.id }).from(communityComments).where(and(eq(communityComments.id, opts.commentId), isNull(communityComments.hidden_at)));
    if (!c) throw new AppError('not_found', communityMessages.replyNotFound);
  }
  const rows = await db
    .insert(communityReports)
    .values({ reporter_id: opts.reporterId, post_id: opts.postId ?? null, comment_id: opts.commentId ?? null, reason: opts.reason })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (!rows.length) throw new AppError('conflict', communityMessages.alreadyReported);
  return rows[0];
}

/** The moderation queue: open reports first, with the reported text. */
export async function listReports(db: Database, status: 'open' | 'all') {
  const rows = await db
    .select({
      id: communityReports.id,
      reason: communityReports.reason,
      status: communityReports.status,
      created_at: communityReports.created_at,
      post_id: communityReports.post_id,
      comment_id: communityReports.comment_id,
      post_title: communityPosts.title,
      post_content: communityPosts.content,
      comment_content: communityComments.content,
      reporter_name: users.name,
    })
    .from(communityReports)
    .leftJoin(communityComments, eq(communityComments.id, communityReports.comment_id))
    .leftJoin(communityPosts, eq(communityPosts.id, sql`coalesce(${communityReports.post_id}, ${communityComments.post_id})`))
    .leftJoin(users, eq(users.id, communityReports.reporter_id))
    .where(status === 'open' ? eq(communityReports.status, 'open') : undefined)
    .orderBy(desc(communityReports.created_at))
    .limit(200);
  return rows.map((r) => ({ ...r, status: r.status as CommunityReport['status'], created_at: r.created_at.toISOString() }));
}

/**
 * Resolves a report: 'hide' hides the reported post or reply (a hidden reply no longer counts), 'restore'
 * shows it again, 'dismiss' leaves it as it is. 404 for an unknown report.
 */
export async function resolveReport(
  db: Database,
  opts: { reportId: string; adminId: string; action: 'hide' | 'restore' | 'dismiss' },
  notifier?: Notifier,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [r] = await tx.select().from(communityReports).where(eq(communityReports.id, opts.reportId));
    if (!r) throw new AppError('not_found', communityMessages.reportNotFound);
    if (opts.action === 'hide') {
      // Removed content sends nothing more: its unread notifications (a reply's, a post's replies and likes) go.
      const target = r.comment_id ? `%#reply-${r.comment_id}` : `%-${r.post_id}%`;
      await tx.delete(notifications).where(and(isNull(notifications.read_at), sql`${notifications.link} like ${target}`));
    }
    if (notifier && r.status === 'open') {
      const [about] = await tx
        .select({ id: communityPosts.id, title: communityPosts.title })
        .from(communityPosts)
        .where(eq(communityPosts.id, sql`coalesce(${r.post_id}, (select post_id from community_comments where id = ${r.comment_id}))`));
      if (about) {
        await notifier.record(tx, [
          { userId: r.reporter_id, type: 'report_resolved', subject: about.title, details: { outcome: opts.action }, link: opts.action === 'hide' ? paths.community : threadLink(about) },
        ]);
      }
    }
    if (opts.action !== 'dismiss') {
      const hidden_at = opts.action === 'hide' ? new Date() : null;
      if (r.comment_id) {
        const [before] = await tx.select({ hidden_at: communityComments.hidden_at, post_id: communityComments.post_id }).from(communityComments).where(eq(communityComments.id, r.comment_id));
        if (before && !!before.hidden_at !== !!hidden_at) {
          await tx.update(communityComments).set({ hidden_at }).where(eq(communityComments.id, r.comment_id));
          await tx
            .update(communityPosts)
            .set({ comments_count: sql`greatest(${communityPosts.comments_count} + ${hidden_at ? -1 : 1}, 0)` })
            .where(eq(communityPosts.id, before.post_id));
        }
      } else if (r.post_id) {
        await tx.update(communityPosts).set({ hidden_at }).where(eq(communityPosts.id, r.post_id));
      }
    }
    const status = opts.action === 'hide' ? 'hidden' : opts.action === 'restore' ? 'restored' : 'dismissed';
    await tx.update(communityReports).set({ status, resolved_by: opts.adminId, resolved_at: new Date() }).where(eq(communityReports.id, opts.reportId));
  });
}

/** Visible posts for the sitemap, newest first: id, title and last change (at most `limit`). */
export async function listPostsForSiteMap(db: Database, limit: number): Promise<Array<{ id: string; title: string; lastmod: string }>> {
  const rows = await db
    .select({ id: communityPosts.id, title: communityPosts.title, created_at: communityPosts.created_at, updated_at: communityPosts.updated_at })
    .from(communityPosts)
    .where(isNull(communityPosts.hidden_at))
    .orderBy(desc(communityPosts.created_at))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, lastmod: (r.updated_at ?? r.created_at).toISOString() }));
}

/**
 * The newest visible thread `userId` started that nobody has replied to yet (the dashboard's next steps
 * point to it), or null. `created_at` ISO-8601 UTC.
 */
export async function myUnansweredThread(db: Database, userId: string): Promise<{ id: string; title: string; created_at: string } | null> {
  const [row] = await db
    .select({ id: communityPosts.id, title: communityPosts.title, created_at: communityPosts.created_at })
    .from(communityPosts)
    .where(and(eq(communityPosts.user_id, userId), eq(communityPosts.comments_count, 0), isNull(communityPosts.hidden_at)))
    .orderBy(desc(communityPosts.created_at))
    .limit(1);
  return row ? { id: row.id, title: row.title, created_at: row.created_at.toISOString() } : null;
}

/** The viewer an actor is to the community's rules (an admin also sees hidden posts and may delete any post). */
const viewerOf = (actor: Actor): Viewer | null => (actor ? { id: actor.id, isAdmin: isAdmin(actor) } : null);

/**
 * Builds the community service. Every operation takes the acting person (`actor`, null for a visitor):
 * - anyone: `feed` (one page, newest first; hidden posts only for admins), `thread` (404 for a hidden or unknown
 *   post), `siteMap`;
 * - the signed-in person (401 'Please sign in to continue.' for a visitor): `create` (at most 10 posts in 10
 *   minutes) and `reply` (30 replies; 429 "You're posting very quickly…"), `update` (the author only, 403), `remove`
 *   and `removeReply` (the author or an admin, 403), `like` (not one's own post, 403 "You can't like your own post."),
 *   `report` (once per person and item: 409), `myUnanswered`;
 * - admins (403 for anyone else): `reports`, `resolveReport`.
 * Inputs are checked with the API's schemas (400 with the schema's message and the field).
 */
export function createCommunityService(deps: { db: Database; notifier?: Notifier }) {
  const { db, notifier } = deps;
  const postId = (id: string) => parseInput(postIdSchema, id);
  return {
    /** One page of the feed (category, search, cursor) → `{ posts, nextCursor }`. */
    feed({ actor, query = {} }: { actor: Actor; query?: { category?: string; q?: string; cursor?: string; limit?: number } }) {
      const { category, q, cursor, limit } = parseInput(postListQuerySchema, query);
      return listPosts(db, { category, q, cursor, limit: limit ?? POSTS_PAGE_SIZE, viewer: viewerOf(actor) });
    },

    /** A post with its replies, oldest reply first. */
    thread: ({ actor, postId: id }: { actor: Actor; postId: string }) => getThread(db, postId(id), viewerOf(actor)),

    /** Starts a discussion; the author's name comes from their account. */
    async create({ actor, input }: { actor: Actor; input: PostInput }): Promise<CommunityPost> {
      const { id: userId } = signedIn(actor);
      const checked = parseInput(postInputSchema, input);
      await consumeCommunityLimit(db, 'post', userId);
      return createPost(db, { userId, input: checked });
    },

    /** The author edits their post. */
    update: ({ actor, postId: id, input }: { actor: Actor; postId: string; input: PostInput }): Promise<CommunityPost> =>
      updatePost(db, { id: postId(id), viewer: viewerOf(signedIn(actor))!, input: parseInput(postInputSchema, input) }),

    /** The author, or an admin, deletes a post. */
    async remove({ actor, postId: id }: { actor: Actor; postId: string }): Promise<{ deleted: true }> {
      await deletePost(db, { id: postId(id), viewer: viewerOf(signedIn(actor))! });
      return { deleted: true };
    },

    /** Likes (or, `liked: false`, unlikes) someone else's post → the like and the new count. */
    like: ({ actor, postId: id, liked }: { actor: Actor; postId: string; liked: boolean }) => setLike(db, { postId: postId(id), userId: signedIn(actor).id, liked }, notifier),

    /** Replies to a post (its author is notified). */
    async reply({ actor, postId: id, content }: { actor: Actor; postId: string; content: string }): Promise<CommunityComment> {
      const { id: userId } = signedIn(actor);
      const checked = parseInput(commentInputSchema, { content });
      const post = postId(id);
      await consumeCommunityLimit(db, 'comment', userId);
      return addComment(db, { postId: post, userId, content: checked.content }, notifier);
    },

    /** The author, or an admin, deletes a reply. */
    async removeReply({ actor, replyId }: { actor: Actor; replyId: string }): Promise<{ deleted: true }> {
      await deleteComment(db, { id: parseInput(replyIdSchema, replyId), viewer: viewerOf(signedIn(actor))! });
      return { deleted: true };
    },

    /** Sends a post or a reply to the moderators' queue → the report's id. */
    report({ actor, input }: { actor: Actor; input: ReportInput }): Promise<{ id: string }> {
      const { id: reporterId } = signedIn(actor);
      return reportContent(db, { reporterId, ...parseInput(reportInputSchema, input) });
    },

    /** The newest thread of the person that has no reply yet, or null (the dashboard's next steps). */
    myUnanswered: ({ actor }: { actor: Actor }) => myUnansweredThread(db, signedIn(actor).id),

    /** Visible posts for the sitemap, newest first (at most `limit`). */
    siteMap: (limit: number) => listPostsForSiteMap(db, limit),

    /** The moderation queue, newest first: open reports, or all (admins). */
    reports({ actor, status }: { actor: Actor; status: 'open' | 'all' }) {
      anAdmin(actor);
      return listReports(db, status);
    },

    /** Hides, restores or dismisses what a report is about (admins); the reporter is told. */
    async resolveReport({ actor, reportId, action }: { actor: Actor; reportId: string; action: ReportAction }): Promise<{ resolved: true }> {
      const admin = anAdmin(actor);
      await resolveReport(db, { reportId: parseInput(reportIdSchema, reportId), adminId: admin.id, action }, notifier);
      return { resolved: true };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
