/**
 * `GET /api/me/talks` (signed in): `{ statuses: { [talkId]: 'registered' | 'waitlisted' }, upcoming }` where
 * upcoming lists the user's registrations for talks still to come, soonest first. 401 when signed out.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { MyTalks } from '~/shared/talk-api';
import { talkKeys } from './keys';

export type { MyTalks };
export type MyTalkStatus = MyTalks['statuses'][string];

export function getMyTalks() {
  return ok(api.me.talks.$get());
}

export const myTalksQuery = queryOptions({ queryKey: talkKeys.mine, queryFn: getMyTalks });

/** Only asks when `signedIn` (a visitor would get a 401). */
export function useMyTalks(signedIn: boolean) {
  return useQuery({ ...myTalksQuery, enabled: signedIn });
}
