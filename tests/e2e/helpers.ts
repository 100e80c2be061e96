/**
 * Shared steps for the foundation browser specs (tests/e2e/foundation-*.spec.ts).
 *
 * Budget note: each browser context sends its own X-Forwarded-For (fixtures.ts; the server trusts it in these
 * tests), so Better Auth's per-IP buckets (AUTH_RATE_LIMITS in src/server/auth/auth.ts) are per context. Signed-in
 * states that several specs need are still made once per run and cached as Playwright storage state
 * (`cachedState`): the demo admin (one password sign-in) and the OpenID test person (OpenID sign-in, which uses
 * the separate `/sign-in/social` bucket).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { AXE_TAGS, expect, type Mailbox, prepareContext } from './fixtures';

export const DEMO_ADMIN = { email: 'admin@changepath.test', password: 'changepath-admin-demo' };

/** The OpenID provider's test person (tests/support/oidc.ts DEFAULT_OIDC_USER), as global-setup.ts exports it. */
export const OIDC_EMAIL = process.env.E2E_OIDC_EMAIL ?? 'oidc.person@example.com';
export const OIDC_ISSUER = process.env.E2E_OIDC_ISSUER ?? '';
/** The button text: global-setup.ts leaves OIDC_NAME unset, so the server's default name applies. */
export const OIDC_BUTTON = 'Continue with Single Sign-On';

export const VERIFY_SUBJECT = 'Verify your ChangePath e-mail address';
export const RESET_SUBJECT = 'Reset your ChangePath password';

/** A fresh address per call (the database lives for one run, but per-address e-mail limits make reuse costly). */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** A password that passes the 8–128 rule and is not on any common-password list. */
export function uniquePassword(): string {
  return `Lantern-${randomBytes(6).toString('hex')}-orbit`;
}

/** The page's own content (the header's Sign In menu and the footer's newsletter field are outside it). */
export function main(page: Page): Locator {
  return page.locator('#main');
}

/**
 * The phone header's menu: a `<details>` disclosure (it works without scripts), its summary (the 'Open menu' /
 * 'Close menu' button, which has no ARIA role of its own), and the panel's navigation.
 */
export function phoneMenu(page: Page) {
  const disclosure = page.locator('header details:has(> summary[aria-controls])').first();
  return { disclosure, toggle: disclosure.locator('> summary'), nav: page.getByRole('navigation', { name: 'Mobile' }) };
}

/**
 * A header menu of the desktop-wide page (header-menu.tsx: a `<details>` disclosure of links; the phone menu's
 * sections are `phoneMenu`): the disclosure, its summary (what is pressed) and its panel.
 */
export function headerMenu(page: Page, label: string) {
  const disclosure = page.locator('header nav:not([aria-label="Mobile"]) > details', { has: page.locator('summary', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) });
  return { disclosure, summary: disclosure.locator('> summary'), panel: disclosure.locator('> div') };
}

/** A toast (a Radix Toast root in the 'Notifications (F8)' region) whose text contains `text`. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return toasts(page).filter({ hasText: text });
}

/** Every toast on screen (spec §9: at most one). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).locator('li');
}

/** The e-mail field of the page's form (exact, so the footer's 'Email address' never matches). */
export function emailField(page: Page): Locator {
  return main(page).getByLabel('Email', { exact: true });
}

/** Fills and submits /signup; resolves once the 'Check your email' toast shows. */
export async function signUpViaUi(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/signup');
  const form = main(page);
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill(user.lastName);
  await emailField(page).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Check your email for verification link!')).toBeVisible();
}

/**
 * Opens the newest verification link e-mailed to `email` (after `after` earlier ones): it signs the person in and
 * lands on the first run, /welcome?verified=1, saying the address is verified (issue 23). Unless `staySignedIn`,
 * the browser's cookies are then cleared, so journeys that go on to test password sign-in start signed out.
 */
export async function verifyFromMail(page: Page, mailbox: Mailbox, email: string, after = 0, opts: { staySignedIn?: boolean } = {}) {
  const mail = await mailbox.waitForMail(email, VERIFY_SUBJECT, { after });
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, `verification link in:\n${mail.text}`).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL((u) => u.pathname === '/welcome' && u.searchParams.get('verified') === '1');
  await expect(main(page).getByText('Your e-mail is verified')).toBeVisible();
  if (!opts.staySignedIn) await page.context().clearCookies();
  return mail;
}

/**
 * A new student in their own browser context: signs up through /signup (first name `firstName`, last name
 * `lastName`), opens the verification link from the e-mail and stays signed in. `options` are the context's (a phone
 * viewport, scripts off).
 */
