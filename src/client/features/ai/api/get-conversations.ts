/**
 * `GET /api/ai/conversations` (signed in) → `{ conversations: ConversationSummary[] }`: the user's saved chats,
 * most recently updated first (at most 100).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function getConversations() {
  return ok(api.ai.conversations.$get());
}

export const conversationsQuery = queryOptions({ queryKey: aiKeys.conversations, queryFn: getConversations, select: (d) => d.conversations });

/** Only asks when `signedIn` (a visitor would get a 401). */
export function useConversations(signedIn: boolean) {
  return useQuery({ ...conversationsQuery, enabled: signedIn });
}
