/**
 * The community hub in the browser (issue 5; spec §2.11, §8): a signed-in user posts (at the top, 'Post created
 * successfully'; their own post shows its likes without a like button), opens the thread and replies (comment count up),
 * filters by category and searches; a post whose title and content are script and onerror payloads shows them as
 * text and runs nothing; a second user (signed up and verified through the mailbox) likes, unlikes, likes again (count
 * and aria-pressed) and replies to the first
 * user's post, the first likes theirs back, and the second reports the payload post; the admin hides it from the
 * moderation queue and visitors no longer see it. axe on /community with a thread open.
 *
 * Sign-ins: the demo learner's and the demo admin's cached states (see feature-helpers.ts, helpers.ts) and one
 * sign-up plus one password sign-in for the second user.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { learnerState, openPage, tag } from './feature-helpers';
import { cachedState, expectNoAxeViolationsQuick, main, signInViaUi, signUpViaUi, toastWith, uniqueEmail, uniquePassword, verifyFromMail } from './helpers';

const id = tag();
const first = {
  title: `Finding a quiet co-working desk in Pune ${id}`,
  content: `Looking for desks near the station, around 5k a month. Keyword: kestrel${id}.`,
  reply: `Update: two places shortlisted ${id}.`,
};
const second = {
  firstName: 'Bea',
  lastName: 'Second',
  email: uniqueEmail('community'),
  password: uniquePassword(),
  title: `Mentors for a hardware startup ${id}`,
  content: 'Anyone who has shipped a consumer device from India?',
  reply: `Try the maker space on MG Road ${id}.`,
};
const XSS_TITLE = '<script>window.__xss=1</script>';
const XSS_CONTENT = '<img src=x onerror="window.__xss=2">';
const SEEDED_HIRING = 'Looking for a technical co-founder (EdTech, Bengaluru)';

/** The post cards on the page (located by text, which aria-hidden from an open dialog does not affect). */
function posts(page: Page) {
  return main(page).locator('article');
}

function postCard(page: Page, title: string) {
  return posts(page).filter({ has: page.locator('h2').getByText(title, { exact: true }) });
}

function likeButton(scope: Locator) {
  return scope.getByRole('button', { name: /^Like, / });
}

/** On one's own post the likes are a count, not a button (issue 19: you cannot like your own post). */
async function expectOwnLikes(scope: Locator, count: number) {
  await expect(likeButton(scope)).toHaveCount(0);
  await expect(scope.getByTestId('likes')).toHaveText(`${count} ${count === 1 ? 'like' : 'likes'}`);
}

async function expectLikes(scope: Locator, count: number, pressed: boolean) {
  const like = likeButton(scope);
  await expect(like).toHaveAccessibleName(`Like, ${count} ${count === 1 ? 'like' : 'likes'}`);
  await expect(like).toHaveAttribute('aria-pressed', String(pressed));
}

