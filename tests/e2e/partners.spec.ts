/**
 * Institution partnerships in the browser (issue 8; spec §2.7, §3.9, §4, §5, §6): the college 'Partner with Us'
 * form (required fields, e-mail, student count and logo checked in the browser; 'Submitting Application...', then
 * 'Thank you! We'll review your submission soon.' with the form and file input reset); the University Partnership
 * Program form (every §5 message word for word, the three selects required, 'Submitting...', reset); the workflow:
 * a new user signs up, applies with that address, the demo admin marks the application under review and approves
 * it in the admin portal, the applicant is e-mailed at each step and follows it on the private status page, then
 * signs in and opens /partner-admin, proposes an event which the admin approves and which becomes a ChangeTalk
 * (issue 19; without scripts the dashboard says it needs them); the demo learner is refused there (page and API), joins the institution with
 * its code through the affiliation picker and appears in the applicant's Student Users list and CSV; the picker's
 * two steps for a visitor. axe on every page and dialog state visited.
 *
 * Budgets: each browser context has its own address (fixtures.ts); 2 public form POSTs here (one college, one
 * university; 10 per 10 minutes per address). Sign-ins: 1 sign-up and 1 password sign-in for the
 * applicant, plus the cached demo admin and demo learner states.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, field, postsTo } from './form-helpers';
import { DEMO_LEARNER, download, learnerState, openPage, tag } from './feature-helpers';
import {
  cachedState,
  expectNoAxeViolationsQuick,
  main,
  newContext,
  signUpViaUi,
  statusFromPage,
  submitSignIn,
  toastWith,
  uniqueEmail,
  uniquePassword,
  verifyFromMail,
} from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const NAMED = ['Indian Institute of Technology Madras', 'University of Delhi', 'Anna University', 'Symbiosis International University'];

const id = tag();
const college = {
  name: `Westbrook Institute of Technology ${id}`,
  location: 'Pune, Maharashtra',
  courses: 'B.Tech, BBA, MBA',
  students: '1200',
  contact: 'Anita Rao',
  email: uniqueEmail('partner'),
  password: uniquePassword(),
};
/** Filled in as the workflow goes on. */
const state = {
  statusPath: '',
  code: '',
  applicant: undefined as Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
};

