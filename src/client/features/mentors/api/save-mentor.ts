/**
 * `POST /api/admin/mentors` (create) or `PUT /api/admin/mentors/{id}` (update), body = mentorInputSchema (admin).
 * Invalidates the admin list and every public mentor query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ok } from '~/client/lib/api';
import type { mentorInputSchema } from '~/shared/learning';
import { mentorKeys } from './keys';

export type MentorInput = z.output<typeof mentorInputSchema>;

export function saveMentor({ id, input }: { id?: string; input: MentorInput }) {
  return id ? ok(api.admin.mentors[':id'].$put({ param: { id }, json: input })) : ok(api.admin.mentors.$post({ json: input }));
}

export function useSaveMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMentor,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mentorKeys.admin }), queryClient.invalidateQueries({ queryKey: mentorKeys.all })]),
  });
}
