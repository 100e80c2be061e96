/**
 * What a page of the site shows when something failed that is not a missing item: a short message and
 * the request's id to quote to support. The site layout's error boundary puts it inside the header and footer; route
 * boundaries that handle their own 404 (the blog's) show it for every other error, so a real failure never looks
 * like "not found" and never hides the id.
 */
import { Trans } from '@lingui/react/macro';
import { ErrorReference } from '~/client/components/error-reference';

export function ErrorContent() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Something went wrong.</Trans>
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        <Trans>Please try again in a moment.</Trans>
      </p>
      <ErrorReference className="mt-3 text-sm text-slate-600" />
    </div>
  );
}
