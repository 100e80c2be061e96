/**
 * Fonts and shaping for the text our PDFs (and the PowerPoint export) draw (decision 008): which Noto face draws each
 * character, loaded only for the characters a file uses, and HarfBuzz (harfbuzzjs) turning each run of one face into
 * positioned glyphs, so Devanagari conjuncts, reph and matras, Bengali and Tamil vowel signs and marks come out as the
 * font designs them. Measuring needs only this module; drawing a PDF adds `pdf-font-embedding.ts`.
 */
import { type FontFace, type FontFileLoader, type FontWeight, facesFor, fallbackFace } from './font-catalog';
import { woffToSfnt } from './woff';

export type HarfBuzz = typeof import('harfbuzzjs');
type Fontkit = typeof import('@pdf-lib/fontkit');
export type FontkitFont = ReturnType<Fontkit['create']>;

/** A font file ready to shape and subset (kept for the life of the process: fonts do not change). */
export interface LoadedFace {
  face: FontFace;
  hb: InstanceType<HarfBuzz['Font']>;
  /** The plain font tables (HarfBuzz's input; fontkit reads them when a PDF embeds the font). */
  sfnt: Uint8Array;
  /** Parsed by fontkit on first embedding only: measuring (the PowerPoint export) never loads fontkit. */
  fontkit?: FontkitFont;
  /** Font units per em. */
  upem: number;
}

/** One glyph of shaped text, in font units. */
export interface ShapedGlyph {
  face: LoadedFace;
  gid: number;
  advance: number;
  dx: number;
  dy: number;
}

/** One cluster: the text HarfBuzz turned into one or more glyphs, and their total advance in font units. */
export interface ShapedCluster {
  face: LoadedFace;
  text: string;
  advance: number;
}

/** A shaped line: its glyphs in visual order, its clusters in logical order, and its width. */
export interface Shaped {
  glyphs: ShapedGlyph[];
  clusters: ShapedCluster[];
  /** Width in ems (multiply by the font size for points). */
  width: number;
}

/** Characters that belong to the character before them, whatever font that took (marks and variation selectors, joiners). */
const JOINING = /^(?:\p{M}|\u200c|\u200d)$/u;

/** Shaped lines kept per shaper before the cache starts again (a long report shapes each name once). */
const SHAPE_CACHE_LIMIT = 20_000;

let harfbuzz: Promise<HarfBuzz> | undefined;
/** HarfBuzz, imported on first use only: never with a page, only when a file is made. */
export const loadHarfBuzz = () => (harfbuzz ??= import('harfbuzzjs'));

const faceCache = new Map<string, Promise<LoadedFace>>();
/** A face's file read through `loader` (WOFF unpacked) and opened in HarfBuzz, once per process. */
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

/** The code points of `text`, each with its index and length in UTF-16 code units. */
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
/** `text` cut into user-perceived characters: where a line may break inside a word, and '…' may cut. */
export function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * Shapes text for one file: remembers which face draws each character in each weight, and the lines it has shaped.
 * `ensure` loads the faces a text needs; `shape` then works synchronously.
 */
export class TextShaper {
  private readonly resolved = new Map<string, LoadedFace>();
  private readonly shapes = new Map<string, Shaped>();

  constructor(
    private readonly loader: FontFileLoader,
    private readonly hb: HarfBuzz,
  ) {}

  /**
   * Loads the fonts `text` needs in `weight` (a no-op once they are loaded): for each character, the first face of
   * the catalogue that has it; a character no face has gets the fallback face's missing-glyph box.
   */
  async ensure(text: string, weight: FontWeight): Promise<void> {
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

  /**
   * Shapes `text` (fonts already ensured): runs of one font each, shaped by HarfBuzz; a mark or joiner stays in the
   * run of the character before it. Cached per shaper.
   * @throws Error when `ensure` was not awaited for this text first.
   */
  shape(text: string, weight: FontWeight): Shaped {
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
      const buffer = new this.hb.Buffer();
      buffer.addText(part);
      buffer.guessSegmentProperties();
      this.hb.shape(run.face.hb, buffer);
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
    if (this.shapes.size > SHAPE_CACHE_LIMIT) this.shapes.clear();
    this.shapes.set(key, shaped);
    return shaped;
  }
}
