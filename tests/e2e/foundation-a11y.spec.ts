/**
 * Accessibility and the shell (issue 2 "Shell and routes", "Tests and CI"; spec §2.1, §2.2, §2.12, §9):
 * axe-core (WCAG 2.0–2.2 A/AA) finds no violations on every route of src/shared/paths.ts signed out, at desktop
 * (1280×800) and mobile (390×844) widths, on the signed-in pages (user and admin) and on the 404 page; each page
 * resolves with a non-empty <title> and exactly one <h1>. Also: the mobile menu (sections, DEV toggle in demo
 * mode), the header's shadow after 10 px of scroll, and a toast closing itself after 5 s.
 */
import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/paths';
import { test as base, expect } from './fixtures';
import { type CachedStateKind, cachedState, expectNoAxeViolationsQuick, headerMenu, main, phoneMenu, toastWith, toasts } from './helpers';

// The routes are checked independently of each other (each test opens its own page), so they spread over the
// workers: in one worker this file alone took seven minutes.
base.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const NARROW = { width: 360, height: 780 };

/**
 * At 360 px (a small phone) the page does not scroll sideways: nothing is wider than the viewport (issue 19).
 * Names the widest elements when it fails.
 */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize(NARROW);
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Elements wider than the viewport that no scrolling box of their own clips (those are what widen the page).
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 4).join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(overflow.scrollWidth, `${page.url()} scrolls sideways at 360 px: ${overflow.wide.join('; ')}`).toBeLessThanOrEqual(overflow.width);
}

/** Waits until the route has rendered its page (its <h1>) and stopped fetching. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page's <title> is not empty and it has exactly one <h1>. */
async function expectTitleAndOneH1(page: Page) {
  expect((await page.title()).trim(), `<title> of ${page.url()}`).not.toBe('');
  await expect(page.locator('h1'), `one <h1> on ${page.url()}`).toHaveCount(1);
}

/** A `test` whose page is signed in (storage state made once per run, see helpers.ts). */
function signedInTest(kind: CachedStateKind) {
  return base.extend({
    storageState: async ({ browser }, use) => {
      await use(await cachedState(browser, kind));
    },
  });
}

/** The first link on `listPath` under `prefix` (a seeded talk or thread, whose id is made when the demo is seeded). */
const firstLinkOn = (listPath: string, prefix: string) => async (page: Page) => {
  await page.goto(listPath);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link under ${prefix} on ${listPath}`).toBeTruthy();
  return href!;
};

/** A real page for each route pattern with parameters (seeded or shipped content), so the pattern is checked too. */
const EXAMPLES: Record<string, string | ((page: Page) => Promise<string>)> = {
  [paths.talk]: firstLinkOn(paths.changeTalks, '/changetalks/'),
  [paths.communityThread]: firstLinkOn(paths.communityShort, '/community/'),
  [paths.courseDetail]: '/entrepreneurship/courses/market-research-fundamentals',
  [paths.courseDetailShort]: '/courses/scaling-your-startup',
  [paths.lesson]: '/entrepreneurship/courses/financial-planning-for-startups/lessons/1',
  [paths.lessonShort]: '/courses/legal-essentials-for-startups/lessons/3',
  [paths.courseQuiz]: '/entrepreneurship/courses/product-development-and-mvp/quiz',
  [paths.courseQuizShort]: '/courses/digital-marketing-for-entrepreneurs/quiz',
  [paths.certificateVerify]: '/certificates/verify/CP-AAAA-BBBB-CCCC',
  [paths.mentorProfile]: '/entrepreneurship/mentor-matching/ananya-krishnan',
  [paths.blogPost]: '/blog/become-a-data-scientist-roadmap',
  [paths.blogCategory]: '/blog/category/career-planning',
  [paths.blogTag]: '/blog/tag/ats',
  [paths.partnershipStatus]: '/partnership-status/an-unknown-status-link-token-1234',
  [paths.search]: '/search?q=grit',
  [paths.aiTool]: '/ai-tools/resume-review',
};

/**
 * Examples that are not found on purpose: a private status link exists only once someone applies (partners.spec.ts
 * checks a real one with axe), so an unknown link is checked here as the 404 page it answers.
 */
const NOT_FOUND_EXAMPLES = new Set<string>([paths.partnershipStatus]);

base.describe('every route, signed out', () => {
  base('the header fits at every width from 360 to 1536 px, with Sign In and Sign Up', async ({ page }) => {
    await page.goto(paths.home);
    await settle(page);
    await expectHeaderFits(page);
  });

  for (const pattern of Object.values(paths)) {
    const example = EXAMPLES[pattern] ?? pattern;
    if (typeof example === 'string' && example.includes(':')) throw new Error(`Add an example page for the route pattern ${pattern} to EXAMPLES`);
    const name = typeof example === 'string' ? example : pattern;
    base(`${name}: no axe violations at desktop and mobile widths, a title and one h1, no sideways scrolling at 360 px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const route = typeof example === 'string' ? example : await example(page);
      const response = await page.goto(route);
      const notFound = NOT_FOUND_EXAMPLES.has(pattern);
      expect(response?.status(), `HTTP status of ${route}`).toBe(notFound ? 404 : 200);
      await settle(page);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(notFound ? 1 : 0);
      await expectTitleAndOneH1(page);
      await expectNoAxeViolationsQuick(page);

      await page.setViewportSize(MOBILE);
      await expect(phoneMenu(page).toggle).toBeVisible();
      await expectNoAxeViolationsQuick(page);
      await expectNoSidewaysScroll(page);
    });
  }
});

