/** The Pricing page: billing toggle, plans (from the plan table), comparison, testimonials, FAQ and CTA. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PricingPageContent } from '~/client/features/pricing/pricing-page';
import { pageContext } from '~/client/lib/page-context';
import type { BillingPeriod } from '~/shared/plans';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pricing, [], args);

/** The catalogue's course count, which the plans state, and the billing period in the address (`?period=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const period: BillingPeriod = new URL(request.url).searchParams.get('period') === 'yearly' ? 'yearly' : 'monthly';
  // As a visitor sees it: the count is the same for everyone, so no one's progress is read for it.
  return { courseCount: (await services.learning.courses({ actor: null })).length, period };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  // Keyed by the period, so a no-script reload of the toggle's form (and Back) shows that period's prices.
  return <PricingPageContent key={loaderData.period} copy={pageCopy.pricing} courseCount={loaderData.courseCount} initialPeriod={loaderData.period} />;
}
