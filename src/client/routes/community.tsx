/** community page (spec §2.11): heading and introduction. Served at /entrepreneurship/community and /community. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/community';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.community);

export default function CommunityPage() {
  return <PageIntro copy={pageCopy.community} />;
}
