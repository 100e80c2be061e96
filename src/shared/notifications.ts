/**
 * Notifications: what a person is told about, how each kind is worded, and how it may reach them.
 *
 * Every notification appears in the app (the header's bell and /notifications). Categories whose events already
 * send their own e-mail because the person asked for the thing (a talk registration, a mentor booking, a
 * partnership application) are `essential`: that e-mail always goes, and the preference does not apply. The other
 * categories follow the person's choice: in the app only, an e-mail each time, or one daily digest.
 */
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
export const deliveryLabels: Record<NotificationDelivery, string> = {
  in_app: 'In the app only',
  email: 'E-mail each time',
  digest: 'One daily digest e-mail',
};

/** Categories a person chooses a delivery for, with the default when they have not chosen. */
export const NOTIFICATION_CATEGORIES = {
  replies: { label: 'Replies to my threads and replies', default: 'email', types: ['thread_reply', 'reply_reply'] },
  likes: { label: 'Likes on my posts', default: 'in_app', types: ['post_liked'] },
  certificates: { label: 'Certificates I earn', default: 'email', types: ['certificate_issued'] },
  moderation: { label: 'Outcomes of my reports', default: 'in_app', types: ['report_resolved'] },
} as const satisfies Record<string, { label: string; default: NotificationDelivery; types: readonly NotificationType[] }>;
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
export const essentialNotice =
  'Talk registrations, mentor bookings and partnership applications always come by e-mail too, because you asked for them.';


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

/** The bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Quotes a title for a sentence. */
const q = (s: string) => `“${s}”`;

/**
 * The sentence a notification shows. `actor`: the latest person who caused it (or null); `count`: how many events
 * the row stands for (grouped likes: 'Asha and 4 others liked …').
 */
export function notificationText(n: { type: NotificationType; actor_name: string | null; subject: string; count: number }): string {
  const who = n.actor_name ?? 'Someone';
  switch (n.type) {
    case 'thread_reply':
      return `${who} replied to your thread ${q(n.subject)}`;
    case 'reply_reply':
      return `${who} replied after you in ${q(n.subject)}`;
    case 'post_liked':
      return n.count > 1 ? `${who} and ${n.count - 1} ${n.count === 2 ? 'other' : 'others'} liked ${q(n.subject)}` : `${who} liked ${q(n.subject)}`;
    case 'talk_registered':
      return `You're registered for ${q(n.subject)}`;
    case 'talk_promoted':
      return `A place opened up: you're now registered for ${q(n.subject)}`;
    case 'talk_changed':
      return `${q(n.subject)} has changed. Check the new details`;
    case 'talk_cancelled':
      return `${q(n.subject)} has been cancelled`;
    case 'booking_confirmed':
      return `Your mentor session ${n.subject} is confirmed`;
    case 'booking_cancelled':
      return `Your mentor session ${n.subject} was cancelled`;
    case 'partnership_decided':
      return `Your partnership application: ${n.subject}`;
    case 'certificate_issued':
      return `Your certificate for ${q(n.subject)} is ready`;
    case 'report_resolved':
      return `A moderator reviewed your report: ${n.subject}`;
  }
}
