import { describe, expect, it } from 'vitest';
import { parseInline, splitRow, tableFromSource } from './markdown-tables';

describe('pipe tables', () => {
  it('splits rows, dropping outer pipes and keeping escaped ones', () => {
    expect(splitRow('| a | b \\| c |  d |')).toEqual(['a', 'b | c', 'd']);
    expect(splitRow('a | b')).toEqual(['a', 'b']);
  });

  it('turns header, delimiter and rows into a table with alignment', () => {
    const nodes = tableFromSource('| Skill | Level |\n|:---|---:|\n| **SQL** | `3` |\n| Python | 4 |');
    expect(nodes).toHaveLength(1);
    const [table] = nodes!;
    expect(table.type).toBe('table');
    expect(table.align).toEqual(['left', 'right']);
    expect(table.children).toHaveLength(3);
    expect(table.children![1].children![0].children).toEqual([{ type: 'strong', children: [{ type: 'text', value: 'SQL' }] }]);
    expect(table.children![1].children![1].children).toEqual([{ type: 'inlineCode', value: '3' }]);
  });

  it('pads short rows and keeps trailing text as a paragraph', () => {
    const nodes = tableFromSource('| a | b |\n|---|---|\n| 1 |\nAfter the table');
    expect(nodes![0].children![1].children).toHaveLength(2);
    expect(nodes![1]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: 'After the table' }] });
  });

  it('finds a table that follows text without a blank line', () => {
    const nodes = tableFromSource('Your map:\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(nodes!.map((n) => n.type)).toEqual(['paragraph', 'table']);
  });

  it('leaves ordinary paragraphs alone', () => {
    expect(tableFromSource('Just a | pipe\nand more text')).toBeNull();
    expect(tableFromSource('single line | only')).toBeNull();
  });

  it('parses links and emphasis in cells', () => {
    expect(parseInline('see [NPTEL](https://nptel.ac.in) *now*')).toEqual([
      { type: 'text', value: 'see ' },
      { type: 'link', url: 'https://nptel.ac.in', children: [{ type: 'text', value: 'NPTEL' }] },
      { type: 'text', value: ' ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'now' }] },
    ]);
  });
});
