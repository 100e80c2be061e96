/** `GET /api/admin/talks` (admin; 401/403 for others): every talk, cancelled too, by event_date descending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { talkKeys } from './keys';

export function getAdminTalks() {
  return ok(api.admin.talks.$get());
}

export const adminTalksQuery = queryOptions({ queryKey: talkKeys.adminList, queryFn: getAdminTalks, select: (d) => d.talks });

export function useAdminTalks(enabled: boolean) {
  return useQuery({ ...adminTalksQuery, enabled });
}
