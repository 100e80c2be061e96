/** code-of-conduct page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/code-of-conduct';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.codeOfConduct);

export default function CodeOfConductPage() {
  return <PageIntro copy={pageCopy.codeOfConduct} />;
}
