/** `GET /api/mentors?industry=` (public; spec §2.11, §2.6) → `{ mentors }`; 'All Industries' sends no filter. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { MENTOR_INDUSTRIES, type Mentor } from '~/shared/learning';
import { mentorKeys } from './keys';

export type Industry = (typeof MENTOR_INDUSTRIES)[number];
export const ALL_INDUSTRIES: Industry = MENTOR_INDUSTRIES[0];

export function getMentors(industry: Industry = ALL_INDUSTRIES): Promise<{ mentors: Mentor[] }> {
  const qs = industry === ALL_INDUSTRIES ? '' : `?${new URLSearchParams({ industry })}`;
  return apiFetch<{ mentors: Mentor[] }>(`/api/mentors${qs}`);
}

export const mentorsQuery = (industry: Industry = ALL_INDUSTRIES) =>
  queryOptions({ queryKey: mentorKeys.list(industry), queryFn: () => getMentors(industry), select: (d) => d.mentors });

export function useMentors(industry: Industry = ALL_INDUSTRIES) {
  // Keeps the last list on screen while another industry loads, so the grid does not flash empty.
  return useQuery({ ...mentorsQuery(industry), placeholderData: keepPreviousData });
}
