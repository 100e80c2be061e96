/**
 * ChangeTalks in the browser (issue 3; spec §2.9, §2.10, §8): a visitor finds a talk by speaker name and cannot
 * register; a past talk's recording plays in a dialog and counts one view per viewer; the admin creates a talk,
 * which the public page shows, and edits it (prefilled, date part only); a signed-in learner registers (toast,
 * count up without a reload, 'Registered'), gets the confirmation e-mail with the .ics, downloads 'Add to
 * calendar' (both parsed with ical.js), the admin sees them in the registrant list with its CSV, the learner
 * cancels; the admin deletes the talk and the public page drops it. axe on /changetalks and on /admin-dashboard
 * with the talk dialog open. The reminder job (sent once) is covered by the API tests.
 *
 * Sign-ins: the demo admin's cached state (helpers.ts) and the demo learner's (feature-helpers.ts): at most two
 * password sign-ins for the whole run, none if another spec made them first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_LEARNER, download, learnerState, markDocument, openPage, parseIcs, sameDocument, tag } from './feature-helpers';
import { cachedState, expectNoAxeViolationsQuick, main, newContext, toastWith } from './helpers';

interface ApiTalk {
  id: string;
  title: string;
  speaker_name: string;
  event_date: string;
  views_count: number;
  registrations_count: number;
}

/** The public talk list, as the page gets it. */
async function apiTalks(page: Page): Promise<ApiTalk[]> {
  const res = await page.request.get('/api/talks');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { talks: ApiTalk[] }).talks;
}

async function platformTimeZone(page: Page): Promise<string> {
  const res = await page.request.get('/api/config');
  return ((await res.json()) as { platformTimeZone: string }).platformTimeZone;
}

/** 'YYYY-MM-DD' and 'HH:MM' of `instant` in `timeZone`. */
function dateAndTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function search(page: Page) {
  return main(page).getByPlaceholder('Search talks or speakers...');
}

