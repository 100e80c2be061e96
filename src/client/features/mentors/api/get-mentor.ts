/** `GET /api/mentors/{slug}` (public) → `{ mentor }`; 404 for an unknown or inactive mentor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';

export function getMentor(slug: string) {
  return ok(api.mentors[':slug'].$get({ param: { slug: encodeURIComponent(slug) } }));
}

export const mentorQuery = (slug: string) =>
  queryOptions({ queryKey: mentorKeys.detail(slug), queryFn: () => getMentor(slug), select: (d) => d.mentor });

export function useMentor(slug: string) {
  return useQuery(mentorQuery(slug));
}
