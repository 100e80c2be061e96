/** Display helpers of the learning pages. Pure; no window access, so they run during prerender too. */

/** Whole percent of `done` out of `total` (0 when there is nothing to do). */
export function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
}

/** '1,200' style counts in a fixed locale, so prerendered and hydrated text agree. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}
