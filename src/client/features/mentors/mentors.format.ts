/**
 * Display rules of the mentor pages: slots grouped by day and times in a given time zone (the platform's, with the
 * zone named), initials for a mentor without a photo, and links. Pure; no window access.
 */
import { generatePath } from 'react-router';
import { dateFormats, dayKey } from '~/shared/date-format';
import { type Locale, defaultLocale } from '~/shared/locales';
import type { Slot } from '~/shared/learning';
import { paths } from '~/shared/paths';

export { dayKey };

export interface SlotDay {
  key: string;
  /** e.g. 'Mon, 14 Jul'. */
  label: string;
  /** e.g. 'Monday, 14 July 2025'. */
  longLabel: string;
  slots: Slot[];
}

/** Slots grouped by their day in `timeZone`, days and slots in time order, labelled in `locale` (default English). */
export function groupSlotsByDay(slots: Slot[], timeZone: string, locale: Locale = defaultLocale): SlotDay[] {
  const { formatShortDay, formatLongDate } = dateFormats(locale);
  const sorted = [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const days = new Map<string, SlotDay>();
  for (const slot of sorted) {
    const key = dayKey(slot.starts_at, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: formatShortDay(slot.starts_at, timeZone), longLabel: formatLongDate(slot.starts_at, timeZone), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** A slot's time of day, e.g. '9:30 am', without the zone (the widget names it once above the slots). */
export function formatSlotTime(instant: string, timeZone: string, locale: Locale = defaultLocale): string {
  return dateFormats(locale).formatTime(instant, timeZone, { zone: false });
}

/** A session's date and time span, e.g. { date: 'Monday, 14 July 2025', time: '9:00 am – 9:30 am GMT+2' }. */
export function formatSession(startsAt: string, endsAt: string, timeZone: string, locale: Locale = defaultLocale): { date: string; time: string } {
  const { formatLongDate, formatTime } = dateFormats(locale);
  return { date: formatLongDate(startsAt, timeZone), time: `${formatSlotTime(startsAt, timeZone, locale)} – ${formatTime(endsAt, timeZone)}` };
}

/** Up to two initials of a name ('Priya Sharma' → 'PS'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join('');
}

/** Anchor of the booking widget on a mentor's profile. */
export const BOOKING_ANCHOR = 'book';

/** A mentor's profile page; `book` jumps to its booking widget. */
export function mentorProfilePath(slug: string, book = false): string {
  return generatePath(paths.mentorProfile, { slug }) + (book ? `#${BOOKING_ANCHOR}` : '');
}

/** The sign-in page with the page to return to as `redirect` (a same-site path; /signin goes back there). */
export function signInHref(returnTo: string): string {
  return `${paths.signIn}?redirect=${encodeURIComponent(returnTo)}`;
}
