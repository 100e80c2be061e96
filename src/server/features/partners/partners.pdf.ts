/**
 * The partner admin's students report: `GET /api/partner-admin/students.pdf`, A4 portrait,
 * the institution's name and one row per affiliated student (name, e-mail, since when). Text goes through the
 * PDF text module, so any institution or student name prints whole: never the 'WinAnsi cannot encode'
 * 500 of the standard fonts. Names wrap within their column; what cannot fit ends with '…'.
 */
import { createPdfText } from '~/shared/pdf/pdf-text';
import { serverFontFiles } from '../../pdf-fonts';

const W = 595;
const H = 842;
const MARGIN = 50;
const COLUMNS = [
  { key: 'name', title: 'Name', x: MARGIN, width: 195 },
  { key: 'email', title: 'E-mail', x: MARGIN + 205, width: 210 },
  { key: 'since', title: 'Since', x: MARGIN + 425, width: 70 },
] as const;

/** Builds the report; `students` as `institutionStudents` returns them (affiliated_at ISO-8601). */
export async function studentsPdf(institution: string, students: { name: string; email: string; affiliated_at: string }[]): Promise<Uint8Array> {
  // Loaded on first use, not at server start (keeps server start fast).
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${institution}: student users`);
  pdf.setAuthor('ChangePath');
  const text = await createPdfText(pdf, serverFontFiles);
  const muted = rgb(0.2, 0.25, 0.33);
  let page = pdf.addPage([W, H]);
  let y = H - MARGIN;

  const heading = await text.fit(`${institution}: student users`, { width: W - 2 * MARGIN, sizes: [16, 10], maxLines: 3, weight: 700 });
  await text.drawFitted(page, heading, { x: MARGIN, y: y - heading.size, width: W - 2 * MARGIN });
  y -= heading.size + (heading.lines.length - 1) * heading.leading + 24;

  const header = async () => {
    for (const c of COLUMNS) await text.draw(page, c.title, { x: c.x, y, size: 10, weight: 700, color: muted });
    page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: W - MARGIN, y: y - 5 }, thickness: 0.5, color: muted });
    y -= 20;
  };
  await header();
  if (!students.length) await text.draw(page, 'No students have affiliated yet.', { x: MARGIN, y, size: 10 });

  for (const s of students) {
    const cells = {
      // Sign-up allows 200 characters: five lines hold that at the smallest size.
      name: await text.fit(s.name, { width: COLUMNS[0].width, sizes: [10, 7], maxLines: 5 }),
      email: await text.fit(s.email, { width: COLUMNS[1].width, sizes: [10, 7], maxLines: 2 }),
      since: await text.fit(s.affiliated_at.slice(0, 10), { width: COLUMNS[2].width, sizes: [10, 7] }),
    };
    const height = Math.max(...Object.values(cells).map((f) => f.lines.length * f.leading)) + 4;
    if (y - height < MARGIN) {
      page = pdf.addPage([W, H]);
      y = H - MARGIN;
      await header();
    }
    for (const c of COLUMNS) await text.drawFitted(page, cells[c.key], { x: c.x, y, width: c.width });
    y -= height;
  }
  return text.save();
}
