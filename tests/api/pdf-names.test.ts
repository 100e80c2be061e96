/**
 * Names in every PDF we make (issue 21, issue 19 "Names in PDFs"): the certificate, the pitch-deck PDF, the canvas
 * PDF and the partner students report, each with a Hindi, Tamil, Bengali, accented Latin, Chinese and a
 * 200-character name. pdf.js (unpdf) must extract exactly the name; poppler's render must show ink where the name
 * is and none past the page's margins; no glyph may be the font's missing-glyph box. The partner report is also
 * asked for over HTTP with such names, and built for arbitrary strings: it never fails.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCanvasPdf } from '~/client/features/toolkit/canvas/canvas-pdf';
import { buildDeckPdf } from '~/client/features/toolkit/deck/deck-pdf';
import { emptyDeck } from '~/client/features/toolkit/deck/deck-model';
import { users } from '~/server/db/schema';
import { certificatePdf } from '~/server/features/learning/certificate.pdf';
import { studentsPdf } from '~/server/features/partners/partners.pdf';
import { loadServerCatalogues, writeText } from '~/server/i18n';
import { serverFontFiles } from '~/server/pdf-fonts';
import { CANVAS_FIELDS, type CanvasData } from '~/shared/toolkit';
import { PDF_NAMES, missingGlyphs, pageTexts, renderPage } from '../support/pdf-check';
import { approvedInstitution } from '../support/partners';
import { quickUser } from '../support/talks';
import { describeEachDatabase, makeAdmin, request, requestJson, signIn, uniqueEmail, useTestRuntime } from '../support/test-app';
import type { MessageDescriptor } from '@lingui/core';

/** The documents' words as an English page writes them. */
const english = (text: MessageDescriptor) => writeText(text, 'en');

const names = Object.entries(PDF_NAMES);

describe('certificate PDF', () => {
  it.each(names)('prints a %s name whole, inside the border', async (_label, name) => {
    const bytes = await certificatePdf({
      id: 'cert-1',
      holderName: name,
      courseTitle: 'उद्यमिता की मूल बातें: Entrepreneurship Basics',
      issuedAt: new Date('2026-11-24T19:00:00Z'),
      verificationUrl: 'http://localhost:3000/certificates/verify/cert-1',
      timeZone: 'Asia/Kolkata',
    });
    const [text] = await pageTexts(bytes);
    expect(text).toContain(` ${name} has completed the course`);
    expect(text).toContain('उद्यमिता की मूल बातें: Entrepreneurship Basics');
    // The platform's zone decides the day, and is named (the verify page prints the same words).
    expect(text).toContain('Issued on 25 November 2026 (IST)');
    expect(await missingGlyphs(bytes)).toBe(0);
    const page = renderPage(bytes);
    expect(page.inkIn({ x: 70, y: 320, width: 702, height: 70 })).toBeGreaterThan(50);
    // Nothing beyond the border (drawn at 24 pt from each side).
    for (const strip of [
      { x: 0, y: 0, width: 20, height: 595 },
      { x: 822, y: 0, width: 20, height: 595 },
      { x: 0, y: 0, width: 842, height: 20 },
      { x: 0, y: 575, width: 842, height: 20 },
    ])
      expect(page.inkIn(strip)).toBe(0);
  });

  it("ends a name too long for three lines with '…' instead of leaving the page", async () => {
    const bytes = await certificatePdf({ id: 'c', holderName: PDF_NAMES.long.repeat(3), courseTitle: 'A course', issuedAt: new Date(), verificationUrl: 'http://x/v/c', timeZone: 'Asia/Kolkata' });
    const [text] = await pageTexts(bytes);
    expect(text).toMatch(/Aarav .+… has completed the course/);
    expect(renderPage(bytes).inkIn({ x: 0, y: 0, width: 20, height: 595 })).toBe(0);
  });

  it('is written in the holder’s language: Hindi words and date around the name and course as they are', async () => {
    // The messages come from the web build's compiled catalogues, as the running server loads them.
    expect(await loadServerCatalogues('./build/client')).toContain('hi');
    const bytes = await certificatePdf({
      id: 'cert-hi',
      holderName: 'Asha Rao',
      courseTitle: 'Excel for Beginners',
      issuedAt: new Date('2026-11-24T19:00:00Z'),
      verificationUrl: 'http://localhost:3000/certificates/verify/cert-hi',
      timeZone: 'Asia/Kolkata',
      scorePercent: 80,
      locale: 'hi',
    });
    const [text] = await pageTexts(bytes);
    expect(text).toContain('कोर्स पूरा करने का प्रमाणपत्र');
    expect(text).toContain('Asha Rao ने यह कोर्स पूरा किया है');
    expect(text).toContain('Excel for Beginners');
    expect(text).toContain('जारी करने की तारीख़: 25 नवंबर 2026 (IST) · 80% अंकों के साथ पास');
    expect(text).not.toContain('Certificate of Completion');
    expect(await missingGlyphs(bytes)).toBe(0);
  });
});

