/**
 * Fitting text in a box (decision 008): names and titles never leave the page. Text shrinks to fit, then wraps, then
 * ends its last line with '…'; lines break at spaces, and between graphemes inside a word too long for a line.
 * Widths come from the shaped text (`shaping.ts`), so what fits here fits when drawn.
 */
import type { FontWeight } from './font-catalog';
import { type TextShaper, splitGraphemes } from './shaping';

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

const ELLIPSIS = '…';

/**
 * Fits `text` in a box: one line at the largest size that fits; else wrapped onto `maxLines` (or as many as
 * `height` holds) at the largest size that fits; else at the smallest size, cut after the last line that fits,
 * which ends with '…'. Body text (`paragraphs`) keeps its line breaks and wraps at every size. Sizes are tried from
 * the largest down in at most 24 steps of at least 0.25 pt. Whitespace runs count as one space.
 */
export async function fitText(shaper: TextShaper, text: string, opts: FitOptions): Promise<FittedText> {
  const weight = opts.weight ?? 400;
  const factor = opts.lineHeight ?? 1.25;
  const clean = opts.paragraphs
    ? text.replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ').trim()
    : text.replace(/\s+/g, ' ').trim();
  await shaper.ensure(`${clean} ${ELLIPSIS}`, weight);
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
    for (const size of sizes) if (shaper.shape(clean, weight).width * size <= opts.width) return result(size, [clean], false);
  }
  for (const size of sizes) {
    const lines = wrap(shaper, clean, size, opts.width, weight);
    if (lines.length <= linesAllowed(size)) return result(size, lines, false);
  }
  const lines = wrap(shaper, clean, min, opts.width, weight).slice(0, linesAllowed(min));
  lines[lines.length - 1] = ellipsize(shaper, lines[lines.length - 1], min, opts.width, weight);
  return result(min, lines, true);
}

/** Lines of `text` no wider than `maxWidth` points at `size` (fonts already ensured). */
function wrap(shaper: TextShaper, text: string, size: number, maxWidth: number, weight: FontWeight): string[] {
  const fits = (s: string) => shaper.shape(s, weight).width * size <= maxWidth + 1e-6;
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

/** `line` shortened (by graphemes) until it and '…' fit `maxWidth` points. */
function ellipsize(shaper: TextShaper, line: string, size: number, maxWidth: number, weight: FontWeight): string {
  const parts = splitGraphemes(line);
  while (parts.length && shaper.shape(`${parts.join('').trimEnd()}${ELLIPSIS}`, weight).width * size > maxWidth) parts.pop();
  return `${parts.join('').trimEnd()}${ELLIPSIS}`;
}
