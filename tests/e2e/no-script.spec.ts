/**
 * With JavaScript disabled in Chromium (issue 17 "Done when"): a new user signs up, verifies, signs in, registers for
 * a talk, replies to a thread, sends the contact form, resets their password and takes a course lesson, seeing the
 * spec's messages in the pages the server sends back. No password ever appears in a URL, at any step. The public
 * forms (demo, speaker, college and university applications) are sent without scripts too.
 */
import { formMessages } from '../../src/shared/forms';
import { authMessages } from '../../src/shared/messages';
import { talkMessages } from '../../src/shared/talks';
import type { Browser, BrowserContext } from '@playwright/test';
import { type Mailbox, expect, test } from './fixtures';
import { answerQuiz, readQuiz } from './feature-helpers';
import { choose, field } from './form-helpers';
import { RESET_SUBJECT, cachedState, emailField, main, newContext, signInViaUi, signUpViaUi, totp, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('without JavaScript: sign up, verify, sign in, register for a talk, reply to a thread, contact us, reset the password', async ({ browser, mailbox }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('noscript');
  const password = uniquePassword();
  const newPassword = uniquePassword();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  try {
    // Sign up: the page comes back saying where the verification link went.
    await page.goto('/signup');
    await main(page).getByLabel('First name').fill('Meera');
    await main(page).getByLabel('Last name').fill('Iyer');
    await emailField(page).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(password);
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByRole('status')).toContainText(authMessages.checkEmail.message);
    await expect(main(page).getByRole('status')).toContainText(email);

    // Verify from the e-mail (a plain link), then sign in: the server redirects to the dashboard.
    await verifyFromMail(page, mailbox, email);
    await page.goto('/signin');
    await emailField(page).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(password);
    await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main(page).getByText('Welcome, Meera', { exact: true })).toBeVisible();

    // Register for the first upcoming talk from the list; the answer is in the page, and the card now says so.
    await page.goto('/changetalks');
    const card = main(page).getByTestId('upcoming-talk').first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    await card.getByRole('button', { name: new RegExp(`^(${talkMessages.register.message}|${talkMessages.joinWaitlist.message})$`) }).click();
    await expect(main(page).getByRole('status').first()).toContainText(new RegExp(`${talkMessages.registrationSuccessful.title.message}|${talkMessages.waitlisted.title.message}`));
    const again = main(page).getByTestId('upcoming-talk').filter({ hasText: title });
    await expect(again.getByText(/^(Registered|On the waitlist)$/)).toBeVisible();
    // Its own page says the same, and has the talk's facts.
    await again.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(/^(Registered|On the waitlist)$/)).toBeVisible();

    // Reply to a thread on its own page.
    await page.goto('/community');
    const thread = main(page).locator('a[href^="/community/"]').first();
    const threadTitle = (await thread.textContent())!.trim();
    await thread.click();
    await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
    const reply = `A reply without scripts ${Date.now()}`;
    await main(page).getByLabel('Your reply').fill(reply);
    await main(page).getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(main(page).getByRole('status')).toContainText('Reply posted');
    await expect(main(page).getByRole('listitem').filter({ hasText: reply })).toBeVisible();

    // Reset the password from the e-mailed link, then sign in with the new one. (Before the contact form: an address
    // gets at most 3 non-transactional e-mails a minute, and the reset link is one of them; issue 18 changes that.)
    await context.clearCookies();
    await page.goto('/reset-password');
    await emailField(page).fill(email);
    await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(main(page).getByText(authMessages.resetSent.message)).toBeVisible();
    const mail = await mailbox.waitForMail(email, RESET_SUBJECT);
    const link = mail.links.find((l) => l.includes('/reset-password'));
    expect(link, `reset link in:\n${mail.text}`).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL((u) => u.pathname === '/reset-password' && !!u.searchParams.get('token'));
    await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
    await main(page).getByLabel('Confirm new password').fill(newPassword);
    await main(page).getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/signin\?reset=done$/);
    await expect(main(page).getByText(authMessages.passwordUpdated.message)).toBeVisible();
    await emailField(page).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(newPassword);
    await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The contact form: refused without a message (the spec's text under the field), then sent.
    await page.goto('/contact');
    const form = main(page).locator('form#contact-form');
    await field(form, 'Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please write a message')).toBeVisible();
    await expect(field(page.locator('form#contact-form'), 'Email')).toHaveValue(email);
    await field(page.locator('form#contact-form'), 'Message').fill('Does ChangePath work on a slow phone without scripts?');
    await page.locator('form#contact-form').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('form#contact-form').getByRole('status')).toHaveText(formMessages.contactThanks.message);


    for (const url of visited) {
      expect(url).not.toContain(encodeURIComponent(password));
      expect(url).not.toContain(encodeURIComponent(newPassword));
    }
  } finally {
    await context.close();
  }
});

