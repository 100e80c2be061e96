/**
 * The skills assessment (issue 23): a visitor takes all 25 questions with JavaScript off — from the landing page's
 * card, each step a plain form, Next without a choice says so, Back keeps the earlier answer — and sees a score and
 * advice per area and courses to take next; a signed-in person takes it with scripts on and finds it saved; a visitor's
 * 'Sign up to save it' keeps the result through sign-up and the verification link (scripts off, and late). Every
 * screen passes axe.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emailField, main, newContext, openWithScriptsHeld, signUpViaUi, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

const bank = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/assessment/questions.json'), 'utf8')) as {
  areas: Array<{ id: string; title: string }>;
  questions: Array<{ prompt: string; options: Array<{ text: string; points: number }>; explanation: string }>;
};
const catalogue = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/catalogue.json'), 'utf8')) as { courses: Array<{ title: string }> };
/** Any course of the catalogue, by its title. */
const COURSES = new RegExp(`^(${catalogue.courses.map((c) => c.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** Answers question `n` (1-based) with option `option` and presses Next (or 'See my results' on the last). */
async function answer(page: Page, n: number, option: number) {
  await expect(main(page).getByText(`Question ${n} of 25`, { exact: true })).toBeVisible();
  const group = main(page).getByRole('group', { name: bank.questions[n - 1].prompt });
  await group.getByRole('radio', { name: bank.questions[n - 1].options[option].text }).check();
  await main(page).getByRole('button', { name: n === 25 ? 'See my results' : 'Next' }).click();
}

test('a visitor takes the whole assessment without JavaScript and sees a score per area and courses to take', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await main(page).getByRole('link', { name: 'Take the assessment' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skills assessment' })).toBeVisible();
    await expect(main(page)).toContainText('25 questions, about 15 minutes');
    for (const area of bank.areas) await expect(main(page).getByText(area.title, { exact: true })).toBeVisible();
    await main(page).getByRole('link', { name: 'Start' }).click();

    // Next without a choice: the same question, saying what to do.
    await expect(main(page).getByText('Question 1 of 25', { exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Choose an answer to go on.');
    await expect(main(page).getByText('Question 1 of 25', { exact: true })).toBeVisible();

    await answer(page, 1, 2);
    await answer(page, 2, 1);
    // Back: the previous question, with the answer given.
    await expect(main(page).getByText('Question 3 of 25', { exact: true })).toBeVisible();
    await main(page).getByRole('link', { name: 'Back' }).click();
    await expect(main(page).getByText('Question 2 of 25', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('radio', { name: bank.questions[1].options[1].text })).toBeChecked();
    await main(page).getByRole('button', { name: 'Next' }).click();
    for (let n = 3; n <= 25; n++) await answer(page, n, n % 4);

    await expect(page.getByRole('heading', { level: 1, name: 'Your skills assessment result' })).toBeVisible();
    const areas = main(page).getByTestId('area-result');
    await expect(areas).toHaveCount(5);
    for (const area of bank.areas) await expect(areas.filter({ hasText: area.title })).toContainText(/\d+\/15 points · \d+% · (Starting out|Developing|Strong)/);
    await expect(main(page).getByRole('link', { name: COURSES }).first()).toBeVisible();
    // Each answer that was not the best is reviewed: question 1 (option 2 of 0–3 points, not the 3-point one).
    const q1 = bank.questions[0]!;
    const review = main(page).getByTestId('answer-review').filter({ hasText: q1.prompt });
    if (q1.options[2]!.points < 3) {
      await expect(review).toContainText(q1.options[2]!.text);
      await expect(review).toContainText(q1.options.find((o) => o.points === 3)!.text);
      await expect(review).toContainText(q1.explanation);
    }
    await expect(main(page).getByTestId('answer-review')).toHaveCount(bank.questions.filter((q, i) => q.options[[2, 1][i] ?? (i + 1) % 4]!.points < 3).length);
    await expect(main(page).getByRole('link', { name: 'Sign up to save it' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('each assessment screen passes axe: intro, a question with its error, the result', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/assessment');
  await expectNoAxeViolations();
  await page.goto('/assessment?a=0123&go=next');
  await expect(main(page).getByRole('alert')).toHaveText('Choose an answer to go on.');
  await expectNoAxeViolations();
  await page.goto(`/assessment?a=${'3'.repeat(25)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your skills assessment result' })).toBeVisible();
  await expectNoAxeViolations();
});

