/**
 * `POST /api/admin/mentors` (create) or `PUT /api/admin/mentors/:id` (update), body = mentorInputSchema (admin).
 * Invalidates the admin list and every public mentor query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '~/client/lib/api';
import type { mentorInputSchema } from '~/shared/learning';
import { mentorKeys } from './keys';

export type MentorInput = z.output<typeof mentorInputSchema>;

export function saveMentor({ id, input }: { id?: string; input: MentorInput }): Promise<unknown> {
  return id
    ? apiFetch<unknown>(`/api/admin/mentors/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
    : apiFetch<unknown>('/api/admin/mentors', { method: 'POST', json: input });
}

export function useSaveMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMentor,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mentorKeys.admin }), queryClient.invalidateQueries({ queryKey: mentorKeys.all })]),
  });
}
