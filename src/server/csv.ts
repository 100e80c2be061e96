/**
 * CSV files people download and open in a spreadsheet: the registrants of a talk, an institution's
 * students. `toCsv(columns, rows)` → RFC 4180 text (csv-stringify) that:
 * - begins with a UTF-8 byte order mark, so Excel reads Indian and other non-Latin names right;
 * - neutralises formula injection (OWASP "CSV Injection"): a text cell beginning with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return gets a leading apostrophe, so `=HYPERLINK(…)` typed as a name is shown as text, never run.
 * Values: strings as given; `Date`s as ISO-8601; numbers as they are; null/undefined as empty cells.
 */
import { stringify } from 'csv-stringify/sync';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as it is safe to put in a spreadsheet (see the module docstring). */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(columns: string[], rows: Array<Array<string | number | Date | null | undefined>>): string {
  return (
    BOM +
    stringify(rows, {
      header: true,
      columns,
      cast: { string: neutraliseCell, date: (d) => d.toISOString() },
    })
  );
}

/** Response headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` };
}
