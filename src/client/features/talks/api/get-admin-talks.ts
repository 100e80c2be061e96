/** `GET /api/admin/talks` (admin; 401/403 for others, spec §7.2.6): every talk, cancelled too, by event_date descending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Talk } from '~/shared/talks';
import { talkKeys } from './keys';

export function getAdminTalks(): Promise<{ talks: Talk[] }> {
  return apiFetch<{ talks: Talk[] }>('/api/admin/talks');
}

export const adminTalksQuery = queryOptions({ queryKey: talkKeys.adminList, queryFn: getAdminTalks, select: (d) => d.talks });

export function useAdminTalks(enabled: boolean) {
  return useQuery({ ...adminTalksQuery, enabled });
}
