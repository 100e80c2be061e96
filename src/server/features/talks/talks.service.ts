/**
 * ChangeTalks: `createTalkService(deps)`, the feature's one service (built once, services.ts), called by the JSON
 * API (talks.routes.ts) and the pages (the talk list, a talk's page, the admin dashboard). Its operations take the
 * acting user and decide who may do what (see its docstring). The module's other functions are what it is made
 * of. Registration and cancellation change the registration row and `registrations_count` in one transaction
 * with SQL increments, never read-then-write: the unique (changetalk_id, user_id) index decides duplicates, and a
 * conditional UPDATE decides whether a seat is free (otherwise the user is waitlisted).
 */
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { talkIdSchema } from '~/shared/talk-api';
import { type TalkInput, talkInputSchema } from '~/shared/talk-input';
import type { Talk } from '~/shared/talk-api';
import { JOIN_LINK_OPENS_MINUTES, eventInstant, splitTalks, talkMessages } from '~/shared/talks';
import { idFromSlug } from '~/shared/slugs';
import { type Actor, anAdmin, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { changetalkRegistrations, changetalkViews, changetalks, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../mail/mailer';
import { durationMinutes } from './talks.calendar';
import type { ConfirmationRelay } from './talks.confirmations';
import { registrationCancelledEmail } from './talks.emails';
import { enqueueCancelledNotice, enqueueChangedNotice, enqueuePromotedNotice } from './talks.notices';
import { localeOf } from '~/shared/locales';

type TalkRow = typeof changetalks.$inferSelect;

export interface TalkServiceDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
  timeZone: string;
  /** This process's confirmation relay, nudged after a registration commits (absent: the relay's sweep finds it). */
  confirmations?: ConfirmationRelay;
  /** MAIL_FROM's address: the organizer named in the talks' calendar invitations. */
  organizerEmail: string;
}

/**
 * Row → API shape (talk-api.ts `talkSchema`: ISO dates; the calendar's sequence, the row's timestamps and the join
 * link stay on the server: admins get the link through `toAdminTalk`, registrants through `joinLink`).
 */
export function toTalk(row: TalkRow, myStatus?: 'registered' | 'waitlisted' | null): Talk {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    speaker_name: row.speaker_name,
    speaker_role: row.speaker_role,
    speaker_image: row.speaker_image,
    event_date: row.event_date.toISOString(),
    event_time: row.event_time,
    location: row.location,
    event_type: row.event_type as Talk['event_type'],
    image_url: row.image_url,
    category: row.category,
    is_featured: row.is_featured,
    registrations_count: row.registrations_count,
    views_count: row.views_count,
    rating: row.rating === null ? null : Number(row.rating),
    duration: row.duration,
    capacity: row.capacity,
    recording_url: row.recording_url,
    ...(myStatus !== undefined ? { my_status: myStatus } : {}),
  };
}

/** Row → the admins' shape: the public one and the join link. */
export function toAdminTalk(row: TalkRow): Talk {
  return { ...toTalk(row), join_url: row.join_url };
}

/** Public list: every talk except cancelled ones, by event_date ascending. */
export async function listPublicTalks(db: Database): Promise<Talk[]> {
  const rows = await db.select().from(changetalks).where(ne(changetalks.event_type, 'cancelled')).orderBy(asc(changetalks.event_date));
  return rows.map((r) => toTalk(r));
}

/** Admin list: every talk, by event_date descending. */
export async function listAllTalks(db: Database): Promise<Talk[]> {
  const rows = await db.select().from(changetalks).orderBy(desc(changetalks.event_date));
  return rows.map((r) => toAdminTalk(r));
}

/** The signed-in user's registration status per talk id. */
export async function myRegistrationStatuses(db: Database, userId: string): Promise<Record<string, 'registered' | 'waitlisted'>> {
  const rows = await db
    .select({ id: changetalkRegistrations.changetalk_id, status: changetalkRegistrations.status })
    .from(changetalkRegistrations)
    .where(eq(changetalkRegistrations.user_id, userId));
  return Object.fromEntries(rows.map((r) => [r.id, r.status as 'registered' | 'waitlisted']));
}

