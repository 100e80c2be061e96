/**
 * A new person's whole first journey, in one browser, scripts on: sign up; the e-mailed link signs
 * them in and says their e-mail is verified; they onboard as a working professional; the dashboard greets them by
 * first name and offers the skills assessment; they take it and follow a course it recommends; they enrol, read every
 * lesson on its own page (solving its formula exercises), pass the quiz, download the certificate (a PDF with their name and the score) and open its
 * public verification page, which says 'Passed with 100%'.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerQuiz, pdfText, readQuiz } from './feature-helpers';
import { expect, test } from './fixtures';
import { main, signUpViaUi, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

const excel = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/excel-for-data-analysis/exercises.json'), 'utf8')) as {
  exercises: Array<{ title: string; solution: string }>;
};
const bank = JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/assessment/questions.json'), 'utf8')) as {
  questions: Array<{ prompt: string; options: Array<{ text: string; points: number }> }>;
};

test('sign up, verify, onboard, take the assessment, follow a recommended course, pass its quiz, verify the certificate', async ({ page, mailbox }) => {
  test.setTimeout(180_000);
  const user = { firstName: 'Meera', lastName: `Journey ${Date.now()}`, email: uniqueEmail('journey'), password: uniquePassword() };
  const m = main(page);

  // Sign up and verify: the link signs in and opens the first run.
  await signUpViaUi(page, user);
  await verifyFromMail(page, mailbox, user.email, 0, { staySignedIn: true });
  await expect(m.getByText('Your e-mail is verified')).toBeVisible();

  // Onboarding: a working professional moving from accounting.
  await m.getByRole('radio', { name: 'Working professional' }).check();
  await m.getByLabel('Field of study, degree or work').fill('Accounting, 5 years');
  await m.getByLabel('Your goal').fill('Move into data analytics');
  await m.getByRole('button', { name: 'Save and continue' }).click();
  await expect(m.getByText(`Welcome, ${user.firstName}`, { exact: true })).toBeVisible();

  // The dashboard's next step: the skills assessment, every question answered.
  await m.getByTestId('next-step').filter({ hasText: 'Take the skills assessment' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/assessment/);
  await m.getByRole('link', { name: 'Start' }).click();
  for (const [i, q] of bank.questions.entries()) {
    await expect(m.getByText(`Question ${i + 1} of 25`, { exact: true })).toBeVisible();
    // The weakest answers, so that every area recommends something.
    const weakest = q.options.reduce((low, o, k) => (o.points < q.options[low]!.points ? k : low), 0);
    await m.getByRole('group', { name: q.prompt }).getByRole('radio', { name: q.options[weakest]!.text }).check();
    await m.getByRole('button', { name: i === 24 ? 'See my results' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your skills assessment result' })).toBeVisible();

  // The goal's courses come first: SQL from Zero, then Excel for Data Analysis. Follow Excel, solving each lesson's
  // formula exercises (SQL's run in the browser: sql-exercises.spec.ts).
  const steps = m.getByRole('region', { name: 'What to learn next' }).or(m.locator('section[aria-labelledby="next-heading"]'));
  await expect(steps.getByRole('link').first()).toHaveText('SQL from Zero');
  await expect(steps.getByText('For your goal, “Move into data analytics”.').first()).toBeVisible();
  const course = steps.getByRole('link', { name: 'Excel for Data Analysis', exact: true });
  const title = (await course.innerText()).trim();
  await course.click();
  await expect(m.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;

  // Enrol, then read every lesson on its own page.
  await m.getByRole('button', { name: 'Enroll Now', exact: true }).click();
  await m.getByRole('link', { name: /^Start the first lesson/ }).click();
  const done = m.getByRole('region', { name: 'Lesson completed' });
  for (;;) {
    await expect(m.getByRole('heading', { level: 2, name: 'Key takeaways' })).toBeVisible();
    for (const panel of await m.getByTestId('formula-exercise').all()) {
      const heading = (await panel.getByRole('heading', { level: 3 }).innerText()).replace(/^Exercise \d+: /, '');
      const { solution } = excel.exercises.find((e) => heading.startsWith(e.title))!;
      await panel.getByLabel('Your formula').fill(solution);
      await panel.getByRole('button', { name: 'Check' }).click();
      await expect(panel.getByTestId('formula-verdict')).toContainText('Saved to your progress.');
    }
    await m.getByRole('button', { name: 'Mark complete', exact: true }).click();
    await expect(done).toBeVisible();
    const next = done.getByRole('link', { name: /^Next lesson/ });
    if ((await next.count()) === 0) break;
    const position = Number(new URL(page.url()).pathname.split('/').at(-1));
    await next.click();
    // The next lesson's page, not the last one's still showing (the address changes a moment before the page).
    await expect(m.getByText(`Lesson ${position + 1} of`, { exact: false })).toBeVisible();
  }

  // The quiz: everything right.
  await done.getByRole('link', { name: 'Take the quiz' }).click();
  await answerQuiz(page, readQuiz(slug));
  await m.getByRole('button', { name: 'Submit answers' }).click();
  const result = m.getByTestId('quiz-result');
  await expect(result.getByRole('heading', { level: 2, name: 'Your score: 100%' })).toBeVisible();

  // The certificate: a PDF with the name and the score, and its public page.
  const [file] = await Promise.all([page.waitForEvent('download'), result.getByRole('link', { name: `Download the certificate for ${title} (PDF)` }).click()]);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const pdf = await pdfText(bytes);
  expect(pdf).toContain(`${user.firstName} ${user.lastName}`);
  expect(pdf).toContain('Passed with 100%');
  await result.getByRole('link', { name: `Verify the certificate for ${title}` }).click();
  const valid = m.getByTestId('certificate-valid');
  await expect(valid).toContainText('This certificate is valid.');
  await expect(valid.getByTestId('holder-name')).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(valid.getByTestId('certificate-result')).toHaveText('Passed with 100%');
});
