/**
 * Community hub contracts: categories, texts, input schemas,
 * the post shape the API returns, and the cursor format for paging.
 */
import { formatCount } from './finance';
import { z } from 'zod';
import { defineTexts, englishOf, zodError } from './messages';

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
/** The filter value that shows every category. */
export const ALL_CATEGORIES = COMMUNITY_CATEGORIES[0];
export const POST_CATEGORIES = COMMUNITY_CATEGORIES.filter((c) => c !== ALL_CATEGORIES) as Exclude<(typeof COMMUNITY_CATEGORIES)[number], 'All'>[];
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: PostCategory = 'General';

export const POST_TITLE_MAX = 150;
export const POST_CONTENT_MAX = 10_000;
export const COMMENT_MAX = 5_000;
export const POSTS_PAGE_SIZE = 20;

/** The community's texts (shared/messages.ts `Text`), shown in the page's language. */
export const communityMessages = defineTexts({
  loading: /*i18n*/ { id: 'community.loading', message: 'Loading posts...' },
  /** Only for a forum (or category) with no posts at all; a search that finds nothing says `noMatches`. */
  empty: /*i18n*/ { id: 'community.empty', message: 'No posts found. Be the first to start a discussion!' },
  noMatches: (q: string) => ({ ...(/*i18n*/ { id: 'community.no-matches', message: 'No discussions match "{q}".' }), values: { q } }),
  clearSearch: /*i18n*/ { id: 'community.clear-search', message: 'Clear search' },
  startDiscussion: /*i18n*/ { id: 'community.start-discussion', message: 'Start a discussion' },
  validationTitle: /*i18n*/ { id: 'community.validation-title', message: 'Validation error' },
  titleAndContentRequired: /*i18n*/ { id: 'community.title-and-content-required', message: 'Title and content are required' },
  authenticationRequired: /*i18n*/ { id: 'community.authentication-required', message: 'Authentication required' },
  signInToPost: /*i18n*/ { id: 'community.sign-in-to-post', message: 'Please sign in to create a post' },
  signInToLike: /*i18n*/ { id: 'community.sign-in-to-like', message: 'Please sign in to like posts' },
  fetchFailed: /*i18n*/ { id: 'community.fetch-failed', message: 'Failed to fetch posts' },
  createFailed: /*i18n*/ { id: 'community.create-failed', message: 'Failed to create post' },
  likeFailed: /*i18n*/ { id: 'community.like-failed', message: 'Failed to like post' },
  /** As on Discourse, a like is someone else's appreciation. */
  cannotLikeOwn: /*i18n*/ { id: 'community.cannot-like-own', message: "You can't like your own post." },
  created: /*i18n*/ { id: 'community.created', message: 'Post created successfully' },
  /** What the thread dialog's and the thread page's edit and delete say (the page's forms too). */
  updated: /*i18n*/ { id: 'community.updated', message: 'Post updated' },
  updateFailed: /*i18n*/ { id: 'community.update-failed', message: 'Failed to update post' },
  deleted: /*i18n*/ { id: 'community.deleted', message: 'Post deleted' },
  deleteFailed: /*i18n*/ { id: 'community.delete-failed', message: 'Failed to delete post' },
  titleTooLong: { ...(/*i18n*/ { id: 'community.title-too-long', message: 'Titles can be at most {max} characters' }), values: { max: POST_TITLE_MAX } },
  contentTooLong: { ...(/*i18n*/ { id: 'community.content-too-long', message: 'Posts can be at most {max} characters' }), values: { max: formatCount(POST_CONTENT_MAX) } },
  commentTooLong: { ...(/*i18n*/ { id: 'community.comment-too-long', message: 'Replies can be at most {max} characters' }), values: { max: formatCount(COMMENT_MAX) } },
  replyRequired: /*i18n*/ { id: 'community.reply-required', message: 'Write a reply first' },
  reasonRequired: /*i18n*/ { id: 'community.reason-required', message: 'Tell us what is wrong' },
  reportOneThing: /*i18n*/ { id: 'community.report-one-thing', message: 'Report either a post or a reply' },
  rateLimited: /*i18n*/ { id: 'community.rate-limited', message: "You're posting very quickly. Please wait a minute and try again." },
  anonymous: /*i18n*/ { id: 'community.anonymous', message: 'Anonymous' },
  badCursor: /*i18n*/ { id: 'community.bad-cursor', message: 'The page cursor is not valid.' },
  postNotFound: /*i18n*/ { id: 'community.post-not-found', message: 'This post does not exist.' },
  editOwnPosts: /*i18n*/ { id: 'community.edit-own-posts', message: 'You can only edit your own posts.' },
  deleteOwnPosts: /*i18n*/ { id: 'community.delete-own-posts', message: 'You can only delete your own posts.' },
  replyNotFound: /*i18n*/ { id: 'community.reply-not-found', message: 'This reply does not exist.' },
  deleteOwnReplies: /*i18n*/ { id: 'community.delete-own-replies', message: 'You can only delete your own replies.' },
  alreadyReported: /*i18n*/ { id: 'community.already-reported', message: 'You have already reported this.' },
  reportNotFound: /*i18n*/ { id: 'community.report-not-found', message: 'This report does not exist.' },
  unknownPost: /*i18n*/ { id: 'community.unknown-post', message: 'Unknown post' },
  unknownReply: /*i18n*/ { id: 'community.unknown-reply', message: 'Unknown reply' },
  unknownReport: /*i18n*/ { id: 'community.unknown-report', message: 'Unknown report' },
});

