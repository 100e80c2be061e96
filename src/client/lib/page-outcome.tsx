/**
 * What every page action answers, and the one way a page shows it (`pageAction` in ./page-action.ts makes it):
 *
 * - `PageOutcome`: `ok`; `message`, the toast's title and text (null: nothing to say); `result`, Conform's reply
 *   (field errors, the form's error and the values to show again, or success with the form reset); `refusal`, the
 *   service's error code and status when it refused; `done`, what the service made (a status link, a certificate).
 * - `useOutcomeToast(outcome)`: once hydrated, a form posted in the background shows its message as a toast.
 * - `<OutcomeNotice outcome>`: before or without scripts the page comes back with the outcome, shown in the page
 *   where the toast would have been (an error as an alert, a success as a status).
 */
import type { SubmissionResult } from '@conform-to/react';
import { useEffect } from 'react';
import { toast } from '~/client/components/ui/use-toast';
import { useText } from '~/client/lib/i18n';
import type { ErrorCode, Text } from '~/shared/messages';

/** A toast's (or notice's) title and text: English, or message descriptors shown in the page's language. */
export interface OutcomeMessage {
  title: Text;
  description: Text;
}

/** What a page action answers (see the module comment). */
export interface PageOutcome<Done = unknown> {
  ok: boolean;
  message: OutcomeMessage | null;
  /** Which of the page's forms answered (its `intent`), when the page has several. */
  intent?: string;
  result: SubmissionResult<string[]>;
  /** When the service refused: its error code and HTTP status (the message is `message.description`). */
  refusal?: { code: ErrorCode; status: number };
  done?: Done;
}

/** Shows `outcome.message` as a toast once per outcome (destructive when refused); `when` can hold it back. */
export function useOutcomeToast(outcome: PageOutcome | undefined, when: (outcome: PageOutcome) => boolean = () => true) {
  useEffect(() => {
    if (!outcome?.message || !when(outcome)) return;
    toast({ ...outcome.message, variant: outcome.ok ? 'default' : 'destructive' });
    // Only a new outcome shows a new toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}

/** The outcome of a form posted without scripts, in the page: its title and text, as an alert or a status. */
export function OutcomeNotice({ outcome, className = 'mt-6' }: { outcome: PageOutcome | undefined; className?: string }) {
  const show = useText();
  if (!outcome?.message) return null;
  return (
    <div
      role={outcome.ok ? 'status' : 'alert'}
      className={`${className} rounded-md border p-4 text-sm ${outcome.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <p className="font-semibold">{show(outcome.message.title)}</p>
      <p>{show(outcome.message.description)}</p>
    </div>
  );
}

/** The text values a refused form was posted with (to show the form again as it was sent). */
export function sentValues(outcome: PageOutcome | undefined): Record<string, string> {
  const values = (outcome?.result.initialValue ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The first message under each field of a refused form (the form's own error under ''). */
export function fieldErrorsOf(outcome: PageOutcome | undefined): Record<string, string> {
  const errors = outcome?.result.error ?? {};
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])));
}
