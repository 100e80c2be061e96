/**
 * What people send through the public forms: contact messages, demo requests, speaker applications,
 * partnership applications with their status history, approved institutions and their partner admins, user
 * affiliations, and event proposals from partner admins.
 */
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { changetalks, uploads } from './talks';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Contact, demo and speaker submissions share one inbox table, told apart by `kind`. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'contact' | 'demo' | 'speaker'. */
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** 'new' | 'handled'. */
    status: text('status').notNull().default('new'),
    created_at: ts('created_at').notNull().defaultNow(),
    handled_at: ts('handled_at'),
  },
  (t) => [index('inbox_items_kind_created_idx').on(t.kind, t.created_at)],
);

export const partnershipApplications = pgTable(
  'partnership_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'college' | 'university'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    logo_upload_id: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('applied'),
    note: text('note').notNull().default(''),
    /**
     * The language the applicant applied in ('en' | 'hi', the page's): their e-mails are written in it. An applicant
     * may have no account, so this is the only place their language is known.
     */
    locale: text('locale').notNull().default('en'),
    /** The applicant's private status link token (random, 32 bytes base64url). */
    status_token: text('status_token').notNull().unique(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('partnership_applications_status_idx').on(t.status, t.created_at)],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    application_id: uuid('application_id')
      .notNull()
      .references(() => partnershipApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** 'admin' | 'applicant'. */
    actor: text('actor').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_app_idx').on(t.application_id, t.created_at)],
);

export const institutions = pgTable('institutions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Students join with this code, e.g. CP-IITM-4K2Q. */
  code: text('code').notNull().unique(),
  application_id: uuid('application_id').references(() => partnershipApplications.id, { onDelete: 'set null' }),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Partner admins by verified e-mail, so an applicant who signs up after approval is one at once. */
export const institutionAdmins = pgTable(
  'institution_admins',
  {
    institution_id: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institution_id, t.email] }), index('institution_admins_email_idx').on(t.email)],
);

export const userAffiliations = pgTable(
  'user_affiliations',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the user chose an approved institution (or its code); null for a named or 'Other' choice. */
    institution_id: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    institution_name: text('institution_name').notNull(),
    affiliated_at: ts('affiliated_at').notNull().defaultNow(),
  },
  (t) => [index('user_affiliations_institution_idx').on(t.institution_id)],
);

export const eventProposals = pgTable(
  'event_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institution_id: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    proposed_by: text('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    proposed_date: date('proposed_date', { mode: 'string' }).notNull(),
    speaker_name: text('speaker_name').notNull(),
    /** 'proposed' | 'approved' | 'rejected'. */
    status: text('status').notNull().default('proposed'),
    changetalk_id: uuid('changetalk_id').references(() => changetalks.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('event_proposals_status_idx').on(t.status, t.created_at)],
);
