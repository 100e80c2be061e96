/** business-model-canvas page (spec §2.11): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/business-model-canvas';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.businessModelCanvas);

export default function BusinessModelCanvasPage() {
  return <PageIntro copy={pageCopy.businessModelCanvas} />;
}
