/**
 * Sign Up (spec §2.5, §4, §5): first name, last name, e-mail, password; 'Creating Account...' while busy; then
 * 'Check your email for verification link!' (no redirect). The name sent is first + last joined by a space.
 */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { authClient } from '~/client/lib/auth-client';
import { usePublicConfig } from '~/client/lib/public-config';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, fullName, signUpSchema } from '~/shared/auth';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { authErrorMessage } from './auth-errors';
import { Field, fieldErrors } from './field';
import { ProviderButtons } from './provider-buttons';

export function SignUpForm() {
  const { data: config } = usePublicConfig();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = signUpSchema.safeParse({ ...values, email: values.email.trim() });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const { error } = await authClient.signUp.email({
      email: parsed.data.email,
      password: parsed.data.password,
      name: fullName(parsed.data.firstName, parsed.data.lastName),
      callbackURL: paths.home,
    });
    setBusy(false);
    if (error) {
      toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: toastTitles.success, description: authMessages.checkEmail });
    setSentTo(parsed.data.email);
    setValues({ firstName: '', lastName: '', email: '', password: '' });
  }

  return (
    <div className="grid gap-4">
      {sentTo ? (
        <div className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-slate-900" role="status">
          <p>
            {authMessages.checkEmail} We sent it to <strong>{sentTo}</strong>.
          </p>
          {config?.mailTransport === 'outbox' ? (
            <p className="mt-1">
              Demo mode: e-mails are kept in the{' '}
              <Link to={paths.devOutbox} className="text-blue-700 underline">
                local outbox
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : null}
      <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label="First name" autoComplete="given-name" required value={values.firstName} error={errors.firstName} onChange={set('firstName')} />
          <Field id="lastName" label="Last name" autoComplete="family-name" required value={values.lastName} error={errors.lastName} onChange={set('lastName')} />
        </div>
        <Field id="email" label="Email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={set('email')} />
        <Field
          id="password"
          label="Password"
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
          {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters. A passphrase of a few words is easy to remember and hard to guess.
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? authMessages.creatingAccount : 'Create Account'}
        </Button>
      </form>
      <ProviderButtons />
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
