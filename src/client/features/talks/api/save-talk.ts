/**
 * `POST /api/admin/talks` (create) → 201 `{ talk }` and `PUT /api/admin/talks/{id}` (update) → `{ talk }`, admin only.
 * The body is the talkInputSchema input: event_date 'YYYY-MM-DD' and event_time 'HH:MM' (or null → 18:00) in the
 * platform time zone.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { TalkInput } from '~/shared/talk-input';
import { talkKeys } from './keys';

export function saveTalk({ id, input }: { id?: string; input: TalkInput }) {
  return id ? ok(api.admin.talks[':id'].$put({ param: { id }, json: input })) : ok(api.admin.talks.$post({ json: input }));
}

export function useSaveTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTalk,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: talkKeys.admin }), queryClient.invalidateQueries({ queryKey: talkKeys.all })]),
  });
}
