import { describe, expect, it } from 'vitest';
import { RUNWAY_ROUNDING_NOTE, runway } from '~/shared/finance';
import { englishOf } from '~/shared/messages';
import type { CellInput } from '~/shared/spreadsheet-cells';
import { evaluateSheet } from '~/shared/spreadsheet-formulas';
import { spreadsheetTemplates } from './spreadsheet-templates';
import { templateResults } from './xlsx-writer';

const sheet = (cells: Record<string, CellInput>) => evaluateSheet(new Map(Object.entries(cells)));

describe('evaluateSheet', () => {
  it('computes arithmetic, absolute references, precedence and SUM ranges', () => {
    const r = sheet({ B2: 10, B3: 4, B4: { formula: 'B2-B3' }, B5: { formula: '$B$2+B3*2^2' }, B6: { formula: 'SUM(B2:B5)' }, C1: { formula: '-(B2+B3)/2' } });
    expect(r.get('B4')).toBe(6);
    expect(r.get('B5')).toBe(26);
    expect(r.get('B6')).toBe(46);
    expect(r.get('C1')).toBe(-7);
  });

  it('reports division by zero, unknown functions and cycles', () => {
    const r = sheet({ A1: 0, A2: { formula: '5/A1' }, A3: { formula: 'FOO(1)' }, A4: { formula: 'A5+1' }, A5: { formula: 'A4+1' } });
    expect(r.get('A2')).toEqual({ error: '#DIV/0!' });
    expect(r.get('A3')).toEqual({ error: '#NAME?' });
    expect(r.get('A4')).toEqual({ error: '#REF!' });
  });
});

describe('spreadsheet templates', () => {
  it('are the six of the spec, in order', () => {
    expect(spreadsheetTemplates.map((t) => t.title.message)).toEqual([
      'Financial Model Template',
      'Budget Planner',
      'Cash Flow Forecast',
      'Funding Requirements',
      'Unit Economics',
      'Investor Deck Finance',
    ]);
  });

  it.each(spreadsheetTemplates.map((t) => [t.title.message, t] as const))('%s has formulas that all evaluate to numbers', (_title, t) => {
    const results = templateResults(t);
    expect(results.size).toBeGreaterThan(3);
    for (const [addr, r] of results) expect(typeof r, `${t.id}!${addr}`).toBe('number');
  });

  it('works out unit economics', () => {
    const r = templateResults(spreadsheetTemplates.find((t) => t.id === 'unit-economics')!);
    expect(r.get('B11')).toBeCloseTo(35); // 50 × 70 %
    expect(r.get('B12')).toBeCloseTo(20); // 1 ÷ 5 %
    expect(r.get('B13')).toBeCloseTo(700);
    expect(r.get('B14')).toBeCloseTo(700 / 300);
  });

  it('computes runway as the calculator does: whole months, rounded down', () => {
    const template = spreadsheetTemplates.find((t) => t.id === 'funding-requirements')!;
    const r = templateResults(template);
    const funding = r.get('B15') as number;
    const burn = template.cells.B17.value as number;
    expect(funding / burn).toBe(19.25);
    expect(r.get('B18')).toBe(19);
    expect(r.get('B18')).toBe((runway({ funding, monthlyBurn: burn, monthlyRevenue: 0 }) as { months: number }).months);
    expect(template.cells.A19.value).toBe(englishOf(RUNWAY_ROUNDING_NOTE));
  });

  it('adds up the budget and carries cash forward', () => {
    const budget = templateResults(spreadsheetTemplates.find((t) => t.id === 'budget-planner')!);
    expect(budget.get('B13')).toBe(21900);
    expect(budget.get('D13')).toBe(21870 - 21900);
    const cash = templateResults(spreadsheetTemplates.find((t) => t.id === 'cash-flow')!);
    expect(cash.get('C5')).toBe(cash.get('B18'));
    expect(cash.get('B18')).toBe(20000 + 8200 - 13300);
  });
});
