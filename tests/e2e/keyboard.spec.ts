/**
 * Keyboard alone (issue 9 "Accessibility"; spec §2.2 header menus, §2.9 talks tabs and recording dialog, §4 FAQ
 * accordion, §2.6 contact form): every step here is a key press, never a click. Each stop checks that the
 * focused element shows a visible focus indicator (an outline or a focus ring), and the form's errors are
 * announced (role="alert", tied to the field by aria-describedby, aria-invalid set, focus moved to the first).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { headerMenu, main } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** Accessible-ish description of the focused element, for messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(body)';
    return `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; fails naming where focus went.
 * Checks the visible focus indicator at the target.
 */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    stops.push(await describeFocus(page));
  }
  throw new Error(`Tab never reached the target; focus went: ${stops.join(' → ')}`);
}

/** The focused element draws an outline or a focus ring (box-shadow), i.e. :focus-visible styling is present. */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), boxShadow: s.boxShadow, focusVisible: el.matches(':focus-visible') };
  });
  const outline = style.outlineStyle !== 'none' && style.outlineWidth > 0;
  // A ring is a box-shadow layer that is neither 'none' nor fully transparent.
  const ring = style.boxShadow.split(/,(?![^(]*\))/).some((layer) => !/^\s*(none|rgba\(0, 0, 0, 0\).*)$/.test(layer));
  expect(style.focusVisible, `${await describeFocus(page)} matches :focus-visible`).toBe(true);
  expect(outline || ring, `${await describeFocus(page)} shows a focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}px, box-shadow ${style.boxShadow})`).toBe(true);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('skip link and header menus: Tab reaches them, Enter opens, Tab moves through the links, Escape closes back to the summary, Enter follows a link', async ({ page }) => {
  await ready(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  const learn = headerMenu(page, 'Learn');
  await tabTo(page, learn.summary);
  await page.keyboard.press('Enter');
  await expect(learn.panel).toBeVisible();
  await expect(learn.disclosure).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(learn.panel.getByRole('link', { name: 'AI Tools' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(learn.panel.getByRole('link', { name: 'Blog' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(learn.panel).toBeHidden();
  await expect(learn.summary).toBeFocused();
  await expectVisibleFocus(page);

  // The next menu along: its links are the next stops once it is open; Enter on one navigates and closes it.
  const explore = headerMenu(page, 'Explore');
  await page.keyboard.press('Tab');
  await expect(explore.summary).toBeFocused();
  await page.keyboard.press('Enter');
  for (const name of ['Careers', 'Community', 'ChangeTalks']) {
    await page.keyboard.press('Tab');
    await expect(explore.panel.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/changetalks');
  await expect(explore.panel).toBeHidden();
  await expect(explore.disclosure).not.toHaveAttribute('open', '');
});

test('FAQ accordion: Enter and Space open a question, opening another closes it, and it collapses again', async ({ page }) => {
  await ready(page, '/');
  const faq = main(page).locator('#faq');
  const first = faq.getByRole('button', { name: 'What is ChangePath?' });
  const second = faq.getByRole('button', { name: 'Is ChangePath free to use?' });
  await first.scrollIntoViewIfNeeded();
  // Start from the element before the FAQ so the walk is by keyboard.
  await faq.getByRole('heading').first().evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  await tabTo(page, first, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'What is ChangePath?' })).toBeVisible();

  await tabTo(page, second, { max: 5 });
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region', { name: 'Is ChangePath free to use?' })).toBeHidden();
});

test('ChangeTalks tabs switch with the arrow keys; Watch Recording opens a dialog that keeps the focus and gives it back on Escape', async ({ page }) => {
  await ready(page, '/changetalks');
  const m = main(page);
  const upcoming = m.getByRole('tab', { name: 'Upcoming Events' });
  const past = m.getByRole('tab', { name: 'Past Talks' });
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, upcoming);
  await page.keyboard.press('ArrowRight');
  await expect(past).toBeFocused();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  await expect(m.getByTestId('past-talk').first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(past).toHaveAttribute('aria-selected', 'true');

  const watch = m.getByTestId('past-talk').first().getByRole('button', { name: /^Watch Recording\b/ });
  await tabTo(page, watch);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog and stays there however far one tabs, both ways.
  const insideDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(insideDialog).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await insideDialog(), `after ${key}: ${await describeFocus(page)}`).toBe(true);
  }
  // From the dialog's own controls (inside the player's frame, keys belong to the player, as on any site).
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { max: 6 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
  // Enter opens it again and Enter on Close closes it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
});

test('contact form by keyboard: errors are announced and tied to their fields, focus goes to the first, and a fixed form sends', async ({ page }) => {
  await ready(page, '/contact');
  const form = main(page).locator('form#contact-form');
  const send = form.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send, { max: 60 });
  await page.keyboard.press('Enter');

  const alerts = form.getByRole('alert');
  await expect(alerts).toHaveText(['Please enter a valid email', 'Please write a message']);
  const email = form.getByRole('textbox', { name: 'Email' });
  const message = form.getByRole('textbox', { name: 'Message' });
  await expect(email).toBeFocused();
  await expectVisibleFocus(page);
  for (const [field, text] of [
    [email, 'Please enter a valid email'],
    [message, 'Please write a message'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The screen reader reads the error with the field: its description is the alert's text.
    await expect(field).toHaveAccessibleDescription(new RegExp(text));
  }

  await page.keyboard.type('keyboard.user@example.com');
  await tabTo(page, message, { max: 15 });
  await page.keyboard.type('Sent with the keyboard alone.');
  await tabTo(page, send, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText("Thanks for your message. We'll reply within 24 hours.");
  await expect(alerts).toHaveCount(0);
});
