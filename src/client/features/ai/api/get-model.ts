/**
 * `GET /api/ai/model` (public) → `{ offline, label }`: whether answers come from the built-in offline mentor, and
 * the label the chat dialog shows when they do (issue 4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { aiKeys } from './keys';

export interface ModelInfo {
  offline: boolean;
  label: string | null;
}

export function getModel(): Promise<ModelInfo> {
  return apiFetch<ModelInfo>('/api/ai/model');
}

export const modelQuery = queryOptions({ queryKey: aiKeys.model, queryFn: getModel, staleTime: 5 * 60_000 });

export function useModel() {
  return useQuery(modelQuery);
}
