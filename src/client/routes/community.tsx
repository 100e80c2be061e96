/**
 * Community hub (spec §2.11 Community hub; issue 5), served at /entrepreneurship/community and /community: heading
 * and introduction, then the hub (create, search, filter, posts, threads). Prerendered with 'Loading posts...';
 * the posts load in the browser.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CommunityHub } from '~/client/features/community/components/community-hub';
import type { Route } from './+types/community';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.community);

export default function CommunityPage() {
  return (
    <PageIntro copy={pageCopy.community}>
      <CommunityHub />
    </PageIntro>
  );
}
