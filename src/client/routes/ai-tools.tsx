/** ai-tools page (spec §2.8): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/ai-tools';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.aiTools);

export default function AiToolsPage() {
  return <PageIntro copy={pageCopy.aiTools} />;
}
