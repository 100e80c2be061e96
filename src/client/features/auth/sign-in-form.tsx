/**
 * Sign In (spec §2.5, §4, §8): e-mail and password, 'Signing In...' while busy, 'Successfully signed in!' then
 * /dashboard; failures in an 'Error' toast. An unverified account is told so and offered a new verification
 * e-mail; an account with TOTP two-factor is asked for its code.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { authClient } from '~/client/lib/auth-client';
import { signInSchema } from '~/shared/auth';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { authErrorMessage } from './auth-errors';
import { safeRedirect } from './use-session-redirect';
import { Field, fieldErrors } from './field';
import { ProviderButtons } from './provider-buttons';

type Step = 'credentials' | 'unverified' | 'two-factor';


export function SignInForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function succeed() {
    toast({ title: toastTitles.success, description: authMessages.signedIn });
    navigate(safeRedirect(new URLSearchParams(window.location.search).get('redirect')));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = signInSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    // No callbackURL: with one, Better Auth's client reloads the page to it and the success toast is lost.
    const { data, error } = await authClient.signIn.email(parsed.data);
    setBusy(false);
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') setStep('unverified');
      toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return setStep('two-factor');
    succeed();
  }

  async function resend() {
    setBusy(true);
    const { error } = await authClient.sendVerificationEmail({ email: email.trim(), callbackURL: paths.home });
    setBusy(false);
    if (error) toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
    else toast({ title: toastTitles.success, description: authMessages.verificationResent });
  }

  async function verifyCode(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) return toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
    succeed();
  }

  if (step === 'two-factor') {
    return (
      <form method="post" onSubmit={verifyCode} className="grid gap-4" noValidate>
        <p className="text-sm text-slate-700">{authMessages.twoFactorRequired}</p>
        <Field
          id="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={busy || code.trim().length < 6}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="link" onClick={() => setStep('credentials')}>
          Back to sign in
        </Button>
      </form>
    );
  }

  return (
    <div className="grid gap-4">
      <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Field id="email" label="Email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end text-sm">
          <Link to={paths.resetPassword} className="text-blue-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? authMessages.signingIn : 'Sign In'}
        </Button>
      </form>
      {step === 'unverified' ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900" role="status">
          <p>{authMessages.emailNotVerified}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" disabled={busy} onClick={resend}>
            Resend verification email
          </Button>
        </div>
      ) : null}
      <ProviderButtons />
      <p className="text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <Link to={paths.signUp} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </div>
  );
}
