/**
 * The six downloadable templates of the Financial tools' Templates tab (real .xlsx files with
 * working formulas). Each is a small sheet with labelled input cells (sample figures to overwrite) and formula
 * cells; this module only describes them — ./xlsx-writer turns a description into a workbook.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { columnLetters } from '~/shared/spreadsheet-cells';
import { RUNWAY_ROUNDING_NOTE, runwayFormula } from '~/shared/finance';
import { englishOf } from '~/shared/messages';

export type CellKind = 'title' | 'note' | 'header' | 'label' | 'input' | 'calc' | 'total';
/** How a number is shown: money in the chosen currency, a percentage, a plain number, or a ratio (`3.2x`). */
export type CellFormat = 'money' | 'percent' | 'number' | 'ratio';

export interface CellSpec {
  value: number | string | { formula: string };
  kind: CellKind;
  format?: CellFormat;
}

export interface SheetTemplate {
  id: string;
  /** The card's title and description, in the page's language (the workbook's own cells are English). */
  title: MessageDescriptor;
  description: MessageDescriptor;
  fileName: string;
  sheetName: string;
  /** Column widths in characters, from column A. */
  widths: number[];
  cells: Record<string, CellSpec>;
}

const title = (text: string): CellSpec => ({ value: text, kind: 'title' });
const note = (text: string): CellSpec => ({ value: text, kind: 'note' });
const header = (text: string): CellSpec => ({ value: text, kind: 'header' });
const label = (text: string): CellSpec => ({ value: text, kind: 'label' });
const input = (value: number, format: CellFormat = 'money'): CellSpec => ({ value, kind: 'input', format });
const calc = (formula: string, format: CellFormat = 'money'): CellSpec => ({ value: { formula }, kind: 'calc', format });
const total = (formula: string, format: CellFormat = 'money'): CellSpec => ({ value: { formula }, kind: 'total', format });

const INPUT_NOTE = 'Blue cells are inputs with sample figures: replace them with your own. Black cells are formulas.';

function financialModel(): SheetTemplate {
  const cells: Record<string, CellSpec> = {
    A1: title('Financial Model: 12-month profit and loss'),
    A2: note(INPUT_NOTE),
    A4: header('Assumptions'),
    A5: label('Starting monthly revenue'),
    B5: input(10000),
    A6: label('Monthly revenue growth'),
    B6: input(0.08, 'percent'),
    A7: label('Cost of goods sold (% of revenue)'),
    B7: input(0.35, 'percent'),
    A8: label('Monthly operating expenses'),
    B8: input(6000),
    A9: label('Opening cash'),
    B9: input(50000),
    A11: header('Line item'),
    A12: label('Revenue'),
    A13: label('Cost of goods sold'),
    A14: label('Gross profit'),
    A15: label('Operating expenses'),
    A16: label('Net income'),
    A17: label('Closing cash'),
    A18: label('Gross margin'),
  };
  for (let m = 1; m <= 12; m++) {
    const c = columnLetters(m + 1);
    const prev = columnLetters(m);
    cells[`${c}11`] = header(`Month ${m}`);
    cells[`${c}12`] = calc(m === 1 ? '$B$5' : `${prev}12*(1+$B$6)`);
    cells[`${c}13`] = calc(`${c}12*$B$7`);
    cells[`${c}14`] = calc(`${c}12-${c}13`);
    cells[`${c}15`] = calc('$B$8');
    cells[`${c}16`] = calc(`${c}14-${c}15`);
    cells[`${c}17`] = calc(m === 1 ? `$B$9+${c}16` : `${prev}17+${c}16`);
    cells[`${c}18`] = calc(`${c}14/${c}12`, 'percent');
  }
  cells.N11 = header('Total');
  for (const r of [12, 13, 14, 15, 16]) cells[`N${r}`] = total(`SUM(B${r}:M${r})`);
  cells.N17 = total('M17');
  cells.N18 = total('N14/N12', 'percent');
  return {
    id: 'financial-model',
    title: msg`Financial Model Template`,
    description: msg`A 12-month profit and loss: revenue growth, cost of goods, gross profit, net income and cash.`,
    fileName: 'financial-model-template.xlsx',
    sheetName: 'Financial Model',
    widths: [36, ...Array(13).fill(13)],
    cells,
  };
}

