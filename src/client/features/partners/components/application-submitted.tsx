/**
 * What an applicant sees after a partnership application was accepted: the thank-you
 * text, the entered data and the private status link. Rendered inside the form's live region.
 */
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useHref } from 'react-router';
import { Message } from '~/client/lib/i18n';
import type { Text } from '~/shared/messages';

export function ApplicationSubmitted({ thanks, summary, statusPath }: { thanks: Text; summary: Array<[Text, Text]>; statusPath: string }) {
  return (
    <div className="grid gap-3">
      <p className="text-base font-semibold text-green-900"><Message text={thanks} /></p>
      {summary.length ? (
        <div>
          <p className="font-medium"><Trans>What you sent us:</Trans></p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {summary.map(([k, v], i) => (
              <div key={i} className="contents">
                <dt className="text-slate-700"><Message text={k} /></dt>
                <dd className="break-words font-medium"><Message text={v} /></dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <p>
        <Trans>Follow your application at your private status page (we have also e-mailed you the link):{' '}</Trans>
        <a href={useHref(statusPath)} className="inline-flex items-center gap-1 font-medium text-blue-700 underline underline-offset-4">
          <Trans>View application status</Trans>
          <ArrowRight className="h-4 w-4" aria-hidden />
        </a>
      </p>
    </div>
  );
}
