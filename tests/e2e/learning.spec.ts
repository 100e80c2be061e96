/**
 * Learning and mentorship in the browser (issue 7; spec §2.6 Certificates and Mentorship Program, §2.11 Courses
 * and Mentor matching, §3.11, §9): a visitor sees the six courses of §9 at /entrepreneurship/courses and /courses;
 * 'Enroll Now' signed out asks to sign in and comes back to the course; signed in it enrols and offers the first
 * lesson; each lesson is read on its own page and marked complete, with progress on the course, the course list and
 * the dashboard (which names the next lesson); completing them all issues nothing until the quiz is passed (issue
 * 23): a failed attempt shows the score and every explanation, a retake is reshuffled, a pass issues the certificate:
 * /certificates shows it Completed, its PDF (read with unpdf) names the holder, the
 * course, the id and the verification address, which a signed-out browser opens and sees valid, 'Passed with 100%'; a forged id is
 * invalid; a visitor sees the three samples. Mentors: the industry filter, View Profile, the Mentorship Program's
 * links; a free user who books is offered the upgrade, and once the admin makes them premium they book a free
 * 30-minute slot (the slot leaves the list), get the e-mail with its .ics (the mentor too), cancel, and the slot
 * is free again. axe on every page visited.
 *
 * Sign-ins: one fresh account made through /signup and the verification e-mail (1 sign-up, 1 password sign-in
 * through the course's sign-in prompt; its state is kept in memory for the later tests) and the demo admin's
 * cached state (helpers.ts) to change the plan. The demo learner is not touched, so other specs are unaffected.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { answerQuiz, openPage, parseIcs, pdfText, readQuiz, tag } from './feature-helpers';
import {
  baseUrl,
  cachedState,
  emailField,
  expectNoAxeViolationsQuick,
  main,
  newContext,
  signUpViaUi,
  toastWith,
  uniqueEmail,
  uniquePassword,
  verifyFromMail,
} from './helpers';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Spec §9, in its order. */
const COURSES = [
  { title: 'Market Research Fundamentals', level: 'Beginner', duration: '2 hours', students: 1200, rating: '4.8' },
  { title: 'Financial Planning for Startups', level: 'Intermediate', duration: '3 hours', students: 850, rating: '4.9' },
  { title: 'Digital Marketing for Entrepreneurs', level: 'Beginner', duration: '2.5 hours', students: 2100, rating: '4.7' },
  { title: 'Legal Essentials for Startups', level: 'Intermediate', duration: '1.5 hours', students: 650, rating: '4.6' },
  { title: 'Product Development & MVP', level: 'Intermediate', duration: '4 hours', students: 950, rating: '4.8' },
  { title: 'Scaling Your Startup', level: 'Advanced', duration: '3.5 hours', students: 400, rating: '4.9' },
] as const;

/** Every course of the catalogue, in its order: the six above, then the career courses. */
const CATALOGUE = (JSON.parse(readFileSync(path.resolve(process.cwd(), 'content/courses/catalogue.json'), 'utf8')) as { courses: Array<{ title: string }> }).courses;

const COURSE = { slug: 'market-research-fundamentals', title: 'Market Research Fundamentals' };

/** The course's quiz file, with its answers (the test knows them; the page never sends them). */
const QUIZ = readQuiz(COURSE.slug);

/** The spec's mentors of the seeded directory (spec §2.11: one per industry; the career mentors come after). */
const MENTORS = [
  { name: 'Ananya Krishnan', industry: 'Technology' },
  { name: 'Rahul Verma', industry: 'Finance' },
  { name: 'Dr. Meera Nair', industry: 'Healthcare' },
  { name: 'Vikram Singh', industry: 'Retail' },
  { name: 'Priya Desai', industry: 'Environment' },
] as const;
const MENTOR = { slug: 'ananya-krishnan', name: 'Ananya Krishnan', email: 'ananya-krishnan@mentors.changepath.test' };

