/** When a learner's SQL result answers an exercise. */
import { describe, expect, it } from 'vitest';
import { cellText, resultMismatch, sqlExerciseMessages } from './sql-exercises';

const expected = { columns: ['name', 'total'], rows: [['Asha', '1200.00'], ['Ravi', '950.50']] };

describe('resultMismatch', () => {
  it('accepts the same rows under any column names, in any order unless the order matters', () => {
    expect(resultMismatch(expected, { columns: ['customer', 'spent'], rows: expected.rows }, true)).toBeNull();
    const reversed = { columns: expected.columns, rows: [...expected.rows].reverse() };
    expect(resultMismatch(expected, reversed, false)).toBeNull();
    expect(resultMismatch(expected, reversed, true)).toBe(sqlExerciseMessages.order);
  });

  it('says what differs: the columns, the number of rows, or the values', () => {
    expect(resultMismatch(expected, { columns: ['name'], rows: [['Asha'], ['Ravi']] }, false)).toEqual(sqlExerciseMessages.columns(2, 1));
    expect(resultMismatch(expected, { columns: expected.columns, rows: [expected.rows[0]!] }, false)).toEqual(sqlExerciseMessages.rowCount(2, 1));
    expect(resultMismatch(expected, { columns: expected.columns, rows: [['Asha', '1200'], ['Ravi', '950.50']] }, false)).toBe(sqlExerciseMessages.values);
  });

  it('writes values as PostgreSQL gives them: a date at midnight as its day, numbers and booleans as text', () => {
    expect(cellText(new Date('2025-01-14T00:00:00.000Z'))).toBe('2025-01-14');
    expect(cellText(new Date('2025-01-14T10:30:00.000Z'))).toBe('2025-01-14T10:30:00.000Z');
    expect([cellText(12), cellText(12n), cellText(true), cellText(null), cellText('4.5')]).toEqual(['12', '12', 'true', null, '4.5']);
  });
});
