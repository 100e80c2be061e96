/**
 * Sign In: e-mail and password, 'Signing In...' while busy, 'Successfully signed in!' then
 * /dashboard (or the `?redirect=` page); failures in an 'Error' toast. An unverified account is told so and offered
 * a new verification e-mail; an account with TOTP two-factor is asked for its code.
 *
 * Every step is a form posted to the /signin route action (auth-actions.ts): submitted before the scripts have
 * run, or without them, it signs in all the same (the server redirects, or shows the outcome in the page);
 * once hydrated it posts in the background and answers with toasts. The password travels only in the POST body.
 */
import { Message } from '~/client/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { usePageForm } from '~/client/lib/use-page-form';
import { refreshSession } from '~/client/lib/session';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { SignInOutcome } from './auth-actions';
import { Field } from '~/client/components/ui/form-fields';
import { FormNotice } from './form-notice';
import { ProviderButtons } from './provider-buttons';

type Step = SignInOutcome['step'];

export function SignInForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // A native post (no scripts yet) comes back as `pageOutcome`; a hydrated one as `outcome` (lib/use-page-form.tsx).
  const { fetcher, outcome, pageOutcome, busy, hydrated, enhancedField } = usePageForm<SignInOutcome>();
  const search = new URLSearchParams(useLocation().search);
  const redirectTo = search.get('redirect') ?? '';
  const [step, setStep] = useState<Step>(pageOutcome?.step ?? 'credentials');
  // The e-mail and password fields are uncontrolled: what someone types before the scripts run stays in them.
  const email = (outcome ?? pageOutcome)?.email ?? '';
  const [code, setCode] = useState('');
  const errors = (outcome ?? pageOutcome)?.fieldErrors ?? {};

  useEffect(() => {
    if (!outcome) return;
    setStep(outcome.step === 'done' ? 'credentials' : outcome.step);
    if (outcome.message) toast({ title: toastTitles.error, description: outcome.message, variant: 'destructive' });
    if (outcome.notice) toast({ title: toastTitles.success, description: outcome.notice });
    if (outcome.step === 'done') {
      toast({ title: toastTitles.success, description: authMessages.signedIn });
      void refreshSession().then(() => navigate(outcome.redirectTo ?? paths.dashboard));
    }
  }, [outcome, navigate]);

  const common = (
    <>
      <input type="hidden" name="redirect" value={redirectTo} />
      {enhancedField}
    </>
  );

  if (step === 'two-factor') {
    return (
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        {common}
        <input type="hidden" name="intent" value="two-factor" />
        <p className="text-sm text-slate-700"><Message text={authMessages.twoFactorRequired} /></p>
        {pageOutcome?.message ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
        <Field
          id="code"
          label={t`Authentication code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={busy || (hydrated && code.trim().length < 6)}>
          {busy ? t`Verifying...` : t`Verify`}
        </Button>
        <Button type="button" variant="link" onClick={() => setStep('credentials')}>
          <Trans>Back to sign in</Trans>
        </Button>
      </fetcher.Form>
    );
  }

  return (
    <div className="grid gap-4">
      {search.get('reset') === 'done' && !pageOutcome ? <FormNotice kind="success"><Message text={authMessages.passwordUpdated} /></FormNotice> : null}
      {pageOutcome?.message && step === 'credentials' ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        {common}
        <input type="hidden" name="intent" value="sign-in" />
        <Field id="email" label={t`Email`} type="email" autoComplete="email" required defaultValue={email} error={errors.email} />
        <Field id="password" label={t`Password`} type="password" autoComplete="current-password" required error={errors.password} />
        <div className="flex justify-end text-sm">
          <Link to={paths.resetPassword} className="text-blue-700 underline-offset-4 hover:underline">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? <Message text={authMessages.signingIn} /> : t`Sign In`}
        </Button>
      </fetcher.Form>
      {step === 'unverified' ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900" role="status">
          <p><Message text={authMessages.emailNotVerified} /></p>
          {pageOutcome?.notice ? <p className="mt-1 font-medium"><Message text={pageOutcome.notice} /></p> : null}
          <fetcher.Form method="post">
            {common}
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={email} />
            <Button type="submit" variant="outline" size="sm" className="mt-2" disabled={busy}>
              <Trans>Resend verification email</Trans>
            </Button>
          </fetcher.Form>
        </div>
      ) : null}
      <ProviderButtons />
      <p className="text-center text-sm text-slate-700">
        <Trans>Don't have an account?{' '}
        <Link to={paths.signUp} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Sign up
        </Link></Trans>
      </p>
    </div>
  );
}
