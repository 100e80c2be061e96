/**
 * The account pages' side of Better Auth (sign-in, sign-up, reset, the profile's name, password, two-factor and
 * sessions, deleting the account): `createAccountService(deps)`, built once (services.ts). Better Auth decides
 * everything about accounts (its rate limits, lockout, origin check and hooks); a page action reaches it the way the
 * browser's auth client does, through its own handler, in-process, so a form without scripts meets exactly the
 * same rules as the JSON endpoints under /api/auth.
 */
import type { Auth } from '../../auth/auth';
import { CLIENT_IP_HEADER } from '../../middleware/client-ip';
import type { Session } from '../../auth/guards';

/** What a Better Auth endpoint answered: its status, JSON body and the cookies it set. */
export interface AuthAnswer {
  status: number;
  body: { code?: string; message?: string; twoFactorRedirect?: boolean; [key: string]: unknown } | null;
  setCookies: string[];
}

/** The Better Auth endpoints page actions call (the same ones the browser's auth client calls). */
export type AuthEndpoint =
  | '/sign-in/email'
  | '/sign-up/email'
  | '/sign-out'
  | '/send-verification-email'
  | '/request-password-reset'
  | '/reset-password'
  | '/two-factor/verify-totp'
  | '/update-user'
  | '/change-password'
  | '/revoke-session'
  | '/two-factor/enable'
  | '/two-factor/disable'
  | '/delete-user';

export function createAccountService(deps: { auth: Auth; publicUrl: string }) {
  const { auth, publicUrl } = deps;
  return {
    /**
     * Calls a Better Auth endpoint for a page action through Better Auth's own handler: the request's cookies,
     * user agent and language and the client address (`from.clientIp`, as the server decided it) go along; the
     * answer's cookies are for the action to pass on.
     */
    async call(endpoint: AuthEndpoint, body: Record<string, unknown>, from: { request: Request; clientIp: string }): Promise<AuthAnswer> {
      const headers = new Headers({ 'content-type': 'application/json', origin: publicUrl, [CLIENT_IP_HEADER]: from.clientIp });
      for (const name of ['cookie', 'user-agent', 'accept-language']) {
        const value = from.request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const res = await auth.handler(new Request(`${publicUrl}/api/auth${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) }));
      const text = await res.text();
      let parsed: AuthAnswer['body'];
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, setCookies: res.headers.getSetCookie() };
    },

    /**
     * The session as it is now for this request's cookies, with the cookies an action just set (`setCookies`, e.g.
     * a renewed session token) taking the place of the ones the request carried; and those headers.
     */
    async session(request: Request, setCookies: string[] = []): Promise<{ session: Session | null; headers: Headers }> {
      const jar = new Map<string, string>();
      for (const part of (request.headers.get('cookie') ?? '').split(';')) {
        const [name, ...value] = part.trim().split('=');
        if (name) jar.set(name, value.join('='));
      }
      for (const cookie of setCookies) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair.trim().split('=');
        if (name) jar.set(name, value.join('='));
      }
      const headers = new Headers(request.headers);
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const session = await auth.api.getSession({ headers });
      return { session: session?.user ? session : null, headers };
    },

    /** Better Auth's `GET /api/auth/list-sessions` for these request headers: the person's active sessions. */
    async sessions(headers: Headers) {
      const list = await auth.api.listSessions({ headers });
      return list.map((s) => ({ id: s.id, token: s.token, userAgent: s.userAgent ?? null, ipAddress: s.ipAddress ?? null, createdAt: new Date(s.createdAt).toISOString() }));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
