/**
 * Business for teams (the rules are in shared/billing-teams.ts): an owner buys seats for their organisation through a
 * Razorpay Payment Link, gets one GST invoice made out to the organisation's GSTIN, and invites members by e-mail;
 * each member who accepts has Business while the team's period is paid for.
 *
 * As with subscriptions, a payment is never taken from a webhook's payload or the callback's query: `syncLink` asks
 * Razorpay for the link and applies what it says under the order's row lock, so the callback, any number of
 * `payment_link.paid` webhooks and the sweep record one payment and one invoice between them. Seats are counted under
 * the team's row lock, so concurrent invitations never exceed them. Built by the billing service
 * (billing.service.ts), which owns the gateway, the webhooks and the sweep.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { formatPaise, planPricePaise } from '~/shared/billing';
import {
  TEAM_LINK_VALID_DAYS,
  type TeamMembershipView,
  type TeamView,
  teamInviteInputSchema,
  teamJoinInputSchema,
  teamMessages,
  teamOrderInputSchema,
  teamPricePaise,
} from '~/shared/billing-teams';
import { formatLongDate } from '~/shared/date-format';
import { localeOf } from '~/shared/locales';
import { paths } from '~/shared/paths';
import type { BillingPeriod } from '~/shared/plans';
import { type Actor, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { payments, teamMembers, teamOrders, teams, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { writeText } from '../../i18n';
import { currentLocale } from '../../request-context';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { type Supplier, issueDocument } from './billing.documents';
import { teamInvitationEmail } from './billing.emails';
import { applyEntitlement } from './billing.sync';
import { type PaymentGateway, TEAM_CALLBACK_PATH } from './payment-gateway';
import { signatureMatches } from './razorpay-client';

export interface TeamBillingDeps {
  db: Database;
  /** The gateway, or a 403 when paid plans are off. */
  gateway: () => PaymentGateway;
  /** Runs a call to Razorpay for a person waiting (its failure is a 502 that says nothing was charged). */
  atRazorpay: <T>(call: () => Promise<T>) => Promise<T>;
  mailer: Mailer;
  supplier: Supplier;
  publicUrl: string;
  timeZone: string;
  logger: Logger;
  now: () => Date;
}

