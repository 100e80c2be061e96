/**
 * The admin uploads a talk's images (issue 19): in the talk form a PNG uploads and fills the address (with a
 * preview), a file that is not an image is refused in the browser, one that only claims to be an image is refused by
 * the server; the created talk's public page shows the uploaded image, served from our origin as PNG. Without scripts
 * the form offers no Upload button that would do nothing, says uploading needs JavaScript and takes an address; with
 * the scripts late, the form opened from its address stays once they run, and gets its Upload button.
 *
 * Sign-ins: the demo admin's cached state (helpers.ts).
 */
import type { Page } from '@playwright/test';
import { pngBytes } from '../support/png';
import { expect, test } from './fixtures';
import { openPage, tag } from './feature-helpers';
import { cachedState, expectNoAxeViolationsQuick, main, newContext, openWithScriptsHeld, toastWith } from './helpers';

test.describe.configure({ timeout: 60_000 });

/** A well-formed 3×2 PNG (the server checks images whole). */
const PNG = pngBytes(3, 2);

/** Five days from now as YYYY-MM-DD (UTC; the talk's exact day does not matter here). */
function inFiveDays(): string {
  return new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10);
}

/** Deletes a talk through the admin API from the admin's page (same origin, same session). */
async function deleteTalk(page: Page, id: string) {
  const status = await page.evaluate(async (talkId) => (await fetch(`/api/admin/talks/${talkId}`, { method: 'DELETE', credentials: 'same-origin' })).status, id);
  expect(status).toBe(200);
}

test('with scripts: the talk image uploads (PNG only, checked by the server too) and the public page shows it', async ({ browser }) => {
  const title = `Careers in Climate Tech ${tag()}`;
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  const visitor = await openPage(browser);
  let talkId = '';
  try {
    const page = admin.page;
    await page.goto('/admin-dashboard?section=talks');
    await main(page).getByRole('link', { name: 'Add New ChangeTalk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New ChangeTalk' });
    const image = dialog.getByRole('textbox', { name: 'Talk image', exact: true });
    await expect(dialog.getByRole('button', { name: 'Upload talk image' })).toBeVisible();

    // Not an image at all: refused before it is sent.
    await dialog.getByTestId('talk-image_url-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toastWith(page, 'Choose a PNG, JPEG or WebP image of at most 2 MB.')).toBeVisible();
    await expect(image).toHaveValue('');
    // Claims to be a PNG but is not one: the server reads the content and refuses it.
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/uploads');
    await dialog.getByTestId('talk-image_url-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00not an image at all') });
    expect((await refused).status()).toBe(400);
    await expect(toastWith(page, 'Only PNG, JPEG or WebP images can be uploaded.')).toBeVisible();
    await expect(image).toHaveValue('');

    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/uploads');
    await dialog.getByTestId('talk-image_url-file').setInputFiles({ name: 'climate.png', mimeType: 'image/png', buffer: PNG });
    const answer = await uploaded;
    expect(answer.status(), await answer.text()).toBe(201);
    await expect(toastWith(page, 'Image uploaded')).toBeVisible();
    await expect(image).toHaveValue(/\/api\/uploads\/[0-9a-f-]{36}$/);
    const url = await image.inputValue();
    await expect(dialog.locator(`img[src="${url}"]`)).toBeVisible();
    await expectNoAxeViolationsQuick(page);

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Speaker name', exact: true }).fill('Ira Nandakumar');
    await dialog.getByRole('textbox', { name: 'Event date', exact: true }).fill(inFiveDays());
    await dialog.getByRole('button', { name: 'Create ChangeTalk' }).click();
    await expect(toastWith(page, 'Changetalk created successfully')).toBeVisible();
    const row = main(page).getByTestId('admin-talk').filter({ hasText: title });
    talkId = (await row.getAttribute('data-talk-id'))!;
    expect(talkId).toBeTruthy();

    // The public list shows the uploaded image, and it is served from our origin as the PNG that was sent.
    await visitor.page.goto('/changetalks');
    const card = main(visitor.page).getByTestId('upcoming-talk').filter({ has: visitor.page.getByRole('heading', { level: 2, name: title, exact: true }) });
    const img = card.locator('img').first();
    await expect(img).toHaveAttribute('src', url);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(3);
    const served = await visitor.page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  } finally {
    if (talkId) await deleteTalk(admin.page, talkId);
    await admin.close();
    await visitor.close();
  }
});

test('without scripts the talk form takes an image address and offers no dead Upload button; with scripts late, the button comes once they run', async ({ browser, baseURL }) => {
  const context = await newContext(browser, { javaScriptEnabled: false, storageState: await cachedState(browser, 'admin') });
  try {
    const page = await context.newPage();
    await page.goto('/admin-dashboard?section=talks&talk=new');
    const form = main(page).getByRole('region', { name: 'Add New ChangeTalk' });
    await expect(form.getByRole('textbox', { name: 'Talk image', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
    await expect(form.getByText('An https:// address. Uploading an image file needs JavaScript.').first()).toBeVisible();
  } finally {
    await context.close();
  }

  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    const page = admin.page;
    const release = await openWithScriptsHeld(page, `${baseURL}/admin-dashboard?section=talks&talk=new`);
    const form = main(page).getByRole('region', { name: 'Add New ChangeTalk' });
    await expect(form.getByRole('textbox', { name: 'Talk image', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed before the scripts ran');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // Hydrated, the form stays in the page (it used to vanish), and now it can upload.
    await expect(form.getByRole('button', { name: 'Upload talk image' })).toBeVisible();
    await expect(form.getByText('An https:// address, or upload a PNG, JPEG or WebP image (at most 2 MB).').first()).toBeVisible();
    // Cancel drops the form from the address and the page.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin-dashboard?section=talks`);
    await expect(main(page).getByRole('region', { name: 'Add New ChangeTalk' })).toHaveCount(0);
  } finally {
    await admin.close();
  }
});
