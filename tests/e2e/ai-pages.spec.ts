/**
 * The AI tools without scripts, and before they arrive (server-rendered /ai-tools and /ai-tools/<slug>):
 * - a visitor with JavaScript off sees every card, filters with the search box and the category buttons (a GET
 *   form the server answers), follows 'Use Tool' to the tool's page, which explains it and asks them to sign in;
 * - with the scripts held back, a search typed and sent at once is answered by the server, and still filters in
 *   place once they run;
 * - a signed-in student with JavaScript off asks the Resume Reviewer with their CV (a blank question is refused
 *   with 'Input Required'), reads the answer, and asks a follow-up in the same conversation;
 * - with scripts, a tool page's 'Open in chat' opens the tool's chat dialog; with the scripts held back, the question
 *   typed and sent at once is answered; the follow-up then goes through the hydrated form without a reload, and
 *   'Open in chat' reopens the conversation in the chat dialog;
 * - axe (WCAG 2.0–2.2 A/AA) on /ai-tools and on a tool page with a conversation, at 360×740 and at desktop width,
 *   and neither scrolls sideways at 360 px.
 * Every signed-in journey signs up its own student (the demo learner's daily uses belong to ai.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TOOL_GUIDES } from '../../src/client/features/ai/tool-guides';
import { filterTools } from '../../src/client/features/ai/ai.format';
import type { AiTool } from '../../src/shared/ai-api';
import { aiMessages } from '../../src/shared/ai';
import { AXE_TAGS, type Mailbox, expect, test } from './fixtures';
import { SHORT_CV, markDocument, sameDocument } from './feature-helpers';
import { main, newContext, newVerifiedStudent, openWithScriptsHeld } from './helpers';
import { englishOf } from '~/shared/messages';

const RESUME = 'Resume Reviewer';
const CV = SHORT_CV;
const QUESTION = 'Please review my CV for a data analyst internship.';
const FOLLOW_UP = 'Which fix matters most for a fresher?';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const cards = (page: Page) => main(page).getByTestId('ai-tool');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search AI tools' });
const categoryButton = (page: Page, name: string) => main(page).getByRole('group', { name: 'Filter tools by category' }).getByRole('button', { name, exact: true });
const messages = (page: Page, role: 'user' | 'assistant') => main(page).locator(`[data-testid="chat-message"][data-role="${role}"]`);

/** A new student, signed up and verified in a context of their own (scripts on or off), signed in on its page. */
function newStudent(browser: Browser, mailbox: Mailbox, label: string, options: { javaScriptEnabled: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  return newVerifiedStudent(browser, mailbox, label, options);
}

/** Fills the Resume Reviewer's form: the question and the CV as a .txt file. */
async function fillQuestion(page: Page) {
  await main(page).getByLabel('Your question').fill(QUESTION);
  await main(page).getByLabel('Your CV').setInputFiles({ name: 'asha-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(CV) });
}

/** The conversation page after the first question: the question, the file, the review as Markdown (an <h3>). */
async function expectAnswered(page: Page): Promise<string> {
  await expect(page).toHaveURL((u) => u.pathname === '/ai-tools/resume-review' && /^[0-9a-f-]{36}$/.test(u.searchParams.get('conversation') ?? '') && u.hash === '#latest');
  await expect(messages(page, 'user')).toHaveCount(1);
  await expect(messages(page, 'user').first()).toContainText(QUESTION);
  await expect(messages(page, 'user').first()).toContainText('asha-cv.txt');
  await expect(messages(page, 'assistant')).toHaveCount(1);
  await expect(messages(page, 'assistant').first().getByRole('heading', { level: 3, name: /^Resume review/ })).toBeVisible();
  await expect(main(page).getByTestId('allowance')).toContainText('2 of 3 uses left today');
  return new URL(page.url()).searchParams.get('conversation')!;
}

/** The follow-up and its answer, below the first question and answer. */
async function expectFollowedUp(page: Page) {
  await expect(messages(page, 'user')).toHaveCount(2);
  await expect(messages(page, 'user').nth(1)).toContainText(FOLLOW_UP);
  await expect(messages(page, 'assistant')).toHaveCount(2);
  await expect(messages(page, 'assistant').nth(1)).not.toBeEmpty();
  // A follow-up without a file uses none of the day's uses.
  await expect(main(page).getByTestId('allowance')).toContainText('2 of 3 uses left today');
}

/** axe with the suite's tags, on a page of a context from browser.newContext(). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(violations, `axe on ${page.url()} at ${page.viewportSize()?.width}px:\n${report}`).toEqual([]);
}

/** At a 360 px phone the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}

test.describe.configure({ timeout: 90_000 });

test('without JavaScript: every card, the search and categories as a GET form, and a tool page that asks a visitor to sign in', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const tools = (await (await page.request.get('/api/ai/tools')).json()).tools as Array<{ name: string; slug: string; category: string; description: string }>;
    await page.goto('/ai-tools');
    await expect(cardNames(page)).toHaveText(tools.map((t) => t.name));
    await expect(main(page).getByText(englishOf(aiMessages.loadingTools))).toHaveCount(0);
    await expect(main(page).getByRole('note')).toContainText("The live chat dialog needs JavaScript, which is turned off or blocked in this browser. Every tool's page works without it");

    // The box and Enter: the server answers `?q=` with the matching cards.
    await searchBox(page).fill('swot');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'swot' && u.searchParams.get('category') === 'All');
    await expect(cardNames(page)).toHaveText(['Personal SWOT Analysis']);
    await expect(searchBox(page)).toHaveValue('swot');

    // A category button sends the box too: nothing in Exam Preparation matches 'swot'.
    await categoryButton(page, 'Exam Preparation').click();
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'swot' && u.searchParams.get('category') === 'Exam Preparation');
    await expect(main(page).getByText(englishOf(aiMessages.noTools), { exact: true })).toBeVisible();
    await expect(categoryButton(page, 'Exam Preparation')).toHaveAttribute('aria-pressed', 'true');
    // Enter in the box keeps the category in effect.
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL((u) => u.searchParams.get('category') === 'Exam Preparation' && !u.searchParams.get('q'));
    await expect(cardNames(page)).toHaveText(tools.filter((t) => t.category === 'Exam Preparation').map((t) => t.name));
    await categoryButton(page, 'All').click();
    await expect(cardNames(page)).toHaveText(tools.map((t) => t.name));

    // 'Use Tool' is a link to the tool's page: what it does, questions to ask, and the way in.
    await cards(page).filter({ hasText: RESUME }).getByRole('link', { name: `Use Tool: ${RESUME}` }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools/resume-review');
    await expect(page).toHaveTitle(`${RESUME} · AI Tools · ChangePath`);
    await expect(main(page).getByRole('heading', { level: 1, name: RESUME })).toBeVisible();
    await expect(main(page).getByText(tools.find((t) => t.slug === 'resume-review')!.description)).toBeVisible();
    for (const q of TOOL_GUIDES.resume.examples) await expect(main(page).getByText(`“${q}”`)).toBeVisible();
    await expect(main(page).getByText(TOOL_GUIDES.resume.answer)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Open in chat' })).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Sign in to use this tool' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/signin' && u.searchParams.get('redirect') === '/ai-tools/resume-review');
  } finally {
    await context.close();
  }
});

test('with the scripts late: a search sent before they run is answered by the server, and filters in place once they run', async ({ page, baseURL }) => {
  const tools = (await (await page.request.get('/api/ai/tools')).json()).tools as AiTool[];
  const release = await openWithScriptsHeld(page, `${baseURL}/ai-tools`);
  await expect(cards(page).first()).toBeVisible();
  await searchBox(page).fill('planner');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'planner');
  await expect(cardNames(page)).toHaveText(['Exam Study Planner']);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await markDocument(page);
  await expect(searchBox(page)).toHaveValue('planner');
  await searchBox(page).fill('plan');
  const planned = filterTools(tools, { q: 'plan', category: 'All' }).map((t) => t.name);
  expect(planned.length).toBeGreaterThan(1);
  await expect(cardNames(page)).toHaveText(planned);
  await categoryButton(page, 'Learning').click();
  await expect(cardNames(page)).toHaveText(filterTools(tools, { q: 'plan', category: 'Learning' }).map((t) => t.name));
  await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'plan' && u.searchParams.get('category') === 'Learning');
  expect(await sameDocument(page)).toBe(true);
});

test('without JavaScript: a student asks the Resume Reviewer with their CV, reads the answer, and asks a follow-up', async ({ browser, mailbox }) => {
  const { context, page } = await newStudent(browser, mailbox, 'ai-page-nojs', { javaScriptEnabled: false });
  try {
    await page.goto('/ai-tools/resume-review');
    await expect(main(page).getByTestId('allowance')).toContainText('3 of 3 uses left today');
    await expect(main(page).getByRole('link', { name: 'Sign in to use this tool' })).toHaveCount(0);

    // Blank: the page comes back with the spec's words under the box, and nothing was asked.
    await main(page).getByRole('button', { name: `Ask ${RESUME}` }).click();
    await expect(main(page).getByText(`${englishOf(aiMessages.inputRequiredTitle)}: ${englishOf(aiMessages.inputRequired)}`)).toBeVisible();
    await expect(main(page).getByTestId('allowance')).toContainText('3 of 3 uses left today');

    await fillQuestion(page);
    await main(page).getByRole('button', { name: `Ask ${RESUME}` }).click();
    const conversationId = await expectAnswered(page);

    await main(page).getByLabel('Your follow-up question').fill(FOLLOW_UP);
    await main(page).getByRole('button', { name: 'Send follow-up' }).click();
    await expect(page).toHaveURL((u) => u.searchParams.get('conversation') === conversationId);
    await expectFollowedUp(page);
    await expect(main(page).getByRole('link', { name: 'Open in chat' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('with the scripts late: the question sent before they run is answered, the follow-up goes through the hydrated form, and Open in chat reopens it', async ({ browser, mailbox }) => {
  const { context, page } = await newStudent(browser, mailbox, 'ai-page-late', { javaScriptEnabled: true });
  try {
    // With scripts, a tool page offers its live chat: the catalogue's address for this tool opens its dialog (an
    // address opens the chat without recording another use, as a reload or a shared link does).
    await page.goto('/ai-tools/resume-review');
    await main(page).getByRole('link', { name: 'Open in chat' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.searchParams.get('tool') === 'resume-review');
    await expect(page.getByRole('dialog', { name: `${RESUME} AI Assistant` })).toBeVisible();

    const release = await openWithScriptsHeld(page, '/ai-tools/resume-review');
    await expect(main(page).getByLabel('Your question')).toBeVisible();
    await fillQuestion(page);
    await main(page).getByRole('button', { name: `Ask ${RESUME}` }).click();
    const conversationId = await expectAnswered(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

    // Hydrated: the same form posts in the background and the page follows to the answer, without a reload.
    await markDocument(page);
    await main(page).getByLabel('Your follow-up question').fill(FOLLOW_UP);
    await main(page).getByRole('button', { name: 'Send follow-up' }).click();
    await expectFollowedUp(page);
    await expect(page).toHaveURL((u) => u.searchParams.get('conversation') === conversationId);
    expect(await sameDocument(page)).toBe(true);
    await expect(main(page).getByLabel('Your follow-up question')).toHaveValue('');

    // With scripts, the live chat dialog is offered: it opens this conversation.
    const openInChat = main(page).getByRole('link', { name: 'Open in chat' });
    await expect(openInChat).toHaveAttribute('href', `/ai-tools?conversation=${conversationId}`);
    await openInChat.click();
    const dialog = page.getByTestId('chat-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(FOLLOW_UP)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('axe finds nothing on /ai-tools and on a tool page with a conversation, at 360×740 and at desktop width', async ({ browser, mailbox }) => {
  const visitor = await newContext(browser);
  try {
    const page = await visitor.newPage();
    for (const path of ['/ai-tools', '/ai-tools/resume-review']) {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(path);
        await expectNoAxeViolations(page);
        if (size === PHONE) await expectNoSidewaysScroll(page);
      }
    }
  } finally {
    await visitor.close();
  }
  const { context, page } = await newStudent(browser, mailbox, 'ai-page-axe', { javaScriptEnabled: true });
  try {
    await page.goto('/ai-tools/resume-review');
    await fillQuestion(page);
    await main(page).getByRole('button', { name: `Ask ${RESUME}` }).click();
    await expectAnswered(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.reload();
      await expectNoAxeViolations(page);
      if (size === PHONE) await expectNoSidewaysScroll(page);
    }
    // A refusal on the page is part of what a person may meet.
    await main(page).getByRole('button', { name: 'Send follow-up' }).click();
    await expect(main(page).getByText(`${englishOf(aiMessages.inputRequiredTitle)}: ${englishOf(aiMessages.inputRequired)}`)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
