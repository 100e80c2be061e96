/**
 * The legal documents in every language say the same things in the same places: the same sections (ids), the same
 * kinds of blocks with as many items, the same links in the same order, the same date — and the Hindi ones are
 * written in Hindi (no section left in English).
 */
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, type LegalDocumentKind, legalDocument } from './legal-documents';
import type { Block, LegalDocument, Rich } from './legal.model';

/** A document's shape without its words: section ids, block kinds and sizes, and link targets. */
function shapeOf(doc: LegalDocument) {
  const links = (rich: Rich) => (typeof rich === 'string' ? [] : rich.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.to])));
  const block = (b: Block) =>
    'p' in b
      ? { p: links(b.p) }
      : 'ul' in b
        ? { ul: b.ul.map(links) }
        : 'ol' in b
          ? { ol: b.ol.map(links) }
          : { table: { columns: b.table.head.length, rows: b.table.rows.map((row) => row.map(links)) } };
  return {
    lastUpdated: doc.lastUpdated,
    summary: (doc.summary ?? []).map(links),
    sections: doc.sections.map((s) => ({ id: s.id, blocks: s.blocks.map(block), subsections: (s.subsections ?? []).map((sub) => sub.blocks.map(block)) })),
  };
}

/** Every word a reader sees in a section: headings, paragraphs, items, table cells, link texts. */
function wordsOf(section: LegalDocument['sections'][number]): string[] {
  // An e-mail link's text is the address itself, the same in every language.
  const rich = (r: Rich) => (typeof r === 'string' ? [r] : r.flatMap((piece) => (typeof piece === 'string' ? [piece] : piece.to.startsWith('mailto:') ? [] : [piece.text])));
  const block = (b: Block) => ('p' in b ? rich(b.p) : 'ul' in b ? b.ul.flatMap(rich) : 'ol' in b ? b.ol.flatMap(rich) : [...b.table.head, ...b.table.rows.flat().flatMap(rich)]);
  return [section.heading, ...section.blocks.flatMap(block), ...(section.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.blocks.flatMap(block)])];
}

const devanagari = /[\u0900-\u097F]/;

describe('legal documents', () => {
  for (const kind of Object.keys(LEGAL_DOCUMENTS) as LegalDocumentKind[]) {
    it(`${kind}: the Hindi text has the English one's sections, blocks, links and date`, () => {
      expect(shapeOf(legalDocument(kind, 'hi'))).toEqual(shapeOf(legalDocument(kind, 'en')));
    });
    it(`${kind}: every section of the Hindi text is in Hindi`, () => {
      for (const section of legalDocument(kind, 'hi').sections) {
        expect(section.heading, section.id).toMatch(devanagari);
        // A paragraph may be only a name or an address; most of what a section says must be Hindi.
        const words = wordsOf(section).filter((w) => w.trim().length > 12);
        const hindi = words.filter((w) => devanagari.test(w));
        expect(hindi.length, `${section.id}: ${words.filter((w) => !devanagari.test(w)).join(' | ')}`).toBeGreaterThanOrEqual(Math.ceil(words.length * 0.8));
      }
    });
  }
});