test('without JavaScript, the interactive tools say what needs it, the blog search works, and a form that still needs scripts says nothing was sent', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const [path, what] of [
      ['/ai-tools', 'The live chat dialog'],
      ['/entrepreneurship/business-model-canvas', 'The canvas editor'],
      ['/entrepreneurship/pitch-deck-builder', 'The pitch deck builder'],
      ['/entrepreneurship/financial-tools', 'The financial calculator'],
    ]) {
      await page.goto(path);
      await expect(main(page).getByRole('note')).toContainText(`${what} needs JavaScript`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The Resource Hub's search is a plain GET: the page comes back with the matching articles.
    await page.goto('/blog');
    await main(page).getByLabel('Search articles').fill('runway');
    await main(page).getByLabel('Search articles').press('Enter');
    await expect(page).toHaveURL((u) => u.pathname === '/blog' && u.searchParams.get('q') === 'runway');
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article').getByRole('heading')).toHaveText('Break-Even and Runway: The Two Numbers Every Founder Should Know');

    // The home page's path finder works only with scripts: posted without them, the page comes back and says so.
    await page.goto('/');
    await main(page).getByLabel('Your goal').fill('Move from teaching into UX research');
    await main(page).getByRole('button', { name: 'Get my path' }).click();
    await expect(main(page).getByRole('alert').first()).toContainText('That form needs JavaScript');
    expect(new URL(page.url()).searchParams.get('form')).toBe('needs-scripts');
  } finally {
    await context.close();
  }
});

