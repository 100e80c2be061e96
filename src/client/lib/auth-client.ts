/**
 * The one Better Auth client of the browser app (sessions live in HttpOnly cookies on the server; nothing
 * authoritative is kept in the browser). Mounted API: /api/auth/*.
 */
import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  // Prerendering runs in Node without a window: any absolute URL works there, no request is made.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // OpenID Connect providers (genericOAuth on the server) start at signIn.social too (STACK.md pitfall 11).
  plugins: [adminClient(), twoFactorClient()],
});

export const { useSession, signOut } = authClient;

/** The signed-in user as the UI sees it (role decides only what is shown; the API decides access). */
export type SessionUser = NonNullable<ReturnType<typeof useSession>['data']>['user'] & { role?: string | null };

/** True when the session's user has the admin role (for showing the Admin button only). */
export function isAdminUser(user: { role?: string | null } | null | undefined): boolean {
  return !!user?.role?.split(',').includes('admin');
}
