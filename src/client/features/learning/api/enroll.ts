/**
 * `POST /api/courses/:slug/enrollment` (signed in) → 201 `{ enrolled: true }`; 409 when already enrolled, which
 * the hook treats as success (the viewer is enrolled either way). Invalidates everything learning.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '~/client/lib/api';
import { learningKeys } from './keys';

export async function enroll(slug: string): Promise<{ enrolled: true }> {
  try {
    return await apiFetch<{ enrolled: true }>(`/api/courses/${encodeURIComponent(slug)}/enrollment`, { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { enrolled: true };
    throw error;
  }
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  });
}
