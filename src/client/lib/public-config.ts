/**
 * `usePublicConfig()`: what the server says the UI may show (demo mode, sign-in providers, demo accounts).
 * The DEV toggle shows only in demo mode; the sign-in pages show the provider buttons and the admin hint.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '~/shared/config';
import { PLATFORM_TIME_ZONE_DEFAULT } from '~/shared/time-zone';
import { api, ok } from './api';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: (): Promise<PublicConfig> => ok(api.config.$get()),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

/** The platform time zone (PLATFORM_TIME_ZONE, from /api/config; the default until it arrives), for dates people read. */
export function usePlatformTimeZone(): string {
  return usePublicConfig().data?.platformTimeZone || PLATFORM_TIME_ZONE_DEFAULT;
}