describe('pitch-deck PDF', () => {
  it.each(names)('prints a %s company name whole on the title slide', async (_label, name) => {
    const deck = emptyDeck();
    deck.slides.title = name;
    deck.slides.problem = `${name} solves a problem.`;
    deck.tagline = 'தமிழ் tagline 中文';
    const bytes = await buildDeckPdf(deck, english, serverFontFiles);
    const texts = await pageTexts(bytes);
    expect(texts[0]).toBe(`${name} தமிழ் tagline 中文`);
    expect(texts[1]).toContain(`${name} solves a problem.`);
    // The footer keeps the slide number and gives the company name the room left.
    expect(texts[1]).toMatch(name === PDF_NAMES.long ? /Aarav .*… · 2 \/ 10$/ : new RegExp(`${name} · 2 / 10$`));
    expect(await missingGlyphs(bytes)).toBe(0);
    const title = renderPage(bytes, 1);
    const blue = title.at(5, 5);
    expect(title.inkIn({ x: 60, y: 150, width: 840, height: 240 }, blue)).toBeGreaterThan(50);
    expect(title.inkIn({ x: 0, y: 0, width: 55, height: 540 }, blue)).toBe(0);
    expect(title.inkIn({ x: 905, y: 0, width: 55, height: 540 }, blue)).toBe(0);
    const slide = renderPage(bytes, 2);
    expect(slide.inkIn({ x: 0, y: 0, width: 40, height: 520 })).toBe(0);
    expect(slide.inkIn({ x: 920, y: 0, width: 40, height: 520 })).toBe(0);
  });
});

describe('canvas PDF', () => {
  const data = () => Object.fromEntries(CANVAS_FIELDS.map((f) => [f, ''])) as unknown as CanvasData & Record<string, string>;
  it.each(names)('prints a %s canvas name and box text whole', async (_label, name) => {
    const canvas = data();
    canvas.valueProposition = name;
    const bytes = await buildCanvasPdf(canvas, name, english, serverFontFiles);
    const [text] = await pageTexts(bytes);
    expect(text.startsWith(`${name} Business Model Canvas - `), text).toBe(true);
    expect(text).toContain(`Value Proposition ${name}`);
    expect(await missingGlyphs(bytes)).toBe(0);
    const page = renderPage(bytes);
    expect(page.inkIn({ x: 28, y: 540, width: 550, height: 30 })).toBeGreaterThan(50);
    for (const strip of [
      { x: 0, y: 0, width: 25, height: 595 },
      { x: 817, y: 0, width: 25, height: 595 },
      { x: 0, y: 570, width: 842, height: 25 },
    ])
      expect(page.inkIn(strip)).toBe(0);
  });

  it("ends a box that cannot fit even at 6 pt with '…'", async () => {
    const canvas = data();
    canvas.keyPartners = 'अनन्या शर्मा '.repeat(400);
    const [text] = await pageTexts(await buildCanvasPdf(canvas, 'Long', english, serverFontFiles));
    expect(text).toMatch(/Key Partners (अनन्या शर्मा ?)+… Key Activities/);
  });
});

describe('partner students PDF, any name', () => {
  it('is made for arbitrary institution and student names', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 250 }), fc.string({ unit: 'binary', maxLength: 80 }), async (institution, student) => {
        const bytes = await studentsPdf(institution, [{ name: student, email: 'a@example.com', affiliated_at: '2026-11-25T00:00:00.000Z' }]);
        expect(bytes.length).toBeGreaterThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describeEachDatabase('partner students PDF over HTTP', (kind) => {
  const t = useTestRuntime(kind);
  let adminCookie = '';
  beforeAll(async () => {
    const email = uniqueEmail('pdf-admin');
    await makeAdmin(t.rt, email);
    adminCookie = await signIn(t.rt, email);
  });

  it.each(names)('answers 200 with the %s institution and student names whole', async (label, name) => {
    const partner = await quickUser(t.rt, `partner-${label}`);
    const inst = await approvedInstitution(t.rt, adminCookie, { email: partner.email, name: name.slice(0, 200) });
    const student = await quickUser(t.rt, `student-${label}`);
    await t.rt.database.db.update(users).set({ name }).where(eq(users.id, student.id));
    const joined = await requestJson(t.rt, '/api/me/affiliation', { method: 'PUT', cookie: student.cookie, json: { institutionCode: inst.institution.code } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const res = await request(t.rt, '/api/partner-admin/students.pdf', { cookie: partner.cookie });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const [text] = await pageTexts(bytes);
    expect(text.startsWith(`${name}: student users Name E-mail Since ${name} `), text).toBe(true);
    expect(await missingGlyphs(bytes)).toBe(0);
    const page = renderPage(bytes);
    for (const strip of [
      { x: 0, y: 0, width: 45, height: 842 },
      { x: 550, y: 0, width: 45, height: 842 },
    ])
      expect(page.inkIn(strip)).toBe(0);
  });
});
