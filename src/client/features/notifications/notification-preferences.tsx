/**
 * The profile's 'E-mail notifications' section: for each category (shared/notifications.ts), in the app
 * only, an e-mail each time, or a daily digest. One form in the one form pattern (`useSchemaForm`, posted with
 * `intent=notification-preferences` to /profile's action, `notificationPreferencesAction`), so it works before and
 * without scripts; saved through the same service as `PUT /api/me/notification-preferences`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { Button } from '~/client/components/ui/button';
import { FormError, FormSuccess, SelectField } from '~/client/components/ui/form-fields';
import { pageAction } from '~/client/lib/page-action';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_NAMES,
  NOTIFICATION_DELIVERIES,
  deliveryLabels,
  essentialNotice,
  notificationMessages,
} from '~/shared/notifications';
import { type NotificationPreferences, notificationPreferencesSchema } from '~/shared/notification-schemas';
import { paths } from '~/shared/paths';
import { Message, useText } from '~/client/lib/i18n';

export const NOTIFICATION_PREFERENCES_INTENT = 'notification-preferences';

/** The form as posted: the API's preferences and its `intent`. */
const preferencesIntentSchema = notificationPreferencesSchema.extend({ intent: z.literal(NOTIFICATION_PREFERENCES_INTENT) });

/** /profile's action for this form (the same operation as the API's). Visitors are sent to sign in. */
export function notificationPreferencesAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return pageAction(args, preferencesIntentSchema, ({ intent: _intent, ...preferences }, { actor, services }) => services.notifications.savePreferences({ actor, preferences }), {
    refused: (refusal) => (refusal.status === 401 ? redirect(`${paths.signIn}?${new URLSearchParams({ redirect: paths.profile })}`, 303) : undefined),
  });
}

export function NotificationPreferencesSection({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useLingui();
  const show = useText();
  const deliveryOptions = NOTIFICATION_DELIVERIES.map((d) => ({ value: d, label: show(deliveryLabels[d]) }));
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm('notification-preferences', notificationPreferencesSchema, {
    defaultValue: preferences,
  });
  return (
    <section id="notification-preferences" aria-labelledby="notification-preferences-heading" className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="notification-preferences-heading" className="text-lg font-semibold">
        <Trans>E-mail notifications</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700"><Trans>Everything shows under the bell. Choose what also comes by e-mail.</Trans> <Message text={essentialNotice} /></p>
      <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {enhancedField}
        <input type="hidden" name="intent" value={NOTIFICATION_PREFERENCES_INTENT} />
        {NOTIFICATION_CATEGORY_NAMES.map((category) => {
          const field = fields[category];
          return (
            <SelectField
              key={`${category}-${field.key ?? ''}`}
              {...fieldProps(field)}
              label={show(NOTIFICATION_CATEGORIES[category].label)}
              placeholder={t`Choose how`}
              options={deliveryOptions}
            />
          );
        })}
        <div className="grid gap-3 sm:col-span-2">
          <FormError message={formError} />
          <FormSuccess>{done ? <Message text={notificationMessages.saved} /> : null}</FormSuccess>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? t`Saving...` : t`Save e-mail preferences`}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
