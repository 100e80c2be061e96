/**
 * The one way our PDFs draw text (issue 21, decision 008): certificates, the partner students report, the pitch-deck
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
 */
import type { Color, PDFArray, PDFDocument, PDFName, PDFPage, PDFRef } from 'pdf-lib';
import { type FontFace, type FontFileLoader, type FontWeight, facesFor, fallbackFace } from './font-catalog';
import { woffToSfnt } from './woff';

type PdfLib = typeof import('pdf-lib');
type HarfBuzz = typeof import('harfbuzzjs');
type Fontkit = typeof import('@pdf-lib/fontkit');
type FontkitFont = ReturnType<Fontkit['create']>;
type FontkitSubset = ReturnType<FontkitFont['createSubset']>;

export type { FontFileLoader, FontWeight } from './font-catalog';

/** A font file ready to shape and subset (kept for the life of the process: fonts do not change). */
interface LoadedFace {
  face: FontFace;
  hb: InstanceType<HarfBuzz['Font']>;
  /** The plain font tables (HarfBuzz's input; fontkit reads them when a PDF embeds the font). */
  sfnt: Uint8Array;
  /** Parsed by fontkit on first embedding only: measuring (the PowerPoint export) never loads fontkit. */
  fontkit?: FontkitFont;
  upem: number;
}

/** One glyph of shaped text, in font units. */
interface ShapedGlyph {
  face: LoadedFace;
  gid: number;
  advance: number;
  dx: number;
  dy: number;
}

/** One cluster: the text HarfBuzz turned into one or more glyphs, and their total advance in font units. */
interface ShapedCluster {
  face: LoadedFace;
  text: string;
  advance: number;
}

interface Shaped {
  glyphs: ShapedGlyph[];
  clusters: ShapedCluster[];
  /** Width in ems (multiply by the font size for points). */
  width: number;
}

/** A font as this document uses it: its subset and the CIDs handed out so far. */
interface DocFont {
  loaded: LoadedFace;
  ref: PDFRef;
  subset: FontkitSubset;
  cidOf: Map<string, number>;
  /** Per CID (index): glyph id in the subset, advance in 1/1000 em, and text for ToUnicode. */
  cidGid: number[];
  cidWidth: number[];
  cidText: string[];
}

export interface FitOptions {
  /** Box width in points. */
  width: number;
  /** Largest and smallest font size in points; text shrinks from the first to the second. */
  sizes: [number, number];
  /** Lines allowed (default 1), and/or the box height in points that the lines must fit. */
  maxLines?: number;
  height?: number;
  weight?: FontWeight;
  /** Line height as a multiple of the size (default 1.25). */
  lineHeight?: number;
  /** Body text: keep line breaks and wrap at once (no one-line attempt). Names and titles: false (default). */
  paragraphs?: boolean;
}

export interface FittedText {
  size: number;
  /** Distance between baselines, points. */
  leading: number;
  lines: string[];
  /** True when text was cut and the last line ends with '…'. */
  truncated: boolean;
  weight: FontWeight;
}

export interface DrawOptions {
  x: number;
  /** Baseline of the (first) line, points from the bottom. */
  y: number;
  size: number;
  weight?: FontWeight;
  color?: Color;
}

const ELLIPSIS = '…';
/** What the seen glyphs read as: WORD JOINER, a format character that text extraction skips. */
const INVISIBLE = '\u2060';
/** Characters that belong to the character before them, whatever font that took (marks and variation selectors, joiners). */
const JOINING = /^(?:\p{M}|\u200c|\u200d)$/u;

/** What every use needs (shaping), and what only drawing a PDF needs (pdf-lib, fontkit's subsetter). */
let harfbuzz: Promise<HarfBuzz> | undefined;
const loadHarfBuzz = () => (harfbuzz ??= import('harfbuzzjs'));
let pdfLibraries: Promise<{ fontkit: Fontkit; pdf: PdfLib }> | undefined;
function loadPdfLibraries() {
  pdfLibraries ??= Promise.all([import('@pdf-lib/fontkit'), import('pdf-lib')]).then(([fk, pdf]) => ({ fontkit: (fk as Fontkit & { default?: Fontkit }).default ?? fk, pdf }));
  return pdfLibraries;
}

