/**
 * The ChangeTalks e-mails: registration confirmation, waitlist promotion and reminder (each with the talk's .ics as
 * a REQUEST, and an online talk's join link, which only registrants receive), a change of time or place (REQUEST, higher SEQUENCE), and the talk's cancellation or one's own
 * (CANCEL, STATUS:CANCELLED), so the event in the person's calendar follows the talk.
 */
import { formatLongDateTime } from '~/shared/date-format';
import type { MailMessage } from '../../mail/mailer';
import { type CalendarTalk, talkCalendarAttachment } from './talks.calendar';

export type EmailTalk = CalendarTalk & { event_time: string | null };

/** What every talk e-mail needs: links, the zone times are written in, the invitations' organizer (MAIL_FROM). */
export interface TalkEmailOptions {
  publicUrl: string;
  timeZone: string;
  organizerEmail: string;
}

function when(talk: EmailTalk, timeZone: string): string {
  return formatLongDateTime(talk.event_date, timeZone);
}

/** Where and how to join: the place, and for a registrant the online talk's join link. */
function whereLines(talk: EmailTalk): string[] {
  return [`Where: ${talk.location ?? 'Online'}`, ...(talk.join_url ? [`Join online: ${talk.join_url}`] : [])];
}

const invitation = (to: string, talk: EmailTalk, opts: TalkEmailOptions) => [talkCalendarAttachment(talk, to, { ...opts, method: 'REQUEST' })];
const cancellation = (to: string, talk: EmailTalk, opts: TalkEmailOptions) => [talkCalendarAttachment(talk, to, { ...opts, method: 'CANCEL' })];

export function registrationEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    to,
    subject: `You're registered: ${talk.title}`,
    text: [
      `You're registered for the ChangeTalk "${talk.title}" with ${talk.speaker_name}.`,
      '',
      `When: ${when(talk, opts.timeZone)}`,
      ...whereLines(talk),
      '',
      'The calendar file attached adds it to your calendar, with reminders a day and an hour before. If the time or place changes, or the talk is cancelled, we will send you an updated one.',
      `Manage your registration: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: invitation(to, talk, opts),
    transactional: true,
  };
}

export function promotedEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    ...registrationEmail(to, talk, opts),
    subject: `A seat opened up: you're registered for ${talk.title}`,
  };
}

export function reminderEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    to,
    subject: `Reminder: ${talk.title} is tomorrow`,
    text: [
      `A reminder that the ChangeTalk "${talk.title}" with ${talk.speaker_name} starts soon.`,
      '',
      `When: ${when(talk, opts.timeZone)}`,
      ...whereLines(talk),
      '',
      `Details: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: invitation(to, talk, opts),
  };
}

/** The talk's time or place changed: the new details, and an .ics that moves the event in the calendar. */
export function talkChangedEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    to,
    subject: `Changed: ${talk.title}`,
    text: [
      `The ChangeTalk "${talk.title}" with ${talk.speaker_name} has changed. You're still registered.`,
      '',
      `When: ${when(talk, opts.timeZone)}`,
      ...whereLines(talk),
      '',
      'The calendar file attached updates the event in your calendar.',
      `Manage your registration: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: invitation(to, talk, opts),
  };
}

export function talkCancelledEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    to,
    subject: `Cancelled: ${talk.title}`,
    text: [
      `We're sorry: the ChangeTalk "${talk.title}" with ${talk.speaker_name}, planned for ${when(talk, opts.timeZone)}, has been cancelled.`,
      '',
      'The calendar file attached removes it from your calendar.',
      `See the other upcoming talks: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: cancellation(to, talk, opts),
  };
}

/** The person cancelled their own registration: a confirmation, and an .ics that removes the event. */
export function registrationCancelledEmail(to: string, talk: EmailTalk, opts: TalkEmailOptions): MailMessage {
  return {
    to,
    subject: `Registration cancelled: ${talk.title}`,
    text: [
      `You cancelled your registration for the ChangeTalk "${talk.title}" with ${talk.speaker_name} (${when(talk, opts.timeZone)}).`,
      '',
      'The calendar file attached removes it from your calendar.',
      `Changed your mind? Register again while seats last: ${opts.publicUrl}/changetalks`,
    ].join('\n'),
    attachments: cancellation(to, talk, opts),
    transactional: true,
  };
}
