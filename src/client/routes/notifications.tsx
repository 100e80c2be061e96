/**
 * /notifications: the signed-in person's notifications, newest first, server-rendered. Each one is a
 * small form: opening it marks it read and goes to what it is about (a reply's anchor included); 'Mark all as read'
 * marks the rest. Both are plain POST forms, so they work before and without scripts. Visitors go to /signin.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Message, useDateFormats } from '~/client/lib/i18n';
import { Form, redirect } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { pageContext } from '~/client/lib/page-context';
import { requireSession, signInFirst } from '~/client/lib/route-guards';
import { notificationIntentSchema } from '~/shared/notification-schemas';
import { notificationMessages } from '~/shared/notifications';
import { paths } from '~/shared/paths';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.notifications, [{ name: 'robots', content: 'noindex' }], args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: actor } = requireSession(request, context);
  const { services } = context.get(pageContext);
  return { ...(await services.notifications.list({ actor })), allRead: new URL(request.url).searchParams.get('read') === 'all' };
}

export function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    notificationIntentSchema,
    async (value, { actor, services }) => {
      if (value.intent === 'open') return services.notifications.open({ actor, id: value.id });
      await services.notifications.readAll({ actor });
      return { link: `${paths.notifications}?read=all` };
    },
    {
      redirectTo: ({ link }) => link,
      // A visitor signs in first; an unknown or someone else's notification: back to the list (only one's own).
      refused: (refusal) => redirect(refusal.status === 401 ? signInFirst(args.request) : paths.notifications, 303),
      invalid: () => redirect(paths.notifications, 303),
    },
  );
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const { notifications, unread, allRead } = loaderData;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Message text={pageCopy.notifications.heading} /></h1>
          <p className="mt-1 text-slate-700">{unread ? `${unread} unread` : t`Nothing unread`}</p>
        </div>
        {unread ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline">
              <Message text={notificationMessages.markAllRead} />
            </Button>
          </Form>
        ) : null}
      </div>
      {allRead ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-slate-900">
          <Message text={notificationMessages.allRead} />
        </p>
      ) : null}
      {notifications.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {notifications.map((n) => (
            <li key={n.id}>
              <Form method="post" className="contents">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={n.id} />
                <button
                  type="submit"
                  className={cn(
                    'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700',
                    n.read ? 'text-slate-700' : 'font-semibold text-slate-900',
                  )}
                >
                  <span aria-hidden className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-blue-700')} />
                  <span className="grid gap-0.5">
                    <span>
                      {n.read ? null : <span className="sr-only"><Trans>Unread:</Trans> </span>}
                      {n.text}
                    </span>
                    <span className="text-sm font-normal text-slate-600">{formatDateTime(n.created_at)}</span>
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"><Message text={notificationMessages.empty} /></p>
      )}
      <p className="text-sm text-slate-700">
        <Trans>Choose which of these also come by e-mail on <a className="font-medium text-blue-700 underline" href={`${paths.profile}#notification-preferences`}>your profile</a>.</Trans>
      </p>
    </div>
  );
}
