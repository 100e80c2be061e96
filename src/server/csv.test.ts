import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('CSV downloads', () => {
  it('turns a cell that a spreadsheet would run as a formula into text, and leaves others alone', () => {
    for (const cell of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Asha Rao', 'अनन्या शर्मा', 'a=b', 'asha+tag@example.com', '']) expect(neutraliseCell(cell)).toBe(cell);
  });

  it('starts with a byte order mark, quotes what needs quoting, writes dates as ISO-8601', () => {
    const csv = toCsv(['name', 'email', 'at'], [
      ['=1+2', 'a@example.com', new Date('2026-11-25T10:00:00Z')],
      ['Rao, Asha "AR"', 'b@example.com', null],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\n')).toEqual(['name,email,at', "'=1+2,a@example.com,2026-11-25T10:00:00.000Z", '"Rao, Asha ""AR""",b@example.com,', '']);
  });
});
