/**
 * Community API (issue 5; spec §2.11, §3.4, §3.5, §5, §7.2 item 7, §8, §9): every endpoint for a visitor, a user,
 * the author, another user and an admin; validation texts; likes and replies with exact counters; reports and the
 * admin moderation queue (hide, restore, dismiss); search with literal %, _ and \; cursor paging that returns
 * every post exactly once while posts arrive; the per-user rate limit; XSS payloads kept verbatim as JSON text.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. Races under real concurrency are in
 * community-concurrency.test.ts (PGlite runs one query at a time: STACK.md pitfall 4).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { communityComments, communityLikes, communityPosts, rateLimitCounters, users } from '~/server/db/schema';
import { COMMUNITY_RATE_LIMITS } from '~/server/features/community/community.routes';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX, communityMessages, encodeCursor } from '~/shared/community';
import { communityApi, ignoreIdleConnectionErrors, postBody, uniqueToken } from '../support/community';
import { type QuickUser, quickUser, quickUsers } from '../support/talks';
import { describeEachDatabase, request, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Post = {
  id: string;
  title: string;
  content: string;
  category: string;
  author_name: string | null;
  created_at: string;
  updated_at: string | null;
  likes_count: number;
  comments_count: number;
  liked_by_me?: boolean;
  is_mine?: boolean;
  hidden?: boolean;
};

describeEachDatabase('community API', (kind) => {
  const t = useTestRuntime(kind);
  let api: ReturnType<typeof communityApi>;
  let admin: QuickUser;

  beforeAll(async () => {
    api = communityApi(t.rt);
    ignoreIdleConnectionErrors(t.rt.database.db);
    [admin] = await quickUsers(t.rt, 1, { label: 'community-admin', role: 'admin' });
  });

  /** Creates a post as `user` through the API and checks the 201. */
  const createPost = async (user: QuickUser, overrides: Parameters<typeof postBody>[0] = {}): Promise<Post> => {
    const res = await api.create(postBody(overrides), user.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.post;
  };
  /** Every post a search for `q` finds (all pages), as the given viewer. */
  const searchAll = async (q: string, cookie?: string, extra: Record<string, string> = {}): Promise<Post[]> => {
    const out: Post[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const res = await api.list({ q, limit: 50, cursor, ...extra }, cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out.push(...res.body.posts);
      cursor = res.body.nextCursor ?? undefined;
      if (!cursor) return out;
    }
    throw new Error('paging did not end');
  };
  const threadOf = async (id: string, cookie?: string) => {
    const res = await api.thread(id, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { post: Post; comments: Array<{ id: string; content: string; author_name: string | null; is_mine?: boolean }> };
  };
  const likeRows = async (postId: string) =>
    (await t.rt.database.db.select().from(communityLikes).where(eq(communityLikes.post_id, postId))).length;

  // --- Reading ------------------------------------------------------------------------------------------------

  it('refuses a like of your own post with a clear message (403), and counts nothing', async () => {
    const author = await quickUser(t.rt, 'self-like');
    const post = await createPost(author);
    const own = await api.like(post.id, author.cookie);
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({ requestId: expect.any(String), code: 'forbidden', message: englishOf(communityMessages.cannotLikeOwn) });
    expect(await likeRows(post.id)).toBe(0);
    expect((await threadOf(post.id)).post.likes_count).toBe(0);
    // Unliking stays possible (a like made before the rule), and someone else's like counts.
    expect((await api.unlike(post.id, author.cookie)).status).toBe(200);
    const other = await quickUser(t.rt, 'other-like');
    expect((await api.like(post.id, other.cookie)).body).toEqual({ liked: true, likes_count: 1 });
  });


  it('lists posts and opens threads for visitors, users, the author and admins (200); only signed-in viewers get liked_by_me/is_mine', async () => {
    const author = await quickUser(t.rt, 'reader-author');
    const other = await quickUser(t.rt, 'reader-other');
    const token = uniqueToken();
    const post = await createPost(author, { token, category: 'Ideas' });

    for (const [who, cookie] of [
      ['visitor', undefined],
      ['author', author.cookie],
      ['other', other.cookie],
      ['admin', admin.cookie],
    ] as const) {
      const list = await api.list({}, cookie);
      expect(list.status, who).toBe(200);
      expect(list.headers.get('content-type')).toMatch(/^application\/json/);
      const listed = (list.body.posts as Post[]).find((p) => p.id === post.id);
      expect(listed, who).toBeDefined();
      const { post: opened, comments } = await threadOf(post.id, cookie);
      expect(opened).toMatchObject({ id: post.id, title: `Post ${token}`, category: 'Ideas', likes_count: 0, comments_count: 0 });
      expect(comments).toEqual([]);
      if (cookie === undefined) {
        expect(listed).not.toHaveProperty('liked_by_me');
        expect(listed).not.toHaveProperty('is_mine');
        expect(opened).not.toHaveProperty('is_mine');
      } else {
        expect(listed?.liked_by_me).toBe(false);
        expect(listed?.is_mine, who).toBe(cookie === author.cookie);
        expect(opened.is_mine, who).toBe(cookie === author.cookie);
      }
      expect(listed).not.toHaveProperty('hidden');
    }

    // The list is newest first and filters by category.
    const newest = await api.list({ limit: 50 });
    const times = (newest.body.posts as Post[]).map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ideas = await searchAll(token, undefined, { category: 'Ideas' });
    expect(ideas.map((p) => p.id)).toEqual([post.id]);
    expect(await searchAll(token, undefined, { category: 'Hiring' })).toEqual([]);
    const allCategories = await api.list({ category: 'All', limit: 50 });
    expect(allCategories.status).toBe(200);
    expect(new Set((allCategories.body.posts as Post[]).map((p) => p.category)).size).toBeGreaterThan(1);
    expect((await api.list({ category: 'Bogus' })).status).toBe(400);
    expect((await api.list({ limit: 0 })).status).toBe(400);
    expect((await api.list({ limit: 51 })).status).toBe(400);
    expect((await api.list({ limit: 'ten' })).status).toBe(400);
  });

  // --- Creating -----------------------------------------------------------------------------------------------

  it("serves the visitor's feed from the cache (ETag, 304, gzip) and shows every write at once: a new post, a like, a deletion", async () => {
    const author = await quickUser(t.rt, 'cached-author');
    const fan = await quickUser(t.rt, 'cached-fan');
    const first = await api.list({ limit: 5 });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await request(t.rt, '/api/community/posts?limit=5', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    const post = await createPost(author);
    const afterPost = await api.list({ limit: 5 });
    expect(afterPost.body.posts[0].id).toBe(post.id);
    expect(afterPost.headers.get('etag')).not.toBe(etag);
    expect((await request(t.rt, '/api/community/posts?limit=5', { headers: { 'if-none-match': etag! } })).status).toBe(200);

    expect((await api.like(post.id, fan.cookie)).status).toBe(200);
    expect((await api.list({ limit: 5 })).body.posts[0]).toMatchObject({ id: post.id, likes_count: 1 });

    const zipped = await request(t.rt, '/api/community/posts?limit=5', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // A signed-in reader is never served the visitor's copy: liked_by_me is theirs.
    expect((await api.list({ limit: 5 }, fan.cookie)).body.posts[0]).toMatchObject({ id: post.id, liked_by_me: true });

    expect((await api.remove(post.id, author.cookie)).status).toBe(200);
    expect((await api.list({ limit: 5 })).body.posts.map((p: Post) => p.id)).not.toContain(post.id);
  });

  it('creates posts: 401 for visitors, 201 for users, with the author name from the account and never from the request', async () => {
    const token = uniqueToken();
    const visitor = await api.create(postBody({ token }));
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('unauthorized');
    expect(await searchAll(token)).toEqual([]);

    const author = await quickUser(t.rt, 'named-author');
    const victim = await quickUser(t.rt, 'victim');
    const res = await api.create(
      {
        title: `  Trimmed ${token}  `,
        content: '  Body text  ',
        author_name: 'Mallory the Impostor',
        user_id: victim.id,
        likes_count: 999,
        comments_count: 42,
        hidden: false,
      },
      author.cookie,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const post: Post = res.body.post;
    expect(post).toMatchObject({
      title: `Trimmed ${token}`,
      content: 'Body text',
      category: 'General', // the default when none is sent
      author_name: author.name,
      likes_count: 0,
      comments_count: 0,
      updated_at: null,
      is_mine: true,
    });
    expect(post.author_name).not.toBe('Mallory the Impostor');
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ user_id: author.id, author_name: author.name, likes_count: 0, comments_count: 0, hidden_at: null });
    // Everyone sees the account's name, and the post is at the top of the newest-first list.
    const [first] = (await api.list()).body.posts as Post[];
    expect(first.id).toBe(post.id);
    expect(first.author_name).toBe(author.name);

    // An account without a name posts anonymously (null; the client shows 'Anonymous').
    const nameless = await quickUser(t.rt, 'nameless');
    await t.rt.database.db.update(users).set({ name: '   ' }).where(eq(users.id, nameless.id));
    const anon = await createPost(nameless, { author_name: 'Someone Else' } as never);
    expect(anon.author_name).toBeNull();
  });

  it('rejects blank, too long and wrongly categorised posts (400) with clear messages and stores nothing', async () => {
    const user = await quickUser(t.rt, 'validator');
    const token = uniqueToken();
    const required = englishOf(communityMessages.titleAndContentRequired);
    expect(required).toBe('Title and content are required');

    const bad: Array<[unknown, string]> = [
      [{ title: '   ', content: `Body ${token}` }, required],
      [{ title: `Title ${token}`, content: ' \n\t ' }, required],
      [{ title: '', content: '' }, required],
      [{ title: 'x'.repeat(POST_TITLE_MAX + 1) + token, content: 'ok' }, englishOf(communityMessages.titleTooLong)],
      [{ title: `Title ${token}`, content: 'x'.repeat(POST_CONTENT_MAX + 1) }, englishOf(communityMessages.contentTooLong)],
      [{ title: `Title ${token}`, content: 'ok', category: 'All' }, ''],
      [{ title: `Title ${token}`, content: 'ok', category: 'Gossip' }, ''],
      [{ content: `only content ${token}` }, ''],
    ];
    for (const [body, message] of bad) {
      const res = await api.create(body, user.cookie);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
      expect(res.body.error.message).toContain(message);
    }
    expect(englishOf(communityMessages.titleTooLong)).toBe('Titles can be at most 150 characters');
    expect(englishOf(communityMessages.contentTooLong)).toBe('Posts can be at most 10,000 characters');
    // Not JSON at all.
    const notJson = await request(t.rt, '/api/community/posts', { method: 'POST', body: '{"title":', cookie: user.cookie, headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await searchAll(token)).toEqual([]);

    // The limits themselves are allowed, and surrounding spaces do not count towards them.
    const atTitleLimit = `${token} ${'t'.repeat(POST_TITLE_MAX - token.length - 1)}`;
    expect(atTitleLimit).toHaveLength(POST_TITLE_MAX);
    const longest = await createPost(user, { title: `   ${atTitleLimit}   `, content: 'c'.repeat(POST_CONTENT_MAX), category: 'Legal' });
    expect(longest.title).toBe(atTitleLimit);
    expect(longest.content).toHaveLength(POST_CONTENT_MAX);
    expect(longest.category).toBe('Legal');
    expect((await searchAll(token)).map((p) => p.id)).toEqual([longest.id]);
  });

  // --- Editing and deleting -----------------------------------------------------------------------------------

  it('edits posts: 401 visitor, 403 other user, 403 admin (admins delete but do not edit), 200 author', async () => {
    const author = await quickUser(t.rt, 'editor');
    const other = await quickUser(t.rt, 'not-editor');
    const post = await createPost(author, { title: 'Original title', content: 'Original content' });
    const change = { title: 'Changed title', content: 'Changed content', category: 'Product', author_name: 'Forged' };

    const visitor = await api.edit(post.id, change);
    expect(visitor.status).toBe(401);
    const byOther = await api.edit(post.id, change, other.cookie);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toEqual({ requestId: expect.any(String), code: 'forbidden', message: 'You can only edit your own posts.' });
    const byAdmin = await api.edit(post.id, change, admin.cookie);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.code).toBe('forbidden');
    expect((await threadOf(post.id)).post).toMatchObject({ title: 'Original title', content: 'Original content', category: 'General', updated_at: null });

    const blank = await api.edit(post.id, { title: ' ', content: 'x' }, author.cookie);
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Title and content are required');

    const byAuthor = await api.edit(post.id, change, author.cookie);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.post).toMatchObject({ id: post.id, title: 'Changed title', content: 'Changed content', category: 'Product', author_name: author.name });
    expect(byAuthor.body.post.updated_at).not.toBeNull();
    expect((await threadOf(post.id)).post).toMatchObject({ title: 'Changed title', category: 'Product', author_name: author.name });
    expect((await threadOf(post.id)).post.created_at).toBe(post.created_at);
  });

  it('deletes posts: 401 visitor, 403 other user, 200 author, 200 admin; a deleted post is gone (404)', async () => {
    const author = await quickUser(t.rt, 'deleter');
    const other = await quickUser(t.rt, 'not-deleter');
    const mine = await createPost(author);
    const theirs = await createPost(author);

    expect((await api.remove(mine.id)).status).toBe(401);
    const byOther = await api.remove(mine.id, other.cookie);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe('forbidden');
    expect((await api.thread(mine.id)).status).toBe(200);

    // Likes and replies go with the post.
    expect((await api.like(mine.id, other.cookie)).status).toBe(200);
    expect((await api.reply(mine.id, 'A reply', other.cookie)).status).toBe(201);
    const byAuthor = await api.remove(mine.id, author.cookie);
    expect(byAuthor).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await api.thread(mine.id)).status).toBe(404);
    expect((await api.thread(mine.id, author.cookie)).status).toBe(404);
    expect((await api.remove(mine.id, author.cookie)).status).toBe(404);
    expect(await likeRows(mine.id)).toBe(0);
    expect(await t.rt.database.db.select().from(communityComments).where(eq(communityComments.post_id, mine.id))).toEqual([]);

    const byAdmin = await api.remove(theirs.id, admin.cookie);
    expect(byAdmin).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await api.thread(theirs.id)).status).toBe(404);
    expect((await api.list({ limit: 50 })).body.posts.map((p: Post) => p.id)).not.toContain(theirs.id);
  });

  // --- Likes --------------------------------------------------------------------------------------------------

  it('likes and unlikes: 401 for visitors; one like per user (idempotent); unlike goes back; liked_by_me per viewer', async () => {
    const author = await quickUser(t.rt, 'liked-author');
    const [fan, fan2] = await quickUsers(t.rt, 2, { label: 'fan' });
    const post = await createPost(author);

    for (const res of [await api.like(post.id), await api.unlike(post.id)]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }

    expect(await api.like(post.id, fan.cookie)).toMatchObject({ status: 200, body: { liked: true, likes_count: 1 } });
    expect(await api.like(post.id, fan.cookie)).toMatchObject({ status: 200, body: { liked: true, likes_count: 1 } });
    expect(await likeRows(post.id)).toBe(1);
    expect((await threadOf(post.id, fan.cookie)).post).toMatchObject({ likes_count: 1, liked_by_me: true });
    expect((await threadOf(post.id, fan2.cookie)).post).toMatchObject({ likes_count: 1, liked_by_me: false });
    const listed = (await searchAll(post.title, fan.cookie)).find((p) => p.id === post.id);
    expect(listed).toMatchObject({ likes_count: 1, liked_by_me: true });

    expect(await api.like(post.id, fan2.cookie)).toMatchObject({ status: 200, body: { liked: true, likes_count: 2 } });
    expect(await api.like(post.id, admin.cookie)).toMatchObject({ status: 200, body: { liked: true, likes_count: 3 } });
    expect((await api.like(post.id, author.cookie)).status).toBe(403);

    expect(await api.unlike(post.id, fan.cookie)).toMatchObject({ status: 200, body: { liked: false, likes_count: 2 } });
    expect(await api.unlike(post.id, fan.cookie)).toMatchObject({ status: 200, body: { liked: false, likes_count: 2 } });
    expect((await threadOf(post.id, fan.cookie)).post).toMatchObject({ likes_count: 2, liked_by_me: false });
    for (const u of [fan2, admin]) expect((await api.unlike(post.id, u.cookie)).status).toBe(200);
    expect((await threadOf(post.id)).post.likes_count).toBe(0);
    expect(await likeRows(post.id)).toBe(0);
    // Unliking what was never liked does not go below zero.
    expect(await api.unlike(post.id, fan.cookie)).toMatchObject({ status: 200, body: { liked: false, likes_count: 0 } });
  });

  // --- Replies ------------------------------------------------------------------------------------------------

  it('replies: 401 visitor, 201 user with the account name, exact comments_count; author 200, other 403, admin 200 on delete', async () => {
    const author = await quickUser(t.rt, 'thread-author');
    const [alice, bob] = await quickUsers(t.rt, 2, { label: 'replier' });
    const post = await createPost(author);

    const visitor = await api.reply(post.id, 'Hello');
    expect(visitor.status).toBe(401);
    for (const content of ['', '   ', 'x'.repeat(COMMENT_MAX + 1)]) expect((await api.reply(post.id, content, alice.cookie)).status).toBe(400);
    expect((await api.reply(post.id, 'x'.repeat(COMMENT_MAX + 1), alice.cookie)).body.error.message).toContain(englishOf(communityMessages.commentTooLong));

    const r1 = await api.reply(post.id, '  First!  ', alice.cookie);
    expect(r1.status).toBe(201);
    expect(r1.body.comment).toMatchObject({ post_id: post.id, content: 'First!', author_name: alice.name, is_mine: true });
    const r2 = await requestReply(post.id, 'Second', bob);
    const r3 = await requestReply(post.id, 'Third, by the author', author);
    const r4 = await requestReply(post.id, 'Fourth', alice);

    const thread = await threadOf(post.id, bob.cookie);
    expect(thread.post.comments_count).toBe(4);
    expect(thread.comments.map((c) => c.content)).toEqual(['First!', 'Second', 'Third, by the author', 'Fourth']);
    expect(thread.comments.map((c) => c.author_name)).toEqual([alice.name, bob.name, author.name, alice.name]);
    expect(thread.comments.map((c) => c.is_mine)).toEqual([false, true, false, false]);
    expect((await searchAll(post.title)).find((p) => p.id === post.id)?.comments_count).toBe(4);

    expect((await api.removeReply(r1.body.comment.id)).status).toBe(401);
    const byOther = await api.removeReply(r1.body.comment.id, bob.cookie);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe('forbidden');
    // The post's author does not moderate other people's replies either.
    expect((await api.removeReply(r1.body.comment.id, author.cookie)).status).toBe(403);
    expect((await threadOf(post.id)).post.comments_count).toBe(4);

    expect(await api.removeReply(r1.body.comment.id, alice.cookie)).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await threadOf(post.id)).post.comments_count).toBe(3);
    expect((await api.removeReply(r1.body.comment.id, alice.cookie)).status).toBe(404);
    expect(await api.removeReply(r2.id, admin.cookie)).toMatchObject({ status: 200, body: { deleted: true } });
    const after = await threadOf(post.id);
    expect(after.post.comments_count).toBe(2);
    expect(after.comments.map((c) => c.id)).toEqual([r3.id, r4.id]);
    expect((await api.removeReply(r2.id, admin.cookie)).status).toBe(404);
    expect(await t.rt.database.db.$count(communityComments, eq(communityComments.post_id, post.id))).toBe(2);
  });

  async function requestReply(postId: string, content: string, user: QuickUser) {
    const res = await api.reply(postId, content, user.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.comment as { id: string; content: string };
  }

  // --- Reports and moderation ---------------------------------------------------------------------------------

  it('reports: 401 visitor, 201 user, 409 for the same user again, 400 for malformed reports, 404 for unknown targets', async () => {
    const author = await quickUser(t.rt, 'reported-author');
    const [r1, r2] = await quickUsers(t.rt, 2, { label: 'reporter' });
    const post = await createPost(author);
    const reply = await requestReply(post.id, 'A rude reply', author);

    expect((await api.report({ postId: post.id, reason: 'spam' })).status).toBe(401);
    const first = await api.report({ postId: post.id, reason: '  Spam  ' }, r1.cookie);
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await api.report({ postId: post.id, reason: 'Still spam' }, r1.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ requestId: expect.any(String), code: 'conflict', message: 'You have already reported this.' });
    expect((await api.report({ postId: post.id, reason: 'Spam too' }, r2.cookie)).status).toBe(201);

    expect((await api.report({ commentId: reply.id, reason: 'Rude' }, r1.cookie)).status).toBe(201);
    expect((await api.report({ commentId: reply.id, reason: 'Rude again' }, r1.cookie)).status).toBe(409);

    for (const body of [
      { reason: 'no target' },
      { postId: post.id, commentId: reply.id, reason: 'both' },
      { postId: post.id, reason: '   ' },
      { postId: post.id, reason: 'x'.repeat(501) },
      { postId: 'not-a-uuid', reason: 'bad id' },
    ]) {
      expect((await api.report(body, r2.cookie)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await api.report({ postId: UNKNOWN_ID, reason: 'gone' }, r2.cookie)).status).toBe(404);
    expect((await api.report({ commentId: UNKNOWN_ID, reason: 'gone' }, r2.cookie)).status).toBe(404);

    const queue = await api.queue('open', admin.cookie);
    const mine = (queue.body.reports as Array<{ post_id: string | null; comment_id: string | null; reason: string; status: string; reporter_name: string }>).filter(
      (r) => r.post_id === post.id || r.comment_id === reply.id,
    );
    expect(mine).toHaveLength(3);
    expect(mine.find((r) => r.reporter_name === r1.name && r.post_id === post.id)).toMatchObject({ reason: 'Spam', status: 'open' });
  });

  it('moderation queue: 401 visitor, 403 user, 200 admin; hide removes a post for everyone but admins, restore brings it back, dismiss leaves it', async () => {
    const author = await quickUser(t.rt, 'moderated-author');
    const [reporter, bystander] = await quickUsers(t.rt, 2, { label: 'mod-user' });
    const token = uniqueToken();
    const post = await createPost(author, { token });

    const report = await api.report({ postId: post.id, reason: 'Offensive' }, reporter.cookie);
    expect(report.status).toBe(201);
    const reportId: string = report.body.id;

    expect((await api.queue()).status).toBe(401);
    expect((await api.queue('open', reporter.cookie)).status).toBe(403);
    const queue = await api.queue(undefined, admin.cookie);
    expect(queue.status).toBe(200);
    expect(queue.body.reports.find((r: { id: string }) => r.id === reportId)).toMatchObject({
      post_id: post.id,
      comment_id: null,
      post_title: post.title,
      post_content: post.content,
      reason: 'Offensive',
      status: 'open',
      reporter_name: reporter.name,
    });
    expect((await api.queue('all', admin.cookie)).status).toBe(200);
    expect((await request(t.rt, '/api/admin/community/reports?status=closed', { cookie: admin.cookie })).status).toBe(400);

    expect((await api.resolve(reportId, 'hide')).status).toBe(401);
    expect((await api.resolve(reportId, 'hide', reporter.cookie)).status).toBe(403);
    expect((await api.resolve(reportId, 'hide', author.cookie)).status).toBe(403);
    expect((await api.resolve(reportId, 'delete', admin.cookie)).status).toBe(400);
    expect((await api.resolve(UNKNOWN_ID, 'hide', admin.cookie)).status).toBe(404);
    expect((await api.resolve('nope', 'hide', admin.cookie)).status).toBe(400);
    expect((await searchAll(token)).map((p) => p.id)).toEqual([post.id]);

    // Hide: gone from the list and the thread for visitors, users and the author; admins still see it, marked.
    expect(await api.resolve(reportId, 'hide', admin.cookie)).toMatchObject({ status: 200, body: { resolved: true } });
    for (const cookie of [undefined, bystander.cookie, author.cookie, reporter.cookie]) {
      expect(await searchAll(token, cookie)).toEqual([]);
      expect((await api.list({ limit: 50 }, cookie)).body.posts.map((p: Post) => p.id)).not.toContain(post.id);
      const thread = await api.thread(post.id, cookie);
      expect(thread.status).toBe(404);
      expect(thread.body.error.code).toBe('not_found');
    }
    const adminView = await searchAll(token, admin.cookie);
    expect(adminView).toHaveLength(1);
    expect(adminView[0]).toMatchObject({ id: post.id, hidden: true });
    expect((await threadOf(post.id, admin.cookie)).post.hidden).toBe(true);
    // Nobody can like, reply to, edit or re-report a hidden post.
    expect((await api.like(post.id, bystander.cookie)).status).toBe(404);
    expect((await api.reply(post.id, 'hello?', bystander.cookie)).status).toBe(404);
    expect((await api.edit(post.id, { title: 'Sneaky edit', content: 'x' }, author.cookie)).status).toBe(404);
    expect((await api.report({ postId: post.id, reason: 'again' }, bystander.cookie)).status).toBe(404);
    // The open queue no longer holds it; the full one shows it as hidden.
    expect((await api.queue('open', admin.cookie)).body.reports.map((r: { id: string }) => r.id)).not.toContain(reportId);
    expect((await api.queue('all', admin.cookie)).body.reports.find((r: { id: string }) => r.id === reportId)?.status).toBe('hidden');

    // Restore: back for everyone, without the mark.
    expect(await api.resolve(reportId, 'restore', admin.cookie)).toMatchObject({ status: 200, body: { resolved: true } });
    for (const cookie of [undefined, bystander.cookie, admin.cookie]) {
      const found = await searchAll(token, cookie);
      expect(found.map((p) => p.id)).toEqual([post.id]);
      expect(found[0]).not.toHaveProperty('hidden');
      expect((await threadOf(post.id, cookie)).post.id).toBe(post.id);
    }
    expect((await api.queue('all', admin.cookie)).body.reports.find((r: { id: string }) => r.id === reportId)?.status).toBe('restored');

    // Dismiss: the report closes, the post stays.
    const second = await api.report({ postId: post.id, reason: 'I just dislike it' }, bystander.cookie);
    expect(second.status).toBe(201);
    expect((await api.resolve(second.body.id, 'dismiss', admin.cookie)).status).toBe(200);
    expect((await searchAll(token)).map((p) => p.id)).toEqual([post.id]);
    expect((await threadOf(post.id)).post).not.toHaveProperty('hidden');
    const all = (await api.queue('all', admin.cookie)).body.reports as Array<{ id: string; status: string }>;
    expect(all.find((r) => r.id === second.body.id)?.status).toBe('dismissed');
    expect((await api.queue('open', admin.cookie)).body.reports.map((r: { id: string }) => r.id)).not.toContain(second.body.id);

    // Admins may still delete a post outright after moderating it.
    expect((await api.remove(post.id, admin.cookie)).status).toBe(200);
    expect((await api.queue('all', admin.cookie)).body.reports.map((r: { id: string }) => r.id)).not.toContain(reportId);
  });

  it('hiding a reply lowers comments_count (once, however many reports), restoring raises it, dismissing leaves it', async () => {
    const author = await quickUser(t.rt, 'reply-mod-author');
    const [r1, r2, r3] = await quickUsers(t.rt, 3, { label: 'reply-reporter' });
    const post = await createPost(author);
    const keep = await requestReply(post.id, 'A fine reply', r3);
    const bad = await requestReply(post.id, 'A reply that breaks the rules', author);
    expect((await threadOf(post.id)).post.comments_count).toBe(2);

    const rep1 = (await api.report({ commentId: bad.id, reason: 'Abuse' }, r1.cookie)).body.id as string;
    const rep2 = (await api.report({ commentId: bad.id, reason: 'Abuse too' }, r2.cookie)).body.id as string;
    const queued = (await api.queue('open', admin.cookie)).body.reports.find((r: { id: string }) => r.id === rep1);
    expect(queued).toMatchObject({ comment_id: bad.id, comment_content: 'A reply that breaks the rules', post_id: null, post_title: post.title });

    expect((await api.resolve(rep1, 'hide', admin.cookie)).status).toBe(200);
    expect((await api.resolve(rep2, 'hide', admin.cookie)).status).toBe(200);
    for (const cookie of [undefined, r1.cookie, author.cookie]) {
      const thread = await threadOf(post.id, cookie);
      expect(thread.post.comments_count).toBe(1);
      expect(thread.comments.map((c) => c.id)).toEqual([keep.id]);
    }
    expect((await searchAll(post.title)).find((p) => p.id === post.id)?.comments_count).toBe(1);
    expect((await threadOf(post.id, admin.cookie)).comments.map((c) => c.id)).toEqual([keep.id, bad.id]);
    // A hidden reply cannot be reported again or deleted by its author; an admin may delete it without a second decrement.
    expect((await api.report({ commentId: bad.id, reason: 'more' }, r3.cookie)).status).toBe(404);
    expect((await api.removeReply(bad.id, author.cookie)).status).toBe(404);

    expect((await api.resolve(rep1, 'restore', admin.cookie)).status).toBe(200);
    expect((await api.resolve(rep1, 'restore', admin.cookie)).status).toBe(200);
    let thread = await threadOf(post.id);
    expect(thread.post.comments_count).toBe(2);
    expect(thread.comments.map((c) => c.id)).toEqual([keep.id, bad.id]);

    const rep3 = (await api.report({ commentId: bad.id, reason: 'meh' }, r3.cookie)).body.id as string;
    expect((await api.resolve(rep3, 'dismiss', admin.cookie)).status).toBe(200);
    thread = await threadOf(post.id);
    expect(thread.post.comments_count).toBe(2);
    expect(thread.comments.map((c) => c.id)).toEqual([keep.id, bad.id]);

    // Hide again, then the admin deletes the hidden reply: the count must not drop twice.
    expect((await api.resolve(rep2, 'hide', admin.cookie)).status).toBe(200);
    expect((await threadOf(post.id)).post.comments_count).toBe(1);
    expect((await api.removeReply(bad.id, admin.cookie)).status).toBe(200);
    expect((await threadOf(post.id)).post.comments_count).toBe(1);
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row.comments_count).toBe(await t.rt.database.db.$count(communityComments, and(eq(communityComments.post_id, post.id), sql`${communityComments.hidden_at} is null`)));
  });

  // --- Search -------------------------------------------------------------------------------------------------

  it('searches title and content case-insensitively, and matches %, _ and \\ literally', async () => {
    const user = await quickUser(t.rt, 'searcher');
    const token = uniqueToken('srch');
    const inTitle = await createPost(user, { title: `Title ${token.toUpperCase()} here`, content: 'Nothing to see' });
    const inContent = await createPost(user, { title: 'Another title', content: `Somewhere in the body: ${token}.` });
    const percent = await createPost(user, { title: `Discount ${token}`, content: 'Get 50% off today' });
    const percentDecoy = await createPost(user, { title: `Discount decoy ${token}`, content: 'Get 50X off today' });
    const underscore = await createPost(user, { title: `Naming ${token}`, content: 'We use snake_case names' });
    const underscoreDecoy = await createPost(user, { title: `Naming decoy ${token}`, content: 'We use snakeXcase names' });
    const backslash = await createPost(user, { title: `Paths ${token}`, content: 'Saved to C:\\temp\\deck.pdf' });
    const backslashDecoy = await createPost(user, { title: `Paths decoy ${token}`, content: 'Saved to C:temp' });
    const ids = (posts: Post[]) => posts.map((p) => p.id).sort();

    // Case-insensitive, title or content.
    const mixed = token.slice(0, 4).toUpperCase() + token.slice(4);
    expect(ids(await searchAll(token.toLowerCase()))).toEqual(ids([inTitle, inContent, percent, percentDecoy, underscore, underscoreDecoy, backslash, backslashDecoy]));
    expect(ids(await searchAll(`  ${mixed}  `))).toHaveLength(8);
    expect(ids(await searchAll(`TITLE ${token}`))).toEqual([inTitle.id]);
    expect(ids(await searchAll(`BODY: ${token.toUpperCase()}`))).toEqual([inContent.id]);

    // '%' alone: only posts that contain a percent sign (a wildcard would match every post).
    const withPercent = await searchAll('%');
    expect(withPercent.map((p) => p.id)).toContain(percent.id);
    expect(withPercent.map((p) => p.id)).not.toContain(percentDecoy.id);
    for (const p of withPercent) expect(`${p.title}\n${p.content}`).toContain('%');
    const fiftyOff = await searchAll('50% off');
    expect(fiftyOff.map((p) => p.id)).toContain(percent.id);
    expect(fiftyOff.map((p) => p.id)).not.toContain(percentDecoy.id);
    for (const p of fiftyOff) expect(`${p.title}\n${p.content}`.toLowerCase()).toContain('50% off');

    // '_' alone and inside a word.
    const withUnderscore = await searchAll('_');
    expect(withUnderscore.map((p) => p.id)).toContain(underscore.id);
    expect(withUnderscore.map((p) => p.id)).not.toContain(underscoreDecoy.id);
    for (const p of withUnderscore) expect(`${p.title}\n${p.content}`).toContain('_');
    const snake = (await searchAll('snake_case')).map((p) => p.id);
    expect(snake).toContain(underscore.id);
    expect(snake).not.toContain(underscoreDecoy.id);

    // A backslash: alone, and before a letter (in LIKE an unescaped '\t' would match a plain 't').
    const withBackslash = await searchAll('\\');
    expect(withBackslash.map((p) => p.id)).toContain(backslash.id);
    expect(withBackslash.map((p) => p.id)).not.toContain(backslashDecoy.id);
    for (const p of withBackslash) expect(`${p.title}\n${p.content}`).toContain('\\');
    expect(ids(await searchAll('C:\\temp'))).toEqual([backslash.id]);
    expect(ids(await searchAll('\\deck'))).toEqual([backslash.id]);
    expect(await searchAll('\\%')).toEqual([]);
    // Quotes and SQL-looking input are just text.
    expect(await searchAll(`${token}' or '1'='1`)).toEqual([]);
    // An empty or blank search lists everything.
    expect((await api.list({ q: '   ' })).body.posts.length).toBeGreaterThan(0);
  });

  // --- Paging -------------------------------------------------------------------------------------------------

  /** Pages through a search with `limit`, calling `between` after each page; returns the pages. */
  const pageThrough = async (q: string, limit: number, between: (page: number) => Promise<void> = async () => {}) => {
    const pages: Post[][] = [];
    const cursors: Array<string | null> = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const res = await api.list({ q, limit, cursor });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body.posts);
      cursors.push(res.body.nextCursor);
      if (!res.body.nextCursor) return { pages, cursors };
      cursor = res.body.nextCursor;
      await between(pages.length);
    }
    throw new Error('paging did not end');
  };

  it('pages 45 posts 20 at a time, newest first: 20, 20, 5, then nextCursor null; default page size is 20', async () => {
    const token = uniqueToken('page');
    const authors = await quickUsers(t.rt, 5, { label: 'pager' });
    const created: Post[] = [];
    for (let i = 0; i < 45; i++) created.push(await createPost(authors[i % 5], { title: `Paged ${token} #${i}` }));

    const { pages, cursors } = await pageThrough(token, 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(cursors[0]).toEqual(expect.any(String));
    expect(cursors[1]).toEqual(expect.any(String));
    expect(cursors[2]).toBeNull();
    const seen = pages.flat().map((p) => p.id);
    expect(new Set(seen).size).toBe(45);
    expect(seen).toEqual([...created].reverse().map((p) => p.id)); // newest first, each exactly once
    const titles = pages.flat().map((p) => p.title);
    expect(titles[0]).toBe(`Paged ${token} #44`);
    expect(titles[44]).toBe(`Paged ${token} #0`);

    const defaultPage = await api.list({ q: token });
    expect(defaultPage.body.posts).toHaveLength(20);
    expect(defaultPage.body.posts.map((p: Post) => p.id)).toEqual(seen.slice(0, 20));
    // Exactly a page's worth: the last page has no next cursor.
    const exact = await pageThrough(token, 15);
    expect(exact.pages.map((p) => p.length)).toEqual([15, 15, 15]);
    expect(exact.pages.flat().map((p) => p.id)).toEqual(seen);
  });

  it('returns every post exactly once while new posts arrive between page fetches', async () => {
    const token = uniqueToken('live');
    const authors = await quickUsers(t.rt, 5, { label: 'live-pager' });
    const newcomers = await quickUsers(t.rt, 3, { label: 'newcomer' });
    const original = new Set<string>();
    for (let i = 0; i < 45; i++) original.add((await createPost(authors[i % 5], { title: `Live ${token} #${i}` })).id);

    const arrived: string[] = [];
    const { pages } = await pageThrough(token, 20, async (page) => {
      for (const n of newcomers) arrived.push((await createPost(n, { title: `Live ${token} new after page ${page}` })).id);
    });
    expect(arrived).toHaveLength(6);
    const seen = pages.flat().map((p) => p.id);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(seen.filter((id) => arrived.includes(id))).toEqual([]); // none of the new ones in later pages
    expect(seen).toHaveLength(new Set(seen).size); // none duplicated
    expect(new Set(seen)).toEqual(original); // none missed

    // A fresh first page starts with the new posts.
    const fresh = await api.list({ q: token, limit: 6 });
    expect(new Set(fresh.body.posts.map((p: Post) => p.id))).toEqual(new Set(arrived));
  });

  it('pages exactly once through posts whose timestamps share a millisecond (cursor keeps full precision)', async () => {
    const token = uniqueToken('tie');
    const db = t.rt.database.db;
    // Twelve posts with one identical timestamp (as rows written in one transaction get), then twelve 100 µs
    // apart: both ties and sub-millisecond steps that a millisecond cursor would skip over.
    await db.execute(sql`
      insert into community_posts (title, content, category, author_name, created_at)
      select ${`Tie ${token} same `} || g, 'tie', 'General', 'Importer', timestamptz '2021-03-04 05:06:07.123456+00'
      from generate_series(1, 12) g`);
    await db.execute(sql`
      insert into community_posts (title, content, category, author_name, created_at)
      select ${`Tie ${token} step `} || g, 'tie', 'General', 'Importer', timestamptz '2021-03-04 05:06:07.200001+00' + g * interval '100 microseconds'
      from generate_series(1, 12) g`);
    const all = await db.select({ id: communityPosts.id }).from(communityPosts).where(sql`${communityPosts.title} like ${`Tie ${token} %`}`);
    expect(all).toHaveLength(24);

    for (const limit of [1, 5, 7, 20]) {
      const { pages } = await pageThrough(token, limit);
      const seen = pages.flat().map((p) => p.id);
      expect(seen, `limit ${limit}`).toHaveLength(24);
      expect(new Set(seen), `limit ${limit}`).toEqual(new Set(all.map((r) => r.id)));
    }
  });

  it('refuses forged or malformed cursors with 400', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    const forged = [
      'not a cursor!!',
      '%%%',
      b64('hello'),
      b64('2024-01-01T00:00:00.000Z'),
      b64(`not-a-date|${UNKNOWN_ID}`),
      b64('2024-01-01T00:00:00.000Z|not-a-uuid'),
      b64('2024-01-01T00:00:00.000Z|------------------------------------'),
      b64('2024-01-01T00:00:00.000Z|gggggggg-gggg-gggg-gggg-gggggggggggg'),
      b64(`-200000-01-01T00:00:00.000Z|${UNKNOWN_ID}`),
      b64(`2024-02-30T00:00:00.000Z|${UNKNOWN_ID}`),
      b64(`0|${UNKNOWN_ID}`),
      'x'.repeat(201),
    ];
    for (const cursor of forged) {
      const res = await api.list({ cursor });
      expect(res.status, `cursor ${cursor.slice(0, 60)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
    }
    // A well-formed cursor for a point in time works (and may be empty).
    const ok = await api.list({ cursor: encodeCursor('2000-01-01T00:00:00.000Z', UNKNOWN_ID) });
    expect(ok.status).toBe(200);
    expect(ok.body.nextCursor).toBeNull();
  });

  // --- Rate limit ---------------------------------------------------------------------------------------------

  it('limits posting to 10 posts per user in 10 minutes (the 11th answers 429 with a clear message); others are unaffected', async () => {
    expect(COMMUNITY_RATE_LIMITS.post).toEqual({ windowSeconds: 600, max: 10 });
    const [busy, calm] = await quickUsers(t.rt, 2, { label: 'rate' });
    const token = uniqueToken('rate');
    for (let i = 0; i < 10; i++) await createPost(busy, { title: `Rate ${token} ${i}` });
    const eleventh = await api.create(postBody({ title: `Rate ${token} eleventh` }), busy.cookie);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toEqual({ requestId: expect.any(String), code: 'rate_limited', message: englishOf(communityMessages.rateLimited) });
    expect(englishOf(communityMessages.rateLimited)).toMatch(/wait/i);
    expect(await searchAll(`${token} eleventh`)).toEqual([]);
    expect(await searchAll(token)).toHaveLength(10);

    // Another user posts freely; the busy one can still like and read.
    await createPost(calm, { title: `Rate ${token} calm` });
    expect((await api.like((await searchAll(`${token} calm`))[0].id, busy.cookie)).status).toBe(200);

    // Once the 10-minute window has passed, the busy user may post again.
    await t.rt.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: sql`now() - interval '601 seconds'` })
      .where(eq(rateLimitCounters.key, `community:post:${busy.id}`));
    await createPost(busy, { title: `Rate ${token} later` });
  });

  it('limits replies to 30 per user in 10 minutes (the 31st answers 429)', async () => {
    expect(COMMUNITY_RATE_LIMITS.comment.max).toBe(30);
    const [author, chatty, other] = await quickUsers(t.rt, 3, { label: 'reply-rate' });
    const post = await createPost(author);
    for (let i = 0; i < 30; i++) await requestReply(post.id, `Reply ${i}`, chatty);
    const over = await api.reply(post.id, 'One too many', chatty.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ requestId: expect.any(String), code: 'rate_limited', message: englishOf(communityMessages.rateLimited) });
    await requestReply(post.id, 'I can still reply', other);
    expect((await threadOf(post.id)).post.comments_count).toBe(31);
  });

  // --- Content is data ----------------------------------------------------------------------------------------

  it('stores script and onerror payloads verbatim and returns them as JSON text (rendering safely is the client’s job)', async () => {
    const user = await quickUser(t.rt, 'xss');
    const title = `<script>alert("t")</script><img src=x onerror=alert(1)>`;
    const content = `<img src="x" onerror="fetch('/api/me').then(r=>r.text()).then(alert)">\n**bold** [link](javascript:alert(2)) </textarea><svg/onload=alert(3)> &amp; &lt;`;
    const res = await request(t.rt, '/api/community/posts', { method: 'POST', json: { title, content, category: 'General' }, cookie: user.cookie });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const created = (await res.json()).post as Post;
    expect(created.title).toBe(title);
    expect(created.content).toBe(content);

    const threadRes = await request(t.rt, `/api/community/posts/${created.id}`);
    expect(threadRes.headers.get('content-type')).toMatch(/^application\/json/);
    expect(threadRes.headers.get('x-content-type-options')).toBe('nosniff');
    const thread = await threadRes.json();
    expect(thread.post.title).toBe(title);
    expect(thread.post.content).toBe(content);
    const listed = (await api.list({ limit: 50 })).body.posts.find((p: Post) => p.id === created.id);
    expect(listed).toMatchObject({ title, content });
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, created.id));
    expect(row).toMatchObject({ title, content });

    const reply = await requestReply(created.id, '<script>document.body.innerHTML=""</script>', user);
    expect(reply.content).toBe('<script>document.body.innerHTML=""</script>');
    expect((await threadOf(created.id)).comments[0].content).toBe('<script>document.body.innerHTML=""</script>');
  });

  // --- Identifiers --------------------------------------------------------------------------------------------

  it('answers 400 to malformed ids and 404 to unknown ones on every endpoint that takes an id', async () => {
    const user = await quickUser(t.rt, 'ids');
    const body = postBody();
    const bad = ['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'];
    for (const id of bad) {
      const enc = encodeURIComponent(id);
      const calls = [
        () => api.thread(enc),
        () => api.thread(enc, user.cookie),
        () => api.edit(enc, body, user.cookie),
        () => api.remove(enc, user.cookie),
        () => api.like(enc, user.cookie),
        () => api.unlike(enc, user.cookie),
        () => api.reply(enc, 'hi', user.cookie),
        () => api.removeReply(enc, user.cookie),
        () => api.resolve(enc, 'hide', admin.cookie),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.error.code).toBe('bad_request');
      }
    }
    const unknown = [
      () => api.thread(UNKNOWN_ID),
      () => api.thread(UNKNOWN_ID, admin.cookie),
      () => api.edit(UNKNOWN_ID, body, user.cookie),
      () => api.remove(UNKNOWN_ID, user.cookie),
      () => api.remove(UNKNOWN_ID, admin.cookie),
      () => api.like(UNKNOWN_ID, user.cookie),
      () => api.unlike(UNKNOWN_ID, user.cookie),
      () => api.reply(UNKNOWN_ID, 'hi', user.cookie),
      () => api.removeReply(UNKNOWN_ID, user.cookie),
      () => api.removeReply(UNKNOWN_ID, admin.cookie),
      () => api.report({ postId: UNKNOWN_ID, reason: 'x' }, user.cookie),
      () => api.resolve(UNKNOWN_ID, 'dismiss', admin.cookie),
    ];
    for (const call of unknown) {
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    // Visitors get 401 before any id check on endpoints that need a session.
    expect((await api.like('not-a-uuid')).status).toBe(401);
    expect((await api.remove(UNKNOWN_ID)).status).toBe(401);
    // A cross-site write is refused before it reaches the route.
    const post = await createPost(user);
    const forged = await request(t.rt, `/api/community/posts/${post.id}`, { method: 'DELETE', cookie: user.cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await api.thread(post.id)).status).toBe(200);
  });
});
