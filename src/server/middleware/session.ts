/**
 * Reading the session: a route's middleware sets `actor` (the signed-in user, or null) for its handler, which hands
 * it to the feature's service; the service decides what the actor may do (auth/guards.ts). Reading never refuses.
 * A request without a session cookie is a visitor without a lookup, so anonymous reads stay cheap.
 */
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { Actor, Session } from '../auth/guards';

export type ActorVariables = { actor: Actor };

/** True when a Cookie header value carries a Better Auth session cookie (whether or not the session is valid). */
export function carriesSessionCookie(cookie: string | null | undefined): boolean {
  return cookie != null && /session_token=/.test(cookie);
}

/** The session these request headers carry, or null (no lookup without a session cookie). */
export async function sessionOf(auth: Auth, headers: Headers): Promise<Session | null> {
  if (!carriesSessionCookie(headers.get('cookie'))) return null;
  const session = await auth.api.getSession({ headers });
  return session?.user ? session : null;
}

/** Middleware: `c.get('actor')` is the request's signed-in user, or null for a visitor. */
export function readActor(auth: Auth): MiddlewareHandler<{ Variables: ActorVariables }> {
  return async (c, next) => {
    c.set('actor', (await sessionOf(auth, c.req.raw.headers))?.user ?? null);
    await next();
  };
}
