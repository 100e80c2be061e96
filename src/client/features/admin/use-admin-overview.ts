/** `GET /api/admin/overview` (admin only): account counts for the admin dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';

export interface AdminOverview {
  users: number;
  verifiedUsers: number;
  admins: number;
  newUsersThisWeek: number;
}

export const adminOverviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => apiFetch<AdminOverview>('/api/admin/overview'),
});

export function useAdminOverview(enabled: boolean) {
  return useQuery({ ...adminOverviewQuery, enabled });
}
