/**
 * The ChangeTalks e-mails: registration confirmation, waitlist promotion and reminder (each with the talk's .ics as
 * a REQUEST, and an online talk's join link, which only registrants receive), a change of time or place (REQUEST,
 * higher SEQUENCE), and the talk's cancellation or one's own (CANCEL, STATUS:CANCELLED), so the event in the person's
 * calendar follows the talk. Each is written in the recipient's language (`locale`, their `users.locale`:
 * server/i18n.ts), its links lead to pages in that language; the talk's own title and description stay as written.
 */
import type { MessageDescriptor } from '@lingui/core';
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale, localizedPath } from '~/shared/locales';
import { serverI18n } from '../../i18n';
import type { MailMessage } from '../../mail/mailer';
import { type CalendarTalk, calendarMessages, talkCalendarAttachment } from './talks.calendar';

export type EmailTalk = CalendarTalk & { event_time: string | null };

/** What every talk e-mail needs: links, the zone times are written in, the invitations' organizer (MAIL_FROM). */
export interface TalkEmailOptions {
  publicUrl: string;
  timeZone: string;
  organizerEmail: string;
}

const messages = {
  registeredSubject: /*i18n*/ { id: 'mail.talk.registered.subject', message: "You're registered: {title}" },
  registeredIntro: /*i18n*/ { id: 'mail.talk.registered.intro', message: 'You\'re registered for the ChangeTalk "{title}" with {speaker}.' },
  registeredCalendar: /*i18n*/ {
    id: 'mail.talk.registered.calendar',
    message:
      'The calendar file attached adds it to your calendar, with reminders a day and an hour before. If the time or place changes, or the talk is cancelled, we will send you an updated one.',
  },
  promotedSubject: /*i18n*/ { id: 'mail.talk.promoted.subject', message: "A seat opened up: you're registered for {title}" },
  reminderSubject: /*i18n*/ { id: 'mail.talk.reminder.subject', message: 'Reminder: {title} is tomorrow' },
  reminderIntro: /*i18n*/ { id: 'mail.talk.reminder.intro', message: 'A reminder that the ChangeTalk "{title}" with {speaker} starts soon.' },
  changedSubject: /*i18n*/ { id: 'mail.talk.changed.subject', message: 'Changed: {title}' },
  changedIntro: /*i18n*/ { id: 'mail.talk.changed.intro', message: 'The ChangeTalk "{title}" with {speaker} has changed. You\'re still registered.' },
  changedCalendar: /*i18n*/ { id: 'mail.talk.changed.calendar', message: 'The calendar file attached updates the event in your calendar.' },
  cancelledSubject: /*i18n*/ { id: 'mail.talk.cancelled.subject', message: 'Cancelled: {title}' },
  cancelledIntro: /*i18n*/ {
    id: 'mail.talk.cancelled.intro',
    message: 'We\'re sorry: the ChangeTalk "{title}" with {speaker}, planned for {when}, has been cancelled.',
  },
  removedCalendar: /*i18n*/ { id: 'mail.talk.removed.calendar', message: 'The calendar file attached removes it from your calendar.' },
  otherTalks: /*i18n*/ { id: 'mail.talk.other-talks', message: 'See the other upcoming talks: {url}' },
  withdrawnSubject: /*i18n*/ { id: 'mail.talk.withdrawn.subject', message: 'Registration cancelled: {title}' },
  withdrawnIntro: /*i18n*/ {
    id: 'mail.talk.withdrawn.intro',
    message: 'You cancelled your registration for the ChangeTalk "{title}" with {speaker} ({when}).',
  },
  registerAgain: /*i18n*/ { id: 'mail.talk.register-again', message: 'Changed your mind? Register again while seats last: {url}' },
  when: /*i18n*/ { id: 'mail.talk.when', message: 'When: {when}' },
  where: /*i18n*/ { id: 'mail.talk.where', message: 'Where: {place}' },
  join: /*i18n*/ { id: 'mail.talk.join', message: 'Join online: {url}' },
  manage: /*i18n*/ { id: 'mail.talk.manage', message: 'Manage your registration: {url}' },
  details: /*i18n*/ { id: 'mail.talk.details', message: 'Details: {url}' },
} satisfies Record<string, MessageDescriptor>;

