/**
 * `GET /api/me/bookings` (signed in) → `{ bookings, plan, monthly_sessions }`: the viewer's bookings with
 * `can_cancel` worked out by the server, and their plan with its mentorship sessions a month.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';
import { useViewer } from '~/client/lib/use-viewer';

export function getMyBookings() {
  return ok(api.me.bookings.$get());
}

export const myBookingsQuery = (viewer: string) =>
  queryOptions({ queryKey: mentorKeys.bookings(viewer), queryFn: getMyBookings, select: (d) => d.bookings });

export function useMyBookings() {
  const viewer = useViewer();
  return useQuery({ ...myBookingsQuery(viewer.key), enabled: viewer.ready && viewer.signedIn });
}

/** The viewer's plan (same request and cache entry as their bookings), e.g. to offer a free plan the upgrade. */
export function useMyPlan() {
  const viewer = useViewer();
  return useQuery({
    queryKey: mentorKeys.bookings(viewer.key),
    queryFn: getMyBookings,
    select: (d) => d.plan,
    enabled: viewer.ready && viewer.signedIn,
  });
}
