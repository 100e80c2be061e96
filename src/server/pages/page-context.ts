/**
 * What the server gives every route `loader` and `action` (React Router load context, built per request by
 * page-handler.ts): the request's CSP nonce, the signed-in session (read once per request) and its user as the
 * `actor` services take, the site's origin for absolute links, and the page services (page-services.ts): the very
 * feature services the JSON API calls (no HTTP hop to our own API), with `attempt` and `orNull`, which turn a
 * service's refusal into a value (`pageAction` in src/client/lib/page-action.ts makes it the page's answer). Route
 * modules read it through `pageContext` (src/client/lib/page-context.ts).
 */
import type { Actor, Session } from '../auth/guards';
import type { Logger } from '../logger';
import type { attempt, orNull } from './attempt';
import type { PageServices } from './page-services';
import type { Locale } from '~/shared/locales';

export interface PageContext {
  /** Fresh per response; the CSP allows inline scripts that carry it. */
  nonce: string;
  /**
   * The Better Auth session of this request, as `GET /api/auth/get-session` answers it (null when signed out). An
   * action that changes it (a new name, a renewed session) replaces it, so the page rendered after the action
   * shows the change (`services.account.session`).
   */
  session: Session | null;
  /** The session's user, or null for a visitor: what a service operation takes as `actor`. */
  actor: Actor;
  /**
   * Headers for Better Auth calls made while rendering this response: the request's, with the cookies an action
   * set in place of the ones it carried (a renewed session token). Unset: the request's own.
   */
  authHeaders?: Headers;
  /** `PUBLIC_URL`, or in demo mode the request's own origin: the base of canonical and Open Graph links. */
  origin: string;
  /** The request's id (its `X-Request-Id`): the error page shows it for a person to quote to support. */
  requestId: string;
  /** The client's address as the API sees it (for Better Auth's rate limits when an action signs someone in). */
  clientIp: string;
  /** True when the client is at this machine (demo mode shows it its accounts; middleware/client-ip.ts). */
  clientLocal: boolean;
  /** The page's language, from its address (`/hi/…` is Hindi). */
  locale: Locale;
  /** The other language the page offers in a banner, or null (language-suggestion.ts). */
  languageOffer: Locale | null;
  /** The built address of the language's message catalogue, which the document preloads (none while developing). */
  catalogueHref?: string;
  services: PageServices;
  /** Runs a service call; its refusal (an AppError) comes back as `{ ok: false, refusal }` (server/pages/attempt.ts). */
  attempt: typeof attempt;
  /** Runs a read; a refusal (nothing there) comes back as null, for the loader's 404. */
  orNull: typeof orNull;
  /** The process logger (pino): entry.server.tsx logs render failures through it, as JSON with the request id. */
  logger: Pick<Logger, 'error'>;
}
