/**
 * Paid plans: `createBillingService(deps)`, the feature's one service (built once, services.ts), called by the JSON API
 * (billing.routes.ts), the pages (pricing's checkout, /billing) and the billing jobs (billing.jobs.ts).
 *
 * - Checkout: the price comes from the plan table alone (a student pays half); a Razorpay subscription is created
 *   for it and the buyer sent to pay. The plan starts when Razorpay says the payment was captured, through
 *   `syncSubscription` (billing.sync.ts), from the checkout's signed return, a webhook or the sweep, whichever is first.
 * - Webhooks: verified on the raw body in constant time, stored by event id before anything else (a replay or a
 *   duplicate finds the row and changes nothing), and worked as jobs.
 * - Downgrade: a lower plan bought while a higher one runs is authorised now and starts (first charged) when the
 *   higher plan's paid period ends; the higher plan stops renewing. Keeping the higher plan withdraws it.
 * - Cancel: at the end of the paid period, undoable until then. Our row says so at once; the mandate at Razorpay is
 *   ended an hour before the period does (a job, and the sweep as a safety net), so nothing is charged again.
 * - Refunds (admins): at most what is left of a payment, once per request key, each with a credit note.
 * - Teams (`teams`, billing.teams.ts): Business seats for an organisation, paid through a Payment Link.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type CheckoutInput,
  type CheckoutOutcome,
  GRACE_PERIOD_DAYS,
  billingMessages,
  checkoutInputSchema,
  planPricePaise,
  refundInputSchema,
} from '~/shared/billing';
import { dateFormats } from '~/shared/date-format';
import { PLANS, PLAN_TERMS, type Plan, type BillingPeriod, planTerms } from '~/shared/plans';
import { type Actor, anAdmin, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { billingPlans, payments, subscriptions, taxDocuments, users, webhookEvents } from '../../db/schema';
import { writeText } from '../../i18n';
import { currentLocale } from '../../request-context';
import { AppError, parseInput } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { getAffiliation } from '../partners/partners.service';
import type { Supplier } from './billing.documents';
import { taxDocumentPdf } from './billing.pdf';
import { createRefunder, recordOutsideRefund } from './billing.refunds';
import { type RemoteEntity, type SyncDeps, localSubscription, syncSubscription } from './billing.sync';
import { createTeamBilling } from './billing.teams';

type SubscriptionRow = typeof subscriptions.$inferSelect;
import { CHECKOUT_CALLBACK_PATH, type PaymentGateway } from './payment-gateway';
import { checkoutSignatureMatches, razorpayErrorOf, webhookSignatureMatches } from './razorpay-client';

export interface BillingServiceDeps {
  db: Database;
  gateway: PaymentGateway | null;
  jobs: JobQueue;
  mailer: Mailer;
  supplier: Supplier;
  publicUrl: string;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

/** Statuses in which a subscription is still running at Razorpay (a new checkout would be a second one). */
const RUNNING = ['authenticated', 'active', 'pending'];
/** How long a subscription nobody paid for is looked at by the sweep (a payment whose webhooks were lost). */
const UNPAID_LOOKBACK_MS = 24 * 3600_000;
/** The mandate is ended this long before the paid period does. */
const END_MANDATE_BEFORE_MS = 3600_000;

/** An e-mail address of an Indian academic institution (.ac.in, .edu, .edu.in). */
export function isAcademicEmail(email: string): boolean {
  return /\.(ac\.in|edu|edu\.in)$/i.test(email.trim().split('@')[1] ?? '');
}

/** What one tax document looks like in lists (the Billing page, the admin's). */
export interface TaxDocumentSummary {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string;
  total_paise: number;
  description: string;
}

const toSummary = (d: typeof taxDocuments.$inferSelect): TaxDocumentSummary => ({
  id: d.id,
  kind: d.kind as TaxDocumentSummary['kind'],
  number: d.number,
  issued_at: d.issued_at.toISOString(),
  total_paise: d.total_paise,
  description: d.description,
});

