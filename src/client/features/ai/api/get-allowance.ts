/**
 * `GET /api/ai/allowance` (signed in) → Allowance `{ plan, limit, used, remaining, resetsAt, timeZone }`: today's
 * AI tool uses (one use = one conversation started). `limit`/`remaining` are null when unlimited.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { aiKeys } from './keys';

export function getAllowance() {
  return ok(api.ai.allowance.$get());
}

export const allowanceQuery = queryOptions({ queryKey: aiKeys.allowance, queryFn: getAllowance, staleTime: 0 });

export function useAllowance() {
  return useQuery(allowanceQuery);
}
