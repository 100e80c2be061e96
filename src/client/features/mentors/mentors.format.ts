/**
 * Display rules of the mentor pages: slots grouped by day and times in the viewer's time zone (with the zone
 * named), initials for a mentor without a photo, and links. Pure; no window access.
 */
import { generatePath } from 'react-router';
import type { Slot } from '~/shared/learning';
import { paths } from '~/shared/paths';

/** The viewer's IANA time zone (Intl works in Node as well, where it is the server's zone). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
export function dayKey(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

export interface SlotDay {
  key: string;
  /** e.g. 'Mon, 14 Jul' (viewer's locale). */
  label: string;
  /** e.g. 'Monday, 14 July 2025'. */
  longLabel: string;
  slots: Slot[];
}

/** Slots grouped by their day in `timeZone`, days and slots in time order. */
export function groupSlotsByDay(slots: Slot[], timeZone: string, locale?: string): SlotDay[] {
  const sorted = [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const days = new Map<string, SlotDay>();
  const short = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  for (const slot of sorted) {
    const key = dayKey(slot.starts_at, timeZone);
    let day = days.get(key);
    if (!day) {
      const d = new Date(slot.starts_at);
      day = { key, label: short.format(d), longLabel: long.format(d), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** A time of day, e.g. '9:30 AM' (viewer's locale), without the zone. */
export function formatTime(instant: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** The zone's short name at `instant`, e.g. 'GMT+5:30' or 'CET'. */
export function zoneAbbreviation(timeZone: string, instant: string = new Date().toISOString(), locale?: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A session's date and time span, e.g. { date: 'Monday, 14 July 2025', time: '9:00 AM – 9:30 AM GMT+2' }. */
export function formatSession(startsAt: string, endsAt: string, timeZone: string, locale?: string): { date: string; time: string } {
  const date = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(startsAt),
  );
  return { date, time: `${formatTime(startsAt, timeZone, locale)} – ${formatTime(endsAt, timeZone, locale)} ${zoneAbbreviation(timeZone, startsAt, locale)}` };
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
