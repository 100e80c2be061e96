/**
 * The fonts every PDF we make draws text with (decision 008): Noto Sans for Latin, Greek and Cyrillic,
 * Noto Sans Devanagari, Bengali, Tamil and Gurmukhi, and Noto Sans SC for Chinese (also Japanese kanji and kana),
 * all from Fontsource's npm packages (SIL Open Font License 1.1). Each package ships its font cut into files
 * by Unicode range (`unicode.json`, the ranges of its CSS `unicode-range`); a PDF loads only the files whose
 * ranges hold a character it draws, so a name in Latin letters costs one small file, and a Chinese name a few.
 *
 * A face is one such file in one weight; `file` is its package path (`@fontsource/…/files/….woff`), which the
 * server resolves on disk and the browser maps to the URL the build gave it. WOFF 1.0, not WOFF2: HarfBuzz needs
 * the plain font tables, and WOFF 1.0 unpacks with the platform's zlib (`woff.ts`); WOFF2 would need Brotli.
 */
import bengali from '@fontsource/noto-sans-bengali/unicode.json' with { type: 'json' };
import devanagari from '@fontsource/noto-sans-devanagari/unicode.json' with { type: 'json' };
import gurmukhi from '@fontsource/noto-sans-gurmukhi/unicode.json' with { type: 'json' };
import sc from '@fontsource/noto-sans-sc/unicode.json' with { type: 'json' };
import tamil from '@fontsource/noto-sans-tamil/unicode.json' with { type: 'json' };
import latin from '@fontsource/noto-sans/unicode.json' with { type: 'json' };

export type FontWeight = 400 | 700;

export interface FontFace {
  /** Unique per file and weight, e.g. 'noto-sans-devanagari/devanagari/700'. */
  key: string;
  weight: FontWeight;
  /** Package path of the WOFF file. */
  file: string;
  /** Inclusive code point ranges the file covers (from Fontsource's unicode.json). */
  ranges: ReadonlyArray<readonly [number, number]>;
}

/** Reads one font file (WOFF bytes) by its package path; the server reads the disk, the browser fetches. */
export type FontFileLoader = (file: string) => Promise<Uint8Array>;

/** Families in the order a character looks for its font; within a family, the subsets in this order. */
const families: { id: string; ranges: Record<string, string>; subsets: (ranges: Record<string, string>) => string[] }[] = [
  { id: 'noto-sans', ranges: latin, subsets: () => ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] },
  { id: 'noto-sans-devanagari', ranges: devanagari, subsets: () => ['devanagari'] },
  { id: 'noto-sans-bengali', ranges: bengali, subsets: () => ['bengali'] },
  { id: 'noto-sans-tamil', ranges: tamil, subsets: () => ['tamil'] },
  { id: 'noto-sans-gurmukhi', ranges: gurmukhi, subsets: () => ['gurmukhi'] },
  // Noto Sans SC is cut into about a hundred numbered files ('[57]'); its Latin files are left to Noto Sans.
  { id: 'noto-sans-sc', ranges: sc, subsets: (r) => Object.keys(r).filter((k) => /^\[\d+\]$/.test(k)) },
];

/** 'U+0900-097F,U+25CC' → [[0x900, 0x97f], [0x25cc, 0x25cc]]. */
export function parseUnicodeRange(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function buildFaces(): FontFace[] {
  const faces: FontFace[] = [];
  for (const weight of [400, 700] as const) {
    for (const family of families) {
      for (const subset of family.subsets(family.ranges)) {
        const name = subset.replace(/^\[(\d+)\]$/, '$1');
        faces.push({
          key: `${family.id}/${name}/${weight}`,
          weight,
          file: `@fontsource/${family.id}/files/${family.id}-${name}-${weight}-normal.woff`,
          ranges: parseUnicodeRange(family.ranges[subset]),
        });
      }
    }
  }
  return faces;
}

/** Every face, in lookup order. */
export const FONT_FACES: readonly FontFace[] = buildFaces();

/** The faces of `weight` that may hold `codePoint`, in lookup order (the file may still lack the glyph). */
export function facesFor(codePoint: number, weight: FontWeight): FontFace[] {
  return FONT_FACES.filter((f) => f.weight === weight && f.ranges.some(([a, b]) => codePoint >= a && codePoint <= b));
}

/** The face used when no file holds a character: its missing-glyph box is drawn, and the text stays extractable. */
export function fallbackFace(weight: FontWeight): FontFace {
  return FONT_FACES.find((f) => f.weight === weight)!;
}
