/**
 * The business model canvas as a one-page landscape A4 PDF laid out as the familiar canvas grid.
 * pdf-lib, the PDF text module and its fonts load on demand, only when someone exports: any script
 * prints whole, and a box whose text cannot fit even at 6 pt ends with '…' instead of dropping lines unseen.
 */
import type { FontFileLoader } from '~/shared/pdf/font-catalog';
import { createPdfText } from '~/shared/pdf/pdf-text';
import type { CanvasData } from '~/shared/toolkit';
import { browserFontFiles } from '~/client/lib/pdf-fonts';
import { canvasBoxes } from './canvas-content';
import { type Say, documentWords } from '../document-words';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const HEADER = 34;

/**
 * Builds the PDF; `title` is printed in the header (e.g. the saved canvas's name). Returns the file's bytes.
 * `say` writes the boxes' names in the page's language; `fonts` reads font files (the browser's by default; tests read
 * the disk).
 */
export async function buildCanvasPdf(data: CanvasData, title: string, say: Say, fonts: FontFileLoader = browserFontFiles): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(say(documentWords.canvasTitle));
  doc.setCreator('ChangePath');
  const text = await createPdfText(doc, fonts);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.2, 0.25, 0.33);
  const blue = rgb(0.11, 0.31, 0.85);

  const stamp = `Business Model Canvas - ${new Date().toISOString().slice(0, 10)} - ChangePath`;
  const stampWidth = await text.width(stamp, 8);
  const titleWidth = PAGE.width - 2 * MARGIN - stampWidth - 16;
  // One line if it fits at 16–9 pt, else two in the header's height (a saved name has at most 120 characters).
  const heading = await text.fit(title, { width: titleWidth, sizes: [16, 9], height: HEADER - 4, weight: 700 });
  await text.drawFitted(page, heading, { x: MARGIN, y: PAGE.height - MARGIN - 14, width: titleWidth, color: ink });
  await text.draw(page, stamp, { x: PAGE.width - MARGIN - stampWidth, y: PAGE.height - MARGIN - 12, size: 8, color: muted });

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
    await text.draw(page, say(box.label), { x: x + 6, y: top - 17, size: 9, weight: 700, color: blue });
    const body = data[box.field].trim();
    if (!body) continue;
    const fit = await text.fit(body, { width: width - 12, height: height - 30, sizes: [10, 6], paragraphs: true });
    await text.drawFitted(page, fit, { x: x + 6, y: top - 30, width: width - 12, color: ink });
  }
  return text.save();
}
