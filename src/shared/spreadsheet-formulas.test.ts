import { describe, expect, it } from 'vitest';
import { FORMULA_FUNCTIONS, evaluateFormula, functionsIn, meetsCriterion, refersToCells } from './spreadsheet-formulas';

// A sheet like the Excel course's: a header row, text, numbers, an empty cell and an 'Absent'.
const sheet = [
  ['Name', 'City', 'Score', 'Mode'],
  ['Aarav', 'Pune', 38, 'UPI'],
  ['Meera', 'Mumbai', 42, 'Card'],
  ['Rohan', 'Pune', 'Absent', 'UPI'],
  ['Sneha', ' pune ', 45, null],
];
const run = (formula: string) => evaluateFormula(formula, sheet);

describe('evaluateFormula', () => {
  it('behaves like Excel on ranges holding text and empty cells', () => {
    expect(run('=AVERAGE(C2:C5)')).toBeCloseTo(125 / 3);
    expect(run('=SUM(C2:C5)')).toBe(125);
    expect(run('=COUNT(C2:C5)')).toBe(3);
    expect(run('=COUNTA(D2:D5)')).toBe(3);
    expect(run('=MIN(C2:C5)')).toBe(38);
    expect(run('=MAX(C2:C5)')).toBe(45);
    expect(run('=ROUND(AVERAGE(C2:C5),1)')).toBe(41.7);
  });

  it('counts and sums with conditions, including the functions formulajs supplies', () => {
    expect(run('=COUNTIF(B2:B5,"Pune")')).toBe(2);
    expect(run('=COUNTIFS(B2:B5,"Pune",D2:D5,"UPI")')).toBe(2);
    expect(run('=SUMIF(B2:B5,"Mumbai",C2:C5)')).toBe(42);
    expect(run('=SUMIF(B2:B5,"Mumbai",C2)')).toBe(42);
    expect(run('=SUMIF(C2:C5,">40")')).toBe(87);
    expect(run('=SUMIFS(C2:C5,B2:B5,"Pune",D2:D5,"UPI")')).toBe(38);
    expect(run('=AVERAGEIF(C2:C5,">40")')).toBe(43.5);
    expect(run('=COUNTIF(C2:C5,">=40")')).toBe(2);
  });

  it('does logic, lookups and text like Excel', () => {
    expect(run('=IF(AND(C2>=35,D2="UPI"),"Pass","Fail")')).toBe('Pass');
    expect(run('=NOT(C2>40)')).toBe(true);
    expect(run('=VLOOKUP("Meera",A2:D5,3,FALSE)')).toBe(42);
    expect(run('=VLOOKUP("Meera",A2:D5,2,0)')).toBe('Mumbai');
    expect(run('=INDEX(A2:A5,MATCH(45,C2:C5,0))')).toBe('Sneha');
    expect(run('=MATCH("Nobody",A2:A5,0)')).toEqual({ error: '#N/A' });
    expect(run('=IFERROR(MATCH("Nobody",A2:A5,0),"Not found")')).toBe('Not found');
    expect(run('=UPPER(TRIM(B5))')).toBe('PUNE');
    expect(run('=LEFT(A3,2)&"-"&LEN(A3)')).toBe('Me-5');
    expect(run('=PROPER(TRIM(B5))')).toBe('Pune');
  });

  it('gives error values instead of throwing', () => {
    expect(run('=C2/0')).toEqual({ error: '#DIV/0!' });
    expect(run('=C4+1')).toEqual({ error: '#VALUE!' });
    expect(run('=IFERROR(C2/0,"n/a")')).toBe('n/a');
    expect(run('=SUM(C2:C5')).toEqual({ error: '#ERROR!' });
    expect(run('=')).toEqual({ error: '#ERROR!' });
    expect(run('=FOO(1)')).toEqual({ error: '#NAME?' });
    expect(run('=XLOOKUP("Meera",A2:A5,C2:C5)')).toEqual({ error: '#NAME?' });
  });

  it('refuses functions outside the list, which could make the server do unbounded work', () => {
    expect(FORMULA_FUNCTIONS).not.toContain('REPT');
    expect(run('=LEN(REPT("x",100000000))')).toEqual({ error: '#NAME?' });
    expect(run('=LEN("REPT(")')).toBe(5);
  });

  it('reads a whole-sheet range only where the sheet has cells', () => {
    const started = performance.now();
    expect(run('=COUNTA(A1:XFD1048576)')).toBe(19);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('meetsCriterion', () => {
  it.each([
    [40, 40, true],
    ['Absent', '>=40', false],
    [45, '>=40', true],
    ['Absent', '<>40', true],
    [null, '<>40', true],
    [40, '<>40', false],
    ['Pune', 'pune', true],
    [' Pune', 'Pune', false],
    ['Pune', 'P*', true],
    ['Patna', 'P?n*', false],
    ['Pune', 'P?n*', true],
    ['A*B', 'A~*B', true],
    ['AxB', 'A~*B', false],
    ['a.b', 'a.b', true],
    ['axb', 'a.b', false],
    [null, '', true],
    ['', '=', true],
    ['x', '<>', true],
    [true, 'TRUE', true],
    ['Mumbai', '>L', true],
    [5, '>L', false],
  ])('%j meets %j: %s', (cell, criterion, expected) => {
    expect(meetsCriterion(cell, criterion)).toBe(expected);
  });

  it('counts, sums, averages and finds extremes on several conditions', () => {
    expect(run('=AVERAGEIFS(C2:C5,B2:B5,"pune*",D2:D5,"UPI")')).toBe(38);
    expect(run('=MAXIFS(C2:C5,D2:D5,"<>Card")')).toBe(45);
    expect(run('=MINIFS(C2:C5,B2:B5,"Delhi")')).toBe(0);
    expect(run('=AVERAGEIF(B2:B5,"Delhi",C2:C5)')).toEqual({ error: '#DIV/0!' });
    expect(run('=COUNTIFS(B2:B5,"Pune",D2:D4,"UPI")')).toEqual({ error: '#VALUE!' });
  });
});

describe('functionsIn and refersToCells', () => {
  it('find functions and cell references outside quoted text', () => {
    expect(functionsIn('=round(SUM(A1:A3), 1) & "IF("')).toEqual(['ROUND', 'SUM']);
    expect(refersToCells('=ROUND(C4/SUM($C$2:$C$7)*100,1)')).toBe(true);
    expect(refersToCells('="Deepak Chauhan"')).toBe(false);
    expect(refersToCells('=37.8')).toBe(false);
    expect(refersToCells('=LOG10(100)')).toBe(false);
    expect(refersToCells('="A1"')).toBe(false);
  });
});
