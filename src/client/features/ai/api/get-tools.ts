/** `GET /api/ai/tools` (public): the active AI tools, by created_at ascending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function getTools() {
  return ok(api.ai.tools.$get());
}

export const toolsQuery = queryOptions({ queryKey: aiKeys.tools, queryFn: getTools, select: (d) => d.tools });

export function useTools() {
  return useQuery(toolsQuery);
}
