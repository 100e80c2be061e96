/**
 * Sign Up: first name, last name, e-mail, password; 'Creating Account...' while busy; then
 * 'Check your email for verification link!' (no redirect), and then only that success state, with 'Resend
 * verification email': the form is gone. The name sent is first + last joined by a space.
 * The form posts to the /signup route action (auth-actions.ts; lib/use-page-form.tsx): it works before and
 * without scripts; once hydrated the browser checks the fields first and the answer is a toast.
 */
import { Message } from '~/client/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { usePageForm } from '~/client/lib/use-page-form';
import { usePublicConfig } from '~/client/lib/public-config';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpSchema } from '~/shared/auth';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { SignUpOutcome } from './auth-actions';
import { Field, fieldErrors } from '~/client/components/ui/form-fields';
import { FormNotice } from './form-notice';
import { ProviderButtons } from './provider-buttons';

export function SignUpForm() {
  const { t } = useLingui();
  const { data: config } = usePublicConfig();
  const { fetcher, outcome, pageOutcome, busy, enhancedField } = usePageForm<SignUpOutcome>();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', ...pageOutcome?.values });
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(pageOutcome?.sentTo ?? null);
  const errors = clientErrors ?? (outcome ?? pageOutcome)?.fieldErrors ?? {};
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    const parsed = signUpSchema.safeParse({ ...values, email: values.email.trim() });
    if (!parsed.success) {
      e.preventDefault();
      setClientErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setClientErrors(null);
  }

  useEffect(() => {
    if (!outcome) return;
    if (outcome.message) toast({ title: toastTitles.error, description: outcome.message, variant: 'destructive' });
    if (!outcome.ok) return;
    toast({ title: toastTitles.success, description: outcome.resent ? authMessages.verificationResent : authMessages.checkEmail });
    setSentTo(outcome.sentTo ?? null);
    setValues({ firstName: '', lastName: '', email: '', password: '' });
  }, [outcome]);

  // After a successful sign-up only the way forward shows: check the mailbox, or have the link sent again. The form
  // is gone, so nobody is invited to sign up a second time (with or without scripts: the native post's answer is
  // `pageOutcome`).
  if (sentTo) {
    return (
      <div className="grid gap-4">
        <div className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-slate-900" role="status">
          <p className="text-base font-semibold"><Message text={authMessages.checkEmail} /></p>
          <p className="mt-1">
            <Trans>We sent it to <strong>{sentTo}</strong>. Open the link in that e-mail to verify your address; it signs you in and takes you to your first step.</Trans>
          </p>
          {pageOutcome?.resent ? <p className="mt-1"><Message text={authMessages.verificationResent} /></p> : null}
          {config?.mailTransport === 'outbox' ? (
            <p className="mt-1">
              <Trans>Demo mode: e-mails are kept in the{' '}
              <Link to={paths.devOutbox} className="text-blue-700 underline">
                local outbox
              </Link>
              .</Trans>
            </p>
          ) : null}
        </div>
        {pageOutcome?.message ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
        <fetcher.Form method="post" className="grid gap-2">
          {enhancedField}
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={sentTo} />
          <p className="text-sm text-slate-700"><Trans>No e-mail after a few minutes? Check your spam folder, or:</Trans></p>
          <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
            {busy ? t`Sending...` : t`Resend verification email`}
          </Button>
        </fetcher.Form>
        <p className="text-center text-sm text-slate-700">
          <Trans>Already verified?{' '}
          <Link to={paths.signIn} className="font-medium text-blue-700 underline-offset-4 hover:underline">
            Sign in
          </Link></Trans>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {pageOutcome?.message ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
      <fetcher.Form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
        {enhancedField}
        <input type="hidden" name="intent" value="sign-up" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label={t`First name`} autoComplete="given-name" required value={values.firstName} error={errors.firstName} onChange={set('firstName')} />
          <Field id="lastName" label={t`Last name (optional)`} autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={set('lastName')} />
        </div>
        <Field id="email" label={t`Email`} type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={set('email')} />
        <Field
          id="password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <p className="-mt-2 text-xs text-slate-700">
          <Trans>{PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters. A passphrase of a few words is easy to remember and hard to guess.</Trans>
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? <Message text={authMessages.creatingAccount} /> : t`Create Account`}
        </Button>
      </fetcher.Form>
      <ProviderButtons />
      <p className="text-center text-sm text-slate-700">
        <Trans>Already have an account?{' '}
        <Link to={paths.signIn} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Sign in
        </Link></Trans>
      </p>
    </div>
  );
}