export async function newVerifiedStudent(
  browser: Browser,
  mailbox: Mailbox,
  label: string,
  options: BrowserContextOptions & { firstName?: string; lastName?: string } = {},
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const { firstName = 'Asha', lastName = 'Rao', ...contextOptions } = options;
  const context = await newContext(browser, contextOptions);
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await page.goto('/signup');
  await main(page).getByLabel('First name').fill(firstName);
  await main(page).getByLabel('Last name').fill(lastName);
  await emailField(page).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(uniquePassword());
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('status')).toContainText(email);
  await verifyFromMail(page, mailbox, email, 0, { staySignedIn: true });
  return { context, page, email };
}

/** Fills /signin and presses 'Sign In' (does not wait for the outcome). */
export async function submitSignIn(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/signin') await page.goto('/signin');
  await emailField(page).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Password sign-in through /signin that must succeed: toast, /dashboard, welcome line. */
export async function signInViaUi(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page).getByText(/^Welcome, \S+$/)).toBeVisible();
}

/** "Continue with Single Sign-On" → the provider's login and consent forms → back on /dashboard. */
export async function signInWithOidc(page: Page) {
  await page.goto('/signin');
  await main(page).getByRole('button', { name: OIDC_BUTTON }).click();
  await page.waitForURL((u) => u.origin === new URL(OIDC_ISSUER).origin);
  await page.locator('input[name="login"]').fill('oidc-person');
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard' && u.origin === new URL(baseUrl()).origin);
  await expect(main(page).getByText('Welcome, Oidc', { exact: true })).toBeVisible();
}

/** Signs in the demo admin through /admin-signin; ends on the admin dashboard. */
export async function adminSignInViaUi(page: Page) {
  await page.goto('/admin-signin');
  await emailField(page).fill(DEMO_ADMIN.email);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toastWith(page, 'Admin login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
}

/**
 * A browser context like the fixtures' one (baseURL set, only loopback reachable) for specs that need more
 * than one context or a saved storage state.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  await prepareContext(context, { awaitHydration: options.javaScriptEnabled !== false });
  return context;
}

/** Folder for this run's cached storage states: the run's temp folder (global-setup.ts removes it). */
function stateDir(): string {
  const log = process.env.E2E_SERVER_LOG;
  const dir = log ? path.join(path.dirname(log), 'e2e-state') : path.join(tmpdir(), `changepath-e2e-state-${new URL(baseUrl()).port}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export type CachedStateKind = 'admin' | 'oidc-user';

/**
 * Path of a storage state signed in as the demo admin or the OpenID test person, made on first use in this run
 * and reused by every later spec. Revoking that session in a test would break later specs: don't.
 */
export async function cachedState(browser: Browser, kind: CachedStateKind): Promise<string> {
  const file = path.join(stateDir(), `${kind}.json`);
  if (existsSync(file)) return file;
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    if (kind === 'admin') await adminSignInViaUi(page);
    else await signInWithOidc(page);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
  return file;
}

/** `fetch(url)` from inside the page (same cookies and origin as the app), resolving to the HTTP status. */
export function statusFromPage(page: Page, url: string): Promise<number> {
  return page.evaluate(async (u) => (await fetch(u, { credentials: 'same-origin' })).status, url);
}

export { totp } from '../support/totp';

let axeSource: string | undefined;

interface QuickAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe-core on the page with the fixtures' rules (AXE_TAGS: WCAG 2.0/2.1/2.2 A and AA) and fails listing
 * the violations, like the fixtures' `expectNoAxeViolations` but several times faster: axe is injected once per
 * document and asked for violations only, where AxeBuilder opens a helper page for every scan and serialises
 * every passing node too. Same rules and results for these pages (no iframes). `within`: a CSS selector to check
 * only that part (an open menu's header, where the page under the menu is not what is being checked).
 */
export async function expectNoAxeViolationsQuick(page: Page, within?: string): Promise<void> {
  // The axe-core that @axe-core/playwright itself uses.
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  axeSource ??= readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ([tags, scope]) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected at run time, untyped here.
      ((await (window as any).axe.run(scope ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })) as {
        violations: QuickAxeViolation[];
      }).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
    [AXE_TAGS, within ?? null] as const,
  );
  const report = violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(violations, `axe on ${page.url()} at ${page.viewportSize()?.width}px:\n${report}`).toEqual([]);
}

/**
 * Opens `url` with the app's entry script held back until the returned `release()` is called, so what the test does
 * surely comes before hydration (as on a slow phone). Not page.goto: the fixture's goto waits for hydration.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.evaluate((to) => window.location.assign(to), url).catch(() => {});
  return release;
}
