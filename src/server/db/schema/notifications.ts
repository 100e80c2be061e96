/**
 * Notifications: one row per thing a person should hear about, written in the same transaction as the
 * event that causes it (src/server/features/notifications/notifications.service.ts). Likes on one post are grouped
 * into one unread row ('Asha and 4 others liked…'): `group_key` is unique among a person's unread rows, and a new
 * like raises `count` on it. `emailed_at` is set when the row went out by e-mail (at once or in a daily digest).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationDetails } from '~/shared/notifications';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who is told. */
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shared/notifications.ts `NotificationType`. */
    type: text('type').notNull(),
    /** Who caused it (null for the platform itself, or once their account is gone). */
    actor_id: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The latest actor's name at the time. */
    actor_name: text('actor_name'),
    /** What it is about, in a few words (a thread's or talk's title). */
    subject: text('subject').notNull(),
    /**
     * What the sentence needs beyond the subject (a session's start, a decision's status, a report's outcome), kept
     * as data so that each reader sees it in their own language; null on older rows, whose subject says it in English.
     */
    details: jsonb('details').$type<NotificationDetails>(),
    /** The site path it opens (a reply's anchor included). */
    link: text('link').notNull(),
    /** Rows with the same key are grouped while unread (likes on one post). */
    group_key: text('group_key'),
    /** How many events the row stands for (grouped likes). */
    count: integer('count').notNull().default(1),
    created_at: ts('created_at').notNull().defaultNow(),
    read_at: ts('read_at'),
    emailed_at: ts('emailed_at'),
  },
  (t) => [
    index('notifications_user_feed_idx').on(t.user_id, t.created_at.desc()),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    uniqueIndex('notifications_unread_group_idx').on(t.user_id, t.group_key).where(sql`${t.read_at} is null and ${t.group_key} is not null`),
  ],
);

/** A person's choice of delivery per category (shared/notifications.ts); no row means the category's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** 'in_app' | 'email' | 'digest'. */
    delivery: text('delivery').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.category] })],
);
