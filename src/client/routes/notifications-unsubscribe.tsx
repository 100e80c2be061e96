/**
 * /notifications/unsubscribe?token=…: where every non-essential notification e-mail's unsubscribe link
 * leads. No sign-in needed (the token is signed for one person and category). The page asks first and a POST does
 * it, so a mail scanner that follows links unsubscribes nobody.
 */
import { Trans } from '@lingui/react/macro';
import { i18nFor, Message } from '~/client/lib/i18n';
import { pageContext } from '~/client/lib/page-context';
import { Form } from 'react-router';
import { z } from 'zod';
import { Button } from '~/client/components/ui/button';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { pageAction } from '~/client/lib/page-action';
import type { PageOutcome } from '~/client/lib/page-outcome';
import { unsubscribeTokenSchema } from '~/shared/notification-schemas';
import { notificationMessages } from '~/shared/notifications';
import { paths } from '~/shared/paths';
import type { Route } from './+types/notifications-unsubscribe';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.notificationsUnsubscribe, [{ name: 'robots', content: 'noindex' }], args);

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The page's one form: the token of the e-mail's link, as `POST /api/notifications/unsubscribe` takes it. */
const unsubscribeFormSchema = z.object({ token: unsubscribeTokenSchema });

export function action(args: Route.ActionArgs) {
  const title = i18nFor(args.context.get(pageContext).locale)._(pageCopy.notificationsUnsubscribe.heading);
  return pageAction(args, unsubscribeFormSchema, ({ token }, { services }) => services.notifications.unsubscribe(token), {
    success: ({ label }) => ({ title, description: notificationMessages.unsubscribed(label) }),
    refused: () => ({ title, description: notificationMessages.badToken }),
    invalid: () => ({ title, description: notificationMessages.badToken }),
  });
}

export default function UnsubscribePage({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const actionData = outcome as PageOutcome | undefined;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Message text={pageCopy.notificationsUnsubscribe.heading} /></h1>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-900">
          <Message text={actionData.message?.description} />
        </p>
      ) : loaderData.token ? (
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-700"><Message text={pageCopy.notificationsUnsubscribe.intro} /></p>
          <Button type="submit" className="justify-self-start">
            <Trans>Unsubscribe</Trans>
          </Button>
        </Form>
      ) : (
        <p role="alert" className="text-slate-900">
          <Message text={notificationMessages.badToken} />
        </p>
      )}
      <p className="text-sm text-slate-700">
        <a className="font-medium text-blue-700 underline" href={`${paths.profile}#notification-preferences`}>
          <Trans>Change all your e-mail preferences</Trans>
        </a>
      </p>
    </div>
  );
}
