/**
 * `PUT /api/community/posts/{id}/like` (like) and `DELETE .../like` (unlike), signed in, idempotent →
 * `{ liked, likes_count }`. The count shown is the server's answer, written into every cached copy of the post.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { updateCachedPost } from './get-posts';
import { communityKeys } from './keys';

export function setLike({ postId, liked }: { postId: string; liked: boolean }) {
  const like = api.community.posts[':id'].like;
  return ok(liked ? like.$put({ param: { id: postId } }) : like.$delete({ param: { id: postId } }));
}

export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onSuccess: (result, { postId }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, liked_by_me: result.liked, likes_count: result.likes_count })),
    // Marks other copies stale without refetching the open list (the answer above is already exact).
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' }),
  });
}
