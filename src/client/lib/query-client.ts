/**
 * TanStack Query clients. The browser has one (`queryClient`, a module singleton so that code outside React, such
 * as the session helpers in session.ts, can reset cached queries); every server render makes its own
 * (`makeQueryClient()`), so no request ever sees another's data. Route loaders seed it (`seedQueries`).
 */
import { type DehydratedState, type QueryKey, QueryClient, dehydrate } from '@tanstack/react-query';

export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

export const queryClient = makeQueryClient();

/**
 * A loader's data for the query cache: each `[queryKey, value]` becomes a cached query with `value` as the
 * browser would have received it from the JSON API (a JSON round trip turns Dates into ISO strings). The root
 * route hands every matched route's seeds to `HydrationBoundary`, so a page renders its content on the server and
 * the browser does not fetch it again while it is fresh.
 */
export function seedQueries(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = makeQueryClient();
  for (const [key, value] of entries) client.setQueryData(key, value === undefined ? null : JSON.parse(JSON.stringify(value)));
  return dehydrate(client);
}
