/**
 * `POST /api/ai/tools/{id}/use` (signed in) → `{ usage_count, allowance }`: records a 'Use Tool' click
 * (usage_count + 1, last_used_at now). 401 signed out, 404 unknown or inactive tool. The answer's allowance
 * primes the allowance cache the chat dialog reads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function recordToolUse(toolId: string) {
  return ok(api.ai.tools[':id'].use.$post({ param: { id: encodeURIComponent(toolId) } }));
}

export function useRecordToolUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordToolUse,
    onSuccess: (result) => queryClient.setQueryData(aiKeys.allowance, result.allowance),
  });
}
