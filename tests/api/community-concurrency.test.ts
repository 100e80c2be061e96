/**
 * Community counters under real concurrency (issue 5 "Tests"; STACK.md pitfall 4). PGlite runs one query at a
 * time, so a read-then-write counter race cannot show there: the races run only on PostgreSQL (TEST_DATABASE_URL),
 * against a fresh database with a 20-connection pool, calling the same service functions the routes call
 * (`setLike`, `addComment`), plus one burst through the HTTP app. Without PostgreSQL one test still runs on PGlite
 * and checks the same invariants with interleaved (but serialised) calls.
 *
 * Invariant checked everywhere: `likes_count` equals the number of like rows, `comments_count` the number of
 * visible replies.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/server/db';
import { communityComments, communityLikes, communityPosts } from '~/server/db/schema';
import { addComment, createPost, setLike } from '~/server/features/community/community.service';
import { ignoreIdleConnectionErrors, insertUsers } from '../support/community';
import { quickUsers } from '../support/talks';
import { createTestDatabase, requestJson, useTestRuntime } from '../support/test-app';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** The post's stored counters and the rows they count. */
async function countersOf(db: DatabaseHandle['db'], postId: string) {
  const [post] = await db
    .select({ likes: communityPosts.likes_count, comments: communityPosts.comments_count })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId));
  const [likes] = await db.select({ n: count() }).from(communityLikes).where(eq(communityLikes.post_id, postId));
  const [comments] = await db.select({ n: count() }).from(communityComments).where(eq(communityComments.post_id, postId));
  return { likes_count: post.likes, like_rows: likes.n, comments_count: post.comments, comment_rows: comments.n };
}

async function newPost(db: DatabaseHandle['db'], authorId: string, title = 'Race track') {
  return createPost(db, { userId: authorId, input: { title, content: 'Who gets there first?', category: 'General' } });
}

describe('community counters on PGlite (serialised: the real races run on PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts interleaved likes, unlikes, repeated likes and replies exactly (PGlite queues the queries one at a time)', async () => {
    const db = database.db;
    const [author, ...fans] = await insertUsers(db, 41, 'pglite-fan');
    const post = await newPost(db, author);

    // 40 users like at once, each twice; PGlite serialises the queries but the transactions still interleave.
    const liked = await Promise.all(fans.flatMap((userId) => [1, 2].map(() => setLike(db, { postId: post.id, userId, liked: true }))));
    expect(liked.every((r) => r.liked)).toBe(true);
    expect(await countersOf(db, post.id)).toMatchObject({ likes_count: 40, like_rows: 40 });
    // Every first like saw its own increment: the returned counts are 1..40, each once.
    const firstCounts = liked.map((r) => r.likes_count).sort((a, b) => a - b);
    expect(new Set(firstCounts)).toEqual(new Set(Array.from({ length: 40 }, (_, i) => i + 1)));

    // Half unlike (twice each), the others reply, all at once.
    await Promise.all([
      ...fans.slice(0, 20).flatMap((userId) => [setLike(db, { postId: post.id, userId, liked: false }), setLike(db, { postId: post.id, userId, liked: false })]),
      ...fans.slice(20).map((userId, i) => addComment(db, { postId: post.id, userId, content: `Reply ${i}` })),
    ]);
    expect(await countersOf(db, post.id)).toEqual({ likes_count: 20, like_rows: 20, comments_count: 20, comment_rows: 20 });
  });
});

