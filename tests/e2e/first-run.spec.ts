/**
 * The first run (issue 23): a new person signs up and sees only the success state (no second form inviting another
 * sign-up); the link in the verification e-mail signs them in and says 'Your e-mail is verified' on /welcome; they
 * answer the onboarding and land on the dashboard greeted by first name, with next steps. Without JavaScript the
 * sign-up shows the same success state and the onboarding can be skipped. Each new page passes axe.
 */
import { expect, test } from './fixtures';
import { emailField, main, newContext, signUpViaUi, toastWith, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

test('sign up, verify from the e-mail, onboard, and the dashboard greets by first name with next steps', async ({ page, mailbox, expectNoAxeViolations }) => {
  test.setTimeout(60_000);
  const user = { firstName: 'Asha', lastName: 'Verma', email: uniqueEmail('firstrun'), password: uniquePassword() };
  await signUpViaUi(page, user);
  // Only the success state: where the link went, and a resend.
  await expect(main(page).getByRole('status')).toContainText(user.email);
  await expect(main(page).getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await expect(main(page).getByLabel('First name')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toastWith(page, 'We sent you a new verification link.')).toBeVisible();
  await expectNoAxeViolations();

  // The newest link signs them in and opens the first run.
  await mailbox.waitForMail(user.email, 'Verify', { after: 1 });
  await verifyFromMail(page, mailbox, user.email, 1, { staySignedIn: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ChangePath, Asha' })).toBeVisible();
  await expectNoAxeViolations();

  // The stage is required; the browser says so before sending.
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(main(page).getByText('Choose the stage you are at')).toBeVisible();
  await main(page).getByRole('radio', { name: 'College student' }).check();
  await main(page).getByLabel('Field of study, degree or work').fill('B.Com, second year');
  await main(page).getByLabel('Your goal').fill('Work as a financial analyst in Pune');
  await main(page).getByLabel('Language for examples').selectOption('Hindi');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\?welcome=1$/);
  await expect(main(page).getByText('Welcome, Asha', { exact: true })).toBeVisible();
  const steps = main(page).getByTestId('next-step');
  await expect(steps.filter({ hasText: 'Take the skills assessment' })).toBeVisible();
  await expect(steps.filter({ hasText: 'Complete your career profile' })).toHaveCount(0);
  // The first step follows the profile: a college student's tool, with their goal in their words.
  await expect(steps.filter({ hasText: 'Plan your skills with the Learning Path Generator' })).toContainText('For your goal, “Work as a financial analyst in Pune”.');
  await expectNoAxeViolations();

  // The profile keeps it, editable.
  await page.goto('/profile');
  const section = main(page).getByRole('region', { name: 'Career profile' });
  await expect(section.getByRole('radio', { name: 'College student' })).toBeChecked();
  await expect(section.getByLabel('Your goal')).toHaveValue('Work as a financial analyst in Pune');
  await section.getByRole('radio', { name: 'Graduate' }).check();
  await section.getByRole('button', { name: 'Save career profile' }).click();
  await expect(section.getByRole('status')).toHaveText('Your career profile is saved.');
  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Career profile' }).getByRole('radio', { name: 'Graduate' })).toBeChecked();
});

test('without JavaScript: sign-up shows only its success state, verification signs in, and the onboarding can be skipped', async ({ browser, mailbox }) => {
  test.setTimeout(60_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const email = uniqueEmail('firstrun-nojs');
    await page.goto('/signup');
    await main(page).getByLabel('First name').fill('Ravi');
    await main(page).getByLabel('Last name').fill('Nojs');
    await emailField(page).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(uniquePassword());
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByRole('status')).toContainText(email);
    await expect(main(page).getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Resend verification email' }).click();
    await expect(main(page).getByRole('status')).toContainText('We sent you a new verification link.');
    await expect(main(page).getByRole('button', { name: 'Create Account' })).toHaveCount(0);

    await verifyFromMail(page, mailbox, email, 1, { staySignedIn: true });
    await main(page).getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard\?welcome=1$/);
    await expect(main(page).getByText('Welcome, Ravi', { exact: true })).toBeVisible();
    await expect(main(page).getByTestId('next-step').filter({ hasText: 'Complete your career profile' })).toBeVisible();
  } finally {
    await context.close();
  }
});
