/**
 * Reset Password: the request form ('Sending...', then a sent state with 'Send Another Email')
 * and, when the e-mailed link brings a token, the form that sets the new password. Links are single-use and
 * expire after an hour (server side). Both post to the /reset-password route action (auth-actions.ts): they work
 * before and without scripts; once hydrated the browser checks the fields first and answers with toasts.
 */
import { Message } from '~/client/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { usePageForm } from '~/client/lib/use-page-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordSchema, resetRequestSchema } from '~/shared/auth';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { ResetOutcome } from './auth-actions';
import { Field, fieldErrors } from '~/client/components/ui/form-fields';
import { FormNotice } from './form-notice';

export function ResetRequestForm() {
  const { t } = useLingui();
  const { fetcher, outcome, pageOutcome, busy, enhancedField } = usePageForm<ResetOutcome>();
  const [email, setEmail] = useState(pageOutcome?.email ?? '');
  const [clientError, setClientError] = useState<string>();
  const [sent, setSent] = useState(!!pageOutcome?.ok);
  const error = clientError ?? (outcome ?? pageOutcome)?.fieldErrors?.email;

  function onSubmit(e: FormEvent) {
    const parsed = resetRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      e.preventDefault();
      setClientError(parsed.error.issues[0]?.message);
      return;
    }
    setClientError(undefined);
  }

  useEffect(() => {
    if (!outcome) return;
    if (!outcome.ok) {
      if (outcome.message) toast({ title: toastTitles.error, description: outcome.message, variant: 'destructive' });
      return;
    }
    toast({ title: toastTitles.success, description: authMessages.resetSent });
    setSent(true);
  }, [outcome]);

  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <h2 className="text-lg font-semibold"><Trans>Check your email</Trans></h2>
        <p className="text-sm text-slate-700"><Message text={authMessages.resetSent} /></p>
        <Button type="button" variant="outline" onClick={() => setSent(false)}>
          <Message text={authMessages.sendAnotherEmail} />
        </Button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
      {enhancedField}
      <input type="hidden" name="intent" value="request" />
      {pageOutcome?.message ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
      <Field id="email" label={t`Email`} type="email" autoComplete="email" required value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={busy}>
        {busy ? <Message text={authMessages.sending} /> : t`Send Reset Link`}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Trans>Remembered it?{' '}
        <Link to={paths.signIn} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link></Trans>
      </p>
    </fetcher.Form>
  );
}

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { fetcher, outcome, pageOutcome, busy, enhancedField } = usePageForm<ResetOutcome>();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? (outcome ?? pageOutcome)?.fieldErrors ?? {};

  function onSubmit(e: FormEvent) {
    const parsed = newPasswordSchema.safeParse(values);
    if (!parsed.success) {
      e.preventDefault();
      setClientErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setClientErrors(null);
  }

  useEffect(() => {
    if (!outcome) return;
    if (!outcome.ok) {
      if (outcome.message) toast({ title: toastTitles.error, description: outcome.message, variant: 'destructive' });
      return;
    }
    toast({ title: toastTitles.success, description: authMessages.passwordUpdated });
    navigate(paths.signIn);
  }, [outcome, navigate]);

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
      {enhancedField}
      <input type="hidden" name="intent" value="new-password" />
      <input type="hidden" name="token" value={token} />
      {pageOutcome?.message ? <FormNotice kind="error"><Message text={pageOutcome.message} /></FormNotice> : null}
      <Field
        id="password"
        label={t`New password`}
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
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t`Saving...` : t`Set New Password`}
      </Button>
    </fetcher.Form>
  );
}
