/**
 * The deck's PowerPoint file (issue 21): text sized when the file is written, never 'shrink text on overflow'
 * (PowerPoint applies it only after an edit). Read back with JSZip: no autofit anywhere, the size written for each
 * section is the largest that fits its box, a section too long for one slide continues on the next, and a long
 * company name ends with '…'.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { emptyDeck } from '~/client/features/toolkit/deck/deck-model';
import { buildDeckPptx, paginate } from '~/client/features/toolkit/deck/deck-pptx';
import { serverFontFiles } from '~/server/pdf-fonts';
import { createTextFitter } from '~/shared/pdf/pdf-text';
import { writeText } from '~/server/i18n';
import type { MessageDescriptor } from '@lingui/core';

/** The documents' words as an English page writes them. */
const english = (text: MessageDescriptor) => writeText(text, 'en');

async function slidesOf(blob: Blob): Promise<string[]> {
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml/.exec(a)![1]) - Number(/(\d+)\.xml/.exec(b)![1]));
  return Promise.all(names.map((n) => zip.file(n)!.async('string')));
}
const textOf = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(' ');
const sizesOf = (xml: string) => [...xml.matchAll(/ sz="(\d+)"/g)].map((m) => Number(m[1]) / 100);

describe('deck PowerPoint', () => {
  it('writes chosen sizes and no autofit; a short section stays at 20 pt on one slide', async () => {
    const deck = emptyDeck();
    deck.slides.title = 'अनन्या Foods';
    deck.tagline = 'Healthy tiffins for hostels';
    deck.slides.problem = 'Students skip breakfast.';
    const slides = await slidesOf(await buildDeckPptx(deck, english, serverFontFiles));
    expect(slides).toHaveLength(10);
    for (const xml of slides) {
      expect(xml).not.toMatch(/normAutofit|spAutoFit/);
    }
    expect(textOf(slides[0])).toContain('अनन्या Foods');
    expect(sizesOf(slides[1])).toContain(20);
  });

  it('shrinks a long section, then continues it on further slides at 14 pt', async () => {
    const deck = emptyDeck();
    const paragraph = 'Students in tier-2 cities spend an hour a day finding affordable, healthy food near their hostels. ';
    deck.slides.problem = paragraph.repeat(14);
    deck.slides.solution = paragraph.repeat(60);
    const slides = await slidesOf(await buildDeckPptx(deck, english, serverFontFiles));
    const problem = slides.find((x) => textOf(x).startsWith('Problem'))!;
    const size = Math.max(...sizesOf(problem).filter((s) => s < 34 && s !== 11));
    expect(size).toBeLessThan(20);
    expect(size).toBeGreaterThanOrEqual(14);
    const continued = slides.filter((x) => textOf(x).startsWith('Solution (continued)'));
    expect(continued.length).toBeGreaterThanOrEqual(1);
    expect(slides.length).toBe(10 + continued.length);
    // Every word of the section is on its slides, in order.
    const solution = slides
      .filter((x) => /^Solution/.test(textOf(x)))
      .map((x) => textOf(x).replace(/^Solution( \(continued\))? /, '').replace(/ · \d+ \/ 10$/, '').replace(/Our Company$/, ''))
      .join(' ');
    expect(solution.replace(/\s+/g, ' ').trim().startsWith(paragraph.repeat(59).trim())).toBe(true);
  });

  it('ends a company name that cannot fit at 20 pt with an ellipsis', async () => {
    const deck = emptyDeck();
    deck.slides.title = 'Venkataraman Krishnamurthy Enterprises '.repeat(20);
    const [title] = await slidesOf(await buildDeckPptx(deck, english, serverFontFiles));
    expect(textOf(title)).toMatch(/…$/);
    expect(new Set(sizesOf(title))).toEqual(new Set([20]));
  });

  it('paginates so that every page fits its box at its size', async () => {
    const text = await createTextFitter(serverFontFiles);
    const pages = await paginate(text, 'தமிழ் மாணவர்களுக்கான தொழில் வாய்ப்புகள் '.repeat(120));
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      const fit = await text.fit(p.text, { width: (11.9 * 72 - 8) * 0.92, height: 5.2 * 72 - 8, sizes: [p.size, p.size], lineHeight: 1.25, paragraphs: true });
      expect(fit.truncated).toBe(false);
    }
  });
});
