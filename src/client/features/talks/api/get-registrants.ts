/**
 * `GET /api/admin/talks/{id}/registrants` (admin only) → `{ registrants: { name, email, status, registered_at }[] }`,
 * seated first then the waitlist in order; `registrants.csv` is the same as a CSV download.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { Registrant } from '~/shared/talk-api';
import { talkKeys } from './keys';

export type { Registrant };

export function getRegistrants(talkId: string) {
  return ok(api.admin.talks[':id'].registrants.$get({ param: { id: talkId } }));
}

export const registrantsQuery = (talkId: string) =>
  queryOptions({ queryKey: talkKeys.registrants(talkId), queryFn: () => getRegistrants(talkId), select: (d) => d.registrants, staleTime: 0 });

export function useRegistrants(talkId: string, enabled: boolean) {
  return useQuery({ ...registrantsQuery(talkId), enabled });
}

/** The CSV download of the same list (a plain link). */
export function registrantsCsvUrl(talkId: string): string {
  return `/api/admin/talks/${encodeURIComponent(talkId)}/registrants.csv`;
}
