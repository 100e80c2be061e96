/**
 * The admin dashboard's payments: the latest payments with their GST invoice, what is left to refund and a refund form
 * (all that is left, or an amount in rupees), the subscriptions and where each stands, the credit notes, and the
 * Razorpay webhooks that failed to apply with a 'Try again'
 * button. The data comes with the page (the dashboard's loader); both forms are plain forms handled by the dashboard's
 * action (`intent=refund`, `intent=retry-event`), so they work before the scripts run and without them. Each refund
 * form carries a key made when the page was rendered: sending the same form twice refunds once.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { formatPaise } from '~/shared/billing';
import { planTerms } from '~/shared/plans';
import { useDateFormats } from '~/client/lib/i18n';

export interface PaymentsAdminData {
  /** Made per page render; each payment's refund form sends `${refundKey}-${payment id}`. */
  refundKey: string;
  payments: Array<{
    id: string;
    user_email: string;
    amount_paise: number;
    refunded_paise: number;
    status: string;
    captured_at: string;
    provider_payment_id: string;
    invoice_id: string | null;
    invoice_number: string | null;
  }>;
  failedEvents: Array<{ event_id: string; event: string; received_at: string; attempts: number; last_error: string | null }>;
  subscriptions: Array<{
    id: string;
    user_email: string;
    plan: string;
    period: string;
    status: string;
    amount_paise: number;
    paid_through: string | null;
    starts_at: string | null;
    cancel_at_period_end: boolean;
    provider_subscription_id: string;
  }>;
  creditNotes: Array<{ id: string; number: string; issued_at: string; total_paise: number; description: string; buyer_email: string }>;
}

export function PaymentsAdmin({ data, className }: { data: PaymentsAdminData; className?: string }) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? String(navigation.formData?.get('paymentId') ?? navigation.formData?.get('eventId') ?? '') : '';
  return (
    <section aria-labelledby="payments-heading" className={className}>
      <h2 id="payments-heading" className="text-lg font-semibold">
        <Trans>Payments</Trans>
      </h2>
      {data.payments.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700"><Trans>No payments yet.</Trans></p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={t`Payments`}>
          {data.payments.map((p) => {
            const left = p.amount_paise - p.refunded_paise;
            return (
              <li key={p.id} className="grid gap-3 p-3 md:grid-cols-[1fr_auto] md:items-center">
                <div className="min-w-0 text-sm">
                  <p className="font-medium wrap-anywhere">{p.user_email}</p>
                  <p className="text-slate-700">
                    {formatPaise(p.amount_paise)} · {formatDateTime(p.captured_at)} · <span className="wrap-anywhere">{p.provider_payment_id}</span>
                    {p.refunded_paise ? t` · ${formatPaise(p.refunded_paise)} refunded` : ''}
                  </p>
                  {p.invoice_id ? (
                    <a className="font-medium text-blue-800 underline" href={`/api/billing/documents/${p.invoice_id}`} download>
                      <Trans>Invoice {p.invoice_number}</Trans>
                    </a>
                  ) : null}
                </div>
                {left > 0 ? (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="refund" />
                    <input type="hidden" name="paymentId" value={p.id} />
                    <input type="hidden" name="key" value={`${data.refundKey}-${p.id.slice(0, 8)}`} />
                    <label className="grid gap-1 text-sm">
                      <span><Trans>Amount in ₹ (empty: all {formatPaise(left)})</Trans></span>
                      <Input name="amount_rupees" inputMode="decimal" className="w-40" aria-label={t`Refund amount for ${p.user_email}, ${formatPaise(p.amount_paise)}`} />
                    </label>
                    <Button type="submit" variant="outline" size="sm" disabled={busy === p.id}>
                      {busy === p.id ? t`Refunding…` : t`Refund`}
                    </Button>
                  </Form>
                ) : (
                  <p className="text-sm text-slate-700"><Trans>Refunded in full</Trans></p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-8 text-base font-semibold"><Trans>Subscriptions</Trans></h3>
      {data.subscriptions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700"><Trans>No subscriptions yet.</Trans></p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={t`Subscriptions`}>
          {data.subscriptions.map((s) => (
            <li key={s.id} className="p-3 text-sm">
              <p className="font-medium wrap-anywhere">{s.user_email}</p>
              <p className="text-slate-700 wrap-anywhere">
                {planTerms(s.plan).name}, {s.period} · {formatPaise(s.amount_paise)} · {s.status}
                {s.starts_at ? t` · starts ${formatDateTime(s.starts_at)}` : ''}
                {s.paid_through ? t` · paid through ${formatDateTime(s.paid_through)}` : ''}
                {s.cancel_at_period_end ? t` · ends then` : ''} · {s.provider_subscription_id}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-8 text-base font-semibold"><Trans>Credit notes</Trans></h3>
      {data.creditNotes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700"><Trans>No refunds yet.</Trans></p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={t`Credit notes`}>
          {data.creditNotes.map((n) => (
            <li key={n.id} className="p-3 text-sm">
              <a className="font-medium text-blue-800 underline" href={`/api/billing/documents/${n.id}`} download>
                <Trans>Credit note {n.number}</Trans>
              </a>
              <p className="text-slate-700 wrap-anywhere">
                {n.buyer_email} · {formatPaise(n.total_paise)} · {formatDateTime(n.issued_at)} · {n.description}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-8 text-base font-semibold"><Trans>Webhooks that failed</Trans></h3>
      {data.failedEvents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700"><Trans>None: every Razorpay webhook was applied.</Trans></p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={t`Failed webhooks`}>
          {data.failedEvents.map((e) => (
            <li key={e.event_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{e.event}</p>
                <p className="text-red-800 wrap-anywhere">
                  {e.last_error ?? t`Unknown error`} · <Plural value={e.attempts} one="# try" other="# tries" /> · {formatDateTime(e.received_at)}
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="intent" value="retry-event" />
                <input type="hidden" name="eventId" value={e.event_id} />
                <Button type="submit" variant="outline" size="sm" disabled={busy === e.event_id}>
                  <Trans>Try again</Trans>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
