/**
 * Foundation journeys (issue 2, "Tests and CI"; spec §2.5, §4): sign up → verification e-mail through the
 * loopback SMTP server → verify → sign in → dashboard → sign out; unverified sign-in and resend; reset password
 * end to end; signed-in visitors of /signin and /signup go to /dashboard.
 *
 * One account for the whole file (serial): 1 sign-up, 4 password sign-ins, 3 e-mails (the per-address limit).
 */
import { expect, test } from './fixtures';
import {
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  emailField,
  headerMenu,
  main,
  signInViaUi,
  signUpViaUi,
  submitSignIn,
  toastWith,
  uniqueEmail,
  uniquePassword,
  verifyFromMail,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('journey');
let password = uniquePassword();

test('sign up, resend the verification e-mail, verify, sign in, dashboard, sign out', async ({ page, mailbox }) => {
  await signUpViaUi(page, { firstName: 'Jo', lastName: 'Journey', email, password });
  await expect(main(page).getByRole('status')).toContainText(email);
  const first = await mailbox.waitForMail(email, VERIFY_SUBJECT);
  expect(first.text).toContain('Hi Jo Journey,');

  // Signing in before verifying says so and offers a new e-mail.
  await submitSignIn(page, email, password);
  const notice = main(page).getByRole('status').filter({ hasText: 'Please verify your e-mail address before signing in.' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toastWith(page, 'We sent you a new verification link.')).toBeVisible();

  // The second e-mail arrives; its link verifies the address and returns to '/'.
  await verifyFromMail(page, mailbox, email, 1);

  await signInViaUi(page, email, password);
  await main(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(headerMenu(page, 'Sign In').summary).toBeVisible();

  // The session ended on the server: the dashboard now sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});

test('reset password end to end: the link works once, the old password stops working', async ({ page, mailbox }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await emailField(page).fill(email);
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Send Another Email' })).toBeVisible();

  const mail = await mailbox.waitForMail(email, RESET_SUBJECT);
  const link = mail.links.find((l) => l.includes('/reset-password'));
  expect(link, `reset link in:\n${mail.text}`).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL((u) => u.pathname === '/reset-password' && !!u.searchParams.get('token'));
  const oldPassword = password;
  password = uniquePassword();
  await main(page).getByLabel('New password', { exact: true }).fill(password);
  await main(page).getByLabel('Confirm new password').fill(password);
  await main(page).getByRole('button', { name: 'Set New Password' }).click();
  await expect(toastWith(page, 'Your password has been changed. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The same link a second time: the token is spent.
  await page.goto(link!);
  await expect(page).toHaveURL((u) => u.pathname === '/reset-password' && !u.searchParams.get('token'));
  await expect(main(page).getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');

  // Old password refused, new one accepted.
  await page.goto('/signin');
  await submitSignIn(page, email, oldPassword);
  await expect(toastWith(page, 'Error')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await signInViaUi(page, email, password);

  // Signed in: the account pages send the visitor on to the dashboard.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page).getByText('Welcome, Jo', { exact: true })).toBeVisible();
});
