/**
 * The profile page behind the dashboard's Profile card (issue 2 "Dashboard"): edit name; turn TOTP two-factor
 * on and sign in again with a code; list active sessions and sign out another one, which the server then
 * refuses (401).
 *
 * Password sign-ins here: 2 (the account's first sign-in, and the one with the TOTP code). The sessions test
 * uses the OpenID test person, whose sign-ins do not count against the password sign-in limit.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  cachedState,
  headerMenu,
  main,
  newContext,
  signInViaUi,
  signInWithOidc,
  signUpViaUi,
  statusFromPage,
  submitSignIn,
  toastWith,
  totp,
  uniqueEmail,
  uniquePassword,
  verifyFromMail,
} from './helpers';

test.describe('a password account', () => {
  test.describe.configure({ mode: 'serial' });

  const email = uniqueEmail('profile');
  const password = uniquePassword();
  let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

  test('edit name', async ({ page, context, mailbox }) => {
    await signUpViaUi(page, { firstName: 'Pat', lastName: 'Profile', email, password });
    await verifyFromMail(page, mailbox, email);
    await signInViaUi(page, email, password);
    state = await context.storageState();

    await main(page).getByRole('link', { name: 'Manage profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const name = main(page).getByLabel('Full name');
    await expect(name).toHaveValue('Pat Profile');
    await name.fill('Patricia Profile-Edited');
    await main(page).getByRole('button', { name: 'Save name' }).click();
    await expect(toastWith(page, 'Your name has been updated.')).toBeVisible();

    // Stored on the server: a fresh load shows the new name, on the profile and on the dashboard.
    await page.reload();
    await expect(main(page).getByLabel('Full name')).toHaveValue('Patricia Profile-Edited');
    await page.goto('/dashboard');
    await expect(main(page).getByText('Signed in as Patricia Profile-Edited.')).toBeVisible();
  });

  test('turn on TOTP two-factor, then sign in again with a code', async ({ browser }) => {
    expect(state, 'needs the signed-in state from the previous test').toBeTruthy();
    const context = await newContext(browser, { storageState: state });
    try {
      const page = await context.newPage();
      await page.goto('/profile');
      const section = main(page).getByRole('region', { name: 'Two-factor sign-in' });
      await expect(section).toContainText('Off:');
      await section.getByLabel('Confirm with your password').fill(password);
      await section.getByRole('button', { name: 'Set up two-factor' }).click();

      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await section.getByText("Can't scan? Show the setup key").click();
      const secret = (await section.locator('details code').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);

      await section.getByLabel('Authentication code').fill(totp(secret));
      await section.getByRole('button', { name: 'Turn on two-factor' }).click();
      await expect(toastWith(page, 'Two-factor sign-in is on.')).toBeVisible();
      await page.reload();
      await expect(main(page).getByRole('region', { name: 'Two-factor sign-in' })).toContainText('On:');

      // Sign out, then a password sign-in asks for the code before it lets the person in.
      const accountMenu = headerMenu(page, 'My Account');
      await accountMenu.summary.click();
      await accountMenu.panel.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/');
      await page.goto('/signin');
      await submitSignIn(page, email, password);
      const code = main(page).getByLabel('Authentication code');
      await expect(code).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
      expect(await statusFromPage(page, '/api/auth/list-sessions')).toBe(401);
      // The next 30-second step's code (accepted within the ±1 step window) so it is never the one just used.
      await code.fill(totp(secret, Date.now() + 30_000));
      await main(page).getByRole('button', { name: 'Verify' }).click();
      await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(main(page).getByText('Welcome, Patricia', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test('list active sessions and sign out another one', async ({ browser }) => {
  const first = await newContext(browser, { storageState: await cachedState(browser, 'oidc-user') });
  // A different browser, so the list tells the two sessions apart.
  const second = await newContext(browser, {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  });
  try {
    const other = await second.newPage();
    await signInWithOidc(other);
    expect(await statusFromPage(other, '/api/auth/list-sessions')).toBe(200);

    const page = await first.newPage();
    await page.goto('/profile');
    const sessions = main(page).getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
    const otherRow = sessions.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    await expect(otherRow).toHaveCount(1);
    await otherRow.getByRole('button', { name: 'Sign out this session' }).click();
    await expect(toastWith(page, 'Session signed out.')).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(sessions.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);

    // The revoked browser's next API call is refused; the first one is still signed in.
    expect(await statusFromPage(other, '/api/auth/list-sessions')).toBe(401);
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
    expect(await statusFromPage(page, '/api/auth/list-sessions')).toBe(200);
  } finally {
    await first.close();
    await second.close();
  }
});
