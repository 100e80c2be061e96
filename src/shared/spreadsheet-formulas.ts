/**
 * The one spreadsheet formula engine: the financial tools' downloadable templates compute their cached results with
 * it (so viewers that do not recalculate show numbers, and tests check the templates' arithmetic), and the Excel
 * course's exercises check a learner's formula with it on the server. Excel's grammar and behaviour (text skipped by
 * AVERAGE, `"a"&"b"`, comparisons, error values such as #DIV/0! and #N/A that IFERROR catches, VLOOKUP's FALSE)
 * come from fast-formula-parser; the functions it lacks (MATCH, SUMIFS, UPPER…) from formulajs. Why these two and
 * not our own: docs/decisions/023-spreadsheet-formula-engine.md.
 *
 * Only the functions in `FORMULA_FUNCTIONS` may be used: a learner's formula runs on our server, and the list leaves
 * out what could make it do unbounded work (REPT, SEQUENCE) or reach outside the sheet (WEBSERVICE). Ranges are read
 * only where the sheet has cells, so `A1:XFD1048576` costs what the sheet holds.
 */
import * as formulajs from '@formulajs/formulajs';
import FormulaParser from 'fast-formula-parser';
import { type CellInput, type FormulaValue, type SheetValue, columnIndex, columnLetters } from './spreadsheet-cells';

/** Syntax that cannot be read, as the engine reports it (shown as "could not be read", not as a value). */
export const FORMULA_SYNTAX_ERROR = '#ERROR!';

// Functions fast-formula-parser does not implement, taken from formulajs (arguments passed as their values: a range
// is a 2-D array, which formulajs flattens where Excel would).
const FROM_FORMULAJS = ['MIN', 'MAX', 'COUNTA', 'COUNTBLANK', 'MATCH', 'UPPER', 'VALUE', 'SUBSTITUTE'] as const;

/** The functions a formula may use: arithmetic, conditional counting and summing, logic, lookups and text clean-up. */
export const FORMULA_FUNCTIONS: readonly string[] = [
  'SUM', 'AVERAGE', 'MIN', 'MAX', 'COUNT', 'COUNTA', 'COUNTBLANK', 'COUNTIF', 'COUNTIFS', 'SUMIF', 'SUMIFS',
  'AVERAGEIF', 'AVERAGEIFS', 'MAXIFS', 'MINIFS', 'PRODUCT', 'SUMPRODUCT', 'ROUND', 'ROUNDUP', 'ROUNDDOWN', 'INT', 'ABS',
  'MOD', 'POWER', 'SQRT', 'IF', 'IFS', 'AND', 'OR', 'NOT', 'IFERROR', 'IFNA', 'TRUE', 'FALSE', 'ISNUMBER', 'ISTEXT',
  'ISBLANK', 'VLOOKUP', 'HLOOKUP', 'INDEX', 'MATCH', 'LEN', 'LEFT', 'RIGHT', 'MID', 'UPPER', 'LOWER', 'PROPER', 'TRIM',
  'CONCAT', 'CONCATENATE', 'FIND', 'SEARCH', 'SUBSTITUTE', 'VALUE', 'TEXT',
]; // prettier-ignore

const allowed = new Set(FORMULA_FUNCTIONS);

const extraFunctions = Object.fromEntries(
  FROM_FORMULAJS.map((name) => [
    name,
    (...args: Array<{ value: unknown }>) => {
      const fn = (formulajs as unknown as Record<string, (...xs: unknown[]) => unknown>)[name];
      const result = fn(...args.map((a) => a.value));
      // formulajs answers an error value as an Error whose message is the code ('#N/A').
      return result instanceof Error ? new FormulaParser.FormulaError(result.message) : result;
    },
  ]),
);

/**
 * Whether a cell meets a COUNTIF-style criterion as Excel decides: `40` or `">=40"` compares numbers only (text such
 * as "Absent" never counts), `"<>x"` counts everything else including blanks, text compares without case and with
 * the wildcards `*` and `?` (`~` escapes them), `""` matches blank cells. Ours because fast-formula-parser counts text
 * as greater than any number here and formulajs matches text case-sensitively without wildcards (decision 023).
 */
