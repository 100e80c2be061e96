/**
 * Notifications API (issue 24): a reply notifies the thread's author and earlier repliers (never the replier), with a
 * link to the reply; likes are grouped ('Asha and 1 other liked…'); nobody hears of their own like or reply; a
 * hidden reply's unread notification goes; the reporter hears the moderation outcome; a certificate notifies its
 * holder; a talk registration and a waitlist promotion notify in the app. Read one, read all, only your own (404 for
 * another's), 401 for visitors. E-mail follows the preference: 'email' sends one with a working unsubscribe link,
 * 'in_app' sends none, 'digest' waits for the daily digest, which sends one e-mail for several and marks them.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '~/server/db/schema';
import { sendDigests } from '~/server/features/notifications/notifications.service';
import { communityApi, postBody } from '../support/community';
import { DAY, type QuickUser, insertTalk, quickUsers } from '../support/talks';
import { describeEachDatabase, mailSettled, outboxFor, requestJson, useTestRuntime } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('notifications API', (kind) => {
  const t = useTestRuntime(kind);
  let api: ReturnType<typeof communityApi>;
  let author: QuickUser;
  let asha: QuickUser;
  let ravi: QuickUser;
  let admin: QuickUser;

  beforeAll(async () => {
    api = communityApi(t.rt);
    [author, asha, ravi] = await quickUsers(t.rt, 3, { label: 'notify' });
    asha.name = 'notify 2';
    [admin] = await quickUsers(t.rt, 1, { label: 'notify-admin', role: 'admin' });
  });

  const list = async (user: QuickUser) => {
    const res = await requestJson(t.rt, '/api/notifications', { cookie: user.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { notifications: Array<{ id: string; type: string; text: string; link: string; read: boolean }>; unread: number };
  };
  const unread = async (user: QuickUser) => (await requestJson(t.rt, '/api/notifications/unread-count', { cookie: user.cookie })).body.unread as number;
  const setPrefs = (user: QuickUser, prefs: Record<string, string>) =>
    requestJson(t.rt, '/api/me/notification-preferences', { method: 'PUT', json: prefs, cookie: user.cookie });
  const newThread = async (user: QuickUser, title: string) => {
    const res = await api.create(postBody({ title }), user.cookie);
    expect(res.status).toBe(201);
    return res.body.post as { id: string; title: string };
  };

  it('visitors get 401 from every endpoint; the unsubscribe endpoint refuses a forged token', async () => {
    for (const [path, method] of [
      ['/api/notifications', 'GET'],
      ['/api/notifications/unread-count', 'GET'],
      ['/api/notifications/read-all', 'POST'],
      [`/api/notifications/${UNKNOWN_ID}/read`, 'POST'],
      ['/api/me/notification-preferences', 'GET'],
    ] as const) {
      expect((await requestJson(t.rt, path, { method })).status, path).toBe(401);
    }
    const forged = await requestJson(t.rt, '/api/notifications/unsubscribe', { method: 'POST', json: { token: 'bm9ib2R5.replies.AAAA' } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('This unsubscribe link is not valid.');
  });

  it('a reply notifies the author (by e-mail by default, with an unsubscribe link that works) and earlier repliers, never the replier', async () => {
    const before = await unread(author);
    const post = await newThread(author, 'Where do I find a co-founder in Pune?');
    const first = await api.reply(post.id, 'Try the startup meetups.', asha.cookie);
    expect(first.status).toBe(201);
    expect(await unread(author)).toBe(before + 1);
    expect(await unread(asha)).toBe(0);
    const mine = (await list(author)).notifications[0];
    expect(mine).toMatchObject({ type: 'thread_reply', read: false, text: `notify 2 replied to your thread “${post.title}”` });
    expect(mine.link).toMatch(new RegExp(`^/community/[a-z0-9-]+-${post.id}#reply-${first.body.comment.id}$`));

    // Ravi replies: the author and Asha (an earlier replier) hear of it; Ravi does not; the author's own reply tells Asha and Ravi only.
    const ashaBefore = await unread(asha);
    await api.reply(post.id, 'Also try college incubators.', ravi.cookie);
    expect(await unread(asha)).toBe(ashaBefore + 1);
    expect((await list(asha)).notifications[0].type).toBe('reply_reply');
    expect(await unread(ravi)).toBe(0);
    const authorCount = await unread(author);
    await api.reply(post.id, 'Thanks both!', author.cookie);
    expect(await unread(author)).toBe(authorCount);
    expect(await unread(ravi)).toBe(1);

    await mailSettled(t.rt);
    const mails = (await outboxFor(t.rt, author.email)).filter((m) => m.subject.includes('replied to your thread'));
    expect(mails).toHaveLength(2);
    const unsubscribe = mails[0].links.find((l) => l.includes('/notifications/unsubscribe?token='));
    expect(unsubscribe, mails[0].text).toBeTruthy();
    const token = new URL(unsubscribe!).searchParams.get('token');
    const res = await requestJson(t.rt, '/api/notifications/unsubscribe', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ category: 'replies', label: 'Replies to my threads and replies' });
    expect((await requestJson(t.rt, '/api/me/notification-preferences', { cookie: author.cookie })).body.replies).toBe('in_app');

    // Now in the app only: the next reply is a notification and no e-mail.
    await api.reply(post.id, 'One more idea: LinkedIn groups.', asha.cookie);
    await mailSettled(t.rt);
    expect((await outboxFor(t.rt, author.email)).filter((m) => m.subject.includes('replied to your thread'))).toHaveLength(2);
    expect((await list(author)).notifications[0].type).toBe('thread_reply');
  });

  it('likes are grouped while unread; your own like is refused and an unlike tells nobody', async () => {
    const post = await newThread(asha, 'My first pitch deck: feedback please');
    await api.like(post.id, author.cookie);
    await api.like(post.id, ravi.cookie);
    await api.unlike(post.id, ravi.cookie);
    const { notifications } = await list(asha);
    const likes = notifications.filter((n) => n.type === 'post_liked' && n.link.endsWith(post.id));
    expect(likes).toHaveLength(1);
    expect(likes[0].text).toBe(`notify 3 and 1 other liked “${post.title}”`);
    expect((await api.like(post.id, asha.cookie)).status).toBe(403);
    // Likes stay in the app by default: no e-mail.
    await mailSettled(t.rt);
    expect((await outboxFor(t.rt, asha.email)).filter((m) => m.subject.includes('liked'))).toHaveLength(0);
  });

  it('read one (only your own), read all; the count follows', async () => {
    const post = await newThread(ravi, 'Is an MBA worth it for founders?');
    await api.reply(post.id, 'Depends on the network.', asha.cookie);
    const { notifications, unread: n } = await list(ravi);
    expect(n).toBeGreaterThan(0);
    const target = notifications.find((x) => !x.read)!;
    expect((await requestJson(t.rt, `/api/notifications/${target.id}/read`, { method: 'POST', cookie: asha.cookie })).status).toBe(404);
    const read = await requestJson(t.rt, `/api/notifications/${target.id}/read`, { method: 'POST', cookie: ravi.cookie });
    expect(read.status).toBe(200);
    expect(read.body.link).toBe(target.link);
    expect(await unread(ravi)).toBe(n - 1);
    expect((await requestJson(t.rt, `/api/notifications/not-a-uuid/read`, { method: 'POST', cookie: ravi.cookie })).status).toBe(400);
    const all = await requestJson(t.rt, '/api/notifications/read-all', { method: 'POST', cookie: ravi.cookie });
    expect(all.body.marked).toBe(n - 1);
    expect(await unread(ravi)).toBe(0);
  });

  it('a hidden reply takes its unread notification with it; the reporter hears the outcome', async () => {
    const [owner, troll] = await quickUsers(t.rt, 2, { label: 'notify-mod' });
    const post = await newThread(owner, 'Bootstrapping vs funding');
    const reply = await api.reply(post.id, 'Buy my course!!!', troll.cookie);
    expect(await unread(owner)).toBe(1);
    const report = await api.report({ commentId: reply.body.comment.id, reason: 'Spam' }, owner.cookie);
    expect(report.status).toBe(201);
    expect((await api.resolve(report.body.id, 'hide', admin.cookie)).status).toBe(200);
    const { notifications } = await list(owner);
    expect(notifications.map((n) => n.type)).toEqual(['report_resolved']);
    expect(notifications[0].text).toContain('it has been removed');
  });

  it("'digest' holds the e-mail for the daily digest, which sends one for several and marks them sent", async () => {
    const [reader, writer] = await quickUsers(t.rt, 2, { label: 'notify-digest' });
    expect((await setPrefs(reader, { replies: 'digest' })).body.replies).toBe('digest');
    expect((await setPrefs(reader, { replies: 'weekly' })).status).toBe(400);
    const post = await newThread(reader, 'Which CRM for a 3-person startup?');
    await api.reply(post.id, 'Zoho is fine.', writer.cookie);
    await api.reply(post.id, 'Or a spreadsheet at first.', writer.cookie);
    await mailSettled(t.rt);
    expect(await outboxFor(t.rt, reader.email)).toHaveLength(0);
    const opts = { mailer: t.rt.mailer, publicUrl: t.rt.env.publicUrl, secret: t.rt.env.authSecret };
    expect(await sendDigests(t.rt.database.db, opts)).toBeGreaterThanOrEqual(1);
    await mailSettled(t.rt);
    const digests = (await outboxFor(t.rt, reader.email)).filter((m) => m.subject.startsWith('Your ChangePath digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('Your ChangePath digest: 2 new notifications');
    expect(digests[0].text).toContain(`replied to your thread “${post.title}”`);
    // Sent once: a second run has nothing new for them.
    await sendDigests(t.rt.database.db, opts);
    await mailSettled(t.rt);
    expect((await outboxFor(t.rt, reader.email)).filter((m) => m.subject.startsWith('Your ChangePath digest'))).toHaveLength(1);
  });

  it("a reader who chose Hindi gets the digest and the notifications in Hindi, the thread's title as written", async () => {
    const [reader, writer] = await quickUsers(t.rt, 2, { label: 'notify-hindi' });
    await t.rt.database.db.update(users).set({ locale: 'hi' }).where(eq(users.email, reader.email));
    await setPrefs(reader, { replies: 'digest' });
    const post = await newThread(reader, 'Resume for a first job in Pune');
    await api.reply(post.id, 'Keep it to one page.', writer.cookie);
    const opts = { mailer: t.rt.mailer, publicUrl: t.rt.env.publicUrl, secret: t.rt.env.authSecret };
    expect(await sendDigests(t.rt.database.db, opts)).toBeGreaterThanOrEqual(1);
    await mailSettled(t.rt);
    const [digest] = await outboxFor(t.rt, reader.email);
    expect(digest.subject).toMatch(/[\u0900-\u097F]/);
    expect(digest.subject).not.toContain('digest');
    expect(digest.text).toContain(`“${post.title}”`);
    expect(digest.text).not.toContain('replied to your thread');
    // The bell's list follows the page's language, not the account's: an English page shows English.
    expect((await list(reader)).notifications[0].text).toContain('replied to your thread');
  });

  it('a talk registration and a waitlist promotion notify in the app, with the talk page as the link', async () => {
    const [first, second] = await quickUsers(t.rt, 2, { label: 'notify-talk' });
    const talk = await insertTalk(t.rt, { startsInMs: 3 * DAY, capacity: 1, title: 'Notifications talk for seats' });
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST', cookie: first.cookie })).status).toBe(201);
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST', cookie: second.cookie })).status).toBe(201);
    await mailSettled(t.rt);
    const mine = (await list(first)).notifications;
    expect(mine.map((n) => n.type)).toEqual(['talk_registered']);
    expect(mine[0].text).toBe("You're registered for “Notifications talk for seats”");
    expect(mine[0].link).toMatch(new RegExp(`^/changetalks/notifications-talk-for-seats-${talk.id}$`));
    expect((await list(second)).notifications).toHaveLength(0);
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'DELETE', cookie: first.cookie })).status).toBe(200);
    await mailSettled(t.rt);
    expect((await list(second)).notifications.map((n) => n.type)).toEqual(['talk_promoted']);
  });
});
