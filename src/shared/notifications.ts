/**
 * Notifications: what a person is told about, how each kind is worded, and how it may reach them.
 *
 * Every notification appears in the app (the header's bell and /notifications). Categories whose events already
 * send their own e-mail because the person asked for the thing (a talk registration, a mentor booking, a
 * partnership application) are `essential`: that e-mail always goes, and the preference does not apply. The other
 * categories follow the person's choice: in the app only, an e-mail each time, or one daily digest.
 */
import type { MessageDescriptor } from '@lingui/core';
import { dateFormats } from './date-format';
import type { Locale } from './locales';
import { defineTexts } from './messages';
// The zod schemas (and the types made from them) are in notification-schemas.ts: the header's bell reads the texts
// here on every page, and zod would otherwise be part of the JavaScript every page loads first.

export const NOTIFICATION_TYPES = [
  'thread_reply',
  'reply_reply',
  'post_liked',
  'talk_registered',
  'talk_promoted',
  'talk_changed',
  'talk_cancelled',
  'booking_confirmed',
  'booking_cancelled',
  'partnership_decided',
  'certificate_issued',
  'report_resolved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_DELIVERIES = ['in_app', 'email', 'digest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** The words the preference form shows for each delivery. */
export const deliveryLabels: Record<NotificationDelivery, MessageDescriptor> = {
  in_app: /*i18n*/ { id: 'notifications.delivery.in-app', message: 'In the app only' },
  email: /*i18n*/ { id: 'notifications.delivery.email', message: 'E-mail each time' },
  digest: /*i18n*/ { id: 'notifications.delivery.digest', message: 'One daily digest e-mail' },
};

/** Categories a person chooses a delivery for, with the default when they have not chosen. */
export const NOTIFICATION_CATEGORIES = {
  replies: { label: /*i18n*/ { id: 'notifications.category.replies', message: 'Replies to my threads and replies' }, default: 'email', types: ['thread_reply', 'reply_reply'] },
  likes: { label: /*i18n*/ { id: 'notifications.category.likes', message: 'Likes on my posts' }, default: 'in_app', types: ['post_liked'] },
  certificates: { label: /*i18n*/ { id: 'notifications.category.certificates', message: 'Certificates I earn' }, default: 'email', types: ['certificate_issued'] },
  moderation: { label: /*i18n*/ { id: 'notifications.category.moderation', message: 'Outcomes of my reports' }, default: 'in_app', types: ['report_resolved'] },
} as const satisfies Record<string, { label: MessageDescriptor; default: NotificationDelivery; types: readonly NotificationType[] }>;
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export const NOTIFICATION_CATEGORY_NAMES = Object.keys(NOTIFICATION_CATEGORIES) as NotificationCategory[];

/** The category a type's e-mail follows, or null when its e-mail is essential (sent by its own feature, always). */
export function categoryOf(type: NotificationType): NotificationCategory | null {
  for (const name of NOTIFICATION_CATEGORY_NAMES) {
    if ((NOTIFICATION_CATEGORIES[name].types as readonly NotificationType[]).includes(type)) return name;
  }
  return null;
}

/** What the profile says about the essential ones. */
export const essentialNotice: MessageDescriptor = /*i18n*/ {
  id: 'notifications.essential',
  message: 'Talk registrations, mentor bookings and partnership applications always come by e-mail too, because you asked for them.',
};


export const NOTIFICATIONS_PAGE_SIZE = 50;
/** How often an open page asks for the unread count (milliseconds); also when the tab comes back into view. */
export const UNREAD_POLL_MS = 15_000;

export const notificationMessages = defineTexts({
  empty: /*i18n*/ { id: 'notifications.empty', message: "You're all caught up. Replies, likes, talk updates and certificates will show up here." },
  markAllRead: /*i18n*/ { id: 'notifications.mark-all-read', message: 'Mark all as read' },
  allRead: /*i18n*/ { id: 'notifications.all-read', message: 'All notifications marked as read.' },
  saved: /*i18n*/ { id: 'notifications.saved', message: 'Notification preferences saved.' },
  unsubscribed: (label: string) => ({
    ...(/*i18n*/ { id: 'notifications.unsubscribed', message: 'You will no longer get e-mails for: {label}. You can change this in your profile.' }),
    values: { label },
  }),
  badToken: /*i18n*/ { id: 'notifications.bad-token', message: 'This unsubscribe link is not valid. Sign in and change your e-mail preferences in your profile.' },
  notFound: /*i18n*/ { id: 'notifications.not-found', message: 'This notification does not exist.' },
  badUnsubscribeLink: /*i18n*/ { id: 'notifications.bad-unsubscribe-link', message: 'This unsubscribe link is not valid.' },
  chooseDelivery: /*i18n*/ { id: 'notifications.choose-delivery', message: 'Choose how you want to hear about it' },
  unknownNotification: /*i18n*/ { id: 'notifications.unknown', message: 'Unknown notification' },
});

/** The bell's accessible name, with the unread count. */
export function bellLabel(unread: number): MessageDescriptor {
  return {
    .../*i18n*/ { id: 'notifications.bell', message: '{unread, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}' },
    values: { unread },
  };
}

/**
 * What a notification row holds beyond its subject, for the sentences whose words depend on more than a title: a
 * mentor session's start (an ISO instant and the mentor's time zone, written in the reader's language when shown),
 * a partnership decision's status, a report's outcome. Null on rows written before it existed: those show the
 * subject as it was stored.
 */
export interface NotificationDetails {
  starts_at?: string;
  time_zone?: string;
  status?: 'under_review' | 'approved' | 'rejected' | 'more_info';
  outcome?: 'dismiss' | 'hide' | 'restore';
}

const sentences = {
  threadReply: /*i18n*/ { id: 'notifications.text.thread-reply', message: '{who} replied to your thread “{subject}”' },
  threadReplyUnnamed: /*i18n*/ { id: 'notifications.text.thread-reply-unnamed', message: 'Someone replied to your thread “{subject}”' },
  replyReply: /*i18n*/ { id: 'notifications.text.reply-reply', message: '{who} replied after you in “{subject}”' },
  replyReplyUnnamed: /*i18n*/ { id: 'notifications.text.reply-reply-unnamed', message: 'Someone replied after you in “{subject}”' },
  postLiked: /*i18n*/ {
    id: 'notifications.text.post-liked',
    message: '{others, plural, =0 {{who} liked “{subject}”} one {{who} and # other liked “{subject}”} other {{who} and # others liked “{subject}”}}',
  },
  postLikedUnnamed: /*i18n*/ {
    id: 'notifications.text.post-liked-unnamed',
    message: '{others, plural, =0 {Someone liked “{subject}”} one {Someone and # other liked “{subject}”} other {Someone and # others liked “{subject}”}}',
  },
  talkRegistered: /*i18n*/ { id: 'notifications.text.talk-registered', message: "You're registered for “{subject}”" },
  talkPromoted: /*i18n*/ { id: 'notifications.text.talk-promoted', message: "A place opened up: you're now registered for “{subject}”" },
  talkChanged: /*i18n*/ { id: 'notifications.text.talk-changed', message: '“{subject}” has changed. Check the new details' },
  talkCancelled: /*i18n*/ { id: 'notifications.text.talk-cancelled', message: '“{subject}” has been cancelled' },
  bookingConfirmed: /*i18n*/ { id: 'notifications.text.booking-confirmed', message: 'Your mentor session with {mentor} on {when} is confirmed' },
  bookingCancelled: /*i18n*/ { id: 'notifications.text.booking-cancelled', message: 'Your mentor session with {mentor} on {when} was cancelled' },
  bookingConfirmedAsStored: /*i18n*/ { id: 'notifications.text.booking-confirmed-stored', message: 'Your mentor session {subject} is confirmed' },
  bookingCancelledAsStored: /*i18n*/ { id: 'notifications.text.booking-cancelled-stored', message: 'Your mentor session {subject} was cancelled' },
  partnershipUnderReview: /*i18n*/ { id: 'notifications.text.partnership-under-review', message: 'Your partnership application for {subject} is under review' },
  partnershipApproved: /*i18n*/ { id: 'notifications.text.partnership-approved', message: 'Your partnership application for {subject} is approved' },
  partnershipRejected: /*i18n*/ { id: 'notifications.text.partnership-rejected', message: 'Your partnership application for {subject} was not approved' },
  partnershipMoreInfo: /*i18n*/ { id: 'notifications.text.partnership-more-info', message: 'We need more information about your partnership application for {subject}' },
  partnershipAsStored: /*i18n*/ { id: 'notifications.text.partnership-stored', message: 'Your partnership application: {subject}' },
  certificateIssued: /*i18n*/ { id: 'notifications.text.certificate-issued', message: 'Your certificate for “{subject}” is ready' },
  reportKept: /*i18n*/ { id: 'notifications.text.report-kept', message: 'A moderator reviewed your report on “{subject}”: no rule was broken, so it stays' },
  reportRemoved: /*i18n*/ { id: 'notifications.text.report-removed', message: 'A moderator reviewed your report on “{subject}”: it has been removed' },
  reportRestored: /*i18n*/ { id: 'notifications.text.report-restored', message: 'A moderator reviewed your report on “{subject}”: it stays visible' },
  reportAsStored: /*i18n*/ { id: 'notifications.text.report-stored', message: 'A moderator reviewed your report: {subject}' },
} satisfies Record<string, MessageDescriptor>;

const PARTNERSHIP_SENTENCES = {
  under_review: sentences.partnershipUnderReview,
  approved: sentences.partnershipApproved,
  rejected: sentences.partnershipRejected,
  more_info: sentences.partnershipMoreInfo,
} as const;
const REPORT_SENTENCES = { dismiss: sentences.reportKept, hide: sentences.reportRemoved, restore: sentences.reportRestored } as const;

/**
 * The sentence a notification shows, as a message to write in `locale` (the reader's language; a mentor session's
 * date and time are written in it here). `actor_name`: the latest person who caused it (null once their account is gone);
 * `count`: how many events the row stands for (grouped likes: 'Asha and 4 others liked …'); `subject`: a title or
 * name, shown as written; `details`: see `NotificationDetails`.
 */
export function notificationText(
  n: { type: NotificationType; actor_name: string | null; subject: string; count: number; details?: NotificationDetails | null },
  locale: Locale,
): MessageDescriptor {
  const say = (text: MessageDescriptor, values: Record<string, unknown> = {}): MessageDescriptor => ({ ...text, values: { subject: n.subject, ...values } });
  // Without a name (the person's account is gone) the sentence is a different one, not "Someone" put in the name's
  // place: in Hindi the word for someone changes the sentence around it.
  const byActor = (named: MessageDescriptor, unnamed: MessageDescriptor, values: Record<string, unknown> = {}) =>
    n.actor_name ? say(named, { ...values, who: n.actor_name }) : say(unnamed, values);
  const d = n.details ?? {};
  switch (n.type) {
    case 'thread_reply':
      return byActor(sentences.threadReply, sentences.threadReplyUnnamed);
    case 'reply_reply':
      return byActor(sentences.replyReply, sentences.replyReplyUnnamed);
    case 'post_liked':
      return byActor(sentences.postLiked, sentences.postLikedUnnamed, { others: Math.max(0, n.count - 1) });
    case 'talk_registered':
      return say(sentences.talkRegistered);
    case 'talk_promoted':
      return say(sentences.talkPromoted);
    case 'talk_changed':
      return say(sentences.talkChanged);
    case 'talk_cancelled':
      return say(sentences.talkCancelled);
    case 'booking_confirmed':
    case 'booking_cancelled': {
      const confirmed = n.type === 'booking_confirmed';
      if (!d.starts_at) return say(confirmed ? sentences.bookingConfirmedAsStored : sentences.bookingCancelledAsStored);
      const when = dateFormats(locale).formatLongDateTime(d.starts_at, d.time_zone);
      return say(confirmed ? sentences.bookingConfirmed : sentences.bookingCancelled, { mentor: n.subject, when });
    }
    case 'partnership_decided':
      return say(d.status ? PARTNERSHIP_SENTENCES[d.status] : sentences.partnershipAsStored);
    case 'certificate_issued':
      return say(sentences.certificateIssued);
    case 'report_resolved':
      return say(d.outcome ? REPORT_SENTENCES[d.outcome] : sentences.reportAsStored);
  }
}
