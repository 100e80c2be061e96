/**
 * Renders the web pages: every request outside /api that is not a built file goes to the React Router server
 * build (`build/server/index.js`), with the request's load context (lib/page-context.ts): a fresh CSP nonce, the
 * session read once, the site origin, the client address and the page services. The response carries a CSP whose
 * script-src allows 'self' and that nonce only, and HTML is gzipped for clients that accept it.
 *
 * Anonymous page views (no session cookie, GET, a 200 HTML page) are kept for `PAGE_CACHE_TTL_MS` in a small
 * in-process cache, dropped on every write (`deps.writes`): a burst of visitors from a shared link costs one render.
 * Each answer from it still gets its own nonce (the cached HTML's nonce is replaced). Signed-in pages never share an
 * entry, and visitors share one only when their preference cookies (the tools' currency) agree.
 * Request flow: docs/architecture.md; decision 004.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router';
import type { Session } from '../auth/guards';
import type { AppDeps } from '../context';
import { carriesSessionCookie, sessionOf } from '../middleware/session';
import { withClientIp } from '../middleware/client-ip';
import { contentSecurityPolicy } from '../middleware/security-headers';
import { seesDemoTools } from '../features/platform/platform.routes';
import { attempt, orNull } from './attempt';
import type { PageContext } from './page-context';
import { languageOffer } from './language-suggestion';
import { createPageServices } from './page-services';
import { pageRoutePattern } from './route-pattern';
import { currencyFromCookies } from '~/shared/finance';
import { type Locale, defaultLocale, locales, splitLocale } from '~/shared/locales';
import { compiledCatalogues } from '../i18n';

/** How long an anonymous page view is reused (also dropped on any write in this process). */
export const PAGE_CACHE_TTL_MS = 2000;
const PAGE_CACHE_ENTRIES = 500;

export interface PageHandler {
  /** Answers a page request (GET, HEAD, or a form's POST to its route action). */
  render(c: Context): Promise<Response>;
}

interface CachedPage {
  html: string;
  nonce: string;
  status: number;
  headers: Array<[string, string]>;
}

/** The React Router server build next to the client build (`CLIENT_DIR/../server/index.js`). */
export function serverBuildPath(clientDir: string): string {
  return path.resolve(clientDir, '..', 'server', 'index.js');
}

const newNonce = () => randomBytes(16).toString('base64');
const acceptsGzip = (c: Context) => /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');

/** A language's router basename: React Router renders `/hi/…` with `/hi` as its base, English pages with none. */
const basenameOf = (locale: Locale) => (locale === defaultLocale ? '/' : `/${locale}`);

/**
 * The address of each language's compiled message catalogue in the client build (`compiledCatalogues`), for the
 * document to preload it beside the scripts. Empty while developing (Vite serves the catalogue itself, unbundled).
 */
export function catalogueHrefs(clientDir: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(Object.entries(compiledCatalogues(clientDir)).map(([locale, file]) => [locale, `/${file}`]));
}

const contextKeyOf = (build: ServerBuild) => (build.entry.module as unknown as { pageContext: RouterContext<PageContext> }).pageContext;

/**
 * Loads the server build and returns the handler; a missing build answers 503 with what to run.
 * `loadBuild` replaces the built file: the development server (scripts/dev.ts) loads the build through Vite on
 * every request, so edits show at once.
 */
