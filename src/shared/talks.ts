/**
 * ChangeTalks contracts shared by the public page, the admin portal and the API: texts, a talk's page address and
 * pure rules (search filter, upcoming/past split, default time). The talk shape the API returns is in talk-api.ts
 * (with zod, which pages that only show texts do not load), the admin form schema in talk-input.ts.
 */
import { TZDate } from '@date-fns/tz';
import { defineTexts, toastTitles } from './messages';
import { paths } from './paths';
import { slugWithId } from './slugs';

/**
 * The ChangeTalks texts, as message descriptors (shared/messages.ts `Text`): shown translated into the page's
 * language; the server's refusals read their English `message`.
 */
export const talkMessages = defineTexts({
  loading: /*i18n*/ { id: 'talks.loading', message: 'Loading changetalks...' },
  searchPlaceholder: /*i18n*/ { id: 'talks.search-placeholder', message: 'Search talks or speakers...' },
  register: /*i18n*/ { id: 'talks.register', message: 'Register Now' },
  signInToRegister: /*i18n*/ { id: 'talks.sign-in-to-register', message: 'Sign in to Register' },
  joinWaitlist: /*i18n*/ { id: 'talks.join-waitlist', message: 'Join waitlist' },
  watchRecording: /*i18n*/ { id: 'talks.watch-recording', message: 'Watch Recording' },
  loadFailed: { title: toastTitles.error, description: /*i18n*/ { id: 'talks.load-failed', message: 'Failed to load changetalks' } },
  signInRequired: { title: /*i18n*/ { id: 'talks.sign-in-required.title', message: 'Please sign in' }, description: /*i18n*/ { id: 'talks.sign-in-required.description', message: 'You need to be signed in to register for events' } },
  alreadyRegistered: { title: /*i18n*/ { id: 'talks.already-registered.title', message: 'Already registered' }, description: /*i18n*/ { id: 'talks.already-registered.description', message: "You're already registered for this event" } },
  registrationFailed: { title: /*i18n*/ { id: 'talks.registration-failed.title', message: 'Registration failed' }, description: /*i18n*/ { id: 'talks.registration-failed.description', message: 'Please try again later' } },
  registrationSuccessful: { title: /*i18n*/ { id: 'talks.registration-successful.title', message: 'Registration successful' }, description: /*i18n*/ { id: 'talks.registration-successful.description', message: "You've been registered for this event" } },
  waitlisted: { title: /*i18n*/ { id: 'talks.waitlisted.title', message: 'Added to the waitlist' }, description: /*i18n*/ { id: 'talks.waitlisted.description', message: "This talk is full. We'll e-mail you if a seat opens up." } },
  cancelled: { title: /*i18n*/ { id: 'talks.cancelled.title', message: 'Registration cancelled' }, description: /*i18n*/ { id: 'talks.cancelled.description', message: 'Your seat has been released.' } },
  adminFetchFailed: /*i18n*/ { id: 'talks.admin-fetch-failed', message: 'Failed to fetch changetalks' },
  adminSaveFailed: /*i18n*/ { id: 'talks.admin-save-failed', message: 'Failed to save changetalk' },
  adminDeleteFailed: /*i18n*/ { id: 'talks.admin-delete-failed', message: 'Failed to delete changetalk' },
  adminUpdated: /*i18n*/ { id: 'talks.admin-updated', message: 'Changetalk updated successfully' },
  adminCreated: /*i18n*/ { id: 'talks.admin-created', message: 'Changetalk created successfully' },
  adminDeleted: /*i18n*/ { id: 'talks.admin-deleted', message: 'Changetalk deleted successfully' },
  deleteConfirm: /*i18n*/ { id: 'talks.delete-confirm', message: 'Are you sure you want to delete this changetalk?' },
  joinForRegistrants: /*i18n*/ { id: 'talks.join-for-registrants', message: 'Only people registered for this talk get its join link. Register (or, on the waitlist, wait for a seat) to get it.' },
  joinOpensAt: (time: string) => ({
    ...(/*i18n*/ {
      id: 'talks.join-opens-at',
      message: 'The join link appears here {minutes} minutes before the start, at {time}. It is also in your confirmation e-mail and calendar invitation.',
    }),
    values: { minutes: JOIN_LINK_OPENS_MINUTES, time },
  }),
  joinNow: /*i18n*/ { id: 'talks.join-now', message: 'Join the talk' },
  emptyTitle: /*i18n*/ { id: 'talks.empty-title', message: 'No ChangeTalks yet' },
  emptyText: /*i18n*/ { id: 'talks.empty-text', message: 'Create your first changetalk to get started' },
  notFound: /*i18n*/ { id: 'talks.not-found', message: 'This talk does not exist.' },
  registrationClosed: /*i18n*/ { id: 'talks.registration-closed', message: 'Registration is closed for this talk.' },
  notRegistered: /*i18n*/ { id: 'talks.not-registered', message: 'You are not registered for this talk.' },
  unknownTalk: /*i18n*/ { id: 'talks.unknown-talk', message: 'Unknown talk' },
  titleRequired: /*i18n*/ { id: 'talks.title-required', message: 'Title is required' },
  speakerRequired: /*i18n*/ { id: 'talks.speaker-required', message: 'Speaker name is required' },
  dateRequired: /*i18n*/ { id: 'talks.date-required', message: 'Event date is required' },
  timeFormat: /*i18n*/ { id: 'talks.time-format', message: 'Use a time like 18:00' },
  httpsOrUpload: /*i18n*/ { id: 'talks.https-or-upload', message: 'Use an https:// address or upload a file' },
  joinUrlHttps: /*i18n*/ { id: 'talks.join-url-https', message: 'Use the https:// link people join with' },
});

