/**
 * Session-based navigation for account pages: `useRedirectIfSignedIn()` sends a signed-in visitor
 * of sign-in/sign-up to /dashboard; `useRequireSession()` sends a visitor of a signed-in page to /signin.
 * These only steer the UI; the API refuses unauthenticated calls on its own.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '~/client/lib/session';
import { isSigningOut } from '~/client/lib/sign-out';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { paths } from '~/shared/paths';

export { safeRedirect };

export function useRedirectIfSignedIn() {
  const { data, isPending } = useSession();
  const navigate = useNavigate();
  // Where this page was opened, and its `?redirect=`, taken when it mounts: a successful sign-in navigates on
  // its own, and the session arriving a moment later must not send the user on from the page they were sent to
  // (it read that page's missing `?redirect=` and went to /dashboard).
  const opened = useRef<{ path: string; target: string } | null>(null);
  useEffect(() => {
    opened.current ??= { path: window.location.pathname, target: safeRedirect(new URLSearchParams(window.location.search).get('redirect')) };
    if (!isPending && data?.user && window.location.pathname === opened.current.path) navigate(opened.current.target, { replace: true });
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
