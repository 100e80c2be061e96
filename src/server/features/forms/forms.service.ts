/**
 * Public forms: `createFormService(deps)`, the feature's one service (built once, services.ts), called by the JSON
 * API (forms.routes.ts) and the pages' forms (/contact, /demo, /become-speaker, the footer's newsletter box, the
 * admin's inbox). Contact messages, demo requests and speaker applications are stored in the inbox and e-mailed (to
 * support and a confirmation to the sender); the newsletter is double opt-in with a working unsubscribe link, one
 * row per address case-insensitively.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db';
import { inboxItems, newsletterSubscriptions } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { enforceRateLimit } from '../../rate-limit';
import { type Actor, anAdmin } from '../../auth/guards';
import { type InboxItem, type InboxKind, contactSchema, demoSchema, formMessages, inboxIdSchema, partnerMessages, newsletterSchema, speakerSchema, SUBMITTED_FIELD_LABELS } from '~/shared/forms';
import type { MessageDescriptor } from '@lingui/core';
import { type Locale, defaultLocale } from '~/shared/locales';
import type { Text } from '~/shared/messages';
import { writeText } from '../../i18n';
import { currentLocale } from '../../request-context';
import type { z } from 'zod';
export type { InboxKind };

/** Per client address: public form submissions in a 10-minute window. */
export const FORM_RATE_LIMIT = { windowSeconds: 600, max: 10 } as const;

/** Counts one public form submission from `clientIp`; over the limit → AppError rate_limited. */
export async function consumeFormLimit(db: Database, clientIp: string): Promise<void> {
  await enforceRateLimit(db, `forms:${clientIp}`, FORM_RATE_LIMIT, 'Too many submissions. Please wait a few minutes and try again.');
}

export interface FormDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
}

const LABELS: Record<InboxKind, string> = { contact: 'Contact message', demo: 'Demo request', speaker: 'Speaker application' };

/** The sender's e-mails, in the language of the page they used (the request's). */
const mailWords = {
  received: {
    contact: /*i18n*/ { id: 'mail.form.contact.subject', message: 'We received your contact message' },
    demo: /*i18n*/ { id: 'mail.form.demo.subject', message: 'We received your demo request' },
    speaker: /*i18n*/ { id: 'mail.form.speaker.subject', message: 'We received your speaker application' },
  },
  whatYouSent: /*i18n*/ { id: 'mail.form.what-you-sent', message: 'What you sent:' },
  newsletterSubject: /*i18n*/ { id: 'mail.newsletter.subject', message: 'Confirm your ChangePath newsletter subscription' },
  newsletterBody: /*i18n*/ {
    id: 'mail.newsletter.body',
    message: "Please confirm that you want ChangePath's newsletter (career guides, new courses and upcoming ChangeTalks):",
  },
  newsletterUnsubscribe: /*i18n*/ { id: 'mail.newsletter.unsubscribe', message: 'Changed your mind? Unsubscribe here: {url}' },
} satisfies Record<string, MessageDescriptor | Record<InboxKind, MessageDescriptor>>;

/** The submitted fields as 'Label: value' lines, labelled in `locale` (support's copy: English). */
function describe(data: Record<string, unknown>, locale: Locale = defaultLocale): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${SUBMITTED_FIELD_LABELS[k] ? writeText(SUBMITTED_FIELD_LABELS[k], locale) : k}: ${String(v)}`)
    .join('\n');
}

/**
 * Stores a submission and queues, in the same transaction, the e-mails to support (English) and to the sender (in the
 * request's language, `confirmation` first). Returns the stored id.
 */
export async function submitInbox(deps: FormDeps, kind: InboxKind, opts: { name: string; email: string; data: Record<string, unknown>; confirmation: Text }) {
  const locale = currentLocale();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [row] = await tx.insert(inboxItems).values({ kind, name: opts.name, email: opts.email.trim().toLowerCase(), data: opts.data }).returning({ id: inboxItems.id });
    await deps.mailer.enqueue(
      {
        to: deps.supportEmail,
        subject: `${LABELS[kind]} from ${opts.name || opts.email}`,
        text: `${LABELS[kind]} received on ChangePath.\n\n${describe(opts.data)}\n\nReply to: ${opts.email}\nAdmin portal: ${deps.publicUrl}/admin-dashboard`,
        internal: true,
      },
      { tx },
    );
    await deps.mailer.enqueue(
      {
        to: opts.email,
        subject: writeText(mailWords.received[kind], locale),
        text: `${writeText(opts.confirmation, locale)}\n\n${writeText(mailWords.whatYouSent, locale)}\n${describe(opts.data, locale)}\n\n— ChangePath`,
      },
      { tx },
    );
    return { id: row.id };
  });
}

export async function listInbox(db: Database, kind: InboxKind) {
  const rows = await db.select().from(inboxItems).where(eq(inboxItems.kind, kind)).orderBy(desc(inboxItems.created_at)).limit(200);
  return rows.map(
    (r): InboxItem => ({
      id: r.id,
      kind,
      name: r.name,
      email: r.email,
      data: r.data,
      status: r.status === 'handled' ? 'handled' : 'new',
      created_at: r.created_at.toISOString(),
      handled_at: r.handled_at?.toISOString() ?? null,
    }),
  );
}

export async function markHandled(db: Database, kind: InboxKind, id: string) {
  const rows = await db.update(inboxItems).set({ status: 'handled', handled_at: new Date() }).where(and(eq(inboxItems.id, id), eq(inboxItems.kind, kind))).returning({ id: inboxItems.id });
  if (!rows.length) throw new AppError('not_found', partnerMessages.noSuchItem);
}

/**
 * Newsletter sign-up, double opt-in: one row per address (case-insensitive); a confirmation e-mail with the
 * confirm and unsubscribe links. Signing up again re-sends the confirmation unless already confirmed; an address
 * that unsubscribed must confirm again.
 */
export async function subscribe(deps: FormDeps, email: string): Promise<{ pending: boolean }> {
  const token = randomBytes(24).toString('base64url');
  const clean = email.trim();
  // The unique index is on lower(email): an expression conflict target, so this statement is written in SQL.
  const result = await deps.db.execute(sql`
    insert into newsletter_subscriptions (email, token) values (${clean}, ${token})
    on conflict ((lower(email))) do update
      set token = coalesce(newsletter_subscriptions.token, excluded.token),
          -- An unsubscribed address must opt in again: anyone can type it into the footer box.
          confirmed_at = case when newsletter_subscriptions.unsubscribed_at is null then newsletter_subscriptions.confirmed_at end,
          unsubscribed_at = null
    returning token, confirmed_at, unsubscribed_at`);
  const r = (result as unknown as { rows: { token: string; confirmed_at: unknown; unsubscribed_at: unknown }[] }).rows[0];
  const row = { token: r.token, confirmedAt: r.confirmed_at, unsubscribedAt: r.unsubscribed_at };
  if (row.confirmedAt && !row.unsubscribedAt) return { pending: false };
  const confirm = `${deps.publicUrl}/api/newsletter/confirm?token=${row.token}`;
  const unsubscribe = `${deps.publicUrl}/api/newsletter/unsubscribe?token=${row.token}`;
  await deps.mailer.enqueue({
    to: clean,
    subject: writeText(mailWords.newsletterSubject),
    text: `${writeText(mailWords.newsletterBody)}\n\n${confirm}\n\n${writeText({ ...mailWords.newsletterUnsubscribe, values: { url: unsubscribe } })}`,
  });
  return { pending: true };
}

export async function confirmSubscription(db: Database, token: string): Promise<boolean> {
  const rows = await db.update(newsletterSubscriptions).set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`, unsubscribedAt: null }).where(eq(newsletterSubscriptions.token, token)).returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.token, token), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  if (rows.length) return true;
  const [exists] = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token));
  return !!exists;
}

