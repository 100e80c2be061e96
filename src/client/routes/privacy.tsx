/** privacy page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.privacy);

export default function PrivacyPage() {
  return <PageIntro copy={pageCopy.privacy} />;
}
