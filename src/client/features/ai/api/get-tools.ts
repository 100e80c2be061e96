/** `GET /api/ai/tools` (public, spec §7.2.1): the active AI tools, by created_at ascending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { AiTool } from '~/shared/ai';
import { aiKeys } from './keys';

export function getTools(): Promise<{ tools: AiTool[] }> {
  return apiFetch<{ tools: AiTool[] }>('/api/ai/tools');
}

export const toolsQuery = queryOptions({ queryKey: aiKeys.tools, queryFn: getTools, select: (d) => d.tools });

export function useTools() {
  return useQuery(toolsQuery);
}
