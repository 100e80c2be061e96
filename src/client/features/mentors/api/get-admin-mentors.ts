/** `GET /api/admin/mentors` (admin) → every mentor with e-mail, active flag and weekly availability. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { AdminMentor } from '~/shared/learning';
import { mentorKeys } from './keys';

export type { AdminMentor };
export type AvailabilityRow = AdminMentor['availability'][number];

export function getAdminMentors() {
  return ok(api.admin.mentors.$get());
}

export const adminMentorsQuery = queryOptions({ queryKey: mentorKeys.admin, queryFn: getAdminMentors, select: (d) => d.mentors });

export function useAdminMentors(enabled = true) {
  return useQuery({ ...adminMentorsQuery, enabled });
}
