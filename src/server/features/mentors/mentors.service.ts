/**
 * Mentor directory and session booking: `createMentorService(deps)`, the feature's one service (built once,
 * services.ts), called by the JSON API (mentors.routes.ts) and the pages (the directory, a mentor's page and its
 * booking form, the admin dashboard). The module's other functions are what it is made of. Free 30-minute slots come from each
 * mentor's weekly availability in their time zone. A slot is booked once: the partial unique index on
 * (mentor_id, starts_at) for active bookings decides races. A user's monthly allowance (premium 2, business 5)
 * is checked under a per-user advisory lock, so simultaneous requests cannot exceed it.
 */
import { TZDate } from '@date-fns/tz';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Booking, Mentor, Slot } from '~/shared/learning';
import {
  BOOKING_LEAD_HOURS,
  BOOKING_WINDOW_DAYS,
  CANCEL_HOURS_BEFORE,
  SESSION_MINUTES,
  bookingInputSchema,
  learningMessages,
  mentorIdSchema,
  mentorInputSchema,
} from '~/shared/learning';
import { type Actor, anAdmin, signedIn } from '../../auth/guards';
import type { z } from 'zod';
import { paths } from '~/shared/paths';
import type { Notifier } from '../notifications/notifications.service';
import type { Database } from '../../db';
import { mentorAvailability, mentorBookings, mentors, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { type BookedSession, bookingConfirmation, newSessionNotice } from './mentors.emails';
import { localeOf } from '~/shared/locales';
import { type Plan, planTerms } from '~/shared/plans';

type MentorRow = typeof mentors.$inferSelect;

const toMentor = (m: MentorRow): Mentor => ({
  id: m.id,
  slug: m.slug,
  name: m.name,
  title: m.title,
  company: m.company,
  industry: m.industry,
  location: m.location,
  rating: Number(m.rating),
  sessions: m.sessions,
  expertise: m.expertise,
  bio: m.bio,
  avatar: m.avatar,
  time_zone: m.time_zone,
  is_featured: m.is_featured,
});

export async function listMentors(db: Database, industry?: string): Promise<Mentor[]> {
  const where = [eq(mentors.active, true)];
  if (industry && industry !== 'All Industries') where.push(eq(mentors.industry, industry));
  const rows = await db.select().from(mentors).where(and(...where)).orderBy(asc(mentors.created_at), asc(mentors.name));
  return rows.map(toMentor);
}

async function mentorBySlug(db: Database, slug: string): Promise<MentorRow> {
  // Slugs are lower-case words and dashes; anything else (a NUL, which PostgreSQL refuses) names no mentor.
  const [m] = /^[a-z0-9-]{1,100}$/.test(slug) ? await db.select().from(mentors).where(and(eq(mentors.slug, slug), eq(mentors.active, true))) : [];
  if (!m) throw new AppError('not_found', learningMessages.mentorNotFound);
  return m;
}

export async function getMentor(db: Database, slug: string): Promise<Mentor> {
  return toMentor(await mentorBySlug(db, slug));
}

/** Every 30-minute slot of a mentor's weekly hours between `from` and `to` (UTC instants), ignoring bookings. */
export function slotsFromAvailability(
  windows: { weekday: number; start_minute: number; end_minute: number }[],
  timeZone: string,
  from: Date,
  to: Date,
): Date[] {
  const out: Date[] = [];
  // Overlapping windows must not offer the same slot twice.
  const seen = new Set<number>();
  const start = new TZDate(from.getTime(), timeZone);
  for (let day = 0; day <= BOOKING_WINDOW_DAYS + 1; day++) {
    const midnight = new TZDate(start.getFullYear(), start.getMonth(), start.getDate() + day, 0, 0, timeZone);
    const weekday = midnight.getDay();
    for (const w of windows) {
      if (w.weekday !== weekday) continue;
      for (let m = w.start_minute; m + SESSION_MINUTES <= w.end_minute; m += SESSION_MINUTES) {
        const at = new Date(new TZDate(midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), 0, m, timeZone).getTime());
        if (at >= from && at <= to && !seen.has(at.getTime())) {
          seen.add(at.getTime());
          out.push(at);
        }
      }
    }
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}

function bookingWindow(now: Date) {
  return { from: new Date(now.getTime() + BOOKING_LEAD_HOURS * 3600_000), to: new Date(now.getTime() + BOOKING_WINDOW_DAYS * 24 * 3600_000) };
}

/** Free slots of a mentor for the next BOOKING_WINDOW_DAYS. */
export async function freeSlots(db: Database, slug: string, now = new Date()): Promise<{ slots: Slot[]; time_zone: string }> {
  const mentor = await mentorBySlug(db, slug);
  const windows = await db.select().from(mentorAvailability).where(eq(mentorAvailability.mentor_id, mentor.id));
  const { from, to } = bookingWindow(now);
  const booked = await db
    .select({ at: mentorBookings.starts_at })
    .from(mentorBookings)
    .where(and(eq(mentorBookings.mentor_id, mentor.id), eq(mentorBookings.status, 'booked'), gte(mentorBookings.starts_at, from)));
  const taken = new Set(booked.map((b) => b.at.getTime()));
  const slots = slotsFromAvailability(windows, mentor.time_zone, from, to)
    .filter((s) => !taken.has(s.getTime()))
    .map((s) => ({ starts_at: s.toISOString(), ends_at: new Date(s.getTime() + SESSION_MINUTES * 60_000).toISOString() }));
  return { slots, time_zone: mentor.time_zone };
}

/**
 * Books a slot for a user. Errors: 404 mentor; 400 not one of the mentor's slots; 403 free plan (upgrade);
 * 429 monthly allowance used; 409 slot already taken. Queues both sides' e-mails (with an .ics) in the booking's transaction.
 */
export async function bookSession(
  deps: { db: Database; mailer: Mailer; publicUrl: string; timeZone: string; notifier?: Notifier },
  opts: { userId: string; slug: string; startsAt: Date; now?: Date },
): Promise<Booking> {
  const { db } = deps;
  const mentor = await mentorBySlug(db, opts.slug);
  const windows = await db.select().from(mentorAvailability).where(eq(mentorAvailability.mentor_id, mentor.id));
  const { from, to } = bookingWindow(opts.now ?? new Date());
  const valid = slotsFromAvailability(windows, mentor.time_zone, from, to).some((s) => s.getTime() === opts.startsAt.getTime());
  if (!valid) throw new AppError('bad_request', learningMessages.notAFreeSlot);
  const [user] = await db.select({ plan: users.plan, name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, opts.userId));
  const allowance = planTerms(user?.plan).mentorshipSessionsPerMonth;
  if (allowance === 0) throw new AppError('forbidden', learningMessages.upgradeToBook);
  const month = new TZDate(opts.startsAt.getTime(), deps.timeZone);
  const monthStart = new Date(new TZDate(month.getFullYear(), month.getMonth(), 1, 0, 0, deps.timeZone).getTime());
  const monthEnd = new Date(new TZDate(month.getFullYear(), month.getMonth() + 1, 1, 0, 0, deps.timeZone).getTime());
  const endsAt = new Date(opts.startsAt.getTime() + SESSION_MINUTES * 60_000);

  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${opts.userId}`}))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(mentorBookings)
      .where(and(eq(mentorBookings.user_id, opts.userId), eq(mentorBookings.status, 'booked'), gte(mentorBookings.starts_at, monthStart), lt(mentorBookings.starts_at, monthEnd)));
    if (n >= allowance) throw new AppError('rate_limited', learningMessages.monthlyLimit(allowance));
    const inserted = await tx
      .insert(mentorBookings)
      .values({ mentor_id: mentor.id, user_id: opts.userId, starts_at: opts.startsAt, ends_at: endsAt })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw new AppError('conflict', learningMessages.slotTaken);
    await tx.update(mentors).set({ sessions: sql`${mentors.sessions} + 1` }).where(eq(mentors.id, mentor.id));
    const booked = inserted[0];
    // Both sides' e-mails (with the .ics) are queued with the booking: they exist exactly when it does. The learner's
    // is in their language; the mentor's in English.
    const session: BookedSession = { bookingId: booked.id, mentor, learner: { name: user?.name ?? null, email: user?.email ?? '' }, startsAt: booked.starts_at };
    const mailTx = tx as unknown as Database;
    if (user) await deps.mailer.enqueue(bookingConfirmation(session, deps.publicUrl, localeOf(user.locale)), { tx: mailTx });
    // In the app too: under the bell, with the mentor's page.
    await deps.notifier?.record(mailTx, [{ userId: opts.userId, type: 'booking_confirmed', subject: mentor.name, details: { starts_at: booked.starts_at.toISOString(), time_zone: mentor.time_zone }, link: paths.mentorProfile.replace(':slug', mentor.slug) }]);
    await deps.mailer.enqueue(newSessionNotice(session, deps.publicUrl), { tx: mailTx });
    return booked;
  });

  return toBooking(row, mentor.name, opts.now);
}

function toBooking(row: typeof mentorBookings.$inferSelect, mentorName: string, now = new Date()): Booking {
  return {
    id: row.id,
    mentor_id: row.mentor_id,
    mentor_name: mentorName,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    status: row.status as Booking['status'],
    can_cancel: row.status === 'booked' && row.starts_at.getTime() - now.getTime() >= CANCEL_HOURS_BEFORE * 3600_000,
  };
}

export async function myBookings(db: Database, userId: string): Promise<Booking[]> {
  const rows = await db
    .select({ b: mentorBookings, name: mentors.name })
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentor_id))
    .where(eq(mentorBookings.user_id, userId))
    .orderBy(asc(mentorBookings.starts_at));
  return rows.map((r) => toBooking(r.b, r.name));
}

/**
 * The user's plan and its monthly mentorship sessions (free 0, premium 2, business 5), for
 * `GET /api/me/bookings`, so the booking widget can offer a free user the upgrade before they pick a time.
 * Output: `{ plan: 'free' | 'premium' | 'business', monthly_sessions }`. Booking still checks it (403).
 */
export async function bookingPlan(db: Database, userId: string): Promise<{ plan: Plan; monthly_sessions: number }> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  const terms = planTerms(user?.plan);
  return { plan: terms.id, monthly_sessions: terms.mentorshipSessionsPerMonth };
}

/** Cancels the user's own booking up to CANCEL_HOURS_BEFORE hours ahead; the slot becomes free again. */
export async function cancelBooking(deps: { db: Database; mailer: Mailer }, opts: { userId: string; id: string; now?: Date }): Promise<void> {
  const { db } = deps;
  const [b] = await db
    .select({ b: mentorBookings, mentor: mentors })
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentor_id))
    .where(and(eq(mentorBookings.id, opts.id), eq(mentorBookings.user_id, opts.userId), eq(mentorBookings.status, 'booked')));
  if (!b) throw new AppError('not_found', learningMessages.bookingNotFound);
  if (b.b.starts_at.getTime() - (opts.now ?? new Date()).getTime() < CANCEL_HOURS_BEFORE * 3600_000) throw new AppError('conflict', learningMessages.tooLateToCancel);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(mentorBookings)
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where(and(eq(mentorBookings.id, opts.id), eq(mentorBookings.status, 'booked')))
      .returning({ id: mentorBookings.id });
    if (!rows.length) return;
    await tx.update(mentors).set({ sessions: sql`greatest(${mentors.sessions} - 1, 0)` }).where(eq(mentors.id, b.mentor.id));
    await deps.mailer.enqueue(
      { to: b.mentor.email, subject: 'Mentorship session cancelled', text: `The session booked for ${b.b.starts_at.toISOString()} (UTC) has been cancelled by the learner. The slot is free again.`, transactional: true },
      { tx: tx as unknown as Database },
    );
  });
}

// --- Admin ------------------------------------------------------------------------------------------------

const toMinutes = (hhmm: string) => (hhmm === '24:00' ? 1440 : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));
const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
type MentorInput = z.infer<typeof mentorInputSchema>;

export async function adminListMentors(db: Database) {
  const rows = await db.select().from(mentors).orderBy(asc(mentors.created_at));
  const ids = rows.map((r) => r.id);
  const windows = ids.length ? await db.select().from(mentorAvailability).where(inArray(mentorAvailability.mentor_id, ids)) : [];
  return rows.map((m) => ({
    ...toMentor(m),
    email: m.email,
    active: m.active,
    availability: windows.filter((w) => w.mentor_id === m.id).map((w) => ({ weekday: w.weekday, start: toHhmm(w.start_minute), end: toHhmm(w.end_minute) })),
  }));
}

function checkWindows(input: MentorInput) {
  for (const w of input.availability) {
    if (toMinutes(w.end) - toMinutes(w.start) < SESSION_MINUTES) throw new AppError('bad_request', learningMessages.windowTooShort);
  }
  // Overlapping windows on one day would offer overlapping slots (09:00 and 09:15), which the one-booking-per-start
  // index cannot keep apart.
  const sorted = [...input.availability].sort((a, b) => a.weekday - b.weekday || toMinutes(a.start) - toMinutes(b.start));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].weekday === sorted[i - 1].weekday && toMinutes(sorted[i].start) < toMinutes(sorted[i - 1].end)) {
      throw new AppError('bad_request', learningMessages.windowsOverlap);
    }
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.time_zone });
  } catch {
    throw new AppError('bad_request', learningMessages.unknownTimeZone);
  }
}

const slugify = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'mentor';

export async function adminSaveMentor(db: Database, input: MentorInput, id?: string) {
  checkWindows(input);
  const { availability, ...fields } = input;
  return db.transaction(async (tx) => {
    let mentorId = id;
    if (id) {
      const rows = await tx.update(mentors).set(fields).where(eq(mentors.id, id)).returning({ id: mentors.id });
      if (!rows.length) throw new AppError('not_found', learningMessages.mentorNotFound);
      await tx.delete(mentorAvailability).where(eq(mentorAvailability.mentor_id, id));
    } else {
      const slug = `${slugify(fields.name)}-${Math.random().toString(36).slice(2, 6)}`;
      mentorId = (await tx.insert(mentors).values({ ...fields, slug }).returning({ id: mentors.id }))[0].id;
    }
    if (availability.length) {
      await tx.insert(mentorAvailability).values(availability.map((w) => ({ mentor_id: mentorId!, weekday: w.weekday, start_minute: toMinutes(w.start), end_minute: toMinutes(w.end) })));
    }
    return { id: mentorId! };
  });
}

export async function adminDeleteMentor(db: Database, id: string) {
  const rows = await db.delete(mentors).where(eq(mentors.id, id)).returning({ id: mentors.id });
  if (!rows.length) throw new AppError('not_found', learningMessages.mentorNotFound);
}

export interface MentorServiceDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The platform time zone (the booking e-mails' times). */
  timeZone: string;
  notifier?: Notifier;
}

/**
 * Builds the mentors service. Who may do what:
 * - anyone: `list` (optionally of one industry), `bySlug` (404 for an unknown mentor), `slots` (the free 30-minute
 *   slots of the next weeks, in the mentor's time zone);
 * - the signed-in person (401 for a visitor): `book` (one of the mentor's free slots, 400 otherwise; the free plan
 *   may not book, 403 with the upgrade message; the plan's monthly sessions, 429; a slot just taken, 409),
 *   `mine` (their bookings, plan and monthly allowance), `cancel` (their own, up to 12 hours before: 409 later);
 * - admins (403): `adminList`, `save` (create, or replace with `id`), `remove`.
 */
export function createMentorService(deps: MentorServiceDeps) {
  const { db } = deps;
  return {
    list: (industry?: string): Promise<Mentor[]> => listMentors(db, industry),
    bySlug: (slug: string): Promise<Mentor> => getMentor(db, slug),
    slots: (slug: string) => freeSlots(db, slug),

    /** Books a slot (`startsAt` ISO-8601 with offset, as `bookingInputSchema`) → the booking; both sides are e-mailed. */
    book({ actor, slug, startsAt }: { actor: Actor; slug: string; startsAt: string }): Promise<Booking> {
      const { id: userId } = signedIn(actor);
      const { starts_at } = parseInput(bookingInputSchema, { starts_at: startsAt });
      return bookSession(deps, { userId, slug, startsAt: new Date(starts_at) });
    },

    async mine({ actor }: { actor: Actor }) {
      const { id: userId } = signedIn(actor);
      const [bookings, plan] = await Promise.all([myBookings(db, userId), bookingPlan(db, userId)]);
      return { bookings, ...plan };
    },

    async cancel({ actor, id }: { actor: Actor; id: string }): Promise<{ cancelled: true }> {
      await cancelBooking(deps, { userId: signedIn(actor).id, id: parseInput(mentorIdSchema, id) });
      return { cancelled: true };
    },

    adminList({ actor }: { actor: Actor }) {
      anAdmin(actor);
      return adminListMentors(db);
    },

    save({ actor, input, id }: { actor: Actor; input: z.input<typeof mentorInputSchema>; id?: string }) {
      anAdmin(actor);
      return adminSaveMentor(db, parseInput(mentorInputSchema, input), id === undefined ? undefined : parseInput(mentorIdSchema, id));
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<{ deleted: true }> {
      anAdmin(actor);
      await adminDeleteMentor(db, parseInput(mentorIdSchema, id));
      return { deleted: true };
    },
  };
}

export type MentorService = ReturnType<typeof createMentorService>;
