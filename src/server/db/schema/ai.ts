/**
 * AI career tools: the tool catalogue, per-user tool usage, saved conversations and
 * their messages, and the per-day conversation allowance counter.
 */
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiTools = pgTable(
  'ai_tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** One of FileText, MessageCircle, Video, BarChart, Calendar, DollarSign. */
    icon: text('icon').notNull().default('FileText'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    is_premium: boolean('is_premium').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    /** The chat tool type the dialog starts with. */
    tool_type: text('tool_type').notNull().default('learning-path'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_tools_active_created_idx').on(t.is_active, t.created_at)],
);

/** One row per user per tool; usage_count increments on every 'Use Tool'. */
export const userAiToolUsage = pgTable(
  'user_ai_tool_usage',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool_id: uuid('tool_id')
      .notNull()
      .references(() => aiTools.id, { onDelete: 'cascade' }),
    usage_count: integer('usage_count').notNull().default(1),
    last_used_at: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.tool_id] })],
);

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool_id: uuid('tool_id').references(() => aiTools.id, { onDelete: 'set null' }),
    tool_type: text('tool_type').notNull(),
    title: text('title').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_updated_idx').on(t.user_id, t.updated_at)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    tool_type: text('tool_type'),
    attachments: jsonb('attachments').$type<{ name: string; type: string; size: number }[]>().notNull().default([]),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversation_id, t.created_at)],
);

/** Conversations started per user per day (the day in the platform time zone); the Free plan allows 3 a day. */
export const aiDailyUsage = pgTable(
  'ai_daily_usage',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    conversations: integer('conversations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
