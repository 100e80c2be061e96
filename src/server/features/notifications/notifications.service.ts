/**
 * Notifications (docs/decisions/016-notifications.md).
 *
 * `createNotifier().record(tx, events)` writes a person's notifications inside the transaction of the event that
 * causes them (a reply commits with its notification, or neither), and — when the person's preference for the
 * category is 'email' — queues the e-mail in the same transaction on the durable mail queue. Nobody is notified of
 * their own action; likes on one post are grouped into one unread row. `sendDigests` is the daily digest job.
 * Reads: `listNotifications`, `unreadCount`; writes: `markRead`, `markAllRead`, preferences, and the token-signed
 * unsubscribe link every non-essential e-mail carries. `createNotificationService(deps)` is the feature's one
 * service of a person's notifications (built once, services.ts), called by the JSON API (notifications.routes.ts)
 * and the pages (/notifications, the bell, the profile's preferences, an e-mail's unsubscribe page).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { type Actor, signedIn } from '../../auth/guards';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { escapeHtml, greetingOf } from '../../mail/templates';
import { serverI18n, writeText } from '../../i18n';
import { currentLocale } from '../../request-context';
import type { MessageDescriptor } from '@lingui/core';
import { type Locale, localeOf } from '~/shared/locales';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_NAMES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationCategory,
  type NotificationDelivery,
  type NotificationDetails,
  type NotificationType,
  categoryOf,
  notificationMessages,
  notificationText,
} from '~/shared/notifications';
import {
  type NotificationItem,
  type NotificationPreferences,
  notificationIdSchema,
  notificationPreferencesSchema,
  unsubscribeTokenSchema,
} from '~/shared/notification-schemas';

/** One thing to tell one person. `link`: a site path (it opens there); `groupKey`: group unread rows with it. */
export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  actorId?: string | null;
  actorName?: string | null;
  subject: string;
  /** What the sentence needs beyond the subject (`NotificationDetails`), written in each reader's language. */
  details?: NotificationDetails;
  link: string;
  groupKey?: string;
}

export interface Notifier {
  /**
   * Writes `events` inside the caller's transaction `tx` (skipping any whose recipient is its actor, and repeats of
   * one recipient and type), and queues the e-mail of each whose recipient chose 'email' for its category.
   */
  record(tx: Database, events: NotificationEvent[]): Promise<void>;
}

export interface NotifierOptions {
  mailer: Pick<Mailer, 'enqueue'>;
  /** The site's origin, for the links in e-mails. */
  publicUrl: string;
  /** Signs unsubscribe links (the auth secret). */
  secret: string;
}


/** The unsubscribe token of (user, category): `<user>.<category>.<hmac>`, base64url. */
export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const mac = createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${category}.${mac}`;
}

/** The (user, category) a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; category: NotificationCategory } | null {
  const [user, category, mac] = token.split('.');
  if (!user || !mac || !(NOTIFICATION_CATEGORY_NAMES as string[]).includes(category)) return null;
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  const expected = Buffer.from(unsubscribeToken(secret, userId, category as NotificationCategory).split('.')[2]);
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category: category as NotificationCategory };
}

function unsubscribeUrl(opts: NotifierOptions, userId: string, category: NotificationCategory): string {
  return new URL(`/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(opts.secret, userId, category))}`, opts.publicUrl).href;
}

const mailWords = {
  openIt: /*i18n*/ { id: 'mail.notification.open', message: 'Open it on ChangePath' },
  why: /*i18n*/ { id: 'mail.notification.why', message: 'You get these e-mails for: {label}.' },
  stop: /*i18n*/ { id: 'mail.notification.stop', message: 'Stop them: {url}' },
  unsubscribe: /*i18n*/ { id: 'mail.notification.unsubscribe', message: 'Unsubscribe' },
  digestSubject: /*i18n*/ {
    id: 'mail.digest.subject',
    message: '{count, plural, one {Your ChangePath digest: # new notification} other {Your ChangePath digest: # new notifications}}',
  },
  digestIntro: /*i18n*/ { id: 'mail.digest.intro', message: 'Here is what happened on ChangePath since your last digest:' },
  digestStop: /*i18n*/ { id: 'mail.digest.stop', message: 'Stop the digest for {label}:' },
} satisfies Record<string, MessageDescriptor>;

/** A person to write to: their address, name (may be empty) and `users.locale`. */
interface Recipient {
  email: string;
  name: string;
  locale: string | null;
}

/**
 * One notification's e-mail in the recipient's language (`to.locale`): the sentence (`text`, already written in that
 * language), its link (`link`, absolute) and the category's unsubscribe link (`unsubscribe.label`: the category's name).
 */
export function notificationEmail(to: Recipient, text: string, link: string, unsubscribe: { url: string; label: MessageDescriptor }): MailMessage {
  const locale = localeOf(to.locale);
  const i18n = serverI18n(locale);
  const greeting = greetingOf(locale, to.name);
  const why = i18n._({ ...mailWords.why, values: { label: i18n._(unsubscribe.label) } });
  const lines = [greeting, '', `${text}.`, '', link, '', `${why} ${i18n._({ ...mailWords.stop, values: { url: unsubscribe.url } })}`, '', '— ChangePath'];
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text)}.</p><p><a href="${escapeHtml(link)}">${escapeHtml(i18n._(mailWords.openIt))}</a></p>` +
    `<p style="color:#555">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(i18n._(mailWords.unsubscribe))}</a></p><p>— ChangePath</p>`;
  return { to: to.email, subject: text.length > 90 ? `${text.slice(0, 87)}…` : text, text: lines.join('\n'), html };
}

