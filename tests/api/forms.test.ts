/**
 * Public forms API (issue 8; spec §2.3, §2.6, §2.7, §3.9, §4, §5): contact, newsletter (double opt-in with a
 * working unsubscribe link, one row per address case-insensitively), Book a Demo and speaker applications —
 * the schema's messages for missing and malformed fields, what is stored, and the e-mails as a real loopback
 * SMTP server receives them; the admin inbox and its guards; the limit of 10 form posts per client address in
 * 10 minutes. Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxItems, newsletterSubscriptions } from '~/server/db/schema';
import { FORM_RATE_LIMIT } from '~/server/features/forms/forms.routes';
import { writeText } from '~/server/i18n';
import { DEMO_ROLES, DEMO_TIMES, SUBMITTED_FIELD_LABELS, formMessages } from '~/shared/forms';
import { letMailWindowPass, tag } from '../support/partners';
import type { ReceivedMail } from '../support/smtp';
import { type QuickUser, quickUser } from '../support/talks';
import { describeEachDatabase, mailSettled, makeAdmin, outboxFor, request, requestJson, signIn, uniqueEmail, uniqueIp, useTestRuntime } from '../support/test-app';

const SUPPORT = `support-${tag()}@changepath.test`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('public forms API', (kind) => {
  const t = useTestRuntime(kind, {
    smtp: true,
    env: { SUPPORT_EMAIL: SUPPORT },
  });
  let adminCookie = '';
  let user: QuickUser;

  beforeAll(async () => {
    const adminEmail = uniqueEmail('forms-admin');
    await makeAdmin(t.rt, adminEmail);
    adminCookie = await signIn(t.rt, adminEmail);
    user = await quickUser(t.rt, 'forms-user');
  });

  /** A form POST from its own client address (the form limit is per address). */
  const post = (path: string, json: unknown, ip = uniqueIp()) => requestJson(t.rt, path, { json, ip });
  const mailTo = (address: string, subjectContains: string, predicate: (m: ReceivedMail) => boolean = () => true) =>
    t.smtp.waitForMail((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subjectContains) && predicate(m));
  const inboxRowsFor = (email: string) => t.rt.database.db.select().from(inboxItems).where(eq(inboxItems.email, email.toLowerCase()));
  const subscriptionsFor = (email: string) =>
    t.rt.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are probed, as in requestJson
  const expect400 = (res: { status: number; body: any }, message: string, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'bad_request',
      message,
      field,
    });
  };

  // --- Contact (§2.6) -----------------------------------------------------------------------------------------

  describe('contact', () => {
    const contact = (overrides: Record<string, unknown> = {}) => ({
      firstName: 'Priya',
      lastName: `Nair ${tag()}`,
      email: uniqueEmail('contact'),
      topic: 'Mentorship',
      subject: 'Finding a mentor',
      message: 'How do I book a mentor for a pitch review?',
      ...overrides,
    });

    it('refuses a missing or malformed e-mail and an empty message with the schema messages, storing nothing', async () => {
      const base = contact();
      const { email: _drop, ...noEmail } = base;
      expect400(await post('/api/contact', noEmail), 'Please enter a valid email', 'email');
      for (const bad of ['', 'priya', 'priya@', 'priya@example', 'pri ya@example.com']) {
        expect400(await post('/api/contact', { ...base, email: bad }), 'Please enter a valid email', 'email');
      }
      for (const empty of ['', '   \n ']) expect400(await post('/api/contact', { ...base, message: empty }), 'Please write a message', 'message');
      expect(await inboxRowsFor(base.email)).toEqual([]);
      expect(await outboxFor(t.rt, base.email)).toEqual([]);
    });

    it('gives the message rule for a missing message too, not a generic type error', async () => {
      const { message: _drop, ...noMessage } = contact();
      expect400(await post('/api/contact', noMessage), 'Please write a message', 'message');
    });

    it('never drops the support inbox’s notice: five messages in a minute from five people all reach SUPPORT_EMAIL', async () => {
      const subjects = Array.from({ length: 5 }, (_, i) => `Burst${i}${tag()}`);
      for (const lastName of subjects) expect((await post('/api/contact', contact({ lastName, email: `burst.${tag()}@example.com` }))).status).toBe(201);
      for (const lastName of subjects) await mailTo(SUPPORT, `Contact message from Priya ${lastName}`);
    });

    it('stores a valid message, e-mails it to SUPPORT_EMAIL and confirms to the sender through SMTP', async () => {
      await letMailWindowPass(t.rt, SUPPORT);
      const body = contact({ email: `Priya.${tag()}@Example.com` });
      const res = await post('/api/contact', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

      const [row] = await t.rt.database.db.select().from(inboxItems).where(eq(inboxItems.id, res.body.id));
      expect(row).toMatchObject({
        kind: 'contact',
        name: `Priya ${body.lastName}`,
        email: body.email.toLowerCase(),
        status: 'new',
        handled_at: null,
      });
      expect(row.data).toMatchObject({
        topic: 'Mentorship',
        subject: 'Finding a mentor',
        message: body.message,
      });

      const toSupport = await mailTo(SUPPORT, `Contact message from Priya ${body.lastName}`);
      expect(toSupport.text).toContain(body.message);
      expect(toSupport.text).toContain(`Reply to: ${body.email}`);
      const toSender = await mailTo(body.email, 'We received your contact message');
      expect(toSender.text).toContain(formMessages.contactThanks.message);
      expect(toSender.text).toContain(body.message);
      expect(toSender.text, 'fields by their labels, not their names').toContain('First name: Priya');
    });

    it('confirms to the sender in the language they wrote from; support reads its copy in English', async () => {
      const body = contact();
      const res = await requestJson(t.rt, '/api/contact', { json: body, ip: uniqueIp(), headers: { 'accept-language': 'hi' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const toSender = await mailTo(body.email, '');
      expect(toSender.subject).toMatch(/[\u0900-\u097F]/);
      expect(toSender.subject).not.toContain('We received');
      expect(toSender.text).toContain(writeText(formMessages.contactThanks, 'hi'));
      expect(toSender.text).toContain(`${writeText(SUBMITTED_FIELD_LABELS.firstName, 'hi')}: Priya`);
      expect(toSender.text).toContain(body.message);
      const toSupport = await mailTo(SUPPORT, `Contact message from Priya ${body.lastName}`);
      expect(toSupport.text).toContain('First name: Priya');
    });
  });

  // --- Newsletter (§2.3, §4) ----------------------------------------------------------------------------------

  describe('newsletter', () => {
    it('requires a valid e-mail', async () => {
      expect400(await post('/api/newsletter', {}), 'Please enter a valid email', 'email');
      for (const bad of ['', 'reader', 'reader@', 'reader@@example.com', 'read er@example.com']) {
        expect400(await post('/api/newsletter', { email: bad }), 'Please enter a valid email', 'email');
      }
    });

    it('keeps one row per address whatever its case, and sends a double opt-in e-mail with confirm and unsubscribe links', async () => {
      const t1 = tag();
      const upper = `Reader.${t1}@Example.CO`;
      const lower = upper.toLowerCase();
      const first = await post('/api/newsletter', { email: upper });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({ pending: true });
      const second = await post('/api/newsletter', { email: lower });
      expect(second.body).toEqual({ pending: true });

      const rows = await subscriptionsFor(lower);
      expect(rows).toHaveLength(1);
      expect(rows[0].email).toBe(upper);
      expect(rows[0].confirmedAt).toBeNull();
      expect(rows[0].token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

      const mail = await mailTo(lower, 'Confirm your ChangePath newsletter subscription');
      const confirm = mail.links.find((l) => l.includes('/api/newsletter/confirm?token='));
      const unsubscribe = mail.links.find((l) => l.includes('/api/newsletter/unsubscribe?token='));
      expect(confirm).toBe(`${t.rt.env.publicUrl}/api/newsletter/confirm?token=${rows[0].token}`);
      expect(unsubscribe).toBe(`${t.rt.env.publicUrl}/api/newsletter/unsubscribe?token=${rows[0].token}`);
      // Both sign-ups asked for confirmation with the same token (re-sent, not re-keyed).
      await mailSettled(t.rt);
      const sent = t.smtp.messages.filter((m) => m.to.includes(lower) && m.subject.startsWith('Confirm your ChangePath newsletter'));
      expect(sent).toHaveLength(2);
      expect(new Set(sent.map((m) => m.links.join(' '))).size).toBe(1);
    });

    it('confirms through the link (302 to /?newsletter=confirmed), then stops asking; unsubscribes through the other', async () => {
      const email = uniqueEmail('reader');
      await post('/api/newsletter', { email });
      const mail = await mailTo(email, 'Confirm your ChangePath newsletter subscription');
      const confirm = mail.links.find((l) => l.includes('/newsletter/confirm'))!;
      const unsubscribe = mail.links.find((l) => l.includes('/newsletter/unsubscribe'))!;

      const confirmed = await request(t.rt, confirm);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/?newsletter=confirmed');
      const [row] = await subscriptionsFor(email);
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(Date.now() - row.confirmedAt!.getTime()).toBeLessThan(60_000);
      expect(row.unsubscribedAt).toBeNull();

      // Clicking again keeps the first confirmation time.
      expect((await request(t.rt, confirm)).headers.get('location')).toBe('/?newsletter=confirmed');
      expect((await subscriptionsFor(email))[0].confirmedAt?.getTime()).toBe(row.confirmedAt!.getTime());

      // A confirmed address signing up again is told so, and gets no further mail.
      const before = (await outboxFor(t.rt, email)).length;
      const again = await post('/api/newsletter', {
        email: email.toUpperCase(),
      });
      expect(again.body).toEqual({ pending: false });
      expect((await outboxFor(t.rt, email)).length).toBe(before);

      const gone = await request(t.rt, unsubscribe);
      expect(gone.status).toBe(302);
      expect(gone.headers.get('location')).toBe('/?newsletter=unsubscribed');
      const [after] = await subscriptionsFor(email);
      expect(after.unsubscribedAt).toBeInstanceOf(Date);
      // The link keeps working (no error page for a second click).
      expect((await request(t.rt, unsubscribe)).headers.get('location')).toBe('/?newsletter=unsubscribed');
      expect(await subscriptionsFor(email)).toHaveLength(1);
    });

    it('asks for a fresh confirmation when an unsubscribed address signs up again (double opt-in every time)', async () => {
      const email = uniqueEmail('returning');
      await post('/api/newsletter', { email });
      const mail = await mailTo(email, 'Confirm your ChangePath newsletter subscription');
      await request(
        t.rt,
        mail.links.find((l) => l.includes('/newsletter/confirm'))!,
      );
      await request(
        t.rt,
        mail.links.find((l) => l.includes('/newsletter/unsubscribe'))!,
      );
      await letMailWindowPass(t.rt, email);

      // Anyone can type this address into the footer box: it must not silently re-subscribe its owner.
      const back = await post('/api/newsletter', { email });
      expect(back.body).toEqual({ pending: true });
      const [row] = await subscriptionsFor(email);
      expect(row.confirmedAt).toBeNull();
      expect(row.unsubscribedAt).toBeNull();
      const reminders = (await outboxFor(t.rt, email)).filter((m) => m.subject === 'Confirm your ChangePath newsletter subscription');
      expect(reminders).toHaveLength(2);
    });

    it('answers an unknown token with /?newsletter=invalid on both links and changes nothing', async () => {
      const token = `${tag()}${tag()}${tag()}${tag()}`;
      for (const path of ['confirm', 'unsubscribe']) {
        const res = await request(t.rt, `/api/newsletter/${path}?token=${token}`);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/?newsletter=invalid');
      }
      const rows = await t.rt.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token));
      expect(rows).toEqual([]);
    });
  });

  // --- Book a Demo (§2.7, §3.9, §5) ---------------------------------------------------------------------------

  describe('demo request', () => {
    const demo = (overrides: Record<string, unknown> = {}) => ({
      name: `Arjun Mehta ${tag()}`,
      email: uniqueEmail('demo'),
      organization: 'Sunrise Institute of Management',
      role: 'dean',
      preferredDate: '2031-03-14',
      preferredTime: 'morning',
      message: 'We have 800 MBA students.',
      ...overrides,
    });

    it('requires Full Name, Email Address and Organization, with their messages', async () => {
      const base = demo();
      expect400(await post('/api/demo-requests', { ...base, name: '  ' }), 'Full Name is required', 'name');
      expect400(await post('/api/demo-requests', { ...base, organization: '' }), 'Organization is required', 'organization');
      expect400(await post('/api/demo-requests', { ...base, email: 'arjun@' }), 'Please enter a valid email', 'email');
      const { email: _e, ...noEmail } = base;
      expect400(await post('/api/demo-requests', noEmail), 'Please enter a valid email', 'email');
      expect(await inboxRowsFor(base.email)).toEqual([]);
    });

    it('gives the required-field messages when Full Name or Organization is left out of the body', async () => {
      const { name: _n, ...noName } = demo();
      expect400(await post('/api/demo-requests', noName), 'Full Name is required', 'name');
      const { organization: _o, ...noOrganization } = demo();
      expect400(await post('/api/demo-requests', noOrganization), 'Organization is required', 'organization');
    });

    it('accepts only the listed roles and times', async () => {
      expect((await post('/api/demo-requests', demo({ role: 'ceo' }))).body.error.field).toBe('role');
      expect((await post('/api/demo-requests', demo({ role: 'Dean/Director' }))).body.error.field).toBe('role');
      expect((await post('/api/demo-requests', demo({ preferredTime: 'midnight' }))).body.error.field).toBe('preferredTime');
      expect((await post('/api/demo-requests', demo({ preferredTime: '9 AM - 12 PM' }))).status).toBe(400);
      expect((await post('/api/demo-requests', demo({ preferredDate: '14/03/2031' }))).body.error.field).toBe('preferredDate');
      expect(DEMO_ROLES.map((r) => r.label.message)).toEqual(['Dean/Director', 'Program Coordinator', 'Career Counselor', 'Administrator', 'Other']);
      expect(DEMO_TIMES.map((x) => x.label.message)).toEqual(['9 AM - 12 PM', '12 PM - 5 PM', '5 PM - 8 PM']);
      for (const [i, role] of DEMO_ROLES.entries()) {
        const res = await post(
          '/api/demo-requests',
          demo({
            role: role.value,
            preferredTime: DEMO_TIMES[i % DEMO_TIMES.length].value,
          }),
        );
        expect(res.status, `${role.value}: ${JSON.stringify(res.body)}`).toBe(201);
      }
      // Role, date and time are optional.
      const minimal = await post('/api/demo-requests', {
        name: 'Only Required',
        email: uniqueEmail('demo-min'),
        organization: 'Org',
      });
      expect(minimal.status, JSON.stringify(minimal.body)).toBe(201);
    });

    it('stores a valid request and confirms it by e-mail (and tells support)', async () => {
      await letMailWindowPass(t.rt, SUPPORT);
      const body = demo();
      const res = await post('/api/demo-requests', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await inboxRowsFor(body.email);
      expect(row).toMatchObject({
        id: res.body.id,
        kind: 'demo',
        name: body.name,
        status: 'new',
      });
      expect(row.data).toMatchObject({
        organization: body.organization,
        role: 'dean',
        preferredDate: '2031-03-14',
        preferredTime: 'morning',
      });

      const confirmation = await mailTo(body.email, 'We received your demo request');
      expect(confirmation.text).toContain(formMessages.demoThanks.message);
      expect(confirmation.text).toContain(body.organization);
      const toSupport = await mailTo(SUPPORT, `Demo request from ${body.name}`);
      expect(toSupport.text).toContain(`Reply to: ${body.email}`);
    });
  });

  // --- Speaker applications (/become-speaker) -----------------------------------------------------------------

  describe('speaker application', () => {
    const speaker = (overrides: Record<string, unknown> = {}) => ({
      name: `Neha Sharma ${tag()}`,
      email: uniqueEmail('speaker'),
      topic: 'Bootstrapping a D2C brand',
      bio: 'Founder of two consumer brands.',
      links: 'https://linkedin.example/neha',
      ...overrides,
    });

    it('requires name, a valid e-mail, topic and bio', async () => {
      expect400(await post('/api/speaker-applications', speaker({ name: '' })), 'Name is required', 'name');
      expect400(await post('/api/speaker-applications', speaker({ email: 'neha' })), 'Please enter a valid email', 'email');
      expect400(await post('/api/speaker-applications', speaker({ topic: ' ' })), 'Topic is required', 'topic');
      expect400(await post('/api/speaker-applications', speaker({ bio: '' })), 'A short bio is required', 'bio');
    });

    it('stores the application for admin review and confirms it to the applicant', async () => {
      const body = speaker();
      const res = await post('/api/speaker-applications', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await inboxRowsFor(body.email);
      expect(row).toMatchObject({
        id: res.body.id,
        kind: 'speaker',
        name: body.name,
        status: 'new',
      });
      expect(row.data).toMatchObject({
        topic: body.topic,
        bio: body.bio,
        links: body.links,
      });
      const mail = await mailTo(body.email, 'We received your speaker application');
      expect(mail.text).toContain(formMessages.speakerThanks.message);

      const inbox = await requestJson(t.rt, '/api/admin/inbox?kind=speaker', {
        cookie: adminCookie,
      });
      expect(inbox.body.items.map((i: { id: string }) => i.id)).toContain(res.body.id);
    });
  });

  // --- Admin inbox --------------------------------------------------------------------------------------------

  describe('admin inbox', () => {
    it('is for admins only: 401 for a visitor, 403 for a user, 200 for an admin', async () => {
      for (const kindName of ['contact', 'demo', 'speaker']) {
        expect((await requestJson(t.rt, `/api/admin/inbox?kind=${kindName}`)).status).toBe(401);
        expect(
          (
            await requestJson(t.rt, `/api/admin/inbox?kind=${kindName}`, {
              cookie: user.cookie,
            })
          ).status,
        ).toBe(403);
        const ok = await requestJson(t.rt, `/api/admin/inbox?kind=${kindName}`, { cookie: adminCookie });
        expect(ok.status).toBe(200);
        expect(Array.isArray(ok.body.items)).toBe(true);
      }
      expect(
        (
          await requestJson(t.rt, '/api/admin/inbox?kind=newsletter', {
            cookie: adminCookie,
          })
        ).status,
      ).toBe(400);
      expect((await requestJson(t.rt, '/api/admin/inbox', { cookie: adminCookie })).status).toBe(400);
    });

    it('lists each kind apart, newest first, and marks an item handled (admins only)', async () => {
      const email = uniqueEmail('inbox');
      const older = await post('/api/contact', {
        email,
        message: 'First question',
      });
      const newer = await post('/api/contact', {
        email,
        message: 'Second question',
      });
      expect([older.status, newer.status]).toEqual([201, 201]);

      const contacts = await requestJson(t.rt, '/api/admin/inbox?kind=contact', { cookie: adminCookie });
      const ids = contacts.body.items.map((i: { id: string }) => i.id);
      expect(ids.indexOf(newer.body.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
      const item = contacts.body.items.find((i: { id: string }) => i.id === older.body.id);
      expect(item).toMatchObject({
        kind: 'contact',
        email,
        status: 'new',
        handled_at: null,
        data: { message: 'First question' },
      });
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
      const demos = await requestJson(t.rt, '/api/admin/inbox?kind=demo', {
        cookie: adminCookie,
      });
      expect(demos.body.items.map((i: { id: string }) => i.id)).not.toContain(older.body.id);

      const path = `/api/admin/inbox/contact/${older.body.id}/handled`;
      expect((await requestJson(t.rt, path, { method: 'POST' })).status).toBe(401);
      expect((await requestJson(t.rt, path, { method: 'POST', cookie: user.cookie })).status).toBe(403);
      expect((await requestJson(t.rt, `/api/admin/inbox/demo/${older.body.id}/handled`, { method: 'POST', cookie: adminCookie })).status).toBe(404);
      expect((await requestJson(t.rt, `/api/admin/inbox/contact/${UNKNOWN_ID}/handled`, { method: 'POST', cookie: adminCookie })).status).toBe(404);
      const [untouched] = await t.rt.database.db.select().from(inboxItems).where(eq(inboxItems.id, older.body.id));
      expect(untouched.status).toBe('new');

      const done = await requestJson(t.rt, path, {
        method: 'POST',
        cookie: adminCookie,
      });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ handled: true });
      const after = await requestJson(t.rt, '/api/admin/inbox?kind=contact', {
        cookie: adminCookie,
      });
      const handled = after.body.items.find((i: { id: string }) => i.id === older.body.id);
      expect(handled.status).toBe('handled');
      expect(Date.now() - new Date(handled.handled_at).getTime()).toBeLessThan(60_000);
      expect(after.body.items.find((i: { id: string }) => i.id === newer.body.id).status).toBe('new');
    });
  });

  // --- Rate limit ---------------------------------------------------------------------------------------------

  it(`refuses the 11th form post from one client address within 10 minutes with 429, across all four forms`, async () => {
    expect(FORM_RATE_LIMIT).toEqual({ windowSeconds: 600, max: 10 });
    const ip = uniqueIp();
    const posts: Array<[string, unknown]> = [
      ['/api/newsletter', { email: uniqueEmail('burst') }],
      ['/api/contact', { email: uniqueEmail('burst'), message: 'one' }],
      ['/api/demo-requests', { name: 'Burst', email: uniqueEmail('burst'), organization: 'Org' }],
      ['/api/speaker-applications', { name: 'Burst', email: uniqueEmail('burst'), topic: 'T', bio: 'B' }],
      // Invalid posts count too: the limit is checked before the body is read.
      ['/api/contact', { email: 'not-an-email' }],
    ];
    for (let i = 0; i < 10; i++) {
      const [path, body] = i < posts.length ? posts[i] : ['/api/newsletter', { email: uniqueEmail('burst') }];
      const res = await post(path, body, ip);
      expect(res.status, `post ${i + 1} to ${path}: ${JSON.stringify(res.body)}`).not.toBe(429);
    }
    const stored = await t.rt.database.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.name, 'Burst')));
    expect(stored.length).toBeGreaterThanOrEqual(2);

    const eleventhEmail = uniqueEmail('burst-11');
    for (const [path, body] of [
      ['/api/contact', { email: eleventhEmail, message: 'eleventh' }],
      ['/api/newsletter', { email: eleventhEmail }],
      ['/api/demo-requests', { name: 'Burst 11', email: eleventhEmail, organization: 'Org' }],
      ['/api/speaker-applications', { name: 'Burst 11', email: eleventhEmail, topic: 'T', bio: 'B' }],
    ] as Array<[string, unknown]>) {
      const res = await post(path, body, ip);
      expect(res.status, path).toBe(429);
      expect(res.body.error.code).toBe('rate_limited');
    }
    expect(await inboxRowsFor(eleventhEmail)).toEqual([]);
    expect(await subscriptionsFor(eleventhEmail)).toEqual([]);
    expect(await outboxFor(t.rt, eleventhEmail)).toEqual([]);

    // Another address is not affected, and reading links is not limited.
    expect(
      (
        await post('/api/contact', {
          email: uniqueEmail('other'),
          message: 'hello',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await request(t.rt, `/api/newsletter/confirm?token=${'x'.repeat(20)}`, {
          ip,
        })
      ).status,
    ).toBe(302);
  });
});
