/**
 * The account e-mails (sign-up verification, password reset, the notice of a password being guessed), in the
 * recipient's language (`locale`, their `users.locale`; server/i18n.ts). Plain text with the link on its own line,
 * plus a minimal HTML version. Nodemailer encodes a subject that is not ASCII (Hindi) as RFC 2047 words.
 */
import type { MessageDescriptor } from '@lingui/core';
import { type Locale, defaultLocale } from '~/shared/locales';
import { serverI18n } from '../i18n';
import type { MailMessage } from './mailer';

/** Escapes text for the HTML part of an e-mail. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const messages = {
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hi {name},' },
  greetingUnnamed: /*i18n*/ { id: 'mail.greeting-unnamed', message: 'Hi there,' },
  ignore: /*i18n*/ { id: 'mail.ignore', message: 'If you did not ask for this, you can ignore this e-mail.' },
  verifySubject: /*i18n*/ { id: 'mail.verify.subject', message: 'Verify your ChangePath e-mail address' },
  verifyBody: /*i18n*/ { id: 'mail.verify.body', message: 'Welcome to ChangePath! Confirm your e-mail address to finish creating your account:' },
  verifyAction: /*i18n*/ { id: 'mail.verify.action', message: 'Verify my e-mail' },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your ChangePath password' },
  resetBody: /*i18n*/ {
    id: 'mail.reset.body',
    message: 'Someone asked to reset the password of your ChangePath account. This link works once and expires in 1 hour:',
  },
  resetAction: /*i18n*/ { id: 'mail.reset.action', message: 'Choose a new password' },
  attackSubject: /*i18n*/ { id: 'mail.attack.subject', message: 'Failed sign-in attempts on your ChangePath account' },
  attackBody: /*i18n*/ {
    id: 'mail.attack.body',
    message:
      'In the last hour someone entered a wrong password for your ChangePath account {failures} times, from {clients} different addresses. Those addresses are now slowed down; you can still sign in as usual from your own devices.',
  },
  attackAdvice: /*i18n*/ { id: 'mail.attack.advice', message: 'If it was not you, your password may be known or guessed: choose a new one here.' },
  attackAction: /*i18n*/ { id: 'mail.attack.action', message: 'Reset my password' },
} satisfies Record<string, MessageDescriptor>;

/** An e-mail's first line in `locale`: 'Hi {name},' or, without a name, 'Hi there,'. */
export function greetingOf(locale: Locale, name: string | null | undefined): string {
  const i18n = serverI18n(locale);
  return name ? i18n._({ ...messages.greeting, values: { name } }) : i18n._(messages.greetingUnnamed);
}

function layout(locale: Locale, name: string, lines: string[], url: string, action: string): Pick<MailMessage, 'text' | 'html'> {
  const i18n = serverI18n(locale);
  const greeting = greetingOf(locale, name);
  const ignore = i18n._(messages.ignore);
  const text = [greeting, '', ...lines, '', url, '', ignore, '', '— ChangePath'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(url)}</p>` +
    `<p>${escapeHtml(ignore)}</p><p>— ChangePath</p>`;
  return { text, html };
}

/** The link that confirms a new account's address (`url`), to `to`, greeting `name` (may be empty). */
export function verificationEmail(to: string, name: string, url: string, locale: Locale = defaultLocale): MailMessage {
  const i18n = serverI18n(locale);
  return { to, subject: i18n._(messages.verifySubject), ...layout(locale, name, [i18n._(messages.verifyBody)], url, i18n._(messages.verifyAction)) };
}

/** The one-time link (`url`, valid an hour) that sets a new password. */
export function resetPasswordEmail(to: string, name: string, url: string, locale: Locale = defaultLocale): MailMessage {
  const i18n = serverI18n(locale);
  return { to, subject: i18n._(messages.resetSubject), ...layout(locale, name, [i18n._(messages.resetBody)], url, i18n._(messages.resetAction)) };
}

/**
 * The notice to an account's owner that its password is being guessed from several places (lockout.ts):
 * their own sign-in still works; `url` is the page that sends a reset link.
 */
export function signInAttackNoticeEmail(to: string, name: string, url: string, failures: number, clients: number, locale: Locale = defaultLocale): MailMessage {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._(messages.attackSubject),
    ...layout(locale, name, [i18n._({ ...messages.attackBody, values: { failures, clients } }), i18n._(messages.attackAdvice)], url, i18n._(messages.attackAction)),
  };
}
