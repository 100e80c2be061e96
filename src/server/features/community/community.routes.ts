/**
 * Community API, at /api/community:
 * `GET /posts` (public; cursor paging, category, search), `GET /posts/:id` (thread),
 * `POST /posts`, `PATCH|DELETE /posts/:id`, `PUT|DELETE /posts/:id/like`, `POST /posts/:id/comments`,
 * `DELETE /comments/:id`, `POST /reports` (signed in; authors and admins as each rule says).
 * Admin, at /api/admin/community: `GET /reports`, `POST /reports/:id/resolve`.
 * The visitor's feed is served from an in-process cache (public-cache.ts), cleared by every write here.
 *
 * The routes only translate HTTP and JSON to and from the community service (`deps.services.community`,
 * community.service.ts), which decides who may do what, so the hub's and the threads' forms get the same answers.
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
  REPORT_ACTIONS,
  postIdSchema,
  postPageSchema,
  replyIdSchema,
  reportIdSchema,
  reportInputSchema,
  threadSchema,
} from '~/shared/community';
import type { AppDeps } from '../../context';
import { readActor, requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { createPublicJsonCache } from '../../public-cache';
import { COMMUNITY_RATE_LIMITS } from './community.service';

export { COMMUNITY_RATE_LIMITS };

const idParam = z.object({ id: postIdSchema });

/** The visitor's feed (no session cookie) is cached in this process: cleared on every community write here, else 2 s. */
const FEED_TTL_MS = 2000;
const FEED_CACHE_ENTRIES = 200;

export function communityRoutes(deps: AppDeps) {
  const { community } = deps.services;

  const feed = createPublicJsonCache({ ttlMs: FEED_TTL_MS, maxEntries: FEED_CACHE_ENTRIES });
  deps.writes?.subscribe(() => feed.clear());

  const actor = readActor(deps.auth);
  const user = requireActor(deps.auth);
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
        middleware: [actor] as const,
        request: { query: postListQuerySchema },
        responses: {
          200: json(postPageSchema, 'Posts and the cursor of the next page'),
          304: { description: 'Not modified (visitors: `If-None-Match` with the `ETag` sent)' },
          ...errors(400),
        },
      }),
      async (c) => {
        const query = c.req.valid('query');
        if (c.get('actor')) return c.json(await community.feed({ actor: c.get('actor'), query }), 200);
        return feed.respond(c, JSON.stringify(query), () => community.feed({ actor: null, query }));
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/posts/{id}',
        operationId: 'getThread',
        summary: 'A post with its replies, oldest reply first',
        tags,
        middleware: [actor] as const,
        request: postParam,
        responses: { 200: json(threadSchema, 'The thread'), ...errors(400, 404) },
      }),
      async (c) => c.json(await community.thread({ actor: c.get('actor'), postId: c.req.valid('param').id }), 200),
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
      async (c) => c.json({ post: await community.create({ actor: c.get('actor'), input: c.req.valid('json') }) }, 201),
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
      async (c) => c.json({ post: await community.update({ actor: c.get('actor'), postId: c.req.valid('param').id, input: c.req.valid('json') }) }, 200),
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
      async (c) => c.json(await community.remove({ actor: c.get('actor'), postId: c.req.valid('param').id }), 200),
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
      async (c) => c.json(await community.like({ actor: c.get('actor'), postId: c.req.valid('param').id, liked: true }), 200),
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
      async (c) => c.json(await community.like({ actor: c.get('actor'), postId: c.req.valid('param').id, liked: false }), 200),
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
      async (c) => c.json({ comment: await community.reply({ actor: c.get('actor'), postId: c.req.valid('param').id, content: c.req.valid('json').content }) }, 201),
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
        request: { params: z.object({ id: replyIdSchema }) },
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await community.removeReply({ actor: c.get('actor'), replyId: c.req.valid('param').id }), 200),
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
      async (c) => c.json(await community.report({ actor: c.get('actor'), input: c.req.valid('json') }), 201),
    );

  const admin = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/community/reports',
        operationId: 'adminListReports',
        summary: 'Reports to moderate (open ones by default), newest first',
        tags: ['Admin: community'],
        security: signedIn,
        middleware: [user] as const,
        request: { query: z.object({ status: z.enum(['open', 'all']).default('open') }) },
        responses: { 200: json(z.object({ reports: z.array(communityReportSchema) }), 'The reports (at most 200)'), ...errors(400, 401, 403) },
      }),
      async (c) => c.json({ reports: await community.reports({ actor: c.get('actor'), status: c.req.valid('query').status }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/community/reports/{id}/resolve',
        operationId: 'adminResolveReport',
        summary: 'Hide, restore or dismiss what a report is about',
        tags: ['Admin: community'],
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: reportIdSchema }), body: jsonBody(z.object({ action: z.enum(REPORT_ACTIONS) })) },
        responses: { 200: json(z.object({ resolved: z.literal(true) }), 'Resolved'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        const resolved = await community.resolveReport({ actor: c.get('actor'), reportId: c.req.valid('param').id, action: c.req.valid('json').action });
        feed.clear();
        return c.json(resolved, 200);
      },
    );

  return { api: routes, admin };
}
