/** Smoke: the built site is served by the real server, the API behind it is ready, and a phone loads no desktop-menu code. */
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
