/** `POST /api/talks/{id}/views` (anyone) → `{ views_count }`; the server counts each viewer at most once per talk. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { Talk } from '~/shared/talk-api';
import { talkKeys } from './keys';

export function recordView(talkId: string) {
  return ok(api.talks[':id'].views.$post({ param: { id: talkId } }));
}

export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: ({ views_count }, talkId) =>
      queryClient.setQueryData<{ talks: Talk[] }>(talkKeys.list, (old) =>
        old ? { talks: old.talks.map((t) => (t.id === talkId ? { ...t, views_count } : t)) } : old,
      ),
  });
}