export function createBillingService(deps: BillingServiceDeps) {
  const { db, gateway, jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = logger.child({ component: 'billing' });
  const onSale = (): PaymentGateway => {
    if (!gateway) throw new AppError('forbidden', billingMessages.notOnSale);
    return gateway;
  };
  const refundPayment = createRefunder({ db, supplier: deps.supplier, gateway: onSale, now });
  /** A call to Razorpay made for a person waiting: its failure is a 502 that says nothing was charged, never a 500. */
  async function atRazorpay<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.error({ razorpay: razorpayErrorOf(err) }, 'a call to Razorpay failed');
      throw new AppError('upstream_failed', billingMessages.providerDown);
    }
  }
  const teams = createTeamBilling({ db, gateway: onSale, atRazorpay, mailer: deps.mailer, supplier: deps.supplier, publicUrl: deps.publicUrl, timeZone: deps.timeZone, logger: log, now });
  const syncOnly = (providerId: string, at?: Date) => syncSubscription({ ...deps, gateway: onSale(), logger: log, now: at ? () => at : now } satisfies SyncDeps, providerId);
  /** Brings one subscription to Razorpay's state; an active one replaces the person's lower plans (an upgrade). */
  async function sync(providerId: string, at?: Date) {
    const row = await syncOnly(providerId, at);
    if (row?.status === 'active') await replaceLowerPlans(row, at ?? now());
    if (row?.status === 'authenticated' && row.starts_at) await endHigherAtPeriodEnd(row);
    return row;
  }

  async function studentPrice(userId: string): Promise<boolean> {
    const [user] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
    if (user?.verified && isAcademicEmail(user.email)) return true;
    return Boolean((await getAffiliation(db, userId))?.institution_id);
  }

  /** The Razorpay plan for a price, created once. */
  async function providerPlan(plan: Exclude<Plan, 'free'>, period: BillingPeriod, amountPaise: number): Promise<string> {
    const [known] = await db.select().from(billingPlans).where(and(eq(billingPlans.plan, plan), eq(billingPlans.period, period), eq(billingPlans.amount_paise, amountPaise)));
    if (known) {
      // The local Razorpay forgets its plans when it restarts; Razorpay itself never does.
      const exists = await onSale().client.plans.fetch(known.provider_plan_id).then(() => true, () => false);
      if (exists) return known.provider_plan_id;
    }
    const created = await onSale().client.plans.create({
      period,
      interval: 1,
      item: { name: `ChangePath ${PLAN_TERMS[plan].name} (${period})`, amount: amountPaise, currency: 'INR', description: `GST included` },
      notes: { plan, period },
    });
    await db
      .insert(billingPlans)
      .values({ plan, period, amount_paise: amountPaise, provider_plan_id: created.id })
      .onConflictDoUpdate({ target: [billingPlans.plan, billingPlans.period, billingPlans.amount_paise], set: { provider_plan_id: created.id } });
    return created.id;
  }

  /** The plan running now (not one scheduled to start later). */
  async function current(userId: string) {
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, RUNNING), or(isNull(subscriptions.starts_at), lte(subscriptions.starts_at, now()))))
      .orderBy(desc(subscriptions.created_at))
      .limit(1);
    return sub;
  }

  /** A lower plan authorised to start when the running one ends (a downgrade), if any. */
  async function scheduledFor(userId: string) {
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'authenticated'), gt(subscriptions.starts_at, now())))
      .orderBy(desc(subscriptions.created_at))
      .limit(1);
    return sub;
  }

  /** Withdraws a downgrade not yet started: its subscription is cancelled at Razorpay. */
  async function withdrawScheduled(userId: string): Promise<boolean> {
    const scheduled = await scheduledFor(userId);
    if (!scheduled) return false;
    await atRazorpay(() => onSale().client.subscriptions.cancel(scheduled.provider_subscription_id, false));
    await syncOnly(scheduled.provider_subscription_id);
    return true;
  }

  /**
   * A downgrade was authorised (subscription `lower`, starting later): the higher plan it follows stops renewing at
   * the end of its paid period, as a cancel does (its mandate is ended an hour before).
   */
  async function endHigherAtPeriodEnd(lower: SubscriptionRow): Promise<void> {
    const higher = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, lower.user_id), inArray(subscriptions.status, RUNNING), eq(subscriptions.cancel_at_period_end, false), sql`${subscriptions.id} <> ${lower.id}`));
    for (const sub of higher) {
      if (PLANS.indexOf(sub.plan as Plan) <= PLANS.indexOf(lower.plan as Plan) || !sub.paid_through) continue;
      await db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ cancel_at_period_end: true, updated_at: now() }).where(eq(subscriptions.id, sub.id));
        await jobs.send('billing', { kind: 'end-mandate', subscriptionId: sub.id }, { tx, startAfter: new Date(sub.paid_through!.getTime() - END_MANDATE_BEFORE_MS) });
      });
      log.info({ user: lower.user_id, ending: sub.provider_subscription_id, next: lower.provider_subscription_id }, 'a downgrade was authorised: the higher plan ends with its paid period');
    }
  }

  /** Ends the mandate at Razorpay of a subscription whose holder cancelled, if they still want that. */
  async function endMandate(subscriptionId: string, at?: Date): Promise<void> {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!sub || !sub.cancel_at_period_end || !RUNNING.includes(sub.status)) return;
    await onSale().client.subscriptions.cancel(sub.provider_subscription_id, false);
    await sync(sub.provider_subscription_id, at);
  }

  /** One tax document with everything rule 46 asks (the person's own; an admin's any). */
  async function document({ actor, id }: { actor: Actor; id: string }) {
    const user = signedIn(actor);
    const admin = actor?.role === 'admin';
    const [doc] = /^[0-9a-f-]{36}$/i.test(id) ? await db.select().from(taxDocuments).where(admin ? eq(taxDocuments.id, id) : and(eq(taxDocuments.id, id), eq(taxDocuments.user_id, user.id))) : [];
    if (!doc) throw new AppError('not_found', billingMessages.invoiceNotFound);
    const [cited] = doc.invoice_id ? await db.select({ number: taxDocuments.number }).from(taxDocuments).where(eq(taxDocuments.id, doc.invoice_id)) : [];
    return { ...doc, supplier: doc.supplier as Supplier, cites: cited?.number ?? null };
  }

  /**
   * An upgrade took effect (subscription `replacing` is active): each lower plan the person still pays for is ended at
   * Razorpay now, and the part of its last payment not yet used is refunded with a credit note (once: the refund's key
   * names the replaced subscription).
   */
  async function replaceLowerPlans(replacing: SubscriptionRow, at: Date): Promise<void> {
    const others = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, replacing.user_id), inArray(subscriptions.status, RUNNING), sql`${subscriptions.id} <> ${replacing.id}`));
    for (const old of others) {
      if (PLANS.indexOf(old.plan as Plan) >= PLANS.indexOf(replacing.plan as Plan)) continue;
      await onSale().client.subscriptions.cancel(old.provider_subscription_id, false);
      const [last] = await db.select().from(payments).where(eq(payments.subscription_id, old.id)).orderBy(desc(payments.captured_at)).limit(1);
      await db.update(subscriptions).set({ paid_through: at, replaced_by: replacing.id, cancel_at_period_end: false, updated_at: at }).where(eq(subscriptions.id, old.id));
      if (last?.period_start && last.period_end && last.period_end > at) {
        const unused = Math.floor(((last.period_end.getTime() - at.getTime()) / (last.period_end.getTime() - last.period_start.getTime())) * (last.amount_paise - last.refunded_paise));
        if (unused >= 100) {
          const name = planTerms(old.plan).name;
          await refundPayment({ paymentId: last.id, amountPaise: unused, key: `upgrade-${old.id}`, reason: `unused ${name} days after the upgrade to ${planTerms(replacing.plan).name}`, by: null });
        }
      }
      await sync(old.provider_subscription_id, at);
      log.info({ user: replacing.user_id, replaced: old.provider_subscription_id, by: replacing.provider_subscription_id }, 'a lower plan was replaced by an upgrade');
    }
  }

  return {
    /** True when paid plans can be bought on this site. */
    onSale: (): boolean => gateway !== null,

    /** What a plan costs this person (a student pays half), for the checkout page. */
    async quote({ actor, plan, period }: { actor: Actor; plan: Exclude<Plan, 'free'>; period: BillingPeriod }) {
      const user = signedIn(actor);
      const student = await studentPrice(user.id);
      return { plan, period, student, list_price_paise: planPricePaise(plan, period), price_paise: planPricePaise(plan, period, { student }), on_sale: gateway !== null };
    },

    /**
     * Starts paying for a plan: answers the page to pay on. Refuses a second running subscription (409), paid plans
     * off (403) and bad input (400).
     */
    async startCheckout({ actor, input }: { actor: Actor; input: unknown }): Promise<{ checkout_url: string }> {
      const user = signedIn(actor);
      const g = onSale();
      const data: CheckoutInput = parseInput(checkoutInputSchema, input);
      const running = await current(user.id);
      // A higher plan replaces the running one once it is paid for (the unused days are refunded); a lower one starts
      // when the running one's paid period ends (a downgrade); the same plan again would be a second subscription.
      if (running && data.plan === running.plan) throw new AppError('conflict', billingMessages.alreadySubscribed(planTerms(running.plan).name));
      const downgrade = running && PLANS.indexOf(data.plan) < PLANS.indexOf(planTerms(running.plan).id);
      if (downgrade) {
        const scheduled = await scheduledFor(user.id);
        if (scheduled) throw new AppError('conflict', billingMessages.alreadyScheduled(planTerms(scheduled.plan).name, dateFormats(currentLocale()).formatLongDate(scheduled.starts_at!, deps.timeZone)));
        if (running.status !== 'active' || !running.paid_through || running.paid_through <= now()) {
          throw new AppError('conflict', billingMessages.downgradeLater(planTerms(running.plan).name, planTerms(data.plan).name));
        }
      }
      const startsAt = downgrade ? running!.paid_through! : null;
      const student = await studentPrice(user.id);
      const amount = planPricePaise(data.plan, data.period, { student });
      const planId = await atRazorpay(() => providerPlan(data.plan, data.period, amount));
      const [person] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, user.id));
      const customer = await atRazorpay(() => g.client.customers.create({ name: person!.name, email: person!.email, fail_existing: 0, ...(data.gstin ? { gstin: data.gstin } : {}) } as never));
      const remote = (await atRazorpay(() => g.client.subscriptions.create({
        plan_id: planId,
        customer_id: (customer as { id: string }).id,
        // Razorpay needs an end: ten years of periods.
        total_count: data.period === 'yearly' ? 10 : 120,
        quantity: 1,
        customer_notify: 1,
        ...(startsAt ? { start_at: Math.floor(startsAt.getTime() / 1000) } : {}),
        notes: { user_id: user.id, plan: data.plan, period: data.period },
      } as never))) as unknown as RemoteEntity & { short_url?: string };
      await db.insert(subscriptions).values({
        user_id: user.id,
        plan: data.plan,
        period: data.period,
        amount_paise: amount,
        student_discount: student,
        buyer_state: data.state,
        buyer_gstin: data.gstin ?? null,
        provider_subscription_id: remote.id,
        provider_customer_id: (customer as { id: string }).id,
        starts_at: startsAt,
        status: String(remote.status ?? 'created'),
        created_at: now(),
        updated_at: now(),
      });
      log.info({ user: user.id, subscription: remote.id, plan: data.plan, period: data.period, amount }, 'checkout started');
      return { checkout_url: g.checkoutUrl(remote, `${deps.publicUrl}${CHECKOUT_CALLBACK_PATH}`) };
    },

    /**
     * Razorpay Checkout's return (the browser posts its signed fields). Whoever posts it, only a valid signature makes
     * us ask Razorpay; the answer says what the Billing page should tell the person.
     */
    async completeCheckout(fields: Record<string, string | undefined>): Promise<CheckoutOutcome> {
      const g = onSale();
      if (fields['error[code]'] || fields['error[description]']) return 'declined';
      const paymentId = fields.razorpay_payment_id;
      const subscriptionId = fields.razorpay_subscription_id;
      if (!paymentId || !subscriptionId || !checkoutSignatureMatches({ paymentId, subscriptionId, signature: fields.razorpay_signature }, g.keySecret)) {
        log.warn({ subscription: subscriptionId }, 'a checkout return whose signature does not match');
        return 'unconfirmed';
      }
      const row = await sync(subscriptionId).catch((err) => {
        log.error({ err, subscription: subscriptionId }, 'Razorpay could not be asked after a checkout; the sweep will');
        return null;
      });
      if (row?.status === 'authenticated' && row.starts_at) return 'scheduled';
      return row?.status === 'active' ? 'active' : 'pending';
    },

    /**
     * A webhook: checked and stored, worked later (billing.jobs.ts). 400 for a bad signature or body, and nothing is
     * written; a duplicate event id answers `duplicate: true` and changes nothing.
     */
    async receiveWebhook({ rawBody, signature, eventId }: { rawBody: string; signature: string | undefined; eventId: string | undefined }): Promise<{ received: true; duplicate: boolean }> {
      const g = onSale();
      if (!webhookSignatureMatches(rawBody, signature, g.webhookSecret)) throw new AppError('bad_request', 'The webhook signature does not match.');
      let body: { event?: unknown; payload?: unknown };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw new AppError('bad_request', 'The webhook body is not JSON.');
      }
      if (!eventId || eventId.length > 100 || typeof body.event !== 'string') throw new AppError('bad_request', 'The webhook has no event id or event name.');
      return db.transaction(async (tx) => {
        const [stored] = await tx.insert(webhookEvents).values({ event_id: eventId, event: body.event as string, payload: body }).onConflictDoNothing().returning({ id: webhookEvents.event_id });
        if (stored) await jobs.send('billing', { kind: 'event', eventId }, { tx });
        return { received: true as const, duplicate: !stored };
      });
    },

    /** Works one stored webhook event (a job): asks Razorpay for the state it is about, once. */
    async processEvent(eventId: string): Promise<void> {
      const [ev] = await db.select().from(webhookEvents).where(eq(webhookEvents.event_id, eventId));
      if (!ev || ev.processed_at) return;
      await db.update(webhookEvents).set({ attempts: sql`${webhookEvents.attempts} + 1` }).where(eq(webhookEvents.event_id, eventId));
      try {
        const payload = (ev.payload as { payload?: Record<string, { entity?: Record<string, unknown> }> }).payload ?? {};
        const subscriptionId = payload.subscription?.entity?.id ?? payload.invoice?.entity?.subscription_id;
        const linkId = payload.payment_link?.entity?.id;
        const refundId = ev.event === 'refund.processed' ? payload.refund?.entity?.id : undefined;
        if (typeof subscriptionId === 'string') await sync(subscriptionId);
        else if (typeof linkId === 'string') await teams.syncLink(linkId);
        else if (typeof refundId === 'string') await recordOutsideRefund({ db, supplier: deps.supplier, gateway: onSale, now }, refundId);
        await db.update(webhookEvents).set({ processed_at: now(), last_error: null }).where(eq(webhookEvents.event_id, eventId));
      } catch (err) {
        await db.update(webhookEvents).set({ last_error: String((err as Error)?.message ?? err).slice(0, 500) }).where(eq(webhookEvents.event_id, eventId));
        throw err;
      }
    },

    /**
     * The reconciliation sweep (a job every few minutes; tests call it with their clock): asks Razorpay about every
     * subscription whose state may have moved without our hearing (not paid yet, a period that ended, a grace period
     * that ran out), ends the mandates of subscriptions cancelled at period end, and answers how many it looked at.
     */
    async sweep({ at = now() }: { at?: Date } = {}): Promise<{ synced: number; mandatesEnded: number }> {
      const due = await db
        .select({ id: subscriptions.id, provider: subscriptions.provider_subscription_id, cancel: subscriptions.cancel_at_period_end, status: subscriptions.status, paidThrough: subscriptions.paid_through })
        .from(subscriptions)
        .where(
          or(
            and(inArray(subscriptions.status, ['created', 'authenticated']), gt(subscriptions.created_at, new Date(at.getTime() - UNPAID_LOOKBACK_MS)), lt(subscriptions.updated_at, new Date(at.getTime() - 60_000))),
            and(isNotNull(subscriptions.paid_through), lt(subscriptions.paid_through, at), lt(subscriptions.updated_at, subscriptions.paid_through)),
            and(eq(subscriptions.status, 'pending'), lt(subscriptions.paid_through, new Date(at.getTime() - GRACE_PERIOD_DAYS * 86_400_000))),
            and(eq(subscriptions.cancel_at_period_end, true), inArray(subscriptions.status, RUNNING), lt(subscriptions.paid_through, new Date(at.getTime() + END_MANDATE_BEFORE_MS))),
            // A downgrade due to start: its first charge's webhook may be lost.
            and(eq(subscriptions.status, 'authenticated'), isNotNull(subscriptions.starts_at), lt(subscriptions.starts_at, at), lt(subscriptions.updated_at, subscriptions.starts_at)),
          ),
        )
        .limit(500);
      let synced = 0;
      let mandatesEnded = 0;
      for (const sub of due) {
        try {
          if (sub.cancel && RUNNING.includes(sub.status) && sub.paidThrough && sub.paidThrough.getTime() - END_MANDATE_BEFORE_MS <= at.getTime()) {
            await endMandate(sub.id, at);
            mandatesEnded++;
          } else await sync(sub.provider, at);
          synced++;
        } catch (err) {
          log.error({ err, subscription: sub.provider }, 'sweep: Razorpay could not be asked; next sweep tries again');
        }
      }
      const team = await teams.sweep(at);
      return { synced: synced + team.synced, mandatesEnded };
    },

    /** Ends a cancelled subscription's mandate (the job queued by `cancel`). */
    endMandate: (subscriptionId: string) => endMandate(subscriptionId),

    /** The person's plan, running subscription and tax documents (the Billing page). */
    async overview({ actor }: { actor: Actor }) {
      const user = signedIn(actor);
      const [person] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
      const [sub] = await db.select().from(subscriptions).where(and(eq(subscriptions.user_id, user.id), isNotNull(subscriptions.paid_through))).orderBy(desc(subscriptions.paid_through)).limit(1);
      const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.user_id, user.id)).orderBy(desc(taxDocuments.issued_at), desc(taxDocuments.sequence)).limit(100);
      const scheduled = await scheduledFor(user.id);
      return {
        plan: planTerms(person?.plan).id,
        on_sale: gateway !== null,
        subscription: sub
          ? {
              plan: planTerms(sub.plan).id,
              period: sub.period as BillingPeriod,
              status: sub.status,
              amount_paise: sub.amount_paise,
              student_discount: sub.student_discount,
              paid_through: sub.paid_through?.toISOString() ?? null,
              next_charge_at: RUNNING.includes(sub.status) && !sub.cancel_at_period_end ? (sub.current_end ?? sub.paid_through)?.toISOString() ?? null : null,
              cancel_at_period_end: sub.cancel_at_period_end || ['cancelled', 'completed'].includes(sub.status),
              payment_method: sub.payment_method,
              renewal_failing: sub.status === 'pending' || sub.status === 'halted',
            }
          : null,
        scheduled: scheduled
          ? { plan: planTerms(scheduled.plan).id, period: scheduled.period as BillingPeriod, amount_paise: scheduled.amount_paise, starts_at: scheduled.starts_at!.toISOString() }
          : null,
        documents: documents.map(toSummary),
      };
    },

    /** Cancels the running plan at the end of its paid period (undoable until then); answers that date. */
    async cancel({ actor }: { actor: Actor }): Promise<{ ends_at: string; message: string }> {
      const user = signedIn(actor);
      const sub = await current(user.id);
      if (!sub?.paid_through) throw new AppError('conflict', billingMessages.nothingToCancel);
      // Cancelling stops paying altogether: a lower plan waiting to start is withdrawn too.
      await withdrawScheduled(user.id);
      await db.transaction(async (tx) => {
        await tx.update(subscriptions).set({ cancel_at_period_end: true, updated_at: now() }).where(eq(subscriptions.id, sub.id));
        await jobs.send('billing', { kind: 'end-mandate', subscriptionId: sub.id }, { tx, startAfter: new Date(sub.paid_through!.getTime() - END_MANDATE_BEFORE_MS) });
      });
      return { ends_at: sub.paid_through.toISOString(), message: writeText(billingMessages.cancelScheduled(dateFormats(currentLocale()).formatLongDate(sub.paid_through, deps.timeZone))) };
    },

    /** Keeps a plan that was going to end (before its mandate was ended). */
    async resume({ actor }: { actor: Actor }): Promise<{ message: string }> {
      const user = signedIn(actor);
      // Keeping the plan withdraws a downgrade waiting to start.
      await withdrawScheduled(user.id);
      const [updated] = await db
        .update(subscriptions)
        .set({ cancel_at_period_end: false, updated_at: now() })
        .where(and(eq(subscriptions.user_id, user.id), eq(subscriptions.cancel_at_period_end, true), inArray(subscriptions.status, RUNNING)))
        .returning({ id: subscriptions.id });
      if (!updated) throw new AppError('conflict', billingMessages.nothingToResume);
      return { message: writeText(billingMessages.cancelUndone) };
    },

    /** One tax document with everything rule 46 asks (the person's own; an admin's any). */
    document,

    /** One tax document as PDF (the person's own; an admin's any): its bytes and a file name. */
    async documentPdf({ actor, id }: { actor: Actor; id: string }): Promise<{ bytes: Uint8Array; filename: string }> {
      const doc = await document({ actor, id });
      const bytes = await taxDocumentPdf(doc, deps.timeZone);
      return { bytes, filename: `${doc.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${doc.number.replaceAll('/', '-')}.pdf` };
    },

    /** Admins: payments, newest first, with what is left to refund and the invoice of each. */
    async adminPayments({ actor }: { actor: Actor }) {
      anAdmin(actor);
      return db
        .select({
          id: payments.id,
          user_email: users.email,
          amount_paise: payments.amount_paise,
          refunded_paise: payments.refunded_paise,
          status: payments.status,
          captured_at: payments.captured_at,
          provider_payment_id: payments.provider_payment_id,
          invoice_id: taxDocuments.id,
          invoice_number: taxDocuments.number,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.user_id))
        .leftJoin(taxDocuments, and(eq(taxDocuments.payment_id, payments.id), eq(taxDocuments.kind, 'invoice')))
        .orderBy(desc(payments.captured_at))
        .limit(200);
    },

    /** Admins: subscriptions, newest first, with whose they are and where each stands. */
    async adminSubscriptions({ actor }: { actor: Actor }) {
      anAdmin(actor);
      return db
        .select({
          id: subscriptions.id,
          user_email: users.email,
          plan: subscriptions.plan,
          period: subscriptions.period,
          status: subscriptions.status,
          amount_paise: subscriptions.amount_paise,
          paid_through: subscriptions.paid_through,
          starts_at: subscriptions.starts_at,
          cancel_at_period_end: subscriptions.cancel_at_period_end,
          provider_subscription_id: subscriptions.provider_subscription_id,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.user_id))
        .orderBy(desc(subscriptions.created_at))
        .limit(200);
    },

    /** Admins: the latest credit notes (refunds), each citing its invoice. */
    async adminCreditNotes({ actor }: { actor: Actor }) {
      anAdmin(actor);
      const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.kind, 'credit_note')).orderBy(desc(taxDocuments.issued_at), desc(taxDocuments.sequence)).limit(100);
      return rows.map((d) => ({ ...toSummary(d), buyer_email: d.buyer_email }));
    },

    /** Admins: webhook events that failed to apply (each can be tried again). */
    async failedEvents({ actor }: { actor: Actor }) {
      anAdmin(actor);
      return db.select().from(webhookEvents).where(and(isNull(webhookEvents.processed_at), isNotNull(webhookEvents.last_error))).orderBy(desc(webhookEvents.received_at)).limit(100);
    },

    /** Admins: works a failed webhook event again now. */
    async retryEvent({ actor, eventId }: { actor: Actor; eventId: string }) {
      anAdmin(actor);
      const [ev] = await db.select({ id: webhookEvents.event_id }).from(webhookEvents).where(eq(webhookEvents.event_id, eventId));
      if (!ev) throw new AppError('not_found', billingMessages.noSuchWebhookEvent);
      await jobs.send('billing', { kind: 'event', eventId });
      return { queued: true as const };
    },

    /**
     * Admins: refunds a payment (all that is left, or `amount_rupees`) at Razorpay and issues the credit note. The
     * input's `key` identifies the request: the same key again answers the first refund instead of refunding twice.
     */
    async refund({ actor, paymentId, input }: { actor: Actor; paymentId: string; input: unknown }) {
      const admin = anAdmin(actor);
      onSale();
      const data = parseInput(refundInputSchema, input);
      return atRazorpay(() => refundPayment({
        paymentId,
        amountPaise: data.amount_rupees === undefined ? 'rest' : Math.round(data.amount_rupees * 100),
        key: data.key,
        reason: data.reason ?? null,
        by: admin.id,
      }));
    },

    /** Business for teams: seats bought through a Payment Link, members invited by e-mail (billing.teams.ts). */
    teams,

    /** Re-reads one subscription from Razorpay (the checkout page's refresh; tests pass their clock). */
    sync: (providerId: string, at?: Date) => sync(providerId, at),
    /** Our row for a Razorpay subscription id. */
    subscription: (providerId: string) => localSubscription(db, providerId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