/**
 * Builds the forms service. Every public form (these, and the partnership applications) counts against one limit
 * per client address: `admit({ clientIp })`, which both doors call for each submission before its content is read,
 * so a flood of invalid posts is throttled too (FORM_RATE_LIMIT: 10 in 10 minutes; then 429 'Too many submissions.
 * Please wait a few minutes and try again.'). Each form's operation checks its input with the API's schema (400
 * with the field's message). The inbox is the admins' (403 for anyone else).
 */
export function createFormService(deps: FormDeps) {
  const { db } = deps;
  const accepted = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => parseInput(schema, input);
  return {
    /** Counts one public form submission from `clientIp` (the address the server decided); 429 past the limit. */
    admit: ({ clientIp }: { clientIp: string }): Promise<void> => consumeFormLimit(db, clientIp),

    /** A contact message: stored, e-mailed to support, confirmed to the sender → `{ id }`. */
    async contact({ input }: { input: z.input<typeof contactSchema> }): Promise<{ id: string }> {
      const v = accepted(contactSchema, input);
      return submitInbox(deps, 'contact', { name: `${v.firstName} ${v.lastName}`.trim(), email: v.email, data: v, confirmation: formMessages.contactThanks });
    },

    /** An institution's demo request: stored, e-mailed to support, confirmed → `{ id }`. */
    async demo({ input }: { input: z.input<typeof demoSchema> }): Promise<{ id: string }> {
      const v = accepted(demoSchema, input);
      return submitInbox(deps, 'demo', { name: v.name, email: v.email, data: v, confirmation: formMessages.demoThanks });
    },

    /** A speaker application: stored for review, confirmed → `{ id }`. */
    async speaker({ input }: { input: z.input<typeof speakerSchema> }): Promise<{ id: string }> {
      const v = accepted(speakerSchema, input);
      return submitInbox(deps, 'speaker', { name: v.name, email: v.email, data: v, confirmation: formMessages.speakerThanks });
    },

    /** A newsletter sign-up: the double opt-in e-mail → `{ pending }` (false when already subscribed). */
    newsletter: ({ email }: { email: string }): Promise<{ pending: boolean }> => subscribe(deps, accepted(newsletterSchema, { email }).email),

    /** The confirmation link of the double opt-in: true when the token named a subscription. */
    confirmNewsletter: (token: string): Promise<boolean> => confirmSubscription(db, token),

    /** An e-mail's unsubscribe link: true when the token named a subscription. */
    unsubscribeNewsletter: (token: string): Promise<boolean> => unsubscribe(db, token),

    /** The inbox of one kind, newest first (at most 200; admins). */
    inbox({ actor, kind }: { actor: Actor; kind: InboxKind }): Promise<InboxItem[]> {
      anAdmin(actor);
      return listInbox(db, kind);
    },

    /** Marks a submission handled (admins); 404 partnerMessages.noSuchItem for an unknown one. */
    async markHandled({ actor, kind, id }: { actor: Actor; kind: InboxKind; id: string }): Promise<{ handled: true }> {
      anAdmin(actor);
      await markHandled(db, kind, parseInput(inboxIdSchema, id));
      return { handled: true };
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