function budgetPlanner(): SheetTemplate {
  const categories: [string, number, number][] = [
    ['Salaries and contractors', 12000, 12500],
    ['Rent and utilities', 2500, 2500],
    ['Marketing and advertising', 3000, 3400],
    ['Software and tools', 800, 650],
    ['Travel', 600, 300],
    ['Legal and accounting', 1000, 1200],
    ['Equipment', 1500, 900],
    ['Miscellaneous', 500, 420],
  ];
  const cells: Record<string, CellSpec> = {
    A1: title('Budget Planner: monthly budget against actual spending'),
    A2: note(INPUT_NOTE),
    A4: header('Category'),
    B4: header('Budgeted'),
    C4: header('Actual'),
    D4: header('Variance'),
    E4: header('Variance %'),
  };
  categories.forEach(([name, budget, actual], i) => {
    const r = 5 + i;
    cells[`A${r}`] = label(name);
    cells[`B${r}`] = input(budget);
    cells[`C${r}`] = input(actual);
    cells[`D${r}`] = calc(`C${r}-B${r}`);
    cells[`E${r}`] = calc(`D${r}/B${r}`, 'percent');
  });
  const last = 4 + categories.length;
  const t = last + 1;
  cells[`A${t}`] = label('Total');
  cells[`B${t}`] = total(`SUM(B5:B${last})`);
  cells[`C${t}`] = total(`SUM(C5:C${last})`);
  cells[`D${t}`] = total(`C${t}-B${t}`);
  cells[`E${t}`] = total(`D${t}/B${t}`, 'percent');
  cells[`A${t + 2}`] = note('A positive variance means you spent more than planned.');
  return {
    id: 'budget-planner',
    title: msg`Budget Planner`,
    description: msg`Plan spending by category and compare it with what you actually spent, with variances.`,
    fileName: 'budget-planner.xlsx',
    sheetName: 'Budget',
    widths: [32, 14, 14, 14, 12],
    cells,
  };
}

function cashFlowForecast(): SheetTemplate {
  const rowsIn: [string, number[]][] = [
    ['Sales receipts', [8000, 9500, 11000, 12500, 14500, 16500]],
    ['Investment and loans', [0, 0, 25000, 0, 0, 0]],
    ['Other income', [200, 200, 200, 200, 200, 200]],
  ];
  const rowsOut: [string, number[]][] = [
    ['Salaries', [9000, 9000, 12000, 12000, 12000, 14000]],
    ['Rent and utilities', [2000, 2000, 2000, 2000, 2000, 2000]],
    ['Marketing', [1500, 1500, 2500, 2500, 3000, 3000]],
    ['Other expenses', [800, 800, 900, 900, 1000, 1000]],
  ];
  const cells: Record<string, CellSpec> = {
    A1: title('Cash Flow Forecast: six months'),
    A2: note(INPUT_NOTE),
    A4: header('Item'),
    A5: label('Opening balance'),
    A6: header('Cash in'),
    A10: label('Total cash in'),
    A11: header('Cash out'),
    A16: label('Total cash out'),
    A17: label('Net cash flow'),
    A18: label('Closing balance'),
  };
  for (let m = 1; m <= 6; m++) {
    const c = columnLetters(m + 1);
    cells[`${c}4`] = header(`Month ${m}`);
    cells[`${c}5`] = m === 1 ? input(20000) : calc(`${columnLetters(m)}18`);
    rowsIn.forEach(([name, values], i) => {
      cells[`A${7 + i}`] = label(name);
      cells[`${c}${7 + i}`] = input(values[m - 1]);
    });
    cells[`${c}10`] = total(`SUM(${c}7:${c}9)`);
    rowsOut.forEach(([name, values], i) => {
      cells[`A${12 + i}`] = label(name);
      cells[`${c}${12 + i}`] = input(values[m - 1]);
    });
    cells[`${c}16`] = total(`SUM(${c}12:${c}15)`);
    cells[`${c}17`] = calc(`${c}10-${c}16`);
    cells[`${c}18`] = total(`${c}5+${c}17`);
  }
  return {
    id: 'cash-flow',
    title: msg`Cash Flow Forecast`,
    description: msg`Six months of cash in and cash out, with each month’s closing balance carried forward.`,
    fileName: 'cash-flow-forecast.xlsx',
    sheetName: 'Cash Flow',
    widths: [28, 14, 14, 14, 14, 14, 14],
    cells,
  };
}

function fundingRequirements(): SheetTemplate {
  const uses: [string, number][] = [
    ['Product development', 180000],
    ['Hiring', 220000],
    ['Marketing and sales', 150000],
    ['Operations', 80000],
    ['Equipment', 40000],
    ['Legal and administration', 30000],
  ];
  const cells: Record<string, CellSpec> = {
    A1: title('Funding Requirements: how much to raise and what it buys'),
    A2: note(INPUT_NOTE),
    A4: header('Use of funds'),
    B4: header('Amount'),
    C4: header('Share'),
  };
  uses.forEach(([name, amount], i) => {
    const r = 5 + i;
    cells[`A${r}`] = label(name);
    cells[`B${r}`] = input(amount);
    cells[`C${r}`] = calc(`B${r}/$B$11`, 'percent');
  });
  Object.assign(cells, {
    A11: label('Subtotal'),
    B11: total('SUM(B5:B10)'),
    C11: total('SUM(C5:C10)', 'percent'),
    A13: label('Contingency buffer'),
    B13: input(0.1, 'percent'),
    A14: label('Contingency amount'),
    B14: calc('B11*B13'),
    A15: label('Total funding required'),
    B15: total('B11+B14'),
    A17: label('Monthly burn after the raise'),
    B17: input(40000),
    A18: label('Runway this buys (whole months)'),
    B18: calc(runwayFormula('B15', 'B17'), 'number'),
    A19: note(englishOf(RUNWAY_ROUNDING_NOTE)),
  } satisfies Record<string, CellSpec>);
  return {
    id: 'funding-requirements',
    title: msg`Funding Requirements`,
    description: msg`Add up what you need the money for, add a contingency buffer, and see the runway it buys.`,
    fileName: 'funding-requirements.xlsx',
    sheetName: 'Funding',
    widths: [34, 16, 10],
    cells,
  };
}

