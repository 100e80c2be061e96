/** `GET /api/talks` (public, spec §7.2.4): every talk except cancelled ones, by event_date ascending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Talk } from '~/shared/talks';
import { talkKeys } from './keys';

export function getTalks(): Promise<{ talks: Talk[] }> {
  return apiFetch<{ talks: Talk[] }>('/api/talks');
}

export const talksQuery = queryOptions({ queryKey: talkKeys.list, queryFn: getTalks, select: (d) => d.talks });

export function useTalks() {
  return useQuery(talksQuery);
}
