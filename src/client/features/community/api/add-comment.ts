/** `POST /api/community/posts/:id/comments` {content} (signed in) → 201 `{ comment }`; 429 when replying too quickly. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { CommunityComment } from '~/shared/community';
import { updateCachedPost } from './get-posts';
import { communityKeys } from './keys';

export function addComment({ postId, content }: { postId: string; content: string }): Promise<{ comment: CommunityComment }> {
  return apiFetch<{ comment: CommunityComment }>(`/api/community/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', json: { content } });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_result, { postId }) => updateCachedPost(queryClient, postId, (post) => ({ ...post, comments_count: post.comments_count + 1 })),
    onSettled: (_r, _e, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...communityKeys.threads, postId] }),
        queryClient.invalidateQueries({ queryKey: communityKeys.posts, refetchType: 'none' }),
      ]),
  });
}
