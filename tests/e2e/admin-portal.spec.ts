/**
 * The admin portal's navigation (issue 19): a landmark of plain links to the overview and each section, the current
 * one marked for assistive technology, a way back to the site; with scripts and without. axe on every section, and no
 * section scrolls sideways at 360 px. The admin changes a person's plan (found by e-mail) with scripts, without them
 * and before they run, and the person's dashboard names the plan each time.
 *
 * Sign-ins: the demo admin's cached state (helpers.ts); one new account (sign-up, verification, one password sign-in).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cachedState, expectNoAxeViolationsQuick, main, newContext, openWithScriptsHeld, signInViaUi, signUpViaUi, toastWith, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

const SECTIONS: Array<[label: string, query: string, heading: string]> = [
  ['Talks', 'talks', 'ChangeTalks'],
  ['Moderation', 'moderation', 'Community moderation'],
  ['Applications and forms', 'applications', 'Applications and requests'],
  ['Mentors', 'mentors', 'Mentors'],
  ['Accounts and plans', 'plans', 'Accounts and plans'],
  ['Payments', 'payments', 'Payments'],
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


test.describe('admin changes a plan', () => {
  test('finds the account by e-mail and changes its plan with scripts, without them and before they run; the person sees it', async ({ browser, mailbox, baseURL }) => {
    test.setTimeout(90_000);
    const person = { firstName: 'Plan', lastName: 'Changer', email: uniqueEmail('plan'), password: uniquePassword() };
    const learner = await newContext(browser);
    const admin = await newContext(browser, { storageState: await cachedState(browser, 'admin') });
    try {
      const me = await learner.newPage();
      await signUpViaUi(me, person);
      await verifyFromMail(me, mailbox, person.email);
      await signInViaUi(me, person.email, person.password);
      const subscription = main(me).getByRole('heading', { level: 2, name: 'Subscription' }).locator('xpath=../..');
      await expect(subscription).toContainText('You are on the Free plan');

      // With scripts: find, choose Premium, the toast, and the card shows the new plan.
      const page = await admin.newPage();
      await page.goto('/admin-dashboard?section=plans');
      const section = main(page).getByRole('region', { name: 'Accounts and plans' });
      await section.getByLabel('E-mail address of the account').fill(person.email.toUpperCase());
      await section.getByRole('button', { name: 'Find account' }).click();
      await expect(page).toHaveURL((u) => u.searchParams.get('email') === person.email.toUpperCase() && u.searchParams.get('section') === 'plans');
      const card = section.getByTestId('plan-account');
      await expect(card).toContainText(person.email);
      await expect(card).toContainText('Current plan: Free');
      await expectNoAxeViolationsQuick(page);
      await card.getByLabel('New plan').selectOption({ label: 'Premium' });
      await card.getByRole('button', { name: 'Change plan' }).click();
      await expect(toastWith(page, 'The account is now on the Premium plan.')).toBeVisible();
      await expect(card).toContainText('Current plan: Premium');
      await me.reload();
      await expect(subscription).toContainText('You are on the Premium plan: every course with its quiz and certificate, unlimited AI tool use');

      // Without scripts: the same form posts natively; the page comes back with the outcome and the new plan.
      const noScript = await newContext(browser, { javaScriptEnabled: false, storageState: await cachedState(browser, 'admin') });
      try {
        const plain = await noScript.newPage();
        await plain.goto(`/admin-dashboard?section=plans&email=${encodeURIComponent(person.email)}`);
        const plainCard = main(plain).getByTestId('plan-account');
        await plainCard.getByLabel('New plan').selectOption({ label: 'Business' });
        await plainCard.getByRole('button', { name: 'Change plan' }).click();
        await expect(main(plain).getByRole('status').filter({ hasText: 'The account is now on the Business plan.' })).toBeVisible();
        await expect(main(plain).getByTestId('plan-account')).toContainText('Current plan: Business');
      } finally {
        await noScript.close();
      }
      await me.reload();
      await expect(subscription).toContainText('You are on the Business plan');

      // Scripts late: chosen and sent before they run; once they run the page shows the outcome and the plan.
      const late = await admin.newPage();
      const release = await openWithScriptsHeld(late, `${baseURL}/admin-dashboard?section=plans&email=${encodeURIComponent(person.email)}`);
      const lateCard = main(late).getByTestId('plan-account');
      await lateCard.getByLabel('New plan').selectOption({ label: 'Free' });
      expect(await late.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      await lateCard.getByRole('button', { name: 'Change plan' }).click();
      await expect(main(late).getByRole('status').filter({ hasText: 'The account is now on the Free plan.' })).toBeVisible();
      release();
      await late.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await expect(main(late).getByTestId('plan-account')).toContainText('Current plan: Free');
      await me.reload();
      await expect(subscription).toContainText('You are on the Free plan');
    } finally {
      await learner.close();
      await admin.close();
    }
  });
});
