/**
 * The admin manages mentors (issue 19): adds one with a weekly time range (required fields checked first), finds them
 * in the public directory, edits them (title, another time range), and deletes them after confirming, after which
 * the directory no longer lists them. Without scripts the mentors section lists the mentors and says that changing
 * them needs JavaScript, with no buttons that would do nothing; with the scripts late the buttons come once they run.
 *
 * Sign-ins: the demo admin's cached state (helpers.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage, tag } from './feature-helpers';
import { cachedState, expectNoAxeViolationsQuick, main, newContext, openWithScriptsHeld, toastWith } from './helpers';

test.describe.configure({ timeout: 60_000 });

function mentorRow(page: Page, name: string) {
  return main(page).getByTestId('admin-mentor-row').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** The public mentor directory lists a mentor called `name` (or not). */
async function expectInDirectory(page: Page, name: string, listed: boolean) {
  await page.goto('/entrepreneurship/mentor-matching');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByText(name, { exact: true })).toHaveCount(listed ? 1 : 0);
}

test('with scripts: the admin adds a mentor with a time range, edits them, and deletes them after confirming', async ({ browser }) => {
  const name = `Devika Raghunathan ${tag()}`;
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  const visitor = await openPage(browser);
  try {
    const page = admin.page;
    await page.goto('/admin-dashboard?section=mentors');
    const m = main(page);
    await m.getByRole('button', { name: 'Add Mentor' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Name, title and e-mail are required: an empty form is not sent.
    await dialog.getByRole('button', { name: 'Create Mentor' }).click();
    for (const label of ['Name', 'Title', 'E-mail']) await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Staff Data Engineer');
    await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Monsoon Analytics');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`devika.${Date.now()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Expertise', exact: true }).fill('Data pipelines, SQL, Interviews');
    await dialog.getByRole('button', { name: 'Add time range' }).click();
    await dialog.getByRole('combobox', { name: 'Day, time range 1' }).selectOption({ label: 'Tuesday' });
    await dialog.getByRole('textbox', { name: 'From, time range 1' }).fill('10:00');
    await dialog.getByRole('textbox', { name: 'To, time range 1' }).fill('12:00');
    await expectNoAxeViolationsQuick(page);
    await dialog.getByRole('button', { name: 'Create Mentor' }).click();
    await expect(toastWith(page, 'Mentor added.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = mentorRow(page, name);
    await expect(row).toContainText('Staff Data Engineer, Monsoon Analytics');
    await expect(row).toContainText('Tue 10:00–12:00');
    await expectInDirectory(visitor.page, name, true);

    // Edit: prefilled; a new title and a second time range.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(edit.getByRole('textbox', { name: 'From, time range 1' })).toHaveValue('10:00');
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill('Principal Data Engineer');
    await edit.getByRole('button', { name: 'Add time range' }).click();
    await edit.getByRole('combobox', { name: 'Day, time range 2' }).selectOption({ label: 'Thursday' });
    await edit.getByRole('textbox', { name: 'From, time range 2' }).fill('16:00');
    await edit.getByRole('textbox', { name: 'To, time range 2' }).fill('18:00');
    await edit.getByRole('button', { name: 'Update Mentor' }).click();
    await expect(toastWith(page, 'Mentor updated.')).toBeVisible();
    await expect(row).toContainText('Principal Data Engineer, Monsoon Analytics');
    await expect(row).toContainText('Tue 10:00–12:00, Thu 16:00–18:00');
    await page.reload();
    await expect(mentorRow(page, name)).toContainText('Tue 10:00–12:00, Thu 16:00–18:00');

    // Delete: asks first; Cancel keeps them.
    await mentorRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(mentorRow(page, name)).toBeVisible();
    await mentorRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, `${name} was removed.`)).toBeVisible();
    await expect(mentorRow(page, name)).toHaveCount(0);
    await expectInDirectory(visitor.page, name, false);
  } finally {
    await admin.close();
    await visitor.close();
  }
});

test('without scripts the mentors are listed and changing them says it needs JavaScript; with scripts late the buttons come', async ({ browser, baseURL }) => {
  const context = await newContext(browser, { javaScriptEnabled: false, storageState: await cachedState(browser, 'admin') });
  try {
    const page = await context.newPage();
    await page.goto('/admin-dashboard?section=mentors');
    const section = main(page).getByTestId('admin-mentors');
    await expect(section.getByTestId('admin-mentor-row').first()).toBeVisible();
    await expect(section.getByText('Loading mentors...')).toHaveCount(0);
    await expect(section.getByText('Adding, editing and deleting mentors needs JavaScript.')).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(0);
  } finally {
    await context.close();
  }

  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    const page = admin.page;
    const release = await openWithScriptsHeld(page, `${baseURL}/admin-dashboard?section=mentors`);
    const section = main(page).getByTestId('admin-mentors');
    await expect(section.getByTestId('admin-mentor-row').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add Mentor' })).toHaveCount(0);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(section.getByRole('button', { name: 'Add Mentor' })).toBeVisible();
    await expect(section.getByText('Adding, editing and deleting mentors needs JavaScript.')).toHaveCount(0);
    await expectNoAxeViolationsQuick(page);
  } finally {
    await admin.close();
  }
});
