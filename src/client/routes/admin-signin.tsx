/**
 * /admin-signin: 'Admin Portal'. Signs in a real account and requires the admin role on
 * the server's user record; anything else is 'Invalid admin credentials' (and a non-admin session is ended).
 * In demo mode the hint shows the seeded demo admin; in production there is no hint.
 */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { useText } from '~/client/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { AuthCard } from '~/client/features/auth/auth-card';
import { Field, fieldErrors } from '~/client/components/ui/form-fields';
import { authClient } from '~/client/lib/auth-client';
import { isAdminUser } from '~/client/lib/session';
import { usePublicConfig } from '~/client/lib/public-config';
import { signInSchema } from '~/shared/auth';
import { adminMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Route } from './+types/admin-signin';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Admin Sign In`, msg`Sign in to the ChangePath admin portal.`);

export default function AdminSignInPage() {
  const { t } = useLingui();
  const text = useText();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = signInSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const { data, error } = await authClient.signIn.email(parsed.data);
    const user = data && 'user' in data ? (data.user as { role?: string | null }) : null;
    if (error || !user || !isAdminUser(user)) {
      if (user) await authClient.signOut();
      setBusy(false);
      toast({ title: toastTitles.error, description: adminMessages.invalidCredentials, variant: 'destructive' });
      return;
    }
    setBusy(false);
    toast({ title: toastTitles.success, description: adminMessages.loginSuccessful });
    navigate(paths.adminDashboard);
  }

  const demo = config?.demoAccounts?.admin;
  return (
    <AuthCard title={text(adminMessages.portalTitle)} description={t`Sign in with an administrator account.`}>
      <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Field id="email" label={t`Email`} type="email" autoComplete="username" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          id="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? text(adminMessages.signingIn) : t`Sign In`}
        </Button>
      </form>
      {demo ? (
        <div className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-medium"><Trans>Demo mode: demo admin account</Trans></p>
          <p className="mt-1">
            <Trans>Email:</Trans> <code>{demo.email}</code>
            <Trans><br />
            Password:</Trans> <code>{demo.password}</code>
          </p>
        </div>
      ) : null}
    </AuthCard>
  );
}
