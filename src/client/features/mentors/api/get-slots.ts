/**
 * `GET /api/mentors/:slug/slots` → `{ slots, time_zone }`: the mentor's free 30-minute slots (ISO-8601 UTC) from
 * BOOKING_LEAD_HOURS to BOOKING_WINDOW_DAYS ahead, and the mentor's own time zone.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Slot } from '~/shared/learning';
import { mentorKeys } from './keys';

export interface MentorSlots {
  slots: Slot[];
  time_zone: string;
}

export function getSlots(slug: string): Promise<MentorSlots> {
  return apiFetch<MentorSlots>(`/api/mentors/${encodeURIComponent(slug)}/slots`);
}

export const slotsQuery = (slug: string) => queryOptions({ queryKey: mentorKeys.slots(slug), queryFn: () => getSlots(slug) });

export function useSlots(slug: string, enabled = true) {
  return useQuery({ ...slotsQuery(slug), enabled });
}
