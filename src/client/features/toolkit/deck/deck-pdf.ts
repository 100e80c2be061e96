/**
 * The deck as a PDF (issue 6): one 16:9 landscape page per slide, the title slide with the company name and
 * tagline. pdf-lib is imported on demand.
 */
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';
import { drawable, fitText, wrapText } from '../lib/pdf-text';

const W = 960;
const H = 540;

/** Builds the PDF and resolves to its bytes. */
export async function buildDeckPdf(deck: DeckData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const company = deck.slides.title.trim() || 'Our Company';
  doc.setTitle(`${drawable(company, font)} pitch deck`);
  doc.setCreator('ChangePath Pitch Deck Builder');
  const blue = rgb(0.11, 0.31, 0.85);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.2, 0.25, 0.33);
  const white = rgb(1, 1, 1);

  DECK_SLIDES.forEach((s, i) => {
    const page = doc.addPage([W, H]);
    if (s.key === 'title') {
      page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: blue });
      const nameLines = wrapText(company, bold, 44, W - 120).slice(0, 2);
      nameLines.forEach((line, n) => {
        page.drawText(line, { x: (W - bold.widthOfTextAtSize(line, 44)) / 2, y: H / 2 + 30 - n * 52, size: 44, font: bold, color: white });
      });
      const tagline = deck.tagline.trim();
      if (tagline) {
        wrapText(tagline, font, 22, W - 160)
          .slice(0, 2)
          .forEach((line, n) => {
            page.drawText(line, { x: (W - font.widthOfTextAtSize(line, 22)) / 2, y: H / 2 - 30 - nameLines.length * 20 - n * 28, size: 22, font, color: white });
          });
      }
      return;
    }
    page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: blue });
    page.drawText(s.label, { x: 48, y: H - 70, size: 30, font: bold, color: ink });
    const text = deck.slides[s.key].trim();
    if (text) {
      const fit = fitText(text, font, { width: W - 96, height: H - 160 }, [20, 18, 16, 14, 12, 10]);
      fit.lines.forEach((line, n) => page.drawText(line, { x: 48, y: H - 120 - n * fit.lineHeight, size: fit.size, font, color: ink }));
    } else {
      page.drawText('(This slide has no content yet.)', { x: 48, y: H - 120, size: 18, font, color: muted });
    }
    const footer = `${drawable(company, font)} - ${i + 1} / ${DECK_SLIDES.length}`;
    page.drawText(footer, { x: W - 48 - font.widthOfTextAtSize(footer, 10), y: 24, size: 10, font, color: muted });
  });
  return doc.save();
}
