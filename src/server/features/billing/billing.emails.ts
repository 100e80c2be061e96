/**
 * Billing's e-mails to a subscriber, in their language (`users.locale`; server/i18n.ts) with links to pages in it:
 * the notice that a renewal could not be collected (the grace period's start). Amounts through the one money
 * formatter, dates through the one date formatter; the plan's name is a product name and stays as it is.
 */
import type { MessageDescriptor } from '@lingui/core';
import { GRACE_PERIOD_DAYS, formatPaise } from '~/shared/billing';
import { dateFormats } from '~/shared/date-format';
import { type Locale, localizedPath } from '~/shared/locales';
import { paths } from '~/shared/paths';
import { serverI18n } from '../../i18n';
import type { MailMessage } from '../../mail/mailer';
import { greetingOf } from '../../mail/templates';

const messages = {
  renewalFailedSubject: /*i18n*/ { id: 'mail.billing.renewal-failed.subject', message: 'Your {plan} renewal did not go through' },
  renewalFailedBody: /*i18n*/ {
    id: 'mail.billing.renewal-failed.body',
    message:
      'Razorpay could not collect {amount} for your ChangePath {plan} plan. You keep {plan} until {until} while the payment is tried again. To keep it for sure, check the payment method on your mandate or pay again from the Billing page:',
  },
  renewalFailedAfter: /*i18n*/ {
    id: 'mail.billing.renewal-failed.after',
    message: 'After that date your account becomes Free; everything you made and earned stays.',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * The notice that Razorpay could not collect a renewal: the subscriber keeps the plan until `paidThrough` plus the
 * grace period while Razorpay retries. `amountPaise`: the renewal's amount; `timeZone`: the platform's, for the date.
 */
export function renewalFailedEmail(
  to: { email: string; name: string; locale: Locale },
  renewal: { plan: string; amountPaise: number; graceFrom: Date },
  opts: { publicUrl: string; timeZone: string },
): MailMessage {
  const i18n = serverI18n(to.locale);
  const until = new Date(renewal.graceFrom.getTime() + GRACE_PERIOD_DAYS * 86_400_000);
  const values = { plan: renewal.plan, amount: formatPaise(renewal.amountPaise), until: dateFormats(to.locale).formatLongDate(until, opts.timeZone) };
  return {
    to: to.email,
    subject: i18n._({ ...messages.renewalFailedSubject, values }),
    text: [
      greetingOf(to.locale, to.name),
      '',
      i18n._({ ...messages.renewalFailedBody, values }),
      `${opts.publicUrl}${localizedPath(paths.billing, to.locale)}`,
      '',
      i18n._(messages.renewalFailedAfter),
      '',
      'ChangePath',
    ].join('\n'),
  };
}

const invitation = {
  subject: /*i18n*/ { id: 'mail.team.invited.subject', message: '{owner} invited you to ChangePath Business' },
  body: /*i18n*/ {
    id: 'mail.team.invited.body',
    message:
      '{owner} has a ChangePath Business seat for you at {team}: unlimited AI career tools, every course and certificate, and mentorship sessions with industry mentors, paid for by {team}.',
  },
  accept: /*i18n*/ {
    id: 'mail.team.invited.accept',
    message: 'Accept the invitation here (sign in, or create a free account with any e-mail address, first):',
  },
  unexpected: /*i18n*/ { id: 'mail.team.invited.unexpected', message: 'If you did not expect this, ignore this e-mail.' },
  yourOrganisation: /*i18n*/ { id: 'mail.team.invited.your-organisation', message: 'Your organisation' },
} satisfies Record<string, MessageDescriptor>;

/**
 * An invitation to a team's Business seat, in `locale` (the invitee's account language when they have an account,
 * else the language the owner invited from). `acceptUrl`: the join page with the invitation's token, absolute and
 * without a language (the page is opened in `locale`); `owner`: the owner's name (empty: 'Your organisation').
 */
export function teamInvitationEmail(to: string, invite: { owner: string; team: string; acceptPath: string }, opts: { publicUrl: string; locale: Locale }): MailMessage {
  const i18n = serverI18n(opts.locale);
  const owner = invite.owner || i18n._(invitation.yourOrganisation);
  const values = { owner, team: invite.team };
  return {
    to,
    subject: i18n._({ ...invitation.subject, values }),
    text: [
      // The invitee may have no account yet, so no name: the shared unnamed greeting.
      greetingOf(opts.locale, null),
      '',
      i18n._({ ...invitation.body, values }),
      '',
      i18n._(invitation.accept),
      `${opts.publicUrl}${localizedPath(invite.acceptPath, opts.locale)}`,
      '',
      i18n._(invitation.unexpected),
      '',
      'ChangePath',
    ].join('\n'),
  };
}