test('a signed-in person takes the assessment with scripts on; it is saved and shown as their last result', async ({ page, mailbox }) => {
  test.setTimeout(90_000);
  const user = { firstName: 'Sana', lastName: 'Assess', email: uniqueEmail('assess'), password: uniquePassword() };
  await signUpViaUi(page, user);
  await verifyFromMail(page, mailbox, user.email, 0, { staySignedIn: true });

  await page.goto('/assessment');
  await main(page).getByRole('link', { name: 'Start' }).click();
  // Steps go without a page load once hydrated; focus moves to the new question.
  for (let n = 1; n <= 25; n++) {
    await answer(page, n, bank.questions[n - 1].options.findIndex((o) => o.points === 3));
    if (n === 1) await expect(page.locator('[tabindex="-1"]:focus')).toContainText('Question 2 of 25');
  }
  await expect(page).toHaveURL(/\/assessment\?result=latest$/);
  await expect(main(page)).toContainText('Overall: 100%');
  await expect(main(page)).toContainText('saved to your account on');

  await page.goto('/assessment');
  const last = main(page).getByRole('region', { name: 'Your last result' });
  await expect(last).toContainText('100% overall');
  await expect(main(page).getByRole('link', { name: 'Retake the assessment' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(main(page).getByTestId('next-step').filter({ hasText: 'Your skills assessment' })).toContainText('Last result: 100% overall');
});

/** The compact answers choosing each question's best option (100%). */
const best = bank.questions.map((q) => String(q.options.findIndex((o) => o.points === 3))).join('');

/** Fills the sign-up form on the current page and presses 'Create Account'. */
async function fillSignUp(page: Page, firstName: string, email: string) {
  await main(page).getByLabel('First name').fill(firstName);
  await main(page).getByLabel('Last name').fill('Saver');
  await emailField(page).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(uniquePassword());
  await main(page).getByRole('button', { name: 'Create Account' }).click();
}

test('without JavaScript: a visitor signs up from their result, and the verified account keeps it', async ({ browser, mailbox }) => {
  test.setTimeout(60_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const email = uniqueEmail('assess-save-nojs');
    await page.goto(`/assessment?a=${best}`);
    await main(page).getByRole('link', { name: 'Sign up to save it' }).click();
    await expect(main(page)).toContainText('Your skills assessment result is saved to your account when you open it.');
    await fillSignUp(page, 'Nisha', email);
    await expect(main(page).getByRole('status')).toContainText(email);

    await verifyFromMail(page, mailbox, email, 0, { staySignedIn: true });
    await expect(main(page)).toContainText('Your skills assessment result is saved to your account when you continue or skip.');
    await main(page).getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/assessment\?result=latest$/);
    await expect(main(page)).toContainText('Overall: 100%');
    await expect(main(page)).toContainText('saved to your account on');
  } finally {
    await context.close();
  }
});

test('with the scripts late: the sign-up sent before they run still keeps the result', async ({ page, baseURL, mailbox }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('assess-save-late');
  const release = await openWithScriptsHeld(page, `${baseURL}/signup?assessment=${best}`);
  await expect(main(page).getByLabel('First name')).toBeVisible();
  await fillSignUp(page, 'Kiran', email);
  await expect(main(page).getByRole('status')).toContainText(email);
  release();

  await verifyFromMail(page, mailbox, email, 0, { staySignedIn: true });
  await main(page).getByRole('radio', { name: 'Graduate' }).check();
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/assessment\?result=latest$/);
  await expect(main(page)).toContainText('saved to your account on');
});

