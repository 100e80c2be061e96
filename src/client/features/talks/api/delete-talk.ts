/** `DELETE /api/admin/talks/:id` (admin only): removes the talk and its registrations. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { talkKeys } from './keys';

export function deleteTalk(id: string): Promise<{ deleted: true }> {
  return apiFetch<{ deleted: true }>(`/api/admin/talks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTalk,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: talkKeys.admin }), queryClient.invalidateQueries({ queryKey: talkKeys.all })]),
  });
}
