/**
 * `GET /api/community/posts?category=&q=&cursor=&limit=` (public): one page of posts, newest
 * first, `{ posts, nextCursor }` (nextCursor null on the last page). Signed-in viewers get liked_by_me / is_mine.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { COMMUNITY_CATEGORIES, type CommunityPost } from '~/shared/community';
import { communityKeys, type PostListFilters } from './keys';

export interface PostPage {
  posts: CommunityPost[];
  nextCursor: string | null;
}

const isCategory = (c: string): c is (typeof COMMUNITY_CATEGORIES)[number] => (COMMUNITY_CATEGORIES as readonly string[]).includes(c);

export function getPosts(filters: PostListFilters & { cursor?: string }): Promise<PostPage> {
  const q = filters.q.trim();
  return ok(
    api.community.posts.$get({
      query: {
        // 'All' is the default: left out, so the visitor's feed URL (cached by the server) stays the plain one.
        category: isCategory(filters.category) && filters.category !== 'All' ? filters.category : undefined,
        q: q || undefined,
        cursor: filters.cursor,
      },
    }),
  );
}

export const postsQuery = (filters: PostListFilters, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.postList(filters, viewerId),
    // NOTE: the first page's param is null, not undefined, when the list was seeded by the page's loader (the seed
    // travels as JSON); sent as-is it became `?cursor=null`, which the API refuses (400), so every refetch after an
    // edit or a new post failed with 'Failed to fetch posts' (found by the browser tests).
    queryFn: ({ pageParam }) => getPosts({ ...filters, cursor: pageParam ?? undefined }),
    initialPageParam: undefined as string | null | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The infinite post list; waits (`enabled: false`) until the session is known so the list is fetched once. While a
 * new filter or search loads, the previous results stay on screen.
 */
export function usePosts(filters: PostListFilters, viewerId: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...postsQuery(filters, viewerId), enabled, placeholderData: keepPreviousData });
}

/** Applies `update` to every cached copy of a post (in every list and thread), e.g. after a like. */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (post: CommunityPost) => CommunityPost) {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: communityKeys.posts }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, posts: p.posts.map((post) => (post.id === postId ? update(post) : post)) })) } : data,
  );
  queryClient.setQueriesData<{ post: CommunityPost }>({ queryKey: [...communityKeys.threads, postId] }, (data) =>
    data ? { ...data, post: update(data.post) } : data,
  );
}
