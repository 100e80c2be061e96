/**
 * Dialogs that live in the page's address (lib/use-url-dialog.ts), on a 360 × 740 touch phone:
 * - a community thread (`/community?post=<id>`): opening it adds a history entry, the phone's Back closes it and
 *   stays on the hub, Forward and a reload reopen it, X on a reloaded one removes the parameter in place; an address
 *   whose post is not in the list (a search that hides it) still opens it, the dialog loading the post itself;
 * - a mentor booking's 'Confirm your session' (`?book=<slot>`): Back closes it, Forward and a reload reopen it on the
 *   same slot, its own 'Back' button closes it. Nothing is booked (the demo learner is on the free plan and never
 *   confirms).
 * Sign-ins: a visitor for the thread; the demo learner's cached state for the booking.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { learnerState, markDocument, sameDocument } from './feature-helpers';
import { main, newContext } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const MENTOR = { slug: 'ananya-krishnan', name: 'Ananya Krishnan' };

function posts(page: Page) {
  return main(page).locator('article');
}

test('a community thread: Back closes it and stays on the hub, Forward and a reload reopen it; an address whose post is not listed opens it too', async ({ browser }) => {
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto('/community');
    const first = posts(page).first();
    await expect(first).toBeVisible();
    const titleLink = first.locator('h2 a');
    const title = await titleLink.innerText();
    const postId = /([0-9a-f-]{36})$/.exec((await titleLink.getAttribute('href'))!)![1];

    await titleLink.click();
    const thread = page.getByRole('dialog', { name: title });
    await expect(thread.getByRole('heading', { name: /^Replies \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/community' && u.searchParams.get('post') === postId);

    await markDocument(page);
    await page.goBack();
    await expect(thread).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/community' && !u.searchParams.has('post'));
    await expect(first).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    await page.goForward();
    await expect(thread.getByRole('heading', { name: /^Replies \(\d+\)$/ })).toBeVisible();

    await page.reload();
    await expect(thread.getByRole('heading', { name: /^Replies \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveURL((u) => u.searchParams.get('post') === postId);

    // Reloaded, X removes the parameter in place: the page stays (its document too).
    await markDocument(page);
    await thread.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(thread).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/community' && u.search === '');
    expect(await sameDocument(page)).toBe(true);

    // A search that matches nothing hides the post from the list; the address still opens its thread.
    await page.goto(`/community?q=zzqx-nothing-matches&post=${postId}`);
    await expect(main(page).getByText('No discussions match "zzqx-nothing-matches".')).toBeVisible();
    await expect(posts(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: title }).getByRole('heading', { name: /^Replies \(\d+\)$/ })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a mentor booking's 'Confirm your session': Back closes it, Forward and a reload reopen it on the same slot, its Back button closes it", async ({ browser }) => {
  const context = await newContext(browser, { ...PHONE, storageState: await learnerState(browser) });
  try {
    const page = await context.newPage();
    await page.goto(`/entrepreneurship/mentor-matching/${MENTOR.slug}`);
    const widget = main(page).getByTestId('booking-widget');
    const days = widget.getByRole('group', { name: '1. Pick a day' }).getByRole('button');
    await days.last().click();
    const time = widget.getByTestId('slot').first();
    const label = await time.innerText();
    await time.click();
    await widget.getByRole('button', { name: `Book ${label}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your session' });
    await expect(dialog).toContainText(`A 30-minute session with ${MENTOR.name} on `);
    const description = await dialog.getByText(/^A 30-minute session with /).innerText();
    await expect(page).toHaveURL((u) => !Number.isNaN(Date.parse(u.searchParams.get('book') ?? '')));
    const slot = new URL(page.url()).searchParams.get('book');

    await markDocument(page);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === `/entrepreneurship/mentor-matching/${MENTOR.slug}` && !u.searchParams.has('book'));
    expect(await sameDocument(page)).toBe(true);

    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(description, { exact: true })).toBeVisible();

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(description, { exact: true })).toBeVisible();
    await expect(page).toHaveURL((u) => u.searchParams.get('book') === slot);
    // The picker shows the reopened slot chosen (behind the modal dialog, so hidden from the accessibility tree).
    await expect(widget.getByRole('button', { name: `Book ${label}`, includeHidden: true })).toBeAttached();
    await expect(widget.getByTestId('slot').filter({ hasText: new RegExp(`^${label}$`) })).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === `/entrepreneurship/mentor-matching/${MENTOR.slug}` && !u.searchParams.has('book'));
    await expect(widget.getByRole('heading', { level: 2, name: 'Book a session' })).toBeVisible();
  } finally {
    await context.close();
  }
});
