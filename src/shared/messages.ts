/**
 * User-facing texts the spec quotes, verbatim, plus the few this product adds where the
 * spec is silent. Client and server both import from here so that the words cannot drift apart.
 *
 * A text shown in the interface is a message descriptor with a fixed id (`Text`): `lingui extract` collects it into
 * the catalogues, and the place that shows it translates it into the page's language (`i18n._(text)`, `<Message>`,
 * or the toaster, which takes descriptors). No macro: this module is also bundled into the server, without Babel.
 * Texts still written as plain strings here are English on every page.
 */
import type { MessageDescriptor } from '@lingui/core';

/** A text a person reads: a message descriptor translated where it is shown, or (not yet translated) English. */
export type Text = string | MessageDescriptor;

/**
 * Writes a message in the page's language: what code outside React (a loader's data, a file built in the browser)
 * is handed instead of a translator of its own (`i18n._` of the page's Lingui instance, or `useText()`).
 */
export type Say = (text: MessageDescriptor) => string;

const byEnglish = new Map<string, MessageDescriptor>();

/**
 * The English of a text: a string as it is; a descriptor's message with its plain `{name}` placeholders filled from
 * its values (plurals and selects are not filled: such texts are never a zod message).
 */
export function englishOf(text: Text): string {
  if (typeof text === 'string') return text;
  const values = (text.values ?? {}) as Record<string, unknown>;
  return (text.message ?? text.id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Registers a group of texts so that each can also be found by its English text (`knownText`), and returns the group.
 * Zod writes a validation message as a plain string, so a schema names a text by its English (`englishOf(text)`);
 * whoever shows the message (a form field, an API error body) turns it back into the text and translates it. Entries
 * that are not plain descriptors (functions of a value) are left alone: their texts carry values and are never zod's.
 */
export function defineTexts<Group extends Record<string, unknown>>(group: Group): Group {
  for (const value of Object.values(group)) {
    const text = value as Partial<MessageDescriptor> | null;
    if (text && typeof text === 'object' && typeof text.id === 'string' && typeof text.message === 'string') {
      // Frozen: a text handed to zod as a check's parameters by mistake (instead of `zodError(text)`) would be
      // rewritten in place by zod, for every later reader; frozen, that mistake throws where it is made.
      byEnglish.set(englishOf(text as MessageDescriptor), Object.freeze(text) as MessageDescriptor);
    }
  }
  return group;
}

/**
 * A zod check's parameters naming a text: `{ error: its English }` (zod writes messages as strings; whoever shows one
 * finds the text again with `knownText`, so the text's group must be registered with `defineTexts`).
 */
export function zodError(text: Text): { error: string } {
  return { error: englishOf(text) };
}

/** The registered text whose English is `text` (`defineTexts`), else `text` as it is. */
export function knownText(text: Text): Text {
  return typeof text === 'string' ? (byEnglish.get(text) ?? text) : text;
}

export const toastTitles = {
  error: /*i18n*/ { id: 'toast.error', message: 'Error' },
  success: /*i18n*/ { id: 'toast.success', message: 'Success' },
} as const;

/**
 * The values of a wait a person reads, for a message's `{unit, select, …}` with a plural inside: seconds under a
 * minute and a half, else whole minutes rounded up ("15 minutes").
 */
function waitValues(seconds: number): { unit: 'second' | 'minute'; count: number } {
  return seconds < 90 ? { unit: 'second', count: Math.max(1, seconds) } : { unit: 'minute', count: Math.ceil(seconds / 60) };
}

export const authMessages = defineTexts({
  signingIn: /*i18n*/ { id: 'auth.signing-in', message: 'Signing In...' },
  signedIn: /*i18n*/ { id: 'auth.signed-in', message: 'Successfully signed in!' },
  creatingAccount: /*i18n*/ { id: 'auth.creating-account', message: 'Creating Account...' },
  checkEmail: /*i18n*/ { id: 'auth.check-email', message: 'Check your email for verification link!' },
  sending: /*i18n*/ { id: 'auth.sending', message: 'Sending...' },
  sendAnotherEmail: /*i18n*/ { id: 'auth.send-another-email', message: 'Send Another Email' },
  resetSent: /*i18n*/ { id: 'auth.reset-sent', message: "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox." },
  missingCredentials: /*i18n*/ { id: 'auth.missing-credentials', message: 'You must provide either an email or phone number and a password' },
  emailNotVerified: /*i18n*/ { id: 'auth.email-not-verified', message: 'Please verify your e-mail address before signing in. Check your inbox for the verification link.' },
  verificationResent: /*i18n*/ { id: 'auth.verification-resent', message: 'We sent you a new verification link.' },
  passwordUpdated: /*i18n*/ { id: 'auth.password-updated', message: 'Your password has been changed. You can now sign in.' },
  invalidResetLink: /*i18n*/ { id: 'auth.invalid-reset-link', message: 'This reset link is invalid or has expired. Please request a new one.' },
  commonPassword: /*i18n*/ { id: 'auth.common-password', message: 'This password is too common. Please choose one that is harder to guess.' },
  /**
   * A client that entered the wrong password for one account too often must wait before trying it again (
   * only that client; the owner's own devices are not slowed). `seconds` is the wait left.
   */
  signInDelayed: (seconds: number) => ({
    ...(/*i18n*/ {
      id: 'auth.sign-in-delayed',
      message:
        'Too many failed sign-in attempts from this device. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}} before trying again, or reset your password.',
    }),
    values: waitValues(seconds),
  }),
  tooManyRequests: /*i18n*/ { id: 'auth.too-many-requests', message: 'Too many requests. Please wait a moment and try again.' },
  /**
   * The per-address limit on the e-mail requests (sign-up, verification, password reset): the spec's text, then when
   * the address may ask again. Every e-mail already asked for is still sent.
   */
  tooManyRequestsUntil: (seconds: number) => ({
    ...(/*i18n*/ {
      id: 'auth.too-many-requests-until',
      message:
        'Too many requests. Please wait a moment and try again. You can ask again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}; the e-mails you already asked for are on their way.',
    }),
    values: waitValues(seconds),
  }),
  twoFactorRequired: /*i18n*/ { id: 'auth.two-factor-required', message: 'Enter the 6-digit code from your authenticator app.' },
  /** A two-factor code whose time step was already accepted (RFC 6238 section 5.2). */
  totpCodeReused: /*i18n*/ { id: 'auth.totp-code-reused', message: 'This code has already been used. Wait for your authenticator app to show a new code, then enter that one.' },
  /** A page opened at an address the site does not accept for accounts. */
  invalidOrigin: (siteUrl: string) => ({
    ...(/*i18n*/ { id: 'auth.invalid-origin', message: 'This page was opened at an address this site does not accept for signing in. Open {siteUrl} and try again.' }),
    values: { siteUrl },
  }),
  genericFailure: /*i18n*/ { id: 'auth.generic-failure', message: 'Something went wrong. Please try again.' },
});

export const adminMessages = defineTexts({
  portalTitle: /*i18n*/ { id: 'admin.portal-title', message: 'Admin Portal' },
  signingIn: /*i18n*/ { id: 'admin.signing-in', message: 'Signing in...' },
  loginSuccessful: /*i18n*/ { id: 'admin.login-successful', message: 'Admin login successful' },
  invalidCredentials: /*i18n*/ { id: 'admin.invalid-credentials', message: 'Invalid admin credentials' },
});

/** Refusals several features share: an address that names nothing, and the image uploads' checks. */
export const commonMessages = defineTexts({
  notFound: /*i18n*/ { id: 'common.not-found', message: 'Not found.' },
  fileEmpty: /*i18n*/ { id: 'uploads.file-empty', message: 'The file is empty.' },
  imageTooLarge: /*i18n*/ { id: 'uploads.image-too-large', message: 'Images can be at most 2 MB.' },
  imageKinds: /*i18n*/ { id: 'uploads.image-kinds', message: 'Only PNG, JPEG or WebP images can be uploaded.' },
  noSuchFile: /*i18n*/ { id: 'uploads.no-such-file', message: 'No such file.' },
  noFailedEmail: /*i18n*/ { id: 'mail.no-failed-email', message: 'There is no failed e-mail with this id.' },
  crossSite: /*i18n*/ { id: 'common.cross-site', message: 'Cross-site requests are not allowed.' },
  tooLarge: /*i18n*/ { id: 'common.too-large', message: 'The request is too large.' },
  noSuchEndpoint: /*i18n*/ { id: 'common.no-such-endpoint', message: 'No such API endpoint.' },
  notJson: /*i18n*/ { id: 'common.not-json', message: 'The request body is not valid JSON.' },
  badCharacters: /*i18n*/ { id: 'common.bad-characters', message: 'The request contains characters that are not allowed.' },
  internal: /*i18n*/ { id: 'common.internal', message: 'Something went wrong on our side. Please try again.' },
  attachmentsTooLarge: /*i18n*/ { id: 'ai.attachments-too-large', message: 'Attachments can be at most 10 MB each.' },
});

/** Error codes in API bodies `{ error: { code, message } }` (see src/server/errors.ts). */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  /** The person's plan does not include this (a Premium tool on the free plan): the message links to /pricing. */
  | 'plan_required'
  | 'not_found'
  | 'conflict'
  | 'already_registered'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'upstream_failed'
  | 'upstream_timeout'
  | 'internal';
