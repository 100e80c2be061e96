/** `PATCH /api/ai/conversations/{id}` `{ title }` (signed in, own only; 1–120 characters) → `{ renamed: true }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function renameConversation(input: { id: string; title: string }) {
  return ok(api.ai.conversations[':id'].$patch({ param: { id: encodeURIComponent(input.id) }, json: { title: input.title } }));
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations, exact: true }),
  });
}
