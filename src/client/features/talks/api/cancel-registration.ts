/** `DELETE /api/talks/:id/registration` (signed in) → `{ registrations_count }`; frees the seat or leaves the waitlist. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { talkKeys } from './keys';
import { setCachedRegistrations } from './register-for-talk';

export function cancelRegistration(talkId: string): Promise<{ registrations_count: number }> {
  return apiFetch<{ registrations_count: number }>(`/api/talks/${encodeURIComponent(talkId)}/registration`, { method: 'DELETE' });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: (result, talkId) => setCachedRegistrations(queryClient, talkId, result.registrations_count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talkKeys.all }),
  });
}
