/** `GET /api/admin/overview` (admin only): account counts for the admin dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { AdminOverview } from '~/shared/platform';

export type { AdminOverview };

export const adminOverviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: (): Promise<AdminOverview> => ok(api.admin.overview.$get()),
});

export function useAdminOverview(enabled: boolean) {
  return useQuery({ ...adminOverviewQuery, enabled });
}
