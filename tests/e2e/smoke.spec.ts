/** Smoke: the built site is served by the real server, the API behind it is ready, a phone loads no desktop-menu code, and typing before hydration is kept. */
import { expect, test } from './fixtures';

test('the home page loads and the API is ready', async ({ page, request, baseURL }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/ChangePath/);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();

  const ready = await request.get(`${baseURL}/api/health/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });

  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
});

test('at phone width the desktop menus load no code until the window widens; then a menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const menuCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/link-menu-[\w-]+\.js$/.test(r.url())) menuCode.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /menu/i }).first()).toBeVisible();
  // Idle time after hydration, when a desktop-width page loads the menus.
  await page.waitForTimeout(2500);
  expect(menuCode).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => menuCode.length).toBe(1);
  const learn = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' });
  await learn.click();
  await expect(page.getByRole('menu')).toBeVisible();
});

test('text typed into a prerendered form before its scripts run is kept, in the field and in what the form sends', async ({ page, baseURL }) => {
  // Hold the entry script, so the typing surely comes before hydration (as on a slow phone).
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  // Not page.goto: the fixture's goto waits for hydration, which the gate holds back.
  await page.evaluate((url) => window.location.assign(url), `${baseURL}/signin`).catch(() => {});
  const email = page.locator('#email');
  await email.fill('typed-early@example.com');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // The session check answers after hydration and re-renders the form: React would put its own state back then.
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('typed-early@example.com');

  await page.locator('#password').fill('not-the-password-1');
  const signIn = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-in/email') && r.method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  expect((await signIn).postDataJSON()).toMatchObject({ email: 'typed-early@example.com' });
});
