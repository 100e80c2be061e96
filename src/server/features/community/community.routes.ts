/**
 * Community API (spec §2.11, §7.2 item 7; issue 5), at /api/community:
 * `GET /posts` (public; cursor paging, category, search), `GET /posts/:id` (thread),
 * `POST /posts`, `PATCH|DELETE /posts/:id`, `PUT|DELETE /posts/:id/like`, `POST /posts/:id/comments`,
 * `DELETE /comments/:id`, `POST /reports` (signed in; authors and admins as each rule says).
 * Admin, at /api/admin/community: `GET /reports`, `POST /reports/:id/resolve`.
 * The visitor's feed is served from an in-process cache (public-cache.ts), cleared by every write here.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deletedSchema } from '~/shared/api';
import {
  commentInputSchema,
  communityCommentSchema,
  communityPostSchema,
  communityReportSchema,
  likeResultSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  reportInputSchema,
  threadSchema,
} from '~/shared/community';
import type { AppDeps } from '../../context';
import { currentUser, hasRole, requireRole, requireUser } from '../../middleware/auth-guards';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { createPublicJsonCache } from '../../public-cache';
import {
  COMMUNITY_RATE_LIMITS,
  consumeCommunityLimit,
  type Viewer,
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getThread,
  listPosts,
  listReports,
  reportContent,
  resolveReport,
  setLike,
  updatePost,
} from './community.service';

export { COMMUNITY_RATE_LIMITS };

const idParam = z.object({ id: z.uuid({ message: 'Unknown post' }) });

/** The visitor's feed (no session cookie) is cached in this process: cleared on every community write here, else 2 s. */
const FEED_TTL_MS = 2000;
const FEED_CACHE_ENTRIES = 200;

const viewerOf = (user: { id: string; role?: string | null }): Viewer => ({ id: user.id, isAdmin: hasRole(user, 'admin') });

