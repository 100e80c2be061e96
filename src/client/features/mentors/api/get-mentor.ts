/** `GET /api/mentors/:slug` (public) → `{ mentor }`; 404 for an unknown or inactive mentor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Mentor } from '~/shared/learning';
import { mentorKeys } from './keys';

export function getMentor(slug: string): Promise<{ mentor: Mentor }> {
  return apiFetch<{ mentor: Mentor }>(`/api/mentors/${encodeURIComponent(slug)}`);
}

export const mentorQuery = (slug: string) =>
  queryOptions({ queryKey: mentorKeys.detail(slug), queryFn: () => getMentor(slug), select: (d) => d.mentor });

export function useMentor(slug: string) {
  return useQuery(mentorQuery(slug));
}
