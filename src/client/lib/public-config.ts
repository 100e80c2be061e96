/**
 * `usePublicConfig()`: what the server says the UI may show (demo mode, sign-in providers, demo accounts).
 * Spec §2.2 (DEV toggle only in demo mode), §2.5 (provider buttons, admin hint).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '~/shared/config';
import { apiFetch } from './api';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
