/**
 * /entrepreneurship: the hub — hero, six module cards with the signed-in user's progress, and the
 * closing call to action. Prerendered; progress loads in the browser.
 */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { HubPage } from '~/client/features/toolkit/hub/hub-page';
import type { Route } from './+types/entrepreneurship';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.entrepreneurship, [], args);

export default function EntrepreneurshipPage() {
  return <HubPage copy={pageCopy.entrepreneurship} />;
}
