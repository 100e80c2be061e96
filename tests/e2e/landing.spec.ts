/**
 * The landing page's grids leave no empty slot at any breakpoint (issue 19): at the sm, md, lg and xl widths every
 * row of every grid on the page runs from the grid's left edge to its right edge.
 */
import { expect, test } from './fixtures';

const WIDTHS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`at ${name} (${width} px) every grid row on the landing page is full`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const grids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((el) => getComputedStyle(el).display === 'grid' && el.getBoundingClientRect().width > 0)
        .map((grid) => {
          const box = grid.getBoundingClientRect();
          const style = getComputedStyle(grid);
          const left = box.left + parseFloat(style.paddingLeft);
          const right = box.right - parseFloat(style.paddingRight);
          // A row: the children whose boxes overlap vertically (they may be centred, so their tops differ).
          const rows: Array<{ top: number; bottom: number; left: number; right: number; count: number }> = [];
          for (const child of grid.children) {
            const r = child.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            const row = rows.find((x) => r.top < x.bottom - 1 && r.bottom > x.top + 1);
            if (row) Object.assign(row, { top: Math.min(row.top, r.top), bottom: Math.max(row.bottom, r.bottom), left: Math.min(row.left, r.left), right: Math.max(row.right, r.right), count: row.count + 1 });
            else rows.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right, count: 1 });
          }
          const name = grid.closest('section')?.id || grid.className.slice(0, 60);
          const columns = style.gridTemplateColumns.split(' ').length;
          return { name, columns, left, right, rows };
        }),
    );
    expect(grids.length).toBeGreaterThanOrEqual(3);
    // The two card grids (five cards each) are among them.
    expect(grids.filter((g) => g.name === 'features' || g.name === 'about').map((g) => g.rows.reduce((n, r) => n + r.count, 0))).toEqual([5, 5]);
    for (const grid of grids) {
      for (const [i, row] of grid.rows.entries()) {
        const where = `${grid.name} (${grid.columns} columns) row ${i + 1} of ${grid.rows.length} at ${width} px`;
        expect(Math.abs(row.left - grid.left), `${where} starts inside the grid`).toBeLessThanOrEqual(2);
        expect(Math.abs(grid.right - row.right), `${where} leaves an empty slot`).toBeLessThanOrEqual(2);
      }
    }
  });
}
