/** Query keys of the community feature: mutations invalidate by these prefixes. */
export interface PostListFilters {
  /** 'All' or one of the post categories. */
  category: string;
  /** Search text as typed (trimmed before sending); '' for none. */
  q: string;
}

export const communityKeys = {
  /** Everything public or per-viewer about the community (lists and threads). */
  all: ['community'] as const,
  posts: ['community', 'posts'] as const,
  /** One filtered list for one viewer (liked_by_me / is_mine depend on who is asking). */
  postList: (filters: PostListFilters, viewerId: string | null) => ['community', 'posts', filters, viewerId ?? 'visitor'] as const,
  threads: ['community', 'thread'] as const,
  thread: (postId: string, viewerId: string | null) => ['community', 'thread', postId, viewerId ?? 'visitor'] as const,
  /** The admin portal's moderation queue. */
  reports: ['admin', 'community', 'reports'] as const,
  reportList: (status: 'open' | 'all') => ['admin', 'community', 'reports', status] as const,
};
