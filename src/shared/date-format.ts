/**
 * The one date and time formatter: dates and times as people read them on ChangePath, in Indian English
 * ('en-IN'), in a named time zone — the platform's (PLATFORM_TIME_ZONE, Asia/Kolkata by default) unless a
 * feature has its own (a mentor's slots are in the mentor's zone) — with the zone named wherever a time of day is
 * shown. Formatting in a fixed zone makes a server-rendered page read the same once the browser hydrates it (a
 * browser's own zone would differ). Every Intl.DateTimeFormat is built once per style and zone and kept: building
 * one costs more than the rest of an e-mail (as profiling showed).
 *
 * Inputs are instants (ISO-8601 strings or Dates) unless said otherwise; outputs are display strings.
 */
import { PLATFORM_TIME_ZONE_DEFAULT } from './time-zone';

const STYLES = {
  /** '25 Nov 2026, 3:24 pm' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '25 November 2026' */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '25 Nov 2026' */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Wednesday, 25 November 2026' */
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Wed, 25 Nov' */
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 'Wednesday, 25 November 2026 at 3:24 pm IST' */
  longDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** 'November 2026' */
  monthYear: { month: 'long', year: 'numeric' },
  /** '3:24 pm' */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 'IST' (the zone's short name, alone, through formatToParts) */
  zone: { timeZoneName: 'short' },
  /** '2026-11-25' (a day's key, for grouping; not for display) */
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    // The day key uses en-CA, whose numeric date is ISO's YYYY-MM-DD; everything people read is en-IN.
    format = new Intl.DateTimeFormat(style === 'dayKey' ? 'en-CA' : 'en-IN', { ...STYLES[style], timeZone });
    cache.set(key, format);
  }
  return format;
}

const format = (style: Style, instant: string | Date, timeZone: string) => formatter(style, timeZone).format(new Date(instant));

/** The short name of `timeZone` at `instant` ('IST', 'GMT+2'); the zone's IANA name if it has none. */
export function zoneName(timeZone: string = PLATFORM_TIME_ZONE_DEFAULT, instant: string | Date = new Date()): string {
  return formatter('zone', timeZone).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** '25 Nov 2026, 3:24 pm IST'. */
export function formatDateTime(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return `${format('dateTime', instant, timeZone)} ${zoneName(timeZone, instant)}`;
}

/**
 * The day `instant` falls on in `timeZone`, with the zone named: '25 November 2026 (IST)'. The certificate PDF and
 * its verification page both print the issue date with it, so they agree.
 */
export function formatDate(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return `${format('date', instant, timeZone)} (${zoneName(timeZone, instant)})`;
}

/** '25 Nov 2026': the day, short, without the zone (a list's "last updated"). */
export function formatShortDate(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('shortDate', instant, timeZone);
}

/** 'Wednesday, 25 November 2026': the day an event falls on in `timeZone`. */
export function formatLongDate(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('longDate', instant, timeZone);
}

/** 'Wed, 25 Nov': a day's tab label. */
export function formatShortDay(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('shortDay', instant, timeZone);
}

/** 'Wednesday, 25 November 2026 at 3:24 pm IST': an event's time in an e-mail. */
export function formatLongDateTime(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('longDateTime', instant, timeZone);
}

/** 'November 2026': the month `instant` falls in (a runway's last month). */
export function formatMonthYear(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('monthYear', instant, timeZone);
}

/** '3:24 pm IST', or '3:24 pm' with `{ zone: false }` where the zone is already named nearby (a list of slots). */
export function formatTime(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT, opts: { zone?: boolean } = {}): string {
  const time = format('time', instant, timeZone);
  return opts.zone === false ? time : `${time} ${zoneName(timeZone, instant)}`;
}

/** '2026-11-25': the day `instant` falls on in `timeZone`, as a key for grouping (not for display). */
export function dayKey(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return format('dayKey', instant, timeZone);
}

/** '12 November 2026' for an ISO calendar date ('2026-11-12'): a date with no time of day, so no zone. */
export function formatCalendarDate(isoDate: string): string {
  return format('date', `${isoDate.slice(0, 10)}T00:00:00Z`, 'UTC');
}
