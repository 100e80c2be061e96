/**
 * Institution partnerships API (issue 8; spec §2.7, §3.9, §4, §5, §6): the college form (multipart, logo checked
 * by content and size) and the university form with every §5 message word for word; the application workflow
 * applied → under review → more information → approved or rejected, with an e-mail at each step through a real
 * loopback SMTP server and a private status link; approval creating the institution and its partner admin;
 * students affiliating by code; the Partner Admin Dashboard's lists, CSV and PDF kept to each institution;
 * event proposals reaching the ChangeTalks admin. Runs on PGlite always and on PostgreSQL with TEST_DATABASE_URL.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changetalks, institutions, partnershipApplications, uploads } from '~/server/db/schema';
import { AFFILIATION_CODE_LIMITS, LOGO_MAX_BYTES, NAMED_INSTITUTIONS, STATUS_LABELS, formMessages, partnerMessages, universityMessages } from '~/shared/forms';
import { dateAndTimeIn, eventInstant } from '~/shared/talks';
import { pdfText } from '../support/learning';
import {
  type ApprovedInstitution,
  applyAsUniversity,
  approvedInstitution,
  collegeFields,
  collegeFormData,
  decide,
  exeBytes,
  jpegBytes,
  letMailWindowPass,
  parseCsv,
  pdfBytes,
  pngBytes,
  statusTokenOf,
  tag,
  universityForm,
} from '../support/partners';
import type { ReceivedMail } from '../support/smtp';
import { type QuickUser, pngOfSize, quickUser } from '../support/talks';
import { describeEachDatabase, makeAdmin, request, requestJson, signIn, signUpAndVerify, uniqueEmail, uniqueIp, useTestRuntime } from '../support/test-app';
import { writeText } from '~/server/i18n';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 3600_000;
const CODE = /^CP-[A-Z]{1,5}-[0-9A-F]{6}$/;

describeEachDatabase('partnerships API', (kind) => {
  const t = useTestRuntime(kind, { smtp: true });
  let adminCookie = '';
  let user: QuickUser;

  beforeAll(async () => {
    const adminEmail = uniqueEmail('partners-admin');
    await makeAdmin(t.rt, adminEmail);
    adminCookie = await signIn(t.rt, adminEmail);
    user = await quickUser(t.rt, 'partners-user');
  });

  const postCollege = (form: FormData, ip = uniqueIp()) => requestJson(t.rt, '/api/partnerships/college', { body: form, ip });
  const postUniversity = (json: unknown, ip = uniqueIp()) => requestJson(t.rt, '/api/partnerships/university', { json, ip });
  const statusOf = (token: string) => requestJson(t.rt, `/api/partnerships/status/${token}`);
  const applicationsBy = (email: string) =>
    t.rt.database.db.select().from(partnershipApplications).where(eq(partnershipApplications.email, email.toLowerCase()));
  const uploadCount = async () => (await t.rt.database.db.select({ n: count() }).from(uploads))[0].n;
  const mailTo = (address: string, subjectContains: string, predicate: (m: ReceivedMail) => boolean = () => true) =>
    t.smtp.waitForMail((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subjectContains) && predicate(m));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are probed, as in requestJson
  const expect400 = (res: { status: number; body: any }, message: string, field?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toBe(message);
    if (field) expect(res.body.error.field).toBe(field);
  };
  const institutionsList = async () => {
    const res = await requestJson(t.rt, '/api/institutions');
    expect(res.status).toBe(200);
    return res.body.institutions as Array<{ id: string; name: string }>;
  };

  // --- College form (§3.9, §5) --------------------------------------------------------------------------------

  describe('college form', () => {
    it('refuses empty required fields and a bad e-mail with the schema messages, storing nothing', async () => {
      const fields = collegeFields();
      const cases: Array<[Record<string, string>, string]> = [
        [{ institutionName: '' }, 'Institution name is required'],
        [{ institutionName: '   ' }, 'Institution name is required'],
        [{ location: '' }, 'Location is required'],
        [{ contactPerson: '' }, 'Contact person is required'],
        [{ email: '' }, 'Please enter a valid email'],
        [{ email: 'meera@college' }, 'Please enter a valid email'],
        [{ email: 'meera kulkarni@college.edu' }, 'Please enter a valid email'],
      ];
      for (const [change, message] of cases) expect400(await postCollege(collegeFormData({ ...fields, ...change })), message);
      const { email: _drop, ...noEmail } = fields;
      expect400(await postCollege(collegeFormData(noEmail)), 'Please enter a valid email');
      expect(await applicationsBy(fields.email)).toEqual([]);
    });

    it('gives the same messages when a required field is left out of the form altogether', async () => {
      const fields = collegeFields();
      for (const [field, message] of [
        ['institutionName', 'Institution name is required'],
        ['location', 'Location is required'],
        ['contactPerson', 'Contact person is required'],
      ] as const) {
        const { [field]: _drop, ...rest } = fields;
        expect400(await postCollege(collegeFormData(rest)), message);
      }
    });

    it('answers a body it cannot read as a form with its own words, storing nothing', async () => {
      const res = await requestJson(t.rt, '/api/partnerships/college', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=cp-boundary' },
        body: 'this is not a multipart body',
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'bad_request', message: 'The form could not be read.', requestId: expect.any(String) } });
    });

    it('is described as the multipart form it is, with the logo as a file; the students report as CSV and PDF', async () => {
      const doc = (await requestJson(t.rt, '/api/openapi.json')).body;
      const college = doc.paths['/partnerships/college'].post.requestBody.content;
      expect(Object.keys(college)).toEqual(['multipart/form-data']);
      expect(college['multipart/form-data'].schema.properties.logo).toMatchObject({ type: 'string', format: 'binary' });
      expect(Object.keys(doc.paths['/partner-admin/students.csv'].get.responses['200'].content)).toEqual(['text/csv']);
      expect(Object.keys(doc.paths['/partner-admin/students.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    });

    it('refuses 0 (or fewer) students; the number is optional', async () => {
      for (const n of ['0', '-12'])
        expect400(await postCollege(collegeFormData(collegeFields({ numberOfStudents: n }))), 'Number of students must be at least 1');
      expect((await postCollege(collegeFormData(collegeFields({ numberOfStudents: 'lots' })))).status).toBe(400);
      expect((await postCollege(collegeFormData(collegeFields({ numberOfStudents: '1.5' })))).status).toBe(400);
      const blank = await postCollege(collegeFormData(collegeFields({ numberOfStudents: '' })));
      expect(blank.status, JSON.stringify(blank.body)).toBe(201);
      const one = collegeFields({ numberOfStudents: '1' });
      expect((await postCollege(collegeFormData(one))).status).toBe(201);
      expect((await applicationsBy(one.email))[0].data).toMatchObject({
        numberOfStudents: 1,
      });
    });

    it('accepts a PNG, a JPEG and a PDF logo (checked by content) and stores it with its real type', async () => {
      const png = pngBytes(4, 4);
      const logos = [
        { bytes: png, name: 'logo.png', type: 'image/png', mime: 'image/png' },
        {
          bytes: jpegBytes(),
          name: 'logo.JPG',
          type: 'image/jpeg',
          mime: 'image/jpeg',
        },
        {
          bytes: await pdfBytes(),
          name: 'brochure.pdf',
          type: 'application/pdf',
          mime: 'application/pdf',
        },
        // The browser's declared type and the name do not matter; the bytes do.
        {
          bytes: png,
          name: 'logo',
          type: 'application/octet-stream',
          mime: 'image/png',
        },
      ];
      for (const logo of logos) {
        const fields = collegeFields();
        const res = await postCollege(collegeFormData(fields, logo));
        expect(res.status, `${logo.name}: ${JSON.stringify(res.body)}`).toBe(201);
        const [app] = await applicationsBy(fields.email);
        expect(app.logo_upload_id).not.toBeNull();
        const [stored] = await t.rt.database.db.select().from(uploads).where(eq(uploads.id, app.logo_upload_id!));
        expect(stored.content_type).toBe(logo.mime);
        expect(Buffer.from(stored.bytes).equals(logo.bytes)).toBe(true);

        // The admin queue links the logo, and it is served with its type.
        const list = await requestJson(t.rt, '/api/admin/applications?status=applied', { cookie: adminCookie });
        const listed = list.body.applications.find((a: { id: string }) => a.id === app.id);
        expect(listed.logo_url).toBe(`/api/uploads/${app.logo_upload_id}`);
        const served = await request(t.rt, listed.logo_url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(logo.mime);
        expect(Buffer.from(await served.arrayBuffer()).equals(logo.bytes)).toBe(true);
      }
      const noLogo = collegeFields();
      expect((await postCollege(collegeFormData(noLogo))).status).toBe(201);
      expect((await applicationsBy(noLogo.email))[0].logo_upload_id).toBeNull();
    });

    it('refuses a renamed executable posing as a PNG, and other files that are not images or PDFs', async () => {
      const before = await uploadCount();
      const fakes = [
        { bytes: exeBytes(), name: 'logo.png', type: 'image/png' },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'logo.png',
          type: 'image/png',
        },
        {
          bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
          name: 'logo.jpg',
          type: 'image/jpeg',
        },
        {
          bytes: Buffer.from('just some text'),
          name: 'logo.pdf',
          type: 'application/pdf',
        },
      ];
      for (const fake of fakes) {
        const fields = collegeFields();
        expect400(await postCollege(collegeFormData(fields, fake)), formMessages.logoType.message);
        expect(await applicationsBy(fields.email), fake.name).toEqual([]);
      }
      expect(await uploadCount()).toBe(before);
    });

    it("refuses a 6 MB logo with 413 'The logo can be at most 5 MB.', and one just over 5 MB too; exactly 5 MB is fine", async () => {
      expect(formMessages.logoTooLarge.message).toBe('The logo can be at most 5 MB.');
      const before = await uploadCount();
      const padded = (size: number) => pngOfSize(size);
      for (const size of [6 * 1024 * 1024, LOGO_MAX_BYTES + 1]) {
        const fields = collegeFields();
        const res = await postCollege(
          collegeFormData(fields, {
            bytes: padded(size),
            name: 'big.png',
            type: 'image/png',
          }),
        );
        expect(res.status, `${size} bytes`).toBe(413);
        expect(res.body.error).toEqual({ requestId: expect.any(String),
          code: 'payload_too_large',
          message: 'The logo can be at most 5 MB.',
          field: 'logo',
        });
        expect(await applicationsBy(fields.email)).toEqual([]);
      }
      expect(await uploadCount()).toBe(before);
      const fields = collegeFields();
      const ok = await postCollege(
        collegeFormData(fields, {
          bytes: padded(LOGO_MAX_BYTES),
          name: 'max.png',
          type: 'image/png',
        }),
      );
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    });
  });

  // --- University form (§3.9, §5) -----------------------------------------------------------------------------

  describe('university form', () => {
    const required: Array<[string, string]> = [
      ['universityName', universityMessages.universityName.message],
      ['accreditation', universityMessages.accreditation.message],
      ['location', universityMessages.location.message],
      ['establishedYear', universityMessages.establishedYear.message],
      ['expectedStudents', universityMessages.expectedStudents.message],
      ['contactPersonName', universityMessages.contactPersonName.message],
      ['contactPersonTitle', universityMessages.contactPersonTitle.message],
      ['email', universityMessages.email.message],
      ['phone', universityMessages.phone.message],
    ];

    it('keeps the §5 messages word for word', () => {
      expect(Object.fromEntries(Object.entries(universityMessages).map(([key, text]) => [key, text.message]))).toMatchObject({
        universityName: 'University name is required',
        accreditation: 'Accreditation is required',
        location: 'Location is required',
        establishedYear: 'Established year is required',
        expectedStudents: 'Expected students is required',
        contactPersonName: 'Contact person name is required',
        contactPersonTitle: 'Contact person title is required',
        email: 'Email is required',
        emailInvalid: 'Please enter a valid email',
        phone: 'Phone number is required',
        terms: 'You must accept the terms',
      });
    });

    it('answers each empty field with its §5 message, and stores nothing', async () => {
      const form = universityForm();
      for (const [field, message] of required) {
        expect400(await postUniversity({ ...form, [field]: '' }), message, field);
        if (typeof form[field] === 'string') expect400(await postUniversity({ ...form, [field]: '   ' }), message, field);
      }
      expect400(await postUniversity({ ...form, termsAccepted: false }), 'You must accept the terms', 'termsAccepted');
      for (const bad of ['registrar', 'registrar@deccan', 'registrar@@deccan.edu', 'the registrar@deccan.edu']) {
        expect400(await postUniversity({ ...form, email: bad }), 'Please enter a valid email', 'email');
      }
      expect(await applicationsBy(String(form.email))).toEqual([]);
    });

    it('answers each field left out of the body with its §5 message too', async () => {
      const form = universityForm();
      for (const [field, message] of [...required, ['termsAccepted', universityMessages.terms.message] as [string, string]]) {
        const { [field]: _drop, ...rest } = form;
        expect400(await postUniversity(rest), message, field);
      }
    });

    it('requires the three selects, with only their listed options', async () => {
      const form = universityForm();
      for (const [field, message] of [
        ['totalStudents', 'Total students is required'],
        ['partnershipType', 'Partnership type is required'],
        ['duration', 'Duration is required'],
      ]) {
        const { [field]: _drop, ...rest } = form;
        expect400(await postUniversity(rest), message, field);
        expect400(await postUniversity({ ...form, [field]: '' }), message, field);
        expect400(await postUniversity({ ...form, [field]: 'something-else' }), message, field);
      }
    });

    it('refuses a website that is not an http(s) address on a domain name with its message (a host with spaces too, which Chromium lets through)', async () => {
      const form = universityForm();
      for (const bad of ['https://not a web address', 'https://not%20a%20web%20address', 'javascript:alert(1)', 'ftp://files.example.edu', 'https://localhost']) {
        expect400(await postUniversity({ ...form, website: bad }), formMessages.websiteInvalid.message, 'website');
      }
      expect(await applicationsBy(String(form.email))).toEqual([]);
    });

    it('stores a complete application, e-mails the applicant a private status link, and the link shows "applied"', async () => {
      const form = universityForm();
      const res = await postUniversity(form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.statusUrl).toMatch(new RegExp(`^${t.rt.env.publicUrl}/partnership-status/[A-Za-z0-9_-]{40,}$`));
      const [row] = await applicationsBy(String(form.email));
      expect(row).toMatchObject({
        id: res.body.id,
        kind: 'university',
        name: form.universityName,
        status: 'applied',
        logo_upload_id: null,
      });
      expect(row.data).toMatchObject({
        accreditation: 'NAAC A++',
        establishedYear: 1978,
        totalStudents: '10000-25000',
        partnershipType: 'comprehensive',
        duration: '3-years',
        termsAccepted: true,
      });

      const mail = await mailTo(String(form.email), `We received the partnership application for ${form.universityName}`);
      expect(mail.links).toContain(res.body.statusUrl);
      const status = await statusOf(statusTokenOf(res.body.statusUrl));
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({
        kind: 'university',
        name: form.universityName,
        status: 'applied',
        status_label: 'Applied',
        note: '',
      });
      // The private link shows no contact details.
      expect(JSON.stringify(status.body)).not.toContain(String(form.email));
    });
  });

  // --- Workflow (§2.7) ----------------------------------------------------------------------------------------

  describe('application workflow', () => {
    it('applied → under review → more information → reply → approved, e-mailing each step; approval makes the applicant a partner admin', async () => {
      const applicantEmail = `Principal.${tag()}@Riverside-College.Example`;
      const address = applicantEmail.toLowerCase();
      const fields = collegeFields({ email: applicantEmail });
      const name = fields.institutionName;
      const applied = await postCollege(
        collegeFormData(fields, {
          bytes: pngBytes(),
          name: 'logo.png',
          type: 'image/png',
        }),
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const { id, statusUrl } = applied.body as {
        id: string;
        statusUrl: string;
      };
      const token = statusTokenOf(statusUrl);

      // 1. Applied: the status link says so, and the applicant has it by e-mail.
      expect((await statusOf(token)).body).toMatchObject({
        kind: 'college',
        name,
        status: 'applied',
        status_label: writeText(STATUS_LABELS.applied, 'en'),
      });
      expect((await mailTo(address, `We received the partnership application for ${name}`)).links).toContain(statusUrl);
      expect((await statusOf('A'.repeat(43))).status).toBe(404);
      expect((await statusOf('not a token')).status).toBe(400);

      // Only admins work the queue.
      expect((await decide(t.rt, '', id, 'under_review')).status).toBe(401);
      expect((await decide(t.rt, user.cookie, id, 'under_review')).status).toBe(403);
      expect(
        (
          await requestJson(t.rt, '/api/admin/applications', {
            cookie: user.cookie,
          })
        ).status,
      ).toBe(403);
      expect((await requestJson(t.rt, '/api/admin/applications')).status).toBe(401);
      const queue = await requestJson(t.rt, '/api/admin/applications?status=applied', { cookie: adminCookie });
      expect(queue.body.applications.find((a: { id: string }) => a.id === id)).toMatchObject({
        kind: 'college',
        name,
        email: address,
        status: 'applied',
      });

      // 2. Under review.
      const review = await decide(t.rt, adminCookie, id, 'under_review');
      expect(review.status, JSON.stringify(review.body)).toBe(200);
      expect(review.body).toEqual({
        status: 'under_review',
        institution: null,
      });
      expect((await statusOf(token)).body).toMatchObject({
        status: 'under_review',
        status_label: 'Under review',
      });
      expect((await mailTo(address, `Partnership application for ${name}: Under review`)).links).toContain(statusUrl);
      await letMailWindowPass(t.rt, address);

      // 3. More information needs a note saying what is needed.
      expect400(await decide(t.rt, adminCookie, id, 'more_info'), 'Give a reason or say what information is needed', 'note');
      expect400(await decide(t.rt, adminCookie, id, 'more_info', '   '), 'Give a reason or say what information is needed', 'note');
      const question = `Please send your AICTE approval letter (${tag()}).`;
      expect((await decide(t.rt, adminCookie, id, 'more_info', question)).status).toBe(200);
      expect((await statusOf(token)).body).toMatchObject({
        status: 'more_info',
        status_label: 'More information requested',
        note: question,
      });
      const askMail = await mailTo(address, `Partnership application for ${name}: More information requested`);
      expect(askMail.text).toContain(question);
      expect(askMail.links).toContain(statusUrl);

      // 4. The applicant replies on the status link; the application is back under review.
      expect(
        (
          await requestJson(t.rt, `/api/partnerships/status/${token}/reply`, {
            json: { message: '  ' },
          })
        ).status,
      ).toBe(400);
      await letMailWindowPass(t.rt, t.rt.env.SUPPORT_EMAIL);
      const answer = `Attached on our website: https://riverside.example.edu/aicte-${tag()}`;
      const reply = await requestJson(t.rt, `/api/partnerships/status/${token}/reply`, { json: { message: answer } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const afterReply = await statusOf(token);
      expect(afterReply.body.status).toBe('under_review');
      expect(afterReply.body.history.at(-1)).toMatchObject({
        status: 'under_review',
        actor: 'applicant',
        note: answer,
      });
      expect((await mailTo(t.rt.env.SUPPORT_EMAIL, `More information for ${name}`, (m) => m.text.includes(answer))).text).toContain(answer);
      // Only one reply per request for information.
      expect(
        (
          await requestJson(t.rt, `/api/partnerships/status/${token}/reply`, {
            json: { message: 'again' },
          })
        ).status,
      ).toBe(409);
      await letMailWindowPass(t.rt, address);

      // 5. Approved: the institution exists with a code, and the e-mail carries it.
      const approved = await decide(t.rt, adminCookie, id, 'approved');
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const institution = approved.body.institution as {
        id: string;
        name: string;
        code: string;
      };
      expect(institution).toMatchObject({ name });
      expect(institution.code).toMatch(CODE);
      // Initials of the name's words (Riverside College <hex tag>), then a random part.
      expect(institution.code).toMatch(/^CP-RC[A-F]?-[0-9A-F]{6}$/);
      const approvalMail = await mailTo(address, `Partnership application for ${name}: Approved`);
      expect(approvalMail.text).toContain(institution.code);
      expect(approvalMail.links).toContain(`${t.rt.env.publicUrl}/partner-admin`);
      expect(approvalMail.links).toContain(statusUrl);

      const final = await statusOf(token);
      expect(final.body).toMatchObject({
        status: 'approved',
        status_label: 'Approved',
      });
      expect(final.body.history.map((h: { status: string; actor: string }) => `${h.actor}:${h.status}`)).toEqual([
        'applicant:applied',
        'admin:under_review',
        'admin:more_info',
        'applicant:under_review',
        'admin:approved',
      ]);

      // Every step reached the applicant: received, under review, more information, approved.
      const subjects = t.smtp.messages.filter((m) => m.to.includes(address)).map((m) => m.subject);
      expect(subjects).toEqual([
        `We received the partnership application for ${name}`,
        `Partnership application for ${name}: Under review`,
        `Partnership application for ${name}: More information requested`,
        `Partnership application for ${name}: Approved`,
      ]);

      // 6. No decision after approval; still one institution for the application.
      for (const [status, note] of [['under_review'], ['more_info', 'more?'], ['rejected', 'changed our mind'], ['approved']] as Array<[string, string?]>) {
        const late = await decide(t.rt, adminCookie, id, status, note);
        expect(late.status, status).toBe(409);
        expect(late.body.error.code).toBe('conflict');
      }
      expect((await statusOf(token)).body.status).toBe('approved');
      const made = await t.rt.database.db.select().from(institutions).where(eq(institutions.application_id, id));
      expect(made).toHaveLength(1);
      expect(await institutionsList()).toContainEqual({
        id: institution.id,
        name,
      });

      // 7. The applicant signs up with the application's e-mail, verifies it, and opens the dashboard.
      await letMailWindowPass(t.rt, address);
      await signUpAndVerify(t.rt, applicantEmail, {
        smtp: t.smtp,
        name: 'Meera Kulkarni',
      });
      const partnerCookie = await signIn(t.rt, address);
      const me = await requestJson(t.rt, '/api/partner-admin/me', {
        cookie: partnerCookie,
      });
      expect(me.status, JSON.stringify(me.body)).toBe(200);
      expect(me.body.institution).toEqual(institution);
      // Anyone else: 403 signed in (a site admin included), 401 as a visitor.
      expect(
        (
          await requestJson(t.rt, '/api/partner-admin/me', {
            cookie: user.cookie,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(t.rt, '/api/partner-admin/me', {
            cookie: adminCookie,
          })
        ).status,
      ).toBe(403);
      expect((await requestJson(t.rt, '/api/partner-admin/me')).status).toBe(401);
    });

    it("e-mails every admin decision even within a minute of other mail to the applicant (the approval carries the code)", async () => {
      // The per-address cap (3 a minute) is for mail a stranger can trigger; an admin's decisions are exempt, so a
      // quick 'under review' then 'approved' cannot swallow the approval and its institution code.
      const app = await applyAsUniversity(t.rt);
      await mailTo(app.email, `We received the partnership application for ${app.name}`);
      expect((await decide(t.rt, adminCookie, app.id, 'under_review')).status).toBe(200);
      expect((await decide(t.rt, adminCookie, app.id, 'more_info', 'Please send your accreditation letter.')).status).toBe(200);
      const approved = await decide(t.rt, adminCookie, app.id, 'approved');
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const mail = await mailTo(app.email, `Partnership application for ${app.name}: Approved`);
      expect(mail.text).toContain(`Your institution code is ${approved.body.institution.code}.`);
    });

    it('an applicant who has an account with the same e-mail also hears of each decision under the bell (issue 24)', async () => {
      const applicant = await quickUser(t.rt, 'partner-notify');
      const app = await applyAsUniversity(t.rt, { email: applicant.email });
      expect((await decide(t.rt, adminCookie, app.id, 'under_review')).status).toBe(200);
      const res = await requestJson(t.rt, '/api/notifications', { cookie: applicant.cookie });
      expect(res.body.notifications).toEqual([
        expect.objectContaining({ type: 'partnership_decided', text: `Your partnership application for ${app.name} is under review`, link: `/partnership-status/${app.token}` }),
      ]);
      // Stored as the decision's code, so a Hindi reader gets the sentence in Hindi around the name as written.
      const hindi = await requestJson(t.rt, '/api/notifications', { cookie: applicant.cookie, headers: { 'accept-language': 'hi' } });
      expect(hindi.body.notifications[0].text).toContain(app.name);
      expect(hindi.body.notifications[0].text).toMatch(/[\u0900-\u097F]/);
    });

    it('rejects only with a reason, e-mails it, and allows no decision afterwards; no institution is made', async () => {
      const app = await applyAsUniversity(t.rt);
      expect400(await decide(t.rt, adminCookie, app.id, 'rejected'), 'Give a reason or say what information is needed', 'note');
      expect400(await decide(t.rt, adminCookie, app.id, 'rejected', ''), 'Give a reason or say what information is needed', 'note');
      expect((await statusOf(app.token)).body.status).toBe('applied');

      const reason = `We only partner with NAAC-accredited institutions (${tag()}).`;
      const res = await decide(t.rt, adminCookie, app.id, 'rejected', reason);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ status: 'rejected', institution: null });
      expect((await statusOf(app.token)).body).toMatchObject({
        status: 'rejected',
        status_label: 'Rejected',
        note: reason,
      });
      const mail = await mailTo(app.email, `Partnership application for ${app.name}: Rejected`);
      expect(mail.text).toContain(`Reason: ${reason}`);

      for (const status of ['approved', 'under_review']) expect((await decide(t.rt, adminCookie, app.id, status)).status).toBe(409);
      expect(await t.rt.database.db.select().from(institutions).where(eq(institutions.application_id, app.id))).toEqual([]);
      expect((await institutionsList()).map((i) => i.name)).not.toContain(app.name);
      expect((await requestJson(t.rt, `/api/partnerships/status/${app.token}/reply`, { json: { message: 'Please reconsider' } })).status).toBe(409);
    });

    it('answers 404 for an unknown application and 400 for a bad id or status', async () => {
      expect((await decide(t.rt, adminCookie, UNKNOWN_ID, 'under_review')).status).toBe(404);
      expect((await decide(t.rt, adminCookie, 'not-a-uuid', 'under_review')).status).toBe(400);
      const app = await applyAsUniversity(t.rt);
      expect((await decide(t.rt, adminCookie, app.id, 'applied')).status).toBe(400);
      expect((await decide(t.rt, adminCookie, app.id, 'archived')).status).toBe(400);
      expect(
        (
          await requestJson(t.rt, '/api/admin/applications?status=archived', {
            cookie: adminCookie,
          })
        ).status,
      ).toBe(400);
    });

    it('lists only approved institutions at GET /api/institutions', async () => {
      const pending = await applyAsUniversity(t.rt);
      const reviewing = await applyAsUniversity(t.rt);
      await decide(t.rt, adminCookie, reviewing.id, 'under_review');
      const asking = await applyAsUniversity(t.rt);
      await decide(t.rt, adminCookie, asking.id, 'more_info', 'Which city?');
      const approved = await approvedInstitution(t.rt, adminCookie);

      const list = await institutionsList();
      expect(list).toContainEqual({
        id: approved.institution.id,
        name: approved.institution.name,
      });
      const names = list.map((i) => i.name);
      for (const app of [pending, reviewing, asking]) expect(names).not.toContain(app.name);
      // Only public fields.
      for (const i of list) expect(Object.keys(i).sort()).toEqual(['id', 'name']);
    });
  });

  // --- Affiliation and the Partner Admin Dashboard (§4, §6) ---------------------------------------------------

  describe('students and the partner dashboard', () => {
    let a: ApprovedInstitution;
    let b: ApprovedInstitution;
    let adminA: QuickUser;
    let adminB: QuickUser;

    beforeAll(async () => {
      adminA = await quickUser(t.rt, 'partner-a');
      adminB = await quickUser(t.rt, 'partner-b');
      a = await approvedInstitution(t.rt, adminCookie, {
        email: adminA.email,
        name: `Alpha Institute of Technology ${tag()}`,
      });
      b = await approvedInstitution(t.rt, adminCookie, {
        email: adminB.email,
        name: `Beta School of Business ${tag()}`,
      });
    });

    const students = async (cookie: string) => {
      const res = await requestJson(t.rt, '/api/partner-admin/students', {
        cookie,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.students as Array<{
        name: string;
        email: string;
        affiliated_at: string;
      }>;
    };
    const csv = async (cookie: string) => {
      const res = await request(t.rt, '/api/partner-admin/students.csv', {
        cookie,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"$/);
      return parseCsv(await res.text());
    };
    const pdf = async (cookie: string) => {
      const res = await request(t.rt, '/api/partner-admin/students.pdf', {
        cookie,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      return pdfText(bytes);
    };
    const affiliate = (cookie: string | undefined, body: unknown) =>
      requestJson(t.rt, '/api/me/affiliation', {
        method: 'PUT',
        cookie,
        json: body,
      });

    it("lets a student join by code; they appear in their institution's list, CSV and PDF only", async () => {
      const student = await quickUser(t.rt, 'student');
      expect(
        (
          await requestJson(t.rt, '/api/me/affiliation', {
            cookie: student.cookie,
          })
        ).body,
      ).toEqual({ affiliation: null });
      const joined = await affiliate(student.cookie, {
        institutionCode: a.institution.code,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body.affiliation).toMatchObject({
        institution_id: a.institution.id,
        institution_name: a.institution.name,
      });
      expect(
        (
          await requestJson(t.rt, '/api/me/affiliation', {
            cookie: student.cookie,
          })
        ).body.affiliation,
      ).toEqual(joined.body.affiliation);

      const listA = await students(adminA.cookie);
      expect(listA).toContainEqual({
        name: student.name,
        email: student.email,
        affiliated_at: joined.body.affiliation.affiliated_at,
      });
      const rowsA = await csv(adminA.cookie);
      expect(rowsA[0]).toEqual(['name', 'email', 'affiliated_at']);
      expect(rowsA.slice(1)).toContainEqual([student.name, student.email, joined.body.affiliation.affiliated_at]);
      const textA = await pdf(adminA.cookie);
      expect(textA).toContain(a.institution.name);
      expect(textA).toContain(student.email);

      // The other institution's partner admin sees none of it.
      const listB = await students(adminB.cookie);
      expect(listB.map((s) => s.email)).not.toContain(student.email);
      expect((await csv(adminB.cookie)).flat()).not.toContain(student.email);
      const textB = await pdf(adminB.cookie);
      expect(textB).not.toContain(student.email);
      expect(textB).toContain(b.institution.name);
    });

    it("keeps each institution's students to itself, and moves a student who changes institution", async () => {
      const [s1, s2, s3] = [await quickUser(t.rt, 'stu-a'), await quickUser(t.rt, 'stu-b'), await quickUser(t.rt, 'stu-moves')];
      expect((await affiliate(s1.cookie, { institutionCode: a.institution.code })).status).toBe(200);
      expect((await affiliate(s2.cookie, { institutionCode: b.institution.code })).status).toBe(200);
      expect((await affiliate(s3.cookie, { institutionCode: a.institution.code })).status).toBe(200);

      let emailsA = (await students(adminA.cookie)).map((s) => s.email);
      let emailsB = (await students(adminB.cookie)).map((s) => s.email);
      expect(emailsA).toEqual(expect.arrayContaining([s1.email, s3.email]));
      expect(emailsA).not.toContain(s2.email);
      expect(emailsB).toContain(s2.email);
      expect(emailsB).not.toContain(s1.email);
      expect(emailsB).not.toContain(s3.email);

      expect((await affiliate(s3.cookie, { institutionCode: b.institution.code })).status).toBe(200);
      emailsA = (await students(adminA.cookie)).map((s) => s.email);
      emailsB = (await students(adminB.cookie)).map((s) => s.email);
      expect(emailsA).not.toContain(s3.email);
      expect(emailsB).toContain(s3.email);
      expect(new Set(emailsB).size).toBe(emailsB.length);
    });

    it('accepts a code typed in lower case or with spaces around it', async () => {
      const student = await quickUser(t.rt, 'stu-lower');
      const res = await affiliate(student.cookie, {
        institutionCode: ` ${a.institution.code.toLowerCase()} `,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.affiliation.institution_id).toBe(a.institution.id);
    });

    it('answers 404 for an unknown code, 400 for a malformed one, 401 for a visitor, and keeps the old choice', async () => {
      const student = await quickUser(t.rt, 'stu-unknown');
      await affiliate(student.cookie, { institutionCode: a.institution.code });
      const unknown = await affiliate(student.cookie, {
        institutionCode: 'CP-ZZZ-000000',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toEqual({ requestId: expect.any(String),
        code: 'not_found',
        message: 'No institution has this code.',
      });
      expect((await affiliate(student.cookie, { institutionCode: 'x!' })).status).toBe(400);
      expect((await affiliate(student.cookie, {})).status).toBe(400);
      expect(
        (
          await requestJson(t.rt, '/api/me/affiliation', {
            cookie: student.cookie,
          })
        ).body.affiliation.institution_id,
      ).toBe(a.institution.id);
      expect((await affiliate(undefined, { institutionCode: a.institution.code })).status).toBe(401);
      expect((await requestJson(t.rt, '/api/me/affiliation')).status).toBe(401);
    });

    it('saves a choice from the picker: a partner institution by name asks for its code; a named one or Other joins none', async () => {
      const byName = await quickUser(t.rt, 'stu-pick');
      const picked = await affiliate(byName.cookie, {
        institutionName: b.institution.name,
      });
      expect(picked).toMatchObject({ status: 400, body: { error: { message: writeText(partnerMessages.codeNeeded(b.institution.name), 'en') } } });
      expect((await requestJson(t.rt, '/api/me/affiliation', { cookie: byName.cookie })).body.affiliation).toBeNull();
      expect((await students(adminB.cookie)).map((s) => s.email)).not.toContain(byName.email);

      const named = await quickUser(t.rt, 'stu-named');
      const chose = await affiliate(named.cookie, {
        institutionName: NAMED_INSTITUTIONS[2],
      });
      expect(chose.status).toBe(200);
      expect(chose.body.affiliation).toMatchObject({
        institution_id: null,
        institution_name: 'Anna University',
      });
      const other = await quickUser(t.rt, 'stu-other');
      expect((await affiliate(other.cookie, { institutionName: 'Other' })).body.affiliation).toMatchObject({ institution_id: null, institution_name: 'Other' });
      for (const admin of [adminA, adminB]) {
        const emails = (await students(admin.cookie)).map((s) => s.email);
        expect(emails).not.toContain(named.email);
        expect(emails).not.toContain(other.email);
      }
    });

    it('limits institution code guesses per account (429 past the limit, even for the right code) and per client address', async () => {
      const guesser = await quickUser(t.rt, 'stu-guess');
      const ip = uniqueIp();
      for (let i = 0; i < AFFILIATION_CODE_LIMITS.perAccount.max; i++) {
        const res = await requestJson(t.rt, '/api/me/affiliation', { method: 'PUT', json: { institutionCode: `CP-NOPE-${i}` }, cookie: guesser.cookie, ip });
        expect(res.status).toBe(404);
      }
      const over = await requestJson(t.rt, '/api/me/affiliation', { method: 'PUT', json: { institutionCode: a.institution.code }, cookie: guesser.cookie, ip });
      expect(over).toMatchObject({ status: 429, body: { error: { code: 'rate_limited', message: writeText(partnerMessages.tooManyCodes, 'en') } } });
      // Choosing a listed institution by name is not a guess: still allowed.
      expect((await affiliate(guesser.cookie, { institutionName: 'Other' })).status).toBe(200);

      // Many accounts from one address: the address's own limit answers.
      const sharedIp = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i <= AFFILIATION_CODE_LIMITS.perClient.max; i++) {
        const someone = await quickUser(t.rt, `stu-ip-${i}`);
        statuses.push((await requestJson(t.rt, '/api/me/affiliation', { method: 'PUT', json: { institutionCode: `CP-IP-${i}` }, cookie: someone.cookie, ip: sharedIp })).status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('keeps the dashboard to partner admins: 403 for other users (and site admins), 401 for visitors', async () => {
      const paths = [
        '/api/partner-admin/me',
        '/api/partner-admin/students',
        '/api/partner-admin/students.csv',
        '/api/partner-admin/students.pdf',
        '/api/partner-admin/events',
      ];
      for (const path of paths) {
        expect((await request(t.rt, path)).status, path).toBe(401);
        expect((await request(t.rt, path, { cookie: user.cookie })).status, path).toBe(403);
        expect((await request(t.rt, path, { cookie: adminCookie })).status, path).toBe(403);
        expect((await request(t.rt, path, { cookie: adminA.cookie })).status, path).toBe(200);
      }
      const proposal = {
        title: 'Not a partner',
        proposedDate: '2031-01-01',
        speakerName: 'Nobody',
      };
      expect(
        (
          await requestJson(t.rt, '/api/partner-admin/events', {
            cookie: user.cookie,
            json: proposal,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(t.rt, '/api/partner-admin/me', {
            cookie: adminB.cookie,
          })
        ).body.institution,
      ).toEqual(b.institution);
    });

    // --- Exclusive Events ------------------------------------------------------------------------------------

    it("sends a partner admin's event proposal to the ChangeTalks admin; approval creates an upcoming talk", async () => {
      const { date } = dateAndTimeIn(new Date(Date.now() + 45 * DAY), t.rt.env.PLATFORM_TIME_ZONE);
      const body = {
        title: `Founders from Alpha ${tag()}`,
        description: 'Alumni founders on their first year.',
        proposedDate: date,
        speakerName: 'Rohan Das',
      };

      expect400(
        await requestJson(t.rt, '/api/partner-admin/events', {
          cookie: adminA.cookie,
          json: { ...body, title: '' },
        }),
        'Title is required',
        'title',
      );
      expect400(
        await requestJson(t.rt, '/api/partner-admin/events', {
          cookie: adminA.cookie,
          json: { ...body, proposedDate: 'next week' },
        }),
        'Pick a date',
        'proposedDate',
      );
      expect400(
        await requestJson(t.rt, '/api/partner-admin/events', {
          cookie: adminA.cookie,
          json: { ...body, speakerName: ' ' },
        }),
        'Speaker name is required',
        'speakerName',
      );

      const created = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminA.cookie,
        json: body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const proposal = created.body.proposal;
      expect(proposal).toMatchObject({
        institution_id: a.institution.id,
        title: body.title,
        proposed_date: date,
        speaker_name: 'Rohan Das',
        status: 'proposed',
        changetalk_id: null,
      });

      // Each partner admin sees their own proposals only.
      const mine = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminA.cookie,
      });
      expect(mine.body.proposals.map((p: { id: string }) => p.id)).toContain(proposal.id);
      const theirs = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminB.cookie,
      });
      expect(theirs.body.proposals.map((p: { id: string }) => p.id)).not.toContain(proposal.id);

      // The ChangeTalks admin sees it; nobody else may.
      expect((await requestJson(t.rt, '/api/admin/event-proposals')).status).toBe(401);
      expect(
        (
          await requestJson(t.rt, '/api/admin/event-proposals', {
            cookie: adminA.cookie,
          })
        ).status,
      ).toBe(403);
      const queue = await requestJson(t.rt, '/api/admin/event-proposals', {
        cookie: adminCookie,
      });
      expect(queue.status).toBe(200);
      expect(queue.body.proposals.find((p: { id: string }) => p.id === proposal.id)).toMatchObject({
        status: 'proposed',
        institution_name: a.institution.name,
      });
      const decisionPath = `/api/admin/event-proposals/${proposal.id}/decision`;
      expect(
        (
          await requestJson(t.rt, decisionPath, {
            cookie: adminA.cookie,
            json: { decision: 'approve' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(t.rt, decisionPath, {
            cookie: adminCookie,
            json: { decision: 'maybe' },
          })
        ).status,
      ).toBe(400);

      const approved = await requestJson(t.rt, decisionPath, {
        cookie: adminCookie,
        json: { decision: 'approve' },
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.status).toBe('approved');
      const talkId = approved.body.changetalk_id as string;
      expect(talkId).toMatch(/^[0-9a-f-]{36}$/);

      const talks = await requestJson(t.rt, '/api/talks');
      const talk = talks.body.talks.find((x: { id: string }) => x.id === talkId);
      expect(talk).toMatchObject({
        title: body.title,
        speaker_name: 'Rohan Das',
        event_type: 'upcoming',
        location: a.institution.name,
      });
      expect(talk.event_date).toBe(eventInstant(date, '18:00', t.rt.env.PLATFORM_TIME_ZONE).toISOString());
      expect(new Date(talk.event_date).getTime()).toBeGreaterThan(Date.now());

      // Decided once only; the partner admin sees the outcome.
      expect(
        (
          await requestJson(t.rt, decisionPath, {
            cookie: adminCookie,
            json: { decision: 'reject' },
          })
        ).status,
      ).toBe(409);
      const after = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminA.cookie,
      });
      expect(after.body.proposals.find((p: { id: string }) => p.id === proposal.id)).toMatchObject({ status: 'approved', changetalk_id: talkId });
      expect(
        (await requestJson(t.rt, `/api/admin/event-proposals/${UNKNOWN_ID}/decision`, { cookie: adminCookie, json: { decision: 'approve' } })).status,
      ).toBe(404);
    });

    it('creates no talk for a rejected proposal', async () => {
      const { date } = dateAndTimeIn(new Date(Date.now() + 50 * DAY), t.rt.env.PLATFORM_TIME_ZONE);
      const title = `Declined event ${tag()}`;
      const created = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminB.cookie,
        json: { title, proposedDate: date, speakerName: 'Someone' },
      });
      expect(created.status).toBe(201);
      const res = await requestJson(t.rt, `/api/admin/event-proposals/${created.body.proposal.id}/decision`, {
        cookie: adminCookie,
        json: { decision: 'reject' },
      });
      expect(res.body).toEqual({ status: 'rejected', changetalk_id: null });
      expect(await t.rt.database.db.select().from(changetalks).where(eq(changetalks.title, title))).toEqual([]);
    });

    it('refuses a date that does not exist with 400, not a server error', async () => {
      const res = await requestJson(t.rt, '/api/partner-admin/events', {
        cookie: adminA.cookie,
        json: { title: 'Leap', proposedDate: '2031-02-31', speakerName: 'X' },
      });
      expect400(res, 'Pick a date', 'proposedDate');
    });
  });

  // --- Abuse limits -------------------------------------------------------------------------------------------

  it('limits partnership applications like the other public forms: the 11th from one address in 10 minutes is 429', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = i % 2 ? await postUniversity(universityForm(), ip) : await postCollege(collegeFormData(collegeFields()), ip);
      expect(res.status, `application ${i + 1}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const form = universityForm();
    const res = await postUniversity(form, ip);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(await applicationsBy(String(form.email))).toEqual([]);
    expect((await postCollege(collegeFormData(collegeFields()), ip)).status).toBe(429);
  });
});
