/**
 * The 404 page for any unknown path (spec §2.1, §2.12). It reports the path once per path to
 * POST /api/telemetry/not-found `{ path }` so unknown links can be found in the logs; failures are ignored.
 */
import { useEffect, useRef } from 'react';
import { Link, data, useLocation } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { notFoundMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);

/** Any path no route claims answers with status 404 (and this page). */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // NOTE: a ref, not just `[]` deps, so that React StrictMode's double effect run in development does not
  // report twice, while moving from one unknown path to another still reports the new one.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    fetch('/api/telemetry/not-found', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
    }).catch(() => {});
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{notFoundMessages.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{notFoundMessages.text}</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {notFoundMessages.link}
      </Link>
    </div>
  );
}
