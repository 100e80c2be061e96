/**
 * Excel for Data Analysis's formula exercises on a 360 px phone. With scripts: a student enrols, opens the first
 * lesson, types a formula that is nearly right and is told what it gives and what to fix, then the answers, which are
 * saved; the lesson waits for them before it can be marked complete. Without scripts: the same forms post natively,
 * the page comes back at the exercise with the verdict and the formula typed, and a right answer counts. With the
 * scripts late: a check sent before they arrive works as without them. Axe, and nothing scrolls sideways.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type Mailbox } from './fixtures';
import { expectNoAxeViolationsQuick, main, newVerifiedStudent, openWithScriptsHeld } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const COURSE = '/courses/excel-for-data-analysis';
const LESSON = `${COURSE}/lessons/1`;
const exercises = (
  JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/excel-for-data-analysis/exercises.json'), 'utf8')) as {
    exercises: Array<{ id: string; lesson: string; title: string; solution: string; expected: number | string }>;
  }
).exercises.filter((e) => e.lesson.startsWith('01-'));
const [first, second] = exercises as [(typeof exercises)[number], (typeof exercises)[number]];

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function enrolledStudent(browser: Browser, mailbox: Mailbox, label: string, javaScriptEnabled: boolean) {
  const student = await newVerifiedStudent(browser, mailbox, label, { ...PHONE, javaScriptEnabled, firstName: 'Nandini', lastName: 'Kulkarni' });
  await student.page.goto(COURSE);
  await main(student.page).getByRole('button', { name: 'Enroll Now' }).first().click();
  await expect(main(student.page).getByRole('link', { name: /^Start the first lesson/ })).toBeVisible();
  return student;
}

const exercise = (page: Page, title: string) => main(page).getByTestId('formula-exercise').filter({ hasText: title });

test('with scripts: formulas are checked, explained, saved, and gate the lesson', async ({ browser, mailbox }) => {
  test.setTimeout(120_000);
  const { context, page } = await enrolledStudent(browser, mailbox, 'excel-learner', true);
  try {
    await page.goto(LESSON);
    const section = main(page).getByTestId('formula-exercises');
    await expect(section.getByRole('heading', { name: 'Practice: write the formula' })).toBeVisible();
    const panel = exercise(page, first.title);
    await expect(panel.getByRole('region', { name: 'The sheet for exercise 1' })).toContainText('Absent');
    await expect(panel.getByText(`Expected result: ${first.expected}`)).toBeVisible();

    // Nearly right: the page says what it gives and what to fix, without leaving the page.
    await panel.getByLabel('Your formula').fill('=AVERAGE(C2:C9)');
    await panel.getByRole('button', { name: 'Check' }).click();
    await expect(panel.getByTestId('formula-verdict')).toContainText('Your formula gives 37.83333333; the expected result is 37.8. Nearly there');
    await expect(panel.getByLabel('Your formula')).toHaveValue('=AVERAGE(C2:C9)');
    await expectNoAxeViolationsQuick(page);
    await noSidewaysScroll(page);

    await main(page).getByRole('button', { name: 'Mark complete' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Solve this lesson’s 2 exercises first' })).toBeVisible();

    for (const { title, solution } of exercises) {
      const p = exercise(page, title);
      await p.getByLabel('Your formula').fill(solution);
      await p.getByRole('button', { name: 'Check' }).click();
      await expect(p.getByTestId('formula-verdict')).toHaveText('Correct: your formula works it out from the sheet. Saved to your progress.');
      await expect(p.getByText('Solved', { exact: true })).toBeVisible();
    }
    await expect(section).toContainText('2 of 2 solved.');
    await main(page).getByRole('button', { name: 'Mark complete' }).click();
    await expect(main(page).getByRole('heading', { name: 'Lesson completed' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('without scripts: a check posts the form and comes back at the exercise with the verdict', async ({ browser, mailbox }) => {
  test.setTimeout(120_000);
  const { context, page } = await enrolledStudent(browser, mailbox, 'excel-nojs', false);
  try {
    await page.goto(LESSON);
    let panel = exercise(page, second.title);
    await panel.getByLabel('Your formula').fill(`=${second.expected}`);
    await panel.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL((u) => u.pathname === LESSON && u.hash === `#exercise-${second.id}`);
    panel = exercise(page, second.title);
    await expect(panel.getByTestId('formula-verdict')).toContainText('That is the answer typed in');
    await expect(panel.getByLabel('Your formula')).toHaveValue(`=${second.expected}`);
    // The exercise is where the page opened, not its top.
    await expect(panel.getByTestId('formula-verdict')).toBeInViewport();

    await panel.getByLabel('Your formula').fill(second.solution);
    await panel.getByRole('button', { name: 'Check' }).click();
    panel = exercise(page, second.title);
    await expect(panel.getByTestId('formula-verdict')).toHaveText('Correct: your formula works it out from the sheet. Saved to your progress.');
    await expect(panel.getByText('Solved', { exact: true })).toBeVisible();
    await expect(main(page).getByTestId('formula-exercises')).toContainText('1 of 2 solved.');

    // An empty formula: the field says so.
    await exercise(page, first.title).getByRole('button', { name: 'Check' }).click();
    await expect(exercise(page, first.title).getByText('Type a formula first, starting with =.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('scripts late: a check sent before the scripts arrive is answered like without them', async ({ browser, mailbox, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await enrolledStudent(browser, mailbox, 'excel-late', true);
  try {
    const release = await openWithScriptsHeld(page, `${baseURL}${LESSON}`);
    const panel = exercise(page, first.title);
    await panel.getByLabel('Your formula').fill(first.solution);
    await panel.getByRole('button', { name: 'Check' }).click();
    release();
    await expect(exercise(page, first.title).getByTestId('formula-verdict')).toHaveText('Correct: your formula works it out from the sheet. Saved to your progress.');
    await expect(exercise(page, first.title).getByText('Solved', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a visitor can practise: checked, and told that enrolling saves it', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto(LESSON);
  const panel = exercise(page, first.title);
  await panel.getByLabel('Your formula').fill(first.solution);
  await panel.getByRole('button', { name: 'Check' }).click();
  await expect(panel.getByTestId('formula-verdict')).toHaveText('Correct: your formula works it out from the sheet. Enrol in the course to have your solutions count towards the lesson.');
  await expectNoAxeViolationsQuick(page);
});
