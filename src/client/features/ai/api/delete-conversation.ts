/** `DELETE /api/ai/conversations/{id}` (signed in, own only) → `{ deleted: true }`: removes the chat and its messages. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function deleteConversation(id: string) {
  return ok(api.ai.conversations[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: aiKeys.conversation(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations, exact: true }),
  });
}
