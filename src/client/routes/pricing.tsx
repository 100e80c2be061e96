/** pricing page (spec §2.6, §9): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.pricing);

export default function PricingPage() {
  return <PageIntro copy={pageCopy.pricing} />;
}
