/**
 * `GET /api/admin/community/reports?status=open|all` (admin; 401/403 for others) → `{ reports }`, newest first, each
 * with the reported post's title and text (or the reply's text) and the reporter's name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { communityKeys } from './keys';

export type { CommunityReport } from '~/shared/community';

export function getReports(status: 'open' | 'all') {
  return ok(api.admin.community.reports.$get({ query: { status } }));
}

export const reportsQuery = (status: 'open' | 'all') =>
  queryOptions({ queryKey: communityKeys.reportList(status), queryFn: () => getReports(status), select: (d) => d.reports, staleTime: 0 });

export function useReports(status: 'open' | 'all', enabled = true) {
  return useQuery({ ...reportsQuery(status), enabled });
}
