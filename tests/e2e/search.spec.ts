/**
 * Site search in the browser (issue 24, "Site search"): the header's box finds the talk 'Grit…' and its page
 * opens from the result; a query with two typos finds 'Financial Planning for Startups' from the /search page's own
 * box; all of it again with JavaScript off (GET forms), and on a phone through the header's search link; the
 * community box filters as you type (no Enter) and, with nothing found, says so and offers 'Clear search' and
 * 'Start a discussion'. axe on the results page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsQuick, main, newContext } from './helpers';

const GRIT = 'Grit: The Power of Passion and Perseverance';
const SEEDED_HIRING = 'Looking for a technical co-founder (EdTech, Bengaluru)';

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Search ChangePath' }).getByRole('searchbox', { name: 'Search ChangePath' });
const results = (page: Page, heading: string) => main(page).getByRole('region', { name: new RegExp(`^${heading} \\(\\d+\\+?\\)$`) });

test.describe.configure({ timeout: 60_000 });

test('the header box finds the talk Grit, with the word marked, and its page opens from the result', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await headerSearch(page).fill('grit');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=grit$/);
  const talks = results(page, 'ChangeTalks');
  const link = talks.getByRole('link', { name: GRIT });
  await expect(link).toBeVisible();
  await expect(link.locator('mark')).toHaveText('Grit');
  await expect(main(page).getByRole('searchbox', { name: 'Search ChangePath' })).toHaveValue('grit');
  await expectNoAxeViolationsQuick(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: GRIT })).toBeVisible();
});

test("typos: 'finacial planing' finds the course; one letter asks for more", async ({ page }) => {
  await page.goto('/search');
  const box = main(page).getByRole('searchbox', { name: 'Search ChangePath' });
  await box.fill('finacial planing');
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page, 'Courses').getByRole('link', { name: 'Financial Planning for Startups' })).toBeVisible();
  await box.fill('g');
  await box.press('Enter');
  await expect(main(page).getByRole('status')).toHaveText('Type at least 2 letters to search.');
  await expect(main(page).getByRole('region')).toHaveCount(0);
});

test('without JavaScript: the header form, the typo query, a phone through the search link, and the community box', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await headerSearch(page).fill('grit');
    // The header's form has a button too (voice control, switch access): its magnifier.
    await page.getByRole('banner').getByRole('search', { name: 'Search ChangePath' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=grit$/);
    await expect(results(page, 'ChangeTalks').getByRole('link', { name: GRIT })).toBeVisible();

    const box = main(page).getByRole('searchbox', { name: 'Search ChangePath' });
    await box.fill('finacial planing');
    await box.press('Enter');
    await expect(results(page, 'Courses').getByRole('link', { name: 'Financial Planning for Startups' })).toBeVisible();

    // A phone: the header has a labelled link to the search page, whose box is full size.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about');
    await expect(headerSearch(page)).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Search ChangePath' }).click();
    await expect(page).toHaveURL(/\/search$/);
    // The box has the focus: the person can type at once.
    await expect(main(page).getByRole('searchbox', { name: 'Search ChangePath' })).toBeFocused();
    await page.keyboard.type('grit');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(page, 'ChangeTalks').getByRole('link', { name: GRIT })).toBeVisible();

    // The community page's box is a GET form the server searches, with a button to press.
    await page.goto('/community');
    const communitySearch = main(page).getByRole('search', { name: 'Search discussions' });
    await communitySearch.getByRole('searchbox').fill('technical co-founder');
    await communitySearch.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/community\?q=technical\+co-founder$/);
    await expect(main(page).locator('article h2').getByText(SEEDED_HIRING, { exact: true })).toBeVisible();
    await expect(main(page).locator('article')).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('the community box filters as you type, and says when nothing matched, with Clear search and Start a discussion', async ({ page }) => {
  await page.goto('/community');
  const m = main(page);
  await expect(m.locator('article').first()).toBeVisible();
  const box = m.getByRole('search', { name: 'Search discussions' }).getByRole('searchbox');
  // No Enter: the list follows the box after a short pause.
  await box.pressSequentially('technical co-founder', { delay: 20 });
  await expect(m.locator('article')).toHaveCount(1);
  await expect(m.locator('article h2').getByText(SEEDED_HIRING, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);

  await box.fill('zzqx nothing like this');
  await expect(m.getByText('No discussions match "zzqx nothing like this".')).toBeVisible();
  await expect(m.getByText('No posts found. Be the first to start a discussion!')).toHaveCount(0);
  await expect(m.getByRole('link', { name: 'Start a discussion' })).toHaveAttribute('href', /^\/signin\?redirect=/);
  await m.getByRole('link', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(m.locator('article').first()).toBeVisible();
  await expect(m.getByText(/No discussions match/)).toHaveCount(0);
});
