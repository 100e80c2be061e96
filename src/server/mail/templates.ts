/**
 * The account e-mails (sign-up verification, password reset). Plain text with the link on its own
 * line, plus a minimal HTML version.
 */
import type { MailMessage } from './mailer';

/** Escapes text for the HTML part of an e-mail. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(greeting: string, lines: string[], url: string, action: string): Pick<MailMessage, 'text' | 'html'> {
  const text = [greeting, '', ...lines, '', url, '', 'If you did not ask for this, you can ignore this e-mail.', '', '— ChangePath'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(url)}</p>` +
    '<p>If you did not ask for this, you can ignore this e-mail.</p><p>— ChangePath</p>';
  return { text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your ChangePath e-mail address',
    ...layout(`Hi ${name || 'there'},`, ['Welcome to ChangePath! Confirm your e-mail address to finish creating your account:'], url, 'Verify my e-mail'),
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your ChangePath password',
    ...layout(`Hi ${name || 'there'},`, ['Someone asked to reset the password of your ChangePath account. This link works once and expires in 1 hour:'], url, 'Choose a new password'),
  };
}

/**
 * The notice to an account's owner that its password is being guessed from several places (lockout.ts):
 * their own sign-in still works; `url` is the page that sends a reset link.
 */
export function signInAttackNoticeEmail(to: string, name: string, url: string, failures: number, clients: number): MailMessage {
  return {
    to,
    subject: 'Failed sign-in attempts on your ChangePath account',
    ...layout(
      `Hi ${name || 'there'},`,
      [
        `In the last hour someone entered a wrong password for your ChangePath account ${failures} times, from ${clients} different addresses. Those addresses are now slowed down; you can still sign in as usual from your own devices.`,
        'If it was not you, your password may be known or guessed: choose a new one here.',
      ],
      url,
      'Reset my password',
    ),
  };
}