export async function createPageHandler(deps: AppDeps, opts: { clientDir: string; loadBuild?: () => Promise<ServerBuild> }): Promise<PageHandler> {
  const file = serverBuildPath(opts.clientDir);
  if (!opts.loadBuild && !existsSync(file)) {
    return { render: async (c) => c.text('The web client is not built. Run `npm run build` (npm start does it for you).', 503) };
  }
  const built = opts.loadBuild ? null : ((await import(pathToFileURL(file).href)) as ServerBuild);
  // One handler per language, on the same build: they differ only in the basename.
  const handlers = Object.fromEntries(
    locales.map((locale) => {
      const basename = basenameOf(locale);
      const handle = built
        ? createRequestHandler({ ...built, basename }, 'production')
        : createRequestHandler(async () => ({ ...(await opts.loadBuild!()), basename }), 'development');
      return [locale, handle];
    }),
  ) as Record<Locale, ReturnType<typeof createRequestHandler>>;
  const catalogues = built ? catalogueHrefs(opts.clientDir) : {};
  const contextKey = async () => contextKeyOf(built ?? (await opts.loadBuild!()));
  const services = createPageServices(deps);
  const { env, auth } = deps;
  // No reuse while developing: every edit shows on the next request.
  const cache = new LRUCache<string, CachedPage>({ max: PAGE_CACHE_ENTRIES, ttl: opts.loadBuild ? 1 : PAGE_CACHE_TTL_MS });
  deps.writes?.subscribe(() => cache.clear());

  /** The answer with this response's nonce in its CSP, gzipped when the client takes it. */
  function finish(c: Context, status: number, headers: Headers, html: string, nonce: string): Response {
    headers.set('content-security-policy', contentSecurityPolicy({ nonce }));
    // Accept-Language: an English page offers Hindi to a browser that asks for it.
    headers.set('vary', 'accept-encoding, cookie, accept-language');
    if (c.req.method === 'HEAD') return new Response(null, { status, headers });
    if (acceptsGzip(c)) {
      headers.set('content-encoding', 'gzip');
      return new Response(new Uint8Array(gzipSync(html, { level: 4 })), { status, headers });
    }
    return new Response(html, { status, headers });
  }

  async function renderPage(c: Context, session: Session | null, nonce: string, offer: Locale | null): Promise<Response> {
    const raw = c.req.raw;
    const clientIp = (c.get('clientIp') as string | undefined) ?? '127.0.0.1';
    // A form's action may call Better Auth, whose rate limits read the client address from this header.
    const request = raw.method === 'POST' ? withClientIp(raw, clientIp) : raw;
    const origin = env.PUBLIC_URL || !env.demoMode ? env.publicUrl : new URL(raw.url).origin;
    const context = new RouterContextProvider();
    const requestId = (c.get('requestId') as string | undefined) ?? '';
    const clientLocal = (c.get('clientLocal') as boolean | undefined) ?? true;
    const { locale } = splitLocale(new URL(raw.url).pathname);
    context.set(await contextKey(), {
      nonce,
      session,
      actor: session?.user ?? null,
      origin,
      clientIp,
      clientLocal,
      requestId,
      locale,
      languageOffer: offer,
      catalogueHref: catalogues[locale],
      services,
      attempt,
      orNull,
      logger: deps.logger,
    });
    return handlers[locale](request, context);
  }

  return {
    async render(c) {
      const raw = c.req.raw;
      // The metrics label a page by its route pattern, never by its URL.
      const { locale, path: localPath } = splitLocale(c.req.path);
      const pattern = pageRoutePattern((built ?? (await opts.loadBuild!())).routes, localPath);
      c.set('metricsRoute', locale === defaultLocale ? pattern : `/${locale}${pattern === '/' ? '' : pattern}`);
      const cookie = raw.headers.get('cookie');
      const anonymous = !carriesSessionCookie(cookie);
      const cacheable = anonymous && (raw.method === 'GET' || raw.method === 'HEAD') && !c.req.path.endsWith('.data');
      const url = new URL(raw.url);
      // Pages render a visitor's remembered preferences (the financial tools' currency), so those are part of the key,
      // and whether the visitor sees demo mode's accounts (only someone on this machine does).
      const devTools = seesDemoTools(env, (c.get('clientLocal') as boolean | undefined) ?? true) ? ' dev' : '';
      // A visitor's language offer depends on their browser's languages, so it is part of the key too.
      const visitorOffer = anonymous ? languageOffer(locale, { acceptLanguage: raw.headers.get('accept-language'), cookie }) : null;
      const cacheKey = cacheable ? `${url.host}${url.pathname}${url.search} ${currencyFromCookies(cookie)}${devTools} ${visitorOffer ?? ''}` : '';
      const hit = cacheable ? cache.get(cacheKey) : undefined;
      const nonce = newNonce();
      if (hit) return finish(c, hit.status, new Headers(hit.headers), hit.html.replaceAll(hit.nonce, nonce), nonce);

      const session = anonymous ? null : await sessionOf(auth, raw.headers);
      const offer = session ? languageOffer(locale, { accountLocale: (session.user as { locale?: unknown }).locale, cookie }) : visitorOffer;
      const response = await renderPage(c, session, nonce, offer);
      // A form posted natively to a page whose route has no action yet (it works only once the scripts run): back to
      // the page (Post/Redirect/Get) with `form=needs-scripts`, which the page shows, so the tap is not silently lost.
      // The path is collapsed to one leading slash, so the Location stays on this origin. No field goes along.
      if (raw.method === 'POST' && response.status === 405) {
        const back = new URLSearchParams(url.search);
        back.set('form', 'needs-scripts');
        return c.redirect(`/${url.pathname.replace(/^\/+/, '')}?${back}`, 303);
      }
      const headers = new Headers(response.headers);
      const type = headers.get('content-type') ?? '';
      if (!type.startsWith('text/html') || !response.body) {
        if (type.startsWith('text/html')) headers.set('content-security-policy', contentSecurityPolicy({ nonce }));
        if (session) headers.set('cache-control', 'private, no-store');
        return new Response(response.body, { status: response.status, headers });
      }
      // A page private by its address (a route's `headers` says 'private', e.g. an applicant's status link) is
      // neither shared nor kept in the micro-cache.
      const privatePage = /\bprivate\b/.test(headers.get('cache-control') ?? '');
      headers.set('cache-control', session || privatePage ? 'private, no-store' : 'no-cache');
      const html = await response.text();
      if (cacheable && !privatePage && response.status === 200 && !headers.has('set-cookie')) cache.set(cacheKey, { html, nonce, status: 200, headers: [...headers] });
      return finish(c, response.status, headers, html, nonce);
    },
  };
}
