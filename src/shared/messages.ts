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

export const toastTitles = {
  error: /*i18n*/ { id: 'toast.error', message: 'Error' },
  success: /*i18n*/ { id: 'toast.success', message: 'Success' },
} as const;

/** A wait for a person to read: "2 seconds" under a minute and a half, else whole minutes rounded up ("15 minutes"). */
function waitText(seconds: number): string {
  return seconds < 90 ? `${Math.max(1, seconds)} second${Math.max(1, seconds) === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
}

export const authMessages = {
  signingIn: 'Signing In...',
  signedIn: 'Successfully signed in!',
  creatingAccount: 'Creating Account...',
  checkEmail: 'Check your email for verification link!',
  sending: 'Sending...',
  sendAnotherEmail: 'Send Another Email',
  resetSent: "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox.",
  missingCredentials: 'You must provide either an email or phone number and a password',
  emailNotVerified: 'Please verify your e-mail address before signing in. Check your inbox for the verification link.',
  verificationResent: 'We sent you a new verification link.',
  passwordUpdated: 'Your password has been changed. You can now sign in.',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  /**
   * A client that entered the wrong password for one account too often must wait before trying it again (
   * only that client; the owner's own devices are not slowed). `seconds` is the wait left.
   */
  signInDelayed: (seconds: number) =>
    `Too many failed sign-in attempts from this device. Please wait ${waitText(seconds)} before trying again, or reset your password.`,
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /**
   * The per-address limit on the e-mail requests (sign-up, verification, password reset): the spec's text, then when
   * the address may ask again. Every e-mail already asked for is still sent.
   */
  tooManyRequestsUntil: (seconds: number) =>
    `Too many requests. Please wait a moment and try again. You can ask again in ${waitText(seconds)}; the e-mails you already asked for are on their way.`,
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  /** A two-factor code whose time step was already accepted (RFC 6238 section 5.2). */
  totpCodeReused: 'This code has already been used. Wait for your authenticator app to show a new code, then enter that one.',
  /** A page opened at an address the site does not accept for accounts. */
  invalidOrigin: (siteUrl: string) => `This page was opened at an address this site does not accept for signing in. Open ${siteUrl} and try again.`,
  genericFailure: 'Something went wrong. Please try again.',
} as const;

export const adminMessages = {
  portalTitle: 'Admin Portal',
  signingIn: 'Signing in...',
  loginSuccessful: 'Admin login successful',
  invalidCredentials: 'Invalid admin credentials',
} as const;

export const notFoundMessages = {
  title: 'Oops! Page not found',
  text: "The page you're looking for doesn't exist or has been moved.",
  link: 'Return to Home',
} as const;

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