export function meetsCriterion(cell: unknown, criterion: unknown): boolean {
  if (cell instanceof Error) return false;
  if (typeof criterion === 'number' || typeof criterion === 'boolean') return cell === criterion;
  const text = String(criterion ?? '');
  const m = /^(>=|<=|<>|>|<|=)?([\s\S]*)$/.exec(text)!;
  const op = m[1] ?? '=';
  const operand = m[2];
  const blank = cell === null || cell === undefined || cell === '';
  if (operand === '') return op === '=' ? blank : op === '<>' ? !blank : false;
  const number = operand.trim() !== '' && Number.isFinite(Number(operand)) ? Number(operand) : null;
  if (number !== null) {
    const value = typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : null;
    if (value === null) return op === '<>';
    return { '=': value === number, '<>': value !== number, '>': value > number, '<': value < number, '>=': value >= number, '<=': value <= number }[op]!;
  }
  if (/^(TRUE|FALSE)$/i.test(operand)) {
    const wanted = operand.toUpperCase() === 'TRUE';
    return op === '<>' ? cell !== wanted : op === '=' ? cell === wanted : false;
  }
  if (op === '=' || op === '<>') {
    const pattern = operand.replace(/~([*?~])|([*?])|([.+^${}()|[\]\\])/g, (_all, escaped: string, wild: string, special: string) =>
      escaped ? `\\${escaped}` : wild ? (wild === '*' ? '[\\s\\S]*' : '[\\s\\S]') : `\\${special}`,
    );
    const matches = typeof cell === 'string' && new RegExp(`^${pattern}$`, 'i').test(cell);
    return op === '=' ? matches : !matches;
  }
  if (typeof cell !== 'string') return false;
  const order = cell.localeCompare(operand, 'en', { sensitivity: 'base' });
  return { '>': order > 0, '<': order < 0, '>=': order >= 0, '<=': order <= 0 }[op as '>' | '<' | '>=' | '<=']!;
}

const cellsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value.flat() : [value]);

/** The positions (in a flattened range) meeting every (range, criterion) pair; #VALUE! when the ranges differ in size. */
function matching(pairs: Array<{ value: unknown }>): number[] | Error {
  const ranges: unknown[][] = [];
  const criteria: unknown[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    ranges.push(cellsOf(pairs[i].value));
    criteria.push(pairs[i + 1].value);
  }
  if (!ranges.length || pairs.length % 2 || ranges.some((r) => r.length !== ranges[0].length)) return new FormulaParser.FormulaError('#VALUE!');
  return ranges[0].map((_, i) => i).filter((i) => ranges.every((range, k) => meetsCriterion(range[i], criteria[k])));
}

/** The numbers of `target` at `positions` (text, blanks and TRUE/FALSE are skipped, as Excel does). */
const numbersAt = (target: unknown, positions: number[]) => {
  const cells = cellsOf(target);
  return positions.map((i) => cells[i]).filter((v): v is number => typeof v === 'number');
};

type Args = Array<{ value: unknown }>;
const average = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : new FormulaParser.FormulaError('#DIV/0!'));
const criteriaFunctions: Record<string, (...args: Args) => unknown> = {
  COUNTIF: (range, criterion) => or(matching([range, criterion]), (at) => at.length),
  COUNTIFS: (...pairs) => or(matching(pairs), (at) => at.length),

  SUMIFS: (sum, ...pairs) => or(matching(pairs), (at) => numbersAt(sum.value, at).reduce((a, b) => a + b, 0)),

  AVERAGEIFS: (target, ...pairs) => or(matching(pairs), (at) => average(numbersAt(target.value, at))),
  MAXIFS: (target, ...pairs) => or(matching(pairs), (at) => extreme(Math.max, numbersAt(target.value, at))),
  MINIFS: (target, ...pairs) => or(matching(pairs), (at) => extreme(Math.min, numbersAt(target.value, at))),
};
/** MAXIFS and MINIFS give 0 when nothing matches. */
const extreme = (pick: (...xs: number[]) => number, xs: number[]) => (xs.length ? pick(...xs) : 0);
/**
 * SUMIF and AVERAGEIF, which fast-formula-parser calls with its context and the arguments' references unread (the
 * range to add may be given by its first cell only, and is then as large as the criteria range).
 */
const contextCriteriaFunctions: Record<string, (context: unknown, ...refs: unknown[]) => unknown> = {
  SUMIF: (context, range, criterion, sum) => withRanges(context, range, criterion, sum, (xs) => xs.reduce((a, b) => a + b, 0)),
  AVERAGEIF: (context, range, criterion, target) => withRanges(context, range, criterion, target, average),
};
function withRanges(context: unknown, range: unknown, criterion: unknown, target: unknown, then: (xs: number[]) => unknown) {
  const [cells, targets] = FormulaParser.FormulaHelpers.retrieveRanges(context, range, target);
  const wanted = FormulaParser.FormulaHelpers.retrieveArg(context, criterion).value;
  return or(matching([{ value: cells }, { value: cellsOf(wanted)[0] }]), (at) => then(numbersAt(targets, at)));
}

function or(positions: number[] | Error, then: (at: number[]) => unknown) {
  return positions instanceof Error ? positions : then(positions);
}

/** The formula without its text in quotes (so a name inside "…" is not taken for a function or a cell). */
const withoutStrings = (formula: string) => formula.replace(/"(?:[^"]|"")*"?/g, '""');

/** The functions `formula` calls, upper-cased, in order of first use. */
export function functionsIn(formula: string): string[] {
  return [...new Set([...withoutStrings(formula).matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g)].map((m) => m[1].toUpperCase()))];
}

