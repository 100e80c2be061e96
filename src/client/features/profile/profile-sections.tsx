/**
 * The profile page's sections (foundation issue, dashboard Profile card): edit name, change password, list and
 * revoke active sessions, turn TOTP two-factor on and off, delete the account. Each is a form posted to the page's
 * route action (profile-actions.ts), which calls Better Auth's endpoints (they check the session, and the password
 * where it matters, on the server). They work before the scripts have run and without them (the page comes back
 * with the outcome in the section); once hydrated they post in the background and the outcome is a toast.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { Field } from '~/client/components/ui/form-fields';
import { authErrorMessage } from '~/client/lib/auth-errors';
import { authClient } from '~/client/lib/auth-client';
import { usePageForm } from '~/client/lib/use-page-form';
import { FULL_NAME_MAX_LENGTH } from '~/shared/auth';
import { toastTitles } from '~/shared/messages';
import type { ProfileIntent, ProfileOutcome, TwoFactorSetup } from './profile-actions';
import { Message, useDateFormats, useText } from '~/client/lib/i18n';
import type { Text } from '~/shared/messages';

/** The query key of the person's active sessions (the profile loader seeds it). */
export const sessionsKey = ['auth', 'sessions'] as const;

/** One active session as the profile shows it. */
export interface ActiveSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/**
 * A profile form posted to the page's action: with scripts its outcome becomes a toast (and `onOutcome` runs);
 * the outcome of a native post for one of `intents` is `notice`, shown in the section.
 */
function useProfileForm(intents: ProfileIntent[], onOutcome?: (outcome: ProfileOutcome) => void) {
  const { fetcher, outcome, pageOutcome, busy } = usePageForm<ProfileOutcome>();
  const notice = pageOutcome && intents.includes(pageOutcome.intent) ? pageOutcome : undefined;
  const handled = useRef<ProfileOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.message) toast({ title: outcome.ok ? toastTitles.success : toastTitles.error, description: outcome.message, variant: outcome.ok ? 'default' : 'destructive' });
    onOutcome?.(outcome);
  });
  return { fetcher, busy, notice, last: fetcher.data ?? notice };
}

/** The outcome of a native post, in its section (a toast needs scripts). */
function Notice({ outcome }: { outcome: ProfileOutcome | undefined }) {
  if (!outcome?.message) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm font-medium text-green-800' : 'text-sm font-medium text-red-700'}>
      <Message text={outcome.message} />
    </p>
  );
}

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
  const { t } = useLingui();
  const { fetcher, busy, notice, last } = useProfileForm(['name']);
  return (
    <Section id="name-heading" title={t`Name`} description={t`How your name appears on ChangePath, for example next to your community posts.`}>
      <fetcher.Form method="post" className="grid gap-3 sm:max-w-md">
        <input type="hidden" name="intent" value="name" />
        <Field id="name" label={t`Full name`} autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} defaultValue={name} error={last?.ok ? undefined : last?.fieldError} />
        <Notice outcome={notice} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t`Saving...` : t`Save name`}
        </Button>
      </fetcher.Form>
    </Section>
  );
}

export function PasswordSection() {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, busy, notice, last } = useProfileForm(['password'], (outcome) => {
    if (outcome.ok) form.current?.reset();
  });
  return (
    <Section id="password-heading" title={t`Password`} description={t`Changing your password signs you out everywhere else.`}>
      <fetcher.Form ref={form} method="post" className="grid gap-3 sm:max-w-md" noValidate>
        <input type="hidden" name="intent" value="password" />
        <Field id="currentPassword" label={t`Current password`} type="password" autoComplete="current-password" required />
        <Field id="newPassword" label={t`New password`} type="password" autoComplete="new-password" required error={last?.ok ? undefined : last?.fieldError} />
        <Notice outcome={notice} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t`Saving...` : t`Change password`}
        </Button>
      </fetcher.Form>
    </Section>
  );
}

