/**
 * The registration form's route action (spec §2.9, §7.2.5, §8), shared by /changetalks and each talk's page:
 * a `<fetcher.Form method="post">` with `intent` ('register' | 'cancel') and `talkId`. It works before and
 * without scripts (a native post; the page answers with the result shown in it) and, once hydrated, without a
 * reload (the result becomes a toast). The server decides: signed out → 401 'Please sign in', a second
 * registration → 'Already registered'. The loaders then run again, so counts and statuses are fresh.
 */
import { type RouterContextProvider, data } from 'react-router';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { toastTitles } from '~/shared/messages';
import { talkMessages } from '~/shared/talks';

export const registrationIntentSchema = z.object({
  intent: z.enum(['register', 'cancel']),
  talkId: z.uuid(),
});

/** What the action answers: the §8 toast to show, and which talk and intent it was for. */
export interface RegistrationOutcome {
  ok: boolean;
  intent: 'register' | 'cancel' | null;
  talkId: string | null;
  toast: { title: string; description: string };
}

export async function talkRegistrationAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const parsed = registrationIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<RegistrationOutcome>({ ok: false, intent: null, talkId: null, toast: talkMessages.registrationFailed }, { status: 400 });
  }
  const { intent, talkId } = parsed.data;
  if (intent === 'register') {
    const result = await services.talks.register(session, talkId);
    if (result.ok) {
      return { ok: true, intent, talkId, toast: result.value.status === 'waitlisted' ? talkMessages.waitlisted : talkMessages.registrationSuccessful } satisfies RegistrationOutcome;
    }
    const toast =
      result.status === 401 ? talkMessages.signInRequired : result.error.code === 'already_registered' ? talkMessages.alreadyRegistered : talkMessages.registrationFailed;
    return data<RegistrationOutcome>({ ok: false, intent, talkId, toast }, { status: result.status });
  }
  const result = await services.talks.cancel(session, talkId);
  if (result.ok) return { ok: true, intent, talkId, toast: talkMessages.cancelled } satisfies RegistrationOutcome;
  const toast = result.status === 401 ? talkMessages.signInRequired : { title: toastTitles.error, description: result.error.message };
  return data<RegistrationOutcome>({ ok: false, intent, talkId, toast }, { status: result.status });
}