async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function xssValue(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

/** Opens /community and waits for the posts to load. */
async function openCommunity(page: Page) {
  await page.goto('/community');
  await expect(posts(page).first()).toBeVisible();
}

/** Fills and sends the inline create-post form. */
async function createPost(page: Page, post: { title: string; content: string; category?: string }) {
  const m = main(page);
  await m.getByRole('button', { name: 'Create Post' }).click();
  const form = m.getByRole('region', { name: 'Create a post' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(post.title);
  await form.getByRole('textbox', { name: 'Content', exact: true }).fill(post.content);
  const category = form.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue('General');
  if (post.category) {
    await expect(category.getByRole('option', { name: 'All', exact: true })).toHaveCount(0);
    await category.selectOption(post.category);
  }
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toastWith(page, 'Post created successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
}

// Serial: each test builds on the one before. Several browsers and sign-ins per test: a minute each at most.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a signed-in user posts (their own post shows its likes, with no like button), replies in the thread, filters by category and searches', async ({ browser }) => {
  const { page, close } = await openPage(browser, await learnerState(browser));
  try {
    const m = main(page);
    await openCommunity(page);
    await createPost(page, { ...first, category: 'Ideas' });

    // At the top of the list, with its author, category and zero counts.
    await expect(posts(page).first().locator('h2')).toHaveText(first.title);
    const card = postCard(page, first.title);
    await expect(card).toContainText('by Demo Learner');
    await expect(card).toContainText('Ideas');
    await expect(card).toContainText(first.content);
    await expectOwnLikes(card, 0);

    // The thread: reply, and the comment count follows.
    await expect(card.getByRole('button', { name: /^0 comments\b/ })).toBeVisible();
    await card.getByRole('link', { name: first.title, exact: true }).click();
    const thread = page.getByRole('dialog', { name: first.title });
    await expect(thread.getByRole('heading', { name: 'Replies (0)' })).toBeVisible();
    await expect(thread.getByText('No replies yet.')).toBeVisible();
    await expectNoAxeViolationsQuick(page);
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(first.reply);
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(toastWith(page, 'Reply posted')).toBeVisible();
    await expect(thread.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();
    await expect(thread.getByRole('listitem').filter({ hasText: first.reply })).toContainText('Demo Learner');
    await expect(thread.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    await expectNoAxeViolationsQuick(page);
    // The dialog's Close button: Escape would first dismiss the 'Reply posted' toast (the topmost Radix layer).
    await closeDialog(thread);
    await expect(card.getByRole('button', { name: /^1 comment\b/ })).toBeVisible();

    // Category filter.
    const filter = m.getByRole('group', { name: 'Filter posts by category' });
    await filter.getByRole('button', { name: 'Ideas', exact: true }).click();
    await expect(filter.getByRole('button', { name: 'Ideas', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(postCard(page, SEEDED_HIRING)).toHaveCount(0);
    await expect(card).toBeVisible();
    await filter.getByRole('button', { name: 'Hiring', exact: true }).click();
    await expect(postCard(page, SEEDED_HIRING)).toBeVisible();
    await expect(card).toHaveCount(0);
    await filter.getByRole('button', { name: 'All', exact: true }).click();
    await expect(card).toBeVisible();

    // Search: case-insensitive, over title and content.
    const searchBox = m.getByPlaceholder('Search posts...');
    await searchBox.fill(`KESTREL${id.toUpperCase()}`);
    await expect(posts(page)).toHaveCount(1);
    await expect(card).toBeVisible();
    await searchBox.fill('TECHNICAL CO-FOUNDER');
    await expect(postCard(page, SEEDED_HIRING)).toBeVisible();
    await expect(card).toHaveCount(0);
    await searchBox.fill(`no such words ${id}`);
    // Nothing matched: it says so and offers to clear the search or start a thread (issue 24), not 'Be the first…'.
    await expect(m.getByText(`No discussions match "no such words ${id}".`)).toBeVisible();
    await expect(m.getByText('No posts found. Be the first to start a discussion!')).toHaveCount(0);
    await searchBox.fill('');
    await expect(card).toBeVisible();
  } finally {
    await close();
  }
});

test('a post whose title and content are script and onerror payloads shows them as text and runs nothing', async ({ browser }) => {
  const author = await openPage(browser, await learnerState(browser));
  const visitor = await openPage(browser);
  try {
    await openCommunity(author.page);
    await createPost(author.page, { title: XSS_TITLE, content: XSS_CONTENT });
    for (const page of [author.page, visitor.page]) {
      if (page === visitor.page) await openCommunity(page);
      const card = postCard(page, XSS_TITLE);
      await expect(card).toBeVisible();
      await expect(card.locator('h2')).toHaveText(XSS_TITLE);
      await expect(card.getByText(XSS_CONTENT, { exact: true })).toBeVisible();
      await expect(main(page).locator('script:not([src]):not([type])').filter({ hasText: 'window.__xss' })).toHaveCount(0);
      await expect(main(page).locator('img[src="x"]')).toHaveCount(0);

      await card.getByRole('link', { name: XSS_TITLE, exact: true }).click();
      const thread = page.getByRole('dialog', { name: XSS_TITLE });
      await expect(thread.getByText(XSS_CONTENT, { exact: true })).toBeVisible();
      await expect(thread.locator('img')).toHaveCount(0);
      expect(await xssValue(page)).toBeUndefined();
      await closeDialog(thread);
      expect(await xssValue(page)).toBeUndefined();
    }
  } finally {
    await author.close();
    await visitor.close();
  }
});

test('a second user signs up, likes and replies to the first user’s post, is liked back, and reports the payload post', async ({ browser, mailbox }) => {
  const other = await openPage(browser);
  const learner = await openPage(browser, await learnerState(browser));
  try {
    const page = other.page;
    await signUpViaUi(page, second);
    await verifyFromMail(page, mailbox, second.email);
    await signInViaUi(page, second.email, second.password);

    // They like and reply to the first user's post.
    await openCommunity(page);
    const card = postCard(page, first.title);
    await expectLikes(card, 0, false);
    await likeButton(card).click();
    await expectLikes(card, 1, true);
    await likeButton(card).click();
    await expectLikes(card, 0, false);
    await likeButton(card).click();
    await expectLikes(card, 1, true);
    await card.getByRole('link', { name: first.title, exact: true }).click();
    const thread = page.getByRole('dialog', { name: first.title });
    await expect(thread.getByRole('listitem').filter({ hasText: first.reply })).toBeVisible();
    // Not theirs: Report, no Edit.
    await expect(thread.getByRole('button', { name: 'Report this post' })).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Edit this post' })).toHaveCount(0);
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(second.reply);
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(thread.getByRole('heading', { name: 'Replies (2)' })).toBeVisible();
    await expect(thread.getByRole('listitem').filter({ hasText: second.reply })).toContainText('Bea Second');
    await closeDialog(thread);
    await expect(card.getByRole('button', { name: /^2 comments\b/ })).toBeVisible();
    // And start their own discussion.
    await createPost(page, { title: second.title, content: second.content });

    // The first user sees the like and the reply, and likes the second user's post back.
    await openCommunity(learner.page);
    const mine = postCard(learner.page, first.title);
    await expectOwnLikes(mine, 1);
    await expect(mine.getByRole('button', { name: /^2 comments\b/ })).toBeVisible();
    await mine.getByRole('link', { name: first.title, exact: true }).click();
    const myThread = learner.page.getByRole('dialog', { name: first.title });
    await expect(myThread.getByRole('listitem').filter({ hasText: second.reply })).toContainText('Bea Second');
    await closeDialog(myThread);
    const theirs = postCard(learner.page, second.title);
    await expect(theirs).toContainText('by Bea Second');
    await likeButton(theirs).click();
    await expectLikes(theirs, 1, true);
    await page.reload();
    await expectOwnLikes(postCard(page, second.title), 1);

    // The second user reports the payload post.
    const xss = postCard(page, XSS_TITLE);
    await xss.getByRole('link', { name: XSS_TITLE, exact: true }).click();
    const xssThread = page.getByRole('dialog', { name: XSS_TITLE });
    await xssThread.getByRole('button', { name: 'Report this post' }).click();
    const report = page.getByRole('dialog', { name: 'Report this post' });
    await report.getByRole('textbox', { name: 'Reason' }).fill('Script injection attempt');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(toastWith(page, 'Report sent')).toBeVisible();
    await expect(report).toBeHidden();
  } finally {
    await other.close();
    await learner.close();
  }
});

test('the admin hides the reported post from the moderation queue, and visitors no longer see it', async ({ browser }) => {
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  const visitor = await openPage(browser);
  try {
    const page = admin.page;
    await page.goto('/admin-dashboard');
    const queue = main(page).getByRole('region', { name: 'Community moderation' });
    await expect(queue.getByRole('heading', { level: 2, name: 'Community moderation' })).toBeVisible();
    const item = queue.getByRole('listitem').filter({ hasText: `Post: ${XSS_TITLE}` });
    await expect(item).toContainText('Script injection attempt');
    await expect(item).toContainText('Reported by Bea Second');
    await expect(item).toContainText(XSS_CONTENT);
    await item.getByRole('button', { name: 'Hide' }).click();
    await expect(toastWith(page, 'Report resolved')).toContainText('The content is now hidden.');
    await expect(item).toHaveCount(0);
    expect(await xssValue(page)).toBeUndefined();

    await openCommunity(visitor.page);
    await expect(postCard(visitor.page, first.title)).toBeVisible();
    await expect(postCard(visitor.page, XSS_TITLE)).toHaveCount(0);
    await main(visitor.page).getByPlaceholder('Search posts...').fill('__xss');
    await expect(main(visitor.page).getByText('No discussions match "__xss".')).toBeVisible();
  } finally {
    await admin.close();
    await visitor.close();
  }
});
