/**
 * Admin portal (issue 2 "Roles"; spec §2.5, §2.10, §5, §8): bad and good admin credentials, the header's Admin
 * button, /admin → /admin-dashboard, and the server refusing the admin API to a signed-in non-admin (403) and
 * to a visitor (401) whatever the browser shows.
 *
 * Password sign-ins here: 2 (bad, good). The non-admin is the OpenID test person (cached state, no password).
 */
import { expect, test } from './fixtures';
import { DEMO_ADMIN, cachedState, emailField, headerMenu, main, newContext, statusFromPage, toastWith } from './helpers';

test('bad admin credentials: "Invalid admin credentials", and the portal stays', async ({ page }) => {
  await page.goto('/admin-signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  // Demo mode shows the demo admin's credentials only on the server's own machine (issue 20): not to this browser's
  // address, but to one on loopback (the server trusts X-Forwarded-For in these tests, global-setup.ts).
  await expect(main(page).getByText(DEMO_ADMIN.password)).toHaveCount(0);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '127.0.0.1' });
  await page.reload();
  await expect(main(page).getByText(DEMO_ADMIN.email)).toBeVisible();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });

  await emailField(page).fill(DEMO_ADMIN.email);
  await main(page).getByLabel('Password', { exact: true }).fill('not-the-admin-password');
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toastWith(page, 'Invalid admin credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-signin$/);
  expect(await statusFromPage(page, '/api/admin/overview')).toBe(401);
});

test('good admin credentials: dashboard, the Admin button, and /admin', async ({ page }) => {
  await page.goto('/admin-signin');
  await emailField(page).fill(DEMO_ADMIN.email);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toastWith(page, 'Admin login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_ADMIN.email}.`)).toBeVisible();
  expect(await statusFromPage(page, '/api/admin/overview')).toBe(200);

  // The site header shows the Admin button to an admin; it leads (through /admin) to the admin dashboard.
  await page.goto('/');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(headerMenu(page, 'My Account').summary).toBeVisible();
  await account.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();
});

test('a signed-in non-admin cannot open the admin dashboard nor call its API', async ({ browser }) => {
  const context = await newContext(browser, { storageState: await cachedState(browser, 'oidc-user') });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(main(page).getByText('Welcome, Oidc', { exact: true })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(headerMenu(page, 'My Account').summary).toBeVisible();
    await expect(account.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin-signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    expect(await statusFromPage(page, '/api/admin/overview')).toBe(403);

    // A browser flag grants nothing: the server still refuses.
    await page.evaluate(() => localStorage.setItem('adminLoggedIn', 'true'));
    expect(await statusFromPage(page, '/api/admin/overview')).toBe(403);
  } finally {
    await context.close();
  }
});

test('a visitor is sent to the admin sign-in and the admin API answers 401', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-signin$/);
  expect(await statusFromPage(page, '/api/admin/overview')).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-signin$/);
});
