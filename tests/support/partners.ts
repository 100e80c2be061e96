/**
 * Test support for the public forms and partnership suites (issue 8): complete college and university form
 * bodies, real logo files built in memory (PNG from talks.ts, JPEG, PDF by pdf-lib, and a Windows executable
 * header), multipart bodies, admin decisions, a whole "apply and get approved" step, a small RFC 4180 CSV
 * reader, and `letMailWindowPass`, which ages an address's sent mail past the mailer's 3-a-minute limit.
 */
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { mailOutbox } from '~/server/db/schema';
import { type TestRuntime, requestJson, uniqueEmail, uniqueIp } from './test-app';

export { pngBytes } from './talks';

/** A short random tag for unique names. */
export const tag = () => randomBytes(3).toString('hex');

/** A one-page PDF made by pdf-lib. */
export async function pdfBytes(text = 'ChangePath partner logo'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 100]);
  page.drawText(text, {
    x: 10,
    y: 50,
    size: 10,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** The start of a baseline JPEG (SOI + JFIF APP0), which is how file-type recognises one. */
export function jpegBytes(): Buffer {
  const app0 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([app0, Buffer.alloc(200), Buffer.from([0xff, 0xd9])]);
}

/** A Windows executable's headers (DOS "MZ" stub pointing at a "PE\0\0" header): what a renamed .exe starts with. */
export function exeBytes(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'ascii');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'binary');
  b.write('This program cannot be run in DOS mode.', 0x4e, 'ascii');
  return b;
}

/** College form fields (spec §3.9) as the browser sends them, with a unique institution name and e-mail. */
export function collegeFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const t = tag();
  const fields: Record<string, string | undefined> = {
    institutionName: `Riverside College ${t}`,
    location: 'Pune, Maharashtra',
    coursesOffered: 'B.Com, BBA, B.Tech',
    numberOfStudents: '1200',
    contactPerson: 'Meera Kulkarni',
    email: uniqueEmail(`college-${t}`),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A multipart body for `POST /api/partnerships/college`, with an optional `logo` file. */
export function collegeFormData(fields: Record<string, string>, logo?: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (logo) form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
  return form;
}

/** A complete university form body (spec §3.9, universitySchema) with a unique name and e-mail. */
export function universityForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const t = tag();
  return {
    universityName: `Deccan University ${t}`,
    accreditation: 'NAAC A++',
    location: 'Hyderabad, Telangana',
    establishedYear: 1978,
    totalStudents: '10000-25000',
    expectedStudents: 400,
    entrepreneurshipPrograms: 'Incubation cell, E-Cell',
    contactPersonName: 'Dr. Kavya Reddy',
    contactPersonTitle: 'Dean of Innovation',
    email: uniqueEmail(`uni-${t}`),
    phone: '+91 40 2345 6789',
    website: 'https://deccan.example.edu',
    partnershipType: 'comprehensive',
    duration: '3-years',
    additionalRequirements: '',
    termsAccepted: true,
    ...overrides,
  };
}

/** The token at the end of a status link (`…/partnership-status/<token>`). */
export function statusTokenOf(statusUrl: string): string {
  const token = new URL(statusUrl).pathname.split('/').pop();
  if (!token) throw new Error(`No token in ${statusUrl}`);
  return token;
}

/** Files a university application (JSON) from a fresh client address; expects 201. */
export async function applyAsUniversity(rt: TestRuntime, overrides: Record<string, unknown> = {}) {
  const form = universityForm(overrides);
  const res = await requestJson(rt, '/api/partnerships/university', {
    json: form,
    ip: uniqueIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, statusUrl } = res.body as { id: string; statusUrl: string };
  return {
    id,
    statusUrl,
    token: statusTokenOf(statusUrl),
    email: String(form.email),
    name: String(form.universityName),
  };
}

/** `POST /api/admin/applications/:id/decision` as `cookie`. */
export function decide(rt: TestRuntime, cookie: string, id: string, status: string, note?: string) {
  return requestJson(rt, `/api/admin/applications/${id}/decision`, {
    cookie,
    json: note === undefined ? { status } : { status, note },
  });
}

export interface ApprovedInstitution {
  applicationId: string;
  email: string;
  institution: { id: string; name: string; code: string };
}

/** Applies as a university with `email` (default: a fresh one) and has the admin approve it. */
export async function approvedInstitution(rt: TestRuntime, adminCookie: string, opts: { email?: string; name?: string } = {}): Promise<ApprovedInstitution> {
  const app = await applyAsUniversity(rt, {
    ...(opts.email ? { email: opts.email } : {}),
    ...(opts.name ? { universityName: opts.name } : {}),
  });
  const res = await decide(rt, adminCookie, app.id, 'approved', 'Welcome aboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    applicationId: app.id,
    email: app.email,
    institution: res.body.institution,
  };
}

/**
 * Moves `address`'s recorded mail two minutes into the past, as if a person had waited between steps: the mailer
 * lets at most 3 messages a minute reach one address (src/server/mail/mailer.ts), counted by `send_after` in
 * `mail_outbox`; more wait for the window.
 */
export async function letMailWindowPass(rt: TestRuntime, address: string): Promise<void> {
  await rt.database.db
    .update(mailOutbox)
    .set({ createdAt: sql`${mailOutbox.createdAt} - interval '2 minutes'`, sendAfter: sql`${mailOutbox.sendAfter} - interval '2 minutes'` })
    .where(eq(mailOutbox.to, address.toLowerCase()));
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
