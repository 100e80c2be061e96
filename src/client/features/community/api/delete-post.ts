/** `DELETE /api/community/posts/{id}` (its author or an admin) → `{ deleted: true }`; removes its replies and likes too. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { communityKeys } from './keys';

export function deletePost(id: string) {
  return ok(api.community.posts[':id'].$delete({ param: { id } }));
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: [...communityKeys.threads, id] }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.posts }), queryClient.invalidateQueries({ queryKey: communityKeys.reports })]),
  });
}
