/**
 * The HTML document and app providers (TanStack Query, toasts).
 * Its loader gives every page the session and the public config; the query cache of each render is seeded from
 * the loaders of all matched routes (`seeds`), so pages render with their data on the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useHref, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { Toaster } from './components/ui/toaster';
import { LocaleProvider, useLocale } from './lib/i18n';
import { useNonce } from './lib/nonce';
import { ErrorReference } from './components/error-reference';
import { pageContext } from './lib/page-context';
import { publicConfigQuery } from './lib/public-config';
import { makeQueryClient, queryClient, seedQueries } from './lib/query-client';
import { sessionQueryKey } from './lib/session';
import { keepDataForUrlDialogs } from './lib/use-url-dialog';
import { unreadCountKey } from './features/notifications/api/unread-count';
import appCss from './app.css?url';
import devanagariBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * The stylesheet is a `precedence` link, which React places at the top of <head>, before the ~50 modulepreload
 * links: listed after them (a plain `import './app.css'`), the one render-blocking file queued behind the
 * scripts on a 6-connection HTTP/1.1 origin and Lighthouse's mobile run painted nothing until they had loaded.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { session, services, origin, clientLocal, catalogueHref, locale, languageOffer } = context.get(pageContext);
  return {
    /** The page's language (meta tags read it: canonical and hreflang links). */
    locale,
    /** The other language the page offers in a banner, or null (server/pages/language-suggestion.ts). */
    languageOffer,
    /** The page language's compiled messages, preloaded beside the scripts (entry.client.tsx waits for them). */
    catalogueHref,
    /** The base of canonical and Open Graph URLs (config/pages.ts `siteOrigin`). */
    origin,
    seeds: seedQueries([
      [sessionQueryKey, session],
      [publicConfigQuery.queryKey, services.publicConfig(clientLocal)],
      // The header bell's number, rendered with the page (signed in only).
      ...(session ? [[unreadCountKey, { unread: await services.notifications.unread({ actor: session.user }) }] as const] : []),
    ]),
  };
}

/** Opening or closing a dialog that lives in the address (a thread, a tool's chat) does not reload the session. */
export const shouldRevalidate = keepDataForUrlDialogs;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const catalogueHref = useRouteLoaderData<typeof loader>('root')?.catalogueHref;
  // Marks the document once React has hydrated it (the browser tests wait for this mark before using what only
  // scripts do).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {/* resizes-content: with the on-screen keyboard up, the page (and a full-screen chat) is laid out in the space
            above it, so the message box is not hidden behind the keyboard. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <Meta />
        <Links />
        {catalogueHref ? <link rel="modulepreload" href={catalogueHref} /> : null}
        {/* A Hindi page needs the Devanagari faces (app.css) for its first paint: asked for at once, not after the
            stylesheet is read, so text is not laid out in a fallback without Devanagari first (seen left in boxes by
            Chromium on a machine without a Devanagari system font). English pages never ask for them. */}
        {locale === 'hi'
          ? [devanagariRegular, devanagariBold].map((href) => <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />)
          : null}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <LocaleProvider>{children}</LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every matched route's `seeds` (see `seedQueries`), as one dehydrated state. */
function useRouteSeeds(): DehydratedState {
  const matches = useMatches();
  return useMemo(() => {
    const queries: DehydratedState['queries'] = [];
    for (const match of matches) {
      const seeds = (match.loaderData as { seeds?: DehydratedState } | undefined)?.seeds;
      if (seeds) queries.push(...seeds.queries);
    }
    return { mutations: [], queries };
  }, [matches]);
}

export default function App() {
  // One client for the browser's lifetime; a fresh one for every server render.
  const [client] = useState(() => (typeof document === 'undefined' ? makeQueryClient() : queryClient));
  const seeds = useRouteSeeds();
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={seeds}>
        <Outlet />
        <Toaster />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The error page. It shows the request's id, so a person can quote it to support. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const home = useHref('/');
  const { t } = useLingui();
  // The status's own words ('Not Found') are the protocol's English; the page says what happened in its language.
  const status = isRouteErrorResponse(error) ? error.status : null;
  const message = status === 404 ? t`Page not found` : status ? t`This page could not be shown (${status}).` : t`Something went wrong.`;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{message}</h1>
      <ErrorReference />
      <p className="mt-2">
        <a className="text-blue-700 underline" href={home}>
          <Trans>Return to Home</Trans>
        </a>
      </p>
    </main>
  );
}