function unitEconomics(): SheetTemplate {
  return {
    id: 'unit-economics',
    title: msg`Unit Economics`,
    description: msg`Customer lifetime value, LTV to CAC ratio and CAC payback from four inputs.`,
    fileName: 'unit-economics.xlsx',
    sheetName: 'Unit Economics',
    widths: [44, 16],
    cells: {
      A1: title('Unit Economics: what one customer is worth'),
      A2: note(INPUT_NOTE),
      A4: header('Inputs'),
      A5: label('Average revenue per customer per month'),
      B5: input(50),
      A6: label('Gross margin'),
      B6: input(0.7, 'percent'),
      A7: label('Monthly churn rate'),
      B7: input(0.05, 'percent'),
      A8: label('Customer acquisition cost (CAC)'),
      B8: input(300),
      A10: header('Results'),
      A11: label('Gross profit per customer per month'),
      B11: calc('B5*B6'),
      A12: label('Average customer lifetime (months)'),
      B12: calc('1/B7', 'number'),
      A13: label('Customer lifetime value (LTV)'),
      B13: total('B11*B12'),
      A14: label('LTV to CAC ratio'),
      B14: total('B13/B8', 'ratio'),
      A15: label('CAC payback (months)'),
      B15: calc('B8/B11', 'number'),
      A17: note('Rules of thumb: an LTV to CAC ratio of 3x or more, and a CAC payback under 12 months.'),
    },
  };
}

function investorDeckFinance(): SheetTemplate {
  const cells: Record<string, CellSpec> = {
    A1: title('Investor Deck Finance: five-year summary and funding ask'),
    A2: note(INPUT_NOTE),
    A4: header('Assumptions'),
    A5: label('Year 1 revenue'),
    B5: input(250000),
    A6: label('Annual revenue growth'),
    B6: input(1, 'percent'),
    A7: label('Gross margin'),
    B7: input(0.65, 'percent'),
    A8: label('Year 1 operating expenses'),
    B8: input(300000),
    A9: label('Annual operating expense growth'),
    B9: input(0.4, 'percent'),
    A10: label('Funding ask'),
    B10: input(1000000),
    A11: label('Pre-money valuation'),
    B11: input(4000000),
    A13: header('Projection'),
    A14: label('Revenue'),
    A15: label('Gross profit'),
    A16: label('Operating expenses'),
    A17: label('EBITDA'),
    A18: label('EBITDA margin'),
    A20: header('Funding round'),
    A21: label('Post-money valuation'),
    B21: total('B10+B11'),
    A22: label('Investor ownership after the round'),
    B22: total('B10/B21', 'percent'),
    A23: label('Five-year revenue'),
    B23: total('SUM(B14:F14)'),
  };
  for (let y = 1; y <= 5; y++) {
    const c = columnLetters(y + 1);
    const prev = columnLetters(y);
    cells[`${c}13`] = header(`Year ${y}`);
    cells[`${c}14`] = calc(y === 1 ? '$B$5' : `${prev}14*(1+$B$6)`);
    cells[`${c}15`] = calc(`${c}14*$B$7`);
    cells[`${c}16`] = calc(y === 1 ? '$B$8' : `${prev}16*(1+$B$9)`);
    cells[`${c}17`] = total(`${c}15-${c}16`);
    cells[`${c}18`] = calc(`${c}17/${c}14`, 'percent');
  }
  return {
    id: 'investor-deck-finance',
    title: msg`Investor Deck Finance`,
    description: msg`The numbers for your Financials and Funding Ask slides: five-year projection and ownership.`,
    fileName: 'investor-deck-finance.xlsx',
    sheetName: 'Investor Summary',
    widths: [36, 16, 16, 16, 16, 16],
    cells,
  };
}

/** The six templates, in the spec's order. */
export const spreadsheetTemplates: readonly SheetTemplate[] = [
  financialModel(),
  budgetPlanner(),
  cashFlowForecast(),
  fundingRequirements(),
  unitEconomics(),
  investorDeckFinance(),
];
