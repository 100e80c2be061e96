/**
 * The partnership applicant's e-mails — the application received, with its private status link, and each decision —
 * written in the language the applicant applied in (`partnership_applications.locale`: an applicant may have no
 * account), with links to pages in that language. The institution's name, the admin's note and the institution code
 * stay as written. Support's notices are internal and stay in English (partners.service.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { STATUS_LABELS } from '~/shared/forms';
import { type Locale, localizedPath } from '~/shared/locales';
import { paths } from '~/shared/paths';
import { serverI18n } from '../../i18n';
import type { MailMessage } from '../../mail/mailer';

const messages = {
  receivedSubject: /*i18n*/ { id: 'mail.partner.received.subject', message: 'We received the partnership application for {name}' },
  receivedBody: /*i18n*/ {
    id: 'mail.partner.received.body',
    message: 'Thank you for applying to partner with ChangePath. Our team reviews applications within 5-7 business days and may call you to verify details.',
  },
  followIt: /*i18n*/ { id: 'mail.partner.follow', message: 'Follow your application here (keep this link private):' },
  decidedSubject: /*i18n*/ { id: 'mail.partner.decided.subject', message: 'Partnership application for {name}: {status}' },
  underReview: /*i18n*/ { id: 'mail.partner.under-review', message: 'Your application is now under review. We may call you to verify a few details.' },
  approved: /*i18n*/ { id: 'mail.partner.approved', message: 'Your application is approved. Welcome to ChangePath!' },
  code: /*i18n*/ { id: 'mail.partner.code', message: 'Your institution code is {code}. Students enter it when they affiliate with your institution.' },
  dashboard: /*i18n*/ { id: 'mail.partner.dashboard', message: 'Sign in (or sign up) with this e-mail address to open your Partner Admin Dashboard: {url}' },
  rejected: /*i18n*/ { id: 'mail.partner.rejected', message: "We're sorry: we can't approve the application at this time." },
  reason: /*i18n*/ { id: 'mail.partner.reason', message: 'Reason: {note}' },
  moreInfo: /*i18n*/ { id: 'mail.partner.more-info', message: 'We need a little more information to continue:' },
  replyThere: /*i18n*/ { id: 'mail.partner.reply-there', message: 'Reply on your status page.' },
  statusPage: /*i18n*/ { id: 'mail.partner.status-page', message: 'Status page: {url}' },
} satisfies Record<string, MessageDescriptor>;

/** The applicant's private status page in `locale`, as an absolute address. */
export function statusPageUrl(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(paths.partnershipStatus.replace(':token', token), locale)}`;
}

/** An application as its e-mails need it. */
interface Application {
  name: string;
  email: string;
  status_token: string;
  locale: Locale;
}

/** The applicant's confirmation that the application arrived, with the private status link. */
export function applicationReceived(app: Application, publicUrl: string): MailMessage {
  const i18n = serverI18n(app.locale);
  return {
    to: app.email,
    subject: i18n._({ ...messages.receivedSubject, values: { name: app.name } }),
    text: `${i18n._(messages.receivedBody)}\n\n${i18n._(messages.followIt)}\n${statusPageUrl(publicUrl, app.status_token, app.locale)}`,
  };
}

/**
 * The applicant's e-mail about a decision: `note` is the admin's reason or question (rejected, more_info);
 * `institutionCode` the new institution's code (approved). Transactional: an admin's decision, not something a
 * stranger can trigger, so the per-address limit must not hold it back ('under review' then 'approved' in quick
 * succession).
 */
export function applicationDecided(
  app: Application,
  decision: { status: 'under_review' | 'approved' | 'rejected' | 'more_info'; note: string; institutionCode?: string },
  publicUrl: string,
): MailMessage {
  const i18n = serverI18n(app.locale);
  const say = (text: MessageDescriptor, values?: Record<string, unknown>) => i18n._({ ...text, values });
  const body = {
    under_review: () => [say(messages.underReview)],
    approved: () => [
      say(messages.approved),
      say(messages.code, { code: decision.institutionCode }),
      say(messages.dashboard, { url: `${publicUrl}${localizedPath(paths.partnerAdmin, app.locale)}` }),
    ],
    rejected: () => [say(messages.rejected), say(messages.reason, { note: decision.note })],
    more_info: () => [`${say(messages.moreInfo)}\n\n${decision.note}`, say(messages.replyThere)],
  }[decision.status]();
  return {
    to: app.email,
    subject: say(messages.decidedSubject, { name: app.name, status: i18n._(STATUS_LABELS[decision.status]) }),
    text: [...body, say(messages.statusPage, { url: statusPageUrl(publicUrl, app.status_token, app.locale) })].join('\n\n'),
    transactional: true,
  };
}
