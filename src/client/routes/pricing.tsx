/** The Pricing page: billing toggle, plans, comparison, testimonials, FAQ and CTA. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PricingPageContent } from '~/client/features/pricing/pricing-page';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pricing, [], args);

export default function PricingPage() {
  return <PricingPageContent copy={pageCopy.pricing} />;
}
