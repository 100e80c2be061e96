/** `DELETE /api/community/comments/{id}` (its author or an admin) → `{ deleted: true }`; lowers the post's comments_count. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { updateCachedPost } from './get-posts';
import { communityKeys } from './keys';

export function deleteComment({ commentId }: { commentId: string; postId: string }) {
  return ok(api.community.comments[':id'].$delete({ param: { id: commentId } }));
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { postId }) => updateCachedPost(queryClient, postId, (post) => ({ ...post, comments_count: Math.max(0, post.comments_count - 1) })),
    onSettled: (_r, _e, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...communityKeys.threads, postId] }),
        queryClient.invalidateQueries({ queryKey: communityKeys.posts, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: communityKeys.reports }),
      ]),
  });
}
