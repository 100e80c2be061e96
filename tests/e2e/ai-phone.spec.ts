/**
 * The AI chat on a 360 × 740 phone (Chromium, isMobile, touch, scripts on), its own address, and "the tool the student
 * opened decides":
 * - the chat is a full-screen sheet; a long answer with a table, and the student's long URL and unbroken word, make
 *   nothing scroll sideways (the dialog, the message log and the page keep scrollWidth ≤ clientWidth; every bubble
 *   stays inside the dialog; the table scrolls in its own box); the message log gets at least half the screen; the
 *   hint says what a tap does and Enter adds a new line; axe on the open dialog;
 * - the address: opening from a card pushes `?tool=skill-map` (the first reply adds `&conversation=`), a reload
 *   reopens the conversation with its messages, X goes back, the phone's Back closes the dialog and Forward reopens
 *   it (no use recorded); a page loaded with the address closes in place, leaving the page's history alone;
 * - with the on-screen keyboard up (the viewport 360 × 420, the focus in the message box) the box and Send are fully on
 *   screen and the messages keep a usable, scrollable height;
 * - the What-If tool sends "Should I quit my TCS job to prepare for UPSC?" as what-if (the request's toolType and the
 *   answer's x-tool-type), with a Career finder suggestion beside the chip that changes nothing until Switch is tapped;
 *   dismissed it goes; axe with it shown;
 * - a visitor's shared `?tool=resume-review` link goes through sign-in and opens the Resume Reviewer, where a pasted CV
 *   is sent as a resume with no suggestion;
 * - at 1280 × 800 with a mouse the chat is still the centred dialog (80% of the height, at most 4xl wide) with the
 *   keyboard hint.
 * Screenshots of the phone, the keyboard-sized viewport and the desktop go to /tmp (ai-chat-*.png).
 *
 * Sign-ins and budgets: one fresh account (sign-up, its verification e-mail, and one password sign-in through the
 * shared link), so the demo learner's three conversations a day stay for the other specs; this spec starts three.
 * Each browser context has its own address (fixtures.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request, Response } from '@playwright/test';
import { AXE_TAGS, expect, test } from './fixtures';
import { markDocument, sameDocument, tag } from './feature-helpers';
import { main, newContext, signUpViaUi, submitSignIn, toastWith, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const user = { firstName: 'Meera', lastName: `Phone ${tag()}`, email: uniqueEmail('phone'), password: uniquePassword() };
const shared: { state: StorageState | null; conversationId: string } = { state: null, conversationId: '' };

const QUESTION = 'How do I become a data scientist?';
const LONG_URL = `https://example.com/${'a-very-long-path-segment-'.repeat(8)}end?q=${'1234567890'.repeat(3)}`;
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);
const CV = [
  'Rohit Verma',
  'rohit.verma@example.com | +91 98765 43210',
  'Education: B.Tech Computer Science, VIT Vellore, 2024',
  'Experience: Intern at Infosys (2023): built a course catalogue search in Java',
  'Skills: Java, SQL, Python, learning React',
].join('\n');

async function phone(browser: Browser, options: BrowserContextOptions = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  expect(shared.state, 'needs the account made by the first test').toBeTruthy();
  const context = await newContext(browser, { ...options, storageState: shared.state! });
  return { context, page: await context.newPage() };
}

function chatDialog(page: Page): Locator {
  return page.getByTestId('chat-dialog');
}

function messageBox(dialog: Locator): Locator {
  return dialog.getByRole('textbox', { name: 'Your message', exact: true });
}

function sendButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Send', exact: true });
}

function toolTypeChip(dialog: Locator): Locator {
  return dialog.getByRole('combobox', { name: 'Tool type', exact: true });
}

function messages(dialog: Locator, role: 'user' | 'assistant'): Locator {
  return dialog.getByTestId('chat-message').and(dialog.locator(`[data-role="${role}"]`));
}

function chatResponse(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ai/chat' && r.request().method() === 'POST');
}

/** The tool type a chat request carried (its multipart `toolType` field). */
function sentToolType(request: Request): string | null {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  return /name="toolType"\r\n\r\n([^\r\n]*)/.exec(body)?.[1] ?? null;
}

