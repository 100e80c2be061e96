/** demo page (spec §2.7): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/demo';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.demo);

export default function DemoPage() {
  return <PageIntro copy={pageCopy.demo} />;
}
