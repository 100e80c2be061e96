/**
 * Text layout helpers for the PDF exports (pdf-lib's standard fonts): pdf-lib draws only what the font's
 * WinAnsi encoding holds and does not wrap, so text is cleaned and wrapped here. Type-only imports: pdf-lib
 * itself is loaded with import() by the exporters.
 */
import type { PDFFont } from 'pdf-lib';

const replacements: Record<string, string> = { '₹': 'Rs.', '\t': '    ', '\u00a0': ' ' };

/** `text` with every character the font cannot draw replaced (₹ → 'Rs.', others → '?'). */
export function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    if (ch === '\n') out += ch;
    else if (replacements[ch] !== undefined) out += replacements[ch];
    else out += supported.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  }
  return out;
}

/** Splits `text` into lines no wider than `maxWidth` points at `size` (long words are broken). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  for (const paragraph of drawable(text, font).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (width(rest) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Lines and font size that fit `text` in a box: tries `sizes` from largest to smallest; at the smallest size, the
 * lines that do not fit are cut and the last kept line ends with '…'.
 */
export function fitText(
  text: string,
  font: PDFFont,
  box: { width: number; height: number },
  sizes: number[] = [10, 9, 8, 7, 6],
  lineGap = 1.25,
): { size: number; lineHeight: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapText(text, font, size, box.width);
    const lineHeight = size * lineGap;
    if (lines.length * lineHeight <= box.height) return { size, lineHeight, lines };
  }
  const size = sizes[sizes.length - 1];
  const lineHeight = size * lineGap;
  const max = Math.max(1, Math.floor(box.height / lineHeight));
  const lines = wrapText(text, font, size, box.width).slice(0, max);
  let last = lines[max - 1] ?? '';
  while (last && font.widthOfTextAtSize(`${last}...`, size) > box.width) last = last.slice(0, -1);
  lines[max - 1] = `${last}...`;
  return { size, lineHeight, lines };
}
