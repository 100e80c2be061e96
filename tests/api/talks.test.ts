/**
 * ChangeTalks API (issue 3; spec §2.9, §2.10, §3.2, §3.3, §5, §7.2 items 4–6, §8, §9): every endpoint for a
 * visitor, a user and an admin; registration with its e-mail and .ics through a real loopback SMTP server;
 * capacity and the waitlist; cancellation e-mails; reminder jobs that send exactly once; image uploads.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. Races under real concurrency are in
 * talks-concurrency.test.ts (PGlite runs one query at a time: STACK.md pitfall 4).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { changetalkRegistrations, changetalks, users } from '~/server/db/schema';
import { sendDueReminders } from '~/server/features/talks/talks.reminders';
import { MAX_IMAGE_BYTES } from '~/server/features/uploads/uploads.service';
import { dateFormats } from '~/shared/date-format';
import { dateAndTimeIn, talkMessages } from '~/shared/talks';
import { DAY, HOUR, type QuickUser, insertTalk, parseIcs, pngBytes, quickUser, quickUsers, talkForm } from '../support/talks';
import {
  cookiesOf,
  describeEachDatabase,
  makeAdmin,
  makeUser,
  outboxFor,
  request,
  requestJson,
  signIn,
  uniqueEmail,
  mailSettled,
  useTestRuntime,
} from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('talks API', (kind) => {
  const t = useTestRuntime(kind, { smtp: true });
  /** A signed-in admin and user, signed in through the real sign-in endpoint. */
  let adminCookie = '';
  let userCookie = '';

  beforeAll(async () => {
    const adminEmail = uniqueEmail('talks-admin');
    const userEmail = uniqueEmail('talks-user');
    await makeAdmin(t.rt, adminEmail);
    await makeUser(t.rt, userEmail);
    adminCookie = await signIn(t.rt, adminEmail);
    userCookie = await signIn(t.rt, userEmail);
  });

  const createTalk = async (overrides: Parameters<typeof talkForm>[0] = {}) => {
    const res = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: talkForm(overrides) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.talk as { id: string; title: string; event_date: string; event_time: string | null; [k: string]: unknown };
  };
  const register = (id: string, cookie?: string) => requestJson(t.rt, `/api/talks/${id}/registration`, { method: 'POST', cookie });
  const unregister = (id: string, cookie?: string) => requestJson(t.rt, `/api/talks/${id}/registration`, { method: 'DELETE', cookie });
  const publicTalks = async (cookie?: string) => {
    const res = await requestJson(t.rt, '/api/talks', { cookie });
    expect(res.status).toBe(200);
    return res.body.talks as Array<{ id: string; event_type: string; event_date: string; registrations_count: number; views_count: number }>;
  };
  const mailsTo = (email: string, subjectContains: string) =>
    t.smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(subjectContains));
  const remindersDeps = () => ({ db: t.rt.database.db, mailer: t.rt.mailer, publicUrl: t.rt.env.publicUrl, timeZone: t.rt.env.PLATFORM_TIME_ZONE, organizerEmail: t.rt.env.mailFromAddress });

  // --- Public list --------------------------------------------------------------------------------------------

  it('lists talks to visitors, users and admins alike, soonest first, without cancelled ones', async () => {
    const upcoming = await createTalk({ daysAhead: 40, title: 'Visible upcoming' });
    const past = await createTalk({ daysAhead: -40, event_type: 'past', title: 'Visible past' });
    const cancelled = await createTalk({ daysAhead: 41, event_type: 'cancelled', title: 'Hidden cancelled' });

    for (const cookie of [undefined, userCookie, adminCookie]) {
      const talks = await publicTalks(cookie);
      const ids = talks.map((x) => x.id);
      expect(ids).toContain(upcoming.id);
      expect(ids).toContain(past.id);
      expect(ids).not.toContain(cancelled.id);
      expect(talks.every((x) => x.event_type !== 'cancelled')).toBe(true);
      const dates = talks.map((x) => x.event_date);
      expect(dates).toEqual([...dates].sort());
    }

    // A conditional GET answers 304 while nothing changed.
    const first = await request(t.rt, '/api/talks');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await request(t.rt, '/api/talks', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('answers /api/me/talks 401 to visitors and 200 with statuses and upcoming registrations to users', async () => {
    const visitor = await requestJson(t.rt, '/api/me/talks');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('unauthorized');

    const me = await quickUser(t.rt, 'mine');
    const empty = await requestJson(t.rt, '/api/me/talks', { cookie: me.cookie });
    expect(empty).toMatchObject({ status: 200, body: { statuses: {}, upcoming: [] } });

    const later = await createTalk({ daysAhead: 20 });
    const sooner = await createTalk({ daysAhead: 5 });
    expect((await register(later.id, me.cookie)).status).toBe(201);
    expect((await register(sooner.id, me.cookie)).status).toBe(201);
    const mine = await requestJson(t.rt, '/api/me/talks', { cookie: me.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.statuses).toEqual({ [later.id]: 'registered', [sooner.id]: 'registered' });
    expect(mine.body.upcoming.map((x: { id: string }) => x.id)).toEqual([sooner.id, later.id]);
    expect(mine.body.upcoming[0].my_status).toBe('registered');
  });

  // --- Registration -------------------------------------------------------------------------------------------

  it('registers users and admins (201), refuses visitors (401) and a second try (409 already_registered)', async () => {
    const talk = await createTalk();

    const visitor = await register(talk.id);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('unauthorized');
    expect((await unregister(talk.id)).status).toBe(401);

    const first = await register(talk.id, userCookie);
    expect(first).toMatchObject({ status: 201, body: { status: 'registered', registrations_count: 1 } });

    const again = await register(talk.id, userCookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'already_registered', message: talkMessages.alreadyRegistered.description.message, requestId: expect.any(String) } });

    const asAdmin = await register(talk.id, adminCookie);
    expect(asAdmin).toMatchObject({ status: 201, body: { status: 'registered', registrations_count: 2 } });

    const listed = (await publicTalks()).find((x) => x.id === talk.id);
    expect(listed?.registrations_count).toBe(2);
    const rows = await t.rt.database.db.select().from(changetalkRegistrations).where(eq(changetalkRegistrations.changetalk_id, talk.id));
    expect(rows).toHaveLength(2);

    // A cross-site POST is refused before it reaches the route.
    const me = await quickUser(t.rt, 'csrf');
    const forged = await requestJson(t.rt, `/api/talks/${talk.id}/registration`, { method: 'POST', cookie: me.cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await publicTalks()).find((x) => x.id === talk.id)?.registrations_count).toBe(2);
  });

  it('cancels a registration (200), then 404 when there is nothing to cancel', async () => {
    const talk = await createTalk();
    const me = await quickUser(t.rt, 'canceller');
    expect((await register(talk.id, me.cookie)).status).toBe(201);
    const cancelled = await unregister(talk.id, me.cookie);
    expect(cancelled).toEqual({ status: 200, headers: expect.anything(), body: { registrations_count: 0 } });
    expect((await requestJson(t.rt, '/api/me/talks', { cookie: me.cookie })).body.statuses).toEqual({});
    const twice = await unregister(talk.id, me.cookie);
    expect(twice.status).toBe(404);
    expect(twice.body.error.code).toBe('not_found');
    // Registering again after cancelling works.
    expect(await register(talk.id, me.cookie)).toMatchObject({ status: 201, body: { status: 'registered', registrations_count: 1 } });
  });

  it('refuses registration for past, started and cancelled talks (409 conflict), unknown (404) and malformed ids (400)', async () => {
    const me = await quickUser(t.rt, 'late');
    const past = await createTalk({ daysAhead: -10, event_type: 'past' });
    const cancelled = await createTalk({ daysAhead: 10, event_type: 'cancelled' });
    const started = await insertTalk(t.rt, { startsInMs: -HOUR, event_type: 'upcoming' });
    for (const id of [past.id, cancelled.id, started.id]) {
      const res = await register(id, me.cookie);
      expect(res.status, id).toBe(409);
      expect(res.body.error.code).toBe('conflict');
    }
    const rows = await t.rt.database.db.select().from(changetalkRegistrations).where(eq(changetalkRegistrations.user_id, me.id));
    expect(rows).toEqual([]);

    const unknown = await register(UNKNOWN_ID, me.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await unregister(UNKNOWN_ID, me.cookie)).status).toBe(404);

    for (const bad of ['not-a-uuid', '123', `${UNKNOWN_ID}x`]) {
      const res = await register(bad, me.cookie);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
      expect((await unregister(bad, me.cookie)).status).toBe(400);
    }
  });

  it('e-mails a confirmation with changetalk.ics through SMTP when a user registers', async () => {
    const talk = await createTalk({ daysAhead: 12, title: 'Mail me a calendar', event_time: '19:30' });
    const me = await quickUser(t.rt, 'confirm');
    expect((await register(talk.id, me.cookie)).status).toBe(201);

    const mail = await t.smtp.waitForMail((m) => m.to.includes(me.email) && m.subject.includes('Mail me a calendar'));
    expect(mail.subject).toBe("You're registered: Mail me a calendar");
    expect(mail.text).toContain('Asha Rao');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics.filename).toBe('changetalk.ics');
    expect(ics.contentType).toBe('text/calendar');
    const cal = parseIcs(ics.content);
    expect(cal.component).toBe('vcalendar');
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0].summary).toBe('ChangeTalk: Mail me a calendar');
    expect(cal.events[0].start.toISOString()).toBe(talk.event_date);
    // 19:30 in Asia/Kolkata is 14:00 UTC.
    expect(talk.event_date).toMatch(/T14:00:00\.000Z$/);
    // Exactly one message, and it is recorded as sent.
    await mailSettled(t.rt);
    expect(mailsTo(me.email, 'Mail me a calendar')).toHaveLength(1);
    expect((await outboxFor(t.rt, me.email)).map((m) => m.status)).toEqual(['sent']);
  });

  it('writes the confirmation, its calendar file and the cancellation in the language the registrant chose', async () => {
    const talk = await createTalk({ daysAhead: 12, title: 'Hindi mail', event_time: '19:30' });
    const me = await quickUser(t.rt, 'hindi-confirm');
    await t.rt.database.db.update(users).set({ locale: 'hi' }).where(eq(users.id, me.id));
    expect((await register(talk.id, me.cookie)).status).toBe(201);

    const mail = await t.smtp.waitForMail((m) => m.to.includes(me.email) && m.subject.includes('Hindi mail'));
    expect(mail.subject).toBe('आप रजिस्टर हो गए हैं: Hindi mail');
    expect(mail.rawSubject).toMatch(/^=\?utf-8\?[bq]\?/i);
    // The talk's time in Hindi, in the platform's zone; the talk's own title as it was written.
    expect(mail.text).toContain(`कब: ${dateFormats('hi').formatLongDateTime(talk.event_date, t.rt.env.PLATFORM_TIME_ZONE)}`);
    expect(mail.text).toContain('ChangeTalk "Hindi mail"');
    expect(mail.text).toContain(`${t.rt.env.publicUrl}/hi/changetalks`);
    const [event] = parseIcs(mail.attachments[0].content).events;
    expect(event.summary).toBe('ChangeTalk: Hindi mail');
    expect(event.description).toContain('वक्ता: Asha Rao');
    expect(event.description).toContain(`${t.rt.env.publicUrl}/hi/changetalks`);

    expect((await unregister(talk.id, me.cookie)).status).toBe(200);
    const cancelled = await t.smtp.waitForMail((m) => m.to.includes(me.email) && m.subject === 'रजिस्ट्रेशन रद्द: Hindi mail');
    expect(cancelled.text).toContain('आपने Asha Rao के साथ ChangeTalk "Hindi mail"');
  });

  // --- Join links ---------------------------------------------------------------------------------------------

  it('gives an online talk’s join link to its registrants only: in the page from 30 minutes before, the e-mail and the invitation', async () => {
    const JOIN = 'https://meet.jit.si/ChangePath-join-link-test';
    // Starts in 20 minutes (platform time): the link is open now for a registrant.
    const soon = dateAndTimeIn(new Date(Date.now() + 20 * 60_000), t.rt.env.PLATFORM_TIME_ZONE);
    const talk = await createTalk({ title: 'Join me online', location: 'Online (Zoom)', join_url: JOIN, event_date: soon.date, event_time: soon.time, capacity: 1 });
    const later = await createTalk({ daysAhead: 9, title: 'Join me later', location: 'Online', join_url: JOIN });
    expect(talk.join_url).toBe(JOIN);
    // Nobody reads it from the public answers.
    for (const cookie of [undefined, userCookie]) {
      const listed = (await requestJson(t.rt, '/api/talks', { cookie })).body.talks as Array<Record<string, unknown>>;
      expect(listed.find((x) => x.id === talk.id)).not.toHaveProperty('join_url');
    }
    expect(await (await request(t.rt, `/api/talks/${talk.id}/calendar.ics`)).text()).not.toContain('jit.si');
    // Admins see it in their list.
    const adminList = (await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie })).body.talks as Array<Record<string, unknown>>;
    expect(adminList.find((x) => x.id === talk.id)!.join_url).toBe(JOIN);

    const [seated, waiting, stranger] = await quickUsers(t.rt, 3, { label: 'joiner' });
    expect((await register(talk.id, seated!.cookie)).body.status).toBe('registered');
    expect((await register(talk.id, waiting!.cookie)).body.status).toBe('waitlisted');
    expect((await request(t.rt, `/api/talks/${talk.id}/join`)).status).toBe(401);
    const refused = await requestJson(t.rt, `/api/talks/${talk.id}/join`, { cookie: stranger!.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(talkMessages.joinForRegistrants.message);
    expect((await requestJson(t.rt, `/api/talks/${talk.id}/join`, { cookie: waiting!.cookie })).status).toBe(403);
    const open = await requestJson(t.rt, `/api/talks/${talk.id}/join`, { cookie: seated!.cookie });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ join_url: JOIN, has_link: true });

    // Nine days ahead: registered, but the page keeps it until 30 minutes before.
    expect((await register(later.id, seated!.cookie)).status).toBe(201);
    const early = await requestJson(t.rt, `/api/talks/${later.id}/join`, { cookie: seated!.cookie });
    expect(early.body).toMatchObject({ join_url: null, has_link: true });
    expect(new Date(early.body.opens_at).getTime()).toBe(new Date(later.event_date).getTime() - 30 * 60_000);

    // The confirmation e-mail has it, and its invitation as URL and (online) as the place.
    const mail = await t.smtp.waitForMail((m) => m.to.includes(seated!.email) && m.subject.includes('Join me later'));
    expect(mail.text).toContain(`Join online: ${JOIN}`);
    const ics = mail.attachments[0]!.content;
    expect(ics).toContain(`URL:${JOIN}`);
    expect(parseIcs(ics).events[0]!.location).toBe(JOIN);

    // A new link goes to the registrants as a calendar update.
    const NEW = 'https://meet.jit.si/ChangePath-join-link-moved';
    const edited = await requestJson(t.rt, `/api/admin/talks/${later.id}`, { method: 'PUT', cookie: adminCookie, json: talkForm({ daysAhead: 9, title: 'Join me later', location: 'Online', join_url: NEW }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const changed = await t.smtp.waitForMail((m) => m.to.includes(seated!.email) && m.subject === 'Changed: Join me later');
    expect(changed.text).toContain(`Join online: ${NEW}`);
    expect(changed.attachments[0]!.content).toContain(`URL:${NEW}`);
    // The talk starting now leaves no registrant behind for the reminder tests below.
    expect((await request(t.rt, `/api/admin/talks/${talk.id}`, { method: 'DELETE', cookie: adminCookie })).status).toBe(200);
  });

  // --- Views --------------------------------------------------------------------------------------------------

  it('counts a recording view once per signed-in user and once per visitor cookie', async () => {
    const talk = await createTalk({ daysAhead: -3, event_type: 'past', recording_url: 'https://video.example/rec' });
    const views = (cookie?: string) => request(t.rt, `/api/talks/${talk.id}/views`, { method: 'POST', cookie });

    const u1 = await views(userCookie);
    expect(u1.status).toBe(200);
    expect(await u1.json()).toEqual({ views_count: 1 });
    expect(await (await views(userCookie)).json()).toEqual({ views_count: 1 });

    const v1 = await views();
    expect(v1.status).toBe(200);
    expect(await v1.json()).toEqual({ views_count: 2 });
    const setCookie = v1.headers.getSetCookie().find((c) => c.startsWith('cp_vid='));
    expect(setCookie).toBeDefined();
    expect(setCookie!.toLowerCase()).toContain('httponly');
    const visitorCookie = cookiesOf(v1);
    expect(visitorCookie).toMatch(/^cp_vid=[0-9a-f-]{36}$/);
    const v1again = await views(visitorCookie);
    expect(await v1again.json()).toEqual({ views_count: 2 });
    expect(v1again.headers.getSetCookie().find((c) => c.startsWith('cp_vid='))).toBeUndefined();

    // Another visitor (no cookie) counts; a forged cookie value is replaced, not trusted.
    expect(await (await views()).json()).toEqual({ views_count: 3 });
    const forged = await views('cp_vid=not-a-viewer-id');
    expect(await forged.json()).toEqual({ views_count: 4 });
    expect(cookiesOf(forged)).toMatch(/^cp_vid=[0-9a-f-]{36}$/);

    expect((await publicTalks()).find((x) => x.id === talk.id)?.views_count).toBe(4);
    expect((await request(t.rt, `/api/talks/${UNKNOWN_ID}/views`, { method: 'POST' })).status).toBe(404);
    expect((await request(t.rt, '/api/talks/nope/views', { method: 'POST' })).status).toBe(400);
  });

  // --- Calendar -----------------------------------------------------------------------------------------------

  it('serves a valid .ics for a talk (200 text/calendar, DTSTART in UTC), 404 for unknown or cancelled ones', async () => {
    const talk = await createTalk({ daysAhead: 9, title: 'Calendar, please; with \\ odd chars', event_time: '', duration: '1h 30m', location: 'Room 4' });
    for (const cookie of [undefined, userCookie, adminCookie]) {
      const res = await request(t.rt, `/api/talks/${talk.id}/calendar.ics`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="changetalk-${talk.id}.ics"`);
      const text = await res.text();
      expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
      expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      const d = new Date(talk.event_date);
      const stamp = `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
      expect(text).toMatch(new RegExp(`^DTSTART:${stamp}\\r?$`, 'm'));

      const cal = parseIcs(text);
      expect(cal.component).toBe('vcalendar');
      expect(cal.version).toBe('2.0');
      const [ev] = cal.events;
      expect(ev.summary).toBe('ChangeTalk: Calendar, please; with \\ odd chars');
      expect(ev.location).toBe('Room 4');
      expect(ev.startIsUtc).toBe(true);
      expect(ev.start.toISOString()).toBe(talk.event_date);
      expect(ev.end.getTime() - ev.start.getTime()).toBe(90 * 60_000);
      expect(ev.uid).toContain(talk.id);
    }
    const cancelled = await createTalk({ event_type: 'cancelled' });
    expect((await request(t.rt, `/api/talks/${cancelled.id}/calendar.ics`)).status).toBe(404);
    expect((await request(t.rt, `/api/talks/${UNKNOWN_ID}/calendar.ics`)).status).toBe(404);
    expect((await request(t.rt, '/api/talks/zzz/calendar.ics')).status).toBe(400);
  });

  // --- Admin --------------------------------------------------------------------------------------------------

  it('answers every admin talks route 401 to visitors and 403 to users', async () => {
    const talk = await createTalk();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'a.png');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/talks'],
      ['POST', '/api/admin/talks', talkForm()],
      ['PUT', `/api/admin/talks/${talk.id}`, talkForm({ title: 'Hijacked' })],
      ['DELETE', `/api/admin/talks/${talk.id}`],
      ['GET', `/api/admin/talks/${talk.id}/registrants`],
      ['GET', `/api/admin/talks/${talk.id}/registrants.csv`],
      ['POST', '/api/admin/uploads', form],
    ];
    for (const [method, path, body] of routes) {
      for (const [who, cookie, status, code] of [
        ['visitor', undefined, 401, 'unauthorized'],
        ['user', userCookie, 403, 'forbidden'],
      ] as const) {
        const opts = body instanceof FormData ? { method, cookie, body } : { method, cookie, json: body };
        const res = await requestJson(t.rt, path, opts);
        expect(res.status, `${who} ${method} ${path}`).toBe(status);
        expect(res.body.error.code, `${who} ${method} ${path}`).toBe(code);
      }
    }
    // Nothing changed.
    const [row] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.id, talk.id));
    expect(row.title).toBe(talk.title);
  });

  it('lets an admin list (newest first), create, update and delete talks', async () => {
    const a = await createTalk({ daysAhead: 50, title: 'Admin A' });
    const b = await createTalk({ daysAhead: 60, title: 'Admin B', capacity: 30, rating: 4.5, is_featured: true, category: 'Careers' });
    expect(b).toMatchObject({ capacity: 30, rating: 4.5, is_featured: true, category: 'Careers', registrations_count: 0, views_count: 0 });

    const list = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie });
    expect(list.status).toBe(200);
    const dates = list.body.talks.map((x: { event_date: string }) => x.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.body.talks.findIndex((x: { id: string }) => x.id === b.id)).toBeLessThan(list.body.talks.findIndex((x: { id: string }) => x.id === a.id));

    const put = await requestJson(t.rt, `/api/admin/talks/${a.id}`, {
      method: 'PUT',
      cookie: adminCookie,
      json: talkForm({ title: 'Admin A, renamed', event_date: '2031-03-04', event_time: '09:15', speaker_name: 'New Speaker' }),
    });
    expect(put.status).toBe(200);
    expect(put.body.talk).toMatchObject({ id: a.id, title: 'Admin A, renamed', speaker_name: 'New Speaker', event_time: '09:15', event_date: '2031-03-04T03:45:00.000Z' });
    expect((await publicTalks()).find((x) => x.id === a.id)).toMatchObject({ event_date: '2031-03-04T03:45:00.000Z' });

    const del = await requestJson(t.rt, `/api/admin/talks/${a.id}`, { method: 'DELETE', cookie: adminCookie });
    expect(del).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await publicTalks()).map((x) => x.id)).not.toContain(a.id);
    expect((await requestJson(t.rt, `/api/admin/talks/${a.id}`, { method: 'DELETE', cookie: adminCookie })).status).toBe(404);
  });

  it('puts a talk with an empty time at 18:00 Asia/Kolkata (12:30 UTC)', async () => {
    for (const event_time of ['', null, undefined]) {
      const talk = await createTalk({ event_date: '2030-07-15', event_time });
      expect(talk.event_date).toBe('2030-07-15T12:30:00.000Z');
      expect(talk.event_time).toBeNull();
    }
    const [row] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.event_date, new Date('2030-07-15T12:30:00Z')));
    expect(row).toBeDefined();
  });

  it('rejects an admin form without title, speaker_name or event_date, or with bad values (400)', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['no title', { title: undefined }, 'title'],
      ['blank title', { title: '   ' }, 'Title is required'],
      ['no speaker', { speaker_name: undefined }, 'speaker_name'],
      ['blank speaker', { speaker_name: '' }, 'Speaker name is required'],
      ['no date', { event_date: undefined }, 'event_date'],
      ['bad date', { event_date: '15/07/2030' }, 'Event date is required'],
      ['bad time', { event_time: '25:00' }, 'Use a time like 18:00'],
      ['bad type', { event_type: 'someday' }, 'event_type'],
      ['http image', { image_url: 'http://images.example/x.png' }, 'https://'],
      ['script url', { recording_url: 'javascript:alert(1)' }, 'https://'],
      ['zero capacity', { capacity: 0 }, 'capacity'],
    ];
    const before = (await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie })).body.talks.length;
    for (const [label, patch, message] of cases) {
      const body = { ...talkForm(), ...patch };
      for (const k of Object.keys(patch)) if (patch[k] === undefined) delete (body as Record<string, unknown>)[k];
      const res = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: body });
      expect(res.status, label).toBe(400);
      expect(res.body.error.code, label).toBe('bad_request');
      // The field is named separately (`field`); the message is the spec's words where it has them.
      expect(`${res.body.error.field ?? ''} ${res.body.error.message}`, label).toContain(message);
    }
    const notJson = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, body: '{"title":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie })).body.talks).toHaveLength(before);
  });

  it('answers PUT and DELETE of an unknown talk 404, and of a malformed id 400', async () => {
    const put = await requestJson(t.rt, `/api/admin/talks/${UNKNOWN_ID}`, { method: 'PUT', cookie: adminCookie, json: talkForm() });
    expect(put.status).toBe(404);
    expect(put.body.error.code).toBe('not_found');
    const del = await requestJson(t.rt, `/api/admin/talks/${UNKNOWN_ID}`, { method: 'DELETE', cookie: adminCookie });
    expect(del.status).toBe(404);
    expect((await requestJson(t.rt, '/api/admin/talks/nope', { method: 'PUT', cookie: adminCookie, json: talkForm() })).status).toBe(400);
    expect((await requestJson(t.rt, '/api/admin/talks/nope', { method: 'DELETE', cookie: adminCookie })).status).toBe(400);
    expect((await requestJson(t.rt, `/api/admin/talks/${UNKNOWN_ID}/registrants`, { cookie: adminCookie })).status).toBe(404);
    expect((await request(t.rt, `/api/admin/talks/${UNKNOWN_ID}/registrants.csv`, { cookie: adminCookie })).status).toBe(404);
  });

  it('lists registrants to the admin, registered first, and exports them as CSV', async () => {
    const talk = await createTalk({ capacity: 1 });
    const [first, second] = await quickUsers(t.rt, 2, { label: 'registrant' });
    expect((await register(talk.id, first.cookie)).body.status).toBe('registered');
    expect((await register(talk.id, second.cookie)).body.status).toBe('waitlisted');

    const list = await requestJson(t.rt, `/api/admin/talks/${talk.id}/registrants`, { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body.registrants).toEqual([
      { name: first.name, email: first.email, status: 'registered', registered_at: expect.any(String) },
      { name: second.name, email: second.email, status: 'waitlisted', registered_at: expect.any(String) },
    ]);

    const csv = await request(t.rt, `/api/admin/talks/${talk.id}/registrants.csv`, { cookie: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = (await csv.text()).trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe('name,email,status,registered_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${first.name},${first.email.replace(/\./g, '\\.')},registered,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$`));
    expect(lines[2]).toContain(`${second.email},waitlisted,`);
    // A UTF-8 byte order mark first, so that Excel reads non-Latin names right (Response.text() drops it).
    const bytes = new Uint8Array(await (await request(t.rt, `/api/admin/talks/${talk.id}/registrants.csv`, { cookie: adminCookie })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    // A name written as a spreadsheet formula is exported as text (issue 19: CSV injection).
    const evil = await quickUser(t.rt, 'formula');
    await t.rt.database.db.update(users).set({ name: '=HYPERLINK("http://evil.example","x")' }).where(eq(users.id, evil.id));
    expect((await register(talk.id, evil.cookie)).status).toBe(201);
    const withFormula = await (await request(t.rt, `/api/admin/talks/${talk.id}/registrants.csv`, { cookie: adminCookie })).text();
    expect(withFormula).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",${evil.email}`);
  });

  // --- Uploads ------------------------------------------------------------------------------------------------

  const upload = (bytes: Uint8Array, name: string, cookie: string | undefined, type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return requestJson(t.rt, '/api/admin/uploads', { cookie, body: form });
  };

  it('stores an uploaded PNG (201) and serves it as image/png', async () => {
    const png = pngBytes(3, 2);
    const res = await upload(png, 'speaker.png', adminCookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/api/uploads/${res.body.id}` });

    const served = await request(t.rt, res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // The URL is accepted by the admin form as an image.
    const talk = await createTalk({ image_url: res.body.url, speaker_image: res.body.url });
    expect(talk.image_url).toBe(res.body.url);
    expect((await request(t.rt, `/api/uploads/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('refuses non-images, empty files, files over 2 MB and uploads by users', async () => {
    const text = await upload(new TextEncoder().encode('just some text, not a picture\n'), 'fake.png', adminCookie);
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('bad_request');

    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', adminCookie, 'image/svg+xml');
    expect(svg.status).toBe(400);

    const empty = await upload(new Uint8Array(0), 'empty.png', adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('bad_request');

    const missing = await requestJson(t.rt, '/api/admin/uploads', { cookie: adminCookie, body: new FormData() });
    expect(missing.status).toBe(400);

    // Just over the cap (a PNG header and padding): the service refuses it; far over: the body limit does.
    const justOver = Buffer.concat([pngBytes(), Buffer.alloc(MAX_IMAGE_BYTES + 1 - pngBytes().length)]);
    expect(justOver.length).toBe(MAX_IMAGE_BYTES + 1);
    const big = await upload(justOver, 'big.png', adminCookie);
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const huge = await upload(Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]), 'huge.png', adminCookie);
    expect(huge.status).toBe(413);

    const asUser = await upload(pngBytes(), 'user.png', userCookie);
    expect(asUser.status).toBe(403);
    expect((await upload(pngBytes(), 'visitor.png', undefined)).status).toBe(401);
  });

  // --- Capacity, waitlist, cancellation -----------------------------------------------------------------------

  it('waitlists the third of three for a talk of capacity 2, and registers them (with an e-mail) when a seat frees up', async () => {
    const talk = await createTalk({ capacity: 2, title: 'Two seats only' });
    const [a, b, c] = await quickUsers(t.rt, 3, { label: 'seat' });
    expect((await register(talk.id, a.cookie)).body).toEqual({ status: 'registered', registrations_count: 1 });
    expect((await register(talk.id, b.cookie)).body).toEqual({ status: 'registered', registrations_count: 2 });
    const third = await register(talk.id, c.cookie);
    expect(third).toMatchObject({ status: 201, body: { status: 'waitlisted', registrations_count: 2 } });
    expect((await register(talk.id, c.cookie)).body.error.code).toBe('already_registered');
    expect((await requestJson(t.rt, '/api/me/talks', { cookie: c.cookie })).body.statuses[talk.id]).toBe('waitlisted');
    expect((await publicTalks()).find((x) => x.id === talk.id)?.registrations_count).toBe(2);
    // Waitlisted people get no confirmation.
    await mailSettled(t.rt);
    expect(mailsTo(c.email, 'Two seats only')).toHaveLength(0);

    expect((await unregister(talk.id, a.cookie)).body).toEqual({ registrations_count: 2 });
    const statuses = async (u: QuickUser) => (await requestJson(t.rt, '/api/me/talks', { cookie: u.cookie })).body.statuses[talk.id];
    expect(await statuses(a)).toBeUndefined();
    expect(await statuses(b)).toBe('registered');
    expect(await statuses(c)).toBe('registered');
    expect((await publicTalks()).find((x) => x.id === talk.id)?.registrations_count).toBe(2);

    const promoted = await t.smtp.waitForMail((m) => m.to.includes(c.email) && m.subject.includes('A seat opened up'));
    expect(promoted.subject).toBe("A seat opened up: you're registered for Two seats only");
    expect(promoted.attachments.map((x) => x.filename)).toEqual(['changetalk.ics']);
    await mailSettled(t.rt);
    expect(mailsTo(b.email, 'A seat opened up')).toHaveLength(0);

    // A waitlisted person leaving frees no seat; a registered one leaving with nobody waiting lowers the count.
    const d = await quickUser(t.rt, 'seat-d');
    expect((await register(talk.id, d.cookie)).body.status).toBe('waitlisted');
    expect((await unregister(talk.id, d.cookie)).body).toEqual({ registrations_count: 2 });
    expect((await unregister(talk.id, b.cookie)).body).toEqual({ registrations_count: 1 });
    const rows = await t.rt.database.db.select().from(changetalkRegistrations).where(eq(changetalkRegistrations.changetalk_id, talk.id));
    expect(rows.map((r) => [r.user_id, r.status])).toEqual([[c.id, 'registered']]);
  });

  it('seats the people already waiting, in order, when the admin raises the capacity', async () => {
    const form = talkForm({ capacity: 1, title: 'Growing room' });
    const id = (await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: form })).body.talk.id as string;
    const [a, b, c, d] = await quickUsers(t.rt, 4, { label: 'grow' });
    for (const u of [a, b, c, d]) expect((await register(id, u.cookie)).status).toBe(201);
    const put = await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...form, capacity: 3 } });
    expect(put.body.talk.registrations_count).toBe(3);
    const statuses = async (u: QuickUser) => (await requestJson(t.rt, '/api/me/talks', { cookie: u.cookie })).body.statuses[id];
    expect([await statuses(a), await statuses(b), await statuses(c), await statuses(d)]).toEqual(['registered', 'registered', 'registered', 'waitlisted']);
    await t.smtp.waitForMail((m) => m.to.includes(c.email) && m.subject.includes('A seat opened up'));
    // A new registrant now waits behind d instead of taking a seat.
    const e = await quickUser(t.rt, 'grow-e');
    expect((await register(id, e.cookie)).body.status).toBe('waitlisted');
  });

  it('e-mails every registrant when the admin cancels a talk', async () => {
    const form = talkForm({ capacity: 2, title: 'Soon cancelled' });
    const created = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: form });
    const id = created.body.talk.id as string;
    const people = await quickUsers(t.rt, 3, { label: 'cancel' });
    for (const p of people) expect((await register(id, p.cookie)).status).toBe(201);

    const put = await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...form, event_type: 'cancelled' } });
    expect(put.status).toBe(200);
    expect(put.body.talk.event_type).toBe('cancelled');
    for (const p of people) {
      const mail = await t.smtp.waitForMail((m) => m.to.includes(p.email) && m.subject === 'Cancelled: Soon cancelled');
      expect(mail.text).toContain('has been cancelled');
    }
    // Saving the cancelled talk again sends nothing more.
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...form, event_type: 'cancelled' } })).status).toBe(200);
    await mailSettled(t.rt);
    for (const p of people) expect(mailsTo(p.email, 'Cancelled: Soon cancelled')).toHaveLength(1);
    expect((await publicTalks()).map((x) => x.id)).not.toContain(id);
    expect((await register(id, (await quickUser(t.rt, 'too-late')).cookie)).status).toBe(409);
  });

  // --- Reminders ----------------------------------------------------------------------------------------------

  it('sends one reminder per registrant for a talk within 24 h, however often and concurrently the job runs', async () => {
    const soon = await insertTalk(t.rt, { startsInMs: 5 * HOUR, capacity: 2, title: 'Reminder soon' });
    const far = await insertTalk(t.rt, { startsInMs: 3 * DAY, title: 'Reminder far' });
    const cancelled = await insertTalk(t.rt, { startsInMs: 6 * HOUR, title: 'Reminder cancelled' });
    // NOTE: at most 3 e-mails a minute reach one address (mailer cap), so the cancelled talk gets its own registrant.
    const [a, b, waiting, other] = await quickUsers(t.rt, 4, { label: 'remind' });
    for (const u of [a, b, waiting]) {
      expect((await register(soon.id, u.cookie)).status).toBe(201);
      expect((await register(far.id, u.cookie)).status).toBe(201);
    }
    expect((await register(cancelled.id, other.cookie)).status).toBe(201);
    await t.rt.database.db.update(changetalks).set({ event_type: 'cancelled' }).where(eq(changetalks.id, cancelled.id));

    const [first, second] = await Promise.all([sendDueReminders(remindersDeps()), sendDueReminders(remindersDeps())]);
    expect(first + second).toBe(2);
    expect(await sendDueReminders(remindersDeps())).toBe(0);
    await mailSettled(t.rt);

    for (const u of [a, b]) {
      expect(mailsTo(u.email, 'Reminder: Reminder soon')).toHaveLength(1);
      expect(mailsTo(u.email, 'Reminder: Reminder far')).toHaveLength(0);
    }
    expect(mailsTo(other.email, 'Reminder:')).toHaveLength(0);
    // The waitlisted person has no seat, so no reminder.
    expect(mailsTo(waiting.email, 'Reminder:')).toHaveLength(0);
    const rows = await t.rt.database.db.select().from(changetalkRegistrations).where(eq(changetalkRegistrations.changetalk_id, soon.id));
    expect(rows.filter((r) => r.reminder_sent_at).map((r) => r.user_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('marks a reminder sent only together with its queued mail: a sweep that fails marks nothing', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 20 * HOUR, title: 'Reminder atomic' });
    const [u] = await quickUsers(t.rt, 1, { label: 'atomic' });
    expect((await register(talk.id, u.cookie)).status).toBe(201);
    const failing = { ...remindersDeps(), mailer: { ...t.rt.mailer, enqueue: async () => Promise.reject(new Error('queue down')) } };
    await expect(sendDueReminders(failing)).rejects.toThrow('queue down');
    const [row] = await t.rt.database.db.select().from(changetalkRegistrations).where(eq(changetalkRegistrations.user_id, u.id));
    expect(row.reminder_sent_at).toBeNull();
    expect(await sendDueReminders(remindersDeps())).toBeGreaterThanOrEqual(1);
    await mailSettled(t.rt);
    expect(mailsTo(u.email, 'Reminder: Reminder atomic')).toHaveLength(1);
  });
});
