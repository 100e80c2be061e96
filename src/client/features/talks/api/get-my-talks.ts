/**
 * `GET /api/me/talks` (signed in): `{ statuses: { [talkId]: 'registered' | 'waitlisted' }, upcoming }` where
 * upcoming lists the user's registrations for talks still to come, soonest first. 401 when signed out.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Talk } from '~/shared/talks';
import { talkKeys } from './keys';

export type MyTalkStatus = 'registered' | 'waitlisted';
export interface MyTalks {
  statuses: Record<string, MyTalkStatus>;
  upcoming: (Talk & { my_status: MyTalkStatus })[];
}

export function getMyTalks(): Promise<MyTalks> {
  return apiFetch<MyTalks>('/api/me/talks');
}

export const myTalksQuery = queryOptions({ queryKey: talkKeys.mine, queryFn: getMyTalks });

/** Only asks when `signedIn` (a visitor would get a 401). */
export function useMyTalks(signedIn: boolean) {
  return useQuery({ ...myTalksQuery, enabled: signedIn });
}
