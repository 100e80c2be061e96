/**
 * /billing/checkout?plan=premium&period=monthly: one paid plan's price for this person (the server's: a student pays
 * half), what it includes, and the form that starts paying (the buyer's state for GST, a GSTIN for a business). The
 * form's action asks the billing service for a Razorpay subscription and sends the browser to pay; Razorpay sends
 * it back to the Billing page. A plan lower than the one running (a downgrade) is authorised now and starts when the
 * running plan's paid period ends; the page says so. Signed-in only (a visitor signs in and comes back here); a plain form, so it works
 * before and without scripts.
 */
import { Trans } from '@lingui/react/macro';
import { Message, useText } from '~/client/lib/i18n';
import { Link, redirect } from 'react-router';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CheckoutForm } from '~/client/features/billing/checkout-form';
import { pageAction } from '~/client/lib/page-action';
import { pageContext } from '~/client/lib/page-context';
import { requireSession, signInFirst } from '~/client/lib/route-guards';
import { billingMessages, checkoutInputSchema, formatPaise } from '~/shared/billing';
import { dateFormats } from '~/shared/date-format';
import { paths } from '~/shared/paths';
import { type BillingPeriod, PLANS, PLAN_TERMS, checkoutPath, planSummary } from '~/shared/plans';
import type { Route } from './+types/billing-checkout';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.checkout, [{ name: 'robots', content: 'noindex' }], args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: actor } = requireSession(request, context);
  const { services } = context.get(pageContext);
  const query = new URL(request.url).searchParams;
  const plan = query.get('plan') === 'business' ? 'business' : 'premium';
  const period: BillingPeriod = query.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const [quote, overview] = await Promise.all([services.billing.quote({ actor, plan, period }), services.billing.overview({ actor })]);
  const sub = overview.subscription;
  const running = sub && ['active', 'authenticated', 'pending'].includes(sub.status) ? sub.plan : null;
  const timeZone = services.publicConfig(context.get(pageContext).clientLocal).platformTimeZone;
  const { formatLongDate } = dateFormats(context.get(pageContext).locale);
  // A lower plan than the running one starts when the running one's paid period ends.
  const downgradeFrom = running && sub?.status === 'active' && sub.paid_through && PLANS.indexOf(plan) < PLANS.indexOf(running) ? formatLongDate(sub.paid_through, timeZone) : null;
  const scheduled = overview.scheduled ? { name: PLAN_TERMS[overview.scheduled.plan].name, date: formatLongDate(overview.scheduled.starts_at, timeZone) } : null;
  return { quote, running, downgradeFrom, scheduled };
}

export function action(args: Route.ActionArgs) {
  return pageAction(args, checkoutInputSchema, (value, { actor, services }) => services.billing.startCheckout({ actor, input: value }), {
    redirectTo: (done) => done.checkout_url,
    leaveApp: true,
    refused: (refusal) => (refusal.status === 401 ? redirect(signInFirst(args.request), 303) : undefined),
  });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { quote, running, downgradeFrom, scheduled } = loaderData;
  const show = useText();
  const terms = PLAN_TERMS[quote.plan];
  const other: BillingPeriod = quote.period === 'monthly' ? 'yearly' : 'monthly';
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {terms.name}, {quote.period === 'monthly' ? 'monthly' : 'yearly'}
        </h1>
        <p className="mt-2 text-slate-700"><Message text={pageCopy.checkout.intro} /></p>
      </div>
      <section aria-labelledby="checkout-summary" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="checkout-summary" className="text-lg font-semibold text-slate-900">
          <Trans>What you pay</Trans>
        </h2>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-extrabold text-slate-900" data-testid="checkout-price">
            {formatPaise(quote.price_paise)}
          </span>
          <span className="text-slate-700"><Trans>{quote.period === 'monthly' ? 'a month' : 'a year'}, GST included</Trans></span>
          {quote.student ? (
            <span className="text-slate-700">
              <span className="sr-only"><Trans>instead of</Trans> </span>
              <s>{formatPaise(quote.list_price_paise)}</s> <Trans>(student price)</Trans>
            </span>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Renews every {quote.period === 'monthly' ? 'month' : 'year'} until you cancel on the Billing page; you keep the plan to the end of the period you paid for.{' '}
          <Link className="font-medium text-blue-800 underline" to={checkoutPath(quote.plan, other)}>
            Pay {other} instead
          </Link></Trans>
        </p>
        <p className="mt-3 text-sm text-slate-800"><Trans>Includes {show(planSummary(quote.plan))}</Trans></p>
      </section>
      {running && (running === quote.plan || (PLANS.indexOf(running) > PLANS.indexOf(quote.plan) && (!downgradeFrom || scheduled))) ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <Message
            text={
              running === quote.plan
                ? billingMessages.alreadySubscribed(PLAN_TERMS[running].name)
                : scheduled
                  ? billingMessages.alreadyScheduled(scheduled.name, scheduled.date)
                  : billingMessages.downgradeLater(PLAN_TERMS[running].name, PLAN_TERMS[quote.plan].name)
            }
          />{' '}
          <Link className="font-medium text-blue-800 underline" to={paths.billing}>
            <Trans>Open Billing</Trans>
          </Link>
        </p>
      ) : !quote.on_sale ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <Message text={billingMessages.notOnSale} />
        </p>
      ) : (
        <>
          {running ? (
            <p className="rounded-md border border-blue-200 bg-blue-50 p-4 text-slate-900">
              <Message text={downgradeFrom ? billingMessages.downgradeNote(PLAN_TERMS[running].name, PLAN_TERMS[quote.plan].name, downgradeFrom) : billingMessages.upgradeNote(PLAN_TERMS[running].name)} />
            </p>
          ) : null}
          <CheckoutForm plan={quote.plan} period={quote.period} pricePaise={quote.price_paise} startsOn={downgradeFrom} />
        </>
      )}
    </div>
  );
}
