/**
 * The deck as an editable PowerPoint file: a 16:9 title slide with the company name and tagline, then
 * one slide per section with its heading and text. pptxgenjs is imported on demand.
 *
 * Text is sized when the file is written, not left to 'shrink text on overflow', which PowerPoint
 * applies only once the text is edited and other apps ignore: each box's text is measured with the PDF text
 * module's fonts and shaping (Noto, a little wider than the Arial the file asks for, measured against 92 % of the
 * box), the largest size that fits is written, and a section too long for one slide at 14 pt continues on
 * further slides ('Problem (continued)'). The company name and tagline end with '…' if they cannot fit at all.
 */
import type { FontFileLoader } from '~/shared/pdf/font-catalog';
import { createTextFitter } from '~/shared/pdf/pdf-text';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';
import { browserFontFiles } from '~/client/lib/pdf-fonts';
import { type Say, documentWords } from '../document-words';

const BLUE = '1D4ED8';
const INK = '0F172A';
const MUTED = '334155';
const FONT = 'Arial';
/** Inner margin of every text box, points. */
const MARGIN = 4;
/** Measured widths are kept within this share of a box: room for the viewer's font being wider than Noto. */
const SAFETY = 0.92;
/** Line height PowerPoint uses at single spacing, with room to spare. */
const LINE = 1.25;

const BODY = { x: 0.7, y: 1.55, w: 11.9, h: 5.2 };

/** Usable width and height of a box given in inches, in points. */
const room = (w: number, h: number) => ({ width: (w * 72 - 2 * MARGIN) * SAFETY, height: h * 72 - 2 * MARGIN });

/**
 * Builds the .pptx and resolves to its bytes as a Blob. `say` writes the slides' names and the document's own words in
 * the page's language; `fonts` reads font files (the browser's by default).
 */
export async function buildDeckPptx(deck: DeckData, say: Say, fonts: FontFileLoader = browserFontFiles): Promise<Blob> {
  const [{ default: PptxGenJS }, text] = await Promise.all([import('pptxgenjs'), createTextFitter(fonts)]);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 × 7.5 in
  const company = deck.slides.title.trim() || say(documentWords.ourCompany);
  pptx.title = `${company} pitch deck`;
  pptx.company = company;
  pptx.author = 'ChangePath Pitch Deck Builder';
  const base = { fontFace: FONT, margin: MARGIN, fit: 'none' as const };

  for (const [i, s] of DECK_SLIDES.entries()) {
    if (s.key === 'title') {
      const slide = pptx.addSlide();
      slide.background = { color: BLUE };
      const name = await text.fit(company, { ...room(11.7, 1.6), sizes: [48, 20], lineHeight: LINE, weight: 700 });
      slide.addText(name.lines.join('\n'), { ...base, x: 0.8, y: 2.3, w: 11.7, h: 1.6, fontSize: name.size, bold: true, color: 'FFFFFF', align: 'center', valign: 'middle' });
      if (deck.tagline.trim()) {
        const tagline = await text.fit(deck.tagline.trim(), { ...room(10.7, 1.0), sizes: [24, 14], lineHeight: LINE });
        slide.addText(tagline.lines.join('\n'), { ...base, x: 1.3, y: 4.0, w: 10.7, h: 1.0, fontSize: tagline.size, color: 'FFFFFF', align: 'center', valign: 'top' });
      }
      continue;
    }
    const body = deck.slides[s.key].trim();
    const pages = body ? await paginate(text, body) : [{ size: 20, text: '' }];
    for (const [n, page] of pages.entries()) {
      const slide = pptx.addSlide();
      slide.background = { color: 'FFFFFF' };
      slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 13.33, h: 0.12, fill: { color: BLUE }, line: { color: BLUE } });
      slide.addText(n === 0 ? say(s.label) : say(documentWords.continued(say(s.label))), { ...base, x: 0.7, y: 0.45, w: 11.9, h: 0.9, fontSize: 34, bold: true, color: INK });
      slide.addText(page.text || say(documentWords.noContent), {
        ...base,
        ...BODY,
        fontSize: page.size,
        color: page.text ? INK : MUTED,
        italic: !page.text,
        valign: 'top',
      });
      const number = ` · ${i + 1} / ${DECK_SLIDES.length}`;
      const footerRoom = room(11.9, 0.4).width - (await text.width(number, 11));
      const footer = await text.fit(company, { width: footerRoom, sizes: [11, 11] });
      slide.addText(`${footer.lines[0]}${number}`, { ...base, x: 0.7, y: 6.9, w: 11.9, h: 0.4, fontSize: 11, color: MUTED, align: 'right' });
    }
  }

  return (await pptx.write({ outputType: 'blob' })) as Blob;
}

/**
 * A section's text as one slide at the largest size from 20 to 14 pt that fits the body box, or, when even 14 pt
 * does not, as several slides at 14 pt, each holding the lines that fit (cut between wrapped lines).
 */
export async function paginate(text: Awaited<ReturnType<typeof createTextFitter>>, body: string): Promise<{ size: number; text: string }[]> {
  const box = room(BODY.w, BODY.h);
  const fitted = await text.fit(body, { ...box, sizes: [20, 14], lineHeight: LINE, paragraphs: true });
  if (!fitted.truncated) return [{ size: fitted.size, text: body }];
  const all = await text.fit(body, { width: box.width, sizes: [14, 14], lineHeight: LINE, paragraphs: true, maxLines: Number.MAX_SAFE_INTEGER });
  const perSlide = Math.max(1, Math.floor(box.height / (14 * LINE)));
  const pages: { size: number; text: string }[] = [];
  for (let i = 0; i < all.lines.length; i += perSlide) pages.push({ size: 14, text: all.lines.slice(i, i + perSlide).join('\n').trim() });
  return pages;
}
