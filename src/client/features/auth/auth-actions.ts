/**
 * Route actions of the account forms. Each reads the form a person posted — before the scripts ran, without them,
 * or in the background once hydrated — with Conform against its page's intent union (shared/account-forms.ts: the
 * account rules the browser checks too), and calls the same Better Auth endpoint the
 * browser's auth client would (`services.account.call`, in-process, with its rate limits and lockout). Session cookies
 * Better Auth sets are passed on. A password is only ever read from the POST body: never echoed back, never put in
 * a URL.
 *
 * A hydrated form sends `enhanced=1` and gets data back (it shows the toast and navigates itself); a native post
 * gets a redirect on success (Post/Redirect/Get) or the page again with the outcome shown in it.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { withCookies } from '~/client/lib/action-helpers';
import { authErrorMessage } from '~/client/lib/auth-errors';
import { pageContext } from '~/client/lib/page-context';
import { parseForm } from '~/client/lib/parse-form';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { firstErrors, resetPasswordFormSchema, signInFormSchema, signUpFormSchema } from '~/shared/account-forms';
import { fullName } from '~/shared/auth';
import { PENDING_ASSESSMENT_PARAM, pendingAssessmentOf } from '~/shared/assessment';
import { type Text, authMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { localizedPath } from '~/shared/locales';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Where the e-mail verification link leads: Better Auth signs the person in
 * (`autoSignInAfterVerification`) and sends them to the first-run page, which says the address is verified.
 */
export const VERIFIED_CALLBACK = `${paths.welcome}?verified=1`;

/**
 * The verification link's target for a sign-up posted to `request`'s URL: VERIFIED_CALLBACK, plus a visitor's
 * finished skills assessment when the sign-up page was opened from its result ('Sign up to save it'), so /welcome
 * saves it to the new account.
 */
export function verifiedCallbackFor(request: Request): string {
  const pending = pendingAssessmentOf(new URL(request.url).searchParams);
  return pending ? `${VERIFIED_CALLBACK}&${new URLSearchParams({ [PENDING_ASSESSMENT_PARAM]: pending })}` : VERIFIED_CALLBACK;
}

/** Where the sign-in form is: its step, what to show, and (once signed in) where to go. */
export interface SignInOutcome {
  ok: boolean;
  step: 'credentials' | 'unverified' | 'two-factor' | 'done';
  /** An error to show (the 'Error' toast's text). */
  message?: Text;
  /** A success notice (e.g. a new verification e-mail was sent). */
  notice?: Text;
  fieldErrors?: Record<string, string>;
  email?: string;
  redirectTo?: string;
}

/** A text value of a form that did not pass its schema, as it was posted ('' when absent). */
const posted = (payload: Record<string, unknown>, name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : '');

export async function signInAction({ request, context }: Args) {
  const { services, clientIp } = context.get(pageContext);
  const submission = parseForm(await request.formData(), signInFormSchema);
  const from = { request, clientIp };
  if (submission.status !== 'success') {
    const email = posted(submission.payload, 'email').trim();
    return data<SignInOutcome>({ ok: false, step: 'credentials', email, fieldErrors: firstErrors(submission.error) }, { status: 400 });
  }
  const value = submission.value;
  const enhanced = value.enhanced === '1';
  const redirectTo = safeRedirect(value.redirect || null);
  const email = 'email' in value ? value.email.trim() : '';
  const signedIn = (setCookies: string[]) =>
    enhanced
      ? data<SignInOutcome>({ ok: true, step: 'done', redirectTo }, { headers: withCookies(setCookies) })
      : redirect(redirectTo, { headers: withCookies(setCookies) });
  const refused = (step: SignInOutcome['step'], answer: { status: number; body: { code?: string; message?: string } | null; setCookies: string[] }) =>
    data<SignInOutcome>(
      { ok: false, step, email, message: authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status }) },
      { status: answer.status >= 400 ? answer.status : 400, headers: withCookies(answer.setCookies) },
    );

  switch (value.intent) {
    case 'two-factor': {
      const answer = await services.account.call('/two-factor/verify-totp', { code: value.code.trim() }, from);
      return answer.status === 200 ? signedIn(answer.setCookies) : refused('two-factor', answer);
    }
    case 'resend': {
      const answer = await services.account.call('/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK }, from);
      if (answer.status !== 200) return refused('unverified', answer);
      return { ok: true, step: 'unverified', email, notice: authMessages.verificationResent } satisfies SignInOutcome;
    }
    case 'sign-in': {
      const answer = await services.account.call('/sign-in/email', { email: value.email, password: value.password }, from);
      if (answer.status === 200 && answer.body?.twoFactorRedirect) {
        return data<SignInOutcome>({ ok: true, step: 'two-factor', email }, { headers: withCookies(answer.setCookies) });
      }
      if (answer.status === 200) return signedIn(answer.setCookies);
      return refused(answer.body?.code === 'EMAIL_NOT_VERIFIED' ? 'unverified' : 'credentials', answer);
    }
  }
}

