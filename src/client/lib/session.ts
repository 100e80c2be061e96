/**
 * The signed-in session as the UI sees it (the header, the account pages), without loading the Better
 * Auth client on every page: `GET /api/auth/get-session` through TanStack Query. The Better Auth client
 * (auth-client.ts, about 13 KB gzipped) loads only where someone signs in, signs out or changes their account;
 * every session change it makes resets this query (its `$sessionSignal` listener), and so does
 * `refreshSession()`, which code calls when the API answers 401.
 *
 * `useSession()` → `{ data: { user, session } | null, isPending, error, refetch }`, the shape of Better Auth's
 * own hook: `isPending` is true until the first answer (and while prerendering), so a signed-in page waits
 * before deciding the visitor is signed out. Nothing here is authoritative: the API checks every request.
 */
import { useQuery } from '@tanstack/react-query';
import type { Session } from '~/server/auth/guards';
import { hasRole } from '~/shared/roles';
import { queryClient } from './query-client';

/**
 * What Better Auth's get-session answers for a signed-in visitor: the server's one session type (its user's role
 * decides only what the UI shows; the services decide access).
 */
export type SessionData = Session;

export const sessionQueryKey = ['session'] as const;

async function fetchSession(): Promise<SessionData | null> {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Session check failed (${res.status})`);
  const body = (await res.json()) as SessionData | null;
  return body?.user ? body : null;
}

/** The current session (see the module comment). Refetched when the window regains focus. */
export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000, refetchOnWindowFocus: true });
  return { data: query.data ?? null, isPending: query.isPending, error: query.error, refetch: query.refetch };
}

/**
 * The session once it is known: the cached answer, or the one being fetched. For a click that must choose between
 * a visitor's and a user's destination while `useSession()` may still be pending. Null when signed out.
 */
export function whenSessionKnown(): Promise<SessionData | null> {
  return queryClient.ensureQueryData({ queryKey: sessionQueryKey, queryFn: fetchSession });
}

/**
 * Asks the server for the session again after something may have changed it. When nobody was signed in (a
 * sign-in just happened, say), the cached answer is dropped first, so `useSession()` is pending until the new one
 * arrives and guards wait for it instead of acting on "signed out". When someone was signed in (a profile or
 * two-factor change, a sign-out), the current user stays shown while the new answer loads, so pages keep their
 * state.
 */
export function refreshSession(): Promise<void> {
  const signedIn = !!queryClient.getQueryData<SessionData | null>(sessionQueryKey);
  return signedIn ? queryClient.invalidateQueries({ queryKey: sessionQueryKey }) : queryClient.resetQueries({ queryKey: sessionQueryKey });
}

/** True when the session's user has the admin role (for showing the Admin button only). */
export function isAdminUser(user: { role?: string | null } | null | undefined): boolean {
  return hasRole(user, 'admin');
}
