/**
 * Layout of every page except the admin dashboard: a skip link, the sticky header, the
 * page in <main id="main">, and the footer. Route modules render their content without their own <main>.
 * <main> is at least one viewport tall, so the footer starts below the fold and does not jump when a page's
 * list arrives after the first paint (cumulative layout shift ≤ 0.02).
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Outlet, isRouteErrorResponse, useSearchParams } from 'react-router';
import { ErrorContent } from '~/client/components/layout/error-content';
import { NotFoundContent } from '~/client/components/layout/not-found-content';
import { SiteFooter } from '~/client/components/layout/site-footer';
import { SiteHeader } from '~/client/components/layout/site-header';
import { LanguageOffer } from '~/client/components/layout/language-offer';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/site-layout';

/**
 * Used only when a page below failed (its own meta is then not rendered): the 404 page's title and description, kept
 * out of search results. Every page that renders has its own meta.
 */
export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args) : []);

export default function SiteLayout() {
  return (
    <Chrome>
      <FormNeedsScripts />
      <AccountDeleted />
      <Outlet />
    </Chrome>
  );
}

/**
 * A page whose item does not exist (a loader threw a 404: unknown talk, thread, course, mentor, status link) gets
 * the 404 page inside the site's header and footer; any other error a short message there, with the request's id to
 * quote to support.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <NotFoundContent />
      </Chrome>
    );
  }
  return (
    <Chrome>
      <ErrorContent />
    </Chrome>
  );
}

/** The skip link, header, <main> and footer around every page of the site layout. */
function Chrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-blue-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <LanguageOffer />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-svh min-w-0 flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * Shown when a form that still needs JavaScript was posted before the scripts ran (or without them): the server
 * sends the person back with `?form=needs-scripts` (pages/page-handler.ts) instead of dropping the tap silently.
 */
function FormNeedsScripts() {
  const [params] = useSearchParams();
  if (params.get('form') !== 'needs-scripts') return null;
  return (
    <div role="alert" className="mx-auto mt-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900">
      <Trans>
        That form needs JavaScript, which had not loaded yet. Nothing was sent: please try again once the page has
        finished loading.
      </Trans>
    </div>
  );
}

/** Shown on the home page after a person deleted their account (profile-actions.ts sends them here signed out). */
function AccountDeleted() {
  const [params] = useSearchParams();
  if (params.get('account') !== 'deleted') return null;
  return (
    <div role="status" className="mx-auto mt-4 max-w-3xl rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-slate-900">
      <Trans>Your account has been deleted.</Trans>
    </div>
  );
}
