/**
 * The request being served, for code that has no Hono context at hand: its request id, kept in an
 * AsyncLocalStorage for the whole of the request's async work. The logger adds it to every line written while a
 * request is served (`createLogger`'s mixin, logger.ts), the error bodies carry it (`errorBody`, errors.ts), and the
 * page handler gives it to the error page, so a person can quote it to support and support can find the log lines.
 *
 * `requestContext()` is the Hono middleware that opens the scope: it takes the id a trusted proxy sent in
 * `X-Request-Id` (only with TRUST_PROXY, and only a short token of safe characters), or makes a new UUID, and
 * answers it in the `X-Request-Id` response header.
 *
 * The scope also holds the language the request is answered in (`currentLocale`), which error messages are written
 * in: a page's is its address (`/hi/…` is Hindi), so a form posted from a Hindi page is refused in Hindi; the API,
 * whose addresses have no language, reads `Accept-Language` (the site's own scripts send the page's language; any
 * other client gets English unless it asks for Hindi).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { detectFromHeader } from 'hono/language';
import { type Locale, defaultLocale, locales, splitLocale } from '~/shared/locales';

export interface RequestScope {
  /** The id of the request, as answered in `X-Request-Id` (a UUID unless a trusted proxy gave one). */
  requestId: string;
  /** The language the request is answered in (see the module docstring). */
  locale: Locale;
}

export type RequestIdVariables = { requestId: string };

/** The response header (and, behind a trusted proxy, the request header) that carries the id. */
export const REQUEST_ID_HEADER = 'x-request-id';

const storage = new AsyncLocalStorage<RequestScope>();
/** What a proxy's id may look like: a UUID, a ULID, Caddy's or nginx's hex ids. Anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of the request being served, or undefined outside a request (background jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The language of the request being served (see the module docstring); English outside a request. */
export function currentLocale(): Locale {
  return storage.getStore()?.locale ?? defaultLocale;
}

/** Runs `fn` as part of request `requestId`, answered in `locale` (used by the middleware; tests may call it directly). */
export function runInRequest<T>(requestId: string, fn: () => T, locale: Locale = defaultLocale): T {
  return storage.run({ requestId, locale }, fn);
}

/** Hono's `Accept-Language` reading (quality values, `hi-IN` → `hi`), limited to the interface's languages. */
const headerOptions = {
  order: ['header' as const],
  lookupQueryString: 'lang',
  lookupCookie: 'language',
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: 'accept-language',
  caches: false as const,
  ignoreCase: true,
  fallbackLanguage: defaultLocale,
  supportedLanguages: [...locales],
};

/**
 * The language a request is answered in: a page's address decides (`/hi/…` Hindi, any other English, whatever the
 * browser prefers: a shared link keeps its language); the API's addresses have none, so there `Accept-Language` does.
 */
export function requestLocale(c: Context): Locale {
  const { locale } = splitLocale(c.req.path);
  if (locale !== defaultLocale || !c.req.path.startsWith('/api/')) return locale;
  const asked = detectFromHeader(c, headerOptions);
  return locales.find((known) => known === asked) ?? defaultLocale;
}

/**
 * The id of a request (the Hono middleware below): the `X-Request-Id` a trusted proxy sent when it is a short token of
 * safe characters, else a new UUID.
 * @param sent the request's `X-Request-Id` header, if any (a repeated header's values as an array)
 * @param trustProxy TRUST_PROXY: only then is the proxy's id taken
 */
export function pickRequestId(sent: string | string[] | undefined, trustProxy: boolean): string {
  const one = Array.isArray(sent) ? undefined : sent;
  return trustProxy && one && SAFE_ID.test(one) ? one : randomUUID();
}

/**
 * Hono middleware: picks the request id (see the module docstring), sets `c.var.requestId`, runs the rest of the
 * request inside its scope and adds `X-Request-Id` to the answer.
 * @param opts.trustProxy TRUST_PROXY: take a well-formed `X-Request-Id` from the proxy in front.
 */
export function requestContext(opts: { trustProxy: boolean }): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const requestId = pickRequestId(c.req.header(REQUEST_ID_HEADER), opts.trustProxy);
    c.set('requestId', requestId);
    await storage.run({ requestId, locale: requestLocale(c) }, next);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  };
}