const id = tag();
const user = { firstName: 'Lena', lastName: `Coursework ${id}`, email: uniqueEmail('learner'), password: uniquePassword() };
const fullName = `${user.firstName} ${user.lastName}`;
/** Set by the enrolment test: the fresh user's signed-in storage state, and what later tests learn. */
const shared: { state: StorageState | null; certificateId: string } = { state: null, certificateId: '' };

function signedIn(browser: Browser) {
  expect(shared.state, 'needs the account signed in by the enrolment test').toBeTruthy();
  return newContext(browser, { storageState: shared.state! }).then(async (context) => ({
    context,
    page: await context.newPage(),
    close: () => context.close(),
  }));
}

/** '1,234 students' → 1234. */
async function studentCount(facts: Locator): Promise<number> {
  const text = await facts.getByText(/^[\d,]+ students$/).innerText();
  return Number(text.replace(/\D/g, ''));
}

/** A card's button name: its text, then a visually hidden ': title' (Chromium puts a space before the colon). */
function cardAction(action: string, title: string): RegExp {
  return new RegExp(`^${action} ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function courseCard(page: Page, title: string): Locator {
  return main(page).getByTestId('course-card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

function lessonRows(page: Page): Locator {
  return main(page).getByTestId('lesson');
}

/** A date as the verification page shows it in an en-GB browser in `timeZone`: '14 March 2025'. */
function dayInGb(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));
}

async function freeSlots(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/mentors/${MENTOR.slug}/slots`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { slots: Array<{ starts_at: string }> }).slots.map((s) => new Date(s.starts_at).toISOString());
}

