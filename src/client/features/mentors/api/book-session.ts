/**
 * `POST /api/mentors/{slug}/bookings` `{ starts_at }` (signed in) → 201 `{ booking }`. Errors: 403 `forbidden`
 * (free plan: learningMessages.upgradeToBook), 429 `rate_limited` (monthly allowance used), 409 `conflict`
 * (slot just taken: learningMessages.slotTaken). Either way the slots and the viewer's bookings are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';

export function bookSession({ slug, starts_at }: { slug: string; starts_at: string }) {
  return ok(api.mentors[':slug'].bookings.$post({ param: { slug: encodeURIComponent(slug) }, json: { starts_at } }));
}

export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    onSettled: (_data, _error, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorKeys.slots(slug) }),
        queryClient.invalidateQueries({ queryKey: ['mentors', 'bookings'] }),
      ]),
  });
}
