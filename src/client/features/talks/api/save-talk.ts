/**
 * `POST /api/admin/talks` (create) → 201 `{ talk }` and `PUT /api/admin/talks/:id` (update) → `{ talk }`, admin only.
 * The body is the talkInputSchema input: event_date 'YYYY-MM-DD' and event_time 'HH:MM' (or null → 18:00) in the
 * platform time zone (spec §5, §9).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { TalkInput } from '~/shared/talk-input';
import type { Talk } from '~/shared/talks';
import { talkKeys } from './keys';

export function saveTalk({ id, input }: { id?: string; input: TalkInput }): Promise<{ talk: Talk }> {
  return id
    ? apiFetch<{ talk: Talk }>(`/api/admin/talks/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
    : apiFetch<{ talk: Talk }>('/api/admin/talks', { method: 'POST', json: input });
}

export function useSaveTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTalk,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: talkKeys.admin }), queryClient.invalidateQueries({ queryKey: talkKeys.all })]),
  });
}
