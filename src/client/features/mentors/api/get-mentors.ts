/** `GET /api/mentors?industry=` (public) → `{ mentors }`; 'All Industries' sends no filter. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { MENTOR_INDUSTRIES } from '~/shared/learning';
import { mentorKeys } from './keys';

export type Industry = (typeof MENTOR_INDUSTRIES)[number];
export const ALL_INDUSTRIES: Industry = MENTOR_INDUSTRIES[0];

export function getMentors(industry: Industry = ALL_INDUSTRIES) {
  return ok(api.mentors.$get({ query: industry === ALL_INDUSTRIES ? {} : { industry } }));
}

export const mentorsQuery = (industry: Industry = ALL_INDUSTRIES) =>
  queryOptions({ queryKey: mentorKeys.list(industry), queryFn: () => getMentors(industry), select: (d) => d.mentors });

export function useMentors(industry: Industry = ALL_INDUSTRIES) {
  // Keeps the last list on screen while another industry loads, so the grid does not flash empty.
  return useQuery({ ...mentorsQuery(industry), placeholderData: keepPreviousData });
}
