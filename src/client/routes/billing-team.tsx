/**
 * /billing/team: Business for teams, for the team's owner. Before the first order, the form that buys seats; then
 * the team (seats in use, the period paid for, its GST details), the payment link still open, the members and open
 * invitations (each removable), the invitation form, and the order form again to renew or change the seats. Every
 * form is a plain POST with an `intent` (they work before and without scripts); the billing service decides
 * everything. Razorpay sends the payer back here with `?payment=`. Visitors go to /signin.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Message, useDateFormats } from '~/client/lib/i18n';
import { Link, redirect } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { TeamInviteForm, TeamOrderForm } from '~/client/features/billing/team-forms';
import { useRefreshWhilePending } from '~/client/features/billing/use-refresh-while-pending';
import { pageAction } from '~/client/lib/page-action';
import { OutcomeNotice, type PageOutcome, useOutcomeToast } from '~/client/lib/page-outcome';
import { pageContext } from '~/client/lib/page-context';
import { requireSession, signInFirst } from '~/client/lib/route-guards';
import { usePageForm } from '~/client/lib/use-page-form';
import { INDIAN_STATES, billingMessages, formatPaise } from '~/shared/billing';
import { type TeamPaymentOutcome, type TeamView, teamIntentSchema, teamMessages } from '~/shared/billing-teams';
import { paths } from '~/shared/paths';
import type { Route } from './+types/billing-team';

const OUTCOMES: readonly TeamPaymentOutcome[] = ['paid', 'pending', 'unconfirmed'];

export const meta: Route.MetaFunction = (args) => {
  // Without scripts, a page still waiting for Razorpay's confirmation loads itself again every 10 seconds.
  const waiting = args.loaderData?.notice === 'pending' ? [{ httpEquiv: 'refresh', content: '10' }] : [];
  return pageMeta(pageCopy.team, [{ name: 'robots', content: 'noindex' }, ...waiting], args);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: actor } = requireSession(request, context);
  const { services, clientLocal } = context.get(pageContext);
  const timeZone = services.publicConfig(clientLocal).platformTimeZone;
  const team = await services.billing.teams.team({ actor });
  const asked = new URL(request.url).searchParams.get('payment');
  let notice = OUTCOMES.find((o) => o === asked) ?? null;
  // The confirmation may have come since the return: say what holds now.
  if (notice === 'pending' && team?.active && !team.open_order) notice = 'paid';
  return { team, notice, onSale: services.billing.onSale(), timeZone };
}

export function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    teamIntentSchema,
    async (value, { actor, services }) => {
      const teams = services.billing.teams;
      if (value.intent === 'order') return teams.order({ actor, input: value });
      if (value.intent === 'invite') return teams.invite({ actor, input: value });
      return teams.remove({ actor, memberId: value.member });
    },
    {
      success: (done) => ({ title: msg`Team`, description: done.message }),
      refused: (refusal) => (refusal.status === 401 ? redirect(signInFirst(args.request), 303) : undefined),
    },
  );
}

function PaymentNotice({ notice }: { notice: TeamPaymentOutcome | null }) {
  useRefreshWhilePending(notice === 'pending');
  if (!notice) return null;
  const text = notice === 'paid' ? teamMessages.paid : notice === 'pending' ? teamMessages.pending : teamMessages.unconfirmed;
  return (
    <p role="status" className={`rounded-md border p-4 text-slate-900 ${notice === 'paid' ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}>
      <Message text={text} />
    </p>
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { formatDate } = useDateFormats();
  const { t } = useLingui();
  const { team, notice, onSale, timeZone } = loaderData;
  const paidThrough = team?.paid_through ? formatDate(team.paid_through, timeZone) : '';
  const { outcome, pageOutcome } = usePageForm<PageOutcome<{ message: string }>>();
  useOutcomeToast(outcome);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Message text={pageCopy.team.heading} /></h1>
        <p className="mt-2 text-slate-700"><Message text={pageCopy.team.intro} /></p>
      </div>
      <PaymentNotice notice={notice} />
      <OutcomeNotice outcome={pageOutcome} className="" />
      {team ? <TeamSummary team={team} timeZone={timeZone} /> : null}
      {team?.active ? <Members team={team} /> : null}
      <section aria-labelledby="team-order" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="team-order" className="text-lg font-semibold text-slate-900">
          {!team ? t`Buy seats` : team.paid_through ? t`Renew or change seats` : t`Change the order`}
        </h2>
        {team?.paid_through ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>Paying a new link adds one period after {paidThrough}, with the seats you choose from the moment it is paid.</Trans>
          </p>
        ) : null}
        {onSale ? (
          <TeamOrderForm current={team} />
        ) : (
          <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
            <Message text={billingMessages.notOnSale} />
          </p>
        )}
      </section>
      <p className="text-sm text-slate-700">
        <Trans>Your own plan and all your invoices, including this team's, are on the{' '}
        <Link className="font-medium text-blue-800 underline" to={paths.billing}>
          Billing page
        </Link>
        .</Trans>
      </p>
    </div>
  );
}

function TeamSummary({ team, timeZone }: { team: TeamView; timeZone: string }) {
  const { formatDate } = useDateFormats();
  const { t } = useLingui();
  const used = team.members.length;
  const seats = team.seats;
  return (
    <section aria-labelledby="team-summary" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="team-summary" className="text-lg font-semibold text-slate-900 wrap-anywhere">
        {team.name}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700"><Trans>Seats</Trans></dt>
        <dd className="text-slate-900">{team.seats ? t`${used} of ${seats} in use` : t`None paid for yet`}</dd>
        <dt className="font-medium text-slate-700">{team.active ? t`Paid until` : team.paid_through ? t`Ended on` : t`Status`}</dt>
        <dd className="text-slate-900">{team.paid_through ? formatDate(team.paid_through, timeZone) : t`Waiting for the first payment`}</dd>
        <dt className="font-medium text-slate-700"><Trans>Invoice to</Trans></dt>
        <dd className="text-slate-900 wrap-anywhere">
          <Trans>GSTIN {team.gstin}, {INDIAN_STATES[team.state as keyof typeof INDIAN_STATES] ?? team.state}</Trans>
        </dd>
      </dl>
      {team.open_order ? (
        <div className="mt-5 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-slate-900">
          <p className="font-medium">
            <Trans>Payment link: {formatPaise(team.open_order.amount_paise)} for {team.open_order.seats} seats, one {team.open_order.period === 'yearly' ? 'year' : 'month'} (GST included)</Trans>
          </p>
          <p className="mt-1 text-slate-700"><Trans>Pay it now, or send this link to whoever pays for your organisation. Razorpay also e-mailed it to you.</Trans></p>
          <p className="mt-2 font-mono text-xs wrap-anywhere" data-testid="team-payment-url">
            {team.open_order.payment_url}
          </p>
          <a className="mt-3 inline-flex h-10 items-center rounded-md bg-blue-700 px-4 font-medium text-white hover:bg-blue-800" href={team.open_order.payment_url}>
            <Trans>Pay {formatPaise(team.open_order.amount_paise)} now</Trans>
          </a>
        </div>
      ) : null}
    </section>
  );
}

function Members({ team }: { team: TeamView }) {
  const { t } = useLingui();
  const { fetcher, busy, enhancedField } = usePageForm<PageOutcome<{ message: string }>>();
  const free = Math.max(0, team.seats - team.members.length);
  return (
    <section aria-labelledby="team-members" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="team-members" className="text-lg font-semibold text-slate-900">
        <Trans>Members and invitations</Trans>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {team.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <span className="min-w-0 wrap-anywhere">
              <span className="block font-medium text-slate-900">{m.name ?? m.email}</span>
              <span className="block text-slate-700">
                {m.name ? `${m.email} · ` : ''}
                {m.owner ? t`Owner` : m.joined_at ? t`Member` : t`Invited, not yet accepted`}
              </span>
            </span>
            {m.owner ? null : (
              <fetcher.Form method="post">
                {enhancedField}
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="member" value={m.id} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  {m.joined_at ? t`Remove` : t`Withdraw`}
                  <span className="sr-only"> {m.email}</span>
                </Button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-slate-900"><Trans>Invite people</Trans></h3>
      {free > 0 ? <TeamInviteForm free={free} /> : <p className="mt-2 text-sm text-slate-700"><Trans>Every seat is taken. Remove someone, or buy more seats below.</Trans></p>}
    </section>
  );
}
