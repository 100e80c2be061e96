/** `GET /api/me/bookings` (signed in) → `{ bookings }` with `can_cancel` worked out by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Booking } from '~/shared/learning';
import { mentorKeys } from './keys';
import { useViewer } from './use-viewer';

export function getMyBookings(): Promise<{ bookings: Booking[] }> {
  return apiFetch<{ bookings: Booking[] }>('/api/me/bookings');
}

export const myBookingsQuery = (viewer: string) =>
  queryOptions({ queryKey: mentorKeys.bookings(viewer), queryFn: getMyBookings, select: (d) => d.bookings });

export function useMyBookings() {
  const viewer = useViewer();
  return useQuery({ ...myBookingsQuery(viewer.key), enabled: viewer.ready && viewer.signedIn });
}
