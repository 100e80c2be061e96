/**
 * The part of fast-formula-parser (MIT, no types of its own) that src/shared/spreadsheet-formulas.ts uses: a parser
 * given how to read a cell and a range, evaluating one formula at a position.
 */
declare module 'fast-formula-parser' {
  interface CellRef {
    sheet?: string;
    row: number;
    col: number;
  }
  interface RangeRef {
    sheet?: string;
    from: { row: number; col: number };
    to: { row: number; col: number };
  }
  /** A function argument: its value (a 2-D array for a range) and what it came from. */
  interface Arg {
    value: unknown;
    isArray?: boolean;
    isRangeRef?: boolean;
    isCellRef?: boolean;
  }
  class FormulaParser {
    /** An Excel error value ('#N/A', '#DIV/0!'), returned or thrown by functions. */
    static FormulaError: new (error: string, msg?: string, details?: unknown) => Error & { readonly error: string };
    /** Reads the references a context function (SUMIF, AVERAGEIF) is given. */
    static FormulaHelpers: {
      /** Both ranges' values as 2-D arrays, the second extended to the first's size from its top-left cell. */
      retrieveRanges(context: unknown, range1: unknown, range2: unknown): [unknown[][], unknown[][]];
      retrieveArg(context: unknown, arg: unknown): { value: unknown; isArray: boolean };
    };
    constructor(config: {
      functions?: Record<string, (...args: Arg[]) => unknown>;
      onCell?: (ref: CellRef) => unknown;
      onRange?: (ref: RangeRef) => unknown[][];
      onVariable?: (name: string) => unknown;
    });
    /** Evaluates `formula` (without its '=') as if typed at `position`; syntax errors and unknown functions throw. */
    parse(formula: string, position: { sheet: string; row: number; col: number }, allowReturnArray?: boolean): unknown;
  }
  export default FormulaParser;
}
