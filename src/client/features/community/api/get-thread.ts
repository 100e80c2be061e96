/** `GET /api/community/posts/{id}` (public) → `{ post, comments }`: a post and its replies, oldest first. 404 if gone or hidden. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { CommunityComment, CommunityPost } from '~/shared/community';
import { communityKeys } from './keys';

export interface Thread {
  post: CommunityPost;
  comments: CommunityComment[];
}

export function getThread(postId: string): Promise<Thread> {
  return ok(api.community.posts[':id'].$get({ param: { id: postId } }));
}

export const threadQuery = (postId: string, viewerId: string | null) =>
  queryOptions({ queryKey: communityKeys.thread(postId, viewerId), queryFn: () => getThread(postId), staleTime: 0 });

export function useThread(postId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({ ...threadQuery(postId, viewerId), enabled });
}
