/**
 * SQL from Zero's exercises on a 360 px phone: a student enrols, opens the first lesson, runs the starting query in
 * the browser (PGlite) and is told what differs, writes the answer and is told it is right and saved; the lesson
 * cannot be marked complete until both of its exercises are solved, then can. Without scripts the lesson shows the
 * tasks and their expected results and says the exercises need JavaScript. Axe, and nothing scrolls sideways.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsQuick, main, newContext, newVerifiedStudent } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const LESSON = '/entrepreneurship/courses/sql-from-zero/lessons/1';
const exercises = (
  JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/sql-from-zero/exercises.json'), 'utf8')) as {
    exercises: Array<{ id: string; lesson: string; title: string; solution: string }>;
  }
).exercises.filter((e) => e.lesson.startsWith('01-'));

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('with scripts: the first lesson’s SQL runs in the browser, is checked, saved, and gates the lesson', async ({ browser, mailbox }) => {
  test.setTimeout(120_000);
  const { context, page } = await newVerifiedStudent(browser, mailbox, 'sql-learner', { ...PHONE, firstName: 'Ishaan', lastName: 'Verma' });
  try {
    await page.goto('/entrepreneurship/courses/sql-from-zero');
    await main(page).getByRole('button', { name: 'Enroll Now' }).first().click();
    await expect(main(page).getByRole('link', { name: /^Start the first lesson/ })).toBeVisible();
    await page.goto(LESSON);
    const section = main(page).getByTestId('sql-exercises');
    await expect(section.getByRole('heading', { name: 'Practice: write the SQL' })).toBeVisible();
    const first = section.getByTestId('sql-exercise').filter({ hasText: exercises[0]!.title });
    await expect(first.getByText('Expected result')).toBeVisible();

    // The starting query runs but is not the answer yet: the page says what differs.
    await first.getByRole('button', { name: 'Run' }).click();
    await expect(first.getByTestId('sql-verdict')).not.toHaveText(/Correct/, { timeout: 30_000 });
    await expect(first.getByText(/Your result \(\d+ rows?\)/)).toBeVisible();
    await expectNoAxeViolationsQuick(page);
    await noSidewaysScroll(page);

    // Marking the lesson complete waits for the exercises.
    await main(page).getByRole('button', { name: 'Mark complete' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Solve this lesson’s 2 exercises first' })).toBeVisible();

    for (const exercise of exercises) {
      const panel = section.getByTestId('sql-exercise').filter({ hasText: exercise.title });
      await panel.getByLabel('Your query').fill(exercise.solution);
      await panel.getByRole('button', { name: 'Run' }).click();
      await expect(panel.getByTestId('sql-verdict')).toHaveText('Correct: your result matches. Saved to your progress.', { timeout: 30_000 });
      await expect(panel.getByText('Solved', { exact: true })).toBeVisible();
    }
    // A query that breaks the data changes nothing for the next run (each run is rolled back).
    const panel = section.getByTestId('sql-exercise').first();
    await panel.getByLabel('Your query').fill('DELETE FROM cities');
    await panel.getByRole('button', { name: 'Run' }).click();
    await panel.getByLabel('Your query').fill(exercises[0]!.solution);
    await panel.getByRole('button', { name: 'Run' }).click();
    await expect(panel.getByTestId('sql-verdict')).toHaveText(/^Correct: your result matches\./);

    await main(page).getByRole('button', { name: 'Mark complete' }).click();
    await expect(main(page).getByRole('heading', { name: 'Lesson completed' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('without scripts: the tasks and their expected results are there, and the page says the exercises need JavaScript', async ({ browser }) => {
  const context = await newContext(browser, { ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(LESSON);
    const section = main(page).getByTestId('sql-exercises');
    await expect(section.getByText('The exercises run SQL in your browser, which needs JavaScript.')).toBeVisible();
    await expect(section.getByTestId('sql-exercise')).toHaveCount(exercises.length);
    await expect(section.getByText(/Expected result \(\d+ rows?\)/).first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Run' }).first()).toBeDisabled();
    // Hints open without scripts.
    await section.getByText('Hint 1').first().click();
  } finally {
    await context.close();
  }
});
