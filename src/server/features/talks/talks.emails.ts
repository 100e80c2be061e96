/** The ChangeTalks e-mails: registration confirmation (with the .ics), waitlist promotion, reminder, cancellation. */
import type { MailMessage } from '../../mail/mailer';
import { type CalendarTalk, talkCalendar } from './talks.calendar';

export type EmailTalk = CalendarTalk & { event_time: string | null };

/** One formatter per time zone: building an Intl.DateTimeFormat costs more than the rest of an e-mail (profiled). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function when(talk: EmailTalk, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format.format(talk.event_date);
}

function ics(talk: EmailTalk, publicUrl: string) {
  return [{ filename: 'changetalk.ics', content: talkCalendar(talk, publicUrl), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
}

export function registrationEmail(to: string, talk: EmailTalk, opts: { publicUrl: string; timeZone: string }): MailMessage {
  return {
    to,
    subject: `You're registered: ${talk.title}`,
    text: [
      `You're registered for the ChangeTalk "${talk.title}" with ${talk.speaker_name}.`,
      '',
      `When: ${when(talk, opts.timeZone)}`,
      `Where: ${talk.location ?? 'Online'}`,
      '',
      'The calendar file attached adds it to your calendar. We will remind you about a day before.',
      `Manage your registration: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: ics(talk, opts.publicUrl),
    transactional: true,
  };
}

export function promotedEmail(to: string, talk: EmailTalk, opts: { publicUrl: string; timeZone: string }): MailMessage {
  return {
    ...registrationEmail(to, talk, opts),
    subject: `A seat opened up: you're registered for ${talk.title}`,
  };
}

export function reminderEmail(to: string, talk: EmailTalk, opts: { publicUrl: string; timeZone: string }): MailMessage {
  return {
    to,
    subject: `Reminder: ${talk.title} is tomorrow`,
    text: [
      `A reminder that the ChangeTalk "${talk.title}" with ${talk.speaker_name} starts soon.`,
      '',
      `When: ${when(talk, opts.timeZone)}`,
      `Where: ${talk.location ?? 'Online'}`,
      '',
      `Details: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: ics(talk, opts.publicUrl),
  };
}

export function talkCancelledEmail(to: string, talk: EmailTalk, opts: { publicUrl: string; timeZone: string }): MailMessage {
  return {
    to,
    subject: `Cancelled: ${talk.title}`,
    text: [
      `We're sorry: the ChangeTalk "${talk.title}" with ${talk.speaker_name}, planned for ${when(talk, opts.timeZone)}, has been cancelled.`,
      '',
      `See the other upcoming talks: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
  };
}
