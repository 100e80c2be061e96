/**
 * Refunds: a payment refunded at Razorpay (all that is left, or an amount) with its GST credit note, in one
 * transaction under the payment's lock. An admin's refund and the unused days of a plan replaced by an upgrade both go
 * through it. `key` names the request, so a retried request finds the first refund instead of refunding twice.
 */
import { and, eq } from 'drizzle-orm';
import { billingMessages } from '~/shared/billing';
import type { Database } from '../../db';
import { payments, refunds, taxDocuments } from '../../db/schema';
import { AppError } from '../../errors';
import { type Supplier, issueDocument } from './billing.documents';
import { type RemoteEntity, applyEntitlement } from './billing.sync';
import type { PaymentGateway } from './payment-gateway';

export interface RefundRequest {
  paymentId: string;
  /** Paise, or 'rest' for all that is left. */
  amountPaise: number | 'rest';
  key: string;
  /** Printed on the credit note. */
  reason: string | null;
  /** The admin who refunded (null: the platform itself, for an upgrade). */
  by: string | null;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Records one refund Razorpay made of `payment` inside `tx` (the payment's row locked): the refund row, the amount
 * refunded, the credit note citing the payment's invoice, and the person's plan. Answers the credit note's number.
 */
async function recordRefund(
  tx: Database,
  deps: { supplier: Supplier; now: () => Date },
  payment: PaymentRow,
  refund: { providerRefundId: string; amountPaise: number; key: string; reason: string | null; by: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(refunds)
    .values({ payment_id: payment.id, provider_refund_id: refund.providerRefundId, amount_paise: refund.amountPaise, request_key: refund.key, reason: refund.reason, created_by: refund.by })
    .returning();
  const refunded = payment.refunded_paise + refund.amountPaise;
  await tx.update(payments).set({ refunded_paise: refunded, status: refunded >= payment.amount_paise ? 'refunded' : 'captured' }).where(eq(payments.id, payment.id));
  const [invoice] = await tx.select().from(taxDocuments).where(and(eq(taxDocuments.payment_id, payment.id), eq(taxDocuments.kind, 'invoice')));
  const note = await issueDocument(tx, deps.supplier, {
    kind: 'credit_note',
    issuedAt: deps.now(),
    userId: payment.user_id,
    paymentId: payment.id,
    refundId: row!.id,
    invoiceId: invoice?.id ?? null,
    buyer: { name: invoice?.buyer_name ?? '', email: invoice?.buyer_email ?? '', state: invoice?.buyer_state ?? deps.supplier.state, gstin: invoice?.buyer_gstin ?? null },
    description: `Refund against ${invoice?.number ?? 'payment ' + payment.provider_payment_id}${refund.reason ? ` (${refund.reason})` : ''}`,
    totalPaise: refund.amountPaise,
    listPricePaise: refund.amountPaise,
  });
  await applyEntitlement(tx, payment.user_id, deps.now());
  return note.number;
}

/** The refund operation over these dependencies. Answers what was refunded and the credit note's number. */
export function createRefunder(deps: { db: Database; supplier: Supplier; gateway: () => PaymentGateway; now: () => Date }) {
  const { db } = deps;
  /**
   * Refunds a payment at Razorpay (all that is left, or `amountPaise`) and issues the credit note citing its invoice, in
   * one transaction under the payment's lock. `key` names the request: the same key again answers the first refund.
   */
  return async function refundPayment(opts: RefundRequest): Promise<{ refunded_paise: number; credit_note: string }> {
    const g = deps.gateway();
    const receipt = `rf-${opts.key}`.slice(0, 40);
    return db.transaction(async (tx) => {
      const [payment] = /^[0-9a-f-]{36}$/i.test(opts.paymentId) ? await tx.select().from(payments).where(eq(payments.id, opts.paymentId)).for('update') : [];
      if (!payment) throw new AppError('not_found', billingMessages.paymentNotFound);
      const [again] = await tx.select().from(refunds).where(eq(refunds.request_key, opts.key));
      if (again) {
        const [note] = await tx.select({ number: taxDocuments.number }).from(taxDocuments).where(eq(taxDocuments.refund_id, again.id));
        return { refunded_paise: again.amount_paise, credit_note: note?.number ?? '' };
      }
      const left = payment.amount_paise - payment.refunded_paise;
      const amount = opts.amountPaise === 'rest' ? left : opts.amountPaise;
      if (amount < 100 || amount > left) throw new AppError('bad_request', billingMessages.refundAmount, { field: 'amount_rupees' });
      const remote = (await g.client.payments.refund(payment.provider_payment_id, { amount, receipt, notes: { by: opts.by ?? 'upgrade' } } as never)) as unknown as RemoteEntity;
      const number = await recordRefund(tx, deps, payment, { providerRefundId: remote.id, amountPaise: amount, key: opts.key, reason: opts.reason, by: opts.by });
      return { refunded_paise: amount, credit_note: number };
    });
  };
}

/**
 * A refund Razorpay tells us of (`refund.processed`), made in its dashboard rather than through ours: fetched from
 * Razorpay and recorded with its credit note, once. Refunds we made ourselves are already recorded (the webhook
 * waits on the payment's lock until ours commits, then finds the row). Answers the credit note's number, or null
 * when there was nothing to record (ours, not processed, or of a payment that is not ours).
 */
export async function recordOutsideRefund(deps: { db: Database; supplier: Supplier; gateway: () => PaymentGateway; now: () => Date }, providerRefundId: string): Promise<string | null> {
  const remote = (await deps.gateway().client.refunds.fetch(providerRefundId)) as unknown as RemoteEntity & { payment_id?: string; amount?: number; status?: string };
  if (remote.status !== 'processed' || typeof remote.payment_id !== 'string' || typeof remote.amount !== 'number') return null;
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.provider_payment_id, remote.payment_id!)).for('update');
    if (!payment) return null;
    const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.provider_refund_id, remote.id));
    if (known) return null;
    return recordRefund(tx, deps, payment, { providerRefundId: remote.id, amountPaise: remote.amount!, key: `razorpay-${remote.id}`, reason: 'refunded in Razorpay', by: null });
  });
}