function upcomingCard(page: Page, title: string) {
  return main(page).getByTestId('upcoming-talk').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

function adminRow(page: Page, title: string) {
  return main(page).getByTestId('admin-talk').filter({ hasText: title });
}

// The talk the admin creates; the later tests follow it.
const id = tag();
const talk = {
  title: `Switching to Cloud Engineering ${id}`,
  updatedTitle: `Switching to Cloud Engineering ${id} (updated)`,
  speaker: `Zara Quillfeather ${id}`,
  /** Five days from now, in the platform time zone (set in the first test that needs it). */
  date: '',
  id: '',
};

// Serial: each test builds on the one before. Several browsers and sign-ins per test: a minute each at most.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a visitor finds a talk by speaker name (any case), cannot register, and its calendar file parses', async ({ page }) => {
  await page.goto('/changetalks');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(m.getByRole('tab', { name: 'Upcoming Events', selected: true })).toBeVisible();
  await expect(m.getByTestId('upcoming-talk').first()).toBeVisible();
  await expectNoAxeViolationsQuick(page);

  await search(page).fill('pRiYa sHaRmA');
  const priya = 'From Nursing to Data Analytics: My Career Switch at 32';
  await expect(m.getByTestId('upcoming-talk')).toHaveCount(1);
  const card = upcomingCard(page, priya);
  await expect(card.getByText('Priya Sharma', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sign in to Register' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await expect(card.getByTestId('registrations')).toContainText('registered');

  // 'Add to calendar' downloads an .ics that a strict parser reads: the talk's start in UTC, its title.
  const seeded = (await apiTalks(page)).find((t) => t.title === priya)!;
  const { file, text } = await download(page, () => card.getByRole('link', { name: `Add to calendar for ${priya}` }).click());
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = parseIcs(text);
  expect(ics.component).toBe('vcalendar');
  expect(ics.events).toHaveLength(1);
  expect(ics.events[0].summary).toBe(`ChangeTalk: ${priya}`);
  expect(ics.events[0].startIsUtc).toBe(true);
  expect(ics.events[0].start.toISOString()).toBe(new Date(seeded.event_date).toISOString());

  // The search filters the past talks too.
  await search(page).fill('SIMON');
  await expect(m.getByText('No upcoming talks match your search.')).toBeVisible();
  await m.getByRole('tab', { name: 'Past Talks' }).click();
  await expect(m.getByTestId('past-talk')).toHaveCount(1);
  await expect(m.getByTestId('past-talk')).toContainText('How Great Leaders Inspire Action');
});

test('the tab is in the address: Past Talks is ?tab=past, a reload keeps it, and the tabs are links without scripts', async ({ page, browser }) => {
  await page.goto('/changetalks');
  const m = main(page);
  await m.getByRole('tab', { name: 'Past Talks' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/changetalks' && u.searchParams.get('tab') === 'past');
  await expect(m.getByTestId('past-talk').first()).toBeVisible();
  await page.reload();
  await expect(m.getByRole('tab', { name: 'Past Talks' })).toHaveAttribute('aria-selected', 'true');
  await expect(m.getByTestId('past-talk').first()).toBeVisible();
  await m.getByRole('tab', { name: 'Upcoming Events' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/changetalks' && !u.searchParams.has('tab'));

  const context = await newContext(browser, { javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto('/changetalks');
    await main(plain).getByRole('tab', { name: 'Past Talks' }).click();
    await expect(plain).toHaveURL((u) => u.searchParams.get('tab') === 'past');
    await expect(main(plain).getByTestId('past-talk').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('past talks: Watch Recording opens the player in a dialog (youtube-nocookie) and counts one view per viewer', async ({ page }) => {
  const title = 'Do Schools Kill Creativity?';
  await page.goto('/changetalks');
  const m = main(page);
  await m.getByRole('tab', { name: 'Past Talks' }).click();
  // By text, not by its heading's role: while the dialog is open the rest of the page is aria-hidden.
  const card = m.getByTestId('past-talk').filter({ hasText: title });
  const views = card.getByTestId('views');
  await expect(views).toHaveText(/^\d[\d,]* views?$/);
  const before = Number((await views.innerText()).replace(/\D/g, ''));
  // Its name is 'Watch Recording' plus the talk's title (for screen readers); the card scopes it.
  const watchName = /^Watch Recording\b/;
  const viewLabel = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'view' : 'views'}`;

  const counted = page.waitForResponse((r) => r.url().endsWith('/views') && r.request().method() === 'POST');
  await card.getByRole('button', { name: watchName }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The context lets nothing leave the machine, so YouTube is never loaded; only the embed's address is checked.
  const iframe = dialog.locator('iframe');
  await expect(iframe).toHaveAttribute('title', `Recording: ${title}`);
  expect(await iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/iG9CE55wbtY');
  expect((await counted).status()).toBe(200);
  await expect(views).toHaveText(viewLabel(before + 1));

  // Watching again (same viewer) does not count again, on screen or on the server.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const again = page.waitForResponse((r) => r.url().endsWith('/views') && r.request().method() === 'POST');
  await card.getByRole('button', { name: watchName }).click();
  await expect(dialog).toBeVisible();
  expect(((await (await again).json()) as { views_count: number }).views_count).toBe(before + 1);
  await page.keyboard.press('Escape');
  await page.reload();
  await m.getByRole('tab', { name: 'Past Talks' }).click();
  await expect(views).toHaveText(viewLabel(before + 1));
});

test('the admin creates a talk (required fields checked), the public page shows it, and the admin edits it', async ({ browser }) => {
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  const visitor = await openPage(browser);
  try {
    const page = admin.page;
    const tz = await platformTimeZone(page);
    talk.date = dateAndTimeIn(new Date(Date.now() + 5 * 24 * 3600 * 1000), tz).date;

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'ChangeTalks Admin' })).toBeVisible();
    const m = main(page);
    await expect(m.getByTestId('admin-talk').first()).toBeVisible();
    const total = m.getByTestId('stat-Total ChangeTalks');
    const totalBefore = Number(await total.innerText());

    await m.getByRole('link', { name: 'Add New ChangeTalk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New ChangeTalk' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsQuick(page);

    // Title, speaker name and event date are required: an empty form is not sent.
    await dialog.getByRole('button', { name: 'Create ChangeTalk' }).click();
    // (By role: the labels also hold an aria-hidden ' *'.)
    for (const label of ['Title', 'Speaker name', 'Event date']) {
      await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(dialog).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(talk.title);
    await dialog.getByRole('textbox', { name: 'Speaker name', exact: true }).fill(talk.speaker);
    await dialog.getByRole('textbox', { name: 'Speaker role', exact: true }).fill('Cloud Architect');
    await dialog.getByRole('textbox', { name: 'Event date', exact: true }).fill(talk.date);
    await dialog.getByRole('textbox', { name: 'Location', exact: true }).fill('Online (Zoom)');
    await dialog.getByRole('button', { name: 'Create ChangeTalk' }).click();
    await expect(toastWith(page, 'Changetalk created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = adminRow(page, talk.title);
    await expect(row).toBeVisible();
    // At least one more: browser specs run two at a time against one server, and another may add a talk meanwhile.
    await expect.poll(async () => Number(await total.textContent())).toBeGreaterThanOrEqual(totalBefore + 1);
    talk.id = (await row.getAttribute('data-talk-id'))!;
    expect(talk.id).toBeTruthy();

    // Stored as 18:00 in the platform time zone (no time given).
    const stored = (await apiTalks(page)).find((t) => t.id === talk.id)!;
    expect(dateAndTimeIn(new Date(stored.event_date), tz)).toEqual({ date: talk.date, time: '18:00' });

    // The public page shows it, found by its speaker.
    await visitor.page.goto('/changetalks');
    await search(visitor.page).fill(talk.speaker.toUpperCase());
    await expect(upcomingCard(visitor.page, talk.title)).toBeVisible();
    await expect(upcomingCard(visitor.page, talk.title).getByTestId('registrations')).toHaveText('0 registered');

    // Edit: prefilled, the date as its date part only; the new title reaches the public page.
    await row.getByRole('link', { name: `Edit ${talk.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit ChangeTalk' });
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(talk.title);
    await expect(edit.getByRole('textbox', { name: 'Speaker name', exact: true })).toHaveValue(talk.speaker);
    await expect(edit.getByRole('textbox', { name: 'Event date', exact: true })).toHaveValue(talk.date);
    await expect(edit.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Online (Zoom)');
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(talk.updatedTitle);
    await edit.getByRole('button', { name: 'Update ChangeTalk' }).click();
    await expect(toastWith(page, 'Changetalk updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(adminRow(page, talk.updatedTitle)).toHaveAttribute('data-talk-id', talk.id);
    talk.title = talk.updatedTitle;

    await visitor.page.reload();
    await search(visitor.page).fill(talk.speaker);
    await expect(upcomingCard(visitor.page, talk.title)).toBeVisible();
  } finally {
    await admin.close();
    await visitor.close();
  }
});

test('a signed-in learner registers (count up, no reload), gets the .ics by e-mail, the admin sees them, and they cancel', async ({ browser, mailbox }) => {
  expect(talk.id, 'needs the talk the admin created').toBeTruthy();
  const learner = await openPage(browser, await learnerState(browser));
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  try {
    const page = learner.page;
    const tz = await platformTimeZone(page);
    await page.goto('/changetalks');
    await search(page).fill(talk.speaker.toLowerCase());
    const card = upcomingCard(page, talk.title);
    const count = card.getByTestId('registrations');
    await expect(count).toHaveText('0 registered');
    await markDocument(page);

    await card.getByRole('button', { name: 'Register Now' }).click();
    await expect(toastWith(page, 'Registration successful')).toBeVisible();
    await expect(count).toHaveText('1 registered');
    await expect(card.getByText('Registered', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
    expect(await sameDocument(page), 'the count changed without a reload').toBe(true);

    // The confirmation e-mail carries the talk as an .ics: 18:00 in the platform time zone, written in UTC.
    const mail = await mailbox.waitForMail(DEMO_LEARNER.email, `You're registered: ${talk.title}`);
    const attachment = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(attachment, `attachments: ${mail.attachments.map((a) => a.filename).join(', ')}`).toBeTruthy();
    expect(attachment!.contentType).toContain('text/calendar');
    const mailed = parseIcs(attachment!.content).events;
    expect(mailed).toHaveLength(1);
    expect(mailed[0].summary).toBe(`ChangeTalk: ${talk.title}`);
    expect(mailed[0].startIsUtc).toBe(true);
    expect(dateAndTimeIn(mailed[0].start, tz)).toEqual({ date: talk.date, time: '18:00' });

    // 'Add to calendar' gives the same event.
    const { text } = await download(page, () => card.getByRole('link', { name: `Add to calendar for ${talk.title}` }).click());
    const downloaded = parseIcs(text).events;
    expect(downloaded.map((e) => [e.summary, e.start.toISOString()])).toEqual(mailed.map((e) => [e.summary, e.start.toISOString()]));

    // The dashboard's ChangeTalks card lists it.
    await page.goto('/dashboard');
    await expect(main(page).getByRole('list', { name: 'Your upcoming talks' })).toContainText(talk.title);

    // The admin sees the learner in the registrant list, and the CSV has them too.
    await admin.page.goto('/admin-dashboard');
    const row = adminRow(admin.page, talk.title);
    await expect(row).toContainText('Registrations:1');
    await row.getByRole('button', { name: `Registrants of ${talk.title}` }).click();
    const registrants = admin.page.getByRole('dialog', { name: 'Registrants' });
    const line = registrants.getByRole('row').filter({ hasText: DEMO_LEARNER.email });
    await expect(line).toContainText(DEMO_LEARNER.name);
    await expect(line).toContainText('Registered');
    const csvLink = registrants.getByRole('link', { name: 'Download CSV' });
    const href = await csvLink.getAttribute('href');
    expect(href).toBe(`/api/admin/talks/${talk.id}/registrants.csv`);
    const csv = await admin.page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(DEMO_LEARNER.email);
    await admin.page.keyboard.press('Escape');

    // The learner cancels: the count goes back and 'Register Now' returns.
    await page.goto('/changetalks');
    await search(page).fill(talk.speaker);
    await expect(count).toHaveText('1 registered');
    await markDocument(page);
    await card.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(toastWith(page, 'Registration cancelled')).toBeVisible();
    await expect(count).toHaveText('0 registered');
    await expect(card.getByRole('button', { name: 'Register Now' })).toBeEnabled();
    expect(await sameDocument(page)).toBe(true);
  } finally {
    await learner.close();
    await admin.close();
  }
});

test('the admin deletes the talk after confirming, and the public page no longer shows it', async ({ browser }) => {
  expect(talk.id, 'needs the talk the admin created').toBeTruthy();
  const admin = await openPage(browser, await cachedState(browser, 'admin'));
  const visitor = await openPage(browser);
  try {
    const page = admin.page;
    await page.goto('/admin-dashboard');
    const row = adminRow(page, talk.title);
    await row.getByRole('button', { name: `Delete ${talk.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this changetalk?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, 'Changetalk deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    await visitor.page.goto('/changetalks');
    await expect(main(visitor.page).getByTestId('upcoming-talk').first()).toBeVisible();
    await search(visitor.page).fill(talk.speaker);
    await expect(main(visitor.page).getByText('No upcoming talks match your search.')).toBeVisible();
    expect((await visitor.page.request.get(`/api/talks/${talk.id}/calendar.ics`)).status()).toBe(404);
  } finally {
    await admin.close();
    await visitor.close();
  }
});