const faceCache = new Map<string, Promise<LoadedFace>>();
function loadFace(face: FontFace, loader: FontFileLoader): Promise<LoadedFace> {
  let pending = faceCache.get(face.file);
  if (!pending) {
    pending = (async () => {
      const [hb, bytes] = await Promise.all([loadHarfBuzz(), loader(face.file).then(woffToSfnt)]);
      const hbFace = new hb.Face(new hb.Blob(bytes.slice().buffer));
      return { face, hb: new hb.Font(hbFace), sfnt: bytes, upem: hbFace.upem };
    })();
    faceCache.set(face.file, pending);
    // A failed fetch is not remembered: the next PDF tries again.
    pending.catch(() => faceCache.delete(face.file));
  }
  return pending;
}

function codePoints(text: string): { cp: number; index: number; length: number }[] {
  const out: { cp: number; index: number; length: number }[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const length = cp > 0xffff ? 2 : 1;
    out.push({ cp, index: i, length });
    i += length;
  }
  return out;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Creates the text drawer for `doc`; `loader` reads font files (server: from disk; browser: fetched). */
export async function createPdfText(doc: PDFDocument, loader: FontFileLoader): Promise<PdfText> {
  const [hb, { fontkit, pdf }] = await Promise.all([loadHarfBuzz(), loadPdfLibraries()]);
  return new PdfText(doc, loader, { hb, fontkit, pdf });
}

/**
 * Measuring and fitting only (`width`, `fit`), with the same fonts and shaping, for files other than PDFs: the
 * PowerPoint export sizes its text with it when the file is written (issue 21).
 */
export async function createTextFitter(loader: FontFileLoader): Promise<Pick<PdfText, 'width' | 'fit'>> {
  return new PdfText(null, loader, { hb: await loadHarfBuzz() });
}

export class PdfText {
  private readonly resolved = new Map<string, LoadedFace>();
  private readonly fonts = new Map<string, DocFont>();
  private readonly pageFonts = new WeakMap<PDFPage, Map<DocFont, PDFName>>();
  private readonly shapes = new Map<string, Shaped>();

  constructor(
    private readonly doc: PDFDocument | null,
    private readonly loader: FontFileLoader,
    private readonly lib: { hb: HarfBuzz; fontkit?: Fontkit; pdf?: PdfLib },
  ) {}

  /** Loads the fonts `text` needs in `weight` (a no-op once they are loaded). */
  private async ensure(text: string, weight: FontWeight): Promise<void> {
    let missing = [...new Set(codePoints(text).map((c) => c.cp))].filter((cp) => !this.resolved.has(`${weight}:${cp}`));
    for (let attempt = 0; missing.length; attempt++) {
      const tries = missing.map((cp) => ({ cp, face: facesFor(cp, weight)[attempt] }));
      const loaded = await Promise.all(tries.map((t) => (t.face ? loadFace(t.face, this.loader) : null)));
      const next: number[] = [];
      tries.forEach(({ cp }, i) => {
        const face = loaded[i];
        if (face && face.hb.nominalGlyph(cp) !== undefined) this.resolved.set(`${weight}:${cp}`, face);
        else if (face) next.push(cp);
      });
      // Characters no font has are drawn with the first face's missing-glyph box (their text stays in the PDF).
      const none = tries.filter((t, i) => !t.face && !loaded[i]).map((t) => t.cp);
      if (none.length) {
        const fallback = await loadFace(fallbackFace(weight), this.loader);
        for (const cp of none) this.resolved.set(`${weight}:${cp}`, fallback);
      }
      missing = next;
    }
  }

  /** Shapes `text` (fonts already ensured): runs of one font each, shaped by HarfBuzz. Cached per document. */
  private shape(text: string, weight: FontWeight): Shaped {
    const key = `${weight}\u0000${text}`;
    const cached = this.shapes.get(key);
    if (cached) return cached;
    const runs: { face: LoadedFace; start: number; end: number }[] = [];
    for (const { cp, index, length } of codePoints(text)) {
      const prev = runs[runs.length - 1];
      const face =
        prev && (JOINING.test(String.fromCodePoint(cp)) || prev.face.hb.nominalGlyph(cp) !== undefined)
          ? prev.face
          : (this.resolved.get(`${weight}:${cp}`) ?? prev?.face ?? this.resolved.values().next().value);
      if (!face) throw new Error('PdfText: fonts were not loaded for this text');
      if (prev && prev.face === face) prev.end = index + length;
      else runs.push({ face, start: index, end: index + length });
    }
    const glyphs: ShapedGlyph[] = [];
    const clusters: ShapedCluster[] = [];
    let width = 0;
    for (const run of runs) {
      const part = text.slice(run.start, run.end);
      const buffer = new this.lib.hb.Buffer();
      buffer.addText(part);
      buffer.guessSegmentProperties();
      this.lib.hb.shape(run.face.hb, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      // Cluster starts present in the output, ascending: each cluster's text runs to the next one.
      const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
      const textOf = new Map(starts.map((s, i) => [s, part.slice(i === 0 ? 0 : s, starts[i + 1] ?? part.length)]));
      infos.forEach((info, i) => {
        const p = positions[i];
        glyphs.push({ face: run.face, gid: info.codepoint, advance: p.xAdvance, dx: p.xOffset, dy: p.yOffset });
        width += p.xAdvance / run.face.upem;
        const last = clusters[clusters.length - 1];
        if (i > 0 && infos[i - 1].cluster === info.cluster) last.advance += p.xAdvance;
        else clusters.push({ face: run.face, text: textOf.get(info.cluster) ?? '', advance: p.xAdvance });
      });
    }
    const shaped = { glyphs, clusters, width };
    if (this.shapes.size > 20_000) this.shapes.clear();
    this.shapes.set(key, shaped);
    return shaped;
  }

  /** Width of `text` in points at `size`. */
  async width(text: string, size: number, weight: FontWeight = 400): Promise<number> {
    await this.ensure(text, weight);
    return this.shape(text, weight).width * size;
  }

  /**
   * Fits `text` in a box (spec: names and titles never leave the page): one line at the largest size that fits;
   * else wrapped onto `maxLines` (or as many as `height` holds) at the largest size that fits; else at the smallest
   * size, cut after the last line that fits, which ends with '…'. Body text (`paragraphs`) keeps its line breaks
   * and wraps at every size. Lines break at spaces, and inside a word too long for a line between graphemes.
   */
  async fit(text: string, opts: FitOptions): Promise<FittedText> {
    const weight = opts.weight ?? 400;
    const factor = opts.lineHeight ?? 1.25;
    const clean = opts.paragraphs
      ? text.replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ').trim()
      : text.replace(/\s+/g, ' ').trim();
    await this.ensure(`${clean} ${ELLIPSIS}`, weight);
    const [max, min] = opts.sizes;
    const step = Math.max(0.25, (max - min) / 24);
    const sizes: number[] = [];
    for (let s = max; s > min + 1e-6; s -= step) sizes.push(Math.round(s * 100) / 100);
    sizes.push(min);
    const linesAllowed = (size: number) => {
      const byHeight = opts.height === undefined ? Infinity : Math.floor((opts.height + 1e-6) / (size * factor)) || 1;
      return Math.max(1, Math.min(opts.maxLines ?? (opts.height === undefined ? 1 : Infinity), byHeight));
    };
    const result = (size: number, lines: string[], truncated: boolean): FittedText => ({ size, leading: size * factor, lines, truncated, weight });
    if (!opts.paragraphs) {
      for (const size of sizes) if (this.shape(clean, weight).width * size <= opts.width) return result(size, [clean], false);
    }
    for (const size of sizes) {
      const lines = this.wrap(clean, size, opts.width, weight);
      if (lines.length <= linesAllowed(size)) return result(size, lines, false);
    }
    const lines = this.wrap(clean, min, opts.width, weight).slice(0, linesAllowed(min));
    lines[lines.length - 1] = this.ellipsize(lines[lines.length - 1], min, opts.width, weight);
    return result(min, lines, true);
  }

  /** Lines of `text` no wider than `maxWidth` at `size` (fonts already ensured). */
  private wrap(text: string, size: number, maxWidth: number, weight: FontWeight): string[] {
    const fits = (s: string) => this.shape(s, weight).width * size <= maxWidth + 1e-6;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        if (fits(word)) {
          line = word;
          continue;
        }
        // A word wider than the line (a long name without spaces, Chinese text) breaks between graphemes.
        for (const g of splitGraphemes(word)) {
          if (!line || fits(line + g)) line += g;
          else {
            lines.push(line);
            line = g;
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** `line` shortened (by graphemes) until it and '…' fit `maxWidth`. */
  private ellipsize(line: string, size: number, maxWidth: number, weight: FontWeight): string {
    const parts = splitGraphemes(line);
    while (parts.length && this.shape(`${parts.join('').trimEnd()}${ELLIPSIS}`, weight).width * size > maxWidth) parts.pop();
    return `${parts.join('').trimEnd()}${ELLIPSIS}`;
  }

  /** Draws one line of `text` with its baseline at (x, y). Returns its width in points. */
  async draw(page: PDFPage, text: string, opts: DrawOptions): Promise<number> {
    const weight = opts.weight ?? 400;
    await this.ensure(text, weight);
    const shaped = this.shape(text, weight);
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
    for (const font of this.fonts.values()) await this.embed(font);
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
      face.fontkit ??= this.pdfLib().fontkit.create(face.sfnt);
      font = { loaded: face, ref: this.document().context.nextRef(), subset: face.fontkit.createSubset(), cidOf: new Map(), cidGid: [0], cidWidth: [0], cidText: [''] };
      this.fonts.set(face.face.key, font);
    }
    return font;
  }

  /**
   * The CID for glyph `gid` drawn `width` (1/1000 em) wide, read as `text`. CIDs are handed out per document and
   * font; the ToUnicode map gives each its text.
   */
  private cid(font: DocFont, gid: number, width: number, text: string): number {
    const key = `${gid}\u0000${width}\u0000${text}`;
    let cid = font.cidOf.get(key);
    if (cid === undefined) {
      cid = font.cidGid.length;
      if (cid > 0xffff) throw new Error('PdfText: more than 65,535 distinct glyphs in one font');
      font.cidOf.set(key, cid);
      font.cidGid.push(gid === 0 ? 0 : font.subset.includeGlyph(gid));
      font.cidWidth.push(width);
      font.cidText.push(text);
    }
    return cid;
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
      // pdf-lib's types omit dictionaries as operands; BDC takes one (PDF 32000-1 §14.6).
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
        const cid = this.cid(font, g.gid, width, INVISIBLE);
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
        items.push(hex(this.cid(font, 0, width, piece)));
      });
      pen += cluster.advance;
    }
    if (items.size()) ops.push(tj(items));
    ops.push(lib.endText(), lib.popGraphicsState());
    page.pushOperators(...ops);
  }

  private async embed(font: DocFont): Promise<void> {
    const { PDFString } = this.pdfLib().pdf;
    const context = this.document().context;
    const { upem } = font.loaded;
    const fk = font.loaded.fontkit!;
    // The encoder emits synchronously and reports failure by throwing, which rejects this promise.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      font.subset
        .encodeStream()
        .on('data', (chunk: Uint8Array) => parts.push(chunk))
        .on('end', () => {
          const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
          let o = 0;
          for (const p of parts) {
            out.set(p, o);
            o += p.length;
          }
          resolve(out);
        });
    });
    const k = 1000 / upem;
    // Subset fonts are named with a six-letter tag (PDF 32000-1 §9.6.4), unique within the document.
    const index = [...this.fonts.values()].indexOf(font);
    const tag = Array.from({ length: 6 }, (_, d) => String.fromCharCode(65 + (Math.floor(index / 26 ** d) % 26))).join('');
    const baseFont = `${tag}+${(fk.postscriptName ?? 'NotoSans').replace(/[^A-Za-z0-9-]/g, '')}`;
    const fontFile = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: [fk.bbox.minX * k, fk.bbox.minY * k, fk.bbox.maxX * k, fk.bbox.maxY * k].map(Math.round),
        ItalicAngle: 0,
        Ascent: Math.round(fk.ascent * k),
        Descent: Math.round(fk.descent * k),
        CapHeight: Math.round((fk.capHeight || fk.ascent) * k),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const map = new Uint8Array(font.cidGid.length * 2);
    font.cidGid.forEach((gid, cid) => {
      map[cid * 2] = gid >> 8;
      map[cid * 2 + 1] = gid & 0xff;
    });
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: [0, font.cidWidth],
        CIDToGIDMap: context.register(context.flateStream(map)),
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(font.cidText)));
    context.assign(font.ref, context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: baseFont, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode }));
  }
}

/** A ToUnicode CMap (PDF 32000-1 §9.10.3) mapping each CID to its text as UTF-16BE; '' for a cluster's later glyphs. */
function toUnicodeCMap(texts: string[]): string {
  const hex = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join('');
  const entries = texts.map((t, cid) => `<${cid.toString(16).padStart(4, '0')}> <${hex(t)}>`).slice(1);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
