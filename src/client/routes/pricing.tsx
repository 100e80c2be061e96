/** The Pricing page: billing toggle, plans (from the plan table), comparison, testimonials, FAQ and CTA. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PricingPageContent } from '~/client/features/pricing/pricing-page';
import { pageContext } from '~/client/lib/page-context';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pricing, [], args);

/** The catalogue's course count, which the plans state. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  // As a visitor sees it: the count is the same for everyone, so no one's progress is read for it.
  return { courseCount: (await services.learning.courses({ actor: null })).length };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return <PricingPageContent copy={pageCopy.pricing} courseCount={loaderData.courseCount} />;
}
