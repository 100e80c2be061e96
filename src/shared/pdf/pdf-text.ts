/**
 * The one way our PDFs draw text (decision 008): certificates, the partner students report, the pitch-deck
 * PDF and the canvas PDF, on the server and in the browser. Any name or title in Latin (accents included), Greek,
 * Cyrillic, Devanagari, Bengali, Tamil, Gurmukhi or Chinese is drawn whole, shaped, extractable and inside its box.
 *
 * - Fonts: Noto, per script (`font-catalog.ts`), loaded only for the characters a PDF draws, subset into the file.
 * - Shaping: HarfBuzz (harfbuzzjs) turns each run of one font into glyphs with their positions, so Devanagari
 *   conjuncts, reph and matras, Bengali and Tamil vowel signs and marks come out as the font designs them. pdf-lib
 *   with fontkit alone does not apply Indic shaping correctly (it throws on Devanagari in @pdf-lib/fontkit 1.1.1)
 *   and drops mark positions.
 * - Embedding: each font used becomes a Type0/CIDFontType2 font whose CIDs stand for (glyph, text) pairs: the
 *   ToUnicode map gives each cluster's text to its first glyph, so copying or extracting the text gives back what
 *   was written even where shaping reorders glyphs (ि before its consonant, reph after).
 * - Fitting: `fit` shrinks a name or title to fit, then wraps it, then ends the last line with '…'.
 *
 * Use: `const text = await createPdfText(doc, loader)`, draw with it, then `await text.save()` instead of
 * `doc.save()` (fonts are written once every glyph is known). harfbuzzjs, fontkit and the font files are loaded
 * only here, on the first PDF, never with a page; measuring alone (`createTextFitter`) loads HarfBuzz only.
 *
 * The parts: `shaping.ts` (faces and HarfBuzz), `text-fitting.ts` (shrink, wrap, '…'), `pdf-font-embedding.ts`
 * (subset fonts, CIDs and ToUnicode); this module draws shaped lines into a page's content stream.
 */
import type { Color, PDFArray, PDFDocument, PDFName, PDFPage } from 'pdf-lib';
import type { FontFileLoader, FontWeight } from './font-catalog';
import { type DocFont, cidFor, embedFont, newDocFont } from './pdf-font-embedding';
import { type HarfBuzz, type LoadedFace, type Shaped, TextShaper, loadHarfBuzz } from './shaping';
import { type FitOptions, type FittedText, fitText } from './text-fitting';

type PdfLib = typeof import('pdf-lib');
type Fontkit = typeof import('@pdf-lib/fontkit');

export type { FontFileLoader, FontWeight } from './font-catalog';
export type { FitOptions, FittedText } from './text-fitting';

export interface DrawOptions {
  x: number;
  /** Baseline of the (first) line, points from the bottom. */
  y: number;
  size: number;
  weight?: FontWeight;
  color?: Color;
}

/** What the seen glyphs read as: WORD JOINER, a format character that text extraction skips. */
const INVISIBLE = '\u2060';

/** What only drawing a PDF needs (pdf-lib, fontkit's subsetter), imported on the first PDF. */
let pdfLibraries: Promise<{ fontkit: Fontkit; pdf: PdfLib }> | undefined;
function loadPdfLibraries() {
  pdfLibraries ??= Promise.all([import('@pdf-lib/fontkit'), import('pdf-lib')]).then(([fk, pdf]) => ({ fontkit: (fk as Fontkit & { default?: Fontkit }).default ?? fk, pdf }));
  return pdfLibraries;
}

/** Creates the text drawer for `doc`; `loader` reads font files (server: from disk; browser: fetched). */
export async function createPdfText(doc: PDFDocument, loader: FontFileLoader): Promise<PdfText> {
  const [hb, { fontkit, pdf }] = await Promise.all([loadHarfBuzz(), loadPdfLibraries()]);
  return new PdfText(doc, loader, { hb, fontkit, pdf });
}

/**
 * Measuring and fitting only (`width`, `fit`), with the same fonts and shaping, for files other than PDFs: the
 * PowerPoint export sizes its text with it when the file is written.
 */
export async function createTextFitter(loader: FontFileLoader): Promise<Pick<PdfText, 'width' | 'fit'>> {
  return new PdfText(null, loader, { hb: await loadHarfBuzz() });
}