/** The sign-up form's outcome: where the verification e-mail went (again, after `resend`), or what to fix. */
export interface SignUpOutcome {
  ok: boolean;
  sentTo?: string;
  /** True when this answer is to 'Resend verification email'. */
  resent?: boolean;
  message?: Text;
  fieldErrors?: Record<string, string>;
  /** What was typed (never the password), to keep in the form when it comes back. */
  values?: { firstName: string; lastName: string; email: string };
}

export async function signUpAction({ request, context }: Args) {
  const { services, clientIp, locale } = context.get(pageContext);
  const submission = parseForm(await request.formData(), signUpFormSchema);
  if (submission.status !== 'success') {
    const values = { firstName: posted(submission.payload, 'firstName'), lastName: posted(submission.payload, 'lastName'), email: posted(submission.payload, 'email').trim() };
    return data<SignUpOutcome>({ ok: false, values, fieldErrors: firstErrors(submission.error) }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === 'resend') {
    // The success state's 'Resend verification email': the same request as the sign-in page's, answered alike for
    // every address.
    const email = value.email.trim();
    const answer = await services.account.call('/send-verification-email', { email, callbackURL: localizedPath(verifiedCallbackFor(request), locale) }, { request, clientIp });
    if (answer.status !== 200) {
      const message = authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
      return data<SignUpOutcome>({ ok: true, sentTo: email, message }, { status: answer.status >= 400 ? answer.status : 400 });
    }
    return { ok: true, sentTo: email, resent: true } satisfies SignUpOutcome;
  }
  const { email, password, firstName, lastName } = value;
  const values = { firstName, lastName, email };
  // The account keeps the language of the page it was made on: its e-mails, starting with this verification
  // e-mail, are in that language, and the link leads back to a page in it.
  const answer = await services.account.call(
    '/sign-up/email',
    { email, password, name: fullName(firstName, lastName), locale, callbackURL: localizedPath(verifiedCallbackFor(request), locale) },
    { request, clientIp },
  );
  if (answer.status !== 200) {
    const message = authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
    return data<SignUpOutcome>({ ok: false, values, message }, { status: answer.status >= 400 ? answer.status : 400 });
  }
  return { ok: true, sentTo: email } satisfies SignUpOutcome;
}

/** The reset forms' outcome: the request was taken (the same answer whether or not the account exists), or an error. */
export interface ResetOutcome {
  ok: boolean;
  intent: 'request' | 'new-password';
  message?: Text;
  fieldErrors?: Record<string, string>;
  email?: string;
}

export async function resetPasswordAction({ request, context }: Args) {
  const { services, clientIp, locale } = context.get(pageContext);
  const submission = parseForm(await request.formData(), resetPasswordFormSchema);
  const from = { request, clientIp };
  if (submission.status !== 'success') {
    const intent = submission.payload.intent === 'new-password' ? 'new-password' : 'request';
    const email = intent === 'request' ? posted(submission.payload, 'email').trim() : undefined;
    return data<ResetOutcome>({ ok: false, intent, email, fieldErrors: firstErrors(submission.error) }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === 'new-password') {
    const answer = await services.account.call('/reset-password', { newPassword: value.password, token: value.token }, from);
    if (answer.status !== 200) {
      const message = answer.body?.code === 'INVALID_TOKEN' ? authMessages.invalidResetLink : authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
      return data<ResetOutcome>({ ok: false, intent: 'new-password', message }, { status: answer.status >= 400 ? answer.status : 400 });
    }
    // Signed out after a reset: to the sign-in page, which says the password was changed.
    if (value.enhanced !== '1') return redirect(`${paths.signIn}?reset=done`);
    return { ok: true, intent: 'new-password' } satisfies ResetOutcome;
  }
  const email = value.email.trim();
  const answer = await services.account.call('/request-password-reset', { email: value.email, redirectTo: localizedPath(paths.resetPassword, locale) }, from);
  if (answer.status !== 200) {
    const message = authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
    return data<ResetOutcome>({ ok: false, intent: 'request', email, message }, { status: answer.status >= 400 ? answer.status : 400 });
  }
  return { ok: true, intent: 'request' } satisfies ResetOutcome;
}
