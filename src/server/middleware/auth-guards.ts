/**
 * Authorization as middleware (developers' guide rule 3): `requireUser` answers 401 without a valid server
 * session; `requireRole('admin')` answers 401 to visitors and 403 to signed-in users without the role.
 * The role is read from the server's user row, never from the request.
 */
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';

export type SessionUser = { id: string; email: string; name: string; role?: string | null; emailVerified: boolean };
export type AuthVariables = { user: SessionUser; sessionId: string };

export function hasRole(user: { role?: string | null }, role: string): boolean {
  return (user.role ?? '').split(',').map((r) => r.trim()).includes(role);
}

export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthorized', 'Please sign in to continue.');
    c.set('user', session.user as SessionUser);
    c.set('sessionId', session.session.id);
    await next();
  };
}

export function requireRole(auth: Auth, role: 'admin'): MiddlewareHandler<{ Variables: AuthVariables }> {
  const signedIn = requireUser(auth);
  return async (c, next) =>
    signedIn(c, async () => {
      if (!hasRole(c.get('user'), role)) throw new AppError('forbidden', 'You do not have permission to do this.');
      await next();
    });
}

/** True when a Cookie header value carries a Better Auth session cookie (whether or not the session is valid). */
export function carriesSessionCookie(cookie: string | null | undefined): boolean {
  return cookie != null && /session_token=/.test(cookie);
}

/**
 * The signed-in user if there is one, else null — for public routes that show more to signed-in users.
 * Skips the session lookup entirely when the request carries no session cookie (anonymous reads stay cheap).
 */
export async function currentUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  if (!carriesSessionCookie(headers.get('cookie'))) return null;
  const session = await auth.api.getSession({ headers });
  return (session?.user as SessionUser | undefined) ?? null;
}
