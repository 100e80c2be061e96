/** `GET /api/talks` (public): every talk except cancelled ones, by event_date ascending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { talkKeys } from './keys';

export function getTalks() {
  return ok(api.talks.$get());
}

export const talksQuery = queryOptions({ queryKey: talkKeys.list, queryFn: getTalks, select: (d) => d.talks });

export function useTalks() {
  return useQuery(talksQuery);
}
