/**
 * Route actions of the account forms (spec §2.5, §4, §8; issue 17). Each takes the form a person posted — before
 * the scripts ran, without them, or in the background once hydrated — and calls the same Better Auth endpoint the
 * browser's auth client would (`services.account.call`, in-process, with its rate limits and lockout). Session cookies
 * Better Auth sets are passed on. A password is only ever read from the POST body: never echoed back, never put in
 * a URL.
 *
 * A hydrated form sends `enhanced=1` and gets data back (it shows the toast and navigates itself); a native post
 * gets a redirect on success (Post/Redirect/Get) or the page again with the outcome shown in it.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { field, withCookies } from '~/client/lib/action-helpers';
import { authErrorMessage } from '~/client/lib/auth-errors';
import { pageContext } from '~/client/lib/page-context';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { fullName, newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } from '~/shared/auth';
import { PENDING_ASSESSMENT_PARAM, pendingAssessmentOf } from '~/shared/assessment';
import { authMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { fieldErrors } from '~/client/components/ui/form-fields';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Where the e-mail verification link leads (issue 23): Better Auth signs the person in
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
  message?: string;
  /** A success notice (e.g. a new verification e-mail was sent). */
  notice?: string;
  fieldErrors?: Record<string, string>;
  email?: string;
  redirectTo?: string;
}

export async function signInAction({ request, context }: Args) {
  const { services, clientIp } = context.get(pageContext);
  const form = await request.formData();
  const from = { request, clientIp };
  const enhanced = field(form, 'enhanced') === '1';
  const redirectTo = safeRedirect(field(form, 'redirect') || null);
  const email = field(form, 'email').trim();
  const signedIn = (setCookies: string[]) =>
    enhanced
      ? data<SignInOutcome>({ ok: true, step: 'done', redirectTo }, { headers: withCookies(setCookies) })
      : redirect(redirectTo, { headers: withCookies(setCookies) });
  const refused = (step: SignInOutcome['step'], answer: { status: number; body: { code?: string; message?: string } | null; setCookies: string[] }) =>
    data<SignInOutcome>(
      { ok: false, step, email, message: authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status }) },
      { status: answer.status >= 400 ? answer.status : 400, headers: withCookies(answer.setCookies) },
    );

  switch (field(form, 'intent')) {
    case 'two-factor': {
      const answer = await services.account.call('/two-factor/verify-totp', { code: field(form, 'code').trim() }, from);
      return answer.status === 200 ? signedIn(answer.setCookies) : refused('two-factor', answer);
    }
    case 'resend': {
      const answer = await services.account.call('/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK }, from);
      if (answer.status !== 200) return refused('unverified', answer);
      return { ok: true, step: 'unverified', email, notice: authMessages.verificationResent } satisfies SignInOutcome;
    }
    default: {
      const parsed = signInSchema.safeParse({ email, password: field(form, 'password') });
      if (!parsed.success) return data<SignInOutcome>({ ok: false, step: 'credentials', email, fieldErrors: fieldErrors(parsed.error.issues) }, { status: 400 });
      const answer = await services.account.call('/sign-in/email', parsed.data, from);
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
  message?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed (never the password), to keep in the form when it comes back. */
  values?: { firstName: string; lastName: string; email: string };
}

export async function signUpAction({ request, context }: Args) {
  const { services, clientIp } = context.get(pageContext);
  const form = await request.formData();
  if (field(form, 'intent') === 'resend') {
    // The success state's 'Resend verification email': the same request as the sign-in page's, answered alike for
    // every address (issue 20).
    const email = field(form, 'email').trim();
    const answer = await services.account.call('/send-verification-email', { email, callbackURL: verifiedCallbackFor(request) }, { request, clientIp });
    if (answer.status !== 200) {
      const message = authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
      return data<SignUpOutcome>({ ok: true, sentTo: email, message }, { status: answer.status >= 400 ? answer.status : 400 });
    }
    return { ok: true, sentTo: email, resent: true } satisfies SignUpOutcome;
  }
  const values = { firstName: field(form, 'firstName'), lastName: field(form, 'lastName'), email: field(form, 'email').trim() };
  const parsed = signUpSchema.safeParse({ ...values, password: field(form, 'password') });
  if (!parsed.success) return data<SignUpOutcome>({ ok: false, values, fieldErrors: fieldErrors(parsed.error.issues) }, { status: 400 });
  const { email, password, firstName, lastName } = parsed.data;
  const answer = await services.account.call('/sign-up/email', { email, password, name: fullName(firstName, lastName), callbackURL: verifiedCallbackFor(request) }, { request, clientIp });
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
  message?: string;
  fieldErrors?: Record<string, string>;
  email?: string;
}

export async function resetPasswordAction({ request, context }: Args) {
  const { services, clientIp } = context.get(pageContext);
  const form = await request.formData();
  const from = { request, clientIp };
  if (field(form, 'intent') === 'new-password') {
    const parsed = newPasswordSchema.safeParse({ password: field(form, 'password'), confirmPassword: field(form, 'confirmPassword') });
    if (!parsed.success) return data<ResetOutcome>({ ok: false, intent: 'new-password', fieldErrors: fieldErrors(parsed.error.issues) }, { status: 400 });
    const answer = await services.account.call('/reset-password', { newPassword: parsed.data.password, token: field(form, 'token') }, from);
    if (answer.status !== 200) {
      const message = answer.body?.code === 'INVALID_TOKEN' ? authMessages.invalidResetLink : authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
      return data<ResetOutcome>({ ok: false, intent: 'new-password', message }, { status: answer.status >= 400 ? answer.status : 400 });
    }
    // Signed out after a reset: to the sign-in page, which says the password was changed.
    if (field(form, 'enhanced') !== '1') return redirect(`${paths.signIn}?reset=done`);
    return { ok: true, intent: 'new-password' } satisfies ResetOutcome;
  }
  const email = field(form, 'email').trim();
  const parsed = resetRequestSchema.safeParse({ email });
  if (!parsed.success) return data<ResetOutcome>({ ok: false, intent: 'request', email, fieldErrors: fieldErrors(parsed.error.issues) }, { status: 400 });
  const answer = await services.account.call('/request-password-reset', { email: parsed.data.email, redirectTo: paths.resetPassword }, from);
  if (answer.status !== 200) {
    const message = authErrorMessage({ code: answer.body?.code, message: answer.body?.message, status: answer.status });
    return data<ResetOutcome>({ ok: false, intent: 'request', email, message }, { status: answer.status >= 400 ? answer.status : 400 });
  }
  return { ok: true, intent: 'request' } satisfies ResetOutcome;
}
