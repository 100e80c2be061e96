/**
 * Reset Password (spec §2.5, §4): the request form ('Sending...', then a sent state with 'Send Another Email')
 * and, when the e-mailed link brings a token, the form that sets the new password. Links are single-use and
 * expire after an hour (server side).
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { authClient } from '~/client/lib/auth-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordSchema, resetRequestSchema } from '~/shared/auth';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { authErrorMessage } from './auth-errors';
import { Field, fieldErrors } from './field';

export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    const { error: failure } = await authClient.requestPasswordReset({ email: parsed.data.email, redirectTo: paths.resetPassword });
    setBusy(false);
    if (failure) return toast({ title: toastTitles.error, description: authErrorMessage(failure), variant: 'destructive' });
    toast({ title: toastTitles.success, description: authMessages.resetSent });
    setSent(true);
  }

  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-slate-700">{authMessages.resetSent}</p>
        <Button type="button" variant="outline" onClick={() => setSent(false)}>
          {authMessages.sendAnotherEmail}
        </Button>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field id="email" label="Email" type="email" autoComplete="email" required value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={busy}>
        {busy ? authMessages.sending : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.signIn} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const { error } = await authClient.resetPassword({ newPassword: parsed.data.password, token });
    setBusy(false);
    if (error) {
      const description = error.code === 'INVALID_TOKEN' ? authMessages.invalidResetLink : authErrorMessage(error);
      return toast({ title: toastTitles.error, description, variant: 'destructive' });
    }
    toast({ title: toastTitles.success, description: authMessages.passwordUpdated });
    navigate(paths.signIn);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field
        id="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <Field
        id="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
