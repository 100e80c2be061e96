/**
 * Community hub contracts: categories, texts, input schemas,
 * the post shape the API returns, and the cursor format for paging.
 */
import { z } from 'zod';

/**
 * 'All' is a filter only; posting offers the rest, default General: the career categories first (placements, career
 * switches, higher studies, government exams, data and tech), then the founders' ones.
 */
export const COMMUNITY_CATEGORIES = [
  'All',
  'General',
  'Placements',
  'Career switch',
  'Higher studies',
  'Government exams',
  'Data and tech',
  'Ideas',
  'Fundraising',
  'Hiring',
  'Legal',
  'Marketing',
  'Product',
] as const;
export const POST_CATEGORIES = COMMUNITY_CATEGORIES.filter((c) => c !== 'All') as Exclude<(typeof COMMUNITY_CATEGORIES)[number], 'All'>[];
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: PostCategory = 'General';

export const POST_TITLE_MAX = 150;
export const POST_CONTENT_MAX = 10_000;
export const COMMENT_MAX = 5_000;
export const POSTS_PAGE_SIZE = 20;

export const communityMessages = {
  loading: 'Loading posts...',
  /** Only for a forum (or category) with no posts at all; a search that finds nothing says `noMatches`. */
  empty: 'No posts found. Be the first to start a discussion!',
  noMatches: (q: string) => `No discussions match "${q}".`,
  clearSearch: 'Clear search',
  startDiscussion: 'Start a discussion',
  validation: { title: 'Validation error', description: 'Title and content are required' },
  signInToPost: { title: 'Authentication required', description: 'Please sign in to create a post' },
  signInToLike: { title: 'Authentication required', description: 'Please sign in to like posts' },
  fetchFailed: 'Failed to fetch posts',
  createFailed: 'Failed to create post',
  likeFailed: 'Failed to like post',
  /** As on Discourse, a like is someone else's appreciation. */
  cannotLikeOwn: "You can't like your own post.",
  created: 'Post created successfully',
  /** What the thread dialog's and the thread page's edit and delete say (the page's forms too). */
  updated: 'Post updated',
  updateFailed: 'Failed to update post',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post',
  titleTooLong: `Titles can be at most ${POST_TITLE_MAX} characters`,
  contentTooLong: `Posts can be at most ${POST_CONTENT_MAX.toLocaleString('en-US')} characters`,
  commentTooLong: `Replies can be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  rateLimited: "You're posting very quickly. Please wait a minute and try again.",
  anonymous: 'Anonymous',
} as const;

/** What an admin's moderation decision on a report says when done (the queue's toast and the dashboard's form). */
export const REPORT_ACTION_DONE = {
  hide: 'The content is now hidden.',
  restore: 'The content is visible again.',
  dismiss: 'The report was dismissed.',
} as const;

export const postInputSchema = z.object({
  title: z.string({ error: communityMessages.validation.description }).trim().min(1, { message: communityMessages.validation.description }).max(POST_TITLE_MAX, { message: communityMessages.titleTooLong }),
  content: z.string({ error: communityMessages.validation.description }).trim().min(1, { message: communityMessages.validation.description }).max(POST_CONTENT_MAX, { message: communityMessages.contentTooLong }),
  category: z.enum(POST_CATEGORIES as [PostCategory, ...PostCategory[]]).default(DEFAULT_POST_CATEGORY),
});
export type PostInput = z.input<typeof postInputSchema>;

export const commentInputSchema = z.object({
  content: z.string({ error: 'Write a reply first' }).trim().min(1, { message: 'Write a reply first' }).max(COMMENT_MAX, { message: communityMessages.commentTooLong }),
});

/** A post's or a reply's id in an address or a form. */
export const postIdSchema = z.uuid({ message: 'Unknown post' });
export const replyIdSchema = z.uuid({ message: 'Unknown reply' });
export const reportIdSchema = z.uuid({ message: 'Unknown report' });

const reportFields = z.object({
  postId: z.uuid().optional(),
  commentId: z.uuid().optional(),
  reason: z.string({ error: 'Tell us what is wrong' }).trim().min(1, { message: 'Tell us what is wrong' }).max(500),
});
const oneThingReported = [(v: { postId?: string; commentId?: string }) => !!v.postId !== !!v.commentId, { message: 'Report either a post or a reply' }] as const;

export const reportInputSchema = reportFields.refine(...oneThingReported);
export type ReportInput = z.input<typeof reportInputSchema>;

/** How a moderator resolves a report: hide what it is about, restore it, or dismiss the report. */
export const REPORT_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * The community hub's form: start a discussion (`intent=create`, `postInputSchema`'s fields), as
 * `POST /api/community/posts`.
 */
export const createPostIntentSchema = postInputSchema.extend({ intent: z.literal('create') });

/**
 * A thread page's forms, each the operation of an API route with the same schema: a reply (`intent=reply`), a like
 * without scripts (`intent=like`, `liked`, `back`: the page to return to), a report (`intent=report`), the author's
 * edit (`intent=edit-post`) and delete (`intent=delete-post`).
 */
export const threadIntentSchema = z.discriminatedUnion('intent', [
  commentInputSchema.extend({ intent: z.literal('reply'), postId: postIdSchema }),
  z.object({ intent: z.literal('like'), postId: postIdSchema, liked: z.enum(['true', 'false']), back: z.string().max(2000).default('/') }),
  reportFields.extend({ intent: z.literal('report') }).refine(...oneThingReported),
  postInputSchema.extend({ intent: z.literal('edit-post'), postId: postIdSchema }),
  z.object({ intent: z.literal('delete-post'), postId: postIdSchema }),
]);

export const postListQuerySchema = z.object({
  category: z.enum(COMMUNITY_CATEGORIES).default('All'),
  q: z.string().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(POSTS_PAGE_SIZE),
});

/** A post as the API returns it (ISO-8601 UTC times). */
export const communityPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  /** The author's name when the post was written; null shows as 'Anonymous'. */
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime().nullable(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  /** Signed-in viewers only. */
  liked_by_me: z.boolean().optional(),
  is_mine: z.boolean().optional(),
  /** Admins only: hidden by moderation. */
  hidden: z.boolean().optional(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const communityCommentSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  content: z.string(),
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  is_mine: z.boolean().optional(),
});
export type CommunityComment = z.infer<typeof communityCommentSchema>;

/** One page of the feed, newest first; `nextCursor` fetches the next (null on the last page). */
export const postPageSchema = z.object({ posts: z.array(communityPostSchema), nextCursor: z.string().nullable() });
export const threadSchema = z.object({ post: communityPostSchema, comments: z.array(communityCommentSchema) });
export const likeResultSchema = z.object({ liked: z.boolean(), likes_count: z.number().int() });

/** A report as the admin's moderation queue lists it. */
export const communityReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  status: z.enum(['open', 'hidden', 'restored', 'dismissed']),
  created_at: z.iso.datetime(),
  post_id: z.uuid().nullable(),
  comment_id: z.uuid().nullable(),
  post_title: z.string().nullable(),
  post_content: z.string().nullable(),
  comment_content: z.string().nullable(),
  reporter_name: z.string().nullable(),
});
export type CommunityReport = z.infer<typeof communityReportSchema>;

/** Cursor = the last post's (created_at, id), so pages stay stable while new posts arrive. */
export function encodeCursor(createdAt: string, id: string): string {
  const raw = `${createdAt}|${id}`;
  return typeof btoa === 'function' ? btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : raw;
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const b64 = cursor.replace(/-/g, '+').replace(/_/g, '/');
    const [createdAt, id] = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)).split('|');
    if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** Escapes LIKE/ILIKE wildcards so the user's %, _ and \ match literally (the pattern uses ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => '\\' + ch);
}