/**
 * The daily digest of one person's notifications, in their language (`to.locale`): `items` are the sentences (already
 * written in it) with their absolute links; `unsubscribeLinks` one per digest category.
 */
export function digestEmail(to: Recipient, items: Array<{ text: string; link: string }>, unsubscribeLinks: Array<{ url: string; label: MessageDescriptor }>): MailMessage {
  const locale = localeOf(to.locale);
  const i18n = serverI18n(locale);
  const greeting = greetingOf(locale, to.name);
  const intro = i18n._(mailWords.digestIntro);
  const stops = unsubscribeLinks.map((u) => ({ url: u.url, words: i18n._({ ...mailWords.digestStop, values: { label: i18n._(u.label) } }) }));
  const text = [greeting, '', intro, '', ...items.flatMap((i) => [`- ${i.text}`, `  ${i.link}`]), '', ...stops.map((s) => `${s.words} ${s.url}`), '', '— ChangePath'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>` +
    items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.text)}</a></li>`).join('') +
    '</ul>' +
    stops.map((s) => `<p style="color:#555">${escapeHtml(s.words)} <a href="${escapeHtml(s.url)}">${escapeHtml(i18n._(mailWords.unsubscribe))}</a></p>`).join('') +
    '<p>— ChangePath</p>';
  return { to: to.email, subject: i18n._({ ...mailWords.digestSubject, values: { count: items.length } }), text, html };
}

/** A notification row's sentence written in `locale`. */
function sentenceOf(r: typeof notifications.$inferSelect, locale: Locale): string {
  return writeText(notificationText({ type: r.type as NotificationType, actor_name: r.actor_name, subject: r.subject, count: r.count, details: r.details }, locale), locale);
}

/** The person's delivery for each category (their choice, or the category's default). */
export async function getPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  const chosen = new Map(rows.map((r) => [r.category, r.delivery as NotificationDelivery]));
  return Object.fromEntries(NOTIFICATION_CATEGORY_NAMES.map((c) => [c, chosen.get(c) ?? NOTIFICATION_CATEGORIES[c].default])) as NotificationPreferences;
}

/** Saves the deliveries given (the others stay as they were); answers all of them. */
export async function setPreferences(db: Database, userId: string, prefs: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const entries = Object.entries(prefs).filter(([c, d]) => d && (NOTIFICATION_CATEGORY_NAMES as string[]).includes(c));
  if (entries.length) {
    await db
      .insert(notificationPreferences)
      .values(entries.map(([category, delivery]) => ({ user_id: userId, category, delivery: delivery as string })))
      .onConflictDoUpdate({
        target: [notificationPreferences.user_id, notificationPreferences.category],
        set: { delivery: sql`excluded.delivery`, updated_at: sql`now()` },
      });
  }
  return getPreferences(db, userId);
}