/** Measures, fits and draws text for one document (or, made by `createTextFitter`, only measures and fits). */
export class PdfText {
  private readonly shaper: TextShaper;
  private readonly fonts = new Map<string, DocFont>();
  private readonly pageFonts = new WeakMap<PDFPage, Map<DocFont, PDFName>>();

  constructor(
    private readonly doc: PDFDocument | null,
    loader: FontFileLoader,
    private readonly lib: { hb: HarfBuzz; fontkit?: Fontkit; pdf?: PdfLib },
  ) {
    this.shaper = new TextShaper(loader, lib.hb);
  }

  /** Width of `text` in points at `size`. */
  async width(text: string, size: number, weight: FontWeight = 400): Promise<number> {
    await this.shaper.ensure(text, weight);
    return this.shaper.shape(text, weight).width * size;
  }

  /**
   * Fits `text` in a box (names and titles never leave the page): shrinks, then wraps, then ends the last line
   * with '…' (`fitText` in text-fitting.ts says exactly how).
   */
  fit(text: string, opts: FitOptions): Promise<FittedText> {
    return fitText(this.shaper, text, opts);
  }

  /** Draws one line of `text` with its baseline at (x, y). Returns its width in points. */
  async draw(page: PDFPage, text: string, opts: DrawOptions): Promise<number> {
    const weight = opts.weight ?? 400;
    await this.shaper.ensure(text, weight);
    const shaped = this.shaper.shape(text, weight);
    this.emit(page, shaped, opts);
    return shaped.width * opts.size;
  }

  /**
   * Draws fitted lines: the first baseline at `y`, each next one `leading` lower, aligned in a box `width` wide
   * starting at `x`.
   */
  async drawFitted(page: PDFPage, fitted: FittedText, opts: { x: number; y: number; width: number; align?: 'left' | 'center' | 'right'; color?: Color }): Promise<void> {
    for (const [i, line] of fitted.lines.entries()) {
      const w = await this.width(line, fitted.size, fitted.weight);
      const dx = opts.align === 'center' ? (opts.width - w) / 2 : opts.align === 'right' ? opts.width - w : 0;
      await this.draw(page, line, { x: opts.x + dx, y: opts.y - i * fitted.leading, size: fitted.size, weight: fitted.weight, color: opts.color });
    }
  }

  /** Writes the fonts (subsets of the glyphs drawn) into the document and saves it. */
  async save(): Promise<Uint8Array> {
    const fonts = [...this.fonts.values()];
    for (const [index, font] of fonts.entries()) await embedFont(this.document(), this.pdfLib().pdf, font, index);
    return this.document().save();
  }

  private pdfLib(): { fontkit: Fontkit; pdf: PdfLib } {
    if (!this.lib.fontkit || !this.lib.pdf) throw new Error('PdfText: this one only measures (createTextFitter)');
    return { fontkit: this.lib.fontkit, pdf: this.lib.pdf };
  }

  private document(): PDFDocument {
    if (!this.doc) throw new Error('PdfText: this one only measures (createTextFitter)');
    return this.doc;
  }

  private docFont(face: LoadedFace): DocFont {
    let font = this.fonts.get(face.face.key);
    if (!font) {
      const { fontkit } = this.pdfLib();
      font = newDocFont(face, fontkit, this.document().context.nextRef());
      this.fonts.set(face.face.key, font);
    }
    return font;
  }

  private fontName(page: PDFPage, font: DocFont): PDFName {
    let names = this.pageFonts.get(page);
    if (!names) this.pageFonts.set(page, (names = new Map()));
    let name = names.get(font);
    if (!name) names.set(font, (name = page.node.newFontDictionary('NotoF', font.ref)));
    return name;
  }