/** When the admin leaves the time empty, the talk starts at 18:00 (platform time zone). */
export const DEFAULT_EVENT_TIME = '18:00';
export const EVENT_TYPES = ['upcoming', 'past', 'cancelled'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Image served by the app itself when a talk has none (no hot-linked stock photo). */
export const DEFAULT_TALK_IMAGE = '/images/changetalk-default.svg';

/** A talk's own page: `/changetalks/<title words>-<id>`. */
export function talkPath(talk: { id: string; title: string }): string {
  return paths.talk.replace(':slug', slugWithId(talk.title, talk.id));
}

/**
 * The UTC instant of a date and time in a time zone (empty time = 18:00).
 * @param date 'YYYY-MM-DD'; @param time 'HH:MM' or null; @param timeZone IANA name, e.g. 'Asia/Kolkata'.
 */
export function eventInstant(date: string, time: string | null | undefined, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time || DEFAULT_EVENT_TIME).split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The date part (YYYY-MM-DD) and time (HH:MM) of an instant in a time zone: what the edit form shows. */
export function dateAndTimeIn(instant: string | Date, timeZone: string): { date: string; time: string } {
  const z = new TZDate(new Date(instant).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, time: `${pad(z.getHours())}:${pad(z.getMinutes())}` };
}

/** The search box matches title or speaker name, case-insensitively. */
export function matchesTalkSearch(talk: { title: string; speaker_name: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return talk.title.toLowerCase().includes(q) || talk.speaker_name.toLowerCase().includes(q);
}

/** Split by event_type; cancelled talks are in neither list. Upcoming by date ascending, past by date descending. */
export function splitTalks<T extends { event_type: EventType; event_date: string }>(talks: T[]): { upcoming: T[]; past: T[] } {
  const byDate = (a: T, b: T) => a.event_date.localeCompare(b.event_date);
  return {
    upcoming: talks.filter((t) => t.event_type === 'upcoming').sort(byDate),
    past: talks.filter((t) => t.event_type === 'past').sort((a, b) => byDate(b, a)),
  };
}

/** A registrant sees an online talk's join link on its page from this many minutes before the start. */
export const JOIN_LINK_OPENS_MINUTES = 30;

/** True for a talk held online: no place given, or a place that names an online service. */
export function isOnlineTalk(location: string | null | undefined): boolean {
  return !location?.trim() || /\b(online|zoom|google meet|meet|teams|webinar|youtube|live ?stream)\b/i.test(location);
}
