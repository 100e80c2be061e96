/**
 * Public pages and forms in the browser (issue 8; spec §2.3, §2.4, §2.6, §2.7, §4, §5, §9): the landing page's
 * hero buttons, 'Discover Your Path' card (visitor sent to sign in, signed-in learner gets the Learning Path tool
 * with the goal typed in, no message sent) and FAQ accordion; the pricing toggle; the footer newsletter (native
 * validation, 'Sent' and 'Thank you for subscribing!' for exactly 3000 ms under Playwright's fake clock, the
 * double opt-in e-mail's confirm and unsubscribe links); the Contact, Book a Demo and Become a Speaker forms (their
 * messages, a stored submission with its e-mails, the admin portal's queues); the Resource Hub (search, an
 * article, a category), each page's own <title>, sitemap.xml and robots.txt. axe on every page visited.
 *
 * Budgets: each browser context has its own address (fixtures.ts), and public form POSTs are limited to 10 per 10
 * minutes per address; this file makes 4 (one valid submission per form; invalid input is caught in the browser
 * and the tests check no request left). Sign-ins: the demo learner's and the demo admin's
 * cached states (feature-helpers.ts, helpers.ts). The learner's daily AI conversations are shared with other
 * specs, so the Learning Path tool is opened but nothing is sent to it.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, field, postsTo } from './form-helpers';
import { learnerState, openPage, tag } from './feature-helpers';
import { cachedState, expectNoAxeViolationsQuick, main, toastWith, uniqueEmail } from './helpers';

const SUPPORT_EMAIL = 'support@changepath.test';

/** The error messages shown under a form's fields, in page order. */
function fieldAlerts(form: Locator): Locator {
  return form.getByRole('alert');
}