/** Holds requests to `pathname` until `release()` is called, so a busy state can be seen without sleeping. */
async function holdRequests(page: Page, pathname: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((u) => u.pathname === pathname, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

function collegeForm(page: Page): Locator {
  return main(page).getByRole('form', { name: 'Apply to partner' });
}

function picker(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Join your institution' });
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a new user signs up and verifies the e-mail address they will apply with', async ({ page, mailbox }) => {
  await signUpViaUi(page, { firstName: 'Anita', lastName: 'Rao', email: college.email, password: college.password });
  await verifyFromMail(page, mailbox, college.email);
});

test('college form: required fields, e-mail, student count and logo are checked in the browser; a valid application resets the form', async ({ page, mailbox }) => {
  const posts = postsTo(page, '/partner.data');
  await page.goto('/partner');
  await expect(page).toHaveTitle('Partner with Us · ChangePath');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(m.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(5);
  const form = collegeForm(page);
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(['Institution name is required', 'Location is required', 'Contact person is required', 'Please enter a valid email']);
  await expect(field(form, 'Institution Name')).toBeFocused();
  await expectNoAxeViolationsQuick(page);

  await field(form, 'Institution Name').fill(college.name);
  await field(form, 'Location').fill(college.location);
  await field(form, 'Contact Person').fill(college.contact);
  await field(form, 'Email').fill('dean@westbrook');
  await field(form, 'Number of Students').fill('0');
  const logo = field(form, 'Institution Logo');
  await expect(logo).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');
  await logo.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00not an image') });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(['Number of students must be at least 1', 'Please enter a valid email', 'The logo must be a PNG, JPG or PDF file.']);
  await expect(field(form, 'Number of Students')).toBeFocused();

  // A 6 MB logo is refused before anything is sent.
  await field(form, 'Number of Students').fill(college.students);
  await field(form, 'Email').fill(college.email);
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(['The logo can be at most 5 MB.']);
  await expect(logo).toBeFocused();
  expect(posts).toHaveLength(0);

  // A valid application: 'Submitting Application...' (held on the way), then the thank-you, the data and a reset.
  await field(form, 'Courses Offered').fill(college.courses);
  await logo.setInputFiles({ name: 'westbrook-logo.png', mimeType: 'image/png', buffer: PNG });
  const held = await holdRequests(page, '/partner.data');
  await submit.click();
  const busy = form.getByRole('button', { name: 'Submitting Application...' });
  await expect(busy).toBeDisabled();
  held.release();
  const done = form.getByRole('status');
  await expect(done).toContainText("Thank you! We'll review your submission soon.");
  await expect(busy).toHaveCount(0);
  await expect(submit).toBeEnabled();
  for (const [k, v] of [
    ['Institution name', college.name],
    ['Location', college.location],
    ['Number of students', college.students],
    ['Contact person', college.contact],
    ['Email', college.email],
    ['Logo', 'westbrook-logo.png'],
  ]) {
    await expect(done.getByRole('definition').filter({ hasText: v })).toHaveCount(1);
    await expect(done.getByRole('term').filter({ hasText: k }).first()).toBeVisible();
  }
  for (const label of ['Institution Name', 'Location', 'Courses Offered', 'Number of Students', 'Contact Person', 'Email']) {
    await expect(field(form, label)).toHaveValue('');
  }
  expect(await logo.evaluate((el: HTMLInputElement) => el.files?.length ?? -1)).toBe(0);
  await expect(logo).toHaveValue('');
  expect(posts).toHaveLength(1);
  await expectNoAxeViolationsQuick(page);

  // The private status link is on screen and in the applicant's e-mail; it shows 'Applied'.
  const statusLink = done.getByRole('link', { name: 'View application status' });
  state.statusPath = new URL((await statusLink.getAttribute('href'))!, page.url()).pathname;
  expect(state.statusPath).toMatch(/^\/partnership-status\/[A-Za-z0-9_-]{20,}$/);
  const mail = await mailbox.waitForMail(college.email, `We received the partnership application for ${college.name}`);
  expect(mail.links.map((l) => new URL(l).pathname)).toContain(state.statusPath);
  await statusLink.click();
  await expect(page).toHaveURL((u) => u.pathname === state.statusPath);
  await expect(main(page).getByRole('heading', { level: 2, name: college.name })).toBeVisible();
  await expect(main(page).getByText('Status: Applied')).toBeVisible();
  await expectNoAxeViolationsQuick(page);
});

test('university form: every §5 message word for word, the three selects required; a valid application resets the form', async ({ page, mailbox }) => {
  const posts = postsTo(page, '/university-partner.data');
  await page.goto('/university-partner');
  await expect(page).toHaveTitle('University Partners · ChangePath');
  const m = main(page);
  for (const tile of ['Student Access', 'Curriculum Integration', 'Industry Mentorship']) await expect(m.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  const form = m.getByRole('form', { name: 'Apply for a university partnership' });
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText([
    'University name is required',
    'Accreditation is required',
    'Location is required',
    'Established year is required',
    'Total students is required',
    'Expected students is required',
    'Contact person name is required',
    'Contact person title is required',
    'Email is required',
    'Phone number is required',
    'Partnership type is required',
    'Duration is required',
    'You must accept the terms',
  ]);
  await expect(field(form, 'University Name')).toBeFocused();
  for (const select of ['Total Students', 'Partnership Type', 'Duration']) {
    await expect(form.getByRole('combobox', { name: select, exact: true })).toHaveAttribute('aria-required', 'true');
  }
  await expectNoAxeViolationsQuick(page);

  const university = `Deccan Valley University ${id}`;
  const email = uniqueEmail('university');
  await field(form, 'University Name').fill(university);
  await field(form, 'Accreditation').fill('NAAC A++');
  await field(form, 'Location').fill('Hyderabad, Telangana');
  await field(form, 'Established Year').fill('1987');
  await choose(form, 'Total Students', '10,000 - 25,000');
  await field(form, 'Expected Students').fill('800');
  await field(form, 'Contact Person Name').fill('Dr. Kavya Menon');
  await field(form, 'Contact Person Title').fill('Dean of Students');
  await field(form, 'Phone').fill('+91 40 2345 6789');
  await choose(form, 'Partnership Type', 'Incubator Support');
  await choose(form, 'Duration', '3 Years');

  // Spec §5: text, @, text, dot, text, no spaces.
  for (const bad of ['kavya@deccanvalley', 'kavya menon@dvu.edu', 'kavya.dvu.edu']) {
    await field(form, 'Email').fill(bad);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(['Please enter a valid email', 'You must accept the terms']);
  }
  await expect(field(form, 'Email')).toBeFocused();
  await field(form, 'Email').fill(email);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await field(form, 'Website').fill('not a web address');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(['Please enter a valid website address, for example https://www.example.edu']);
  expect(posts).toHaveLength(0);

  await field(form, 'Website').fill('www.deccanvalley.edu.in');
  const held = await holdRequests(page, '/university-partner.data');
  await submit.click();
  const busy = form.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  held.release();
  const done = form.getByRole('status');
  await expect(done).toContainText("Thank you! Your university partnership application has been submitted. We'll review it within 5-7 business days.");
  await expect(done).toContainText('Incubator Support');
  await expect(field(form, 'University Name')).toHaveValue('');
  await expect(field(form, 'Website')).toHaveValue('');
  for (const [select, placeholder] of [
    ['Total Students', 'Select total students'],
    ['Partnership Type', 'Select partnership type'],
    ['Duration', 'Select duration'],
  ]) {
    await expect(form.getByRole('combobox', { name: select, exact: true })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: select, exact: true }).getByRole('option').first()).toHaveText(placeholder);
  }
  await expect(form.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();
  expect(posts).toHaveLength(1);
  // Posted as the browser posts a form; the action takes the address as https (tests/api/pages.test.ts).
  const sent = posts[0].postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ website: 'www.deccanvalley.edu.in', totalStudents: '10000-25000', partnershipType: 'incubator-support', duration: '3-years', termsAccepted: 'on' });
  await mailbox.waitForMail(email, `We received the partnership application for ${university}`);
  await expectNoAxeViolationsQuick(page);
});

