/**
 * The admin portal's 'Accounts and plans': the account counts, then finding an account by
 * its e-mail address (a GET form, so the result has a URL) and changing its plan (Free, Premium, Business). Both
 * forms work without scripts: the plan form posts to the dashboard's action (`intent=set-plan`), natively (the page
 * comes back with the outcome at the top) or, once hydrated, through a fetcher (the outcome is a toast). The server
 * checks the admin role on every change.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { TextField } from '~/client/components/ui/form-fields';
import { Label } from '~/client/components/ui/label';
import { usePageForm } from '~/client/lib/use-page-form';
import { PLANS, PLAN_TERMS, type Plan } from '~/shared/plans';
import { paths } from '~/shared/paths';
import { type PageOutcome, useOutcomeToast } from '~/client/lib/page-outcome';

/** An account found by e-mail: what the loader answers for `?email=`. */
export interface FoundAccount {
  id: string;
  name: string;
  email: string;
  plan: Plan;
}

interface Props {
  className?: string;
  /** The account counts (the overview API); undefined while loading. */
  stats: Array<{ label: string; value: number | undefined }>;
  statsError?: string | null;
  /** The e-mail searched for (`?email=`), and what it found (null: no such account). */
  search: { email: string; account: FoundAccount | null } | null;
}

export function AccountPlans({ className, stats, statsError, search }: Props) {
  const { t } = useLingui();
  return (
    <section id="plans" aria-labelledby="plans-heading" className={className}>
      <h2 id="plans-heading" className="text-lg font-semibold">
        <Trans>Accounts and plans</Trans>
      </h2>
      {statsError ? (
        <p role="alert" className="mt-2 text-red-700">
          {statsError}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardHeader>
              <CardTitle asChild>
                <h3 className="text-sm font-medium text-slate-700">{s.label}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold" data-testid={`stat-${s.label}`}>
                {s.value ?? '—'}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>

      <h3 className="mt-8 font-semibold text-slate-900"><Trans>Change a person's plan</Trans></h3>
      <Form method="get" action={paths.adminDashboard} className="mt-3 flex max-w-xl flex-wrap items-end gap-3">
        <input type="hidden" name="section" value="plans" />
        <TextField id="plan-account-email" name="email" type="email" label={t`E-mail address of the account`} required defaultValue={search?.email ?? ''} className="min-w-0 flex-1 basis-64" />
        <Button type="submit" variant="outline">
          <Trans>Find account</Trans>
        </Button>
      </Form>
      {search ? (
        search.account ? (
          <PlanForm account={search.account} />
        ) : (
          <p role="status" className="mt-4 text-slate-700">
            <Trans>No account has the e-mail address {search.email}.</Trans>
          </p>
        )
      ) : null}
    </section>
  );
}

function PlanForm({ account }: { account: FoundAccount }) {
  const { t } = useLingui();
  const { fetcher, outcome, busy, enhancedField } = usePageForm<PageOutcome>();
  useOutcomeToast(outcome);
  return (
    <Card className="mt-4 max-w-xl" data-testid="plan-account">
      <CardHeader>
        <CardTitle asChild>
          <h4 className="wrap-anywhere text-base font-semibold">{account.name || account.email}</h4>
        </CardTitle>
        <p className="wrap-anywhere text-sm text-slate-700">{account.email}</p>
        <p className="text-sm text-slate-900">
          <Trans>Current plan: <strong>{PLAN_TERMS[account.plan].name}</strong></Trans>
        </p>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
          {enhancedField}
          <input type="hidden" name="intent" value="set-plan" />
          <input type="hidden" name="userId" value={account.id} />
          <div className="grid min-w-0 flex-1 basis-48 gap-2">
            <Label htmlFor="plan-new"><Trans>New plan</Trans></Label>
            <select
              id="plan-new"
              name="plan"
              key={account.plan}
              defaultValue={account.plan}
              className="flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {PLAN_TERMS[p].name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? t`Changing...` : t`Change plan`}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
