/**
 * The line an error page shows under its message: the request's id, for a person to quote to support,
 * who finds the server's log lines by it. Renders nothing when the id is not known (an error met in the browser).
 */
import { Trans } from '@lingui/react/macro';
import { REQUEST_ID_ATTRIBUTE, useRequestId } from '~/client/lib/request-id';

export function ErrorReference({ className }: { className?: string }) {
  const requestId = useRequestId();
  if (!requestId) return null;
  return (
    <p className={className ?? 'mt-2 text-sm text-slate-600'}>
      <Trans>If you contact support, quote this reference:</Trans> <code {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{requestId}</code>
    </p>
  );
}