/** The toasts' title and text of a refusal the forum's forms say before sending (the spec's pairs). */
export const communityToasts = {
  validation: { title: communityMessages.validationTitle, description: communityMessages.titleAndContentRequired },
  signInToPost: { title: communityMessages.authenticationRequired, description: communityMessages.signInToPost },
  signInToLike: { title: communityMessages.authenticationRequired, description: communityMessages.signInToLike },
} as const;

/** What an admin's moderation decision on a report says when done (the queue's toast and the dashboard's form). */
export const REPORT_ACTION_DONE = defineTexts({
  hide: /*i18n*/ { id: 'community.report.hidden', message: 'The content is now hidden.' },
  restore: /*i18n*/ { id: 'community.report.restored', message: 'The content is visible again.' },
  dismiss: /*i18n*/ { id: 'community.report.dismissed', message: 'The report was dismissed.' },
});

export const postInputSchema = z.object({
  title: z.string(zodError(communityMessages.titleAndContentRequired)).trim().min(1, zodError(communityMessages.titleAndContentRequired)).max(POST_TITLE_MAX, zodError(communityMessages.titleTooLong)),
  content: z.string(zodError(communityMessages.titleAndContentRequired)).trim().min(1, zodError(communityMessages.titleAndContentRequired)).max(POST_CONTENT_MAX, zodError(communityMessages.contentTooLong)),
  category: z.enum(POST_CATEGORIES as [PostCategory, ...PostCategory[]]).default(DEFAULT_POST_CATEGORY),
});
export type PostInput = z.input<typeof postInputSchema>;

export const commentInputSchema = z.object({
  content: z.string(zodError(communityMessages.replyRequired)).trim().min(1, zodError(communityMessages.replyRequired)).max(COMMENT_MAX, zodError(communityMessages.commentTooLong)),
});

/** A post's or a reply's id in an address or a form. */
export const postIdSchema = z.uuid(zodError(communityMessages.unknownPost));
export const replyIdSchema = z.uuid(zodError(communityMessages.unknownReply));
export const reportIdSchema = z.uuid(zodError(communityMessages.unknownReport));

const reportFields = z.object({
  postId: z.uuid().optional(),
  commentId: z.uuid().optional(),
  reason: z.string(zodError(communityMessages.reasonRequired)).trim().min(1, zodError(communityMessages.reasonRequired)).max(500),
});
const oneThingReported = [(v: { postId?: string; commentId?: string }) => !!v.postId !== !!v.commentId, { message: englishOf(communityMessages.reportOneThing) }] as const;

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