/** The user's registrations for upcoming talks, soonest first (dashboard ChangeTalks card). */
export async function myUpcomingRegistrations(db: Database, userId: string) {
  const rows = await db
    .select({ talk: changetalks, status: changetalkRegistrations.status })
    .from(changetalkRegistrations)
    .innerJoin(changetalks, eq(changetalks.id, changetalkRegistrations.changetalk_id))
    .where(and(eq(changetalkRegistrations.user_id, userId), eq(changetalks.event_type, 'upcoming'), gt(changetalks.event_date, new Date())))
    .orderBy(asc(changetalks.event_date));
  return rows.map((r) => ({ ...toTalk(r.talk), my_status: r.status as 'registered' | 'waitlisted' }));
}

function toValues(input: TalkInput, timeZone: string) {
  const v = talkInputSchema.parse(input);
  return { ...v, event_date: eventInstant(v.event_date, v.event_time, timeZone), rating: v.rating ?? null, capacity: v.capacity ?? null };
}

export async function createTalk(deps: TalkServiceDeps, input: TalkInput): Promise<Talk> {
  const [row] = await deps.db.insert(changetalks).values(toValues(input, deps.timeZone)).returning();
  return toAdminTalk(row);
}

/**
 * Updates a talk and raises its calendar SEQUENCE. In the update's transaction: when it becomes
 * 'cancelled', its registrants' notice (with a calendar CANCEL) is queued; when an upcoming talk's time, length,
 * place or join link changes, its registrants' update (a calendar REQUEST); people the change seats from the waitlist are told.
 * 404 when it does not exist.
 */
export async function updateTalk(deps: TalkServiceDeps, id: string, input: TalkInput): Promise<Talk> {
  const values = toValues(input, deps.timeZone);
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [before] = await tx
      .select({ event_type: changetalks.event_type, event_date: changetalks.event_date, location: changetalks.location, duration: changetalks.duration, join_url: changetalks.join_url })
      .from(changetalks)
      .where(eq(changetalks.id, id))
      .for('update');
    if (!before) throw new AppError('not_found', talkMessages.notFound);
    const [updated] = await tx
      .update(changetalks)
      .set({ ...values, sequence: sql`${changetalks.sequence} + 1`, updated_at: new Date() })
      .where(eq(changetalks.id, id))
      .returning();
    // A larger (or removed) capacity seats the people already waiting before anyone new.
    const promotedIds = updated.event_type === 'upcoming' ? await promoteFromWaitlist(tx, id) : [];
    await enqueuePromotedNotice(tx, deps.jobs, id, promotedIds);
    if (before.event_type !== 'cancelled' && updated.event_type === 'cancelled') await enqueueCancelledNotice(tx, deps.jobs, updated);
    const moved =
      before.event_date.getTime() !== updated.event_date.getTime() ||
      (before.location ?? '') !== (updated.location ?? '') ||
      (before.duration ?? '') !== (updated.duration ?? '') ||
      (before.join_url ?? '') !== (updated.join_url ?? '');
    if (moved && before.event_type === 'upcoming' && updated.event_type === 'upcoming') await enqueueChangedNotice(tx, deps.jobs, id);
    const [fresh] = promotedIds.length ? await tx.select().from(changetalks).where(eq(changetalks.id, id)) : [updated];
    return fresh;
  });
  return toAdminTalk(row);
}

/**
 * Deletes a talk; when it had not happened yet, its registrants' cancellation notice is queued in the same
 * transaction, its calendar CANCEL one SEQUENCE above the last version sent.
 */
export async function deleteTalk(deps: TalkServiceDeps, id: string): Promise<void> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [row] = await tx.select().from(changetalks).where(eq(changetalks.id, id)).for('update');
    if (!row) throw new AppError('not_found', talkMessages.notFound);
    if (row.event_type === 'upcoming' && row.event_date > new Date()) await enqueueCancelledNotice(tx, deps.jobs, { ...row, sequence: row.sequence + 1 });
    await tx.delete(changetalks).where(eq(changetalks.id, id));
  });
}

