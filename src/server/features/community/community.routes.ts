/**
 * Community API (spec §2.11, §7.2 item 7; issue 5), at /api/community:
 * `GET /posts` (public; cursor paging, category, search), `GET /posts/:id` (thread),
 * `POST /posts`, `PATCH|DELETE /posts/:id`, `PUT|DELETE /posts/:id/like`, `POST /posts/:id/comments`,
 * `DELETE /comments/:id`, `POST /reports` (signed in; authors and admins as each rule says).
 * Admin, at /api/admin/community: `GET /reports`, `POST /reports/:id/resolve`.
 * The visitor's feed is served from an in-process cache (public-cache.ts), cleared by every write here.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { commentInputSchema, postInputSchema, postListQuerySchema, reportInputSchema } from '~/shared/community';
import type { AppDeps } from '../../context';
import { type AuthVariables, carriesSessionCookie, currentUser, hasRole, requireRole, requireUser } from '../../middleware/auth-guards';
import { createPublicJsonCache } from '../../public-cache';
import { validate } from '../../validate';
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
  // Visitors only, as the handler below: a request with a session cookie takes the full path.
  deps.fastReads?.add('/api/community/posts', feed, (req) => !carriesSessionCookie(req.headers.cookie));

  const api = new Hono<{ Variables: AuthVariables }>()
    // Any write here (post, edit, delete, like, reply, report) may change what visitors see in the feed.
    .use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') feed.clear();
    })
    .get('/posts', validate('query', postListQuerySchema), async (c) => {
      const user = await currentUser(auth, c.req.raw.headers);
      const query = c.req.valid('query');
      if (user) return c.json(await listPosts(db, { ...query, viewer: viewerOf(user) }));
      return feed.respond(c, JSON.stringify(query), () => listPosts(db, { ...query, viewer: null }));
    })
    .get('/posts/:id', validate('param', idParam), async (c) => {
      const user = await currentUser(auth, c.req.raw.headers);
      return c.json(await getThread(db, c.req.valid('param').id, user ? viewerOf(user) : null));
    })
    .post('/posts', requireUser(auth), validate('json', postInputSchema), async (c) => {
      await limit('post', c.get('user').id);
      return c.json({ post: await createPost(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201);
    })
    .patch('/posts/:id', requireUser(auth), validate('param', idParam), validate('json', postInputSchema), async (c) =>
      c.json({ post: await updatePost(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')), input: c.req.valid('json') }) }),
    )
    .delete('/posts/:id', requireUser(auth), validate('param', idParam), async (c) => {
      await deletePost(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')) });
      return c.json({ deleted: true });
    })
    .put('/posts/:id/like', requireUser(auth), validate('param', idParam), async (c) =>
      c.json(await setLike(db, { postId: c.req.valid('param').id, userId: c.get('user').id, liked: true })),
    )
    .delete('/posts/:id/like', requireUser(auth), validate('param', idParam), async (c) =>
      c.json(await setLike(db, { postId: c.req.valid('param').id, userId: c.get('user').id, liked: false })),
    )
    .post('/posts/:id/comments', requireUser(auth), validate('param', idParam), validate('json', commentInputSchema), async (c) => {
      await limit('comment', c.get('user').id);
      const comment = await addComment(db, { postId: c.req.valid('param').id, userId: c.get('user').id, content: c.req.valid('json').content });
      return c.json({ comment }, 201);
    })
    .delete('/comments/:id', requireUser(auth), validate('param', z.object({ id: z.uuid() })), async (c) => {
      await deleteComment(db, { id: c.req.valid('param').id, viewer: viewerOf(c.get('user')) });
      return c.json({ deleted: true });
    })
    .post('/reports', requireUser(auth), validate('json', reportInputSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await reportContent(db, { reporterId: c.get('user').id, ...body }), 201);
    });

  const admin = new Hono<{ Variables: AuthVariables }>()
    .get('/community/reports', requireRole(auth, 'admin'), validate('query', z.object({ status: z.enum(['open', 'all']).default('open') })), async (c) =>
      c.json({ reports: await listReports(db, c.req.valid('query').status) }),
    )
    .post(
      '/community/reports/:id/resolve',
      requireRole(auth, 'admin'),
      validate('param', z.object({ id: z.uuid() })),
      validate('json', z.object({ action: z.enum(['hide', 'restore', 'dismiss']) })),
      async (c) => {
        await resolveReport(db, { reportId: c.req.valid('param').id, adminId: c.get('user').id, action: c.req.valid('json').action });
        feed.clear();
        return c.json({ resolved: true });
      },
    );

  return { api, admin };
}