/** The words of one e-mail to one person: messages, the talk's time and the talks page, in their language. */
function writer(talk: EmailTalk, opts: TalkEmailOptions, locale: Locale) {
  const i18n = serverI18n(locale);
  const say = (message: MessageDescriptor, values: Record<string, unknown> = {}) => i18n._({ ...message, values: { title: talk.title, speaker: talk.speaker_name, ...values } });
  const talksPage = `${opts.publicUrl}${localizedPath('/changetalks', locale)}`;
  const when = dateFormats(locale).formatLongDateTime(talk.event_date, opts.timeZone);
  /** Where and how to join: the place, and for a registrant the online talk's join link. */
  const whereLines = () => [
    say(messages.where, { place: talk.location ?? i18n._(calendarMessages.online) }),
    ...(talk.join_url ? [say(messages.join, { url: talk.join_url })] : []),
  ];
  return { say, talksPage, when, whereLines };
}

const invitation = (to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale) => [talkCalendarAttachment(talk, to, { ...opts, method: 'REQUEST', locale })];
const cancellation = (to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale) => [talkCalendarAttachment(talk, to, { ...opts, method: 'CANCEL', locale })];

/** "You're registered", with the invitation. */
export function registrationEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  const { say, talksPage, when, whereLines } = writer(talk, opts, locale);
  return {
    to,
    subject: say(messages.registeredSubject),
    text: [say(messages.registeredIntro), '', say(messages.when, { when }), ...whereLines(), '', say(messages.registeredCalendar), say(messages.manage, { url: talksPage })].join('\n'),
    attachments: invitation(to, talk, opts, locale),
    transactional: true,
  };
}

/** A seat opened up for someone on the waitlist: the registration e-mail under its own subject. */
export function promotedEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  return { ...registrationEmail(to, talk, opts, locale), subject: writer(talk, opts, locale).say(messages.promotedSubject) };
}

/** The day-before reminder, with the invitation again. */
export function reminderEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  const { say, talksPage, when, whereLines } = writer(talk, opts, locale);
  return {
    to,
    subject: say(messages.reminderSubject),
    text: [say(messages.reminderIntro), '', say(messages.when, { when }), ...whereLines(), '', say(messages.details, { url: talksPage })].join('\n'),
    attachments: invitation(to, talk, opts, locale),
  };
}

/** The talk's time or place changed: the new details, and an .ics that moves the event in the calendar. */
export function talkChangedEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  const { say, talksPage, when, whereLines } = writer(talk, opts, locale);
  return {
    to,
    subject: say(messages.changedSubject),
    text: [say(messages.changedIntro), '', say(messages.when, { when }), ...whereLines(), '', say(messages.changedCalendar), say(messages.manage, { url: talksPage })].join('\n'),
    attachments: invitation(to, talk, opts, locale),
  };
}

/** The talk was cancelled: an apology, and an .ics that removes the event. */
export function talkCancelledEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  const { say, talksPage, when } = writer(talk, opts, locale);
  return {
    to,
    subject: say(messages.cancelledSubject),
    text: [say(messages.cancelledIntro, { when }), '', say(messages.removedCalendar), say(messages.otherTalks, { url: talksPage })].join('\n'),
    attachments: cancellation(to, talk, opts, locale),
  };
}

/** The person cancelled their own registration: a confirmation, and an .ics that removes the event. */
export function registrationCancelledEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions, locale: Locale = defaultLocale): MailMessage {
  const { say, talksPage, when } = writer(talk, opts, locale);
  return {
    to,
    subject: say(messages.withdrawnSubject),
    text: [say(messages.withdrawnIntro, { when }), '', say(messages.removedCalendar), say(messages.registerAgain, { url: talksPage })].join('\n'),
    attachments: cancellation(to, talk, opts, locale),
    transactional: true,
  };
}
