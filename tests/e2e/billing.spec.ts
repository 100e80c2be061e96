/**
 * Buying Premium on a 360 px phone, as a new student would, with scripts on and with them off:
 * - a fresh account uses its three free AI questions on the Career Finder's page; the fourth is refused with the
 *   day's limit and a "Get Premium" link beside it (never a silent refusal);
 * - the link opens Premium's checkout (₹499 a month, GST included; axe), which asks the state for GST and sends the
 *   student to the local Razorpay's payment page (the demo's stand-in, served through our own origin), paid with
 *   the test UPI ID;
 * - Razorpay sends them back to /billing, which says Premium is active, shows the next charge and the GST invoice
 *   (its PDF downloads), and nothing scrolls sideways;
 * - back on the tool, the allowance reads "Unlimited (Premium plan)" and the fourth question is answered;
 * - cancel at the end of the period says when it ends and offers to keep the plan; keeping it puts it back.
 * And with scripts late: the checkout form filled and sent before the scripts arrive opens Razorpay all the same, and
 * the Billing page's cancel pressed before them takes effect once.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Mailbox } from './fixtures';
import { expectNoAxeViolationsQuick, main, newVerifiedStudent, openWithScriptsHeld } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const TOOL = '/ai-tools/career-finder';

function newStudent(browser: Browser, mailbox: Mailbox, label: string, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  return newVerifiedStudent(browser, mailbox, label, { ...PHONE, javaScriptEnabled, firstName: 'Kavya', lastName: 'Iyer' });
}

async function ask(page: Page, question: string) {
  await page.goto(TOOL);
  await main(page).getByLabel('Your question').fill(question);
  await main(page).getByRole('button', { name: 'Ask Career Finder' }).click();
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const js of [true, false]) {
  test(`${js ? 'with' : 'without'} scripts: from the AI limit to Premium and back to an unlimited chat`, async ({ browser, mailbox }) => {
    test.setTimeout(120_000);
    const { context, page } = await newStudent(browser, mailbox, js ? 'buyer-js' : 'buyer-nojs', js);
    try {
      for (const q of ['Which careers suit a B.Com student?', 'Is data analysis a good career?', 'What does a product manager do?']) {
        await ask(page, q);
        await expect(page).toHaveURL((u) => u.pathname === TOOL && !!u.searchParams.get('conversation'));
      }
      await ask(page, 'And what about UPSC?');
      await expect(main(page).getByRole('alert')).toContainText("You've used today's 3 free AI tool uses.");
      await main(page).getByRole('alert').getByRole('link', { name: 'Get Premium for unlimited AI' }).click();

      await expect(page).toHaveURL((u) => u.pathname === '/billing/checkout' && u.searchParams.get('plan') === 'premium');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Premium, monthly');
      await expect(main(page).getByTestId('checkout-price')).toHaveText('₹499');
      // Axe and the layout check run page scripts: with scripts on only (the same HTML either way).
      if (js) await expectNoAxeViolationsQuick(page);
      if (js) await noSidewaysScroll(page);
      await main(page).getByLabel('State you live in').selectOption({ label: 'Tamil Nadu' });
      await main(page).getByRole('button', { name: 'Pay ₹499 with Razorpay' }).click();

      await expect(page).toHaveURL((u) => u.pathname === '/dev/razorpay/checkout');
      await expect(page.getByText('ChangePath Premium (monthly): ₹499')).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      // Razorpay posts the signed result back; without scripts the student presses the button the page shows.
      if (!js) await page.getByRole('button', { name: 'Return to ChangePath' }).click();

      await expect(page).toHaveURL((u) => u.pathname === '/billing' && u.searchParams.get('checkout') === 'active');
      await expect(main(page).getByRole('status').filter({ hasText: 'Welcome to Premium' })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Your plan: Premium' })).toBeVisible();
      await expect(main(page)).toContainText('₹499 a month, GST included');
      await expect(main(page)).toContainText('Next charge');
      const invoice = main(page).getByRole('link', { name: /^PDF of CP\/\d\d-\d\d\/\d{6}$/ });
      await expect(invoice).toBeVisible();
      const pdf = await page.request.get((await invoice.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      if (js) await expectNoAxeViolationsQuick(page);
      if (js) await noSidewaysScroll(page);

      await page.goto(TOOL);
      await expect(main(page).getByTestId('allowance')).toContainText('Unlimited (Premium plan)');
      await ask(page, 'And what about UPSC?');
      await expect(page).toHaveURL((u) => u.pathname === TOOL && !!u.searchParams.get('conversation'));

      await page.goto('/billing');
      await main(page).getByRole('button', { name: 'Cancel at the end of the period' }).click();
      await expect(main(page).getByRole('button', { name: 'Keep Premium' })).toBeVisible();
      await expect(page.getByText(/Your plan will end on .+\. Until then everything stays as it is/).first()).toBeVisible();
      await expect(main(page)).toContainText('Ends on');
      await main(page).getByRole('button', { name: 'Keep Premium' }).click();
      await expect(main(page).getByRole('button', { name: 'Cancel at the end of the period' })).toBeVisible();
      await expect(main(page)).toContainText('Next charge');
    } finally {
      await context.close();
    }
  });
}

test('scripts late: a checkout sent and a cancel pressed before the scripts arrive work as without them', async ({ browser, mailbox, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await newStudent(browser, mailbox, 'buyer-late', true);
  try {
    let release = await openWithScriptsHeld(page, `${baseURL}/billing/checkout?plan=premium&period=yearly`);
    await expect(main(page).getByTestId('checkout-price')).toHaveText('₹4,999');
    await main(page).getByLabel('State you live in').selectOption({ label: 'Karnataka' });
    await main(page).getByRole('button', { name: 'Pay ₹4,999 with Razorpay' }).click();
    release();
    await expect(page).toHaveURL((u) => u.pathname === '/dev/razorpay/checkout');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/billing' && u.searchParams.get('checkout') === 'active');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    release = await openWithScriptsHeld(page, `${baseURL}/billing`);
    await expect(main(page).getByRole('heading', { name: 'Your plan: Premium' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Cancel at the end of the period' }).click();
    release();
    await expect(main(page).getByRole('button', { name: 'Keep Premium' })).toBeVisible();
    await expect(main(page)).toContainText('Ends on');
  } finally {
    await context.close();
  }
});
