/**
 * An author edits and deletes their own post (issue 19): in the list's thread dialog and on the post's own page with
 * scripts (the edit saves in place, Delete asks in a dialog), on the post's page without scripts (`?edit=1` and
 * `?delete=1`, forms posted to the page), and with the scripts held back while the person edits. axe where the
 * forms are open.
 *
 * Sign-ins: the demo learner's cached state (feature-helpers.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { learnerState, openPage, tag } from './feature-helpers';
import { expectNoAxeViolationsQuick, main, newContext, openWithScriptsHeld, toastWith } from './helpers';

test.describe.configure({ timeout: 60_000 });

/** The post cards of /community. */
function postCard(page: Page, title: string) {
  return main(page)
    .locator('article')
    .filter({ has: page.locator('h2').getByText(title, { exact: true }) });
}

/**
 * Opens /community and sends the create-post form. With scripts it ends on the list with the post; posted natively,
 * on the new post's own page.
 */
async function createPost(page: Page, title: string, content: string) {
  await page.goto('/community?compose=1');
  const form = main(page).getByRole('region', { name: 'Create a post' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Content', exact: true }).fill(content);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(main(page).getByText(title, { exact: true }).first()).toBeVisible();
}

/** The post's own page address, from its card's title link. */
async function threadHref(page: Page, title: string): Promise<string> {
  const href = await postCard(page, title).getByRole('link', { name: title, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/community\/.+/);
  return href!;
}

test('with scripts, in the thread dialog: the author edits the post in place, then deletes it after confirming', async ({ browser }) => {
  const id = tag();
  const title = `Weekend study group for GATE ${id}`;
  const edited = `Weekday study group for GATE ${id}`;
  const { page, close } = await openPage(browser, await learnerState(browser));
  // Every API answer the page gets while the post is edited and deleted is a success (a list refetch once failed).
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/')) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  try {
    await createPost(page, title, 'Meeting in the library on Saturdays.');
    await postCard(page, title).getByRole('link', { name: title, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Edit this post' }).click();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill('Meeting in the library on Wednesdays.');
    await expectNoAxeViolationsQuick(page);
    // The list is fetched again after the edit, and answers (it once asked for `?cursor=null` and got 400).
    const listAgain = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/community/posts');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(page, 'Post updated')).toBeVisible();
    dialog = page.getByRole('dialog', { name: edited });
    await expect(dialog).toContainText('Meeting in the library on Wednesdays.');
    const refetch = await listAgain;
    expect(refetch.status(), refetch.url()).toBe(200);
    expect(refused).toEqual([]);
    await expect(toastWith(page, 'Failed to fetch posts')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Delete this post' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, 'Post deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(postCard(page, edited)).toHaveCount(0);
    await page.reload();
    await expect(main(page).locator('article').first()).toBeVisible();
    await expect(postCard(page, edited)).toHaveCount(0);
  } finally {
    await close();
  }
});

test('with scripts, on the post’s own page: Edit opens the form, Save moves to the new address, Delete asks and goes to the list', async ({ browser }) => {
  const id = tag();
  const title = `Borrowing a DSLR for a campus shoot ${id}`;
  const edited = `Renting a DSLR for a campus shoot ${id}`;
  const { page, close } = await openPage(browser, await learnerState(browser));
  try {
    await createPost(page, title, 'Two days next week.');
    await page.goto(await threadHref(page, title));
    const m = main(page);
    await m.getByRole('link', { name: 'Edit this post' }).click();
    const form = m.getByRole('region', { name: 'Edit your post' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await expectNoAxeViolationsQuick(page);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(page, 'Post updated')).toBeVisible();
    await expect(m.getByRole('heading', { level: 1 })).toHaveText(edited);
    await expect(page).toHaveURL(/\/community\/renting-a-dslr-for-a-campus-shoot-/);

    await m.getByRole('button', { name: 'Delete this post' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, 'Post deleted')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/community');
    await expect(main(page).locator('article').first()).toBeVisible();
    await expect(postCard(page, edited)).toHaveCount(0);
  } finally {
    await close();
  }
});

test('without JavaScript, on the post’s own page: the edit form and the delete confirmation are plain forms', async ({ browser, baseURL }) => {
  const id = tag();
  const title = `Sharing notes for Engineering Maths ${id}`;
  const edited = `Sharing notes for Engineering Physics ${id}`;
  const context = await newContext(browser, { javaScriptEnabled: false, storageState: await learnerState(browser) });
  try {
    const page = await context.newPage();
    await createPost(page, title, 'Scanned notes, semester one.');
    await expect(page).toHaveURL(/\/community\/sharing-notes-for-engineering-maths-/);
    const m = main(page);
    await m.getByRole('link', { name: 'Edit this post' }).click();
    await page.waitForURL(/\?edit=1$/);
    const form = m.getByRole('region', { name: 'Edit your post' });
    // A refused edit comes back with the text kept and the message.
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('   ');
    await form.getByRole('textbox', { name: 'Content', exact: true }).fill('Scanned notes, semester two.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(m.getByRole('region', { name: 'Edit your post' }).getByRole('alert').first()).toContainText('Title and content are required');
    await expect(m.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue('Scanned notes, semester two.');
    await m.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await m.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/community\/sharing-notes-for-engineering-physics-.+\?post-updated=1$/);
    await expect(m.getByRole('status').filter({ hasText: 'Post updated' })).toBeVisible();
    await expect(m.getByRole('heading', { level: 1 })).toHaveText(edited);

    await m.getByRole('link', { name: 'Delete this post' }).click();
    await page.waitForURL(/\?delete=1$/);
    const ask = m.getByRole('region', { name: 'Delete this post?' });
    await expect(ask).toContainText('This cannot be undone.');
    await ask.getByRole('button', { name: 'Delete post' }).click();
    await page.waitForURL(`${baseURL}/community?post-deleted=1`);
    await expect(main(page).getByRole('status').filter({ hasText: 'Post deleted' })).toBeVisible();
    await expect(postCard(page, edited)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('with the scripts held back, an edit typed and saved at once is kept; once they run the page shows it', async ({ browser, baseURL }) => {
  const id = tag();
  const title = `Looking for a badminton partner ${id}`;
  const edited = `Looking for badminton partners ${id}`;
  const { page, close } = await openPage(browser, await learnerState(browser));
  try {
    await createPost(page, title, 'Evenings at the sports complex.');
    const href = await threadHref(page, title);
    const release = await openWithScriptsHeld(page, `${baseURL}${href}?edit=1`);
    const title_ = main(page).getByRole('textbox', { name: 'Title', exact: true });
    await expect(title_).toHaveValue(title);
    await title_.fill(edited);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/community\/looking-for-badminton-partners-.+\?post-updated=1$/, { waitUntil: 'domcontentloaded' });
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(edited);
    // Hydrated now: Delete asks in a dialog.
    await main(page).getByRole('button', { name: 'Delete this post' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/community');
  } finally {
    await close();
  }
});
