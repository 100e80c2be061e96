/**
 * The admin portal's navigation (issue 19): a landmark of plain links to the overview and each section, the current
 * one marked for assistive technology, a way back to the site; with scripts and without. axe on every section, and no
 * section scrolls sideways at 360 px.
 *
 * Sign-ins: the demo admin's cached state (helpers.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cachedState, expectNoAxeViolationsQuick, main, newContext } from './helpers';

const SECTIONS: Array<[label: string, query: string, heading: string]> = [
  ['Talks', 'talks', 'ChangeTalks'],
  ['Moderation', 'moderation', 'Community moderation'],
  ['Applications and forms', 'applications', 'Applications and requests'],
  ['Mentors', 'mentors', 'Mentors'],
  ['Accounts and plans', 'plans', 'Accounts and plans'],
  ['Mail queue', 'mail', 'Mail queue'],
];

/** At 360 px the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways at 360 px`).toBeLessThanOrEqual(width);
  if (size) await page.setViewportSize(size);
}

test.describe('admin portal navigation', () => {
  test.use({ storageState: async ({ browser }, use) => use(await cachedState(browser, 'admin')) });

  test('links every section, marks the current one, shows it alone, and leads back to the site', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/admin-dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link')).toHaveText(['Overview', ...SECTIONS.map(([label]) => label)]);
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolationsQuick(page);
    await expectNoSidewaysScroll(page);

    for (const [label, query, heading] of SECTIONS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard\\?section=${query}$`));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
      await expect(main(page).getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      // Only this section: the others' headings are gone.
      for (const [, q, other] of SECTIONS) {
        if (q !== query) await expect(main(page).getByRole('heading', { level: 2, name: other, exact: true })).toHaveCount(0);
      }
      await expect(page).toHaveTitle(`${label} · ChangeTalks Admin · ChangePath`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolationsQuick(page);
      await expectNoSidewaysScroll(page);
    }

    await page.getByRole('banner').getByRole('link', { name: 'Back to the site' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('works as plain links without JavaScript', async ({ browser, baseURL }) => {
    const context = await newContext(browser, { javaScriptEnabled: false, storageState: await cachedState(browser, 'admin') });
    try {
      const page = await context.newPage();
      await page.goto('/admin-dashboard?section=moderation');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Mail queue' }).click();
      await page.waitForURL(`${baseURL}/admin-dashboard?section=mail`);
      await expect(nav.getByRole('link', { name: 'Mail queue' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Moderation' })).not.toHaveAttribute('aria-current', /.*/);
      await expect(main(page).getByRole('heading', { level: 2, name: 'Mail queue' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
