import { describe, expect, it } from 'vitest';
import type { FormulaExercise } from '~/shared/formula-exercises';
import { writeText } from '../../i18n';
import { checkFormulaAnswer, sameValue, sheetVariant } from './formula-check';

// A small exercise in the course's style: the average score of those who appeared, to 1 decimal place.
const exercise: FormulaExercise = {
  kind: 'formula',
  id: 'average',
  title: 'Average',
  prompt: 'Average of C2:C5, rounded to 1 decimal place.',
  sheet: [
    ['Student', 'City', 'Score'],
    ['Aarav', 'Pune', 38],
    ['Meera', 'Mumbai', 42],
    ['Rohan', 'Pune', 'Absent'],
    ['Sneha', 'Pune', 45],
  ],
  hints: ['AVERAGE skips text.'],
  expected: 41.7,
};
const solution = '=ROUND(AVERAGE(C2:C5),1)';
/** The verdict as an English page reads it (the service writes it in the request's language). */
const check = (formula: string) => {
  const verdict = checkFormulaAnswer(exercise, solution, formula);
  return { ...verdict, message: writeText(verdict.message, 'en') };
};

describe('checkFormulaAnswer', () => {
  it('takes the solution and any formula that works it out the same way', () => {
    expect(check(solution)).toEqual({ correct: true, value: '41.7', message: 'Correct: your formula works it out from the sheet.' });
    expect(check('=round(average(c2:c5), 1)')).toMatchObject({ correct: true });
    expect(check('=ROUND(SUM(C2:C5)/COUNT(C2:C5),1)')).toMatchObject({ correct: true });
    expect(check('ROUND(AVERAGE($C$2:$C$5),1)')).toMatchObject({ correct: true });
  });

  it('says what the formula gives and what was expected', () => {
    expect(check('=AVERAGE(C2:C4)')).toEqual({ correct: false, value: '40', message: expect.stringContaining('Your formula gives 40; the expected result is 41.7') });
    expect(check('=AVERAGE(C2:C5)')).toMatchObject({ correct: false, value: '41.66666667', message: expect.stringContaining('round it as the task asks') });
  });

  it('refuses the answer typed in, and a formula that only fits these numbers', () => {
    expect(check('=41.7')).toMatchObject({ correct: false, message: expect.stringContaining('answer typed in') });
    // Right here only because 125/3 happens to be the average: the changed numbers catch it.
    expect(check('=ROUND(125/COUNT(C2:C5),1)')).toMatchObject({ correct: false, message: expect.stringContaining('not when they change') });
    // Pointing at the cells that happen to hold numbers here: the reversed rows catch it.
    expect(check('=ROUND((C2+C3+C5)/3,1)')).toMatchObject({ correct: false, message: expect.stringContaining('not when they change') });
  });

  it('explains errors, unreadable formulas and unknown functions', () => {
    expect(check('=ROUND(AVERAGE(C2:C5),1')).toMatchObject({ correct: false, value: '#ERROR!', message: expect.stringContaining('could not be read') });
    expect(check('=AVERGE(C2:C5)')).toMatchObject({ correct: false, value: '#NAME?', message: 'The practice sheet has no function called AVERGE. Did you mean AVERAGE?' });
    expect(check('=XLOOKUP(1,C2:C5,C2:C5)')).toMatchObject({ correct: false, message: expect.stringContaining('no function called XLOOKUP. Did you mean VLOOKUP?') });
    expect(check('=NPV(0.1,C2:C5)')).toMatchObject({ correct: false, message: expect.stringContaining('no function called NPV. Check the spelling') });
    expect(check('=ROUND(AVERAGE(C2:C5),1)&Pune')).toMatchObject({ correct: false, message: expect.stringContaining('#NAME?') });
    expect(check('=C2/0')).toMatchObject({ correct: false, message: expect.stringContaining('#DIV/0!, a division by zero') });
    expect(check('=C4+1')).toMatchObject({ correct: false, message: expect.stringContaining('#VALUE!, text where a number is needed') });
  });
});

describe('sheetVariant', () => {
  it('moves every number below the headers and nothing else', () => {
    const moved = sheetVariant(exercise.sheet, 1);
    expect(moved[0]).toEqual(exercise.sheet[0]);
    expect(moved.map((row) => row.slice(0, 2))).toEqual(exercise.sheet.map((row) => row.slice(0, 2)));
    expect(moved[3][2]).toBe('Absent');
    for (const r of [1, 2, 4]) expect(moved[r][2]).not.toBe(exercise.sheet[r][2]);
    expect(sheetVariant(exercise.sheet, 2)[1][0]).toBe('Sneha');
    expect(sheetVariant(exercise.sheet, 3)).toEqual([exercise.sheet[0], exercise.sheet[1], [null, null, null], exercise.sheet[3], [null, null, null]]);
    expect(sheetVariant([['CGPA'], [7.5]], 1)[1][0]).toBeCloseTo(7.5 + 0.1 * Math.round((sheetVariant([['CGPA'], [7.5]], 1)[1][0] as number - 7.5) * 10));
  });

  it('compares values as a spreadsheet shows them', () => {
    expect(sameValue(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameValue('SBIN', 'sbin')).toBe(false);
    expect(sameValue({ error: '#N/A' }, { error: '#N/A' })).toBe(true);
    expect(sameValue(true, 1)).toBe(false);
  });
});