test.describe('landing page', () => {
  test('hero buttons, FAQ accordion (one open at a time, collapsible) and Contact Support', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('ChangePath · Career guidance, AI tools and courses');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 })).toHaveText('Learn. Grow. Transform. Your Career Path Forward');
    await expect(m.locator('#features').getByRole('listitem')).toHaveCount(5);
    await expect(m.locator('#about').getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolationsQuick(page);

    await m.getByRole('link', { name: 'Explore AI Tools', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools');
    await expect(page).toHaveTitle('AI Tools · ChangePath');
    await page.goBack();
    await m.getByRole('link', { name: 'Start Learning', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/courses');
    await page.goBack();
    await expect(page).toHaveURL((u) => u.pathname === '/');

    // FAQ (spec §4): five items, none open; opening one closes the other; the open one collapses again.
    const faq = m.locator('#faq');
    const triggers = faq.getByRole('button');
    const questions = ['What is ChangePath?', 'Is ChangePath free to use?', 'How do the AI career tools work?', 'How does mentorship work?', 'Can my college or university partner with ChangePath?'];
    await expect(faq.locator('h3')).toHaveText(questions);
    for (const q of questions) await expect(faq.getByRole('button', { name: q })).toHaveAttribute('aria-expanded', 'false');
    const first = faq.getByRole('button', { name: questions[0] });
    const second = faq.getByRole('button', { name: questions[1] });
    const firstAnswer = faq.getByRole('region', { name: questions[0] });
    const secondAnswer = faq.getByRole('region', { name: questions[1] });

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toContainText('career-guidance and learning platform');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toContainText('3 AI tool uses a day');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expectNoAxeViolationsQuick(page);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();
    for (const t of await triggers.all()) await expect(t).toHaveAttribute('aria-expanded', 'false');

    await faq.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/contact');
    await expect(page).toHaveTitle('Contact · ChangePath');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test("'Discover Your Path': a blank goal is refused; a visitor is sent to sign in, with the Learning Path tool and the goal as the way back", async ({ page }) => {
    await page.goto('/');
    const card = main(page).getByRole('region', { name: 'Discover Your Path' });
    await expect(card.getByLabel('Your goal')).toHaveAttribute('placeholder', 'e.g. become a data scientist');
    await expect(card.getByRole('radio')).toHaveCount(3);
    for (const level of ['Beginner', 'Intermediate', 'Professional']) await expect(card.getByRole('radio', { name: level })).toBeAttached();

    await card.getByRole('button', { name: 'Get my path' }).click();
    await expect(card.getByText('Tell us your goal, for example “become a data scientist”.')).toBeVisible();
    await expect(card.getByLabel('Your goal')).toBeFocused();
    await expect(page).toHaveURL((u) => u.pathname === '/');

    await card.getByLabel('Your goal').fill('become a data scientist');
    await card.getByText('Intermediate', { exact: true }).click();
    await expect(card.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    await card.getByRole('button', { name: 'Get my path' }).click();

    // The AI tools page asks a visitor to sign in and sends them to /signin with the way back.
    await expect(toastWith(page, 'Sign in required')).toContainText('Please sign in to use AI tools.');
    await expect(page).toHaveURL((u) => u.pathname === '/signin');
    const back = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', 'http://x');
    expect(back.pathname).toBe('/ai-tools');
    expect(Object.fromEntries(back.searchParams)).toEqual({ tool: 'learning-path', goal: 'become a data scientist', level: 'intermediate' });
  });

  test("'Discover Your Path' for a signed-in learner opens the Learning Path tool with the goal typed in (nothing sent)", async ({ browser }) => {
    const { page, close } = await openPage(browser, await learnerState(browser));
    try {
      const chats = postsTo(page, '/api/ai/chat');
      await page.goto('/');
      const card = main(page).getByRole('region', { name: 'Discover Your Path' });
      await card.getByLabel('Your goal').fill('  become a product designer ');
      await card.getByText('Professional', { exact: true }).click();
      await card.getByRole('button', { name: 'Get my path' }).click();

      const dialog = page.getByRole('dialog', { name: 'Learning Path Generator AI Assistant' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Your message')).toHaveValue('My goal: become a product designer. My level: professional. What learning path should I follow?');
      await expect(dialog.getByLabel('Your message')).toBeFocused();
      // The goal is consumed: the address keeps only the open tool (a reload reopens it empty, the goal not typed again).
      await expect(page).toHaveURL(
        (u) => u.pathname === '/ai-tools' && u.searchParams.get('tool') === 'learning-path' && !u.searchParams.has('goal') && !u.searchParams.has('level'),
      );
      await expectNoAxeViolationsQuick(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Loaded with the tool in its address, the page stays and loses it.
      await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.search === '');
      expect(chats).toHaveLength(0);
    } finally {
      await close();
    }
  });
});

test('pricing: monthly by default, yearly shows the yearly rupee prices and the 16% saving, and back', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · ChangePath');
  const m = main(page);
  const monthly = m.getByRole('radio', { name: 'Monthly' });
  const yearly = m.getByRole('radio', { name: /^Yearly/ });
  const price = (plan: string) => m.getByTestId(`price-${plan}`);
  const card = (name: string) => m.getByRole('article', { name });

  await expect(monthly).toBeChecked();
  await expect(yearly).not.toBeChecked();
  await expect(m.getByRole('article')).toHaveCount(3);
  await expect(price('free')).toHaveText('₹0');
  await expect(price('premium')).toHaveText('₹499');
  await expect(price('business')).toHaveText('₹999');
  await expect(card('Premium')).toContainText('/month');
  await expect(card('Premium').getByText('Save 16%')).toHaveCount(0);
  await expect(yearly).toHaveAccessibleName('Yearly Save 16%');
  // The cards state what the server holds: the catalogue's own course count, and sessions only on paid plans.
  const { courses } = (await (await page.request.get('/api/courses')).json()) as { courses: unknown[] };
  await expect(card('Free')).toContainText(`All ${courses.length} courses, with quizzes and certificates`);
  await expect(card('Free')).toContainText('Not included: Mentorship sessions');
  await expect(card('Premium')).toContainText('2 mentorship sessions a month');
  await expect(m).not.toContainText(/\d+\+ (micro-)?courses|team analytics|24\/7/i);
  // Pricing is one click away from any page: in the header and the footer.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolationsQuick(page);

  // The radios are visually hidden; a person clicks their labels.
  await m.locator('label').filter({ has: page.getByRole('radio', { name: /^Yearly/ }) }).click();
  await expect(yearly).toBeChecked();
  await expect(monthly).not.toBeChecked();
  await expect(price('free')).toHaveText('₹0');
  await expect(price('premium')).toHaveText('₹4,999');
  await expect(price('business')).toHaveText('₹9,999');
  await expect(card('Premium')).toContainText('/year');
  await expect(card('Premium')).toContainText('₹417 a month, billed yearly');
  await expect(card('Business')).toContainText('₹833 a month, billed yearly');
  await expect(card('Premium').getByText('Save 16%', { exact: true })).toBeVisible();
  await expect(card('Business').getByText('Save 16%', { exact: true })).toBeVisible();
  await expect(card('Free').getByText('Save 16%')).toHaveCount(0);
  await expect(m.getByRole('status').filter({ hasText: 'Showing yearly prices.' })).toBeAttached();
  await expectNoAxeViolationsQuick(page);

  await m.locator('label').filter({ has: page.getByRole('radio', { name: 'Monthly' }) }).click();
  await expect(monthly).toBeChecked();
  await expect(price('premium')).toHaveText('₹499');
  await expect(price('business')).toHaveText('₹999');

  // The rest of the page (spec §2.6): comparison table, testimonials, FAQ, call to action.
  await expect(m.getByRole('heading', { level: 2, name: 'Compare plans' })).toBeVisible();
  await expect(m.getByRole('table')).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: 'What learners say' })).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: 'Pricing questions' })).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: 'Not sure which plan is right for you?' })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
});