/**
 * Registers `userId` for a talk, or waitlists them when it is full.
 * Errors: 404 no such talk; 409 'already_registered'; 409 when the talk is not open (past/cancelled/started).
 *
 * One round trip: the database function `register_for_talk` (migration 0009; decision 006) checks the talk, inserts
 * the registration (the unique index decides a second one), takes a seat with a conditional increment or waitlists,
 * all in one statement's transaction, so the talk row — which every registration for a popular talk updates — is
 * locked only while that runs and commits. The registered row is also its confirmation's outbox entry: the
 * confirmation relay (talks.confirmations.ts), nudged here, queues the e-mail with its .ics.
 */
export async function registerForTalk(deps: TalkServiceDeps, opts: { talkId: string; userId: string }): Promise<{ status: 'registered' | 'waitlisted'; registrations_count: number }> {
  const result = await deps.db.execute(sql`select outcome, count_after from register_for_talk(${opts.talkId}, ${opts.userId})`);
  const [row] = (result as unknown as { rows: Array<{ outcome: string; count_after: number | null }> }).rows;
  switch (row.outcome) {
    case 'registered':
      deps.confirmations?.nudge();
      return { status: 'registered', registrations_count: row.count_after! };
    case 'waitlisted':
      return { status: 'waitlisted', registrations_count: row.count_after! };
    case 'not_found':
      throw new AppError('not_found', talkMessages.notFound);
    case 'already_registered':
      throw new AppError('already_registered', "You're already registered for this event");
    default:
      throw new AppError('conflict', talkMessages.registrationClosed);
  }
}

/**
 * Cancels the user's registration (or waitlist place). When a seat is freed, the first person waiting is
 * registered in the same transaction, which also queues their notice; the person who cancelled a seat gets a
 * calendar CANCEL, one SEQUENCE above the talk's last version (the counter is raised with the seat
 * count). 404 when there is nothing to cancel.
 */
export async function cancelRegistration(deps: TalkServiceDeps, opts: { talkId: string; userId: string }): Promise<{ registrations_count: number }> {
  const { db } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(changetalkRegistrations)
      .where(and(eq(changetalkRegistrations.changetalk_id, opts.talkId), eq(changetalkRegistrations.user_id, opts.userId)))
      .returning({ status: changetalkRegistrations.status, confirmed: changetalkRegistrations.confirmation_queued_at });
    if (!removed) throw new AppError('not_found', talkMessages.notRegistered);
    if (removed.status === 'registered') {
      const [talk] = await tx
        .update(changetalks)
        .set({ registrations_count: sql`greatest(${changetalks.registrations_count} - 1, 0)`, sequence: sql`${changetalks.sequence} + 1` })
        .where(eq(changetalks.id, opts.talkId))
        .returning();
      const [user] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, opts.userId));
      // Only someone whose invitation was queued has the event in a calendar (a registration cancelled before the
      // confirmation relay reached it never gets either).
      if (talk && user && removed.confirmed && talk.event_type === 'upcoming') await deps.mailer.enqueue(registrationCancelledEmail(user.email, talk, deps, localeOf(user.locale)), { tx: tx as unknown as Database });
      const promotedUserIds = await promoteFromWaitlist(tx as unknown as Database, opts.talkId);
      await enqueuePromotedNotice(tx as unknown as Database, deps.jobs, opts.talkId, promotedUserIds);
    }
    const [{ count }] = await tx.select({ count: changetalks.registrations_count }).from(changetalks).where(eq(changetalks.id, opts.talkId));
    return count;
  });
  return { registrations_count: outcome };
}

/**
 * Registers the first people waiting for as many seats as are free (capacity − registrations_count, all of
 * them when capacity is null), in one statement, inside the caller's transaction. Returns their user ids. Their
 * promotion notice is their confirmation, so the confirmation relay is told it has nothing to queue for them.
 */
