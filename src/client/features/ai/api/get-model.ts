/**
 * `GET /api/ai/model` (public) → `{ offline, label }`: whether answers come from the built-in offline mentor, and
 * the label the chat dialog shows when they do.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function getModel() {
  return ok(api.ai.model.$get());
}

export const modelQuery = queryOptions({ queryKey: aiKeys.model, queryFn: getModel, staleTime: 5 * 60_000 });

export function useModel() {
  return useQuery(modelQuery);
}
