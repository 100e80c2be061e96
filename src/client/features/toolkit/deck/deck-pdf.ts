/**
 * The deck as a PDF: one 16:9 landscape page per slide, the title slide with the company name and
 * tagline. pdf-lib, the PDF text module and its fonts load on demand: any script prints whole, a long
 * company name shrinks, then wraps, then ends with '…', and slide text that cannot fit ends with '…'.
 */
import type { FontFileLoader } from '~/shared/pdf/font-catalog';
import { createPdfText } from '~/shared/pdf/pdf-text';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';
import { browserFontFiles } from '~/client/lib/pdf-fonts';
import { type Say, documentWords } from '../document-words';

const W = 960;
const H = 540;
const SIDE = 48;

/**
 * Builds the PDF and resolves to its bytes. `say` writes the slides' names and the document's own words in the page's
 * language; `fonts` reads font files (the browser's by default; tests read the disk).
 */
export async function buildDeckPdf(deck: DeckData, say: Say, fonts: FontFileLoader = browserFontFiles): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const text = await createPdfText(doc, fonts);
  const company = deck.slides.title.trim() || say(documentWords.ourCompany);
  doc.setTitle(`${company} pitch deck`);
  doc.setCreator('ChangePath Pitch Deck Builder');
  const blue = rgb(0.11, 0.31, 0.85);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.2, 0.25, 0.33);
  const white = rgb(1, 1, 1);

  for (const [i, s] of DECK_SLIDES.entries()) {
    const page = doc.addPage([W, H]);
    if (s.key === 'title') {
      page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: blue });
      const name = await text.fit(company, { width: W - 120, sizes: [44, 20], maxLines: 4, weight: 700 });
      const tagline = deck.tagline.trim() ? await text.fit(deck.tagline.trim(), { width: W - 160, sizes: [22, 14], maxLines: 2 }) : null;
      const nameHeight = name.size + (name.lines.length - 1) * name.leading;
      const taglineHeight = tagline ? 20 + tagline.size + (tagline.lines.length - 1) * tagline.leading : 0;
      const top = H / 2 + (nameHeight + taglineHeight) / 2;
      await text.drawFitted(page, name, { x: 60, y: top - name.size, width: W - 120, align: 'center', color: white });
      if (tagline) await text.drawFitted(page, tagline, { x: 80, y: top - nameHeight - 20 - tagline.size, width: W - 160, align: 'center', color: white });
      continue;
    }
    page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: blue });
    await text.draw(page, say(s.label), { x: SIDE, y: H - 70, size: 30, weight: 700, color: ink });
    const body = deck.slides[s.key].trim();
    if (body) {
      const fit = await text.fit(body, { width: W - 2 * SIDE, height: H - 120 - 56, sizes: [20, 10], paragraphs: true });
      await text.drawFitted(page, fit, { x: SIDE, y: H - 120, width: W - 2 * SIDE, color: ink });
    } else {
      await text.draw(page, say(documentWords.noContent), { x: SIDE, y: H - 120, size: 18, color: muted });
    }
    // Footer: the slide number always shows; the company name takes the room left of it, ending with '…' if long.
    const number = ` · ${i + 1} / ${DECK_SLIDES.length}`;
    const numberWidth = await text.width(number, 10);
    const room = W / 2 - numberWidth;
    const footer = await text.fit(company, { width: room, sizes: [10, 10] });
    await text.drawFitted(page, footer, { x: W - SIDE - numberWidth - room, y: 24, width: room, align: 'right', color: muted });
    await text.draw(page, number, { x: W - SIDE - numberWidth, y: 24, size: 10, color: muted });
  }
  return text.save();
}