test.describe('newsletter (footer)', () => {
  test("validates in the browser; 'Sent' and 'Thank you for subscribing!' for 3000 ms, then the box clears; double opt-in e-mail confirms and unsubscribes", async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('news');
    const posts = postsTo(page, '/api/newsletter');
    // Fake timers from the first script on: the 3000 ms are counted on this clock, not waited for.
    await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
    await page.goto('/about');
    await expect(page).toHaveTitle('About · ChangePath');
    await expectNoAxeViolationsQuick(page);
    const footer = page.getByRole('contentinfo');
    const box = field(footer, 'Email address');
    const button = footer.getByRole('button', { name: 'Subscribe' });

    // Spec §5: required and of e-mail type (the browser's own checks; nothing is sent).
    await button.click();
    expect(await box.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await box.fill('not-an-email');
    await button.click();
    expect(await box.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await box.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    await expect(footer.getByText('Thank you for subscribing!')).toHaveCount(0);
    expect(posts).toHaveLength(0);

    // From here time stands still until the test moves it.
    await page.clock.pauseAt(new Date('2026-11-20T09:10:00Z'));
    await box.fill(email);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsletter');
    await button.click();
    expect((await answered).status()).toBe(200);
    const sent = footer.getByRole('button', { name: 'Sent' });
    await expect(sent).toBeDisabled();
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(footer.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
    await page.clock.runFor(2999);
    // The page's time really is this clock's, standing still between steps (so real time cannot clear the box).
    expect(await page.evaluate(() => Date.now())).toBe(Date.parse('2026-11-20T09:10:00Z') + 2999);
    await expect(sent).toBeVisible();
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(box).toHaveValue(email);
    await page.clock.runFor(1);
    await expect(footer.getByText('Thank you for subscribing!')).toHaveCount(0);
    await expect(box).toHaveValue('');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(footer.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
    expect(posts).toHaveLength(1);
    await page.clock.resume();

    // Double opt-in through the loopback SMTP server: confirm, then unsubscribe; a made-up token is refused.
    const mail = await mailbox.waitForMail(email, 'Confirm your ChangePath newsletter subscription');
    const confirm = mail.links.find((l) => l.includes('/api/newsletter/confirm?token='));
    const unsubscribe = mail.links.find((l) => l.includes('/api/newsletter/unsubscribe?token='));
    expect(confirm && unsubscribe, mail.text).toBeTruthy();
    await page.goto(confirm!);
    await expect(toastWith(page, 'Subscription confirmed')).toContainText("You're subscribed to the ChangePath newsletter.");
    await expect(page).toHaveURL((u) => u.pathname === '/' && !u.searchParams.has('newsletter'));
    await page.goto(unsubscribe!);
    await expect(toastWith(page, 'Unsubscribed')).toContainText("You won't receive the ChangePath newsletter any more.");
    await page.goto('/api/newsletter/unsubscribe?token=not-a-token-we-ever-sent');
    await expect(toastWith(page, 'Link not valid')).toBeVisible();
  });
});

test.describe('contact, demo and speaker forms', () => {
  const id = tag();
  const contact = { first: 'Meera', last: `Contact${id}`, email: uniqueEmail('contact') };
  const demo = { name: `Ravi Demo${id}`, email: uniqueEmail('demo'), organization: `Sunrise College ${id}` };
  const speaker = { name: `Lena Speaker${id}`, email: uniqueEmail('speaker'), topic: `From teaching to UX research ${id}` };

  test.describe.configure({ mode: 'serial' });

  test('contact: missing and malformed e-mail and an empty message are refused in the browser; a message is stored and e-mailed', async ({ page, mailbox }) => {
    const posts = postsTo(page, '/contact.data');
    await page.goto('/contact');
    const form = main(page).locator('form#contact-form');
    await expect(main(page).getByText('We reply within 24 hours.')).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Please enter a valid email', 'Please write a message']);
    await expect(field(form, 'Email')).toBeFocused();
    await expect(field(form, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolationsQuick(page);

    await field(form, 'Email').fill('meera@example');
    await field(form, 'Message').fill('   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Please enter a valid email', 'Please write a message']);
    expect(posts).toHaveLength(0);

    await field(form, 'First name').fill(contact.first);
    await field(form, 'Last name').fill(contact.last);
    await field(form, 'Email').fill(contact.email);
    await form.getByText('Partnerships', { exact: true }).click();
    await expect(form.getByRole('radio', { name: /^Partnerships/ })).toBeChecked();
    await field(form, 'Subject').fill('Campus workshop');
    await field(form, 'Message').fill('Could you run a career workshop for our final-year students?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText("Thanks for your message. We'll reply within 24 hours.");
    await expect(fieldAlerts(form)).toHaveCount(0);
    await expect(field(form, 'Email')).toHaveValue('');
    await expect(field(form, 'Message')).toHaveValue('');
    expect(posts).toHaveLength(1);

    const toSupport = await mailbox.waitForMail(SUPPORT_EMAIL, `Contact message from ${contact.first} ${contact.last}`);
    expect(toSupport.text).toContain('Could you run a career workshop for our final-year students?');
    expect(toSupport.text).toContain('Partnerships');
    const toSender = await mailbox.waitForMail(contact.email, 'We received your contact message');
    expect(toSender.text).toContain("Thanks for your message. We'll reply within 24 hours.");
  });

  test('Book a Demo: Full Name, Email Address and Organization required; the listed roles and times; a request is confirmed by e-mail', async ({
    page,
    mailbox,
  }) => {
    const posts = postsTo(page, '/demo.data');
    await page.goto('/demo');
    await expect(page).toHaveTitle('Book a Demo · ChangePath');
    const m = main(page);
    for (const benefit of ['Flexible Scheduling', 'Personalized Experience', 'Expert Guidance']) await expect(m.getByRole('heading', { name: benefit })).toBeVisible();
    const form = m.locator('form');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Full Name is required', 'Please enter a valid email', 'Organization is required']);
    await expect(field(form, 'Full Name')).toBeFocused();
    await expectNoAxeViolationsQuick(page);

    await field(form, 'Full Name').fill(demo.name);
    await field(form, 'Organization').fill(demo.organization);
    await field(form, 'Email Address').fill('ravi at sunrise.edu');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Please enter a valid email']);
    await expect(field(form, 'Email Address')).toBeFocused();
    expect(posts).toHaveLength(0);

    // Spec §3.9: the role and time options, in order; Your Role is labelled required.
    await expect(form.getByRole('combobox', { name: 'Your Role' })).toHaveAttribute('aria-required', 'true');
    await expect(form.getByRole('combobox', { name: 'Your Role' }).getByRole('option')).toHaveText([
      'Select your role',
      'Dean/Director',
      'Program Coordinator',
      'Career Counselor',
      'Administrator',
      'Other',
    ]);
    await expect(form.getByRole('combobox', { name: 'Preferred Time' }).getByRole('option')).toHaveText(['Select a time', '9 AM - 12 PM', '12 PM - 5 PM', '5 PM - 8 PM']);

    await field(form, 'Email Address').fill(demo.email);
    await choose(form, 'Your Role', 'Program Coordinator');
    await choose(form, 'Preferred Time', '12 PM - 5 PM');
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await field(form, 'Preferred Date').fill(date);
    await field(form, 'Additional Information').fill('About 400 students in the placement programme.');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(form.getByRole('status')).toHaveText("Thanks! We've received your demo request and e-mailed you a confirmation.");
    await expect(field(form, 'Full Name')).toHaveValue('');
    // The selects are cleared with the rest of the form, back to their placeholders.
    await expect(form.getByRole('combobox', { name: 'Your Role' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('');
    expect(posts).toHaveLength(1);

    const confirmation = await mailbox.waitForMail(demo.email, 'We received your demo request');
    expect(confirmation.text).toContain(demo.organization);
    expect(confirmation.text).toContain(date);
    await mailbox.waitForMail(SUPPORT_EMAIL, `Demo request from ${demo.name}`);
  });

  test('Become a Speaker: name, a valid e-mail, topic and bio required; an application is stored and confirmed', async ({ page, mailbox }) => {
    const posts = postsTo(page, '/become-speaker.data');
    await page.goto('/become-speaker');
    await expect(page).toHaveTitle('Become a Speaker · ChangePath');
    const form = main(page).locator('form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Name is required', 'Please enter a valid email', 'Topic is required', 'A short bio is required']);
    await expectNoAxeViolationsQuick(page);

    await field(form, 'Name').fill(speaker.name);
    await field(form, 'Email').fill('lena@@example.com');
    await field(form, 'Talk topic').fill(speaker.topic);
    await field(form, 'Short bio').fill('Ten years teaching physics, now a UX researcher at a fintech.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(fieldAlerts(form)).toHaveText(['Please enter a valid email']);
    expect(posts).toHaveLength(0);

    await field(form, 'Email').fill(speaker.email);
    await field(form, 'Links').fill('https://www.linkedin.com/in/lena-speaker');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('status')).toHaveText("Thanks for applying to speak at ChangeTalks. We'll review your application and get back to you.");
    await expect(field(form, 'Talk topic')).toHaveValue('');
    expect(posts).toHaveLength(1);
    await mailbox.waitForMail(speaker.email, 'We received your speaker application');
  });

  test('the admin portal lists the contact message, the demo request and the speaker application in their queues', async ({ browser }) => {
    const { page, close } = await openPage(browser, await cachedState(browser, 'admin'));
    try {
      await page.goto('/admin-dashboard');
      const queues = page.getByRole('region', { name: 'Applications and requests' });
      const rows: Array<[string, string, string]> = [
        ['Contact', `${contact.first} ${contact.last}`, 'Campus workshop'],
        ['Demo requests', demo.name, demo.organization],
        ['Speaker applications', speaker.name, speaker.topic],
      ];
      for (const [tab, name, detail] of rows) {
        await queues.getByRole('tab', { name: tab, exact: true }).click();
        const item = queues.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
        await expect(item).toContainText(detail);
        await expect(item.getByText('New', { exact: true })).toBeVisible();
      }
      await expectNoAxeViolationsQuick(page);
    } finally {
      await close();
    }
  });
});

test('Resource Hub: search, an article and its category, each with its own title; sitemap.xml and robots.txt', async ({ page, request }) => {
  const titles = new Map<string, string>();
  const visit = async (expected: string) => {
    await expect(page).toHaveTitle(expected);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{20,}$/);
    titles.set(new URL(page.url()).pathname, expected);
    await expectNoAxeViolationsQuick(page);
  };

  await page.goto('/blog');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 2, name: 'Featured articles' })).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
  const total = await m.getByRole('article').count();
  expect(total).toBeGreaterThanOrEqual(8);
  await visit('Blog · ChangePath');

  const search = m.getByLabel('Search articles');
  const title = 'Break-Even and Runway: The Two Numbers Every Founder Should Know';
  await search.fill('RUNWAY');
  await expect(m.getByRole('status').filter({ hasText: 'matches' })).toHaveText('1 article matches “RUNWAY”');
  await expect(m.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
  await expect(m.getByRole('article')).toHaveCount(1);
  await expect(m.getByRole('article').getByRole('heading')).toHaveText(title);
  await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'RUNWAY');
  await search.fill('quantum basket weaving');
  await expect(m.getByText('No articles match “quantum basket weaving”.', { exact: false })).toBeVisible();
  await expect(m.getByRole('article')).toHaveCount(0);
  await m.getByRole('button', { name: 'Clear search' }).click();
  await expect(m.getByRole('article')).toHaveCount(total);
  await search.fill('runway');
  await m.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL((u) => u.pathname === '/blog/break-even-and-runway-explained');
  await expect(m.getByRole('heading', { level: 1 })).toHaveText(title);
  await visit(`${title} · ChangePath`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  await m.getByRole('link', { name: 'Entrepreneurship', exact: true }).first().click();
  await expect(page).toHaveURL((u) => u.pathname === '/blog/category/entrepreneurship');
  await expect(m.getByRole('heading', { level: 1 })).toHaveText('Entrepreneurship');
  await expect(m.getByRole('article')).toHaveCount(2);
  await expect(m.getByRole('link', { name: title })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Validate Your Startup Idea Before You Build It' })).toBeVisible();
  await visit('Entrepreneurship · Blog · ChangePath');

  // Every page visited in this file has a title of its own.
  expect(new Set(titles.values()).size).toBe(titles.size);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const body = await sitemap.text();
  expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => new URL(x[1]).pathname);
  for (const p of ['/', '/about', '/contact', '/pricing', '/blog', '/demo', '/partner', '/university-partner', '/become-speaker', ...titles.keys()]) {
    expect(listed, `sitemap lists ${p}`).toContain(p);
  }
  for (const p of ['/dashboard', '/admin-dashboard', '/profile']) expect(listed).not.toContain(p);
  expect(new Set(listed).size).toBe(listed.length);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).toMatch(/^Disallow: \/api\/$/m);
  expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
