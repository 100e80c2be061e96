/** entrepreneurship page (spec §2.11): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/entrepreneurship';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.entrepreneurship);

export default function EntrepreneurshipPage() {
  return <PageIntro copy={pageCopy.entrepreneurship} />;
}
