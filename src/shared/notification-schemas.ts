/**
 * The notifications' zod schemas: what the API answers (a notification, the list, the unread count), the
 * preferences form, a notification's id, an unsubscribe link's token and /notifications' form intents. Apart from
 * notifications.ts (the kinds, categories and texts) so that the pages which only show texts do not load zod.
 */
import { z } from 'zod';
import { NOTIFICATION_CATEGORY_NAMES, NOTIFICATION_DELIVERIES, NOTIFICATION_TYPES, type NotificationCategory, notificationMessages } from './notifications';
import { zodError } from './messages';

/** A notification as the API returns it. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int().nonnegative() });
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORY_NAMES.map((c) => [c, z.enum(NOTIFICATION_DELIVERIES, zodError(notificationMessages.chooseDelivery))])) as Record<
    NotificationCategory,
    z.ZodEnum<{ in_app: 'in_app'; email: 'email'; digest: 'digest' }>
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A notification's id in an address or a form. */
export const notificationIdSchema = z.uuid(zodError(notificationMessages.unknownNotification));

/** The signed token of an e-mail's unsubscribe link. */
export const unsubscribeTokenSchema = z.string().min(1, 'This unsubscribe link is not valid.').max(400, 'This unsubscribe link is not valid.');

/** /notifications' forms: open one (`intent=open`, `id`: marked read, then where it leads) or mark all read. */
export const notificationIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('open'), id: notificationIdSchema }),
  z.object({ intent: z.literal('read-all') }),
]);
