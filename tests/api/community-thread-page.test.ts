/**
 * A post's own page lets its author edit and delete it without scripts (issue 19): `?edit=1` shows the post form,
 * posted to the page's action with the API's rules (saved → back to the thread at its new address; refused → the form
 * again with the text kept and the field's message; someone else's post → 403); `?delete=1` asks, and the delete
 * posted from there removes the post (the author or an admin only) and goes to the discussions list, which says so.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts } from '~/server/db/schema';
import { communityMessages } from '~/shared/community';
import { slugWithId } from '~/shared/slugs';
import { quickUser, quickUsers } from '../support/talks';
import { request, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

const t = useTestRuntime('pglite', { pages: true });

const html = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const postForm = (cookie: string, path: string, fields: Record<string, string>) =>
  request(t.rt, path, { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

async function newPost(cookie: string, title: string) {
  const res = await requestJson(t.rt, '/api/community/posts', { json: { title, content: 'First version of the text.', category: 'General' }, cookie });
  expect(res.status).toBe(201);
  const id = res.body.post.id as string;
  return { id, path: `/community/${slugWithId(title, id)}` };
}

describe('a post edited and deleted from its own page, without scripts', () => {
  it('the author edits it: the form, a refused edit with the text kept, a saved one at the new address', async () => {
    const author = await quickUser(t.rt, 'page-author');
    const other = await quickUser(t.rt, 'page-other');
    const post = await newPost(author.cookie, 'Hostel internet for night study');

    const page = await html(await request(t.rt, post.path, { cookie: author.cookie }));
    expect(page).toMatch(/<a [^>]*href="[^"]*\?edit=1"[^>]*>.*Edit<span class="sr-only"> this post<\/span><\/a>/);
    expect(page).toMatch(/<a [^>]*href="[^"]*\?delete=1"[^>]*>.*Delete<span class="sr-only"> this post<\/span><\/a>/);
    // Someone else sees neither.
    const othersView = await html(await request(t.rt, `${post.path}?edit=1`, { cookie: other.cookie }));
    expect(othersView).not.toContain('Edit your post');
    expect(othersView).not.toContain('?delete=1');

    const editing = await html(await request(t.rt, `${post.path}?edit=1`, { cookie: author.cookie }));
    expect(editing).toContain('Edit your post');
    expect(editing).toContain('name="intent" value="edit-post"');
    expect(editing).toContain('value="Hostel internet for night study"');

    const refused = await postForm(author.cookie, `${post.path}?edit=1`, { intent: 'edit-post', postId: post.id, title: '   ', content: 'Kept text', category: 'Ideas' });
    expect(refused.status).toBe(400);
    const refusedHtml = await html(refused);
    expect(refusedHtml).toContain(englishOf(communityMessages.titleAndContentRequired));
    expect(refusedHtml).toContain('Kept text</textarea>');

    const forbidden = await postForm(other.cookie, post.path, { intent: 'edit-post', postId: post.id, title: 'Taken over', content: 'Not mine', category: 'General' });
    expect(forbidden.status).toBe(403);
    expect(await html(forbidden)).toContain('You can only edit your own posts.');

    const saved = await postForm(author.cookie, `${post.path}?edit=1`, { intent: 'edit-post', postId: post.id, title: 'Hostel Wi-Fi for night study', content: 'Second version.', category: 'Ideas' });
    expect(saved.status).toBe(303);
    const newPath = `/community/${slugWithId('Hostel Wi-Fi for night study', post.id)}`;
    expect(saved.headers.get('location')).toBe(`${newPath}?post-updated=1`);
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ title: 'Hostel Wi-Fi for night study', content: 'Second version.', category: 'Ideas' });
    const after = await html(await request(t.rt, `${newPath}?post-updated=1`, { cookie: author.cookie }));
    expect(after).toContain(englishOf(communityMessages.updated));
    expect(after).toContain('Second version.');
  });

  it('deletes it after asking: only the author or an admin, then the list says so and the thread is gone', async () => {
    const author = await quickUser(t.rt, 'page-deleter');
    const other = await quickUser(t.rt, 'page-bystander');
    const [admin] = await quickUsers(t.rt, 1, { label: 'page-admin', role: 'admin' });
    const post = await newPost(author.cookie, 'Selling my old drafting kit');

    const asking = await html(await request(t.rt, `${post.path}?delete=1`, { cookie: author.cookie }));
    expect(asking).toContain('Delete this post?');
    expect(asking).toContain('name="intent" value="delete-post"');
    expect(await html(await request(t.rt, `${post.path}?delete=1`, { cookie: other.cookie }))).not.toContain('Delete this post?');

    const refused = await postForm(other.cookie, `${post.path}?delete=1`, { intent: 'delete-post', postId: post.id });
    expect(refused.status).toBe(403);
    expect(await html(refused)).toContain('You can only delete your own posts.');

    const deleted = await postForm(author.cookie, `${post.path}?delete=1`, { intent: 'delete-post', postId: post.id });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/community?post-deleted=1');
    expect(await html(await request(t.rt, '/community?post-deleted=1', { cookie: author.cookie }))).toContain(`>${englishOf(communityMessages.deleted)}</p>`);
    expect((await request(t.rt, post.path, { cookie: author.cookie })).status).toBe(404);

    // An admin may delete anyone's post from its page too.
    const second = await newPost(author.cookie, 'Second hand calculators');
    expect(await html(await request(t.rt, `${second.path}?delete=1`, { cookie: admin.cookie }))).toContain('Delete this post?');
    expect((await postForm(admin.cookie, second.path, { intent: 'delete-post', postId: second.id })).status).toBe(303);
    expect((await request(t.rt, second.path)).status).toBe(404);
  });
});