base('the axe check itself catches a violation (a test that cannot fail is a defect)', async ({ page }) => {
  await page.goto('/about');
  await settle(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.getElementById('main')?.append(img);
  });
  await expect(expectNoAxeViolationsQuick(page)).rejects.toThrow(/image-alt/);
});

base('the 404 page: its texts, no axe violations at both widths, a title and one h1', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expectTitleAndOneH1(page);
  await expectNoAxeViolationsQuick(page);
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolationsQuick(page);
});

base.describe('signed in as a user', () => {
  const test = signedInTest('oidc-user');

  for (const route of [paths.dashboard, paths.profile, paths.notifications]) {
    test(`${route}: no axe violations at desktop and mobile widths`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(route);
      await settle(page);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expectTitleAndOneH1(page);
      await expectNoAxeViolationsQuick(page);
      // The header again with the account menu open, its links and the sign-out form showing (over the page, whose
      // targets it covers as any open menu does).
      const account = headerMenu(page, 'My Account');
      await account.summary.click();
      await expect(account.panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expectNoAxeViolationsQuick(page, 'header');
      await account.summary.click();
      await page.setViewportSize(MOBILE);
      await expectNoAxeViolationsQuick(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('a toast closes itself after 5 seconds, and only one shows at a time', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.profile);
    await settle(page);
    const save = main(page).getByRole('button', { name: 'Save name' });
    // Saving the unchanged name: a harmless action that answers with a toast.
    await save.click();
    await expect(toastWith(page, 'Your name has been updated.')).toBeVisible();
    await save.click();
    const shownAt = Date.now();
    await expect(toastWith(page, 'Your name has been updated.')).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);

    await page.waitForTimeout(4_000);
    await expect(toasts(page), 'still open 4 s after it appeared').toHaveCount(1);
    await expect(toasts(page)).toHaveCount(0, { timeout: 4_000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThanOrEqual(4_500);
    expect(closedAfter).toBeLessThan(7_500);
  });
});

/**
 * The header fits in one row at every width between a phone and a wide screen: the full navigation from 1024 px, the
 * phone menu below (at 768–1100 px the six links, the search box and the account buttons once ran off the right).
 */
async function expectHeaderFits(page: Page) {
  for (const width of [360, 768, 900, 1024, 1100, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }
}

base.describe('signed in as the demo admin', () => {
  const test = signedInTest('admin');

  test('the header fits at every width from 360 to 1536 px, with the Admin button and the bell', async ({ page }) => {
    await page.goto(paths.home);
    await settle(page);
    await expectHeaderFits(page);
  });

  test('/admin-dashboard: no axe violations at desktop and mobile widths, a title and one h1', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.adminDashboard);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();
    await expectTitleAndOneH1(page);
    await expectNoAxeViolationsQuick(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolationsQuick(page);
    await expectNoSidewaysScroll(page);
  });
});

base('the mobile menu opens, its sections expand, and demo mode shows the DEV toggle to this machine only', async ({ page }) => {
  // Someone on another machine never sees the demo accounts or the outbox link (issue 20).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.20.30.40' });
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await settle(page);
  await phoneMenu(page).toggle.click();
  await expect(phoneMenu(page).disclosure).toHaveAttribute('open', '');
  await expect(page.getByRole('button', { name: 'DEV' })).toHaveCount(0);
  // The server trusts X-Forwarded-For in these tests (global-setup.ts): this is the server's own machine.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '127.0.0.1' });
  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const { toggle, disclosure, nav: menu } = phoneMenu(page);
  await expect(toggle).toHaveText(/Open menu/);
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(disclosure).toHaveAttribute('open', '');

  const sections: Array<[string, string]> = [
    ['Learn', 'AI Tools'],
    ['Explore', 'Entrepreneurship'],
    ['Partner', 'University Partners'],
  ];
  for (const [section, link] of sections) {
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeHidden();
    await menu.locator('summary', { hasText: section }).click();
    await expect(menu.locator('details', { has: page.locator('summary', { hasText: section }) })).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Regular Sign In' })).toBeVisible();

  const dev = menu.getByRole('button', { name: 'DEV' });
  await expect(dev).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Demo outbox' })).toBeHidden();
  await dev.click();
  await expect(dev).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Demo outbox' })).toBeVisible();
  await expect(menu.getByText('admin@changepath.test')).toBeVisible();
  await expectNoAxeViolationsQuick(page);

  // Escape closes it and gives focus back to the menu button; following a link closes it too.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});

base('the header gains a shadow once the page scrolls past 10 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await settle(page);
  const header = page.locator('header').first();
  // Tailwind's shadow-none computes to transparent zero-size layers rather than 'none'.
  const hasShadow = () =>
    header.evaluate((el) => getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/).some((layer) => !/^\s*(none|rgba\(0, 0, 0, 0\).*)$/.test(layer)));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(await hasShadow()).toBe(false);

  await page.evaluate(() => window.scrollTo(0, 8));
  await page.waitForFunction(() => window.scrollY === 8);
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(hasShadow).toBe(true);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect.poll(hasShadow).toBe(false);
});
