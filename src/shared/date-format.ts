/**
 * The one date and time formatter: dates and times as people read them on ChangePath, in the page's language with
 * Indian conventions (Indian English 'en-IN', or Hindi 'hi-IN' with Latin digits: `intlLocale`), in a named time zone — the platform's (PLATFORM_TIME_ZONE, Asia/Kolkata by default) unless a
 * feature has its own (a mentor's slots are in the mentor's zone) — with the zone named wherever a time of day is
 * shown. Formatting in a fixed zone makes a server-rendered page read the same once the browser hydrates it (a
 * browser's own zone would differ). Every Intl.DateTimeFormat is built once per language, style and zone and kept:
 * building one costs more than the rest of an e-mail (as profiling showed).
 *
 * `dateFormats(locale)` is the set for one language (a page takes its own through `useDateFormats`); the functions
 * exported alone are the English set, for what is read in English (the admin's logs, English e-mails).
 *
 * Inputs are instants (ISO-8601 strings or Dates) unless said otherwise; outputs are display strings.
 */
import { type Locale, defaultLocale, intlLocale } from './locales';
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
  /** 'Wednesday' */
  weekday: { weekday: 'long' },
  /** 'Wed' */
  shortWeekday: { weekday: 'short' },
  /** '3:24 pm' */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 'IST' (the zone's short name, alone, through formatToParts) */
  zone: { timeZoneName: 'short' },
  /** '2026-11-25' (a day's key, for grouping; not for display) */
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    // The day key uses en-CA, whose numeric date is ISO's YYYY-MM-DD; everything people read is in their language.
    format = new Intl.DateTimeFormat(style === 'dayKey' ? 'en-CA' : intlLocale[locale], { ...STYLES[style], timeZone });
    cache.set(key, format);
  }
  return format;
}

/** The date and time formatters of one language; every zone defaults to the platform's. */
export interface DateFormats {
  /** The short name of `timeZone` at `instant` ('IST', 'GMT+2'); the zone's IANA name if it has none. */
  zoneName(timeZone?: string, instant?: string | Date): string;
  /** '25 Nov 2026, 3:24 pm IST' ('25 नव॰ 2026, 3:24 pm IST'). */
  formatDateTime(instant: string | Date, timeZone?: string): string;
  /**
   * The day `instant` falls on in `timeZone`, with the zone named: '25 November 2026 (IST)'. The certificate PDF and
   * its verification page both print the issue date with it, so they agree.
   */
  formatDate(instant: string | Date, timeZone?: string): string;
  /** '25 Nov 2026': the day, short, without the zone (a list's "last updated"). */
  formatShortDate(instant: string | Date, timeZone?: string): string;
  /** 'Wednesday, 25 November 2026': the day an event falls on in `timeZone`. */
  formatLongDate(instant: string | Date, timeZone?: string): string;
  /** 'Wed, 25 Nov': a day's tab label. */
  formatShortDay(instant: string | Date, timeZone?: string): string;
  /** 'Wednesday, 25 November 2026 at 3:24 pm IST': an event's time in an e-mail. */
  formatLongDateTime(instant: string | Date, timeZone?: string): string;
  /** 'November 2026': the month `instant` falls in (a runway's last month). */
  formatMonthYear(instant: string | Date, timeZone?: string): string;
  /** '3:24 pm IST', or '3:24 pm' with `{ zone: false }` where the zone is already named nearby (a list of slots). */
  formatTime(instant: string | Date, timeZone?: string, opts?: { zone?: boolean }): string;
  /** '12 November 2026' for an ISO calendar date ('2026-11-12'): a date with no time of day, so no zone. */
  formatCalendarDate(isoDate: string): string;
  /** The name of a day of the week, 0 = Sunday … 6 = Saturday: 'Wednesday', or 'Wed' with `short` (a weekly schedule). */
  weekdayName(weekday: number, width?: 'long' | 'short'): string;
}

const sets = new Map<Locale, DateFormats>();

/** The date and time formatters of `locale` (made once per language). */
export function dateFormats(locale: Locale): DateFormats {
  const known = sets.get(locale);
  if (known) return known;
  const format = (style: Style, instant: string | Date, timeZone: string) => formatter(locale, style, timeZone).format(new Date(instant));
  const zoneName = (timeZone: string = PLATFORM_TIME_ZONE_DEFAULT, instant: string | Date = new Date()) =>
    formatter(locale, 'zone', timeZone).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const set: DateFormats = {
    zoneName,
    formatDateTime: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => `${format('dateTime', instant, timeZone)} ${zoneName(timeZone, instant)}`,
    formatDate: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => `${format('date', instant, timeZone)} (${zoneName(timeZone, instant)})`,
    formatShortDate: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => format('shortDate', instant, timeZone),
    formatLongDate: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => format('longDate', instant, timeZone),
    formatShortDay: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => format('shortDay', instant, timeZone),
    formatLongDateTime: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => format('longDateTime', instant, timeZone),
    formatMonthYear: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT) => format('monthYear', instant, timeZone),
    formatTime: (instant, timeZone = PLATFORM_TIME_ZONE_DEFAULT, opts = {}) => {
      const time = format('time', instant, timeZone);
      return opts.zone === false ? time : `${time} ${zoneName(timeZone, instant)}`;
    },
    formatCalendarDate: (isoDate) => format('date', `${isoDate.slice(0, 10)}T00:00:00Z`, 'UTC'),
    // 4 January 2026 was a Sunday: the day `weekday` days after it has that weekday.
    weekdayName: (weekday, width = 'long') => format(width === 'short' ? 'shortWeekday' : 'weekday', `2026-01-${String(4 + weekday).padStart(2, '0')}T12:00:00Z`, 'UTC'),
  };
  sets.set(locale, set);
  return set;
}

/** The English formatters, for what is read in English whatever the page (see `DateFormats` for each). */
export const {
  zoneName,
  formatDateTime,
  formatDate,
  formatShortDate,
  formatLongDate,
  formatShortDay,
  formatLongDateTime,
  formatMonthYear,
  formatTime,
  formatCalendarDate,
  weekdayName,
} = dateFormats(defaultLocale);

/** '2026-11-25': the day `instant` falls on in `timeZone`, as a key for grouping (not for display). */
export function dayKey(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  return formatter(defaultLocale, 'dayKey', timeZone).format(new Date(instant));
}
