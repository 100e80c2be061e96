/**
 * What a talk's page says about itself: its path, title and description for link previews, and the
 * schema.org `Event` JSON-LD search engines read (startDate with the platform zone's offset, attendance mode,
 * location, organizer, performer, and a free offer while registration is open). Pure; unit-tested.
 */
import { TZDate } from '@date-fns/tz';
import type { Talk } from '~/shared/talk-api';
import { DEFAULT_TALK_IMAGE } from '~/shared/talks';

/** The talk's description cut to about 160 characters at a word boundary, or a sentence made from its facts. */
export function talkDescription(talk: Pick<Talk, 'description' | 'speaker_name' | 'title'>): string {
  const text = (talk.description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `${talk.title}: a ChangeTalk by ${talk.speaker_name}.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s\S*$/, '')}…`;
}

/** An ISO-8601 instant with the offset of `timeZone`, e.g. '2026-03-14T18:00:00.000+05:30'. */
export function isoWithOffset(instant: string, timeZone: string): string {
  return new TZDate(new Date(instant).getTime(), timeZone).toISOString();
}

/** Minutes in a duration such as '45 min', '1 hour', '1.5 hours' or '90 minutes'; null when it says no number. */
export function durationMinutes(duration: string | null): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours|m|min|mins|minute|minutes)\b/i.exec(duration ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return Math.round(/^h/i.test(m[2]) ? n * 60 : n);
}

const ONLINE = /^(online|virtual|zoom|google meet|webinar)/i;

/** The schema.org Event for a talk whose page is `url` on `origin`. */
export function talkEventJsonLd(talk: Talk, opts: { origin: string; url: string; timeZone: string }): Record<string, unknown> {
  const online = !talk.location || ONLINE.test(talk.location);
  const minutes = durationMinutes(talk.duration);
  const image = talk.image_url || DEFAULT_TALK_IMAGE;
  const full = talk.capacity != null && talk.registrations_count >= talk.capacity;
  return {
    '@type': 'Event',
    name: talk.title,
    description: talkDescription(talk),
    url: opts.url,
    image: [/^https?:/.test(image) ? image : `${opts.origin}${image}`],
    startDate: isoWithOffset(talk.event_date, opts.timeZone),
    ...(minutes ? { endDate: isoWithOffset(new Date(new Date(talk.event_date).getTime() + minutes * 60_000).toISOString(), opts.timeZone) } : {}),
    eventStatus: talk.event_type === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url: opts.url } : { '@type': 'Place', name: talk.location, address: talk.location },
    organizer: { '@type': 'Organization', name: 'ChangePath', url: opts.origin || undefined },
    performer: { '@type': 'Person', name: talk.speaker_name, ...(talk.speaker_role ? { jobTitle: talk.speaker_role } : {}) },
    ...(talk.event_type === 'upcoming'
      ? {
          offers: {
            '@type': 'Offer',
            price: 0,
            priceCurrency: 'INR',
            url: opts.url,
            availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