/** Counts the POSTs to a path from now on. */
function countPosts(page: Page, test: (path: string) => boolean): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && test(new URL(r.url()).pathname)) counter.count += 1;
  });
  return counter;
}

async function expectIdle(dialog: Locator) {
  await expect(sendButton(dialog)).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
}

async function tapUseTool(page: Page, name: string) {
  await main(page).getByRole('link', { name: `Use Tool: ${name}`, exact: true }).tap();
}

/** What scrolls sideways, the message log's height, and where the bubbles and tables are, in CSS pixels. */
function measure(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[data-testid="chat-dialog"]')!;
    const log = dialog.querySelector<HTMLElement>('[role="log"]')!;
    const doc = document.scrollingElement!;
    const rect = dialog.getBoundingClientRect();
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      dialog: { scrollWidth: dialog.scrollWidth, clientWidth: dialog.clientWidth, left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      page: { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth },
      log: {
        scrollWidth: log.scrollWidth,
        clientWidth: log.clientWidth,
        height: log.getBoundingClientRect().height,
        scrollHeight: log.scrollHeight,
        bottomGap: log.scrollHeight - log.scrollTop - log.clientHeight,
      },
      bubbles: [...dialog.querySelectorAll<HTMLElement>('[data-testid="chat-message"] > div:first-child')].map((b) => {
        const r = b.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
      tables: [...dialog.querySelectorAll<HTMLElement>('[role="group"][aria-label="Table"]')].map((t) => ({
        scrollWidth: t.scrollWidth,
        clientWidth: t.clientWidth,
        right: t.getBoundingClientRect().right,
      })),
    };
  });
}

/** axe (the suite's WCAG tags) on the open chat dialog, with the page made by browser.newContext(). */
async function expectNoAxeViolationsInDialog(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('[data-testid="chat-dialog"]').analyze();
  const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(results.violations, `axe on the chat dialog at ${page.viewportSize()?.width}px:\n${report}`).toEqual([]);
}

// Serial: the account made first is used by every later test, and the conversation of the second by the next ones.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('a fresh learner signs up and verifies (their own three AI conversations a day)', async ({ browser, mailbox }) => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signUpViaUi(page, user);
    await verifyFromMail(page, mailbox, user.email, 0, { staySignedIn: true });
    shared.state = await context.storageState();
  } finally {
    await context.close();
  }
});

test('360 × 740: a full-screen sheet; a long answer with a table, a long URL and a long word scroll nothing sideways; the messages get half the screen', async ({ browser }) => {
  const { context, page } = await phone(browser);
  try {
    const chats = countPosts(page, (p) => p === '/api/ai/chat');
    await page.goto('/ai-tools');
    await tapUseTool(page, 'Skill Map');
    await expect(toastWith(page, 'Tool launched! AI tool is now ready to use.')).toBeVisible();
    const dialog = chatDialog(page);
    await expect(page.getByRole('dialog', { name: 'Skill Map AI Assistant' })).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.searchParams.get('tool') === 'skill-map' && !u.searchParams.has('conversation'));

    // The whole screen, no margin.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });

    // A touch screen: the hint says what a tap does, and Enter adds a new line instead of sending.
    const hint = dialog.getByTestId('composer-hint');
    await expect(hint).toContainText('Tap Send to send. Enter adds a new line.');
    await expect(hint).not.toContainText('Shift');
    await messageBox(dialog).fill(QUESTION);
    await messageBox(dialog).press('Enter');
    await expect(messageBox(dialog)).toHaveValue(`${QUESTION}\n`);
    expect(chats.count).toBe(0);

    // The question with a long URL and a long unbroken word, sent with Send.
    await messageBox(dialog).fill(`${QUESTION}\nI read ${LONG_URL} and ${LONG_WORD}.`);
    const answered = chatResponse(page);
    await sendButton(dialog).tap();
    const res = await answered;
    expect(res.status()).toBe(200);
    expect(res.headers()['x-tool-type']).toBe('skill-map');
    shared.conversationId = res.headers()['x-conversation-id'];
    expect(shared.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const reply = messages(dialog, 'assistant').first();
    await expect(reply.getByRole('table')).toBeVisible({ timeout: 20_000 });
    await expectIdle(dialog);
    await expect(messages(dialog, 'user').first()).toContainText(LONG_WORD);
    // The first reply names the conversation in the address, in place.
    await expect(page).toHaveURL((u) => u.searchParams.get('tool') === 'skill-map' && u.searchParams.get('conversation') === shared.conversationId);

    const m = await measure(page);
    test.info().annotations.push({ type: 'measured at 360 × 740', description: JSON.stringify(m) });
    console.log('360 × 740:', JSON.stringify(m));
    expect(m.dialog.scrollWidth).toBeLessThanOrEqual(m.dialog.clientWidth);
    expect(m.page.scrollWidth).toBeLessThanOrEqual(m.page.clientWidth);
    expect(m.log.scrollWidth).toBeLessThanOrEqual(m.log.clientWidth);
    expect(m.bubbles).toHaveLength(2);
    for (const b of m.bubbles) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(360);
    }
    // The table is wider than the screen and scrolls in its own box, which stays inside the dialog.
    expect(m.tables).toHaveLength(1);
    expect(m.tables[0].scrollWidth).toBeGreaterThan(m.tables[0].clientWidth);
    expect(m.tables[0].right).toBeLessThanOrEqual(360);
    // The messages get at least half of the screen, and followed the reply to its end as it grew.
    expect(m.log.height).toBeGreaterThanOrEqual(740 / 2);
    expect(m.log.bottomGap).toBeLessThanOrEqual(2);

    await expect(toastWith(page, 'Tool launched!')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: '/tmp/ai-chat-360x740.png' });
    await expectNoAxeViolationsInDialog(page);
  } finally {
    await context.close();
  }
});

