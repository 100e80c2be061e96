/**
 * Checks on the PDFs we make (issue 21), with independent tools: the text of each page as pdf.js (unpdf) extracts
 * it, the page as poppler's pdftoppm renders it (Debian's poppler-utils; .ci/run installs it), and the embedded
 * fonts read back with pdf-lib to count glyphs drawn as the font's missing-glyph box ('tofu').
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** Names in the platform's scripts, and one of the 200 characters sign-up allows. */
export const PDF_NAMES = {
  hindi: 'अनन्या शर्मा',
  tamil: 'தமிழ்செல்வி',
  bengali: 'অনন্যা দাশগুপ্ত',
  accented: 'José Müller Łukasz Ærøskøbing',
  chinese: '山田太郎',
  long: 'Aarav Venkataraman Subramaniam Krishnamurthy Iyer Lakshmi Narayanan Chandrasekhar Balasubramanian Ramanathan Sundararajan Padmanabhan Gopalakrishnan Raghunathan Viswanathan Srinivasan Rajagopalan',
} as const;

/** The text of each page, runs of white space collapsed to one space (wrapped lines join with a space). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, ' ').trim());
}

/**
 * Glyphs drawn as the missing-glyph box: CIDs of the drawn layer (they read as U+2060, see pdf-text.ts) whose
 * glyph in the embedded subset is 0 (.notdef).
 */
export async function missingGlyphs(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  const ctx = doc.context;
  let missing = 0;
  for (const [, obj] of ctx.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Subtype'))?.toString() !== '/Type0') continue;
    const toUnicode = ctx.lookup(obj.get(PDFName.of('ToUnicode')) as PDFRef) as PDFRawStream;
    const cmap = Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1');
    const descendant = ctx.lookup((ctx.lookup(obj.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
    const map = decodePDFRawStream(ctx.lookup(descendant.get(PDFName.of('CIDToGIDMap')) as PDFRef) as PDFRawStream).decode();
    for (const m of cmap.matchAll(/<([0-9a-f]{4})> <2060>/g)) {
      const cid = parseInt(m[1], 16);
      if (((map[cid * 2] << 8) | map[cid * 2 + 1]) === 0) missing++;
    }
  }
  return missing;
}

export interface Render {
  width: number;
  height: number;
  /** Points per pixel. */
  scale: number;
  /** Grey level 0–255 at (x, y) in points from the page's bottom left. */
  at(x: number, y: number): number;
  /** Pixels in the rectangle (points, bottom-left origin) that differ from `background` by more than 40 levels. */
  inkIn(box: { x: number; y: number; width: number; height: number }, background?: number): number;
}

/** Renders page `page` (1-based) with pdftoppm as greyscale at `dpi`. */
export function renderPage(bytes: Uint8Array, page = 1, dpi = 72): Render {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-render-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), bytes);
    try {
      execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', path.join(dir, 'in.pdf'), path.join(dir, 'out')]);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftoppm was not found; the PDF tests need it: apt-get install -y poppler-utils', { cause: err });
      throw err;
    }
    const pgm = readFileSync(path.join(dir, 'out.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PGM file');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const scale = 72 / dpi;
    const at = (x: number, y: number) => pixels[Math.min(height - 1, Math.max(0, Math.floor(height - y / scale))) * width + Math.min(width - 1, Math.max(0, Math.floor(x / scale)))];
    return {
      width,
      height,
      scale,
      at,
      inkIn(box, background = 255) {
        let n = 0;
        for (let py = Math.ceil(box.y / scale); py < (box.y + box.height) / scale; py++)
          for (let px = Math.ceil(box.x / scale); px < (box.x + box.width) / scale; px++) {
            const v = pixels[(height - 1 - py) * width + px];
            if (v !== undefined && Math.abs(v - background) > 40) n++;
          }
        return n;
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