export function SessionsSection({ currentToken }: { currentToken: string }) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const text = useText();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async (): Promise<ActiveSession[]> => {
      const { data, error } = await authClient.listSessions();
      if (error) throw new Error(text(authErrorMessage(error)));
      return data.map((s) => ({ id: s.id, token: s.token, userAgent: s.userAgent ?? null, ipAddress: s.ipAddress ?? null, createdAt: new Date(s.createdAt).toISOString() }));
    },
  });
  const { fetcher, busy, notice } = useProfileForm(['revoke-session'], (outcome) => {
    if (outcome.ok) void queryClient.invalidateQueries({ queryKey: sessionsKey });
  });
  return (
    <Section id="sessions-heading" title={t`Active sessions`} description={t`Devices where you are signed in. Sign out any you don't recognise.`}>
      {sessions.isPending ? <p><Trans>Loading sessions...</Trans></p> : null}
      {sessions.isError ? <p role="alert">{sessions.error.message}</p> : null}
      <Notice outcome={notice} />
      <ul className="grid gap-3">
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm">
            <div>
              <p className="font-medium">
                <Message text={describeAgent(s.userAgent)} />
                {s.token === currentToken ? t` (this device)` : ''}
              </p>
              <p className="text-slate-700">
                <Trans>{s.ipAddress ?? 'Unknown address'} · signed in {formatDateTime(s.createdAt)}</Trans>
              </p>
            </div>
            {s.token === currentToken ? null : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="token" value={s.token} />
                <Button type="submit" variant="outline" size="sm" disabled={busy && fetcher.formData?.get('token') === s.token}>
                  <Trans>Sign out this session</Trans>
                </Button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A session's browser and system in words ('Chrome on Android'), to translate where it is shown; product names stay as they are. */
function describeAgent(ua: string | null | undefined): Text {
  if (!ua) return msg`Unknown device`;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  if (!browser) return os ? msg`A browser on ${os}` : msg`A browser`;
  return os ? msg`${browser} on ${os}` : browser;
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const passwordForm = useRef<HTMLFormElement>(null);
  const { fetcher, busy, notice, last } = useProfileForm(['two-factor-start', 'two-factor-verify', 'two-factor-disable'], (outcome) => {
    if (outcome.ok) passwordForm.current?.reset();
  });
  // The setup shows after 'Set up two-factor' and stays while a wrong code is retried.
  const setup: TwoFactorSetup | undefined = last?.intent === 'two-factor-verify' && last.ok ? undefined : last?.twoFactorSetup;

  return (
    <Section
      id="two-factor-heading"
      title={t`Two-factor sign-in`}
      description={enabled ? t`On: password sign-in also asks for a code from your authenticator app.` : t`Off: add a code from an authenticator app to password sign-in.`}
    >
      <Notice outcome={notice} />
      {setup && !enabled ? (
        <fetcher.Form method="post" className="grid gap-3 sm:max-w-md">
          <input type="hidden" name="intent" value="two-factor-verify" />
          <input type="hidden" name="uri" value={setup.uri} />
          <input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
          <p className="text-sm"><Trans>Scan this code with your authenticator app, then enter the 6-digit code it shows.</Trans></p>
          <img src={setup.qr} alt={t`QR code for your authenticator app`} width={180} height={180} />
          <details className="text-sm">
            <summary><Trans>Can&apos;t scan? Show the setup key</Trans></summary>
            <code className="break-all">{setup.secret}</code>
          </details>
          <div className="text-sm">
            <p className="font-medium"><Trans>Backup codes (keep them somewhere safe; each works once):</Trans></p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <Field id="totpCode" name="code" label={t`Authentication code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
          <Button type="submit" disabled={busy} className="justify-self-start">
            <Trans>Turn on two-factor</Trans>
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form ref={passwordForm} method="post" className="grid gap-3 sm:max-w-md">
          <input type="hidden" name="intent" value={enabled ? 'two-factor-disable' : 'two-factor-start'} />
          <Field id="twoFactorPassword" name="password" label={t`Confirm with your password`} type="password" autoComplete="current-password" required />
          <Button type="submit" variant={enabled ? 'outline' : 'default'} disabled={busy} className="justify-self-start">
            {enabled ? t`Turn off two-factor` : t`Set up two-factor`}
          </Button>
        </fetcher.Form>
      )}
    </Section>
  );
}

export function DeleteAccountSection() {
  const { t } = useLingui();
  const { fetcher, busy, notice } = useProfileForm(['delete']);
  function onSubmit(e: FormEvent) {
    if (!window.confirm(t`Delete your ChangePath account and everything in it? This cannot be undone.`)) e.preventDefault();
  }
  return (
    <Section id="delete-heading" title={t`Delete account`} description={t`Deletes your account, your sessions and everything you saved. This cannot be undone.`}>
      <fetcher.Form method="post" onSubmit={onSubmit} className="grid gap-3 sm:max-w-md">
        <input type="hidden" name="intent" value="delete" />
        <Field id="deletePassword" name="password" label={t`Confirm with your password`} type="password" autoComplete="current-password" required />
        <Notice outcome={notice} />
        <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
          <Trans>Delete my account</Trans>
        </Button>
      </fetcher.Form>
    </Section>
  );
}
