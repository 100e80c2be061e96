/**
 * Dates and times as people read them on ChangePath: Indian English, in the platform's time zone (spec §7:
 * PLATFORM_TIME_ZONE, Asia/Kolkata by default), with the zone named. Formatting in a fixed zone makes a
 * server-rendered page read the same once the browser hydrates it (a browser's own zone would differ).
 */
import { PLATFORM_TIME_ZONE_DEFAULT } from './time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

/** `instant` (ISO-8601 or Date) → e.g. '25 Nov 2026, 3:24 pm IST'. */
export function formatDateTime(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(timeZone, format);
  }
  const zone = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${format.format(new Date(instant))} ${zone}` : format.format(new Date(instant));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `instant` (ISO-8601 or Date) → the day it falls on in `timeZone`, with the zone named: '25 November 2026 (IST)'.
 * The certificate PDF and its verification page both print the issue date with it, so they agree (issue 21).
 */
export function formatDate(instant: string | Date, timeZone: string = PLATFORM_TIME_ZONE_DEFAULT): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dayFormats.set(timeZone, format);
  }
  const zone = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${format.format(new Date(instant))} (${zone})` : format.format(new Date(instant));
}
