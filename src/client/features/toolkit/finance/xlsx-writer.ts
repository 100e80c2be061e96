/**
 * Writes a template (./spreadsheet-templates) as an .xlsx workbook with ExcelJS, imported on demand so it loads
 * only when someone downloads. Formula cells carry their formula and its computed result; Excel is also told to
 * recalculate everything on open.
 */
import type { CurrencyCode } from '~/shared/finance';
import type { CellInput } from '~/shared/spreadsheet-cells';
import { evaluateSheet } from '~/shared/spreadsheet-formulas';
import type { CellFormat, SheetTemplate } from './spreadsheet-templates';

const moneyFormats: Record<CurrencyCode, string> = {
  USD: '"$"#,##0',
  EUR: '"€"#,##0',
  INR: '"₹"#,##0',
};

function numFmt(format: CellFormat | undefined, currency: CurrencyCode): string | undefined {
  if (format === 'money') return moneyFormats[currency];
  if (format === 'percent') return '0.0%';
  if (format === 'number') return '0.0';
  if (format === 'ratio') return '0.0"x"';
  return undefined;
}

/** The template's formula results (address → number or `{ error }`), as written into the file. */
export function templateResults(template: SheetTemplate) {
  const inputs = new Map<string, CellInput>(Object.entries(template.cells).map(([addr, cell]) => [addr, cell.value]));
  return evaluateSheet(inputs);
}

/** Builds the workbook for `template` with money shown in `currency`; resolves to the .xlsx as a Blob. */
export async function buildTemplateXlsx(template: SheetTemplate, currency: CurrencyCode): Promise<Blob> {
  const mod = await import('exceljs');
  // The browser build is a UMD bundle: its namespace arrives as the default export.
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ChangePath';
  workbook.created = new Date();
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ showGridLines: true }] });
  template.widths.forEach((width, i) => (sheet.getColumn(i + 1).width = width));

  const results = templateResults(template);
  for (const [addr, spec] of Object.entries(template.cells)) {
    const cell = sheet.getCell(addr);
    if (typeof spec.value === 'object') {
      const r = results.get(addr);
      cell.value = { formula: spec.value.formula, result: r === undefined ? undefined : typeof r === 'object' ? { error: r.error } : r } as never;
    } else {
      cell.value = spec.value;
    }
    const fmt = numFmt(spec.format, currency);
    if (fmt) cell.numFmt = fmt;
    switch (spec.kind) {
      case 'title':
        cell.font = { bold: true, size: 14, color: { argb: 'FF0F172A' } };
        break;
      case 'note':
        cell.font = { italic: true, color: { argb: 'FF334155' } };
        break;
      case 'header':
        cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4ED8' } };
        break;
      case 'input':
        cell.font = { color: { argb: 'FF1D4ED8' } };
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEF9C3' } };
        break;
      case 'total':
        cell.font = { bold: true };
        cell.border = { top: { style: 'thin', color: { argb: 'FF334155' } } };
        break;
      default:
        break;
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
