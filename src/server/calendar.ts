/**
 * The one .ics builder: talk invitations, updates and cancellations, 'Add to calendar' downloads and
 * mentorship sessions. Events are built and validated by the `ics` library; this module adds what it lacks:
 *
 * - Lines folded at 75 octets (RFC 5545 section 3.1), never inside a UTF-8 character. `ics` folds at 75 characters,
 *   which for a Devanagari title is up to 225 octets, so its output is unfolded and folded again here.
 * - One built event per version (everything that goes into it): `ics` validates each event with yup, which cost
 *   about a quarter of a registration's CPU time when every confirmation built its own. The per-recipient ATTENDEE
 *   line (iTIP, RFC 5546: a REQUEST or CANCEL names its attendee) is added to the cached text. DTSTAMP (when the
 *   file was made) may be up to `ttl` old, which RFC 5545 allows.
 *
 * Times are written in UTC; calendar apps show them in the viewer's zone.
 */
import { createEvent } from 'ics';
import { LRUCache } from 'lru-cache';
import type { MailAttachment } from './mail/mailer';

/**
 * PUBLISH: a file to import ('Add to calendar', mentorship sessions). REQUEST: an invitation or its update (the
 * same UID with a higher SEQUENCE replaces the event in the recipient's calendar). CANCEL: removes it
 * (STATUS:CANCELLED).
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarEvent {
  /** Stable across every version of the event, e.g. 'changetalk-<id>@changepath'. */
  uid: string;
  /** RFC 5545 SEQUENCE: raised on every change of the event. */
  sequence: number;
  title: string;
  description: string;
  location: string;
  url?: string;
  start: Date;
  durationMinutes: number;
  /** Reminders (VALARM, display) this many minutes before the start; not written on a CANCEL. */
  alarmsMinutesBefore?: number[];
}

export interface CalendarOptions {
  method: CalendarMethod;
  /** Organizer's e-mail address (REQUEST and CANCEL need one: RFC 5546 section 3.2). */
  organizer?: { name: string; email: string };
  /** The recipient, written as the ATTENDEE of a REQUEST or CANCEL. */
  attendee?: string;
}

/** A day and an hour before. */
export const DEFAULT_ALARMS = [24 * 60, 60];

const built = new LRUCache<string, string>({ max: 500, ttl: 10 * 60_000 });

/** The .ics text of `event`. Throws if `ics` rejects the event (it validates every field). */
export function buildCalendar(event: CalendarEvent, opts: CalendarOptions): string {
  const key = JSON.stringify([event, event.start.getTime(), opts.method, opts.organizer]);
  let value = built.get(key);
  if (value === undefined) {
    value = unfold(build(event, opts));
    built.set(key, value);
  }
  if (opts.attendee && opts.method !== 'PUBLISH') {
    value = value.replace('\r\nEND:VEVENT', `\r\nATTENDEE;RSVP=FALSE:mailto:${opts.attendee.replace(/[\r\n;:,"]/g, '')}\r\nEND:VEVENT`);
  }
  return fold(value);
}

/** The .ics as an e-mail attachment, with the iTIP method in its content type (mail clients read it there). */
export function calendarAttachment(filename: string, content: string, method: CalendarMethod): MailAttachment {
  return { filename, content, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

function build(event: CalendarEvent, opts: CalendarOptions): string {
  const d = event.start;
  const cancel = opts.method === 'CANCEL';
  const { error, value } = createEvent({
    uid: event.uid,
    sequence: event.sequence,
    method: opts.method,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    start: [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    productId: 'changepath/calendar',
    // NOTE: an organizer without an e-mail makes `ics` write `ORGANIZER;CN="ChangePath"` with no value, which
    // RFC 5545 forbids and strict parsers such as ical.js reject; so only with an address.
    ...(opts.organizer ? { organizer: opts.organizer } : {}),
    ...(!cancel && event.alarmsMinutesBefore?.length
      ? { alarms: event.alarmsMinutesBefore.map((minutes) => ({ action: 'display' as const, description: `Reminder: ${event.title}`, trigger: { minutes, before: true } })) }
      : {}),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** Joins folded lines (CRLF followed by a space or tab, RFC 5545 section 3.1). */
function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

const encoder = new TextEncoder();

/**
 * Folds every line longer than 75 octets: continuation lines start with one space and carry at most 74 octets,
 * breaking only between characters (a UTF-8 sequence is never split).
 */
export function fold(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (encoder.encode(line).length <= 75) return line;
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      let limit = 75;
      for (const ch of line) {
        const size = encoder.encode(ch).length;
        if (octets + size > limit) {
          parts.push(part);
          part = '';
          octets = 0;
          limit = 74;
        }
        part += ch;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
