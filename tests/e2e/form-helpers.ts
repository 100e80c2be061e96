/**
 * Steps shared by the form specs (pages.spec.ts, partners.spec.ts): finding a labelled control, picking an option
 * of a select, and proving that a form sent nothing.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The control labelled exactly `label`. A required field's label ends in a '*' hidden from assistive technology
 * (src/client/components/ui/form-fields.tsx), which Playwright's getByLabel still reads, so the star is allowed.
 */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** Records the requests the page makes to `pathname` with any method but GET (to prove a form sent nothing). */
export function postsTo(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname === pathname) seen.push(r);
  });
  return seen;
}

/** Picks the option shown as `option` in the (native) select labelled `label` inside `scope`. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}
