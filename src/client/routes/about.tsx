/** about page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.about);

export default function AboutPage() {
  return <PageIntro copy={pageCopy.about} />;
}
