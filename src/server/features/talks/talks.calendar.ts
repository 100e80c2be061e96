/**
 * Calendar files for talks ('Add to calendar', confirmation e-mails): an RFC 5545 VEVENT built with the `ics`
 * library. Times are written in UTC; calendar apps show them in the viewer's zone.
 */
import { createEvent } from 'ics';
import { LRUCache } from 'lru-cache';

export interface CalendarTalk {
  id: string;
  title: string;
  description: string | null;
  speaker_name: string;
  location: string | null;
  event_date: Date;
  duration: string | null;
}

/** Minutes in a free-text duration like '45 min', '1 hour', '1.5 hours', '1h 30m'; 60 when unreadable. */
export function durationMinutes(duration: string | null): number {
  if (!duration) return 60;
  const h = /(\d+(?:\.\d+)?)\s*h/i.exec(duration);
  const m = /(\d+)\s*m(?!o)/i.exec(duration);
  const total = (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
  return total > 0 ? Math.round(total) : 60;
}

/**
 * Built calendars, by everything that goes into them. `ics` validates each event with yup, which cost about a
 * quarter of a registration's CPU time when every confirmation e-mail built its own. An edited talk has a new key;
 * DTSTAMP (when the file was made) may be up to `ttl` old, which RFC 5545 allows.
 */
const built = new LRUCache<string, string>({ max: 500, ttl: 10 * 60_000 });

/** The .ics text of one talk. Throws if the library rejects the event (it validates every field). */
export function talkCalendar(talk: CalendarTalk, publicUrl: string): string {
  const key = JSON.stringify([talk.id, talk.title, talk.description, talk.speaker_name, talk.location, talk.event_date.getTime(), talk.duration, publicUrl]);
  let value = built.get(key);
  if (value === undefined) {
    value = buildCalendar(talk, publicUrl);
    built.set(key, value);
  }
  return value;
}

function buildCalendar(talk: CalendarTalk, publicUrl: string): string {
  const d = talk.event_date;
  const { error, value } = createEvent({
    uid: `changetalk-${talk.id}@changepath`,
    title: `ChangeTalk: ${talk.title}`,
    description: [talk.description ?? '', `Speaker: ${talk.speaker_name}`, `${publicUrl}/changetalks`].filter(Boolean).join('\n\n'),
    location: talk.location ?? 'Online',
    url: `${publicUrl}/changetalks`,
    start: [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes(talk.duration) },
    productId: 'changepath/changetalks',
    // NOTE: no `organizer`: without an e-mail the `ics` library writes `ORGANIZER;CN="ChangePath"` with no value,
    // which RFC 5545 forbids (ORGANIZER needs a cal-address) and strict parsers such as ical.js reject outright.
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
