/** `GET /api/admin/mentors` (admin) → every mentor with e-mail, active flag and weekly availability. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Mentor } from '~/shared/learning';
import { mentorKeys } from './keys';

export interface AvailabilityRow {
  weekday: number;
  start: string;
  end: string;
}

export type AdminMentor = Mentor & { email: string; active: boolean; availability: AvailabilityRow[] };

export function getAdminMentors(): Promise<{ mentors: AdminMentor[] }> {
  return apiFetch<{ mentors: AdminMentor[] }>('/api/admin/mentors');
}

export const adminMentorsQuery = queryOptions({ queryKey: mentorKeys.admin, queryFn: getAdminMentors, select: (d) => d.mentors });

export function useAdminMentors(enabled = true) {
  return useQuery({ ...adminMentorsQuery, enabled });
}