async function promoteFromWaitlist(tx: Database, talkId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    with seats as (
      select case when capacity is null then 2147483647 else greatest(capacity - registrations_count, 0) end as free
      from changetalks where id = ${talkId} for update),
    promoted as (
      update changetalk_registrations set status = 'registered', confirmation_queued_at = now()
      where id in (
        select id from changetalk_registrations
        where changetalk_id = ${talkId} and status = 'waitlisted'
        order by created_at, id limit (select free from seats)
        for update skip locked)
      returning user_id),
    bumped as (
      update changetalks set registrations_count = registrations_count + (select count(*) from promoted)
      where id = ${talkId})
    select user_id from promoted`);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
}

/** Counts a recording view once per viewer per talk. Returns the talk's views_count. 404 for an unknown talk. */
export async function recordView(db: Database, opts: { talkId: string; viewerKey: string }): Promise<{ views_count: number }> {
  return db.transaction(async (tx) => {
    const [talk] = await tx.select({ views: changetalks.views_count }).from(changetalks).where(eq(changetalks.id, opts.talkId));
    if (!talk) throw new AppError('not_found', talkMessages.notFound);
    const inserted = await tx.insert(changetalkViews).values({ changetalk_id: opts.talkId, viewer_key: opts.viewerKey }).onConflictDoNothing().returning();
    if (!inserted.length) return { views_count: talk.views };
    const [row] = await tx
      .update(changetalks)
      .set({ views_count: sql`${changetalks.views_count} + 1` })
      .where(eq(changetalks.id, opts.talkId))
      .returning({ views: changetalks.views_count });
    return { views_count: row.views };
  });
}

/** Registrants of a talk for the admin (name, e-mail, status, when), registered first then the waitlist in order. */
export async function listRegistrants(db: Database, talkId: string) {
  const [talk] = await db.select({ id: changetalks.id }).from(changetalks).where(eq(changetalks.id, talkId));
  if (!talk) throw new AppError('not_found', talkMessages.notFound);
  return db
    .select({ name: users.name, email: users.email, status: changetalkRegistrations.status, registered_at: changetalkRegistrations.created_at })
    .from(changetalkRegistrations)
    .innerJoin(users, eq(users.id, changetalkRegistrations.user_id))
    .where(eq(changetalkRegistrations.changetalk_id, talkId))
    .orderBy(desc(sql`${changetalkRegistrations.status} = 'registered'`), asc(changetalkRegistrations.created_at))
    .then((rows) => rows.map((r) => ({ ...r, status: r.status as 'registered' | 'waitlisted', registered_at: r.registered_at.toISOString() })));
}

/** One talk row (calendar download). 404 when missing or cancelled. */
export async function getTalk(db: Database, id: string): Promise<TalkRow> {
  const [row] = await db.select().from(changetalks).where(and(eq(changetalks.id, id), inArray(changetalks.event_type, ['upcoming', 'past'])));
  if (!row) throw new AppError('not_found', talkMessages.notFound);
  return row;
}

/**
 * Builds the ChangeTalks service. Who may do what:
 * - anyone: `list()` (every talk but cancelled ones, soonest first), `next()`, `bySlug(slug)`, `calendar({ talkId })`,
 *   `recordView({ talkId, viewerKey })` (once per viewer);
 * - the signed-in person (401 'Please sign in to continue.' for a visitor): `mine({ actor })`, `register({ actor,
 *   talkId })` (a full talk waitlists them; 409 `already_registered` "You're already registered for this event"; 409
 *   `conflict` when the talk is not open), `cancel({ actor, talkId })` (404 when they hold no place; the first
 *   person waiting takes a freed seat);
 * - admins (403 for anyone else): `listAll`, `create`, `update`, `remove`, `registrants`.
 * A talk id that is no UUID is refused 400 'Unknown talk'; an unknown one 404 talkMessages.notFound.
 */
export function createTalkService(deps: TalkServiceDeps) {
  const { db } = deps;
  const talkId = (id: string) => parseInput(talkIdSchema, id);
  return {
    /** Every talk except cancelled ones, soonest first (`GET /api/talks`). */
    list: (): Promise<Talk[]> => listPublicTalks(db),

    /** The soonest talk still to come (upcoming, not cancelled, its time not passed), or null: a next step to offer. */
    async next(): Promise<Talk | null> {
      const now = new Date().toISOString();
      return splitTalks(await listPublicTalks(db)).upcoming.find((t) => t.event_date > now) ?? null;
    },

    /** The talk a page's slug names (`shared/slugs.ts`; cancelled ones too, their page says so), or null. */
    async bySlug(slug: string): Promise<Talk | null> {
      const id = idFromSlug(slug);
      if (!id) return null;
      const [row] = await db.select().from(changetalks).where(and(eq(changetalks.id, id), inArray(changetalks.event_type, ['upcoming', 'past'])));
      return row ? toTalk(row) : null;
    },

    /** An upcoming or past talk's row, for its calendar file; 404 when missing or cancelled. */
    calendar: ({ talkId: id }: { talkId: string }) => getTalk(db, talkId(id)),

    /** Counts a recording view once per viewer (`user:<id>` or a visitor's cookie) → the talk's views_count. */
    recordView: ({ talkId: id, viewerKey }: { talkId: string; viewerKey: string }) => recordView(db, { talkId: talkId(id), viewerKey }),

    /** The person's registration statuses by talk id, and their registrations for talks still to come. */
    async mine({ actor }: { actor: Actor }) {
      const { id: userId } = signedIn(actor);
      const [statuses, upcoming] = await Promise.all([myRegistrationStatuses(db, userId), myUpcomingRegistrations(db, userId)]);
      return { statuses, upcoming };
    },

    /** Registers the person for an upcoming talk, or waitlists them when it is full (see the rules above). */
    register: ({ actor, talkId: id }: { actor: Actor; talkId: string }) => registerForTalk(deps, { userId: signedIn(actor).id, talkId: talkId(id) }),

    /** Cancels the person's registration or waitlist place → the talk's registrations count after. */
    cancel: ({ actor, talkId: id }: { actor: Actor; talkId: string }) => cancelRegistration(deps, { userId: signedIn(actor).id, talkId: talkId(id) }),

    /** Every talk, cancelled ones too, newest first (admins). */
    listAll({ actor }: { actor: Actor }): Promise<Talk[]> {
      anAdmin(actor);
      return listAllTalks(db);
    },

    /** Creates a talk from `talkInputSchema`'s fields (admins; 400 with the field at fault). */
    create({ actor, input }: { actor: Actor; input: TalkInput }): Promise<Talk> {
      anAdmin(actor);
      parseInput(talkInputSchema, input);
      return createTalk(deps, input);
    },

    /** Replaces a talk (admins); its registrants are told of a new time or place, or of a cancellation. */
    update({ actor, talkId: id, input }: { actor: Actor; talkId: string; input: TalkInput }): Promise<Talk> {
      anAdmin(actor);
      parseInput(talkInputSchema, input);
      return updateTalk(deps, talkId(id), input);
    },

    /** Deletes a talk (admins); the registrants of one still to come are told. */
    async remove({ actor, talkId: id }: { actor: Actor; talkId: string }): Promise<{ deleted: true }> {
      anAdmin(actor);
      await deleteTalk(deps, talkId(id));
      return { deleted: true };
    },

    /**
     * An online talk's join link for the person: only someone registered (not waitlisted) gets it, and on the page
     * only from JOIN_LINK_OPENS_MINUTES before the start to its end (their e-mails carry it all along). Answers the
     * link (null outside that time, or when the talk has none), whether the talk has one, and when it opens. 403 for anyone not registered, 404 for no talk.
     */
    async joinLink({ actor, talkId: id, at = new Date() }: { actor: Actor; talkId: string; at?: Date }): Promise<{ join_url: string | null; has_link: boolean; opens_at: string }> {
      const user = signedIn(actor);
      const talk = await getTalk(db, talkId(id));
      const [registration] = await db
        .select({ status: changetalkRegistrations.status })
        .from(changetalkRegistrations)
        .where(and(eq(changetalkRegistrations.changetalk_id, talk.id), eq(changetalkRegistrations.user_id, user.id)));
      if (registration?.status !== 'registered') throw new AppError('forbidden', talkMessages.joinForRegistrants.message);
      const opensAt = new Date(talk.event_date.getTime() - JOIN_LINK_OPENS_MINUTES * 60_000);
      const endsAt = new Date(talk.event_date.getTime() + durationMinutes(talk.duration) * 60_000);
      const open = talk.event_type === 'upcoming' && at >= opensAt && at <= endsAt;
      return { join_url: open ? talk.join_url : null, has_link: Boolean(talk.join_url), opens_at: opensAt.toISOString() };
    },

    /** A talk's registrants, seated first, then the waitlist in order (admins). */
    registrants({ actor, talkId: id }: { actor: Actor; talkId: string }) {
      anAdmin(actor);
      return listRegistrants(db, talkId(id));
    },
  };
}

export type TalkService = ReturnType<typeof createTalkService>;
