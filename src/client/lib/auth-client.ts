/**
 * The Better Auth client of the browser app, for the pages that sign in, sign up, reset, change the account or
 * use the admin API (sessions live in HttpOnly cookies on the server; nothing authoritative is kept in the
 * browser). Mounted API: /api/auth/*. Pages that only need to know who is signed in use session.ts instead,
 * which this module keeps current: every session change made here resets session.ts's query.
 */
import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { refreshSession } from './session';

export const authClient = createAuthClient({
  // Prerendering runs in Node without a window: any absolute URL works there, no request is made.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // OpenID Connect providers (genericOAuth on the server) start at signIn.social too (STACK.md pitfall 11).
  plugins: [adminClient(), twoFactorClient()],
});

// Sign-in, sign-out, two-factor, profile and session changes all raise Better Auth's session signal.
authClient.$store.listen('$sessionSignal', () => void refreshSession());
