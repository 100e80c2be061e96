/**
 * The business model canvas as a one-page landscape A4 PDF laid out as the familiar canvas grid (issue 6).
 * pdf-lib is imported on demand, so it is fetched only when someone exports.
 */
import type { CanvasData } from '~/shared/toolkit';
import { drawable, fitText } from '../lib/pdf-text';
import { canvasBoxes } from './canvas-content';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const HEADER = 34;

/** Builds the PDF; `title` is printed in the header (e.g. the saved canvas's name). Returns the file's bytes. */
export async function buildCanvasPdf(data: CanvasData, title = 'Business Model Canvas'): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject('Business Model Canvas');
  doc.setCreator('ChangePath');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.2, 0.25, 0.33);
  const blue = rgb(0.11, 0.31, 0.85);

  page.drawText(drawable(title, bold), { x: MARGIN, y: PAGE.height - MARGIN - 14, size: 16, font: bold, color: ink });
  const stamp = `Business Model Canvas - ${new Date().toISOString().slice(0, 10)} - ChangePath`;
  page.drawText(stamp, {
    x: PAGE.width - MARGIN - font.widthOfTextAtSize(stamp, 8),
    y: PAGE.height - MARGIN - 12,
    size: 8,
    font,
    color: muted,
  });

  const gridTop = PAGE.height - MARGIN - HEADER;
  const gridWidth = PAGE.width - 2 * MARGIN;
  const gridHeight = gridTop - MARGIN;
  const colWidth = gridWidth / 10;
  // Rows 1–2 hold the seven upper boxes, row 3 cost structure and revenue streams.
  const rowHeights = [gridHeight * 0.36, gridHeight * 0.36, gridHeight * 0.28];
  const rowTop = (row: number) => gridTop - rowHeights.slice(0, row - 1).reduce((a, b) => a + b, 0);

  for (const box of canvasBoxes) {
    const x = MARGIN + (box.col - 1) * colWidth;
    const width = box.colSpan * colWidth;
    const top = rowTop(box.row);
    const height = rowHeights.slice(box.row - 1, box.row - 1 + box.rowSpan).reduce((a, b) => a + b, 0);
    page.drawRectangle({ x, y: top - height, width, height, borderColor: muted, borderWidth: 0.8 });
    page.drawRectangle({ x, y: top - 3, width, height: 3, color: blue });
    page.drawText(box.label, { x: x + 6, y: top - 17, size: 9, font: bold, color: blue });
    const text = data[box.field].trim();
    if (!text) continue;
    const fit = fitText(text, font, { width: width - 12, height: height - 30 });
    fit.lines.forEach((line, i) => {
      page.drawText(line, { x: x + 6, y: top - 30 - i * fit.lineHeight, size: fit.size, font, color: ink });
    });
  }
  return doc.save();
}
