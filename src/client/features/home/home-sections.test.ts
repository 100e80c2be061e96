/** The landing page's card grids leave no empty slot: the spans per breakpoint, checked for any card count. */
import { describe, expect, it } from 'vitest';
import { cardSpanClass } from './home-sections';

/** Columns each row of `count` cards fills at a breakpoint with `columns` columns, from the spans' classes. */
function rows(count: number, columns: number, prefix: 'sm' | 'lg'): number[] {
  const widths = Array.from({ length: count }, (_, i) => {
    const span = new RegExp(`${prefix}:col-span-(\\d)`).exec(cardSpanClass(i, count))?.[1];
    return Number(span ?? 1);
  });
  const filled: number[] = [];
  let row = 0;
  for (const w of widths) {
    if (row + w > columns) {
      filled.push(row);
      row = 0;
    }
    row += w;
  }
  filled.push(row);
  return filled;
}

describe('landing card grid spans', () => {
  it('fills every row at two columns (sm, md) and six (lg, xl) for any number of cards', () => {
    for (let count = 1; count <= 12; count++) {
      expect(rows(count, 2, 'sm'), `${count} cards at sm`).toEqual(Array(Math.ceil(count / 2)).fill(2));
      expect(rows(count, 6, 'lg'), `${count} cards at lg`).toEqual(Array(Math.ceil(count / 3)).fill(6));
    }
  });

  it('lays the five landing cards out as 3 + 2 from lg and 2 + 2 + 1 wide below', () => {
    expect([0, 1, 2, 3, 4].map((i) => cardSpanClass(i, 5))).toEqual(['lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2', 'lg:col-span-3', 'sm:col-span-2 lg:col-span-3']);
  });
});
