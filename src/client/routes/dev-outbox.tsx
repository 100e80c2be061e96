/**
 * /dev/outbox (demo mode only): the e-mails the platform would have sent, newest first, with their links, so
 * a new user can click their verification link without an SMTP server.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { titleMeta } from '~/client/config/pages';
import { useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { useDateFormats } from '~/client/lib/i18n';
import type { Route } from './+types/dev-outbox';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Demo outbox`, undefined, [{ name: 'robots', content: 'noindex' }]);

export default function DevOutboxPage() {
  const { formatDateTime } = useDateFormats();
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => ok(api.dev.outbox.$get()),
    refetchInterval: 5000,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold"><Trans>Demo outbox</Trans></h1>
      <p className="mt-2 text-slate-700">
        <Trans>Demo mode: without an SMTP server, ChangePath keeps its e-mails here (and in the server log). Newest first.</Trans>
      </p>
      {outbox.isPending ? <p className="mt-6"><Trans>Loading e-mails...</Trans></p> : null}
      {outbox.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          <Trans>The outbox is only available in demo mode, on the machine the server runs on.</Trans>
        </p>
      ) : null}
      {outbox.data?.messages.length === 0 ? <p className="mt-6"><Trans>No e-mails yet.</Trans></p> : null}
      <ul className="mt-6 grid grid-cols-1 gap-4">
        {outbox.data?.messages.map((m) => (
          <li key={m.id} className="min-w-0 break-words rounded-lg border border-slate-200 p-4">
            <h2 className="font-semibold">{m.subject}</h2>
            <p className="break-all text-sm text-slate-700">
              <Trans>To {m.to} · {formatDateTime(m.createdAt)} · {m.status}</Trans>
            </p>
            <ul className="mt-2 grid grid-cols-1 gap-1">
              {m.links.map((href) => (
                <li key={href}>
                  <a href={href} className="break-all text-sm text-blue-700 underline">
                    {href}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
