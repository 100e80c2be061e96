/**
 * The browser app's one TanStack Query client (root.tsx provides it). A module singleton so that code outside
 * React, such as the Better Auth client's session listener (auth-client.ts), can reset cached queries.
 * Prerendering renders each page once in Node; no query runs there, so sharing the client is harmless.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