export function createNotifier(opts: NotifierOptions): Notifier {
  return {
    async record(tx, events) {
      const seen = new Set<string>();
      const todo = events.filter((e) => {
        const key = `${e.userId}\u0000${e.type}\u0000${e.groupKey ?? e.link}`;
        if (!e.userId || e.userId === e.actorId || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (!todo.length) return;
      // Preferences and addresses only for the people whose category may send an e-mail.
      const mailable = [...new Set(todo.filter((e) => categoryOf(e.type) !== null).map((e) => e.userId))];
      const prefs = mailable.length ? await tx.select().from(notificationPreferences).where(inArray(notificationPreferences.user_id, mailable)) : [];
      const deliveryOf = (userId: string, category: NotificationCategory): NotificationDelivery =>
        (prefs.find((p) => p.user_id === userId && p.category === category)?.delivery as NotificationDelivery | undefined) ?? NOTIFICATION_CATEGORIES[category].default;
      const planned = todo.map((e) => {
        const category = categoryOf(e.type);
        const mailNow = category !== null && deliveryOf(e.userId, category) === 'email';
        const values = {
          user_id: e.userId,
          type: e.type,
          actor_id: e.actorId ?? null,
          actor_name: e.actorName ?? null,
          subject: e.subject,
          details: e.details ?? null,
          link: e.link,
          group_key: e.groupKey ?? null,
          emailed_at: mailNow ? new Date() : null,
        };
        return { e, category, mailNow, values };
      });
      const written: Array<{ plan: (typeof planned)[number]; row: typeof notifications.$inferSelect }> = [];
      for (const plan of planned.filter((p) => p.e.groupKey)) {
        const [row] = await tx
          .insert(notifications)
          .values(plan.values)
          .onConflictDoUpdate({
            target: [notifications.user_id, notifications.group_key],
            targetWhere: sql`${notifications.read_at} is null and ${notifications.group_key} is not null`,
            set: { count: sql`${notifications.count} + 1`, actor_id: plan.values.actor_id, actor_name: plan.values.actor_name, created_at: sql`now()`, emailed_at: plan.values.emailed_at },
          })
          .returning();
        written.push({ plan, row });
      }
      // The rest in one statement (a talk's notice to all its registrants); rows come back in the order given.
      const single = planned.filter((p) => !p.e.groupKey);
      if (single.length) {
        const rows = await tx.insert(notifications).values(single.map((p) => p.values)).returning();
        single.forEach((plan, i) => written.push({ plan, row: rows[i] }));
      }
      const toMail = written.filter((w) => w.plan.mailNow && w.plan.category);
      if (!toMail.length) return;
      const people = await tx.select({ id: users.id, email: users.email, name: users.name, locale: users.locale }).from(users).where(inArray(users.id, [...new Set(toMail.map((w) => w.plan.e.userId))]));
      for (const { plan, row } of toMail) {
        const person = people.find((p) => p.id === plan.e.userId);
        const category = plan.category as NotificationCategory;
        if (!person) continue;
        const text = sentenceOf(row, localeOf(person.locale));
        await opts.mailer.enqueue(
          notificationEmail(person, text, new URL(plan.e.link, opts.publicUrl).href, { url: unsubscribeUrl(opts, plan.e.userId, category), label: NOTIFICATION_CATEGORIES[category].label }),
          { tx },
        );
      }
    },
  };
}

function toItem(r: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: r.id,
    type: r.type as NotificationType,
    text: sentenceOf(r, currentLocale()),
    link: r.link,
    created_at: r.created_at.toISOString(),
    read: r.read_at !== null,
  };
}

/** The person's newest notifications (at most NOTIFICATIONS_PAGE_SIZE) and how many are unread. */
export async function listNotifications(db: Database, userId: string): Promise<{ notifications: NotificationItem[]; unread: number }> {
  const rows = await db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at)).limit(NOTIFICATIONS_PAGE_SIZE);
  return { notifications: rows.map(toItem), unread: await unreadCount(db, userId) };
}