  /**
   * Content-stream operators for one shaped line, in two layers (decision 008):
   * 1. What is seen: every glyph where HarfBuzz placed it, one TJ array per font run whose numbers move glyphs
   *    (kerning, marks) and a text rise (Ts) for marks above or below. Each glyph's width is its advance less its
   *    x offset, so the pen ends where the next glyph starts. These glyphs read as WORD JOINER, a format character
   *    that text extraction skips, inside a Span whose ActualText is empty (for readers that honour ActualText).
   * 2. What is read: the text, cluster by cluster in logical order, as invisible text (render mode 3) at the
   *    clusters' places, each as wide as its cluster. Shaping reorders glyphs (ि before its consonant) and joins
   *    them (क्ष is one glyph), so the glyphs themselves cannot carry the text in order. A cluster's text is cut
   *    into pieces of combining marks and of other characters, because pdf.js treats any piece with a combining
   *    mark as zero-width and would otherwise join the first cluster of a line to the line above.
   */
  private emit(page: PDFPage, shaped: Shaped, opts: DrawOptions): void {
    const lib = this.pdfLib().pdf;
    const { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, PDFString, TextRenderingMode } = lib;
    const hex = (cid: number) => PDFHexString.of(cid.toString(16).padStart(4, '0'));
    const tj = (items: PDFArray) => PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [items]);
    const actualText = PDFDict.withContext(this.document().context);
    actualText.set(PDFName.of('ActualText'), PDFString.of(''));
    const ops = [
      lib.pushGraphicsState(),
      // pdf-lib's types omit dictionaries as operands; BDC takes one (section 14.6 of PDF 32000-1).
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText as unknown as PDFArray]),
      lib.beginText(),
      lib.setFillingColor(opts.color ?? lib.rgb(0, 0, 0)),
    ];
    let pen = 0;
    for (let i = 0; i < shaped.glyphs.length; ) {
      const face = shaped.glyphs[i].face;
      const font = this.docFont(face);
      const scale = opts.size / face.upem;
      ops.push(lib.setFontAndSize(this.fontName(page, font), opts.size), lib.setTextMatrix(1, 0, 0, 1, opts.x + pen * scale, opts.y));
      // `at` is where the PDF's own advance leaves the next glyph, `runPen` where HarfBuzz starts it (font units).
      let at = 0;
      let runPen = 0;
      let rise = 0;
      let items = PDFArray.withContext(this.document().context);
      const flush = () => {
        if (items.size()) ops.push(tj(items));
        items = PDFArray.withContext(this.document().context);
      };
      for (; i < shaped.glyphs.length && shaped.glyphs[i].face === face; i++) {
        const g = shaped.glyphs[i];
        const width = Math.round(((g.advance - g.dx) * 1000) / face.upem);
        const cid = cidFor(font, g.gid, width, INVISIBLE);
        if (Math.abs(g.dy - rise) > 1e-6) {
          flush();
          ops.push(lib.setTextRise(Math.round(g.dy * scale * 1000) / 1000));
          rise = g.dy;
        }
        const shift = runPen + g.dx - at;
        if (Math.abs(shift) > 1e-6) items.push(PDFNumber.of(Math.round((-shift * 1000 * 1000) / face.upem) / 1000));
        items.push(hex(cid));
        at = runPen + g.dx + (width * face.upem) / 1000;
        runPen += g.advance;
      }
      flush();
      if (rise) ops.push(lib.setTextRise(0));
      pen += runPen;
    }
    ops.push(lib.endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent), lib.beginText(), lib.setTextRenderingMode(TextRenderingMode.Invisible));
    let face: LoadedFace | undefined;
    let items = PDFArray.withContext(this.document().context);
    pen = 0;
    for (const cluster of shaped.clusters) {
      const font = this.docFont(cluster.face);
      if (cluster.face !== face) {
        if (items.size()) ops.push(tj(items));
        items = PDFArray.withContext(this.document().context);
        face = cluster.face;
        ops.push(lib.setFontAndSize(this.fontName(page, font), opts.size), lib.setTextMatrix(1, 0, 0, 1, opts.x + pen * (opts.size / face.upem), opts.y));
      }
      const pieces = cluster.text.match(/\p{Mn}+|\P{Mn}+/gu) ?? [INVISIBLE];
      const carrier = Math.max(0, pieces.findIndex((piece) => !/\p{Mn}/u.test(piece)));
      pieces.forEach((piece, n) => {
        const width = n === carrier ? Math.round((cluster.advance * 1000) / cluster.face.upem) : 0;
        items.push(hex(cidFor(font, 0, width, piece)));
      });
      pen += cluster.advance;
    }
    if (items.size()) ops.push(tj(items));
    ops.push(lib.endText(), lib.popGraphicsState());
    page.pushOperators(...ops);
  }
}
