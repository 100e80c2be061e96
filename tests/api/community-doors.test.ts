/**
 * The community through its two doors: the JSON API and the hub's and threads' forms call the same community
 * service operation, so a rate limit reached through one door holds at the other, and the same person is refused
 * the same thing with the same words.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityPosts } from '~/server/db/schema';
import { threadPath } from '~/client/features/community/thread-meta';
import { communityMessages } from '~/shared/community';
import { pageText, postForm } from '../support/doors';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

describeEachDatabase('Community: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });
  const post = (n: number) => ({ title: `Doors ${n}`, content: 'Counting posts at both doors.', category: 'General' });

  it('posts made through the API and the hub count against one limit (10 in 10 minutes): the 11th is refused 429 at either door', async () => {
    const author = await quickUser(t.rt, 'prolific');
    for (let n = 1; n <= 9; n++) expect((await requestJson(t.rt, '/api/community/posts', { cookie: author.cookie, json: post(n) })).status).toBe(201);
    const tenth = await postForm(t.rt, '/community', { intent: 'create', ...post(10) }, { cookie: author.cookie });
    expect(tenth.status).toBe(303);
    const api = await requestJson(t.rt, '/api/community/posts', { cookie: author.cookie, json: post(11) });
    expect(api.status).toBe(429);
    expect(api.body.error.message).toBe(englishOf(communityMessages.rateLimited));
    const page = await postForm(t.rt, '/community', { intent: 'create', ...post(12) }, { cookie: author.cookie });
    expect(page.status).toBe(429);
    expect(await pageText(page)).toContain(englishOf(communityMessages.rateLimited));
  });

  it('someone else’s post: both doors refuse the edit (403 with the same words) and the author’s own like; the post is unchanged', async () => {
    const author = await quickUser(t.rt, 'author');
    const other = await quickUser(t.rt, 'other');
    const created = (await requestJson(t.rt, '/api/community/posts', { cookie: author.cookie, json: post(1) })).body.post;
    const input = { title: 'Hijacked', content: 'Not yours.', category: 'General' };
    const api = await requestJson(t.rt, `/api/community/posts/${created.id}`, { method: 'PATCH', cookie: other.cookie, json: input });
    expect(api.status).toBe(403);
    const page = await postForm(t.rt, threadPath(created), { intent: 'edit-post', postId: created.id, ...input }, { cookie: other.cookie });
    expect(page.status).toBe(403);
    expect(await pageText(page)).toContain(api.body.error.message);
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, created.id));
    expect(row.title).toBe(created.title);

    const ownLike = await requestJson(t.rt, `/api/community/posts/${created.id}/like`, { method: 'PUT', cookie: author.cookie });
    expect(ownLike.status).toBe(403);
    expect(ownLike.body.error.message).toBe(englishOf(communityMessages.cannotLikeOwn));
    const pageLike = await postForm(t.rt, threadPath(created), { intent: 'like', postId: created.id, liked: 'true', back: '/community' }, { cookie: author.cookie });
    expect(pageLike.status).toBe(403);
    expect(await pageText(pageLike)).toContain(englishOf(communityMessages.cannotLikeOwn));
  });

  it('a reply with nothing in it is refused with the schema’s words by both doors (400 Write a reply first)', async () => {
    const author = await quickUser(t.rt, 'replier');
    const created = (await requestJson(t.rt, '/api/community/posts', { cookie: author.cookie, json: post(1) })).body.post;
    const api = await requestJson(t.rt, `/api/community/posts/${created.id}/comments`, { cookie: author.cookie, json: { content: '   ' } });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe('Write a reply first');
    const page = await postForm(t.rt, threadPath(created), { intent: 'reply', postId: created.id, content: '   ' }, { cookie: author.cookie });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain('Write a reply first');
  });
});
