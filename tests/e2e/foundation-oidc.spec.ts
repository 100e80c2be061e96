/**
 * OpenID Connect sign-in end to end (issue 2 "Third-party sign-in"; spec §2.5, §7.1) against the real
 * `oidc-provider` that global-setup.ts starts on loopback: the button, the provider's login and consent forms,
 * and back on /dashboard signed in as the provider's person.
 */
import { expect, test } from './fixtures';
import { OIDC_BUTTON, OIDC_EMAIL, main, signInWithOidc, statusFromPage } from './helpers';

test('"Continue with Single Sign-On" signs in through the OpenID provider and lands on /dashboard', async ({ page }) => {
  await page.goto('/signup');
  await expect(main(page).getByRole('button', { name: OIDC_BUTTON })).toBeVisible();

  await signInWithOidc(page);
  // The account was made from the provider's claims (e-mail and name).
  await expect(main(page).getByText('Signed in as Oidc Person.', { exact: false })).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
  expect(session.user).toMatchObject({ email: OIDC_EMAIL, emailVerified: true });
  expect(await statusFromPage(page, '/api/auth/list-sessions')).toBe(200);

  await main(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  expect(await statusFromPage(page, '/api/auth/list-sessions')).toBe(401);
});
