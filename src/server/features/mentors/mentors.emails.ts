/**
 * The mentorship e-mails: the learner's booking confirmation, with the session as a calendar file (PUBLISH), written
 * in the learner's language (`locale`, their `users.locale`: server/i18n.ts) with links to pages in that language, and
 * the mentor's notice of a new session, in English (a mentor has no account language). The mentor's name and title
 * stay as written.
 */
import type { MessageDescriptor } from '@lingui/core';
import { CANCEL_HOURS_BEFORE, SESSION_MINUTES } from '~/shared/learning';
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale, localizedPath } from '~/shared/locales';
import { paths } from '~/shared/paths';
import { DEFAULT_ALARMS, buildCalendar, calendarAttachment } from '../../calendar';
import { serverI18n } from '../../i18n';
import type { MailMessage } from '../../mail/mailer';

const messages = {
  bookedSubject: /*i18n*/ { id: 'mail.mentor.booked.subject', message: 'Mentorship session booked with {mentor}' },
  bookedBody: /*i18n*/ {
    id: 'mail.mentor.booked.body',
    message: 'Your {minutes}-minute session with {mentor} ({title}) is booked for {when}.',
  },
  cancelUntil: /*i18n*/ { id: 'mail.mentor.cancel-until', message: 'You can cancel up to {hours} hours before it starts: {url}' },
  calendarTitle: /*i18n*/ { id: 'mail.mentor.calendar.title', message: 'ChangePath mentorship: {learner} with {mentor}' },
  calendarDescription: /*i18n*/ { id: 'mail.mentor.calendar.description', message: 'A {minutes}-minute mentorship session booked on ChangePath. Manage it at {url}' },
  online: /*i18n*/ { id: 'mail.mentor.calendar.online', message: 'Online' },
  aLearner: /*i18n*/ { id: 'mail.mentor.a-learner', message: 'A ChangePath learner' },
} satisfies Record<string, MessageDescriptor>;

export interface BookedSession {
  bookingId: string;
  mentor: { name: string; title: string; slug: string; email: string; time_zone: string };
  learner: { name: string | null; email: string };
  startsAt: Date;
}

/** The session as a calendar file, its words in `locale`: one 30-minute event with the usual reminders. */
function sessionCalendar(session: BookedSession, publicUrl: string, locale: Locale): string {
  const i18n = serverI18n(locale);
  const learner = session.learner.name || i18n._(messages.aLearner);
  return buildCalendar(
    {
      uid: `mentor-session-${session.bookingId}@changepath`,
      sequence: 0,
      title: i18n._({ ...messages.calendarTitle, values: { learner, mentor: session.mentor.name } }),
      description: i18n._({ ...messages.calendarDescription, values: { minutes: SESSION_MINUTES, url: `${publicUrl}${localizedPath(paths.mentorMatching, locale)}` } }),
      location: i18n._(messages.online),
      start: session.startsAt,
      durationMinutes: SESSION_MINUTES,
      alarmsMinutesBefore: DEFAULT_ALARMS,
    },
    { method: 'PUBLISH' },
  );
}

/** The learner's confirmation, in their language, with the calendar file. */
export function bookingConfirmation(session: BookedSession, publicUrl: string, locale: Locale = defaultLocale): MailMessage {
  const i18n = serverI18n(locale);
  const when = dateFormats(locale).formatLongDateTime(session.startsAt, session.mentor.time_zone);
  const page = `${publicUrl}${localizedPath(paths.mentorProfile.replace(':slug', session.mentor.slug), locale)}`;
  return {
    to: session.learner.email,
    subject: i18n._({ ...messages.bookedSubject, values: { mentor: session.mentor.name } }),
    text: [
      i18n._({ ...messages.bookedBody, values: { minutes: SESSION_MINUTES, mentor: session.mentor.name, title: session.mentor.title, when } }),
      i18n._({ ...messages.cancelUntil, values: { hours: CANCEL_HOURS_BEFORE, url: page } }),
    ].join('\n\n'),
    attachments: [calendarAttachment('mentorship-session.ics', sessionCalendar(session, publicUrl, locale), 'PUBLISH')],
    transactional: true,
  };
}

/** The mentor's notice of a new session, in English, with the same event (in English) for their calendar. */
export function newSessionNotice(session: BookedSession, publicUrl: string): MailMessage {
  const when = dateFormats(defaultLocale).formatLongDateTime(session.startsAt, session.mentor.time_zone);
  const name = session.learner.name || 'A learner';
  return {
    to: session.mentor.email,
    subject: `New mentorship session: ${session.learner.name || 'a learner'}`,
    text: `${name} (${session.learner.email}) booked a ${SESSION_MINUTES}-minute session with you for ${when}.`,
    attachments: [calendarAttachment('mentorship-session.ics', sessionCalendar(session, publicUrl, defaultLocale), 'PUBLISH')],
    transactional: true,
  };
}
