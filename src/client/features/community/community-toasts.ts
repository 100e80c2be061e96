/**
 * The community's toasts (the community messages, verbatim from ~/shared/community): what a failed call shows,
 * chosen by its HTTP status (401 → sign in, 400 → the server's validation message, 429 → the rate-limit message).
 */
import { msg } from '@lingui/core/macro';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { communityMessages } from '~/shared/community';
import type { Text } from '~/shared/messages';
import { toastTitles } from '~/shared/messages';

/** What a sent report says (the report dialog's toast, or the thread page without scripts). */
export const reportSent = { title: msg`Report sent`, description: msg`Thank you. A moderator will review it.` };
/** What a report by a visitor says. */
export const reportSignIn = { title: communityMessages.authenticationRequired, description: msg`Please sign in to report content` };

/** Toast for a failed call. `signIn` is shown on 401; `fallback` (a spec message) for anything unexpected. */
export function toastCommunityError(err: unknown, opts: { fallback: Text; signIn?: { title: Text; description: Text } }) {
  if (err instanceof ApiError) {
    if (err.status === 401 && opts.signIn) return toast({ ...opts.signIn, variant: 'destructive' });
    if (err.status === 400 || err.status === 422) return toast({ title: communityMessages.validationTitle, description: err.message, variant: 'destructive' });
    if (err.status === 429 || err.status === 403 || err.status === 404 || err.status === 409) {
      return toast({ title: toastTitles.error, description: err.message, variant: 'destructive' });
    }
  }
  return toast({ title: toastTitles.error, description: opts.fallback, variant: 'destructive' });
}
