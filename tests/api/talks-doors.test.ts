/**
 * ChangeTalks through its two doors: the JSON API and the pages' forms call the same talks service operation, so
 * they refuse the same person for the same reason (the service's line), and what one door did counts at the other.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { changetalks } from '~/server/db/schema';
import { talkMessages, talkPath } from '~/shared/talks';
import { pageText, postForm } from '../support/doors';
import { DAY, insertTalk, quickUser } from '../support/talks';
import { describeEachDatabase, request, requestJson, useTestRuntime } from '../support/test-app';

describeEachDatabase('ChangeTalks: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('a visitor is refused registration by both doors (401), and nothing is registered', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 5 * DAY });
    const api = await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST' });
    expect(api.status).toBe(401);
    expect(api.body.error).toMatchObject({ code: 'unauthorized', message: 'Please sign in to continue.' });
    const page = await postForm(t.rt, '/changetalks', { intent: 'register', talkId: talk.id });
    expect(page.status).toBe(401);
    expect(await pageText(page)).toContain(talkMessages.signInRequired.description.message);
    const [row] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.id, talk.id));
    expect(row.registrations_count).toBe(0);
  });

  it('a registration made on the page is the one the API finds: a second one is refused 409 already_registered by either door', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 5 * DAY });
    const user = await quickUser(t.rt, 'doors');
    const page = await postForm(t.rt, `/changetalks`, { intent: 'register', talkId: talk.id }, { cookie: user.cookie });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain(talkMessages.registrationSuccessful.description.message);
    const api = await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST', cookie: user.cookie });
    expect(api.status).toBe(409);
    expect(api.body.error.code).toBe('already_registered');
    const again = await postForm(t.rt, `/changetalks`, { intent: 'register', talkId: talk.id }, { cookie: user.cookie });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(talkMessages.alreadyRegistered.description.message);
    // Cancelled through the API, the page has nothing left to cancel (404 from the same operation).
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
    const none = await postForm(t.rt, `/changetalks`, { intent: 'cancel', talkId: talk.id }, { cookie: user.cookie });
    expect(none.status).toBe(404);
    expect(await pageText(none)).toContain('You are not registered for this talk.');
  });

  it('a non-admin deleting a talk is refused by both doors (403), and the talk stays', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 5 * DAY });
    const user = await quickUser(t.rt, 'not-admin');
    const api = await requestJson(t.rt, `/api/admin/talks/${talk.id}`, { method: 'DELETE', cookie: user.cookie });
    expect(api.status).toBe(403);
    expect(api.body.error).toMatchObject({ code: 'forbidden', message: 'You do not have permission to do this.' });
    const page = await postForm(t.rt, '/admin-dashboard', { intent: 'delete-talk', talkId: talk.id }, { cookie: user.cookie });
    // The action refuses; the dashboard's loader then sends a non-admin to the admin sign-in.
    expect([302, 403]).toContain(page.status);
    const [row] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.id, talk.id));
    expect(row).toBeDefined();
  });

  it('the talk page shows the join link to a registered person from 30 minutes before, and to nobody else', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 20 * 60_000, join_url: 'https://meet.jit.si/ChangePath-doors-join' });
    const path = talkPath({ id: talk.id, title: talk.title });
    const [me, other] = [await quickUser(t.rt, 'doors-join'), await quickUser(t.rt, 'doors-nojoin')];
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST', cookie: me.cookie })).status).toBe(201);
    const mine = await request(t.rt, path, { cookie: me.cookie });
    const html = await mine.text();
    expect(html).toContain('href="https://meet.jit.si/ChangePath-doors-join"');
    expect(html).toContain(talkMessages.joinNow.message);
    for (const cookie of [other.cookie, undefined]) expect(await (await request(t.rt, path, { cookie })).text()).not.toContain('jit.si');
    // A talk days away: the page says when the link will appear.
    const later = await insertTalk(t.rt, { startsInMs: 3 * DAY, join_url: 'https://meet.jit.si/ChangePath-doors-later' });
    await requestJson(t.rt, `/api/talks/${later.id}/registration`, { method: 'POST', cookie: me.cookie });
    const text = await pageText(await request(t.rt, talkPath({ id: later.id, title: later.title }), { cookie: me.cookie }));
    expect(text).toContain('The join link appears here 30 minutes before the start');
    expect(text).not.toContain('jit.si');
  });
});
