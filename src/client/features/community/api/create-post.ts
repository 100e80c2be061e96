/**
 * `POST /api/community/posts` {title, content, category} (signed in) → 201 `{ post }`. 401 signed out; 400 with the
 * spec's validation message; 429 when the author posts too quickly. The new post is put at the top of the lists it
 * belongs to, then the lists are refetched.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { PostInput } from '~/shared/community';
import type { PostPage } from './get-posts';
import { communityKeys, type PostListFilters } from './keys';

export function createPost(input: PostInput) {
  return ok(api.community.posts.$post({ json: input }));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: ({ post }) => {
      for (const [key, data] of queryClient.getQueriesData<InfiniteData<PostPage>>({ queryKey: communityKeys.posts })) {
        const filters = key[2] as PostListFilters | undefined;
        if (!data?.pages.length || !filters || filters.q.trim() || (filters.category !== 'All' && filters.category !== post.category)) continue;
        const [first, ...rest] = data.pages;
        if (first.posts.some((p) => p.id === post.id)) continue;
        queryClient.setQueryData<InfiniteData<PostPage>>(key, { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.posts }),
  });
}
