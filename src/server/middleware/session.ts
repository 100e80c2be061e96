/**
 * Reading the session: a route's middleware sets `actor` (the signed-in user, or null) for its handler, which hands
 * it to the feature's service; the service decides what the actor may do (auth/guards.ts). A request without a
 * session cookie is a visitor without a lookup, so anonymous reads stay cheap.
 *
 * `readActor` never refuses. `requireActor` is for the API's operations documented as needing a session (`security:
 * signedIn`): it answers a visitor 401 with the guard's words before the route reads the request's input, so a
 * visitor learns nothing about what the input should be. The service still decides (it refuses a visitor itself,
 * through the same guard), so the page forms, which have no such middleware, get the same refusal.
 */
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { type Session, type SessionUser, signedIn } from '../auth/guards';

/** The request's signed-in user as the session lookup read it (a service's `actor`), or null for a visitor. */
export type ActorVariables = { actor: SessionUser | null };

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

/** Middleware: as `readActor`, and a visitor is answered 401 (`signedIn`'s refusal) before the route goes on. */
export function requireActor(auth: Auth): MiddlewareHandler<{ Variables: ActorVariables }> {
  return async (c, next) => {
    c.set('actor', signedIn((await sessionOf(auth, c.req.raw.headers))?.user ?? null));
    await next();
  };
}
