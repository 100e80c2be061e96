/** `DELETE /api/admin/talks/{id}` (admin only): removes the talk and its registrations. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { talkKeys } from './keys';

export function deleteTalk(id: string) {
  return ok(api.admin.talks[':id'].$delete({ param: { id } }));
}

export function useDeleteTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTalk,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: talkKeys.admin }), queryClient.invalidateQueries({ queryKey: talkKeys.all })]),
  });
}