// Serial: the account enrols, finishes the course, then books. Several contexts per test: a minute each at most.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a visitor sees the six courses of §9 at both addresses, with level, rating, duration, students and topics, then the career courses', async ({ page }) => {
  await page.goto('/entrepreneurship/courses');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1, name: 'Courses & Learning' })).toBeVisible();
  await expect(m.getByTestId('course-card')).toHaveCount(CATALOGUE.length);
  await expect(m.getByTestId('course-card').getByRole('heading', { level: 2 })).toHaveText(CATALOGUE.map((c) => c.title));
  // A career course is new: no rating yet.
  await expect(courseCard(page, 'SQL from Zero').getByText('New', { exact: true })).toBeVisible();
  for (const c of COURSES) {
    const card = courseCard(page, c.title);
    await expect(card.getByText(c.level, { exact: true })).toBeVisible();
    await expect(card.getByText(`Rated ${c.rating} out of 5`)).toBeAttached();
    await expect(card.getByText(c.duration, { exact: true })).toBeVisible();
    // The spec's figure plus real enrolments.
    expect(await studentCount(card)).toBeGreaterThanOrEqual(c.students);
    await expect(card.getByRole('list', { name: `Topics of ${c.title}` }).getByRole('listitem').first()).toBeVisible();
    const slug = await card.getAttribute('data-course-slug');
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    await expect(card.getByRole('link', { name: cardAction('Enroll Now', c.title) })).toHaveAttribute('href', `/entrepreneurship/courses/${slug}`);
  }
  await expectNoAxeViolationsQuick(page);

  // /courses lists the same courses and keeps the visitor under /courses.
  await page.goto('/courses');
  await expect(m.getByTestId('course-card').getByRole('heading', { level: 2 })).toHaveText(CATALOGUE.map((c) => c.title));
  await courseCard(page, COURSE.title).getByRole('link', { name: COURSE.title, exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}`);
  await expect(m.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(m.getByText('Beginner', { exact: true })).toBeVisible();
  // Real outlines: several lessons, each with a title and a summary.
  const lessons = lessonRows(page);
  await expect(lessons.first()).toBeVisible();
  expect(await lessons.count()).toBeGreaterThanOrEqual(3);
  await expect(lessons.first().getByRole('heading', { level: 3 })).toHaveText(/^Lesson 1: \S/);
  await expect(m.getByText(/^\d+ lessons$/)).toHaveText(`${await lessons.count()} lessons`);
  // A visitor gets the sign-in prompt, no way to mark lessons.
  await expect(m.getByRole('link', { name: 'Sign in to enroll' })).toBeVisible();
  await expect(m.getByRole('button', { name: /^Mark complete/ })).toHaveCount(0);
  await expectNoAxeViolationsQuick(page);
});


test("signed out, enrolling asks to sign in and comes back to the course; signed in, 'Enroll Now' enrols and becomes 'Continue'", async ({ browser, mailbox }) => {
  // A fresh account, verified through the e-mailed link (verifying does not sign in).
  const signup = await openPage(browser);
  try {
    await signUpViaUi(signup.page, user);
    await verifyFromMail(signup.page, mailbox, user.email);
  } finally {
    await signup.close();
  }

  const { context, page, close } = await openPage(browser);
  try {
    // From the list: the card's 'Enroll Now' opens the course, which asks a visitor to sign in.
    await page.goto('/courses');
    await courseCard(page, COURSE.title).getByRole('link', { name: cardAction('Enroll Now', COURSE.title) }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}`);
    const m = main(page);
    const facts = m.getByTestId('course-detail');
    await expect(m.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    const studentsBefore = await studentCount(facts);

    await m.getByRole('link', { name: 'Sign in to enroll' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/signin' && u.searchParams.get('redirect') === `/courses/${COURSE.slug}`);
    await emailField(page).fill(user.email);
    await m.getByLabel('Password', { exact: true }).fill(user.password);
    await m.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    // Back on the course, not on /dashboard.
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}`);
    await expect(m.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();

    const enroll = m.getByRole('button', { name: 'Enroll Now', exact: true });
    await expect(enroll).toBeVisible();
    await expect(m.getByRole('button', { name: /^Mark complete/ })).toHaveCount(0);
    await enroll.click();
    await expect(toastWith(page, `You are enrolled in ${COURSE.title}`)).toBeVisible();
    await expect(enroll).toHaveCount(0);
    const lessons = await lessonRows(page).count();
    await expect(m.getByRole('link', { name: /^Start the first lesson ?: lesson 1, / })).toBeVisible();
    await expect(m.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })).toHaveAttribute('aria-valuetext', `0 of ${lessons} lessons completed`);
    await expect(m.getByRole('button', { name: /^Mark complete/ })).toHaveCount(lessons);
    // Student counts include real enrolments (at least this one: another spec running beside this one may enrol too).
    await expect.poll(() => studentCount(facts)).toBeGreaterThanOrEqual(studentsBefore + 1);
    await expectNoAxeViolationsQuick(page);

    // It takes the learner to the first lesson's own page.
    await m.getByRole('link', { name: /^Start the first lesson ?: lesson 1, / }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}/lessons/1`);
    await expect(m.getByRole('heading', { level: 1, name: 'Why research comes first' })).toBeVisible();
    await expect(m.getByRole('heading', { level: 2, name: 'Worked example' })).toBeVisible();
    await expectNoAxeViolationsQuick(page);

    // The list shows the enrolment too: 'Continue' and the progress bar on the card.
    await page.goto('/courses');
    const card = courseCard(page, COURSE.title);
    await expect(card.getByRole('link', { name: cardAction('Continue', COURSE.title) })).toBeVisible();
    await expect(card.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })).toHaveAttribute('aria-valuetext', `0 of ${lessons} lessons completed`);
    await expect(courseCard(page, 'Scaling Your Startup').getByRole('link', { name: cardAction('Enroll Now', 'Scaling Your Startup') })).toBeVisible();

    shared.state = await context.storageState();
  } finally {
    await close();
  }
});

