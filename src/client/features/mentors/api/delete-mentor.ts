/** `DELETE /api/admin/mentors/{id}` (admin). Invalidates the admin list and every public mentor query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { mentorKeys } from './keys';

export function deleteMentor(id: string) {
  return ok(api.admin.mentors[':id'].$delete({ param: { id } }));
}

export function useDeleteMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMentor,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mentorKeys.admin }), queryClient.invalidateQueries({ queryKey: mentorKeys.all })]),
  });
}
