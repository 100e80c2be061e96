/**
 * Excel formula exercises, what both sides read: an exercise as the learner sees it (a small sheet, the task, hints
 * and the expected result — never the solution), the form and API input (one formula), the answer the check gives,
 * and how a value is written for people (`37.8`, `TRUE`, `#N/A`). The check itself runs on the server with the one
 * formula engine (src/shared/spreadsheet-formulas.ts), in the learning service.
 */
import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { FORMULA_MAX_LENGTH, type FormulaValue, type SheetValue } from './spreadsheet-cells';
import { defineTexts, zodError } from './messages';

/**
 * The practice sheet's verdicts and texts, message descriptors (shared/messages.ts `Text`): the server writes a
 * verdict in the request's language, the page shows the others in its own.
 */
export const formulaExerciseMessages = defineTexts({
  correct: /*i18n*/ { id: 'formula.correct', message: 'Correct: your formula works it out from the sheet.' },
  heading: /*i18n*/ { id: 'formula.heading', message: 'Practice: write the formula' },
  saved: /*i18n*/ { id: 'formula.saved', message: 'Saved to your progress.' },
  enrolToRecord: /*i18n*/ { id: 'formula.enrol-to-record', message: 'Enrol in the course to have your solutions count towards the lesson.' },
  unreadable: /*i18n*/ {
    id: 'formula.unreadable',
    message: 'This formula could not be read: check that every bracket is closed, arguments are separated by commas and text is in "double quotes".',
  },
  unknownFunction: (name: string, suggestion: string | null) =>
    suggestion
      ? { ...(/*i18n*/ { id: 'formula.unknown-function-near', message: 'The practice sheet has no function called {name}. Did you mean {suggestion}?' }), values: { name, suggestion } }
      : {
          ...(/*i18n*/ {
            id: 'formula.unknown-function',
            message:
              'The practice sheet has no function called {name}. Check the spelling: the sheet has the functions this course teaches, such as SUM, AVERAGE, COUNTIF, SUMIFS, IF, VLOOKUP, INDEX and MATCH.',
          }),
          values: { name },
        },
  unknownName: /*i18n*/ {
    id: 'formula.unknown-name',
    message: 'Your formula gives #NAME?: a name the sheet does not know. Put text in "double quotes" and check the spelling of functions and cells.',
  },
  /** What a spreadsheet error value means, in a sentence; a code without one is named only. */
  errorValue: (code: string): MessageDescriptor => {
    switch (code) {
      case '#DIV/0!':
        return /*i18n*/ { id: 'formula.error-div0', message: 'Your formula gives #DIV/0!, a division by zero: something divides by an empty cell or by 0.' };
      case '#N/A':
        return /*i18n*/ {
          id: 'formula.error-na',
          message: 'Your formula gives #N/A, a lookup did not find what it looked for: check the value you look up, and ask for an exact match (FALSE or 0).',
        };
      case '#VALUE!':
        return /*i18n*/ { id: 'formula.error-value', message: 'Your formula gives #VALUE!, text where a number is needed, or an argument of the wrong kind.' };
      case '#REF!':
        return /*i18n*/ { id: 'formula.error-ref', message: 'Your formula gives #REF!, a reference outside the table, such as a column number larger than the table is wide.' };
      case '#NUM!':
        return /*i18n*/ { id: 'formula.error-num', message: 'Your formula gives #NUM!, a number too large or not possible.' };
      default:
        return { ...(/*i18n*/ { id: 'formula.error-other', message: 'Your formula gives {code}.' }), values: { code } };
    }
  },
  wrongValue: (got: string, expected: string) =>
    got === ''
      ? {
          ...(/*i18n*/ { id: 'formula.wrong-empty', message: 'Your formula gives an empty result; the expected result is {expected}. Compare the cells and ranges you used with the task.' }),
          values: { expected },
        }
      : {
          ...(/*i18n*/ { id: 'formula.wrong-value', message: 'Your formula gives {got}; the expected result is {expected}. Compare the cells and ranges you used with the task.' }),
          values: { got, expected },
        },
  roundIt: (got: string, expected: string) => ({
    ...(/*i18n*/ { id: 'formula.round-it', message: 'Your formula gives {got}; the expected result is {expected}. Nearly there: round it as the task asks (ROUND).' }),
    values: { got, expected },
  }),
  typedAnswer: /*i18n*/ {
    id: 'formula.typed-answer',
    message: 'That is the answer typed in: write a formula that works it out from the sheet’s cells, so it still holds when the numbers change.',
  },
  changedNumbers: /*i18n*/ {
    id: 'formula.changed-numbers',
    message:
      'Your formula gives the right answer for these numbers, but not when they change (we tried it with other figures). Check that it uses every cell the task needs, and the right ranges.',
  },
  typeAFormula: /*i18n*/ { id: 'formula.type-a-formula', message: 'Type a formula first, starting with =.' },
  tooLong: { ...(/*i18n*/ { id: 'formula.too-long', message: 'Keep the formula under {max} characters.' }), values: { max: FORMULA_MAX_LENGTH } },
  solvedCount: (done: number, total: number) => ({ ...(/*i18n*/ { id: 'formula.solved-count', message: '{done} of {total} solved.' }), values: { done, total } }),
});

/** A cell of an exercise's sheet. */
export const sheetValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** An exercise as the learner sees it. */
export const formulaExerciseSchema = z.object({
  kind: z.literal('formula'),
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  prompt: z.string(),
  /** Rows of cells: `sheet[0]` is row 1 (the headers), `sheet[0][0]` is A1. */
  sheet: z.array(z.array(sheetValueSchema)),
  hints: z.array(z.string()),
  /** What the right formula gives on this sheet. */
  expected: z.union([z.number(), z.string(), z.boolean()]),
});
export type FormulaExercise = z.infer<typeof formulaExerciseSchema>;

/** `POST …/exercises/{exerciseId}/check` and the lesson page's form: the formula to check. */
export const formulaCheckInputSchema = z.object({
  // A form sends an empty box as no field at all: the same message.
  formula: z
    .string(zodError(formulaExerciseMessages.typeAFormula))
    .trim()
    .min(1, zodError(formulaExerciseMessages.typeAFormula))
    .max(FORMULA_MAX_LENGTH, zodError(formulaExerciseMessages.tooLong)),
});

/** What checking a formula answers. */
export const formulaCheckSchema = z.object({
  /** The formula works the answer out from the sheet (and still does when its numbers change). */
  correct: z.boolean(),
  /** What the formula gives on the sheet, as a spreadsheet shows it ('37.8', 'TRUE', '#N/A'). */
  value: z.string(),
  /** The verdict in words: what is right, or what to look at. */
  message: z.string(),
  /** A right answer was saved to the learner's progress (signed in and enrolled). */
  recorded: z.boolean(),
  /** How many of the lesson's exercises the learner has still to solve; null when nothing is recorded for them. */
  open: z.number().int().nullable(),
});
export type FormulaCheck = z.infer<typeof formulaCheckSchema>;

/** A value as a spreadsheet shows it: numbers without grouping and at most 10 significant digits, TRUE/FALSE. */
export function formulaValueText(value: FormulaValue | SheetValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.error;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(Number(value.toPrecision(10)));
  return value;
}

