/**
 * Session-based navigation for account pages (spec §2.5): `useRedirectIfSignedIn()` sends a signed-in visitor
 * of sign-in/sign-up to /dashboard; `useRequireSession()` sends a visitor of a signed-in page to /signin.
 * These only steer the UI; the API refuses unauthenticated calls on its own.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSigningOut, useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';

/** `?redirect=` back to a page of this site only (a path, never another origin); else the dashboard. */
export function safeRedirect(target: string | null): string {
  return target && /^\/(?![/\\])/.test(target) ? target : paths.dashboard;
}

export function useRedirectIfSignedIn() {
  const { data, isPending } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isPending && data?.user) navigate(safeRedirect(new URLSearchParams(window.location.search).get('redirect')), { replace: true });
  }, [isPending, data, navigate]);
}

export function useRequireSession(redirectTo: string = paths.signIn) {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.isPending && !session.data?.user && !isSigningOut()) navigate(redirectTo, { replace: true });
  }, [session.isPending, session.data, navigate, redirectTo]);
  return session;
}