type TeamRow = typeof teams.$inferSelect;
/** What Razorpay answers for a Payment Link (the fields we read). */
interface RemoteLink {
  id: string;
  status: string;
  short_url?: string;
  payments?: Array<{ payment_id: string; amount: number; method?: string; status?: string; created_at?: number }> | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `from` plus one billing period (calendar month or year, UTC). */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  const d = new Date(from);
  if (period === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/** True while a team's period is paid for at `now`. */
const paidAt = (team: Pick<TeamRow, 'paid_through'>, now: Date) => Boolean(team.paid_through && now < team.paid_through);

export function createTeamBilling(deps: TeamBillingDeps) {
  const { db, now } = deps;
  const log = deps.logger.child({ component: 'billing-teams' });

  async function ownTeam(tx: Database, ownerId: string, lock = false): Promise<TeamRow | undefined> {
    const q = tx.select().from(teams).where(eq(teams.owner_id, ownerId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /** Live members and open invitations of a team (the seats in use). */
  async function liveSeats(tx: Database, teamId: string): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(teamMembers).where(and(eq(teamMembers.team_id, teamId), isNull(teamMembers.removed_at)));
    return Number(row?.n ?? 0);
  }

  /** Sets the plan of every member who joined `teamId` (after its period changed or ended). */
  async function applyToMembers(tx: Database, teamId: string, at: Date): Promise<void> {
    const joined = await tx.select({ user: teamMembers.user_id }).from(teamMembers).where(and(eq(teamMembers.team_id, teamId), isNotNull(teamMembers.user_id)));
    for (const m of joined) if (m.user) await applyEntitlement(tx, m.user, at);
  }

  /**
   * Brings one Payment Link to Razorpay's state: when it is paid, records the payment once, adds one period of the
   * order's seats to the team (after the period already paid for, if any), issues the GST invoice to the
   * organisation and gives its members Business. Answers the order's status, or null for a link that is not ours.
   */
  async function syncLink(linkId: string, at: Date = now()): Promise<string | null> {
    const remote = (await deps.gateway().client.paymentLink.fetch(linkId)) as unknown as RemoteLink;
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(teamOrders).where(eq(teamOrders.provider_link_id, linkId)).for('update');
      if (!order) {
        log.warn({ link: linkId }, 'Razorpay told us of a payment link that is not ours');
        return null;
      }
      if (order.status === 'paid' || remote.status === order.status) return order.status;
      const captured = remote.payments?.find((p) => p.status === 'captured') ?? remote.payments?.[0];
      if (remote.status !== 'paid' || !captured) {
        await tx.update(teamOrders).set({ status: remote.status, updated_at: at }).where(eq(teamOrders.id, order.id));
        return remote.status;
      }
      const [team] = await tx.select().from(teams).where(eq(teams.id, order.team_id)).for('update');
      const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, team!.owner_id));
      const capturedAt = captured.created_at ? new Date(captured.created_at * 1000) : at;
      const start = team!.paid_through && team!.paid_through > capturedAt ? team!.paid_through : capturedAt;
      const end = addPeriod(start, order.period as BillingPeriod);
      const [payment] = await tx
        .insert(payments)
        .values({
          user_id: team!.owner_id,
          provider_payment_id: captured.payment_id,
          amount_paise: order.amount_paise,
          status: 'captured',
          method: captured.method ?? null,
          captured_at: capturedAt,
          period_start: start,
          period_end: end,
        })
        .onConflictDoNothing({ target: payments.provider_payment_id })
        .returning({ id: payments.id });
      if (payment) {
        await issueDocument(tx, deps.supplier, {
          kind: 'invoice',
          issuedAt: capturedAt,
          userId: team!.owner_id,
          paymentId: payment.id,
          buyer: { name: team!.name, email: owner?.email ?? '', state: team!.buyer_state, gstin: team!.buyer_gstin },
          description: `ChangePath Business for teams, ${order.seats} seats × ${formatPaise(planPricePaise('business', order.period as BillingPeriod))}, ${formatLongDate(start, deps.timeZone)} to ${formatLongDate(end, deps.timeZone)}`,
          totalPaise: order.amount_paise,
          listPricePaise: order.amount_paise,
        });
        await tx.update(teams).set({ seats: order.seats, period: order.period, paid_through: end, updated_at: at }).where(eq(teams.id, team!.id));
      }
      await tx.update(teamOrders).set({ status: 'paid', payment_id: payment?.id ?? null, updated_at: at }).where(eq(teamOrders.id, order.id));
      await applyToMembers(tx, team!.id, at);
      log.info({ team: team!.id, link: linkId, seats: order.seats, paidThrough: end }, 'team seats paid for');
      return 'paid';
    });
  }

