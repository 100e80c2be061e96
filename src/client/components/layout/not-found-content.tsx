/**
 * What a person sees for an address with nothing behind it: the 404 page's content, for unknown
 * paths (routes/not-found.tsx) and for a known kind of page whose item does not exist (an unknown talk, thread,
 * course, mentor or status link: the site layout's error boundary). It reports the path once per path to
 * POST /api/telemetry/not-found `{ path }` so unknown links can be found in the logs; failures are ignored.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { paths } from '~/shared/paths';

/** The 404 page's words (the spec's), in the page's language. */
export const notFoundMessages = {
  title: msg`Oops! Page not found`,
  text: msg`The page you're looking for doesn't exist or has been moved.`,
  link: msg`Return to Home`,
} satisfies Record<string, MessageDescriptor>;

export function NotFoundContent() {
  const { i18n } = useLingui();
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
    <NotFoundPanel text={i18n._(notFoundMessages.text)}>
      <Link to={paths.home} className={buttonVariants()}>
        {i18n._(notFoundMessages.link)}
      </Link>
    </NotFoundPanel>
  );
}

/** The 404 page's look (the big '404', the spec's title, `text`, then the way(s) on as `children`), without reporting. */
export function NotFoundPanel({ text, children }: { text: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{i18n._(notFoundMessages.title)}</h1>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
