/** Smoke: the built site is served by the real server, and the API behind it is ready. */
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
