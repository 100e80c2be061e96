/**
 * When a learner's spreadsheet formula answers an Excel exercise: it must give the expected result on the
 * exercise's sheet, refer to the sheet's cells (not be the answer typed in), and still agree with the solution when
 * the sheet's numbers change — two made-up variants of the sheet, each numeric cell below the headers moved by a
 * small amount that depends on its position, so a formula that only happens to give the right number fails. Both
 * the learner's formula and the solution go through the one formula engine (src/shared/spreadsheet-formulas.ts).
 */
import { closest, distance } from 'fastest-levenshtein';
import { type FormulaExercise, formulaExerciseMessages, formulaValueText } from '~/shared/formula-exercises';
import type { FormulaValue, SheetValue } from '~/shared/spreadsheet-cells';
import type { Text } from '~/shared/messages';
import { evaluateFormula, functionsIn, FORMULA_FUNCTIONS, FORMULA_SYNTAX_ERROR, refersToCells } from '~/shared/spreadsheet-formulas';

/** The verdict on one formula: right or not, what it gives on the sheet (as shown), and the words to say. */
export interface FormulaVerdict {
  correct: boolean;
  value: string;
  /** The verdict in words; the learning service writes it in the request's language. */
  message: Text;
}

/** Two values are the same answer: numbers within a rounding error, text exactly, TRUE/FALSE, or the same error. */
export function sameValue(a: FormulaValue, b: FormulaValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (typeof a === 'object' && typeof b === 'object') return a.error === b.error;
  return a === b;
}

/** Decimal places a number is written with (37.8 → 1). */
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** How many variants a right formula must agree with the solution on. */
export const SHEET_VARIANTS = 3;

/**
 * A variant of the sheet (the header row stays): 1 and 2 move every number below the headers, each cell differently;
 * 2 also puts the data rows in reverse order; 3 empties every other data row (rows 3, 5, 7…).
 */
export function sheetVariant(sheet: ReadonlyArray<ReadonlyArray<SheetValue>>, variant: number): SheetValue[][] {
  if (variant === 3) return sheet.map((row, r) => (r > 0 && r % 2 === 0 ? row.map(() => null) : [...row]));
  const moved = sheet.map((row, r) =>
    row.map((cell, c) => {
      if (r === 0 || typeof cell !== 'number') return cell;
      const step = ((r * 31 + c * 17 + variant * 7) % 9) + 1;
      if (!Number.isInteger(cell)) return Number((cell + step / 10).toFixed(decimals(cell) + 1));
      const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(cell) || 1)) - 1);
      return cell + step * scale;
    }),
  );
  return variant === 2 ? [moved[0], ...moved.slice(1).reverse()] : moved;
}

/** Checks `formula` against `exercise` and its `solution` (see the module comment). Never throws. */
export function checkFormulaAnswer(exercise: FormulaExercise, solution: string, formula: string): FormulaVerdict {
  const given = evaluateFormula(formula, exercise.sheet);
  const value = formulaValueText(given);
  const expected = formulaValueText(exercise.expected);
  const wrong = (message: Text): FormulaVerdict => ({ correct: false, value, message });
  if (typeof given === 'object') {
    if (given.error === FORMULA_SYNTAX_ERROR) return wrong(formulaExerciseMessages.unreadable);
    if (given.error === '#NAME?') {
      const unknown = functionsIn(formula).find((name) => !FORMULA_FUNCTIONS.includes(name));
      if (!unknown) return wrong(formulaExerciseMessages.unknownName);
      // A misspelling is usually a letter or two off (AVERGE, COUNTIFF; XLOOKUP → VLOOKUP); in a short name two is
      // another function (NPV is not NOT).
      const near = closest(unknown, [...FORMULA_FUNCTIONS]);
      return wrong(formulaExerciseMessages.unknownFunction(unknown, distance(unknown, near) <= (unknown.length <= 4 ? 1 : 2) ? near : null));
    }
    return wrong(formulaExerciseMessages.errorValue(given.error));
  }
  if (!sameValue(given, exercise.expected)) {
    const roundsTo = typeof given === 'number' && typeof exercise.expected === 'number' && Number(given.toFixed(decimals(exercise.expected))) === exercise.expected;
    return wrong(roundsTo ? formulaExerciseMessages.roundIt(value, expected) : formulaExerciseMessages.wrongValue(value, expected));
  }
  if (!refersToCells(formula)) return wrong(formulaExerciseMessages.typedAnswer);
  for (let variant = 1; variant <= SHEET_VARIANTS; variant++) {
    const sheet = sheetVariant(exercise.sheet, variant);
    if (!sameValue(evaluateFormula(formula, sheet), evaluateFormula(solution, sheet))) return wrong(formulaExerciseMessages.changedNumbers);
  }
  return { correct: true, value, message: formulaExerciseMessages.correct };
}