test('without JavaScript: book a demo, subscribe to the newsletter, apply to speak, and apply as a college (with its logo) and as a university', async ({ browser, mailbox }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    // Book a Demo: the spec's messages under the fields, what was typed kept; then the thanks and the confirmation.
    const demoEmail = uniqueEmail('noscript-demo');
    await page.goto('/demo');
    let form = main(page).locator('form#demo');
    await field(form, 'Organization').fill('Sunrise College');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    form = main(page).locator('form#demo');
    await expect(form.getByRole('alert')).toHaveText(['Full Name is required', 'Please enter a valid email']);
    await expect(field(form, 'Organization')).toHaveValue('Sunrise College');
    await field(form, 'Full Name').fill('Ravi Nojs');
    await field(form, 'Email Address').fill(demoEmail);
    await choose(form, 'Your Role', 'Career Counselor');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(main(page).locator('form#demo').getByRole('status')).toHaveText(formMessages.demoThanks.message);
    await expect(field(main(page).locator('form#demo'), 'Full Name')).toHaveValue('');
    await mailbox.waitForMail(demoEmail, 'We received your demo request');

    // The footer's newsletter box: back on the same page, saying where the confirmation went.
    await page.locator('form#newsletter').getByLabel('Email address').fill(uniqueEmail('noscript-newsletter'));
    await page.locator('form#newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/demo' && u.searchParams.get('newsletter') === 'sent');
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();

    // Become a Speaker.
    const speakerEmail = uniqueEmail('noscript-speaker');
    await page.goto('/become-speaker');
    form = main(page).locator('form#speaker');
    await field(form, 'Name').fill('Lena Nojs');
    await field(form, 'Email').fill(speakerEmail);
    await field(form, 'Talk topic').fill('Teaching to UX research');
    await field(form, 'Short bio').fill('Ten years teaching physics.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(main(page).locator('form#speaker').getByRole('status')).toHaveText(formMessages.speakerThanks.message);
    await mailbox.waitForMail(speakerEmail, 'We received your speaker application');

    // A college application with a logo that is not an image: refused under its field; then with a real PNG.
    const collegeEmail = uniqueEmail('noscript-college');
    const fillCollege = async () => {
      const college = main(page).getByRole('form', { name: 'Apply to partner' });
      await field(college, 'Institution Name').fill('Westbrook Nojs College');
      await field(college, 'Location').fill('Nagpur');
      await field(college, 'Contact Person').fill('Meera');
      await field(college, 'Email').fill(collegeEmail);
      return college;
    };
    await page.goto('/partner');
    let college = await fillCollege();
    await field(college, 'Institution Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await college.getByRole('button', { name: 'Submit Application' }).click();
    college = main(page).getByRole('form', { name: 'Apply to partner' });
    await expect(college.getByRole('alert')).toHaveText([formMessages.logoType.message]);
    await expect(field(college, 'Institution Name')).toHaveValue('Westbrook Nojs College');
    await field(college, 'Institution Logo').setInputFiles({ name: 'westbrook.png', mimeType: 'image/png', buffer: PNG });
    await college.getByRole('button', { name: 'Submit Application' }).click();
    const done = main(page).getByRole('form', { name: 'Apply to partner' }).getByRole('status');
    await expect(done).toContainText(formMessages.collegeThanks.message);
    await expect(done).toContainText('westbrook.png');
    await done.getByRole('link', { name: 'View application status' }).click();
    await expect(main(page).getByText('Status: Applied')).toBeVisible();

    // A university application: the §5 messages, then filed.
    const universityEmail = uniqueEmail('noscript-university');
    await page.goto('/university-partner');
    let university = main(page).getByRole('form', { name: 'Apply for a university partnership' });
    await university.getByRole('button', { name: 'Submit Application' }).click();
    university = main(page).getByRole('form', { name: 'Apply for a university partnership' });
    await expect(university.getByText('You must accept the terms')).toBeVisible();
    await expect(university.getByText('University name is required')).toBeVisible();
    for (const [label, value] of [
      ['University Name', 'Deccan Nojs University'],
      ['Accreditation', 'NAAC A'],
      ['Location', 'Hyderabad'],
      ['Established Year', '1987'],
      ['Expected Students', '500'],
      ['Contact Person Name', 'Dr. Kavya Menon'],
      ['Contact Person Title', 'Dean'],
      ['Email', universityEmail],
      ['Phone', '+91 40 2345 6789'],
      ['Website', 'www.deccan-nojs.edu.in'],
    ]) {
      await field(university, label).fill(value);
    }
    await choose(university, 'Total Students', '10,000 - 25,000');
    await choose(university, 'Partnership Type', 'Incubator Support');
    await choose(university, 'Duration', '3 Years');
    await university.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await university.getByRole('button', { name: 'Submit Application' }).click();
    await expect(main(page).getByRole('form', { name: 'Apply for a university partnership' }).getByRole('status')).toContainText(formMessages.universityThanks.message);
    await mailbox.waitForMail(universityEmail, 'We received the partnership application for Deccan Nojs University');
  } finally {
    await context.close();
  }
});

/** The one account the signed-in tests below share: sign-ups from this address are limited to 5 a minute. */
let member: { state: Awaited<ReturnType<BrowserContext['storageState']>>; email: string; password: string } | undefined;

/**
 * A JavaScript-off context signed in as a new, verified person (made once, with scripts on to be quick, then shared
 * by the tests below; the profile test, which deletes the account, runs last).
 */
async function signedInWithoutScripts(browser: Browser, mailbox: Mailbox): Promise<{ context: BrowserContext; email: string; password: string }> {
  if (!member) {
    const setup = await newContext(browser);
    try {
      const page = await setup.newPage();
      const user = { firstName: 'Kiran', lastName: 'Nojs', email: uniqueEmail('noscript-member'), password: uniquePassword() };
      await signUpViaUi(page, user);
      await verifyFromMail(page, mailbox, user.email);
      await signInViaUi(page, user.email, user.password);
      member = { state: await setup.storageState(), email: user.email, password: user.password };
    } finally {
      await setup.close();
    }
  }
  const context = await newContext(browser, { javaScriptEnabled: false, storageState: member.state });
  return { context, email: member.email, password: member.password };
}

test('without JavaScript, signed in: like and report a thread, start a discussion, join and leave a waitlist, enrol in a course, complete a lesson and book a mentor', async ({ browser, mailbox }) => {
  test.setTimeout(90_000);
  const { context } = await signedInWithoutScripts(browser, mailbox);
  const page = await context.newPage();
  try {
    await page.goto('/community');
    const thread = main(page).locator('a[href^="/community/"]').first();
    const threadTitle = (await thread.textContent())!.trim();
    await thread.click();
    await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
    // Like it: the same page comes back with the like counted and pressed.
    const likeButton = main(page).getByRole('button', { name: /^Like, / });
    const likesBefore = Number((await likeButton.textContent())!.match(/\d+/)![0]);
    await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
    await likeButton.click();
    await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^Like, / })).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByRole('button', { name: /^Like, / })).toContainText(String(likesBefore + 1));
    // Report it: the form opens in place; the page comes back saying the report was sent.
    const reportPost = main(page).locator('details', { hasText: 'Report this post' });
    await reportPost.getByText('Report this post').click();
    await reportPost.getByLabel('Reason').fill('Looks like an advert for a paid course.');
    await reportPost.getByRole('button', { name: 'Send report' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Report sent' })).toContainText('Thank you. A moderator will review it.');
    // Start a discussion: 'Create Post' opens the form (a link without scripts); a blank one is refused with the
    // spec's message and what was typed kept; a full one opens the new thread's page.
    await page.goto('/community');
    await main(page).getByRole('button', { name: 'Create Post' }).click();
    const postTitle = `Asked without scripts ${Date.now()}`;
    await main(page).getByLabel('Title').fill(postTitle);
    await main(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(main(page).getByRole('alert').first()).toContainText('Title and content are required');
    await expect(main(page).getByLabel('Title')).toHaveValue(postTitle);
    await main(page).getByLabel('Content').fill('Which **free** tools help with market research?');
    await main(page).getByLabel('Category', { exact: true }).selectOption('Fundraising');
    await main(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
    await expect(main(page).getByText('Which free tools help with market research?')).toBeVisible();

    // A course: 'Enroll Now', then 'Mark complete' on the first lesson; the page comes back with the progress.
    await page.goto('/entrepreneurship/courses/market-research-fundamentals');
    await main(page).getByRole('button', { name: 'Enroll Now', exact: true }).click();
    await expect(main(page).getByText('You are enrolled in Market Research Fundamentals. Start with the first lesson.')).toBeVisible();
    const lessons = await main(page).getByTestId('lesson').count();
    await expect(main(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', `0 of ${lessons} lessons completed`);
    await main(page).getByRole('button', { name: /^Mark complete\s*: lesson 1,/ }).click();
    await expect(main(page).getByText('Lesson marked complete.')).toBeVisible();
    await expect(main(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', `1 of ${lessons} lessons completed`);
    // A lesson's own page (issue 23): its text, and 'Mark complete' posted as a form.
    await main(page).getByRole('link', { name: /^Lesson 2: / }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Key takeaways' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Mark complete', exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Lesson completed' })).toBeVisible();
    // The quiz: one form; graded on the server, the result comes back with every explanation.
    const quiz = readQuiz('market-research-fundamentals');
    await page.goto('/courses/market-research-fundamentals/quiz');
    await answerQuiz(page, quiz, 5);
    await main(page).getByRole('button', { name: 'Submit answers' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Your score: 50%' })).toBeVisible();
    await expect(main(page).getByTestId('quiz-result')).toContainText(quiz.questions[0]!.explanation);

    // A full talk: 'Join waitlist' puts them on the waitlist; 'Leave waitlist' takes them off.
    const fullTitle = `Full talk without scripts ${Date.now()}`;
    const setup = await newContext(browser, { storageState: await cachedState(browser, 'admin') });
    try {
      const made = await setup.request.post('/api/admin/talks', { data: { title: fullTitle, speaker_name: 'Nojs Speaker', event_date: '2027-06-01', capacity: 1 } });
      expect(made.status()).toBe(201);
      const { talk } = (await made.json()) as { talk: { id: string } };
      expect((await setup.request.post(`/api/talks/${talk.id}/registration`)).status()).toBe(201);
    } finally {
      await setup.close();
    }
    await page.goto('/changetalks');
    await main(page).getByRole('link', { name: fullTitle, exact: true }).click();
    await main(page).getByRole('button', { name: talkMessages.joinWaitlist.message }).click();
    await expect(main(page).getByRole('status').first()).toContainText(talkMessages.waitlisted.description.message);
    await expect(main(page).getByText('On the waitlist', { exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Leave waitlist' }).click();
    await expect(main(page).getByRole('status').first()).toContainText(talkMessages.cancelled.title.message);
    await expect(main(page).getByRole('button', { name: talkMessages.joinWaitlist.message })).toBeVisible();

    // A mentor session: the free plan is offered the upgrade; once premium, the free times come with the page as
    // a form (the platform's time zone named), and a booking is confirmed in the page.
    const mentorPath = '/entrepreneurship/mentor-matching/ananya-krishnan';
    await page.goto(mentorPath);
    const widget = main(page).getByTestId('booking-widget');
    await expect(widget.getByTestId('upgrade-notice')).toBeVisible();
    const me = (await (await context.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const admin = await newContext(browser, { storageState: await cachedState(browser, 'admin') });
    try {
      expect((await admin.request.put(`/api/admin/users/${me.user.id}/plan`, { data: { plan: 'premium' } })).status()).toBe(200);
    } finally {
      await admin.close();
    }
    await page.goto(mentorPath);
    await expect(widget).toContainText('Times are shown in Asia/Kolkata');
    await widget.getByRole('radio').nth(1).check();
    await widget.getByRole('button', { name: 'Book this session' }).click();
    await expect(main(page).getByTestId('booking-widget').getByRole('status')).toContainText('Session booked');
  } finally {
    await context.close();
  }
});

test('without JavaScript, the profile: change the name, turn two-factor on (and sign in with a code) and off, change the password, delete the account', async ({ browser, mailbox }) => {
  test.setTimeout(90_000);
  const { context, email, password } = await signedInWithoutScripts(browser, mailbox);
  const page = await context.newPage();
  const newPassword = uniquePassword();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const section = (name: string) => main(page).getByRole('region', { name });
  try {
    await page.goto('/profile');
    // The sessions come with the page.
    await expect(section('Active sessions')).toContainText('(this device)');

    await section('Name').getByLabel('Full name').fill('Kiran Nojs-Edited');
    await section('Name').getByRole('button', { name: 'Save name' }).click();
    await expect(section('Name').getByRole('status')).toHaveText('Your name has been updated.');
    await expect(section('Name').getByLabel('Full name')).toHaveValue('Kiran Nojs-Edited');

    // Two-factor: the key as a QR code and text; a wrong code is refused with the setup still there; then on.
    await section('Two-factor sign-in').getByLabel('Confirm with your password').fill(password);
    await section('Two-factor sign-in').getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(section('Two-factor sign-in').getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await section('Two-factor sign-in').locator('details code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await section('Two-factor sign-in').getByLabel('Authentication code').fill(totp(secret, Date.now() + 5 * 60_000));
    await section('Two-factor sign-in').getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(section('Two-factor sign-in').getByRole('alert')).toBeVisible();
    await expect(section('Two-factor sign-in').getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await section('Two-factor sign-in').getByLabel('Authentication code').fill(totp(secret));
    await section('Two-factor sign-in').getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(section('Two-factor sign-in').getByRole('status')).toHaveText('Two-factor sign-in is on.');
    await expect(section('Two-factor sign-in')).toContainText('On:');

    // Signing in on another device now asks for the code, without scripts too.
    const other = await newContext(browser, { javaScriptEnabled: false });
    try {
      const phone = await other.newPage();
      await phone.goto('/signin');
      await emailField(phone).fill(email);
      await main(phone).getByLabel('Password', { exact: true }).fill(password);
      await main(phone).getByRole('button', { name: 'Sign In', exact: true }).click();
      await main(phone).getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
      await main(phone).getByRole('button', { name: 'Verify' }).click();
      await expect(phone).toHaveURL(/\/dashboard$/);
      await expect(main(phone).getByText('Welcome, Kiran', { exact: true })).toBeVisible();
      expect(phone.url()).not.toContain(encodeURIComponent(password));
    } finally {
      await other.close();
    }
    await section('Two-factor sign-in').getByLabel('Confirm with your password').fill(password);
    await section('Two-factor sign-in').getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(section('Two-factor sign-in').getByRole('status')).toHaveText('Two-factor sign-in is off.');

    // The password: a wrong current one is refused; then changed (this device stays signed in).
    await section('Password').getByLabel('Current password').fill('not-my-password-at-all');
    await section('Password').getByLabel('New password').fill(newPassword);
    await section('Password').getByRole('button', { name: 'Change password' }).click();
    await expect(section('Password').getByRole('alert')).toBeVisible();
    await section('Password').getByLabel('Current password').fill(password);
    await section('Password').getByLabel('New password').fill(newPassword);
    await section('Password').getByRole('button', { name: 'Change password' }).click();
    await expect(section('Password').getByRole('status')).toHaveText('Your password has been changed. Your other sessions were signed out.');

    // Delete the account: signed out, on the home page, and the dashboard now asks to sign in.
    await section('Delete account').getByLabel('Confirm with your password').fill(newPassword);
    await section('Delete account').getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/' && u.searchParams.get('account') === 'deleted');
    await expect(main(page).getByRole('status').first()).toHaveText('Your account has been deleted.');
    await page.goto('/dashboard');
    await expect(page).toHaveURL((u) => u.pathname === '/signin');

    for (const url of visited) {
      expect(url).not.toContain(encodeURIComponent(password));
      expect(url).not.toContain(encodeURIComponent(newPassword));
    }
  } finally {
    await context.close();
  }
});

test('without JavaScript, the admin: the moderation queue and the talk list come with the page; a decision, a new talk, an edit and a deletion count', async ({ browser }) => {
  const state = await cachedState(browser, 'admin');
  // Something to moderate and a talk to delete, made through the admin's API (scripts on for that part).
  const setup = await newContext(browser, { storageState: state });
  const stamp = Date.now();
  const postTitle = `Reported without scripts ${stamp}`;
  const talkTitle = `Talk deleted without scripts ${stamp}`;
  try {
    const post = await setup.request.post('/api/community/posts', { data: { title: postTitle, content: 'Buy followers cheap!', category: 'General' } });
    expect(post.status()).toBe(201);
    const { post: created } = (await post.json()) as { post: { id: string } };
    expect((await setup.request.post('/api/community/reports', { data: { postId: created.id, reason: 'Spam' } })).status()).toBe(201);
    const talk = await setup.request.post('/api/admin/talks', { data: { title: talkTitle, speaker_name: 'Nojs Speaker', event_date: '2027-03-01', event_type: 'upcoming' } });
    expect(talk.status()).toBe(201);
  } finally {
    await setup.close();
  }

  const context = await newContext(browser, { javaScriptEnabled: false, storageState: state });
  try {
    const page = await context.newPage();
    await page.goto('/admin-dashboard');
    const report = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Post: ${postTitle}` }) });
    await expect(report).toContainText('Spam');
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Report resolved' })).toContainText('The report was dismissed.');
    await expect(page.getByRole('heading', { name: `Post: ${postTitle}` })).toHaveCount(0);

    // Add a talk: the form opens in the page; a missing speaker is refused with the schema's message, then saved.
    const newTitle = `Talk added without scripts ${stamp}`;
    await page.getByRole('link', { name: 'Add New ChangeTalk' }).click();
    const form = page.getByRole('region', { name: 'Add New ChangeTalk' });
    await form.getByLabel('Title').fill(newTitle);
    await form.getByLabel('Event date').fill('2027-04-02');
    await form.getByRole('button', { name: 'Create ChangeTalk' }).click();
    await expect(page.getByRole('region', { name: 'Add New ChangeTalk' }).getByText('Speaker name is required')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add New ChangeTalk' }).getByLabel('Title')).toHaveValue(newTitle);
    await page.getByRole('region', { name: 'Add New ChangeTalk' }).getByLabel('Speaker name').fill('Asha Nojs');
    await page.getByRole('region', { name: 'Add New ChangeTalk' }).getByRole('button', { name: 'Create ChangeTalk' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changetalk created successfully' })).toBeVisible();
    const added = page.getByTestId('admin-talk').filter({ hasText: newTitle });
    await expect(added).toContainText('Asha Nojs');
    // Edit it: the form comes prefilled.
    await added.getByRole('link', { name: `Edit ${newTitle}` }).click();
    const edit = page.getByRole('region', { name: 'Edit ChangeTalk' });
    await expect(edit.getByLabel('Speaker name')).toHaveValue('Asha Nojs');
    await edit.getByLabel('Speaker role').fill('Founder, Nojs Labs');
    await edit.getByRole('button', { name: 'Update ChangeTalk' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changetalk updated successfully' })).toBeVisible();
    await expect(page.getByTestId('admin-talk').filter({ hasText: newTitle })).toContainText('Founder, Nojs Labs');

    const row = page.getByTestId('admin-talk').filter({ hasText: talkTitle });
    await row.getByText(`Delete ${talkTitle}`).click();
    await expect(row).toContainText('Are you sure you want to delete this changetalk?');
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changetalk deleted successfully' })).toBeVisible();
    await expect(page.getByTestId('admin-talk').filter({ hasText: talkTitle })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
