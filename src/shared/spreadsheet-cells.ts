/**
 * What a spreadsheet cell holds and how cells are named, without the formula engine (src/shared/spreadsheet-formulas.ts),
 * so pages that only show a sheet (an Excel exercise, a template) do not download it.
 */

/** A cell as a sheet holds it: a number, text, TRUE/FALSE, or empty. */
export type SheetValue = number | string | boolean | null;

/** What a formula gives: a number, text, TRUE/FALSE, or an Excel error value such as `#DIV/0!` or `#N/A`. */
export type FormulaValue = number | string | boolean | { error: string };

/** A template's cell: a value, or a formula (`{ formula: 'B3-B4' }`, with or without '='). */
export type CellInput = SheetValue | { formula: string };

/** Longest formula accepted, in characters (Excel's own limit is 8,192; ours are one line). */
export const FORMULA_MAX_LENGTH = 500;

/** Column letters → 1-based index (`A` → 1, `AA` → 27). */
export function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
}

/** 1-based index → column letters (27 → `AA`). */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