export function communityRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  const limit = (kind: keyof typeof COMMUNITY_RATE_LIMITS, userId: string) => consumeCommunityLimit(db, kind, userId);

  const feed = createPublicJsonCache({ ttlMs: FEED_TTL_MS, maxEntries: FEED_CACHE_ENTRIES });
  deps.writes?.subscribe(() => feed.clear());

  const user = requireUser(auth);
  const tags = ['Community'];
  const postParam = { params: idParam };

  const api = createRouter();
  // Any write here (post, edit, delete, like, reply, report) may change what visitors see in the feed.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') feed.clear();
  });
  const routes = api
    .openapi(
      createRoute({
        method: 'get',
        path: '/posts',
        operationId: 'listPosts',
        summary: 'One page of the community feed, newest first (category, search, cursor)',
        tags,
        request: { query: postListQuerySchema },
        responses: {
          200: json(postPageSchema, 'Posts and the cursor of the next page'),
          304: { description: 'Not modified (visitors: `If-None-Match` with the `ETag` sent)' },
          ...errors(400),
        },
      }),
      async (c) => {
        const viewer = await currentUser(auth, c.req.raw.headers);
        const query = c.req.valid('query');
        if (viewer) return c.json(await listPosts(db, { ...query, viewer: viewerOf(viewer) }), 200);
        return feed.respond(c, JSON.stringify(query), () => listPosts(db, { ...query, viewer: null }));
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/posts/{id}',
        operationId: 'getThread',
        summary: 'A post with its replies, oldest reply first',
        tags,
        request: postParam,
        responses: { 200: json(threadSchema, 'The thread'), ...errors(400, 404) },
      }),
      async (c) => {
        const viewer = await currentUser(auth, c.req.raw.headers);
        return c.json(await getThread(db, c.req.valid('param').id, viewer ? viewerOf(viewer) : null), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/posts',
        operationId: 'createPost',
        summary: 'Start a discussion (the author name comes from the account)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(postInputSchema) },
        responses: { 201: json(z.object({ post: communityPostSchema }), 'Posted'), ...errors(400, 401, 403, 415, 429) },
      }),
      async (c) => {
        await limit('post', c.get('user').id);
        return c.json({ post: await createPost(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/posts/{id}',
        operationId: 'updatePost',
        summary: 'Edit your own post',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { ...postParam, body: jsonBody(postInputSchema) },
        responses: { 200: json(z.object({ post: communityPostSchema }), 'Saved'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) =>
        c.json({ post: await updatePost(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')), input: c.req.valid('json') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/posts/{id}',
        operationId: 'deletePost',
        summary: 'Delete your own post (admins: any post)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: postParam,
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await deletePost(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')) });
        return c.json({ deleted: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/posts/{id}/like',
        operationId: 'likePost',
        summary: "Like someone else's post (once; your own post cannot be liked)",
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: postParam,
        responses: { 200: json(likeResultSchema, 'Liked, with the new count'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await setLike(db, { postId: c.req.valid('param').id, userId: c.get('user').id, liked: true }, deps.notifier), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/posts/{id}/like',
        operationId: 'unlikePost',
        summary: 'Take your like back',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: postParam,
        responses: { 200: json(likeResultSchema, 'Not liked, with the new count'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await setLike(db, { postId: c.req.valid('param').id, userId: c.get('user').id, liked: false }, deps.notifier), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/posts/{id}/comments',
        operationId: 'replyToPost',
        summary: 'Reply to a post',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { ...postParam, body: jsonBody(commentInputSchema) },
        responses: { 201: json(z.object({ comment: communityCommentSchema }), 'Replied'), ...errors(400, 401, 403, 404, 415, 429) },
      }),
      async (c) => {
        await limit('comment', c.get('user').id);
        const comment = await addComment(db, { postId: c.req.valid('param').id, userId: c.get('user').id, content: c.req.valid('json').content }, deps.notifier);
        return c.json({ comment }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/comments/{id}',
        operationId: 'deleteReply',
        summary: 'Delete your own reply (admins: any reply)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: z.uuid({ message: 'Unknown reply' }) }) },
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await deleteComment(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')) });
        return c.json({ deleted: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/reports',
        operationId: 'reportContent',
        summary: 'Report a post or a reply to the moderators',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(reportInputSchema) },
        responses: { 201: json(z.object({ id: z.uuid() }), 'Reported'), ...errors(400, 401, 403, 404, 409, 415) },
      }),
      async (c) => c.json(await reportContent(db, { reporterId: c.get('user').id, ...c.req.valid('json') }), 201),
    );

  const adminRole = requireRole(auth, 'admin');
  const admin = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/community/reports',
        operationId: 'adminListReports',
        summary: 'Reports to moderate (open ones by default), newest first',
        tags: ['Admin: community'],
        security: signedIn,
        middleware: [adminRole] as const,
        request: { query: z.object({ status: z.enum(['open', 'all']).default('open') }) },
        responses: { 200: json(z.object({ reports: z.array(communityReportSchema) }), 'The reports (at most 200)'), ...errors(400, 401, 403) },
      }),
      async (c) => c.json({ reports: await listReports(db, c.req.valid('query').status) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/community/reports/{id}/resolve',
        operationId: 'adminResolveReport',
        summary: 'Hide, restore or dismiss what a report is about',
        tags: ['Admin: community'],
        security: signedIn,
        middleware: [adminRole] as const,
        request: { params: z.object({ id: z.uuid({ message: 'Unknown report' }) }), body: jsonBody(z.object({ action: z.enum(['hide', 'restore', 'dismiss']) })) },
        responses: { 200: json(z.object({ resolved: z.literal(true) }), 'Resolved'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        await resolveReport(db, { reportId: c.req.valid('param').id, adminId: c.get('user').id, action: c.req.valid('json').action }, deps.notifier);
        feed.clear();
        return c.json({ resolved: true as const }, 200);
      },
    );

  return { api: routes, admin };
}
