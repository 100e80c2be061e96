/**
 * Fonts inside a PDF (decision 008): each face a document draws with becomes a Type0/CIDFontType2 font, subset to
 * the glyphs used, whose CIDs stand for (glyph, width, text) triples. The ToUnicode map gives each CID its text, so
 * copying or extracting gives back what was written even where shaping reorders or joins glyphs.
 */
import type { PDFDocument, PDFRef } from 'pdf-lib';
import type { FontkitFont, LoadedFace } from './shaping';

type PdfLib = typeof import('pdf-lib');
type FontkitSubset = ReturnType<FontkitFont['createSubset']>;

/** A font as one document uses it: its subset and the CIDs handed out so far. */
export interface DocFont {
  loaded: LoadedFace;
  /** The Type0 font's object, reserved when first used and filled in by `embedFont`. */
  ref: PDFRef;
  subset: FontkitSubset;
  cidOf: Map<string, number>;
  /** Per CID (index): glyph id in the subset, advance in 1/1000 em, and text for ToUnicode. */
  cidGid: number[];
  cidWidth: number[];
  cidText: string[];
}

/** A new document font for `face` (parsed by fontkit here, once per process); CID 0 is the missing glyph. */
export function newDocFont(face: LoadedFace, fontkit: typeof import('@pdf-lib/fontkit'), ref: PDFRef): DocFont {
  face.fontkit ??= fontkit.create(face.sfnt);
  return { loaded: face, ref, subset: face.fontkit.createSubset(), cidOf: new Map(), cidGid: [0], cidWidth: [0], cidText: [''] };
}

/**
 * The CID for glyph `gid` drawn `width` (1/1000 em) wide, read as `text`, handed out on first use. CIDs are per
 * document and font; the ToUnicode map gives each its text.
 * @throws Error past 65,535 distinct CIDs in one font (a CID is two bytes).
 */
export function cidFor(font: DocFont, gid: number, width: number, text: string): number {
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

/**
 * Writes `font` into `doc` at its reserved ref: the subset font file, its descriptor, the CIDFont with widths and
 * CID-to-glyph map, the ToUnicode map, and the Type0 font. `index` (the font's place among the document's fonts)
 * makes its six-letter subset tag unique within the document.
 */
export async function embedFont(doc: PDFDocument, lib: PdfLib, font: DocFont, index: number): Promise<void> {
  const { PDFString } = lib;
  const context = doc.context;
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
  // Subset fonts are named with a six-letter tag (section 9.6.4 of PDF 32000-1), unique within the document.
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

/** A ToUnicode CMap (section 9.10.3 of PDF 32000-1) mapping each CID to its text as UTF-16BE; '' for a cluster's later glyphs. */
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
