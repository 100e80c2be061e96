/**
 * `GET /api/ai/conversations/:id` (signed in, own only; 404 otherwise) → `{ conversation, messages }`: a saved chat
 * to reopen and continue. Never cached between openings (gcTime 0), so a reopened chat shows its latest turns.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { ChatMessage, ToolType } from '~/shared/ai';
import { aiKeys } from './keys';

export interface ConversationDetail {
  conversation: { id: string; title: string; tool_type: ToolType; tool_id: string | null };
  messages: ChatMessage[];
}

export function getConversation(id: string): Promise<ConversationDetail> {
  return apiFetch<ConversationDetail>(`/api/ai/conversations/${encodeURIComponent(id)}`);
}

export function conversationQuery(id: string) {
  return queryOptions({ queryKey: aiKeys.conversation(id), queryFn: () => getConversation(id), staleTime: 0, gcTime: 0, retry: false });
}

/** Loads conversation `id`, or nothing when `id` is null (a new chat). */
export function useConversation(id: string | null) {
  return useQuery({ ...conversationQuery(id ?? ''), enabled: !!id });
}