test('the admin marks the college application under review, then approves it; the applicant is e-mailed each step and the status page follows', async ({
  browser,
  mailbox,
}) => {
  const { page, close } = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    await page.goto('/admin-dashboard');
    const queues = page.getByRole('region', { name: 'Applications and requests' });
    await expect(queues.getByRole('tab', { name: 'Applications', selected: true })).toBeVisible();
    const card = queues.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: college.name, exact: true }) });
    await expect(card.getByText('Applied', { exact: true })).toBeVisible();
    await expect(card).toContainText(college.email);
    await expectNoAxeViolationsQuick(page);

    const decide = async (choice: RegExp, expected: string) => {
      await card.getByRole('button', { name: `Decide on ${college.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Decide on ${college.name}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: choice }).check();
      await expectNoAxeViolationsQuick(page);
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(dialog).toBeHidden();
      await expect(toastWith(page, 'Decision saved')).toContainText(`${college.name}: ${expected}. The applicant has been e-mailed.`);
      await expect(card.getByText(expected, { exact: true })).toBeVisible();
    };

    await decide(/^Mark under review/, 'Under review');
    await mailbox.waitForMail(college.email, `Partnership application for ${college.name}: Under review`);

    await decide(/^Approve/, 'Approved');
    const approved = await mailbox.waitForMail(college.email, `Partnership application for ${college.name}: Approved`);
    const code = /institution code is (CP-[A-Z0-9-]+)\./.exec(approved.text)?.[1];
    expect(code, approved.text).toBeTruthy();
    state.code = code!;
    expect(approved.links.map((l) => new URL(l).pathname)).toContain('/partner-admin');

    // The applicant's private status page shows the whole history.
    await page.goto(state.statusPath);
    const m = main(page);
    await expect(m.getByText('Status: Approved')).toBeVisible();
    await expect(m.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
    await expect(m.getByRole('region', { name: 'History' }).getByRole('listitem')).toContainText(['Applied', 'Under review', 'Approved']);
    await expect(m.getByRole('link', { name: 'Open Partner Admin Dashboard' })).toHaveAttribute('href', '/partner-admin');
  } finally {
    await close();
  }
});

test('the applicant signs in with the address they applied with and opens the Partner Admin Dashboard', async ({ browser }) => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    // Signed out, the dashboard explains itself and offers sign-in with the way back.
    await page.goto('/partner-admin');
    await expect(page).toHaveTitle('Partner Admin Dashboard · ChangePath');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 2, name: 'This dashboard is for partner institutions' })).toBeVisible();
    await m.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/signin' && u.searchParams.get('redirect') === '/partner-admin');
    await submitSignIn(page, college.email, college.password);
    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/partner-admin');

    await expect(m.getByRole('heading', { level: 2, name: college.name })).toBeVisible();
    await expect(m.locator('code')).toHaveText(state.code);
    await expect(m.getByRole('heading', { level: 2, name: 'Student Users' })).toBeVisible();
    await expect(m.getByText('No students have joined yet. Share your institution code with them to get started.')).toBeVisible();
    await expect(m.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /students\.csv$/);
    await expect(m.getByRole('heading', { level: 2, name: 'Exclusive Events & Workshops' })).toBeVisible();
    expect(await statusFromPage(page, '/api/partner-admin/me')).toBe(200);
    await expectNoAxeViolationsQuick(page);
    state.applicant = await context.storageState();
  } finally {
    await context.close();
  }
});

test('the partner proposes an event (fields checked), the admin approves it, and it becomes a ChangeTalk the partner sees approved', async ({ browser }) => {
  expect(state.applicant, 'needs the signed-in applicant').toBeTruthy();
  const title = `Campus hiring day with Westbrook ${id}`;
  const proposedDate = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
  const partner = await newContext(browser, { storageState: state.applicant });
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    const page = await partner.newPage();
    await page.goto('/partner-admin');
    const events = main(page).getByRole('region', { name: 'Exclusive Events & Workshops' });
    const form = events.getByRole('form', { name: 'Host an event' });
    await expect(events.getByText('No events proposed yet.')).toBeVisible();
    // Title, proposed date and speaker are required: nothing is sent without them.
    const proposals = postsTo(page, '/api/partner-admin/events');
    await form.getByRole('button', { name: 'Propose Event' }).click();
    for (const label of ['Title', 'Proposed date', 'Speaker name']) await expect(field(form, label)).toHaveAttribute('aria-invalid', 'true');
    expect(proposals).toHaveLength(0);
    await field(form, 'Title').fill(title);
    await field(form, 'Proposed date').fill(proposedDate);
    await field(form, 'Speaker name').fill('Anita Rao');
    await field(form, 'Description').fill('Recruiters from five companies meet final-year students.');
    await form.getByRole('button', { name: 'Propose Event' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks! Your event proposal was sent to the ChangeTalks team for approval.');
    expect(proposals).toHaveLength(1);
    const mine = events.getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('Awaiting approval');
    await expect(mine).toContainText('Anita Rao');
    await expectNoAxeViolationsQuick(page);

    // The admin finds it under Event proposals and approves it.
    await admin.page.goto('/admin-dashboard?section=applications');
    const queues = admin.page.getByRole('region', { name: 'Applications and requests' });
    await queues.getByRole('tab', { name: 'Event proposals' }).click();
    const card = queues.getByRole('article').filter({ has: admin.page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await expect(card).toContainText(college.name);
    await expect(card).toContainText('Awaiting approval');
    await card.getByRole('button', { name: /^Approve/ }).click();
    await expect(toastWith(admin.page, `${title} is now a ChangeTalk.`)).toBeVisible();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // The partner sees it approved, and it is on ChangeTalks for everyone.
    await page.reload();
    await expect(events.getByRole('listitem').filter({ hasText: title })).toContainText('Approved');
    await admin.page.goto('/changetalks');
    await main(admin.page).getByPlaceholder('Search talks or speakers...').fill(title);
    await expect(main(admin.page).getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  } finally {
    await partner.close();
    await admin.close();
  }
});

test('without JavaScript the Partner Admin Dashboard says it needs it, instead of checking access for ever', async ({ browser }) => {
  expect(state.applicant, 'needs the signed-in applicant').toBeTruthy();
  const context = await newContext(browser, { javaScriptEnabled: false, storageState: state.applicant });
  try {
    const page = await context.newPage();
    await page.goto('/partner-admin');
    await expect(main(page).getByRole('note')).toContainText('The Partner Admin Dashboard needs JavaScript');
  } finally {
    await context.close();
  }
});

test('a normal user is refused at /partner-admin (page and API), joins the institution by code, and appears in its Student Users list and CSV', async ({ browser }) => {
  const learner = await openPage(browser, await learnerState(browser));
  try {
    const { page } = learner;
    await page.goto('/partner-admin');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 2, name: 'This dashboard is for partner institutions' })).toBeVisible();
    await expect(m.getByRole('heading', { name: 'Student Users' })).toHaveCount(0);
    await expect(m.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expect(m.getByRole('link', { name: 'Apply to become a partner' })).toHaveAttribute('href', '/partner');
    expect(await statusFromPage(page, '/api/partner-admin/me')).toBe(403);
    expect(await statusFromPage(page, '/api/partner-admin/students.csv')).toBe(403);
    await expectNoAxeViolationsQuick(page);

    // The learner joins with the code (typed in lower case, as people do).
    await page.goto('/partner');
    const p = picker(page);
    const cont = p.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await field(p, 'Institution code').fill(state.code.toLowerCase());
    await expect(field(p, 'Institution code')).toHaveValue(state.code);
    await expect(cont).toBeEnabled();
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/affiliation' && r.request().method() === 'PUT');
    await cont.click();
    expect((await saved).status()).toBe(200);
    await expect(p.getByText(`You're affiliating as ${college.name}`)).toBeVisible();
    await expect(p.getByRole('status')).toHaveText('Saved to your profile.');
    await expect(p.getByRole('heading', { name: 'Step 2 of 2: Confirm' })).toBeFocused();
    await expectNoAxeViolationsQuick(page);
    await p.getByRole('button', { name: 'Change institution' }).click();
    await expect(p.getByRole('heading', { name: 'Step 1 of 2: Choose your institution' })).toBeFocused();
    await page.reload();
    await expect(p.getByText('Your current affiliation:')).toContainText(college.name);
  } finally {
    await learner.close();
  }

  const applicant = await newContext(browser, { storageState: state.applicant });
  try {
    const page = await applicant.newPage();
    // The list arrives after the session and the access check: wait for its answer, not a fixed time (the
    // machine may be busy).
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/partner-admin/students');
    await page.goto('/partner-admin');
    const students = (await (await listed).json()) as { students: Array<{ email: string }> };
    expect(students.students.map((s) => s.email)).toEqual([DEMO_LEARNER.email]);
    const row = main(page).getByRole('table', { name: 'Students affiliated with your institution' }).getByRole('row').filter({ hasText: DEMO_LEARNER.email });
    await expect(row.getByRole('cell')).toHaveText([DEMO_LEARNER.name, DEMO_LEARNER.email, /\d{4}/]);
    const { file, text } = await download(page, () => main(page).getByRole('link', { name: 'Download CSV' }).click());
    expect(file.suggestedFilename()).toBe('students.csv');
    // A UTF-8 byte order mark first, so that Excel reads non-Latin names right.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,email,affiliated_at');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([`${DEMO_LEARNER.name},${DEMO_LEARNER.email}`]);
    await expectNoAxeViolationsQuick(page);
  } finally {
    await applicant.close();
  }
});

