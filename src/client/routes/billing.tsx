/**
 * /billing: the signed-in person's plan (price, status, next charge or the day it ends, how they pay), cancel at the
 * end of the paid period and its undo (plain POST forms, so they work before and without scripts), and a GST invoice
 * or credit note for every payment and refund, each a PDF. Razorpay sends a buyer back here with `?checkout=`: the
 * page says whether the plan is active, still being confirmed (the page looks again by itself), or the payment was
 * declined. Visitors go to /signin.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Message, useDateFormats, useText } from '~/client/lib/i18n';
import { Link, redirect } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { useRefreshWhilePending } from '~/client/features/billing/use-refresh-while-pending';
import { pageAction } from '~/client/lib/page-action';
import { OutcomeNotice, type PageOutcome, useOutcomeToast } from '~/client/lib/page-outcome';
import { pageContext } from '~/client/lib/page-context';
import { requireSession, signInFirst } from '~/client/lib/route-guards';
import { usePageForm } from '~/client/lib/use-page-form';
import { type CheckoutOutcome, billingIntentSchema, billingMessages, formatPaise } from '~/shared/billing';
import { teamMessages } from '~/shared/billing-teams';
import { paths } from '~/shared/paths';
import type { Text } from '~/shared/messages';
import { PLAN_TERMS, checkoutPath, planSummary } from '~/shared/plans';
import type { Route } from './+types/billing';

const OUTCOMES: readonly CheckoutOutcome[] = ['active', 'scheduled', 'pending', 'declined', 'unconfirmed'];

export const meta: Route.MetaFunction = (args) => {
  // Without scripts, a page still waiting for Razorpay's confirmation loads itself again every 10 seconds.
  const waiting = args.loaderData?.notice === 'pending' ? [{ httpEquiv: 'refresh', content: '10' }] : [];
  return pageMeta(pageCopy.billing, [{ name: 'robots', content: 'noindex' }, ...waiting], args);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: actor } = requireSession(request, context);
  const { services, clientLocal } = context.get(pageContext);
  const timeZone = services.publicConfig(clientLocal).platformTimeZone;
  const [overview, memberships] = await Promise.all([services.billing.overview({ actor }), services.billing.teams.memberships({ actor })]);
  const query = new URL(request.url).searchParams;
  const asked = query.get('checkout');
  // After accepting a team invitation (the join page sends the person here).
  const joined = query.get('team') === 'joined' ? (memberships.find((m) => m.active)?.team ?? null) : null;
  let notice = OUTCOMES.find((o) => o === asked) ?? null;
  // Razorpay's confirmation may have come since the return: say what holds now.
  if (notice === 'pending' && overview.plan !== 'free') notice = 'active';
  return { overview, notice, timeZone, memberships, joined };
}

export function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    billingIntentSchema,
    (value, { actor, services }) => (value.intent === 'cancel' ? services.billing.cancel({ actor }) : services.billing.resume({ actor })),
    {
      success: (done) => ({ title: msg`Billing`, description: done.message }),
      refused: (refusal) => (refusal.status === 401 ? redirect(signInFirst(args.request), 303) : undefined),
    },
  );
}

function CheckoutNotice({ notice, planName, scheduled }: { notice: CheckoutOutcome | null; planName: string; scheduled: { name: string; date: string } | null }) {
  useRefreshWhilePending(notice === 'pending');
  if (!notice) return null;
  const good = notice === 'active' || (notice === 'scheduled' && scheduled !== null);
  const text =
    notice === 'active'
      ? billingMessages.activated(planName)
      : notice === 'scheduled' && scheduled
        ? billingMessages.downgradeScheduled(scheduled.name, scheduled.date)
        : notice === 'pending' || notice === 'scheduled'
          ? billingMessages.pending
          : notice === 'declined'
            ? billingMessages.paymentDeclined
            : billingMessages.checkoutFailed;
  return (
    <p role="status" className={`rounded-md border p-4 text-slate-900 ${good ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}>
      <Message text={text} />
    </p>
  );
}

export default function BillingPage({ loaderData }: Route.ComponentProps) {
  const { formatDate } = useDateFormats();
  const { t } = useLingui();
  const show = useText();
  const { overview, notice, timeZone, memberships, joined } = loaderData;
  const { fetcher, outcome, pageOutcome, busy, enhancedField } = usePageForm<PageOutcome<{ message: string }>>();
  useOutcomeToast(outcome);
  const plan = PLAN_TERMS[overview.plan];
  const sub = overview.subscription;
  const method = sub?.payment_method ? show(methodName(sub.payment_method)) : '';
  const subPlan = sub ? PLAN_TERMS[sub.plan] : null;
  const scheduled = overview.scheduled ? { name: PLAN_TERMS[overview.scheduled.plan].name, date: formatDate(overview.scheduled.starts_at, timeZone) } : null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Message text={pageCopy.billing.heading} /></h1>
        <p className="mt-2 text-slate-700"><Message text={pageCopy.billing.intro} /></p>
      </div>
      <CheckoutNotice notice={notice} planName={plan.name} scheduled={scheduled} />
      {joined ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-slate-900">
          <Message text={teamMessages.joined(joined)} />
        </p>
      ) : null}
      <OutcomeNotice outcome={pageOutcome} className="" />
      <section aria-labelledby="billing-plan" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="billing-plan" className="text-lg font-semibold text-slate-900">
          <Trans>Your plan: {plan.name}</Trans>
        </h2>
        <p className="mt-2 text-sm text-slate-800"><Trans>Includes {show(planSummary(overview.plan))}</Trans></p>
        {sub && subPlan ? (
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-700"><Trans>Price</Trans></dt>
            <dd className="text-slate-900">
              <Trans>{formatPaise(sub.amount_paise)} {sub.period === 'monthly' ? 'a month' : 'a year'}, GST included{sub.student_discount ? ' (student price)' : ''}</Trans>
            </dd>
            {sub.renewal_failing ? (
              <>
                <dt className="font-medium text-slate-700"><Trans>Renewal</Trans></dt>
                <dd className="text-amber-900">
                  <Trans>The last renewal did not go through; Razorpay is trying again. You keep {subPlan.name} meanwhile.</Trans>
                </dd>
              </>
            ) : null}
            {sub.next_charge_at ? (
              <>
                <dt className="font-medium text-slate-700"><Trans>Next charge</Trans></dt>
                <dd className="text-slate-900">{formatDate(sub.next_charge_at, timeZone)}</dd>
              </>
            ) : sub.paid_through ? (
              <>
                <dt className="font-medium text-slate-700">{new Date(sub.paid_through) > new Date() ? t`Ends on` : t`Ended on`}</dt>
                <dd className="text-slate-900">{formatDate(sub.paid_through, timeZone)}</dd>
              </>
            ) : null}
            {overview.scheduled && scheduled ? (
              <>
                <dt className="font-medium text-slate-700"><Trans>Then</Trans></dt>
                <dd className="text-slate-900">
                  <Trans>{scheduled.name} from {scheduled.date}, {formatPaise(overview.scheduled.amount_paise)} {overview.scheduled.period === 'monthly' ? 'a month' : 'a year'}</Trans>
                </dd>
              </>
            ) : null}
            {sub.payment_method ? (
              <>
                <dt className="font-medium text-slate-700"><Trans>Paid with</Trans></dt>
                <dd className="text-slate-900"><Trans>{method} (change it in your UPI app or bank mandate)</Trans></dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          {overview.plan === 'free' ? (
            <Link to={paths.pricing} className={buttonVariants({ size: 'lg' })}>
              <Trans>See plans and prices</Trans>
            </Link>
          ) : null}
          {sub && overview.plan === 'premium' && sub.plan === 'premium' && !sub.cancel_at_period_end ? (
            <Link to={checkoutPath('business', sub.period)} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Move up to Business</Trans>
            </Link>
          ) : null}
          {sub && overview.plan === 'business' && sub.plan === 'business' && sub.status === 'active' && !sub.cancel_at_period_end && !overview.scheduled ? (
            <Link to={checkoutPath('premium', sub.period)} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Move to Premium when this period ends</Trans>
            </Link>
          ) : null}
          {sub && overview.plan !== 'free' && ['active', 'authenticated', 'pending'].includes(sub.status) ? (
            <fetcher.Form method="post">
              {enhancedField}
              {sub.cancel_at_period_end ? (
                <>
                  <input type="hidden" name="intent" value="resume" />
                  <Button type="submit" disabled={busy}>
                    <Trans>Keep {subPlan?.name}</Trans>
                  </Button>
                </>
              ) : (
                <>
                  <input type="hidden" name="intent" value="cancel" />
                  <Button type="submit" variant="outline" disabled={busy}>
                    <Trans>Cancel at the end of the period</Trans>
                  </Button>
                </>
              )}
            </fetcher.Form>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="billing-teams" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="billing-teams" className="text-lg font-semibold text-slate-900">
          <Trans>Teams</Trans>
        </h2>
        {memberships.length ? (
          <ul className="mt-3 grid gap-2 text-sm">
            {memberships.map((m) => (
              <li key={m.team} className="text-slate-900 wrap-anywhere">
                <Trans>{m.active && m.paid_through
                  ? `Business through ${m.team} until ${formatDate(m.paid_through, timeZone)}`
                  : `Your seat at ${m.team} is not paid for at the moment`}{' '}
                (ask {m.owner_email} about it).</Trans>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Buying for 10 or more people? Get Business seats on one GST invoice to your organisation and invite your team by e-mail.{' '}
          <Link className="font-medium text-blue-800 underline" to={paths.team}>
            Business for teams
          </Link></Trans>
        </p>
      </section>
      <section aria-labelledby="billing-documents" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="billing-documents" className="text-lg font-semibold text-slate-900">
          <Trans>Invoices</Trans>
        </h2>
        {overview.documents.length ? (
          <ul className="mt-3 divide-y divide-slate-200">
            {overview.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <span className="min-w-0 wrap-anywhere">
                  <span className="block font-medium text-slate-900">
                    {d.kind === 'credit_note' ? t`Credit note` : t`Invoice`} {d.number}
                  </span>
                  <span className="block text-slate-700">
                    {formatDate(d.issued_at, timeZone)} · {d.description}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900">{formatPaise(d.total_paise)}</span>
                  <a className="font-medium text-blue-800 underline" href={`/api/billing/documents/${d.id}`} download>
                    <Trans>PDF<span className="sr-only"> of {d.number}</span></Trans>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700"><Trans>No invoices yet: each payment's GST invoice appears here.</Trans></p>
        )}
      </section>
    </div>
  );
}

/** A payment method's name as a person reads it (Razorpay's method codes; an unknown one as it is). */
function methodName(method: string): Text {
  return ({ upi: 'UPI', card: msg`Card`, emandate: msg`Bank mandate`, netbanking: msg`Net banking` } as Record<string, Text>)[method] ?? method;
}
