/**
 * Notifications through their two doors: the JSON API and the pages (/profile's preferences form, /notifications,
 * an e-mail's unsubscribe page) call the same notifications service operation, so the same input is refused with
 * the same words and what one door saved is what the other reads.
 */
import { expect, it } from 'vitest';
import { notificationMessages } from '~/shared/notifications';
import { pageText, postForm } from '../support/doors';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

describeEachDatabase('Notifications: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('a delivery that is no choice is refused by both doors with the schema’s words; what the page saves, the API reads', async () => {
    const person = await quickUser(t.rt, 'prefs');
    const api = await requestJson(t.rt, '/api/me/notification-preferences', { method: 'PUT', cookie: person.cookie, json: { likes: 'pigeon' } });
    expect(api.status).toBe(400);
    const fields = { intent: 'notification-preferences', replies: 'digest', likes: 'pigeon', certificates: 'email', moderation: 'in_app' };
    const page = await postForm(t.rt, '/profile', fields, { cookie: person.cookie });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain(api.body.error.message);
    expect((await postForm(t.rt, '/profile', { ...fields, likes: 'email' }, { cookie: person.cookie })).status).toBe(200);
    expect((await requestJson(t.rt, '/api/me/notification-preferences', { cookie: person.cookie })).body).toEqual({ replies: 'digest', likes: 'email', certificates: 'email', moderation: 'in_app' });
  });

  it('a token that is not ours is refused by both doors (the API 400, the page says so)', async () => {
    const api = await requestJson(t.rt, '/api/notifications/unsubscribe', { json: { token: 'forged.token' } });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe('This unsubscribe link is not valid.');
    const page = await postForm(t.rt, '/notifications/unsubscribe', { token: 'forged.token' });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain(englishOf(notificationMessages.badToken));
  });

  it('a visitor is refused by the API (401) and sent to sign in by the page, through the same operation', async () => {
    expect((await requestJson(t.rt, '/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
    const page = await postForm(t.rt, '/notifications', { intent: 'read-all' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/signin?redirect=%2Fnotifications');
  });
});
