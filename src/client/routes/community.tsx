/**
 * Community hub, served at /entrepreneurship/community and /community: heading
 * and introduction, then the hub (create, search, filter, posts, threads), rendered on the server with the first
 * page of posts (for `?q=`, the search box's query without scripts); each post's title links to its thread's page (/community/:slug). Its action takes the create-post
 * form posted without scripts (features/community/community-actions.ts).
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { communityKeys } from '~/client/features/community/api/keys';
import { communityAction } from '~/client/features/community/community-actions';
import { COMMUNITY_SEARCH_MAX, CommunityHub } from '~/client/features/community/components/community-hub';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { keepDataForUrlDialogs } from '~/client/lib/use-url-dialog';
import type { Route } from './+types/community';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.community, [], args);

export const action = communityAction;

/** Opening or closing a thread (`?post=`) keeps the posts loaded so far. */
export const shouldRevalidate = keepDataForUrlDialogs;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, services } = context.get(pageContext);
  // `?q=` is the hub's search box submitted without scripts; the box starts with it.
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, COMMUNITY_SEARCH_MAX).trim();
  const firstPage = await services.community.feed({ actor, query: { category: 'All', q: q || undefined } });
  // The hub's infinite query for these filters, as the browser would have fetched it.
  const list = { pages: [firstPage], pageParams: [undefined] };
  return { seeds: seedQueries([[communityKeys.postList({ category: 'All', q }, actor?.id ?? null), list]]) };
}

export default function CommunityPage() {
  return (
    <PageIntro copy={pageCopy.community}>
      <CommunityHub />
    </PageIntro>
  );
}
