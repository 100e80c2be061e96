/**
 * `POST /api/talks/:id/registration` (signed in) → 201 `{ status: 'registered' | 'waitlisted', registrations_count }`.
 * Errors: 401 signed out, 409 `already_registered`, 409 `conflict` (registration closed). Spec §7.2.5.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Talk } from '~/shared/talks';
import { talkKeys } from './keys';

export interface RegistrationResult {
  status: 'registered' | 'waitlisted';
  registrations_count: number;
}

export function registerForTalk(talkId: string): Promise<RegistrationResult> {
  return apiFetch<RegistrationResult>(`/api/talks/${encodeURIComponent(talkId)}/registration`, { method: 'POST' });
}

/** Sets a talk's registrations_count in the cached public list (the refetch that follows confirms it). */
export function setCachedRegistrations(queryClient: ReturnType<typeof useQueryClient>, talkId: string, count: number) {
  queryClient.setQueryData<{ talks: Talk[] }>(talkKeys.list, (old) =>
    old ? { talks: old.talks.map((t) => (t.id === talkId ? { ...t, registrations_count: count } : t)) } : old,
  );
}

export function useRegisterForTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForTalk,
    onSuccess: (result, talkId) => setCachedRegistrations(queryClient, talkId, result.registrations_count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talkKeys.all }),
  });
}
