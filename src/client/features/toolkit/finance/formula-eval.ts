/**
 * A small spreadsheet formula evaluator for the downloadable templates: it computes each formula cell's value so
 * the .xlsx carries cached results (shown by viewers that do not recalculate on open) and so tests can check the
 * templates' arithmetic. Supports numbers, cell references (`B3`, `$B$3`), ranges inside SUM/MIN/MAX/AVERAGE, INT,
 * + - * / ^, unary minus and parentheses — the subset the templates use.
 */

export type CellInput = number | string | null | { formula: string };
export type CellResult = number | { error: '#DIV/0!' | '#REF!' | '#NAME?' | '#VALUE!' };

class FormulaError extends Error {
  constructor(public readonly code: '#DIV/0!' | '#REF!' | '#NAME?' | '#VALUE!') {
    super(code);
  }
}

/** Column letters → 1-based index (`A` → 1, `AA` → 27). */
export function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
}

/** 1-based index → column letters. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

type Token = { t: 'num'; v: number } | { t: 'ref'; v: string } | { t: 'fn'; v: string } | { t: 'op'; v: string };

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|(\$?[A-Z]{1,3}\$?\d+)|([A-Z]+)\s*(?=\()|([-+*/^(),:]))/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < src.length) {
    re.lastIndex = pos;
    m = re.exec(src);
    if (!m) {
      if (/^\s*$/.test(src.slice(pos))) break;
      throw new FormulaError('#NAME?');
    }
    pos = re.lastIndex;
    if (m[1] !== undefined) tokens.push({ t: 'num', v: Number(m[1]) });
    else if (m[2] !== undefined) tokens.push({ t: 'ref', v: m[2].replace(/\$/g, '') });
    else if (m[3] !== undefined) tokens.push({ t: 'fn', v: m[3] });
    else tokens.push({ t: 'op', v: m[4] });
  }
  return tokens;
}

function expandRange(from: string, to: string): string[] {
  const a = /^([A-Z]+)(\d+)$/.exec(from);
  const b = /^([A-Z]+)(\d+)$/.exec(to);
  if (!a || !b) throw new FormulaError('#REF!');
  const [c1, c2] = [columnIndex(a[1]), columnIndex(b[1])].sort((x, y) => x - y);
  const [r1, r2] = [Number(a[2]), Number(b[2])].sort((x, y) => x - y);
  const refs: string[] = [];
  for (let c = c1; c <= c2; c++) for (let r = r1; r <= r2; r++) refs.push(`${columnLetters(c)}${r}`);
  return refs;
}

const functions: Record<string, (xs: number[]) => number> = {
  SUM: (xs) => xs.reduce((a, b) => a + b, 0),
  MIN: (xs) => (xs.length ? Math.min(...xs) : 0),
  MAX: (xs) => (xs.length ? Math.max(...xs) : 0),
  // Excel's INT: rounds down to a whole number (the runway rule, `runwayFormula` in src/shared/finance.ts).
  INT: (xs) => {
    if (xs.length !== 1) throw new FormulaError('#VALUE!');
    return Math.floor(xs[0]);
  },
  AVERAGE: (xs) => {
    if (!xs.length) throw new FormulaError('#DIV/0!');
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  },
};

/**
 * Evaluates every formula in `cells` (address → value, e.g. `B5` → `{ formula: 'B3-B4' }`). Empty cells and text
 * count as 0. Returns address → number, or `{ error }` for #DIV/0!, #REF! (including circular references),
 * #NAME? (unknown function or syntax) and #VALUE!.
 */
export function evaluateSheet(cells: ReadonlyMap<string, CellInput>): Map<string, CellResult> {
  const results = new Map<string, CellResult>();
  const visiting = new Set<string>();

  const valueOf = (ref: string): number => {
    const cell = cells.get(ref);
    if (cell === undefined || cell === null || typeof cell === 'string') return 0;
    if (typeof cell === 'number') return cell;
    const r = evaluate(ref);
    if (typeof r !== 'number') throw new FormulaError(r.error);
    return r;
  };

  const evaluate = (ref: string): CellResult => {
    const done = results.get(ref);
    if (done !== undefined) return done;
    const cell = cells.get(ref);
    if (!cell || typeof cell !== 'object') return typeof cell === 'number' ? cell : 0;
    if (visiting.has(ref)) return { error: '#REF!' };
    visiting.add(ref);
    let result: CellResult;
    try {
      result = parse(tokenize(cell.formula.replace(/^=/, '').toUpperCase()), valueOf);
      if (!Number.isFinite(result)) result = { error: '#DIV/0!' };
    } catch (err) {
      result = { error: err instanceof FormulaError ? err.code : '#VALUE!' };
    }
    visiting.delete(ref);
    results.set(ref, result);
    return result;
  };

  for (const [ref, cell] of cells) if (cell && typeof cell === 'object') evaluate(ref);
  return results;
}

function parse(tokens: Token[], valueOf: (ref: string) => number): number {
  let i = 0;
  const peek = () => tokens[i];
  const isOp = (v: string) => peek()?.t === 'op' && peek()?.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new FormulaError('#NAME?');
    i++;
  };

  const expr = (): number => {
    let v = term();
    while (isOp('+') || isOp('-')) v = tokens[i++].v === '+' ? v + term() : v - term();
    return v;
  };
  const term = (): number => {
    let v = power();
    while (isOp('*') || isOp('/')) {
      const op = tokens[i++].v;
      const rhs = power();
      if (op === '/' && rhs === 0) throw new FormulaError('#DIV/0!');
      v = op === '*' ? v * rhs : v / rhs;
    }
    return v;
  };
  const power = (): number => {
    const base = unary();
    if (isOp('^')) {
      i++;
      return base ** power();
    }
    return base;
  };
  const unary = (): number => {
    if (isOp('-')) {
      i++;
      return -unary();
    }
    if (isOp('+')) {
      i++;
      return unary();
    }
    return primary();
  };
  const args = (): number[] => {
    const xs: number[] = [];
    expect('(');
    if (isOp(')')) {
      i++;
      return xs;
    }
    for (;;) {
      const tok = peek();
      const next = tokens[i + 1];
      if (tok?.t === 'ref' && next?.t === 'op' && next.v === ':') {
        const end = tokens[i + 2];
        if (end?.t !== 'ref') throw new FormulaError('#REF!');
        xs.push(...expandRange(tok.v, end.v).map(valueOf));
        i += 3;
      } else {
        xs.push(expr());
      }
      if (isOp(',')) i++;
      else break;
    }
    expect(')');
    return xs;
  };
  const primary = (): number => {
    const tok = tokens[i++];
    if (!tok) throw new FormulaError('#NAME?');
    if (tok.t === 'num') return tok.v;
    if (tok.t === 'ref') return valueOf(tok.v);
    if (tok.t === 'fn') {
      const fn = functions[tok.v];
      if (!fn) throw new FormulaError('#NAME?');
      return fn(args());
    }
    if (tok.v === '(') {
      const v = expr();
      expect(')');
      return v;
    }
    throw new FormulaError('#NAME?');
  };

  const v = expr();
  if (i !== tokens.length) throw new FormulaError('#NAME?');
  return v;
}