/** How many of the person's notifications are unread. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return r?.n ?? 0;
}

/** Marks one of the person's notifications read and answers where it leads. 404 when it is not theirs. */
export async function markRead(db: Database, userId: string, id: string): Promise<{ link: string }> {
  const [row] = await db.select({ link: notifications.link, read_at: notifications.read_at }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  if (!row) throw new AppError('not_found', notificationMessages.notFound);
  if (!row.read_at) await db.update(notifications).set({ read_at: new Date() }).where(and(eq(notifications.id, id), isNull(notifications.read_at)));
  return { link: row.link };
}

/** Marks every unread notification of the person read; answers how many. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Turns a category's e-mail off for the person a signed unsubscribe token names; AppError 400 for a bad token. */
export async function unsubscribe(db: Database, secret: string, token: string): Promise<{ category: NotificationCategory; label: string }> {
  const who = readUnsubscribeToken(secret, token);
  if (!who) throw new AppError('bad_request', notificationMessages.badUnsubscribeLink);
  await setPreferences(db, who.userId, { [who.category]: 'in_app' });
  return { category: who.category, label: writeText(NOTIFICATION_CATEGORIES[who.category].label) };
}

/**
 * The daily digest: for everyone with a 'digest' category, one e-mail listing their unread notifications of those
 * categories not yet e-mailed (from the last `windowHours`), which are then marked e-mailed — per person in one
 * transaction with the queued mail. Answers how many digests were queued.
 */
export async function sendDigests(db: Database, opts: NotifierOptions, now = new Date(), windowHours = 48): Promise<number> {
  const chosen = await db.select().from(notificationPreferences).where(eq(notificationPreferences.delivery, 'digest'));
  const byUser = new Map<string, NotificationCategory[]>();
  for (const p of chosen) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p.category as NotificationCategory]);
  // Categories whose default is the digest would join here; none has it today.
  let sent = 0;
  for (const [userId, categories] of byUser) {
    const types = categories.flatMap((c) => NOTIFICATION_CATEGORIES[c].types as readonly string[]);
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, userId),
            isNull(notifications.read_at),
            isNull(notifications.emailed_at),
            inArray(notifications.type, types),
            gt(notifications.created_at, new Date(now.getTime() - windowHours * 3600_000)),
          ),
        )
        .orderBy(desc(notifications.created_at))
        .for('update');
      if (!rows.length) return;
      const [person] = await tx.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
      if (!person) return;
      const items = rows.map((r) => ({ text: sentenceOf(r, localeOf(person.locale)), link: new URL(r.link, opts.publicUrl).href }));
      const links = categories.map((c) => ({ url: unsubscribeUrl(opts, userId, c), label: NOTIFICATION_CATEGORIES[c].label }));
      await opts.mailer.enqueue(digestEmail(person, items, links), { tx });
      await tx.update(notifications).set({ emailed_at: now }).where(inArray(notifications.id, rows.map((r) => r.id)));
      sent++;
    });
  }
  return sent;
}

/**
 * Builds the notifications service: the signed-in person's own notifications (401 for a visitor) — `list` (the
 * newest 50 and the unread count), `unread`, `open` (marks one read → where it leads; 404 when it is not theirs),
 * `readAll` (→ how many were marked), `preferences` and `savePreferences` (categories left out keep their choice;
 * checked with the API's schema) — and, for anyone with an e-mail's signed link, `unsubscribe` (400 'This
 * unsubscribe link is not valid.' for a token that is not ours).
 */
export function createNotificationService(deps: { db: Database; secret: string }) {
  const { db, secret } = deps;
  return {
    list: ({ actor }: { actor: Actor }) => listNotifications(db, signedIn(actor).id),
    unread: ({ actor }: { actor: Actor }) => unreadCount(db, signedIn(actor).id),
    open: ({ actor, id }: { actor: Actor; id: string }) => markRead(db, signedIn(actor).id, parseInput(notificationIdSchema, id)),
    readAll: ({ actor }: { actor: Actor }) => markAllRead(db, signedIn(actor).id),
    preferences: ({ actor }: { actor: Actor }) => getPreferences(db, signedIn(actor).id),
    savePreferences: ({ actor, preferences }: { actor: Actor; preferences: Partial<NotificationPreferences> }) =>
      setPreferences(db, signedIn(actor).id, parseInput(notificationPreferencesSchema.partial(), preferences)),
    unsubscribe: (token: string) => unsubscribe(db, secret, parseInput(unsubscribeTokenSchema, token)),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
