/**
 * `GET /api/ai/conversations/{id}` (signed in, own only; 404 otherwise) → `{ conversation, messages }`: a saved chat
 * to reopen and continue. Never cached between openings (gcTime 0), so a reopened chat shows its latest turns.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function getConversation(id: string) {
  return ok(api.ai.conversations[':id'].$get({ param: { id: encodeURIComponent(id) } }));
}

export function conversationQuery(id: string) {
  return queryOptions({ queryKey: aiKeys.conversation(id), queryFn: () => getConversation(id), staleTime: 0, gcTime: 0, retry: false });
}

/** Loads conversation `id`, or nothing when `id` is null (a new chat). */
export function useConversation(id: string | null) {
  return useQuery({ ...conversationQuery(id ?? ''), enabled: !!id });
}
