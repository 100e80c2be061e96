/**
 * How a subscription's state reaches us: never from a webhook's payload, always by asking Razorpay. Every webhook,
 * the checkout's return and the reconciliation sweep call `syncSubscription`, which fetches the subscription and its
 * invoices and applies them under the local row's lock. So events that arrive twice, late or out of order all end
 * in Razorpay's current state, and a payment whose webhooks never came is found by the sweep.
 *
 * What a person may use follows from their subscriptions (`entitledPlan`): a plan is kept while Razorpay says the
 * subscription is active, until the end of the last period paid for (a cancel at period end), and for the grace
 * period after a renewal failed while Razorpay retries it (one e-mail says so). After that the account is Free. A
 * seat in a team whose period is paid for gives Business (billing.teams.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { GRACE_PERIOD_DAYS } from '~/shared/billing';
import { localeOf } from '~/shared/locales';
import { PLAN_TERMS, type Plan, PLANS, isPlan } from '~/shared/plans';
import type { Database } from '../../db';
import { payments, subscriptions, teamMembers, teams, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { type Supplier, issueDocument } from './billing.documents';
import { renewalFailedEmail } from './billing.emails';
import type { PaymentGateway } from './payment-gateway';

/** A Razorpay entity as the SDK answers it (fields by Razorpay's names). */
export type RemoteEntity = Record<string, unknown> & { id: string };

type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface SyncDeps {
  db: Database;
  gateway: PaymentGateway;
  mailer: Mailer;
  supplier: Supplier;
  publicUrl: string;
  timeZone: string;
  logger: Logger;
  /** The clock (tests move it). */
  now: () => Date;
}

/** The plan a seat in a paid team gives. */
export const TEAM_PLAN: Plan = 'business';

const seconds = (v: unknown): Date | null => (typeof v === 'number' && v > 0 ? new Date(v * 1000) : null);

/** True while a subscription gives its plan at `now` (see the module comment). */
export function subscriptionEntitles(sub: Pick<SubscriptionRow, 'status' | 'paid_through'>, now: Date): boolean {
  if (sub.status === 'active') return true;
  const paidThrough = sub.paid_through?.getTime() ?? 0;
  if (now.getTime() < paidThrough) return true;
  return sub.status === 'pending' && now.getTime() < paidThrough + GRACE_PERIOD_DAYS * 86_400_000;
}

/** The best plan any of a person's subscriptions gives at `now` ('free' when none does). */
export function entitledPlan(subs: Array<Pick<SubscriptionRow, 'plan' | 'status' | 'paid_through'>>, now: Date): Plan {
  let best: Plan = 'free';
  for (const sub of subs) {
    if (isPlan(sub.plan) && subscriptionEntitles(sub, now) && PLANS.indexOf(sub.plan) > PLANS.indexOf(best)) best = sub.plan;
  }
  return best;
}

/**
 * Sets the person's plan from their subscriptions and the teams they joined (a team whose seats are paid for gives
 * Business), inside `tx`. Someone who never subscribed nor joined a team keeps the plan an admin gave them.
 */
export async function applyEntitlement(tx: Database, userId: string, now: Date): Promise<Plan | null> {
  const subs = await tx.select({ plan: subscriptions.plan, status: subscriptions.status, paid_through: subscriptions.paid_through }).from(subscriptions).where(eq(subscriptions.user_id, userId));
  const memberships = await tx
    .select({ removed_at: teamMembers.removed_at, paid_through: teams.paid_through })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.team_id))
    .where(and(eq(teamMembers.user_id, userId), isNotNull(teamMembers.joined_at)));
  if (subs.length === 0 && memberships.length === 0) return null;
  let plan = entitledPlan(subs, now);
  const teamSeat = memberships.some((m) => !m.removed_at && m.paid_through && now < m.paid_through);
  if (teamSeat && PLANS.indexOf(TEAM_PLAN) > PLANS.indexOf(plan)) plan = TEAM_PLAN;
  await tx.update(users).set({ plan }).where(eq(users.id, userId));
  return plan;
}

/** Fetches a subscription and its invoices from Razorpay. */
async function fetchRemote(gateway: PaymentGateway, providerId: string): Promise<{ subscription: RemoteEntity; invoices: RemoteEntity[] }> {
  const subscription = (await gateway.client.subscriptions.fetch(providerId)) as unknown as RemoteEntity;
  const list = (await gateway.client.invoices.all({ subscription_id: providerId } as never)) as unknown as { items: RemoteEntity[] };
  return { subscription, invoices: list.items ?? [] };
}

