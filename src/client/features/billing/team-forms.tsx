/**
 * The team page's two field forms, through the one form pattern (each posts its `intent` to /billing/team's action):
 * buying seats (the organisation's name, state and GSTIN for the invoice, how many seats and for which period) and
 * inviting people by e-mail. Prices are shown, never sent: the server prices the seats.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/client/components/ui/button';
import { FormError, SelectField, TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { GST_RATE_PERCENT, STATE_OPTIONS, formatPaise, planPricePaise } from '~/shared/billing';
import { TEAM_LINK_VALID_DAYS, TEAM_MAX_INVITES_AT_ONCE, TEAM_MAX_SEATS, TEAM_MIN_SEATS, teamInviteInputSchema, teamOrderInputSchema } from '~/shared/billing-teams';
import type { BillingPeriod } from '~/shared/plans';


/** Buy seats: the first order sets the team up; later ones renew it (one more period) or change the seats. */
export function TeamOrderForm({ current }: { current: { name: string; state: string; gstin: string; seats: number; period: BillingPeriod } | null }) {
  const { t } = useLingui();
  const yearly = formatPaise(planPricePaise('business', 'yearly'));
  const monthly = formatPaise(planPricePaise('business', 'monthly'));
  const { fetcher, form, fields, onSubmit, formError, busy, enhancedField } = useSchemaForm('team-order', teamOrderInputSchema, {
    defaultValue: current
      ? { name: current.name, state: current.state, gstin: current.gstin, seats: Math.max(current.seats, TEAM_MIN_SEATS), period: current.period }
      : { seats: TEAM_MIN_SEATS, period: 'yearly' },
  });
  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="mt-4 grid gap-5">
      {enhancedField}
      <input type="hidden" name="intent" value="order" />
      <TextField key={fields.name.key} {...fieldProps(fields.name)} label={t`Organisation name (as on the invoice)`} autoComplete="organization" maxLength={120} required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          key={fields.seats.key}
          {...fieldProps(fields.seats)}
          label={t`Seats`}
          type="number"
          inputMode="numeric"
          min={TEAM_MIN_SEATS}
          max={TEAM_MAX_SEATS}
          required
          hint={t`At least ${TEAM_MIN_SEATS}, you included.`}
        />
        <SelectField
          key={fields.period.key}
          {...fieldProps(fields.period)}
          label={t`Period`}
          placeholder={t`Choose a period`}
          options={[
            { value: 'yearly', label: t`One year (${yearly} a seat a year)` },
            { value: 'monthly', label: t`One month (${monthly} a seat a month)` },
          ]}
          required
        />
      </div>
      <SelectField key={fields.state.key} {...fieldProps(fields.state)} label={t`State of registration`} placeholder={t`Choose the state`} options={STATE_OPTIONS} required hint={t`The place of supply: it decides CGST and SGST or IGST.`} />
      <TextField
        key={fields.gstin.key}
        {...fieldProps(fields.gstin)}
        label={t`GSTIN`}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={15}
        required
        hint={t`The invoice is made out to it, so you can claim the input tax credit.`}
      />
      <FormError message={formError} />
      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t`Making the payment link…` : t`Make the payment link`}
        </Button>
        <p className="text-sm text-slate-700">
          <Trans>Prices include {GST_RATE_PERCENT}% GST. The link can be paid by UPI, card or net banking for {TEAM_LINK_VALID_DAYS} days; your seats start when it is paid. A period is not renewed
          automatically: make a new link before it ends.</Trans>
        </p>
      </div>
    </fetcher.Form>
  );
}

/** Invite people by e-mail: one address per line (or separated by commas). */
export function TeamInviteForm({ free }: { free: number }) {
  const { t } = useLingui();
  const upTo = Math.min(free, TEAM_MAX_INVITES_AT_ONCE);
  const { fetcher, form, fields, onSubmit, formError, busy, enhancedField } = useSchemaForm('team-invite', teamInviteInputSchema);
  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      {enhancedField}
      <input type="hidden" name="intent" value="invite" />
      <TextAreaField
        key={fields.emails.key}
        {...fieldProps(fields.emails)}
        label={t`E-mail addresses`}
        rows={4}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t`One per line, or separated by commas; up to ${upTo} now (${plural(free, { one: '# seat is', other: '# seats are' })} free). Each person gets an e-mail with a link to accept.`}
      />
      <FormError message={formError} />
      <div>
        <Button type="submit" disabled={busy || free === 0}>
          {busy ? t`Sending…` : t`Send invitations`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
