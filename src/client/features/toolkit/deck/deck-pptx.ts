/**
 * The deck as an editable PowerPoint file (issue 6): a 16:9 title slide with the company name and tagline, then
 * one slide per section with its heading and text. pptxgenjs is imported on demand.
 */
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';

const BLUE = '1D4ED8';
const INK = '0F172A';
const MUTED = '334155';

/** Builds the .pptx and resolves to its bytes as a Blob. */
export async function buildDeckPptx(deck: DeckData): Promise<Blob> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 × 7.5 in
  const company = deck.slides.title.trim() || 'Our Company';
  pptx.title = `${company} pitch deck`;
  pptx.company = company;
  pptx.author = 'ChangePath Pitch Deck Builder';

  DECK_SLIDES.forEach((s, i) => {
    const slide = pptx.addSlide();
    if (s.key === 'title') {
      slide.background = { color: BLUE };
      slide.addText(company, { x: 0.8, y: 2.3, w: 11.7, h: 1.6, fontSize: 48, bold: true, color: 'FFFFFF', align: 'center', fit: 'shrink' });
      if (deck.tagline.trim()) {
        slide.addText(deck.tagline.trim(), { x: 1.3, y: 4.0, w: 10.7, h: 1.0, fontSize: 24, color: 'FFFFFF', align: 'center', fit: 'shrink' });
      }
      return;
    }
    slide.background = { color: 'FFFFFF' };
    slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 13.33, h: 0.12, fill: { color: BLUE }, line: { color: BLUE } });
    slide.addText(s.label, { x: 0.7, y: 0.45, w: 11.9, h: 0.9, fontSize: 34, bold: true, color: INK });
    const text = deck.slides[s.key].trim();
    slide.addText(text || '(This slide has no content yet.)', {
      x: 0.7,
      y: 1.55,
      w: 11.9,
      h: 5.2,
      fontSize: 20,
      color: text ? INK : MUTED,
      italic: !text,
      valign: 'top',
      paraSpaceAfter: 8,
      fit: 'shrink',
    });
    slide.addText(`${company} · ${i + 1} / ${DECK_SLIDES.length}`, { x: 0.7, y: 6.9, w: 11.9, h: 0.4, fontSize: 11, color: MUTED, align: 'right' });
  });

  return (await pptx.write({ outputType: 'blob' })) as Blob;
}