/**
 * Brings our copy of subscription `providerId` to Razorpay's current state: records each paid invoice's payment once
 * (with our GST invoice for it), copies the status and period, sends the renewal-failed e-mail once, and sets the
 * person's plan. Answers our row after the change, or null for a subscription that is not ours.
 */
export async function syncSubscription(deps: SyncDeps, providerId: string): Promise<SubscriptionRow | null> {
  const remote = await fetchRemote(deps.gateway, providerId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [local] = await tx.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, providerId)).for('update');
    if (!local) {
      deps.logger.warn({ subscription: providerId }, 'Razorpay told us of a subscription that is not ours');
      return null;
    }
    const [buyer] = await tx.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, local.user_id));
    const paid = remote.invoices.filter((inv) => inv.status === 'paid' && typeof inv.payment_id === 'string').sort((a, b) => Number(a.paid_at) - Number(b.paid_at));
    let paidThrough = local.paid_through;
    for (const inv of paid) {
      const periodEnd = seconds(inv.billing_end);
      // A plan replaced by an upgrade was paid through the moment it was replaced (its unused days were refunded).
      if (periodEnd && !local.replaced_by && (!paidThrough || periodEnd > paidThrough)) paidThrough = periodEnd;
      const [payment] = await tx
        .insert(payments)
        .values({
          user_id: local.user_id,
          subscription_id: local.id,
          provider_payment_id: String(inv.payment_id),
          provider_invoice_id: inv.id,
          amount_paise: Number(inv.amount_paid),
          status: 'captured',
          method: typeof remote.subscription.payment_method === 'string' ? remote.subscription.payment_method : null,
          captured_at: seconds(inv.paid_at) ?? now,
          period_start: seconds(inv.billing_start),
          period_end: periodEnd,
        })
        .onConflictDoNothing({ target: payments.provider_payment_id })
        .returning({ id: payments.id, captured_at: payments.captured_at });
      if (!payment) continue;
      const name = PLAN_TERMS[local.plan as Plan]?.name ?? local.plan;
      await issueDocument(tx, deps.supplier, {
        kind: 'invoice',
        issuedAt: payment.captured_at,
        userId: local.user_id,
        paymentId: payment.id,
        buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '', state: local.buyer_state, gstin: local.buyer_gstin },
        description: `ChangePath ${name}, ${local.period === 'yearly' ? 'yearly' : 'monthly'} subscription${local.student_discount ? ' (student price)' : ''}`,
        totalPaise: Number(inv.amount_paid),
        listPricePaise: PLAN_TERMS[local.plan as Plan] ? PLAN_TERMS[local.plan as Plan].price[local.period as 'monthly' | 'yearly'] * 100 : Number(inv.amount_paid),
      });
    }
    const status = String(remote.subscription.status);
    const failing = status === 'pending' || status === 'halted';
    const [row] = await tx
      .update(subscriptions)
      .set({
        status,
        current_start: seconds(remote.subscription.current_start) ?? local.current_start,
        current_end: seconds(remote.subscription.current_end) ?? local.current_end,
        paid_through: paidThrough,
        payment_method: typeof remote.subscription.payment_method === 'string' ? remote.subscription.payment_method : local.payment_method,
        grace_notice_at: failing ? (local.grace_notice_at ?? now) : null,
        updated_at: now,
      })
      .where(eq(subscriptions.id, local.id))
      .returning();
    if (failing && !local.grace_notice_at && buyer) {
      const plan = PLAN_TERMS[local.plan as Plan]?.name ?? local.plan;
      await deps.mailer.enqueue(
        renewalFailedEmail(
          { email: buyer.email, name: buyer.name, locale: localeOf(buyer.locale) },
          { plan, amountPaise: local.amount_paise, graceFrom: paidThrough ?? now },
          { publicUrl: deps.publicUrl, timeZone: deps.timeZone },
        ),
        { tx },
      );
    }
    await applyEntitlement(tx, local.user_id, now);
    return row!;
  });
}

/** Our subscription row for a Razorpay id and user (the checkout's return). */
export async function localSubscription(db: Database, providerId: string, userId?: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(userId ? and(eq(subscriptions.provider_subscription_id, providerId), eq(subscriptions.user_id, userId)) : eq(subscriptions.provider_subscription_id, providerId));
  return row;
}
