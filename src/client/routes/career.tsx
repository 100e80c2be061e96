/** career page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/career';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.career);

export default function CareerPage() {
  return <PageIntro copy={pageCopy.career} />;
}
