/**
 * The profile page's sections (foundation issue, dashboard Profile card): edit name, change password, list and
 * revoke active sessions, turn TOTP two-factor on and off, delete the account. Each calls Better Auth's
 * endpoints, which check the session (and the password where it matters) on the server.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { authErrorMessage } from '~/client/features/auth/auth-errors';
import { Field } from '~/client/features/auth/field';
import { authClient } from '~/client/lib/auth-client';
import { passwordSchema } from '~/shared/auth';
import { toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';

const fail = (error: Parameters<typeof authErrorMessage>[0]) =>
  toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
const ok = (description: string) => toast({ title: toastTitles.success, description });

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function NameSection({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) return fail({ message: 'Name is required' });
    setBusy(true);
    const { error } = await authClient.updateUser({ name: value.trim() });
    setBusy(false);
    if (error) return fail(error);
    ok('Your name has been updated.');
  }
  return (
    <Section id="name-heading" title="Name" description="How your name appears on ChangePath, for example next to your community posts.">
      <form method="post" onSubmit={onSubmit} className="grid gap-3 sm:max-w-md">
        <Field id="name" label="Full name" autoComplete="name" required maxLength={200} value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving...' : 'Save name'}
        </Button>
      </form>
    </Section>
  );
}

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = passwordSchema.safeParse(next);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    const { error: failure } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
    setBusy(false);
    if (failure) return fail(failure);
    setCurrent('');
    setNext('');
    ok('Your password has been changed. Your other sessions were signed out.');
  }
  return (
    <Section id="password-heading" title="Password" description="Changing your password signs you out everywhere else.">
      <form method="post" onSubmit={onSubmit} className="grid gap-3 sm:max-w-md" noValidate>
        <Field id="currentPassword" label="Current password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        <Field id="newPassword" label="New password" type="password" autoComplete="new-password" required value={next} error={error} onChange={(e) => setNext(e.target.value)} />
        <Button type="submit" disabled={busy || !current || !next} className="justify-self-start">
          {busy ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}

export function SessionsSection({ currentToken }: { currentToken: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['auth', 'sessions'],
    queryFn: async () => {
      const { data, error } = await authClient.listSessions();
      if (error) throw new Error(authErrorMessage(error));
      return data;
    },
  });
  async function revoke(token: string) {
    const { error } = await authClient.revokeSession({ token });
    if (error) return fail(error);
    ok('Session signed out.');
    await queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] });
  }
  return (
    <Section id="sessions-heading" title="Active sessions" description="Devices where you are signed in. Sign out any you don't recognise.">
      {sessions.isPending ? <p>Loading sessions...</p> : null}
      {sessions.isError ? <p role="alert">{sessions.error.message}</p> : null}
      <ul className="grid gap-3">
        {sessions.data?.map((s: { id: string; token: string; userAgent?: string | null; ipAddress?: string | null; createdAt: Date | string }) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm">
            <div>
              <p className="font-medium">{describeAgent(s.userAgent)}{s.token === currentToken ? ' (this device)' : ''}</p>
              <p className="text-slate-700">
                {s.ipAddress ?? 'Unknown address'} · signed in {new Date(s.createdAt).toLocaleString()}
              </p>
            </div>
            {s.token === currentToken ? null : (
              <Button variant="outline" size="sm" onClick={() => revoke(s.token)}>
                Sign out this session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function describeAgent(ua?: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? `${browser} on ${os}` : browser;
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<{ qr: string; uri: string; backupCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function start(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { data, error } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (error || !data) return fail(error);
    if (!('totpURI' in data)) return fail({ message: 'Two-factor setup did not return an authenticator key.' });
    setSetup({ qr: await QRCode.toDataURL(data.totpURI), uri: data.totpURI, backupCodes: data.backupCodes });
  }
  async function confirm(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) return fail(error);
    setSetup(null);
    setPassword('');
    setCode('');
    ok('Two-factor sign-in is on.');
  }
  async function disable(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const { error } = await authClient.twoFactor.disable({ password });
    setBusy(false);
    if (error) return fail(error);
    setPassword('');
    ok('Two-factor sign-in is off.');
  }

  return (
    <Section
      id="two-factor-heading"
      title="Two-factor sign-in"
      description={enabled ? 'On: password sign-in also asks for a code from your authenticator app.' : 'Off: add a code from an authenticator app to password sign-in.'}
    >
      {setup ? (
        <form method="post" onSubmit={confirm} className="grid gap-3 sm:max-w-md">
          <p className="text-sm">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <img src={setup.qr} alt="QR code for your authenticator app" width={180} height={180} />
          <details className="text-sm">
            <summary>Can't scan? Show the setup key</summary>
            <code className="break-all">{new URL(setup.uri).searchParams.get('secret')}</code>
          </details>
          <div className="text-sm">
            <p className="font-medium">Backup codes (keep them somewhere safe; each works once):</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <Field id="totpCode" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" disabled={busy || code.trim().length < 6} className="justify-self-start">
            Turn on two-factor
          </Button>
        </form>
      ) : (
        <form method="post" onSubmit={enabled ? disable : start} className="grid gap-3 sm:max-w-md">
          <Field id="twoFactorPassword" label="Confirm with your password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" variant={enabled ? 'outline' : 'default'} disabled={busy || !password} className="justify-self-start">
            {enabled ? 'Turn off two-factor' : 'Set up two-factor'}
          </Button>
        </form>
      )}
    </Section>
  );
}

export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!window.confirm('Delete your ChangePath account and everything in it? This cannot be undone.')) return;
    setBusy(true);
    const { error } = await authClient.deleteUser({ password });
    setBusy(false);
    if (error) return fail(error);
    ok('Your account has been deleted.');
    navigate(paths.home);
  }
  return (
    <Section id="delete-heading" title="Delete account" description="Deletes your account, your sessions and everything you saved. This cannot be undone.">
      <form method="post" onSubmit={onSubmit} className="grid gap-3 sm:max-w-md">
        <Field id="deletePassword" label="Confirm with your password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="destructive" disabled={busy || !password} className="justify-self-start">
          Delete my account
        </Button>
      </form>
    </Section>
  );
}
