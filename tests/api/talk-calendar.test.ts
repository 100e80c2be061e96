/**
 * Calendars that follow the talk (issue 21): every .ics a registrant receives, parsed with ical.js from the e-mails
 * the loopback SMTP server received, has the talk's one UID and a SEQUENCE that rises with each change; the
 * confirmation is a REQUEST with reminders a day and an hour before; a change of time or place is a REQUEST with the
 * new time; cancelling one's own registration, cancelling the talk and deleting it are CANCELs with
 * STATUS:CANCELLED. Lines are folded at 75 octets. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { changetalks } from '~/server/db/schema';
import type { ReceivedMail } from '../support/smtp';
import { quickUsers, talkForm } from '../support/talks';
import { describeEachDatabase, makeAdmin, mailSettled, request, requestJson, signIn, uniqueEmail, useTestRuntime } from '../support/test-app';

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  location: string;
  attendee: string;
  alarms: string[];
  contentType: string;
}

/** The one .ics attached to `mail`, parsed; every line at most 75 octets. */
function invitationOf(mail: ReceivedMail): Invitation {
  const ics = mail.attachments.filter((a) => a.filename.endsWith('.ics'));
  expect(ics).toHaveLength(1);
  for (const line of ics[0].content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const cal = new ICAL.Component(ICAL.parse(ics[0].content));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  return {
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    location: String(vevent.getFirstPropertyValue('location')),
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
    alarms: vevent.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    contentType: `${ics[0].contentType}; method=${ics[0].contentTypeParams.method ?? ''}`,
  };
}

describeEachDatabase('talk calendars', (kind) => {
  const t = useTestRuntime(kind, { smtp: true });
  let adminCookie = '';
  beforeAll(async () => {
    const email = uniqueEmail('calendar-admin');
    await makeAdmin(t.rt, email);
    adminCookie = await signIn(t.rt, email);
  });
  const register = (id: string, cookie: string) => requestJson(t.rt, `/api/talks/${id}/registration`, { method: 'POST', cookie });
  const unregister = (id: string, cookie: string) => requestJson(t.rt, `/api/talks/${id}/registration`, { method: 'DELETE', cookie });
  const mail = (to: string, subject: string) => t.smtp.waitForMail((m) => m.to.includes(to.toLowerCase()) && m.subject === subject);
  const mails = (to: string, prefix: string) => t.smtp.messages.filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith(prefix));

  it('sends a REQUEST on registration and on a move, a CANCEL on one’s own cancellation and on the talk’s, one UID and a rising SEQUENCE', async () => {
    const title = `उद्यमिता और करियर: छोटे शहरों के छात्रों के लिए नए रास्ते ${Date.now()}`;
    const form = talkForm({ title, location: 'IIT Madras, Chennai' });
    const created = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: form });
    expect(created.status).toBe(201);
    const id = created.body.talk.id as string;
    const [a, b] = await quickUsers(t.rt, 2, { label: 'calendar' });
    for (const p of [a, b]) expect((await register(id, p.cookie)).status).toBe(201);

    const confirmation = invitationOf(await mail(a.email, `You're registered: ${title}`));
    expect(confirmation).toMatchObject({ method: 'REQUEST', uid: `changetalk-${id}@changepath`, status: 'CONFIRMED', location: 'IIT Madras, Chennai', attendee: `mailto:${a.email.toLowerCase()}` });
    expect(confirmation.contentType).toContain('method=REQUEST');
    expect(confirmation.alarms).toEqual(['-PT1440M', '-PT60M']);

    // A new title alone raises the sequence but tells nobody; a new time and place sends both an update.
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...form, description: 'Now with a panel.' } })).status).toBe(200);
    const moved = { ...form, description: 'Now with a panel.', event_time: '19:30', location: 'Online' };
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: moved })).status).toBe(200);
    const updates = await Promise.all([a, b].map(async (p) => invitationOf(await mail(p.email, `Changed: ${title}`))));
    for (const u of updates) {
      expect(u).toMatchObject({ method: 'REQUEST', uid: confirmation.uid, status: 'CONFIRMED', location: 'Online' });
      expect(u.sequence).toBeGreaterThan(confirmation.sequence);
      expect(u.start.getTime()).toBe(confirmation.start.getTime() + 90 * 60_000);
    }
    await mailSettled(t.rt);
    for (const p of [a, b]) expect(mails(p.email, 'Changed:')).toHaveLength(1);

    // a cancels their own registration: a CANCEL for a only.
    expect((await unregister(id, a.cookie)).status).toBe(200);
    const own = invitationOf(await mail(a.email, `Registration cancelled: ${title}`));
    expect(own).toMatchObject({ method: 'CANCEL', uid: confirmation.uid, status: 'CANCELLED', attendee: `mailto:${a.email.toLowerCase()}` });
    expect(own.sequence).toBeGreaterThan(updates[0].sequence);
    expect(own.alarms).toEqual([]);

    // The admin cancels the talk: b, still registered, gets a CANCEL above every version before.
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...moved, event_type: 'cancelled' } })).status).toBe(200);
    const cancelled = invitationOf(await mail(b.email, `Cancelled: ${title}`));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: confirmation.uid, status: 'CANCELLED', attendee: `mailto:${b.email.toLowerCase()}` });
    expect(cancelled.sequence).toBeGreaterThan(own.sequence);
    expect(cancelled.contentType).toContain('method=CANCEL');
    await mailSettled(t.rt);
    expect(mails(a.email, 'Cancelled:')).toHaveLength(0);
    const [row] = await t.rt.database.db.select({ sequence: changetalks.sequence }).from(changetalks).where(eq(changetalks.id, id));
    expect(row.sequence).toBe(cancelled.sequence);
  });

  it('sends a CANCEL one above the last version when an upcoming talk is deleted', async () => {
    const form = talkForm({ title: `Deleted ${Date.now()}` });
    const created = await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: form });
    const id = created.body.talk.id as string;
    const [c] = await quickUsers(t.rt, 1, { label: 'calendar-del' });
    expect((await register(id, c.cookie)).status).toBe(201);
    const confirmation = invitationOf(await mail(c.email, `You're registered: ${form.title}`));
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'DELETE', cookie: adminCookie })).status).toBe(200);
    const cancel = invitationOf(await mail(c.email, `Cancelled: ${form.title}`));
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: confirmation.uid, sequence: confirmation.sequence + 1 });
  });

  it('serves the download as PUBLISH with the current SEQUENCE and the reminders', async () => {
    const form = talkForm();
    const id = (await requestJson(t.rt, '/api/admin/talks', { cookie: adminCookie, json: form })).body.talk.id as string;
    expect((await requestJson(t.rt, `/api/admin/talks/${id}`, { method: 'PUT', cookie: adminCookie, json: { ...form, event_time: '10:00' } })).status).toBe(200);
    const res = await request(t.rt, `/api/talks/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = cal.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(2);
  });
});
