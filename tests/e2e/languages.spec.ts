/**
 * The interface in Hindi: every page also lives under /hi/, served in Hindi with `lang="hi"` before and without
 * scripts; its links, forms and redirects stay in Hindi; the switcher moves between the languages on the same page;
 * the Devanagari web font is downloaded for Hindi pages only. At a phone's width, with scripts on and off.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RESET_SUBJECT, emailField, expectNoAxeViolationsQuick, main, newContext, newVerifiedStudent, uniqueEmail, uniquePassword } from './helpers';

const PHONE = { width: 360, height: 740 };

/** The web-font files the page asked for. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}

test('a Hindi page works on a phone: Hindi interface, links stay in Hindi, the switcher keeps the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const fonts = fontRequests(page);
  await page.goto('/hi/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
  await expect(page.locator('footer').getByRole('heading', { name: 'न्यूज़लेटर' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsQuick(page);
  await expect.poll(() => fonts.some((url) => /noto-sans-devanagari/.test(url))).toBe(true);

  // The phone menu's links lead to Hindi pages, followed in the page (no reload).
  await page.locator('header summary').filter({ hasText: 'मेन्यू खोलें' }).click();
  const mobile = page.getByRole('navigation', { name: 'मोबाइल मेन्यू' });
  await mobile.getByRole('link', { name: 'प्राइसिंग' }).click();
  await expect(page).toHaveURL(/\/hi\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The switcher opens the same page in English, and back.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/pricing$/);
});

test('an English page downloads no Devanagari font', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const fonts = fontRequests(page);
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/about');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => /devanagari/.test(url))).toEqual([]);
});

test('without JavaScript: a Hindi page is Hindi, a visitor on a signed-in page is sent to the Hindi sign-in', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('footer').getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/about');
    await expectNoSidewaysScroll(page);
    await page.goto('/hi/dashboard');
    await expect(page).toHaveURL(/\/hi\/signin\?redirect=%2Fdashboard$/);
    await page.goto('/hi/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ओह! पेज नहीं मिला');
  } finally {
    await context.close();
  }
});

test('courses on Hindi pages: the translated course is Hindi through its quiz, an English one says so and is marked lang="en"', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await newContext(browser, { javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto('/hi/courses');
      const aptitude = page.locator('[data-course-slug="aptitude-for-campus-placements"]');
      await expect(aptitude.getByRole('heading', { level: 2 })).toHaveText('कैंपस प्लेसमेंट के लिए एप्टीट्यूड');
      await expect(aptitude.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
      const english = page.locator('[data-course-slug="market-research-fundamentals"]');
      await expect(english.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
      // The facts are the page's language whatever the course's: "2 घंटे", not "2 hours".
      await expect(english.getByRole('listitem').filter({ hasText: /घंटे|मिनट/ }).first()).toBeVisible();
      await expect(main(page)).not.toContainText(/\d hours?\b/);
      await expectNoSidewaysScroll(page);

      await page.goto('/hi/courses/aptitude-for-campus-placements/lessons/2');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
      await expect(main(page).getByRole('heading', { level: 2, name: 'हल किया गया उदाहरण' })).toBeVisible();
      await expect(main(page)).not.toContainText('This lesson is in English');
      await expect(main(page).getByText('यह लेसन अंग्रेज़ी में है।')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      if (javaScriptEnabled) await expectNoAxeViolationsQuick(page);

      await page.goto('/hi/courses/aptitude-for-campus-placements/quiz');
      await expect(page.getByRole('group').first()).toContainText(/[\u0900-\u097F]/);

      await page.goto('/hi/courses/market-research-fundamentals/lessons/1');
      await expect(main(page).getByText('यह लेसन अंग्रेज़ी में है।')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
      await expect(main(page).getByRole('heading', { level: 2, name: 'Worked example' })).toBeVisible();
      await expect(main(page).locator('[lang="en"]').getByRole('heading', { level: 2, name: 'Worked example' })).toBeVisible();
      // The interface around the lesson stays Hindi.
      await expect(main(page).getByRole('link', { name: /लॉग इन/ }).first()).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolationsQuick(page);
    } finally {
      await context.close();
    }
  }
});

test('the mentor on a Hindi page answers with Hindi headings and next steps around what it knows, with scripts and without', async ({ browser, mailbox }) => {
  for (const javaScriptEnabled of [false, true]) {
    const { context, page } = await newVerifiedStudent(browser, mailbox, `mentor-hi-${javaScriptEnabled ? 'js' : 'nojs'}`, { javaScriptEnabled, viewport: PHONE });
    try {
      await page.goto('/hi/ai-tools/learning-path');
      const form = main(page).getByRole('form').first();
      await form.getByRole('textbox').fill('How do I become a data analyst?');
      await form.locator('button[type="submit"]').click();
      const answer = main(page).locator('[data-testid="chat-message"][data-role="assistant"]').first();
      await expect(answer.getByRole('heading', { level: 3, name: 'रोडमैप: Data Analyst' })).toBeVisible();
      await expect(answer.getByRole('heading', { name: 'अगले कदम' })).toBeVisible();
      await expect(answer.getByRole('heading', { name: /^स्टेज 1: / })).toBeVisible();
      await expect(answer).not.toContainText(/Next steps|Total time|Stage 1/);
      // What the mentor knows stays as written.
      await expect(answer).toContainText('SQL');
      await expect(page).toHaveURL(/^[^?]*\/hi\/ai-tools\/learning-path\?conversation=/);
      await expectNoSidewaysScroll(page);
      if (javaScriptEnabled) await expectNoAxeViolationsQuick(page);

      // A study plan's wide tables scroll inside their own box; the page does not scroll sideways.
      await page.goto('/hi/ai-tools/study-planner');
      const planForm = main(page).getByRole('form').first();
      await planForm.getByRole('textbox').fill('SSC CGL plan, 4 hours a day, exam in 6 months');
      await planForm.locator('button[type="submit"]').click();
      const plan = main(page).locator('[data-testid="chat-message"][data-role="assistant"]').first();
      await expect(plan.getByRole('heading', { level: 3, name: /^SSC CGL स्टडी प्लान/ })).toBeVisible();
      await expect(plan.getByRole('columnheader', { name: 'सेक्शन' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  }
});

test('what people wrote keeps its language on Hindi pages: an article, a talk and a post are marked lang="en" inside Hindi pages', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/hi/blog/how-to-choose-a-career-path');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(main(page).locator('[lang="en"]').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolationsQuick(page);

  await page.goto('/hi/changetalks');
  const title = main(page).getByRole('heading', { level: 2 }).filter({ hasText: 'Cracking Campus Placements' }).first();
  await expect(title.locator('[lang="en"]')).toHaveText(/Cracking Campus Placements/);
  await expectNoAxeViolationsQuick(page);

  await page.goto('/hi/community');
  const post = main(page).getByRole('article').first();
  await expect(post.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('lang', 'en');
  await expectNoSidewaysScroll(page);
});

test('a phone set to Hindi is offered the Hindi page in a banner on an English page, never redirected; closed, it stays closed', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await newContext(browser, { javaScriptEnabled, viewport: PHONE, locale: 'hi-IN' });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    try {
      await page.goto('/courses?q=excel');
      await expect(page).toHaveURL(/\/courses\?q=excel$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const offer = page.getByRole('complementary', { name: 'Language' });
      await expect(offer.locator('p')).toHaveAttribute('lang', 'hi');
      await expect(offer).toContainText('यह पेज हिन्दी में भी है।');
      await expect(offer.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/courses?q=excel');
      await expectNoSidewaysScroll(page);
      if (javaScriptEnabled) await expectNoAxeViolationsQuick(page);
      // The offer is drawn in the system's fonts: the English page still downloads no Devanagari web font.
      expect(fonts.filter((url) => /devanagari/.test(url))).toEqual([]);

      await offer.getByRole('button', { name: 'Hide this suggestion' }).click();
      await expect(page).toHaveURL(/\/courses\?q=excel$/);
      await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});

test('signed up on a Hindi page: the e-mail is in Hindi and leads to Hindi; English chosen from the menu is kept on the account', async ({ page, mailbox }) => {
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('hindi-journey');
  await page.goto('/hi/signup');
  const form = main(page);
  await form.getByLabel('पहला नाम').fill('Asha');
  await form.getByLabel('सरनेम').fill('Rao');
  await form.getByLabel('ईमेल', { exact: true }).fill(email);
  await form.getByLabel('पासवर्ड', { exact: true }).fill(uniquePassword());
  await form.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  const mail = await mailbox.waitForMail(email, 'अपना ChangePath ईमेल पता वेरिफ़ाई करें');
  expect(mail.text).toContain('नमस्ते Asha Rao,');
  await page.goto(mail.links.find((l) => l.includes('/api/auth/verify-email'))!);
  await expect(page).toHaveURL((u) => u.pathname === '/hi/welcome' && u.searchParams.get('verified') === '1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The phone menu's switch opens the same page in English and stores the choice…
  await page.locator('header summary').filter({ hasText: 'मेन्यू खोलें' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/welcome' && u.searchParams.get('verified') === '1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSidewaysScroll(page);

  // …so the next e-mail, asked for from anywhere, is in English.
  await page.context().clearCookies();
  await page.goto('/reset-password');
  await emailField(page).fill(email);
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  const reset = await mailbox.waitForMail(email, RESET_SUBJECT);
  expect(reset.text).toContain('Hi Asha Rao,');
});
