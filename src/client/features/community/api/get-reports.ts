/**
 * `GET /api/admin/community/reports?status=open|all` (admin; 401/403 for others) → `{ reports }`, newest first, each
 * with the reported post's title and text (or the reply's text) and the reporter's name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { communityKeys } from './keys';

export interface CommunityReport {
  id: string;
  reason: string;
  status: 'open' | 'hidden' | 'restored' | 'dismissed' | (string & {});
  /** ISO-8601 UTC. */
  created_at: string;
  post_id: string | null;
  comment_id: string | null;
  post_title: string | null;
  post_content: string | null;
  comment_content: string | null;
  reporter_name: string | null;
}

export function getReports(status: 'open' | 'all'): Promise<{ reports: CommunityReport[] }> {
  return apiFetch<{ reports: CommunityReport[] }>(`/api/admin/community/reports?status=${status}`);
}

export const reportsQuery = (status: 'open' | 'all') =>
  queryOptions({ queryKey: communityKeys.reportList(status), queryFn: () => getReports(status), select: (d) => d.reports, staleTime: 0 });

export function useReports(status: 'open' | 'all', enabled = true) {
  return useQuery({ ...reportsQuery(status), enabled });
}
