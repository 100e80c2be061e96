/**
 * The admin's mail queue (issue 18), with scripts and without: a confirmation the SMTP peer refuses for good (550,
 * tests/support/smtp.ts `bounce-once-`) shows on the admin dashboard as failed, with its error; 'Send again' queues it
 * and it is delivered.
 */
import type { Browser } from '@playwright/test';
import { type Mailbox, expect, test } from './fixtures';
import { cachedState, newContext } from './helpers';

async function bounceOnce(browser: Browser, label: string): Promise<string> {
  const address = `bounce-once-${label}-${Date.now()}@example.com`;
  const visitor = await newContext(browser);
  try {
    const sent = await visitor.request.post('/api/contact', { data: { firstName: 'Bounce', lastName: 'Test', email: address, message: 'Please write back.' } });
    expect(sent.status()).toBe(201);
  } finally {
    await visitor.close();
  }
  return address;
}

async function sendAgain(browser: Browser, mailbox: Mailbox, address: string, javaScriptEnabled: boolean) {
  const context = await newContext(browser, { javaScriptEnabled, storageState: await cachedState(browser, 'admin') });
  try {
    const page = await context.newPage();
    const queue = page.getByRole('region', { name: 'Mail queue' });
    const failed = queue.getByRole('listitem').filter({ hasText: address });
    // The worker fails it a moment after the form was sent.
    await expect(async () => {
      await page.goto('/admin-dashboard');
      await expect(failed).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(failed).toContainText('Mailbox unavailable');
    await expect(failed).toContainText('We received your contact message');
    await failed.getByRole('button', { name: `Send again: We received your contact message to ${address}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail queued' })).toContainText('The e-mail is queued to be sent again.');
    const mail = await mailbox.waitForMail(address, 'We received your contact message', { timeoutMs: 15_000 });
    expect(mail.text).toContain('Please write back.');
    await page.goto('/admin-dashboard');
    await expect(queue.getByRole('listitem').filter({ hasText: address })).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test('an admin sees a refused e-mail in the mail queue and sends it again', async ({ browser, mailbox }) => {
  test.setTimeout(60_000);
  await sendAgain(browser, mailbox, await bounceOnce(browser, 'js'), true);
});

test('without JavaScript, an admin sends a refused e-mail again', async ({ browser, mailbox }) => {
  test.setTimeout(60_000);
  await sendAgain(browser, mailbox, await bounceOnce(browser, 'nojs'), false);
});
