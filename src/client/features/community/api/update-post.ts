/** `PATCH /api/community/posts/{id}` {title, content, category} (the author only; 403 otherwise) → `{ post }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { PostInput } from '~/shared/community';
import { updateCachedPost } from './get-posts';
import { communityKeys } from './keys';

export function updatePost({ id, input }: { id: string; input: PostInput }) {
  return ok(api.community.posts[':id'].$patch({ param: { id }, json: input }));
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: ({ post }) => updateCachedPost(queryClient, post.id, (old) => ({ ...old, ...post })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
