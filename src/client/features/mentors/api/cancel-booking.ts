/**
 * `DELETE /api/bookings/{id}` (the booker) → 200; 409 within CANCEL_HOURS_BEFORE hours of the start
 * (learningMessages.tooLateToCancel). Cancelling frees the slot, so every mentor query is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';

export function cancelBooking(id: string) {
  return ok(api.bookings[':id'].$delete({ param: { id } }));
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