  async function view(team: TeamRow, at: Date): Promise<TeamView> {
    const members = await db
      .select({ id: teamMembers.id, email: teamMembers.email, user_id: teamMembers.user_id, name: users.name, joined_at: teamMembers.joined_at, invited_at: teamMembers.invited_at })
      .from(teamMembers)
      .leftJoin(users, eq(users.id, teamMembers.user_id))
      .where(and(eq(teamMembers.team_id, team.id), isNull(teamMembers.removed_at)))
      .orderBy(asc(teamMembers.invited_at), asc(teamMembers.email));
    const [open] = await db.select().from(teamOrders).where(and(eq(teamOrders.team_id, team.id), eq(teamOrders.status, 'created'))).orderBy(desc(teamOrders.created_at)).limit(1);
    return {
      id: team.id,
      name: team.name,
      state: team.buyer_state,
      gstin: team.buyer_gstin,
      seats: team.seats,
      period: team.period as BillingPeriod,
      paid_through: team.paid_through?.toISOString() ?? null,
      active: paidAt(team, at),
      members: members.map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name ?? null,
        owner: m.user_id === team.owner_id,
        joined_at: m.joined_at?.toISOString() ?? null,
        invited_at: m.invited_at.toISOString(),
      })),
      open_order: open
        ? { id: open.id, seats: open.seats, period: open.period as BillingPeriod, amount_paise: open.amount_paise, status: open.status, payment_url: open.payment_url, created_at: open.created_at.toISOString() }
        : null,
    };
  }

  return {
    syncLink,

    /** The team the person owns, with its members and open payment link; null when they own none. */
    async team({ actor }: { actor: Actor }): Promise<TeamView | null> {
      const user = signedIn(actor);
      const team = await ownTeam(db, user.id);
      return team ? view(team, now()) : null;
    },

    /** Teams the person joined as a member (not as owner), for the Billing page. */
    async memberships({ actor }: { actor: Actor }): Promise<TeamMembershipView[]> {
      const user = signedIn(actor);
      const rows = await db
        .select({ team: teams.name, owner_email: users.email, owner_id: teams.owner_id, paid_through: teams.paid_through })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.team_id))
        .innerJoin(users, eq(users.id, teams.owner_id))
        .where(and(eq(teamMembers.user_id, user.id), isNull(teamMembers.removed_at), isNotNull(teamMembers.joined_at)));
      const at = now();
      return rows
        .filter((r) => r.owner_id !== user.id)
        .map((r) => ({ team: r.team, owner_email: r.owner_email, paid_through: r.paid_through?.toISOString() ?? null, active: paidAt(r, at) }));
    },

    /**
     * Buys seats for one period: sets up the team on first use (its owner takes a seat), withdraws an earlier link
     * not yet paid, and answers the new Payment Link's page. 400 for bad input or fewer seats than the team already
     * uses, 403 when paid plans are off, 502 when Razorpay fails (nothing was charged).
     */
    async order({ actor, input }: { actor: Actor; input: unknown }): Promise<{ payment_url: string; amount_paise: number; message: string }> {
      const user = signedIn(actor);
      const g = deps.gateway();
      const data = parseInput(teamOrderInputSchema, input);
      const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, user.id));
      const at = now();
      const team = await db.transaction(async (tx) => {
        const found = await ownTeam(tx, user.id, true);
        if (found) {
          const inUse = await liveSeats(tx, found.id);
          if (data.seats < inUse) throw new AppError('bad_request', teamMessages.seatsBelowMembers(inUse), { field: 'seats' });
          const [row] = await tx.update(teams).set({ name: data.name, buyer_state: data.state, buyer_gstin: data.gstin, updated_at: at }).where(eq(teams.id, found.id)).returning();
          return row!;
        }
        const [row] = await tx.insert(teams).values({ owner_id: user.id, name: data.name, buyer_state: data.state, buyer_gstin: data.gstin, period: data.period, created_at: at, updated_at: at }).returning();
        await tx.insert(teamMembers).values({ team_id: row!.id, email: owner!.email.toLowerCase(), user_id: user.id, invited_at: at, joined_at: at });
        return row!;
      });
      // An earlier link nobody paid is withdrawn, so only one can be paid; one paid meanwhile is recorded first.
      const earlier = await db.select().from(teamOrders).where(and(eq(teamOrders.team_id, team.id), eq(teamOrders.status, 'created')));
      for (const old of earlier) {
        const status = await deps.atRazorpay(() => syncLink(old.provider_link_id));
        if (status !== 'created') continue;
        await deps.atRazorpay(() => g.client.paymentLink.cancel(old.provider_link_id));
        await db.update(teamOrders).set({ status: 'cancelled', updated_at: now() }).where(eq(teamOrders.id, old.id));
      }
      const orderId = randomUUID();
      const amount = teamPricePaise(data.seats, data.period);
      const link = (await deps.atRazorpay(() =>
        g.client.paymentLink.create({
          amount,
          currency: 'INR',
          accept_partial: false,
          description: `ChangePath Business for ${data.name}: ${data.seats} seats, one ${data.period === 'yearly' ? 'year' : 'month'}`.slice(0, 2048),
          customer: { name: owner!.name, email: owner!.email },
          notify: { email: true, sms: false },
          reminder_enable: true,
          reference_id: orderId,
          expire_by: Math.floor(at.getTime() / 1000) + TEAM_LINK_VALID_DAYS * 86_400,
          callback_url: `${deps.publicUrl}${TEAM_CALLBACK_PATH}`,
          callback_method: 'get',
          notes: { team_id: team.id, seats: String(data.seats), period: data.period },
        } as never),
      )) as unknown as RemoteLink;
      const paymentUrl = g.paymentLinkUrl(link);
      await db.insert(teamOrders).values({ id: orderId, team_id: team.id, seats: data.seats, period: data.period, amount_paise: amount, provider_link_id: link.id, payment_url: paymentUrl, created_at: at, updated_at: at });
      log.info({ team: team.id, link: link.id, seats: data.seats, period: data.period, amount }, 'team payment link made');
      return { payment_url: paymentUrl, amount_paise: amount, message: writeText(teamMessages.orderStarted) };
    },

    /**
     * A paid Payment Link's return (Razorpay adds the signed result to the callback URL). Only a valid signature
     * makes us ask Razorpay; the answer says what the team page should tell the owner.
     */
    async completeLink(query: Record<string, string | undefined>): Promise<'paid' | 'pending' | 'unconfirmed'> {
      const g = deps.gateway();
      const paymentId = query.razorpay_payment_id;
      const linkId = query.razorpay_payment_link_id;
      const payload = `${linkId}|${query.razorpay_payment_link_reference_id ?? ''}|${query.razorpay_payment_link_status ?? ''}|${paymentId}`;
      if (!paymentId || !linkId || !signatureMatches(payload, query.razorpay_signature, g.keySecret)) {
        log.warn({ link: linkId }, 'a payment link return whose signature does not match');
        return 'unconfirmed';
      }
      const status = await syncLink(linkId).catch((err) => {
        log.error({ err, link: linkId }, 'Razorpay could not be asked after a payment link was paid; the sweep will');
        return null;
      });
      return status === 'paid' ? 'paid' : 'pending';
    },

    /**
     * Invites people by e-mail to a team whose seats are paid for: one e-mail each with a link to accept. Addresses
     * already on the team are skipped and named. 409 when the team is not paid for, has too few free seats, or
     * every address is already on it; 400 for bad input; 404 without a team.
     */
    async invite({ actor, input }: { actor: Actor; input: unknown }): Promise<{ invited: number; message: string }> {
      const user = signedIn(actor);
      const { emails } = parseInput(teamInviteInputSchema, input);
      const at = now();
      return db.transaction(async (tx) => {
        const team = await ownTeam(tx, user.id, true);
        if (!team) throw new AppError('not_found', teamMessages.noTeam);
        if (!paidAt(team, at)) throw new AppError('conflict', teamMessages.notPaidYet);
        const live = await tx.select({ email: teamMembers.email }).from(teamMembers).where(and(eq(teamMembers.team_id, team.id), isNull(teamMembers.removed_at)));
        const taken = new Set(live.map((m) => m.email));
        const fresh = emails.filter((e) => !taken.has(e));
        const skipped = emails.filter((e) => taken.has(e));
        if (fresh.length === 0) throw new AppError('conflict', teamMessages.alreadyInvited(skipped.join(', ')));
        const left = team.seats - live.length;
        if (fresh.length > left) throw new AppError('conflict', teamMessages.seatsFull(team.seats, Math.max(0, left)));
        const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
        const invitations = fresh.map((email) => ({ email, token: randomBytes(24).toString('base64url') }));
        await tx.insert(teamMembers).values(invitations.map((i) => ({ team_id: team.id, email: i.email, token_hash: hashToken(i.token), invited_at: at })));
        // Each invitation in the invitee's account language when they have an account, else the owner's page's.
        const accounts = await tx.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, fresh));
        const languageOf = (email: string) => localeOf(accounts.find((a) => a.email === email)?.locale ?? currentLocale());
        await deps.mailer.enqueueMany(
          invitations.map((i) =>
            teamInvitationEmail(
              i.email,
              { owner: owner?.name ?? '', team: team.name, acceptPath: `${paths.teamJoin}?token=${i.token}` },
              { publicUrl: deps.publicUrl, locale: languageOf(i.email) },
            ),
          ),
          { tx },
        );
        const message = writeText(teamMessages.invited(fresh.length)) + (skipped.length ? ` ${writeText(teamMessages.alreadyInvited(skipped.join(', ')))}` : '');
        return { invited: fresh.length, message };
      });
    },

    /** Removes a member or withdraws an invitation (the owner's own seat stays); the seat is free again at once. */
    async remove({ actor, memberId }: { actor: Actor; memberId: string }): Promise<{ message: string }> {
      const user = signedIn(actor);
      if (!/^[0-9a-f-]{36}$/i.test(memberId)) throw new AppError('not_found', teamMessages.memberNotFound);
      const at = now();
      return db.transaction(async (tx) => {
        const team = await ownTeam(tx, user.id, true);
        if (!team) throw new AppError('not_found', teamMessages.noTeam);
        const [member] = await tx.select().from(teamMembers).where(and(eq(teamMembers.id, memberId), eq(teamMembers.team_id, team.id), isNull(teamMembers.removed_at)));
        if (!member) throw new AppError('not_found', teamMessages.memberNotFound);
        if (member.user_id === team.owner_id) throw new AppError('conflict', teamMessages.ownerStays);
        await tx.update(teamMembers).set({ removed_at: at, token_hash: null }).where(eq(teamMembers.id, member.id));
        if (member.user_id) await applyEntitlement(tx, member.user_id, at);
        return { message: writeText(teamMessages.memberRemoved) };
      });
    },

    /** What an invitation's page shows (the team and who invited), or null when the token is not an open invitation. */
    async invitation({ token }: { token: string }): Promise<{ team: string; owner: string; email: string; active: boolean } | null> {
      if (!teamJoinInputSchema.safeParse({ token }).success) return null;
      const [row] = await db
        .select({ team: teams.name, owner: users.name, email: teamMembers.email, paid_through: teams.paid_through })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.team_id))
        .innerJoin(users, eq(users.id, teams.owner_id))
        .where(and(eq(teamMembers.token_hash, hashToken(token)), isNull(teamMembers.removed_at), isNull(teamMembers.joined_at)));
      return row ? { team: row.team, owner: row.owner, email: row.email, active: paidAt(row, now()) } : null;
    },

    /**
     * Accepts an invitation with the token from its e-mail: the signed-in person takes the seat (the token proves the
     * invitation reached them; it works once). 400 for a token that is not an open invitation, 409 when they are
     * already on that team.
     */
    async join({ actor, input }: { actor: Actor; input: unknown }): Promise<{ team: string; message: string }> {
      const user = signedIn(actor);
      const { token } = parseInput(teamJoinInputSchema, input);
      const at = now();
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .select()
          .from(teamMembers)
          .where(and(eq(teamMembers.token_hash, hashToken(token)), isNull(teamMembers.removed_at), isNull(teamMembers.joined_at)))
          .for('update');
        if (!invite) throw new AppError('bad_request', teamMessages.invitationInvalid, { field: 'token' });
        const [team] = await tx.select().from(teams).where(eq(teams.id, invite.team_id));
        const [already] = await tx.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.team_id, invite.team_id), eq(teamMembers.user_id, user.id), isNull(teamMembers.removed_at)));
        if (already) throw new AppError('conflict', teamMessages.alreadyMember);
        await tx.update(teamMembers).set({ user_id: user.id, joined_at: at, token_hash: null }).where(eq(teamMembers.id, invite.id));
        await applyEntitlement(tx, user.id, at);
        return { team: team!.name, message: writeText(teamMessages.joined(team!.name)) };
      });
    },

    /**
     * The sweep's part for teams: asks Razorpay about links not yet paid (a payment whose webhook was lost), and
     * moves the members of teams whose period ended to the plan they have without it.
     */
    async sweep(at: Date): Promise<{ synced: number; lapsed: number }> {
      const open = await db
        .select({ link: teamOrders.provider_link_id })
        .from(teamOrders)
        .where(and(eq(teamOrders.status, 'created'), gt(teamOrders.created_at, new Date(at.getTime() - (TEAM_LINK_VALID_DAYS + 1) * 86_400_000)), lt(teamOrders.updated_at, new Date(at.getTime() - 60_000))))
        .limit(500);
      let synced = 0;
      for (const o of open) {
        try {
          await syncLink(o.link, at);
          synced++;
        } catch (err) {
          log.error({ err, link: o.link }, 'sweep: Razorpay could not be asked about a payment link; next sweep tries again');
        }
      }
      const ended = await db.select({ id: teams.id }).from(teams).where(and(isNotNull(teams.paid_through), lt(teams.paid_through, at), lt(teams.updated_at, teams.paid_through))).limit(500);
      for (const team of ended) {
        await db.transaction(async (tx) => {
          await applyToMembers(tx, team.id, at);
          await tx.update(teams).set({ updated_at: at }).where(eq(teams.id, team.id));
        });
      }
      return { synced, lapsed: ended.length };
    },
  };
}

export type TeamBilling = ReturnType<typeof createTeamBilling>;
