/**
 * The checkout form: the buyer's state (the place of supply, which decides CGST + SGST or IGST on the invoice) and,
 * for a business, its GSTIN; the plan and period ride along hidden. Posted to /billing/checkout's action through the
 * one form pattern; the action answers a redirect to Razorpay's payment page. The price is shown, never sent.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/client/components/ui/button';
import { FormError, SelectField, TextField } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { STATE_OPTIONS, checkoutInputSchema, formatPaise } from '~/shared/billing';
import type { BillingPeriod } from '~/shared/plans';

/** `startsOn`: the date a downgrade starts (words), when the plan starts later; nothing is charged now then. */
export function CheckoutForm({ plan, period, pricePaise, startsOn = null }: { plan: 'premium' | 'business'; period: BillingPeriod; pricePaise: number; startsOn?: string | null }) {
  const { t } = useLingui();
  const price = formatPaise(pricePaise);
  const { fetcher, form, fields, onSubmit, formError, busy, enhancedField } = useSchemaForm('checkout', checkoutInputSchema, { defaultValue: { plan, period } });
  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {enhancedField}
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="period" value={period} />
      <SelectField
        key={fields.state.key}
        {...fieldProps(fields.state)}
        label={t`State you live in`}
        placeholder={t`Choose your state`}
        options={STATE_OPTIONS}
        required
        hint={t`GST is charged by state: your invoice shows it.`}
      />
      <TextField
        key={fields.gstin.key}
        {...fieldProps(fields.gstin)}
        label={t`GSTIN (optional)`}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={15}
        hint={t`Only when a GST-registered business pays: it goes on the invoice.`}
      />
      <FormError message={formError} />
      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t`Opening Razorpay…` : startsOn ? t`Authorise ${price} from ${startsOn}` : t`Pay ${price} with Razorpay`}
        </Button>
        <p className="text-sm text-slate-700"><Trans>UPI AutoPay, cards and net banking. Razorpay confirms the payment and tells you a day before each renewal.</Trans></p>
      </div>
    </fetcher.Form>
  );
}