describe.runIf(!!POSTGRES_URL)('community counters under real concurrency [postgres]', () => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let users: string[] = [];
  let next = 0;
  /** `n` users no other test here has used. */
  const take = (n: number) => {
    const out = users.slice(next, next + n);
    next += n;
    if (out.length < n) throw new Error('not enough test users');
    return out;
  };

  beforeAll(async () => {
    const created = await createTestDatabase(POSTGRES_URL!);
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 20 });
    ignoreIdleConnectionErrors(database.db);
    users = await insertUsers(database.db, 700, 'racer');
  });
  afterAll(async () => {
    await database?.close();
    // Let the pool's connections close before the database is dropped.
    await new Promise((r) => setTimeout(r, 100));
    await drop?.();
  });

  it('300 distinct users liking one post at once: likes_count equals the 300 like rows', async () => {
    const db = database.db;
    const [author] = take(1);
    const fans = take(300);
    const post = await newPost(db, author);

    const results = await Promise.all(fans.map((userId) => setLike(db, { postId: post.id, userId, liked: true })));
    expect(await countersOf(db, post.id)).toMatchObject({ likes_count: 300, like_rows: 300 });
    // Each like's transaction saw its own increment: the returned counts are exactly 1..300.
    const returned = results.map((r) => r.likes_count).sort((a, b) => a - b);
    expect(returned).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });

  it("one user's 20 simultaneous likes make one row and likes_count 1", async () => {
    const db = database.db;
    const [author, fan] = take(2);
    const post = await newPost(db, author);

    const results = await Promise.all(Array.from({ length: 20 }, () => setLike(db, { postId: post.id, userId: fan, liked: true })));
    expect(results.every((r) => r.liked && r.likes_count === 1)).toBe(true);
    expect(await countersOf(db, post.id)).toMatchObject({ likes_count: 1, like_rows: 1 });

    // And 20 simultaneous unlikes remove it once.
    const unliked = await Promise.all(Array.from({ length: 20 }, () => setLike(db, { postId: post.id, userId: fan, liked: false })));
    expect(unliked.every((r) => !r.liked && r.likes_count === 0)).toBe(true);
    expect(await countersOf(db, post.id)).toMatchObject({ likes_count: 0, like_rows: 0 });
  });

  it('100 users liking then unliking concurrently bring the post back to the start (rows and count)', async () => {
    const db = database.db;
    const [author] = take(1);
    const earlier = take(5);
    const togglers = take(100);
    const post = await newPost(db, author);
    for (const userId of earlier) await setLike(db, { postId: post.id, userId, liked: true });
    const start = await countersOf(db, post.id);
    expect(start).toMatchObject({ likes_count: 5, like_rows: 5 });

    await Promise.all(
      togglers.map(async (userId) => {
        const on = await setLike(db, { postId: post.id, userId, liked: true });
        expect(on.liked).toBe(true);
        const off = await setLike(db, { postId: post.id, userId, liked: false });
        expect(off.liked).toBe(false);
      }),
    );
    expect(await countersOf(db, post.id)).toEqual(start);

    // The same with nobody there before: 0 rows, count 0.
    const empty = await newPost(db, author, 'Empty race');
    await Promise.all(
      take(100).map(async (userId) => {
        await setLike(db, { postId: empty.id, userId, liked: true });
        await setLike(db, { postId: empty.id, userId, liked: false });
      }),
    );
    expect(await countersOf(db, empty.id)).toMatchObject({ likes_count: 0, like_rows: 0 });
  });

  it('likes and unlikes by one user racing each other keep likes_count equal to the rows', async () => {
    const db = database.db;
    const [author] = take(1);
    const fans = take(10);
    const post = await newPost(db, author);
    // Each of 10 users fires 10 likes and 10 unlikes at once, interleaved.
    await Promise.all(
      fans.flatMap((userId) => Array.from({ length: 20 }, (_, i) => setLike(db, { postId: post.id, userId, liked: i % 2 === 0 }))),
    );
    const after = await countersOf(db, post.id);
    expect(after.likes_count).toBe(after.like_rows);
    expect(after.like_rows).toBeLessThanOrEqual(10);
  });

  it('100 concurrent replies: comments_count = 100', async () => {
    const db = database.db;
    const [author] = take(1);
    const repliers = take(50);
    const post = await newPost(db, author);
    // 50 users, two replies each, all at once.
    const replies = await Promise.all(
      repliers.flatMap((userId, i) => [
        addComment(db, { postId: post.id, userId, content: `Reply ${i}a` }),
        addComment(db, { postId: post.id, userId, content: `Reply ${i}b` }),
      ]),
    );
    expect(new Set(replies.map((r) => r.id)).size).toBe(100);
    expect(await countersOf(db, post.id)).toEqual({ likes_count: 0, like_rows: 0, comments_count: 100, comment_rows: 100 });
  });
});

describe.runIf(!!POSTGRES_URL)('community likes through the HTTP app under concurrency [postgres]', () => {
  const t = useTestRuntime('postgres', { seed: false });
  beforeAll(() => ignoreIdleConnectionErrors(t.rt.database.db));

  it('100 signed-in users liking one post at once through PUT /like, then unliking: exact counts both ways', async () => {
    const [author, ...fans] = await quickUsers(t.rt, 101, { label: 'http-racer', concurrency: 10 });
    const created = await requestJson(t.rt, '/api/community/posts', { cookie: author.cookie, json: { title: 'HTTP race', content: 'Go!' } });
    expect(created.status).toBe(201);
    const id: string = created.body.post.id;

    const likes = await Promise.all(fans.map((f) => requestJson(t.rt, `/api/community/posts/${id}/like`, { method: 'PUT', cookie: f.cookie })));
    expect(likes.map((r) => r.status)).toEqual(fans.map(() => 200));
    expect(likes.map((r) => r.body.likes_count as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await countersOf(t.rt.database.db, id)).toMatchObject({ likes_count: 100, like_rows: 100 });
    const thread = await requestJson(t.rt, `/api/community/posts/${id}`);
    expect(thread.body.post.likes_count).toBe(100);

    const unlikes = await Promise.all(fans.map((f) => requestJson(t.rt, `/api/community/posts/${id}/like`, { method: 'DELETE', cookie: f.cookie })));
    expect(unlikes.every((r) => r.status === 200 && r.body.liked === false)).toBe(true);
    expect(await countersOf(t.rt.database.db, id)).toMatchObject({ likes_count: 0, like_rows: 0 });
  });
});