test("affiliation picker for a visitor: approved institutions, the four named ones and Other; Continue once chosen; 'Change institution' goes back", async ({ page }) => {
  const writes = postsTo(page, '/api/me/affiliation');
  await page.goto('/partner');
  const p = picker(page);
  await expect(p.getByRole('heading', { name: 'Step 1 of 2: Choose your institution' })).toBeVisible();
  const options = p.getByRole('group', { name: 'Institution' }).getByRole('radio');
  await expect(p.getByRole('radio', { name: `${college.name} Partner` })).toBeVisible();
  const names = await options.evaluateAll((els) => els.map((el) => (el.closest('label')?.textContent ?? '').trim()));
  // Approved institutions (each marked Partner) first, then the four named ones and Other.
  expect(names.slice(-5)).toEqual([...NAMED, 'Other']);
  expect(names.slice(0, -5).length).toBeGreaterThanOrEqual(1);
  for (const n of names.slice(0, -5)) expect(n).toMatch(/Partner$/);
  await expect(p.getByRole('radio', { checked: true })).toHaveCount(0);

  const cont = p.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await p.getByRole('radio', { name: 'Anna University' }).check();
  await expect(cont).toBeEnabled();
  // Other needs a name before Continue works.
  await p.getByRole('radio', { name: 'Other' }).check();
  await expect(cont).toBeDisabled();
  await field(p, "Your institution's name").fill('Government Polytechnic Nagpur');
  await expect(cont).toBeEnabled();
  await expectNoAxeViolationsQuick(page);

  // A partner institution is joined with its code (issue 20): chosen by name, the code field asks for it.
  await p.getByRole('radio', { name: `${college.name} Partner` }).check();
  await cont.click();
  await expect(p.getByText(`To join ${college.name}, enter the institution code its partner admin gave you.`)).toBeVisible();
  await expect(field(p, 'Institution code')).toBeFocused();

  await p.getByRole('radio', { name: 'University of Delhi' }).check();
  await expect(field(p, "Your institution's name")).toHaveCount(0);
  await cont.click();
  await expect(p.getByText("You're affiliating as University of Delhi")).toBeVisible();
  await expect(p.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/signin?redirect=%2Fpartner');
  await expect(p.getByText('Saved to your profile.')).toHaveCount(0);
  await expectNoAxeViolationsQuick(page);

  await p.getByRole('button', { name: 'Change institution' }).click();
  await expect(p.getByRole('heading', { name: 'Step 1 of 2: Choose your institution' })).toBeFocused();
  await expect(p.getByRole('radio', { name: 'University of Delhi' })).toBeChecked();
  await expect(cont).toBeEnabled();
  expect(writes).toHaveLength(0);
});
