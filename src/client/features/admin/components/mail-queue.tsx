/**
 * The admin dashboard's mail queue: how many e-mails are queued, retrying, sent (or kept in the local
 * outbox) and failed, and the failed ones with their last error and a 'Send again' button. The data comes with the
 * page (the dashboard's loader); 'Send again' is a plain form (`intent=retry-mail`) handled by the dashboard's
 * action, so it works before the scripts run and without them; the page then shows the queue as it is now.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Message, useDateFormats } from '~/client/lib/i18n';

export interface MailQueueData {
  counts: { queued: number; retrying: number; sent: number; outbox: number; failed: number };
  failed: Array<{ id: number; to: string; subject: string; attempts: number; last_error: string | null; updated_at: string }>;
}

const LABELS: Array<[keyof MailQueueData['counts'], MessageDescriptor]> = [
  ['queued', msg`Queued`],
  ['retrying', msg`Retrying`],
  ['sent', msg`Sent`],
  ['outbox', msg`Kept in the local outbox`],
  ['failed', msg`Failed`],
];

export function MailQueue({ data, className }: { data: MailQueueData; className?: string }) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const navigation = useNavigation();
  const pendingId = navigation.formData?.get('intent') === 'retry-mail' ? String(navigation.formData.get('mailId')) : null;
  return (
    <section aria-labelledby="mail-queue-heading" className={className}>
      <h2 id="mail-queue-heading" className="text-lg font-semibold">
        <Trans>Mail queue</Trans>
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {LABELS.map(([key, label]) => (
          <div key={key} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700"><Message text={label} /></dt>
            <dd className="text-2xl font-bold" data-testid={`mail-${key}`}>
              {data.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {data.failed.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700"><Trans>No failed e-mail.</Trans></p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={t`Failed e-mail`}>
          {data.failed.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words">{m.subject}</p>
                <p className="text-sm break-all text-slate-700"><Trans>To {m.to}</Trans></p>
                <p className="text-sm break-words text-red-800">
                  {m.last_error ?? t`Unknown error`} · <Plural value={m.attempts} one="# try" other="# tries" /> · {formatDateTime(m.updated_at)}
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="intent" value="retry-mail" />
                <input type="hidden" name="mailId" value={m.id} />
                <Button type="submit" variant="outline" size="sm" disabled={pendingId === String(m.id)} aria-label={t`Send again: ${m.subject} to ${m.to}`}>
                  {pendingId === String(m.id) ? t`Sending…` : t`Send again`}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