test('reading every lesson and marking it complete shows the progress; only a passed quiz issues the certificate', async ({ browser }) => {
  // Every lesson, the quiz twice and the certificate: more than the default minute on a loaded CI machine.
  test.setTimeout(120_000);
  const { page, close } = await signedIn(browser);
  try {
    await page.goto(`/courses/${COURSE.slug}`);
    const m = main(page);
    const progress = m.getByRole('progressbar', { name: `Progress in ${COURSE.title}` });
    await expect(progress).toBeVisible();
    const total = await lessonRows(page).count();

    // The first lesson on its own page, then the course shows 1 of N and resumes at lesson 2.
    await lessonRows(page).nth(0).getByRole('link', { name: /^Lesson 1: / }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}/lessons/1`);
    await m.getByRole('button', { name: 'Mark complete', exact: true }).click();
    const done = m.getByRole('region', { name: 'Lesson completed' });
    await expect(done).toBeVisible();
    await done.getByRole('link', { name: /^Next lesson/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}/lessons/2`);
    await page.goto(`/courses/${COURSE.slug}`);
    await expect(progress).toHaveAttribute('aria-valuetext', `1 of ${total} lessons completed`);
    await expect(m.getByTestId('resume')).toHaveText(/^Resume where you left off ?: lesson 2, /);

    await page.goto('/dashboard');
    const courses = main(page).getByTestId('my-course-progress');
    await expect(courses.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })).toHaveAttribute('aria-valuetext', `1 of ${total} lessons completed`);
    await expect(courses).toContainText(`1 of ${total} lessons completed (${Math.round(100 / total)}%)`);
    await expect(courses).toContainText('0 certificates earned');
    await expect(courses.getByRole('link', { name: /^Next: lesson 2, / })).toBeVisible();
    await expectNoAxeViolationsQuick(page);
    await courses.getByRole('link', { name: /^Next: lesson 2, / }).click();

    // The rest, one page at a time as a learner reads them.
    for (let n = 2; n <= total; n++) {
      await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}/lessons/${n}`);
      // The address changes a moment before the page: wait for this lesson's own page.
      await expect(m.getByText(`Lesson ${n} of ${total}`, { exact: true })).toBeVisible();
      await m.getByRole('button', { name: 'Mark complete', exact: true }).click();
      await expect(done).toBeVisible();
      if (n < total) await done.getByRole('link', { name: /^Next lesson/ }).click();
    }
    // Every lesson done: no certificate yet, the quiz is next.
    await expect(m.getByText('You have completed every lesson. Pass the quiz to earn your certificate.')).toBeVisible();
    await done.getByRole('link', { name: 'Take the quiz' }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/courses/${COURSE.slug}/quiz`);
    await expect(m.getByRole('heading', { level: 1, name: `Quiz: ${COURSE.title}` })).toBeVisible();
    await expectNoAxeViolationsQuick(page);

    // Four wrong: 60%, not passed; every question explained; no certificate.
    await answerQuiz(page, QUIZ, 4);
    await m.getByRole('button', { name: 'Submit answers' }).click();
    const result = m.getByTestId('quiz-result');
    await expect(result.getByRole('heading', { level: 2, name: 'Your score: 60%' })).toBeVisible();
    // The answers were sent from the bottom of the form: the score is brought into view and has the focus.
    await expect(result.getByRole('heading', { level: 2, name: 'Your score: 60%' })).toBeInViewport();
    await expect(result.getByRole('heading', { level: 2, name: 'Your score: 60%' })).toBeFocused();
    await expect(result).toContainText('You need 70% to pass');
    for (const q of QUIZ.questions) await expect(result).toContainText(q.explanation);
    await expect(result.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await expectNoAxeViolationsQuick(page);

    // Retake (a fresh, reshuffled page) with everything right: passed, and the certificate is issued.
    await result.getByRole('link', { name: 'Retake the quiz' }).click();
    await expect(m.getByRole('button', { name: 'Submit answers' })).toBeVisible();
    await answerQuiz(page, QUIZ);
    await m.getByRole('button', { name: 'Submit answers' }).click();
    await expect(result.getByRole('heading', { level: 2, name: 'Your score: 100%' })).toBeVisible();
    await expect(result).toContainText('You passed with 100%. Your certificate has been issued.');
    await expect(result.getByRole('link', { name: `Download the certificate for ${COURSE.title} (PDF)` })).toBeVisible();

    // The course page says so, after a reload too (the certificate comes from the server).
    await page.goto(`/courses/${COURSE.slug}`);
    await expect(m.getByRole('heading', { level: 2, name: 'Course completed' })).toBeVisible();
    await expect(m.getByText(`${total} of ${total} lessons completed (100%)`)).toBeVisible();
    await expect(m.getByRole('button', { name: /^Mark complete/ })).toHaveCount(0);
    const issued = m.getByTestId('course-certificate');
    await expect(issued.getByRole('link', { name: `Download the certificate for ${COURSE.title} (PDF)` })).toBeVisible();
    await expect(issued.getByRole('link', { name: `Verify the certificate for ${COURSE.title}` })).toHaveAttribute('href', /^\/certificates\/verify\/CP-/);
    await expect(m.getByTestId('course-quiz')).toContainText('Passed with 100%');
    await expectNoAxeViolationsQuick(page);

    await page.goto('/dashboard');
    await expect(courses.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })).toHaveAttribute('aria-valuetext', `${total} of ${total} lessons completed`);
    await expect(courses).toContainText('1 certificate earned');
  } finally {
    await close();
  }
});

