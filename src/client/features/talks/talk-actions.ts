/**
 * The registration form's route action, shared by /changetalks and each talk's page:
 * a `<fetcher.Form method="post">` with `intent` ('register' | 'cancel') and `talkId` (`registrationIntentSchema`,
 * the API path's id). It works before and without scripts (a native post; the page answers with the outcome shown
 * in it) and, once hydrated, without a reload (the outcome becomes a toast). The talks service decides, as for
 * `POST|DELETE /api/talks/{id}/registration`; this only says its answers in the spec's words: signed out →
 * 'Please sign in', a second registration → 'Already registered', a full talk → on the waitlist. The loaders then
 * run again, so counts and statuses are fresh.
 */
import type { RouterContextProvider } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { toastTitles } from '~/shared/messages';
import { registrationIntentSchema } from '~/shared/talk-api';
import { talkMessages } from '~/shared/talks';

export function talkRegistrationAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return pageAction(
    args,
    registrationIntentSchema,
    async ({ intent, talkId }, { actor, services }) =>
      intent === 'register' ? { status: (await services.talks.register({ actor, talkId })).status } : { status: 'cancelled' as const, ...(await services.talks.cancel({ actor, talkId })) },
    {
      success: ({ status }) => (status === 'cancelled' ? talkMessages.cancelled : status === 'waitlisted' ? talkMessages.waitlisted : talkMessages.registrationSuccessful),
      refused: (refusal, { intent }) =>
        refusal.status === 401
          ? talkMessages.signInRequired
          : intent === 'cancel'
            ? { title: toastTitles.error, description: refusal.message }
            : refusal.code === 'already_registered'
              ? talkMessages.alreadyRegistered
              : talkMessages.registrationFailed,
      invalid: () => talkMessages.registrationFailed,
    },
  );
}
