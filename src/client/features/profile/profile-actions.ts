/**
 * The /profile page's account forms' route action: each section is a form with an `intent`, read with Conform
 * against `profileAccountFormSchema` (the account rules of shared/auth.ts), posted
 * before the scripts have run, without them, or in the background once hydrated, and handed to the Better Auth
 * endpoint the auth client would call (`services.account.call`, in-process: its session check, password check and rate
 * limits apply). Cookies it sets (a renewed session after a password change, the ended one after deleting the
 * account) are passed on. Passwords are read from the POST body only and never sent back.
 *
 * Intents: `name` (name), `password` (currentPassword, newPassword; other sessions are signed out),
 * `revoke-session` (token), `two-factor-start` (password → the authenticator key as a QR code and backup codes),
 * `two-factor-verify` (code), `two-factor-disable` (password), `delete` (password → signed out, to the home page).
 */
import QRCode from 'qrcode';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { parseForm } from '~/client/lib/parse-form';
import { type ProfileIntent, firstErrors, profileAccountFormSchema } from '~/shared/account-forms';
import { paths } from '~/shared/paths';
import { withCookies } from '~/client/lib/action-helpers';
import { authErrorMessage } from '~/client/lib/auth-errors';
import type { Text } from '~/shared/messages';

export type { ProfileIntent };

/** What a profile form's post answers: which form, the text to show, a field's error, and a two-factor setup. */
export interface ProfileOutcome {
  intent: ProfileIntent;
  ok: boolean;
  message: Text;
  fieldError?: string;
  twoFactorSetup?: TwoFactorSetup;
}

/** What setting up two-factor shows: the authenticator key as a QR code and as text, and the backup codes. */
export interface TwoFactorSetup {
  qr: string;
  uri: string;
  secret: string;
  backupCodes: string[];
}

/** The setup to show, from the key's otpauth URI (what Better Auth answered, or what the confirm form carried back). */
async function setupOf(uri: string, backupCodes: string[]): Promise<TwoFactorSetup | null> {
  if (!/^otpauth:\/\/totp\//.test(uri) || uri.length > 500) return null;
  return { qr: await QRCode.toDataURL(uri), uri, secret: new URL(uri).searchParams.get('secret') ?? '', backupCodes: backupCodes.slice(0, 20) };
}

export async function profileAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const page = context.get(pageContext);
  const { session, services, clientIp } = page;
  if (!session) return redirect(`${paths.signIn}?${new URLSearchParams({ redirect: paths.profile })}`, 303);
  const submission = parseForm(await request.formData(), profileAccountFormSchema);
  if (submission.status !== 'success') {
    const errors = firstErrors(submission.error);
    const message = Object.values(errors)[0] ?? 'That form could not be read.';
    const intent = (submission.payload.intent as ProfileIntent | undefined) ?? 'name';
    return data<ProfileOutcome>({ intent, ok: false, message, fieldError: Object.values(errors)[0] }, { status: 400 });
  }
  const value = submission.value;
  const of = value.intent;
  const from = { request, clientIp };
  const answer = (ok: boolean, message: Text, extra: Partial<ProfileOutcome> = {}, init: { status?: number; setCookies?: string[] } = {}) =>
    data<ProfileOutcome>({ intent: of, ok, message, ...extra }, { status: init.status ?? (ok ? 200 : 400), headers: withCookies(init.setCookies ?? []) });
  const call = async (endpoint: Parameters<typeof services.account.call>[0], body: Record<string, unknown>, success: string) => {
    const res = await services.account.call(endpoint, body, from);
    if (res.status !== 200) {
      return { res, refused: answer(false, authErrorMessage({ code: res.body?.code, message: res.body?.message, status: res.status }), {}, { status: res.status, setCookies: res.setCookies }) };
    }
    // The page rendered after this action shows the person as they are now (a new name, a renewed session).
    const now = await services.account.session(request, res.setCookies);
    page.session = now.session;
    page.actor = now.session?.user ?? null;
    page.authHeaders = now.headers;
    return { res, done: answer(true, success, {}, { setCookies: res.setCookies }) };
  };

  switch (value.intent) {
    case 'name': {
      const r = await call('/update-user', { name: value.name }, 'Your name has been updated.');
      return r.refused ?? r.done;
    }
    case 'password': {
      const r = await call(
        '/change-password',
        { currentPassword: value.currentPassword, newPassword: value.newPassword, revokeOtherSessions: true },
        'Your password has been changed. Your other sessions were signed out.',
      );
      return r.refused ?? r.done;
    }
    case 'revoke-session': {
      const r = await call('/revoke-session', { token: value.token }, 'Session signed out.');
      return r.refused ?? r.done;
    }
    case 'two-factor-start': {
      const r = await call('/two-factor/enable', { password: value.password }, '');
      if (r.refused) return r.refused;
      const uri = typeof r.res.body?.totpURI === 'string' ? r.res.body.totpURI : '';
      const backupCodes = Array.isArray(r.res.body?.backupCodes) ? (r.res.body.backupCodes as string[]) : [];
      const twoFactorSetup = await setupOf(uri, backupCodes);
      if (!twoFactorSetup) return answer(false, 'Two-factor setup did not return an authenticator key.', {}, { status: 502 });
      return answer(true, 'Scan the code with your authenticator app, then enter the code it shows.', { twoFactorSetup }, { setCookies: r.res.setCookies });
    }
    case 'two-factor-verify': {
      const r = await call('/two-factor/verify-totp', { code: value.code.trim() }, 'Two-factor sign-in is on.');
      if (!r.refused) return r.done;
      // A wrong code: the setup stays on screen (without scripts, from what the form carried back; only shown).
      const twoFactorSetup = await setupOf(value.uri, value.backupCodes.split(/\s+/).filter(Boolean));
      const res = r.res;
      return answer(false, authErrorMessage({ code: res.body?.code, message: res.body?.message, status: res.status }), { twoFactorSetup: twoFactorSetup ?? undefined }, { status: res.status });
    }
    case 'two-factor-disable': {
      const r = await call('/two-factor/disable', { password: value.password }, 'Two-factor sign-in is off.');
      return r.refused ?? r.done;
    }
    case 'delete': {
      const r = await call('/delete-user', { password: value.password }, 'Your account has been deleted.');
      if (r.refused) return r.refused;
      return redirect(`${paths.home}?account=deleted`, { status: 303, headers: withCookies(r.res.setCookies) });
    }
  }
}