test('/certificates: the certificate is Completed, its PDF names holder, course and id, and Verify works signed out; a forged id is invalid', async ({ browser }) => {
  const { page, close } = await signedIn(browser);
  const visitor = await openPage(browser);
  // The verifier's browser: en-GB in the platform's zone, so the shown date is predictable.
  const verifier = await newContext(browser, { locale: 'en-GB', timezoneId: 'Asia/Kolkata' });
  try {
    await page.goto('/certificates');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    const card = m.getByTestId('certificate-card').filter({ has: page.getByRole('heading', { level: 2, name: COURSE.title, exact: true }) });
    await expect(card).toHaveAttribute('data-status', 'Completed');
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Issued \S/)).toBeVisible();
    await expect(card.getByText('Sample', { exact: true })).toHaveCount(0);
    await expect(m.getByTestId('sample-note')).toHaveCount(0);
    const idText = await card.getByText(/^Certificate ID: /).innerText();
    const certificateId = idText.replace('Certificate ID: ', '').trim();
    expect(certificateId).toMatch(/^CP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    shared.certificateId = certificateId;
    await expect(m.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    await expectNoAxeViolationsQuick(page);

    // Download: a real PDF with the holder's name, the course, the id and the verification address.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: `Download the certificate for ${COURSE.title} (PDF)` }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await readFile((await file.path())!));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    const verifyUrl = `${baseUrl()}/certificates/verify/${certificateId}`;
    expect(text).toContain(fullName);
    expect(text).toContain(COURSE.title);
    expect(text).toContain(`Certificate ID: ${certificateId}`);
    expect(text).toContain(`Verify at ${verifyUrl}`);
    // The issue date in the platform's zone, named (issue 21); the verify page below must say the same words.
    const issuedOn = /Issued on (\d{1,2} \w+ \d{4} \(IST\))/.exec(text)?.[1];
    expect(issuedOn).toBeDefined();
    // Not the holder's: nobody else downloads it.
    expect((await visitor.page.request.get(`/api/certificates/${certificateId}/pdf`)).status()).toBe(401);

    // Verify: the card's link is the public page the PDF names.
    const verifyLink = card.getByRole('link', { name: `Verify the certificate for ${COURSE.title}` });
    await expect(verifyLink).toHaveAttribute('href', `/certificates/verify/${certificateId}`);
    await verifyLink.click();
    await expect(page).toHaveURL(verifyUrl);
    await expect(m.getByTestId('certificate-valid')).toBeVisible();

    // Signed out, in a fresh browser: valid, holder, course and date, and nothing else about the holder.
    const check = await verifier.newPage();
    await check.goto(verifyUrl);
    const v = main(check);
    await expect(v.getByRole('heading', { level: 1, name: 'Certificate Verification' })).toBeVisible();
    const valid = v.getByTestId('certificate-valid');
    await expect(valid).toContainText('This certificate is valid.');
    await expect(valid.getByTestId('holder-name')).toHaveText(fullName);
    await expect(valid.getByTestId('course-title')).toHaveText(COURSE.title);
    const verified = (await (await check.request.get(`/api/certificates/${certificateId}/verify`)).json()) as { valid: boolean; issued_at: string };
    expect(verified.valid).toBe(true);
    expect(issuedOn).toBe(`${dayInGb(verified.issued_at, 'Asia/Kolkata')} (IST)`);
    await expect(valid.getByRole('definition')).toHaveText([fullName, COURSE.title, issuedOn!, 'Passed with 100%']);
    await expect(v).not.toContainText(user.email);
    await expectNoAxeViolationsQuick(check);

    // A forged id (the real one with its last character changed) is invalid.
    const forged = certificateId.slice(0, -1) + (certificateId.endsWith('A') ? 'B' : 'A');
    await check.goto(`/certificates/verify/${forged}`);
    await expect(v.getByTestId('certificate-invalid')).toHaveText('No ChangePath certificate has this ID.');
    await expect(v.getByTestId('certificate-valid')).toHaveCount(0);
    await expect(v).not.toContainText(fullName);
    await expectNoAxeViolationsQuick(check);

    // A visitor sees the three sample items of §2.6, marked as samples, with inert buttons.
    await visitor.page.goto('/certificates');
    const vm = main(visitor.page);
    await expect(vm.getByTestId('sample-note')).toHaveText('Sample certificates: sign in and complete a course to earn your own.');
    const samples = vm.getByTestId('certificate-card');
    await expect(samples).toHaveCount(3);
    await expect(samples.getByRole('heading', { level: 2 })).toHaveText(['Market Research Fundamentals', 'Financial Planning for Startups', 'Product Development & MVP']);
    for (const s of await samples.all()) await expect(s.getByText('Sample', { exact: true })).toBeVisible();
    await expect(samples.nth(0)).toHaveAttribute('data-status', 'Completed');
    await expect(samples.nth(0).getByRole('button', { name: 'Download (sample)' })).toBeDisabled();
    await expect(samples.nth(0).getByRole('button', { name: 'Verify (sample)' })).toBeDisabled();
    await expect(samples.nth(2)).toHaveAttribute('data-status', 'In Progress');
    await expect(samples.nth(2).getByRole('button', { name: /^In Progress/ })).toBeDisabled();
    await expect(samples.nth(2).getByText('Not issued yet')).toBeVisible();
    await expect(vm.getByText(fullName)).toHaveCount(0);
    await vm.getByRole('link', { name: 'Browse Courses' }).click();
    await expect(visitor.page).toHaveURL((u) => u.pathname === '/courses');
    await visitor.page.goBack();
    await expect(vm.getByTestId('sample-note')).toBeVisible();
    await expectNoAxeViolationsQuick(visitor.page);
  } finally {
    await close();
    await visitor.close();
    await verifier.close();
  }
});

