/**
 * `GET /api/mentors/:slug/slots` → `{ slots, time_zone }`: the mentor's free 30-minute slots (ISO-8601 UTC) from
 * BOOKING_LEAD_HOURS to BOOKING_WINDOW_DAYS ahead, and the mentor's own time zone.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';

export function getSlots(slug: string) {
  return ok(api.mentors[':slug'].slots.$get({ param: { slug: encodeURIComponent(slug) } }));
}

export const slotsQuery = (slug: string) => queryOptions({ queryKey: mentorKeys.slots(slug), queryFn: () => getSlots(slug) });

export function useSlots(slug: string, enabled = true) {
  return useQuery({ ...slotsQuery(slug), enabled });
}