/** Whether `formula` refers to at least one cell or range (`C4`, `$B$2:$B$9`). */
export function refersToCells(formula: string): boolean {
  return /(^|[^A-Za-z0-9_])\$?[A-Za-z]{1,3}\$?[0-9]+(?![0-9A-Za-z_(])/.test(withoutStrings(formula));
}

/** A formula's result as a FormulaValue: an error object, the first cell of an array, 0 for an empty reference. */
function normalise(value: unknown): FormulaValue {
  if (value instanceof Error) return { error: (value as { error?: string }).error ?? '#VALUE!' };
  if (Array.isArray(value)) return normalise(Array.isArray(value[0]) ? value[0][0] : value[0]);
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { error: '#NUM!' };
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return { error: '#VALUE!' };
}

/** What a reader gives back for a cell: its value, or an error value a formula there gave. */
type Read = (row: number, col: number) => SheetValue | { error: string };

function evaluateWith(formula: string, read: Read, bounds: { rows: number; cols: number }, at: { row: number; col: number }): FormulaValue {
  const source = formula.trim().replace(/^=/, '');
  if (!source) return { error: FORMULA_SYNTAX_ERROR };
  if (functionsIn(source).some((name) => !allowed.has(name))) return { error: '#NAME?' };
  const cell = (row: number, col: number) => {
    const v = read(row, col);
    return v !== null && typeof v === 'object' ? new FormulaParser.FormulaError(v.error) : v;
  };
  const parser = new FormulaParser({
    functions: { ...extraFunctions, ...criteriaFunctions, ...(contextCriteriaFunctions as Record<string, never>) },
    onCell: ({ row, col }) => cell(row, col),
    onRange: ({ from, to }) => {
      const rows: unknown[][] = [];
      for (let r = from.row; r <= Math.min(to.row, bounds.rows); r++) {
        const line: unknown[] = [];
        for (let c = from.col; c <= Math.min(to.col, bounds.cols); c++) line.push(cell(r, c));
        rows.push(line);
      }
      return rows.length ? rows : [[null]];
    },
  });
  try {
    return normalise(parser.parse(source, { sheet: 'Sheet1', ...at }));
  } catch (err) {
    const code = (err as { error?: string }).error;
    return { error: code === '#NAME?' ? '#NAME?' : code && code !== FORMULA_SYNTAX_ERROR ? code : FORMULA_SYNTAX_ERROR };
  }
}

/**
 * Evaluates one formula (with or without '=') on a sheet given as rows of cells (`sheet[0]` is row 1, `sheet[0][0]`
 * is A1), as if typed in the first empty row below it. Never throws: unreadable syntax gives `{ error: '#ERROR!' }`,
 * a function outside `FORMULA_FUNCTIONS` `{ error: '#NAME?' }`, and Excel's errors their own code.
 */
export function evaluateFormula(formula: string, sheet: ReadonlyArray<ReadonlyArray<SheetValue>>): FormulaValue {
  const cols = Math.max(1, ...sheet.map((row) => row.length));
  return evaluateWith(formula, (row, col) => sheet[row - 1]?.[col - 1] ?? null, { rows: sheet.length, cols }, { row: sheet.length + 1, col: 1 });
}

/**
 * Evaluates every formula cell of a template (address → value, e.g. `B5` → `{ formula: 'B3-B4' }`); a formula may
 * refer to other formula cells. Returns address → value for the formula cells; a circular reference gives
 * `{ error: '#REF!' }`.
 */
export function evaluateSheet(cells: ReadonlyMap<string, CellInput>): Map<string, FormulaValue> {
  const results = new Map<string, FormulaValue>();
  const visiting = new Set<string>();
  const positions = [...cells.keys()].map((addr) => /^([A-Z]+)(\d+)$/.exec(addr)).filter((m) => m !== null);
  const bounds = { rows: Math.max(1, ...positions.map((m) => Number(m[2]))), cols: Math.max(1, ...positions.map((m) => columnIndex(m[1]))) };

  const evaluate = (addr: string): FormulaValue | SheetValue => {
    const input = cells.get(addr) ?? null;
    if (input === null || typeof input !== 'object') return input;
    const done = results.get(addr);
    if (done !== undefined) return done;
    if (visiting.has(addr)) return { error: '#REF!' };
    visiting.add(addr);
    const m = /^([A-Z]+)(\d+)$/.exec(addr);
    const at = m ? { row: Number(m[2]), col: columnIndex(m[1]) } : { row: bounds.rows + 1, col: 1 };
    const value = evaluateWith(input.formula, (row, col) => evaluate(`${columnLetters(col)}${row}`), bounds, at);
    visiting.delete(addr);
    results.set(addr, value);
    return value;
  };

  for (const [addr, input] of cells) if (input !== null && typeof input === 'object') evaluate(addr);
  return results;
}