test('mentor matching: the industry filter narrows the directory, View Profile opens the profile; the Mentorship Program links', async ({ page }) => {
  await page.goto('/entrepreneurship/mentor-matching');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1, name: 'Mentor Matching' })).toBeVisible();
  const filter = m.getByRole('group', { name: 'Filter by industry' });
  await expect(filter.getByRole('button')).toHaveText(['All Industries', 'Technology', 'Finance', 'Healthcare', 'Retail', 'Environment', 'Government']);
  await expect(filter.getByRole('button', { name: 'All Industries', pressed: true })).toBeVisible();
  const cards = m.getByTestId('mentor-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(MENTORS.length);
  await expect(m.getByRole('status')).toHaveText(`${all} mentors`);
  for (const mentor of MENTORS) await expect(cards.getByRole('heading', { level: 2, name: mentor.name, exact: true })).toBeVisible();
  await expectNoAxeViolationsQuick(page);

  for (const { name, industry } of MENTORS) {
    await filter.getByRole('button', { name: industry, exact: true }).click();
    await expect(filter.getByRole('button', { name: industry, pressed: true })).toBeVisible();
    await expect(filter.getByRole('button', { name: 'All Industries', pressed: false })).toBeVisible();
    await expect(m.getByRole('status')).toHaveText(/^\d+ mentors? in /);
    await expect(m.getByRole('status')).toHaveText(new RegExp(` in ${industry}$`));
    await expect(cards.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    const shown = await cards.count();
    expect(shown).toBeLessThan(all);
    for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toHaveAttribute('data-industry', industry);
    for (const other of MENTORS.filter((o) => o.industry !== industry)) {
      await expect(cards.getByRole('heading', { level: 2, name: other.name, exact: true })).toHaveCount(0);
    }
  }
  await filter.getByRole('button', { name: 'All Industries', exact: true }).click();
  await expect(m.getByRole('status')).toHaveText(`${all} mentors`);
  await expect(cards).toHaveCount(all);

  // View Profile: the mentor's own page; a visitor is asked to sign in to book.
  const card = cards.filter({ has: page.getByRole('heading', { level: 2, name: MENTOR.name, exact: true }) });
  await expect(card.getByRole('link', { name: `Book Session with ${MENTOR.name}` })).toHaveAttribute(
    'href',
    `/signin?redirect=${encodeURIComponent(`/entrepreneurship/mentor-matching/${MENTOR.slug}#book`)}`,
  );
  await card.getByRole('link', { name: `View Profile of ${MENTOR.name}` }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/entrepreneurship/mentor-matching/${MENTOR.slug}`);
  const profile = m.getByTestId('mentor-profile');
  await expect(profile.getByRole('heading', { level: 1, name: MENTOR.name })).toBeVisible();
  await expect(profile.getByText('Engineering Manager, Flipkart')).toBeVisible();
  await expect(profile.getByText('Technology', { exact: true })).toBeVisible();
  await expect(profile.getByRole('list', { name: `Expertise of ${MENTOR.name}` })).toContainText('System design');
  await expect(profile.getByText('Sessions with Ananya Krishnan last 30 minutes.')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  await expectNoAxeViolationsQuick(page);

  // The Mentorship Program: three benefit cards, three featured mentors, and its two links.
  await page.goto('/mentorship');
  await expect(m.getByRole('heading', { level: 1, name: 'Mentorship Program' })).toBeVisible();
  await expect(m.getByRole('region', { name: 'Why join the Mentorship Program' }).getByRole('listitem')).toHaveCount(3);
  const featured = m.getByTestId('featured-mentor');
  await expect(featured).toHaveCount(3);
  for (const f of await featured.all()) await expect(f.getByText(/^Rated 4\.[89] out of 5$/)).toBeAttached();
  await expect(m.getByRole('link', { name: `Connect Now with ${MENTOR.name}` })).toHaveAttribute('href', `/entrepreneurship/mentor-matching/${MENTOR.slug}`);
  await expectNoAxeViolationsQuick(page);
  await m.getByRole('link', { name: 'Join Community' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/community');
  await page.goBack();
  await m.getByRole('link', { name: 'Find a Mentor' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/signup');
});

test('Book Session: a free user is offered the upgrade; as premium they book a free 30-minute slot, get the .ics, cancel, and the slot is free again', async ({ browser, mailbox }) => {
  const { page, close } = await signedIn(browser);
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    const m = main(page);
    // Signed in, the Mentorship Program's 'Find a Mentor' opens the directory (a visitor's goes to /signup).
    await page.goto('/mentorship');
    await m.getByRole('link', { name: 'Find a Mentor' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/entrepreneurship/mentor-matching');
    const card = m.getByTestId('mentor-card').filter({ has: page.getByRole('heading', { level: 2, name: MENTOR.name, exact: true }) });
    await card.getByRole('link', { name: `Book Session with ${MENTOR.name}` }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/entrepreneurship/mentor-matching/${MENTOR.slug}` && u.hash === '#book');
    const widget = m.getByTestId('booking-widget');
    await expect(widget.getByRole('heading', { level: 2, name: 'Book a session' })).toBeFocused();
    await expect(m.getByTestId('my-bookings')).toContainText('You have no upcoming sessions.');

    const days = widget.getByRole('group', { name: '1. Pick a day' }).getByRole('button');
    const times = widget.getByTestId('slot');
    /** Picks the last day offered (well over the 12 hours before which a booking can be cancelled) and its first time. */
    async function pickSlot() {
      await days.last().click();
      await expect(days.last()).toHaveAttribute('aria-pressed', 'true');
      await expect(times.first()).toBeVisible();
      const label = await times.first().innerText();
      await times.first().click();
      await widget.getByRole('button', { name: `Book ${label}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your session' });
      await expect(dialog).toContainText(`A 30-minute session with ${MENTOR.name} on `);
      return { label, dialog };
    }

    // Free plan: the upgrade is offered at once; confirming anyway (the API refuses) books nothing.
    const upgrade = widget.getByTestId('upgrade-notice');
    await expect(upgrade).toContainText('Mentorship sessions come with the Premium (2 a month) and Business (5 a month) plans.');
    await expect(upgrade.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(upgrade.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/billing/checkout?plan=premium&period=monthly');
    await expect(days.first()).toBeVisible();
    await expectNoAxeViolationsQuick(page);
    const free = await pickSlot();
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/mentors/${MENTOR.slug}/bookings`) && r.request().method() === 'POST');
    await free.dialog.getByRole('button', { name: 'Confirm booking' }).click();
    expect((await refused).status()).toBe(403);
    await expect(free.dialog).toBeHidden();
    await expect(upgrade).toBeVisible();
    await expect(toastWith(page, 'A calendar invitation is on its way by e-mail.')).toHaveCount(0);
    await expect(m.getByTestId('my-bookings')).toContainText('You have no upcoming sessions.');

    // The admin makes the user premium (spec §9: 2 sessions a month).
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string; email: string } };
    expect(session.user.email).toBe(user.email);
    const res = await admin.page.request.put(`/api/admin/users/${session.user.id}/plan`, { data: { plan: 'premium' } });
    expect(res.status(), await res.text()).toBe(200);

    await page.reload();
    await expect(days.first()).toBeVisible();
    const before = await freeSlots(page);
    const { label, dialog } = await pickSlot();
    const slotsThatDay = await times.count();
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(toastWith(page, 'A calendar invitation is on its way by e-mail.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(widget.getByTestId('upgrade-notice')).toHaveCount(0);

    // The booking is listed, and its slot has left the mentor's free times (on screen and on the server).
    const booking = m.getByTestId('booking');
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText(`Session with ${MENTOR.name}`);
    const startsAt = new Date((await booking.locator('time').getAttribute('datetime'))!).toISOString();
    expect(before).toContain(startsAt);
    expect(await freeSlots(page)).not.toContain(startsAt);
    await expect(times).toHaveCount(slotsThatDay - 1);
    await expect(times.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(0);
    await expectNoAxeViolationsQuick(page);

    // Both sides get an e-mail with the session as an .ics: 30 minutes from the slot's start.
    for (const [to, subject] of [
      [user.email, `Mentorship session booked with ${MENTOR.name}`],
      [MENTOR.email, `New mentorship session: ${fullName}`],
    ]) {
      const mail = await mailbox.waitForMail(to, subject);
      const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
      expect(ics, `attachments: ${mail.attachments.map((a) => a.filename).join(', ')}`).toBeTruthy();
      expect(ics!.contentType).toContain('text/calendar');
      const events = parseIcs(ics!.content).events;
      expect(events).toHaveLength(1);
      expect(events[0].startIsUtc).toBe(true);
      expect(events[0].start.toISOString()).toBe(startsAt);
    }

    // Cancel (asks first): the booking goes and the slot is free again.
    await booking.getByRole('button', { name: new RegExp(`^Cancel the session with ${MENTOR.name} on `) }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this session?' });
    await expect(confirm).toContainText('will be cancelled and the slot freed for others.');
    await confirm.getByRole('button', { name: 'Cancel session' }).click();
    await expect(toastWith(page, `Your session with ${MENTOR.name} has been cancelled.`)).toBeVisible();
    await expect(booking).toHaveCount(0);
    await expect(m.getByTestId('my-bookings')).toContainText('You have no upcoming sessions.');
    await expect(times).toHaveCount(slotsThatDay);
    await expect(times.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    expect(await freeSlots(page)).toContain(startsAt);
    await mailbox.waitForMail(MENTOR.email, 'Mentorship session cancelled');
  } finally {
    await close();
    await admin.close();
  }
});
