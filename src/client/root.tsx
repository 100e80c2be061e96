/**
 * The HTML document and app providers (TanStack Query, toasts). Spec §9 toasts; §2.12 errors.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { Toaster } from './components/ui/toaster';
import { queryClient } from './lib/query-client';
import appCss from './app.css?url';

/**
 * The stylesheet is a `precedence` link, which React places at the top of <head>, before the ~50 modulepreload
 * links: listed after them (a plain `import './app.css'`), the one render-blocking file queued behind the
 * scripts on a 6-connection HTTP/1.1 origin and Lighthouse's mobile run painted nothing until they had loaded.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it. Prerendered pages paint before their scripts run
  // (scripts/script-priority.ts). lib/pre-hydration-input.ts then gives back what was typed before; the browser
  // tests wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="sr-only">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="mt-2">
        <a className="text-blue-700 underline" href="/">
          Return to Home
        </a>
      </p>
    </main>
  );
}
