/** Smoke: the server-rendered site is served by the real server, the API behind it is ready, menu presses and typing before hydration are kept, and a form submitted before its scripts (or without them) works and never puts its fields in the URL. */
import { expect, test } from './fixtures';
import { headerMenu, main, newContext, openWithScriptsHeld, phoneMenu } from './helpers';


test('the home page loads and the API is ready', async ({ page, request, baseURL }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/ChangePath/);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();

  const ready = await request.get(`${baseURL}/api/health/ready`);
  expect(ready.status()).toBe(200);
  // The job queue runs (other specs may have left failed mail in it on purpose: admin-mail.spec.ts).
  expect(await ready.json()).toMatchObject({ status: 'ready', queue: { running: true, mail: { waiting: expect.any(Number), failed: expect.any(Number) } } });

  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
});

test('a header menu pressed before the scripts run opens at once (desktop and phone) and stays open once they have run', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let release = await openWithScriptsHeld(page, `${baseURL}/about`);
  // The desktop menus are the browser's own disclosures too: nothing waits for the scripts.
  const learn = headerMenu(page, 'Learn');
  await learn.summary.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(learn.panel.getByRole('link', { name: 'AI Tools' })).toBeVisible();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(learn.panel).toBeVisible();
  // One header menu at a time; once hydrated a press outside closes the open one.
  const explore = headerMenu(page, 'Explore');
  await explore.summary.click();
  await expect(explore.panel).toBeVisible();
  await expect(learn.panel).toBeHidden();
  await main(page).getByRole('heading', { level: 1 }).click();
  await expect(explore.panel).toBeHidden();

  await page.unrouteAll();
  await page.setViewportSize({ width: 390, height: 800 });
  release = await openWithScriptsHeld(page, `${baseURL}/contact`);
  const menu = phoneMenu(page);
  // The phone menu is the browser's own disclosure: it opens before the scripts arrive…
  await menu.toggle.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(menu.nav).toBeVisible();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // …stays open once they have, and one press closes it.
  await expect(menu.nav).toBeVisible();
  await expect(menu.toggle).toHaveText(/Close menu/);
  await menu.toggle.click();
  await expect(menu.nav).toBeHidden();
});

test('without scripts the desktop header menus open, their links work, and a signed-in person signs out', async ({ browser, baseURL }) => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/contact');
    const explore = headerMenu(page, 'Explore');
    await expect(explore.panel).toBeHidden();
    await explore.summary.click();
    await explore.panel.getByRole('link', { name: 'ChangeTalks' }).click();
    await expect(page).toHaveURL(/\/changetalks$/);

    await page.goto('/signin');
    await page.locator('#email').fill('learner@changepath.test');
    await page.locator('#password').fill('changepath-learner-demo');
    await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    const account = headerMenu(page, 'My Account');
    await account.summary.click();
    await account.panel.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect(headerMenu(page, 'Sign In').summary).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
  } finally {
    await context.close();
  }
});

test('without scripts the phone menu and its sections open, and their links work', async ({ browser }) => {
  const context = await newContext(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/contact');
    const menu = phoneMenu(page);
    await expect(menu.nav).toBeHidden();
    await menu.toggle.click();
    await expect(menu.nav).toBeVisible();
    await menu.nav.locator('summary', { hasText: 'Learn' }).click();
    await menu.nav.getByRole('link', { name: 'AI Tools', exact: true }).click();
    await expect(page).toHaveURL(/\/ai-tools$/);
  } finally {
    await context.close();
  }
});

test('text typed into a server-rendered form before its scripts run is kept, in the field and in what the form sends', async ({ page, baseURL }) => {
  const release = await openWithScriptsHeld(page, `${baseURL}/signin`);
  const email = page.locator('#email');
  await email.fill('typed-early@example.com');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('typed-early@example.com');

  await page.locator('#password').fill('not-the-password-1');
  const posted = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/signin') && r.method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  const request = await posted;
  expect(request.postData()).toContain('typed-early%40example.com');
  expect(request.url()).not.toContain('not-the-password');
  // Hydrated, the form posts in the background: the answer is a toast, the page stays.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Invalid email or password')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/signin');
});

test('with the scripts 3 s late, a sign-in submitted at once signs the person in', async ({ page, baseURL }) => {
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const entryRequested = page.waitForRequest('**/assets/entry.client-*.js');
  await page.evaluate((to) => window.location.assign(to), `${baseURL}/signin`).catch(() => {});
  await page.locator('#email').fill('learner@changepath.test');
  await page.locator('#password').fill('changepath-learner-demo');
  // The page asked for its scripts and they are still held back: the tap comes before them.
  await entryRequested;
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('main').getByText('Welcome, Demo', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('changepath-learner-demo');
});

test('with JavaScript off, a wrong sign-in says so in the page and a reset request is taken; no field lands in the URL', async ({ browser, baseURL }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/signin');
    await page.locator('#email').fill('no-script@example.com');
    await page.locator('#password').fill('secret-no-script-1');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseURL}/signin`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.locator('#email')).toHaveValue('no-script@example.com');
    expect(page.url()).not.toContain('secret');
    expect(page.url()).not.toContain('no-script');

    await page.goto('/reset-password');
    await page.locator('#email').fill('no-script@example.com');
    await page.locator('main button[type="submit"]').click();
    await page.waitForURL(`${baseURL}/reset-password`);
    await expect(page.getByRole('main').getByText("If an account exists for that e-mail, we've sent a link")).toBeVisible();
    expect(page.url()).not.toContain('no-script');
  } finally {
    await context.close();
  }
});
