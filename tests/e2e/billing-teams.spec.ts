/**
 * Business for teams on a 360 px phone, with scripts on and off: an owner opens "Set up your team" from Pricing,
 * buys 10 seats with the organisation's GSTIN, pays the payment link on the local Razorpay, and comes back to a team
 * with its GST invoice; invites a colleague by e-mail; the colleague opens the e-mail's link, signs in, joins, and
 * the Billing page says Business comes through the team. Axe and no sideways scrolling on every team page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsQuick, main, newVerifiedStudent } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const js of [true, false]) {
  test(`${js ? 'with' : 'without'} scripts: an owner buys seats by payment link and a colleague joins by e-mail`, async ({ browser, mailbox }) => {
    test.setTimeout(150_000);
    const owner = await newVerifiedStudent(browser, mailbox, js ? 'team-owner-js' : 'team-owner-nojs', { ...PHONE, javaScriptEnabled: js, firstName: 'Meera', lastName: 'Nair' });
    const colleague = await newVerifiedStudent(browser, mailbox, js ? 'team-mate-js' : 'team-mate-nojs', { ...PHONE, javaScriptEnabled: js, firstName: 'Rohan', lastName: 'Das' });
    try {
      const page = owner.page;
      await page.goto('/pricing');
      await main(page).getByRole('link', { name: 'Set up your team' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/billing/team');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Business for teams');
      await main(page).getByLabel('Organisation name (as on the invoice)').fill('Nair Analytics Pvt Ltd');
      await main(page).getByLabel('Period').selectOption('yearly');
      await main(page).getByLabel('State of registration').selectOption({ label: 'Kerala' });
      await main(page).getByLabel('GSTIN').fill('32aabcn1234k1z5');
      if (js) await expectNoAxeViolationsQuick(page);
      if (js) await noSidewaysScroll(page);
      await main(page).getByRole('button', { name: 'Make the payment link' }).click();
      const pay = main(page).getByRole('link', { name: 'Pay ₹99,990 now' });
      await expect(pay).toBeVisible();
      await expect(main(page).getByTestId('team-payment-url')).toContainText('/dev/razorpay/pl/plink_');
      if (js) await noSidewaysScroll(page);
      await pay.click();

      await expect(page).toHaveURL((u) => u.pathname.startsWith('/dev/razorpay/pl/'));
      await page.getByRole('button', { name: 'Pay ₹99,990' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/billing/team' && u.searchParams.get('payment') === 'paid');
      await expect(main(page).getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
      await expect(main(page)).toContainText('1 of 10 in use');
      await expect(main(page)).toContainText('GSTIN 32AABCN1234K1Z5, Kerala');

      await main(page).getByLabel('E-mail addresses').fill(colleague.email);
      await main(page).getByRole('button', { name: 'Send invitations' }).click();
      await expect(main(page)).toContainText('Invited, not yet accepted');
      await expect(main(page)).toContainText('2 of 10 in use');
      if (js) await expectNoAxeViolationsQuick(page);
      if (js) await noSidewaysScroll(page);

      await page.goto('/billing');
      await expect(main(page).getByRole('link', { name: /^PDF of CP\// })).toBeVisible();
      await expect(main(page)).toContainText('ChangePath Business for teams, 10 seats');

      const mail = await mailbox.waitForMail(colleague.email, 'invited you to ChangePath Business');
      const link = mail.links.find((l) => l.includes('/billing/team/join?token='));
      expect(link).toBeTruthy();
      const other = colleague.page;
      await other.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(main(other).getByRole('heading', { level: 2 })).toHaveText('Meera Nair invited you to Nair Analytics Pvt Ltd');
      if (js) await expectNoAxeViolationsQuick(other);
      if (js) await noSidewaysScroll(other);
      await main(other).getByRole('button', { name: 'Join Nair Analytics Pvt Ltd' }).click();
      await expect(other).toHaveURL((u) => u.pathname === '/billing' && u.searchParams.get('team') === 'joined');
      await expect(main(other).getByRole('status').filter({ hasText: 'You joined Nair Analytics Pvt Ltd' })).toBeVisible();
      await expect(main(other).getByRole('heading', { name: 'Your plan: Business' })).toBeVisible();
      await expect(main(other)).toContainText('Business through Nair Analytics Pvt Ltd until');
    } finally {
      await owner.context.close();
      await colleague.context.close();
    }
  });
}