test('the address: a reload reopens the conversation; X goes back; Back closes and Forward reopens with no use recorded; loaded with the address, closing stays', async ({ browser }) => {
  expect(shared.conversationId, 'needs the conversation of the previous test').toBeTruthy();
  const { context, page } = await phone(browser);
  try {
    const uses = countPosts(page, (p) => /^\/api\/ai\/tools\/[^/]+\/use$/.test(p));
    await page.goto('/ai-tools');
    await tapUseTool(page, 'Skill Map');
    const dialog = chatDialog(page);
    await expect(dialog).toBeVisible();
    expect(uses.count).toBe(1);
    await expect(page).toHaveURL((u) => u.searchParams.get('tool') === 'skill-map');

    // The phone's Back closes the dialog and stays on the page; Forward opens it again, recording no use.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.search === '');
    await expect(main(page).getByRole('link', { name: 'Use Tool: Skill Map' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('dialog', { name: 'Skill Map AI Assistant' })).toBeVisible();
    await expect(dialog.getByText('New conversation · Skill map', { exact: true })).toBeVisible();
    expect(uses.count).toBe(1);

    // X on a dialog this page opened goes back (so Forward would open it again): the address loses the tool and the
    // page is still the same document.
    await markDocument(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.search === '');
    expect(await sameDocument(page)).toBe(true);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();

    // A shared or reloaded address reopens the conversation with its messages, and no use is recorded.
    await page.goto(`/ai-tools?tool=skill-map&conversation=${shared.conversationId}`);
    const reopened = page.getByRole('dialog', { name: 'Skill Map AI Assistant' });
    await expect(reopened).toBeVisible();
    await expect(messages(dialog, 'user')).toHaveCount(1);
    await expect(messages(dialog, 'user').first()).toContainText(QUESTION);
    await expect(messages(dialog, 'assistant').first().getByRole('table')).toBeVisible();
    await page.reload();
    await expect(reopened).toBeVisible();
    await expect(messages(dialog, 'assistant').first().getByRole('table')).toBeVisible();
    await expect(dialog.getByText(new RegExp(`^Conversation: ${QUESTION}`))).toBeVisible();
    expect(uses.count).toBe(1);

    // Loaded with the address, X removes it in place: no step back out of the document (the entry before it is the
    // catalogue loaded earlier, another document).
    await markDocument(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.search === '');
    await expect(main(page).getByRole('link', { name: 'Use Tool: Skill Map' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  } finally {
    await context.close();
  }
});

test('360 × 420 (keyboard up), the focus in the box: the box and Send are on screen, the messages keep a usable height and scroll', async ({ browser }) => {
  expect(shared.conversationId, 'needs the conversation of the earlier test').toBeTruthy();
  const { context, page } = await phone(browser);
  try {
    await page.goto(`/ai-tools?tool=skill-map&conversation=${shared.conversationId}`);
    const dialog = chatDialog(page);
    await expect(messages(dialog, 'assistant').first().getByRole('table')).toBeVisible();
    await messageBox(dialog).tap();
    await expect(messageBox(dialog)).toBeFocused();

    await page.setViewportSize({ width: 360, height: 420 });
    await expect.poll(async () => (await dialog.boundingBox())?.height).toBe(420);
    await expect(messageBox(dialog)).toBeFocused();
    const box = (await messageBox(dialog).boundingBox())!;
    const send = (await sendButton(dialog).boundingBox())!;
    const m = await measure(page);
    test.info().annotations.push({ type: 'measured at 360 × 420', description: JSON.stringify({ box, send, log: m.log }) });
    console.log('360 × 420:', JSON.stringify({ box, send, log: m.log, dialog: m.dialog }));
    for (const b of [box, send]) {
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(420);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    // Usable: over a third of what is left, and the long answer scrolls within it.
    expect(m.log.height).toBeGreaterThanOrEqual(140);
    expect(m.log.scrollHeight).toBeGreaterThan(m.log.height);
    const log = dialog.getByRole('log', { name: 'Messages' });
    await log.evaluate((el) => (el.scrollTop = 0));
    await log.evaluate((el) => el.scrollBy(0, 200));
    expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(m.page.scrollWidth).toBeLessThanOrEqual(m.page.clientWidth);
    await page.screenshot({ path: '/tmp/ai-chat-360x420.png' });
  } finally {
    await context.close();
  }
});

test('the opened tool decides: What-If sends what-if, a Career finder suggestion changes nothing until Switch; dismissed it goes', async ({ browser }) => {
  const { context, page } = await phone(browser);
  try {
    await page.goto('/ai-tools');
    await tapUseTool(page, 'What-If Career Simulator');
    const dialog = chatDialog(page);
    await expect(page.getByRole('dialog', { name: 'What-If Career Simulator AI Assistant' })).toBeVisible();
    await expect(toolTypeChip(dialog)).toHaveText('What-if scenarios');
    const suggestion = dialog.getByTestId('tool-suggestion');
    await expect(suggestion).toBeEmpty();

    // 'job' is a career-finder keyword; the question is still sent as what-if, and only a suggestion appears.
    await messageBox(dialog).fill('Should I quit my TCS job to prepare for UPSC?');
    let answered = chatResponse(page);
    await sendButton(dialog).tap();
    let res = await answered;
    expect(sentToolType(res.request())).toBe('what-if');
    expect(res.headers()['x-tool-type']).toBe('what-if');
    await expectIdle(dialog);
    await expect(messages(dialog, 'assistant').first()).toContainText('· What-if scenarios');
    await expect(suggestion).toHaveText('Sounds like Career finder? Switch to Career finder');
    await expect(toolTypeChip(dialog)).toHaveText('What-if scenarios');
    // The header's one line opens in full: today's allowance and the offline mentor, each on its own lines.
    const details = dialog.getByRole('button', { name: 'Show details' });
    await details.tap();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByTestId('offline-label')).toBeVisible();
    expect(await dialog.getByTestId('offline-label').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
    await page.screenshot({ path: '/tmp/ai-chat-360x740-suggestion.png' });
    await expectNoAxeViolationsInDialog(page);

    // Dismissed, it goes and nothing changes.
    await suggestion.getByRole('button', { name: 'Dismiss the suggestion' }).tap();
    await expect(suggestion).toBeEmpty();
    await expect(toolTypeChip(dialog)).toHaveText('What-if scenarios');

    // It comes back with the next such question, which is again sent as what-if; Switch changes the chip.
    await messageBox(dialog).fill('Which job pays more in five years?');
    answered = chatResponse(page);
    await sendButton(dialog).tap();
    res = await answered;
    expect(sentToolType(res.request())).toBe('what-if');
    await expectIdle(dialog);
    await expect(suggestion).toHaveText('Sounds like Career finder? Switch to Career finder');
    await suggestion.getByRole('button', { name: 'Switch to Career finder' }).tap();
    await expect(toolTypeChip(dialog)).toHaveText('Career finder');
    await expect(suggestion).toBeEmpty();

    // Now the chip's new type is sent; this question fits it, so nothing is suggested.
    await messageBox(dialog).fill('Which field suits a commerce graduate who likes people?');
    answered = chatResponse(page);
    await sendButton(dialog).tap();
    res = await answered;
    expect(sentToolType(res.request())).toBe('career-finder');
    expect(res.headers()['x-tool-type']).toBe('career-finder');
    await expectIdle(dialog);
    await expect(suggestion).toBeEmpty();
  } finally {
    await context.close();
  }
});

test("a visitor's shared ?tool=resume-review link goes through sign-in and opens the Resume Reviewer; a pasted CV is sent as a resume", async ({ browser }) => {
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto('/ai-tools?tool=resume-review');
    await expect(toastWith(page, 'Please sign in to use AI tools.')).toContainText('Sign in required');
    await expect(page).toHaveURL((u) => u.pathname === '/signin' && u.searchParams.get('redirect') === '/ai-tools?tool=resume-review');
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL((u) => u.pathname === '/ai-tools' && u.searchParams.get('tool') === 'resume-review');
    const dialog = chatDialog(page);
    await expect(page.getByRole('dialog', { name: 'Resume Reviewer AI Assistant' })).toBeVisible();
    await expect(toolTypeChip(dialog)).toHaveText('Resume review');

    // The CV says 'Skills', 'course' and 'learning' (the keyword table's learning path): it is still a resume, and a
    // pasted document gets no suggestion.
    await messageBox(dialog).fill(CV);
    const answered = chatResponse(page);
    await sendButton(dialog).tap();
    const res = await answered;
    expect(sentToolType(res.request())).toBe('resume');
    expect(res.headers()['x-tool-type']).toBe('resume');
    await expect(messages(dialog, 'assistant').first().getByRole('heading', { level: 3, name: /^Resume review: / })).toBeVisible({ timeout: 20_000 });
    await expectIdle(dialog);
    await expect(dialog.getByTestId('tool-suggestion')).toBeEmpty();
    await expect(toolTypeChip(dialog)).toHaveText('Resume review');
  } finally {
    await context.close();
  }
});

test('1280 × 800 with a mouse: the centred dialog of the spec (80% of the height, at most 4xl wide), Enter sends', async ({ browser }) => {
  expect(shared.conversationId, 'needs the conversation of the earlier test').toBeTruthy();
  const { context, page } = await phone(browser, DESKTOP);
  try {
    await page.goto(`/ai-tools?tool=skill-map&conversation=${shared.conversationId}`);
    const dialog = chatDialog(page);
    await expect(messages(dialog, 'assistant').first().getByRole('table')).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.height - 800 * 0.8)).toBeLessThanOrEqual(1);
    expect(box.width).toBeLessThanOrEqual(896);
    expect(box.width).toBeGreaterThan(800);
    expect(Math.abs(box.x - (1280 - box.width) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - (800 - box.height) / 2)).toBeLessThanOrEqual(1);
    expect(await dialog.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
    await expect(dialog.getByTestId('composer-hint')).toContainText('Enter sends, Shift+Enter adds a new line.');
    await expect(dialog.getByTestId('offline-label')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Show details' })).toBeHidden();
    await page.screenshot({ path: '/tmp/ai-chat-1280x800.png' });

    // With a mouse, Enter sends (continuing the conversation spends nothing).
    const answered = chatResponse(page);
    await messageBox(dialog).fill('What should I learn first?');
    await messageBox(dialog).press('Enter');
    expect((await answered).headers()['x-conversation-id']).toBe(shared.conversationId);
    await expect(messages(dialog, 'user')).toHaveCount(2);
    await expectIdle(dialog);
  } finally {
    await context.close();
  }
});
