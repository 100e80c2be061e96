/**
 * Calendar files for talks: the talk as an event for the one .ics builder (`../../calendar.ts`).
 * 'Add to calendar' downloads a PUBLISH file; registration and promotion e-mails and reminders carry a REQUEST,
 * a change of time or place a REQUEST with a higher SEQUENCE, a cancellation (of the talk, or of one's own
 * registration) a CANCEL. UID `changetalk-<id>@changepath` never changes; `sequence` is the talk's counter,
 * raised by every change (`changetalks.sequence`). Only the invitations sent to registrants carry an online talk's join
 * link (URL, and LOCATION when the talk is online); the public file never does. The words around the talk's own
 * (its speaker's label, the place of an online talk) and its link are in `locale`, the recipient's language.
 */
import { type CalendarMethod, DEFAULT_ALARMS, buildCalendar, calendarAttachment } from '../../calendar';
import { type Locale, defaultLocale, localizedPath } from '~/shared/locales';
import { isOnlineTalk } from '~/shared/talks';
import { serverI18n } from '../../i18n';
import type { MailAttachment } from '../../mail/mailer';

export interface CalendarTalk {
  id: string;
  title: string;
  description: string | null;
  speaker_name: string;
  location: string | null;
  event_date: Date;
  duration: string | null;
  sequence: number;
  /** The online talk's join link: written only into registrants' invitations (REQUEST), never a public file. */
  join_url?: string | null;
}

/** The words of a talk's calendar file; `online` is also the place the talk e-mails name for a talk without one. */
export const calendarMessages = {
  speaker: /*i18n*/ { id: 'calendar.talk.speaker', message: 'Speaker: {speaker}' },
  online: /*i18n*/ { id: 'calendar.talk.online', message: 'Online' },
};

/** Minutes in a free-text duration like '45 min', '1 hour', '1.5 hours', '1h 30m'; 60 when unreadable. */
export function durationMinutes(duration: string | null): number {
  if (!duration) return 60;
  const h = /(\d+(?:\.\d+)?)\s*h/i.exec(duration);
  const m = /(\d+)\s*m(?!o)/i.exec(duration);
  const total = (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
  return total > 0 ? Math.round(total) : 60;
}

/**
 * The .ics text of one talk. `organizerEmail` (MAIL_FROM's address) and `attendee` are written for REQUEST and
 * CANCEL. Throws if the library rejects the event.
 */
export function talkCalendar(
  talk: CalendarTalk,
  opts: { publicUrl: string; method?: CalendarMethod; organizerEmail?: string; attendee?: string; locale?: Locale },
): string {
  const method = opts.method ?? 'PUBLISH';
  const locale = opts.locale ?? defaultLocale;
  const i18n = serverI18n(locale);
  const talksPage = `${opts.publicUrl}${localizedPath('/changetalks', locale)}`;
  const speaker = i18n._({ ...calendarMessages.speaker, values: { speaker: talk.speaker_name } });
  // A registrant's invitation carries the join link: as its URL, and as the place of a talk held online.
  const join = method === 'REQUEST' ? (talk.join_url ?? null) : null;
  return buildCalendar(
    {
      uid: `changetalk-${talk.id}@changepath`,
      sequence: talk.sequence,
      title: `ChangeTalk: ${talk.title}`,
      description: [talk.description ?? '', speaker, talksPage].filter(Boolean).join('\n\n'),
      location: join && isOnlineTalk(talk.location) ? join : (talk.location ?? i18n._(calendarMessages.online)),
      url: join ?? talksPage,
      start: talk.event_date,
      durationMinutes: durationMinutes(talk.duration),
      alarmsMinutesBefore: DEFAULT_ALARMS,
    },
    {
      method,
      ...(method !== 'PUBLISH' && opts.organizerEmail ? { organizer: { name: 'ChangePath', email: opts.organizerEmail } } : {}),
      attendee: opts.attendee,
    },
  );
}

/** The talk's .ics for `to`, as an e-mail attachment, in `opts.locale` (the recipient's language; default English). */
export function talkCalendarAttachment(
  talk: CalendarTalk,
  to: string,
  opts: { publicUrl: string; organizerEmail: string; method: 'REQUEST' | 'CANCEL'; locale?: Locale },
): MailAttachment {
  return calendarAttachment('changetalk.ics', talkCalendar(talk, { ...opts, attendee: to }), opts.method);
}
