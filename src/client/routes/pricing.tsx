/** The Pricing page: billing toggle, plans (from the plan table), comparison, testimonials, FAQ and CTA. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PricingPageContent } from '~/client/features/pricing/pricing-page';
import { pageContext } from '~/client/lib/page-context';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pricing, [], args);

/** The catalogue's course count, which the plans state. */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context.get(pageContext);
  return { courseCount: (await services.learning.courses({ actor })).length };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return <PricingPageContent copy={pageCopy.pricing} courseCount={loaderData.courseCount} />;
}
