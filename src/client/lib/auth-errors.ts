/**
 * Turns a Better Auth client error into the text the user sees (in an 'Error' toast or under the form), in the page's
 * language: Better Auth's own refusals by their code, with clearer words for the cases this product adds (an
 * unverified address; rate limits and sign-in delays, whose sentence the server already wrote in the request's
 * language, saying when to try again).
 */
import type { MessageDescriptor } from '@lingui/core';
import { type Text, authMessages } from '~/shared/messages';

export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
}

/** Better Auth's refusals a person can meet on the account forms, by error code, with Better Auth's English. */
const byCode: Record<string, MessageDescriptor> = {
  INVALID_EMAIL_OR_PASSWORD: /*i18n*/ { id: 'auth.code.invalid-email-or-password', message: 'Invalid email or password' },
  INVALID_EMAIL: /*i18n*/ { id: 'auth.code.invalid-email', message: 'Invalid email' },
  INVALID_PASSWORD: /*i18n*/ { id: 'auth.code.invalid-password', message: 'Invalid password' },
  PASSWORD_TOO_SHORT: /*i18n*/ { id: 'auth.code.password-too-short', message: 'Password too short' },
  PASSWORD_TOO_LONG: /*i18n*/ { id: 'auth.code.password-too-long', message: 'Password too long' },
  USER_ALREADY_EXISTS: /*i18n*/ { id: 'auth.code.user-already-exists', message: 'User already exists.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: /*i18n*/ { id: 'auth.code.user-already-exists-use-another-email', message: 'User already exists. Use another email.' },
  INVALID_TOKEN: /*i18n*/ { id: 'auth.code.invalid-token', message: 'Invalid token' },
  INVALID_CODE: /*i18n*/ { id: 'auth.code.invalid-code', message: 'Invalid code' },
  INVALID_BACKUP_CODE: /*i18n*/ { id: 'auth.code.invalid-backup-code', message: 'Invalid backup code' },
  OTP_HAS_EXPIRED: /*i18n*/ { id: 'auth.code.otp-has-expired', message: 'OTP has expired' },
  TOO_MANY_ATTEMPTS: /*i18n*/ { id: 'auth.code.too-many-attempts', message: 'Too many attempts' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: /*i18n*/ { id: 'auth.code.too-many-attempts-request-new-code', message: 'Too many attempts. Please request a new code.' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: /*i18n*/ { id: 'auth.code.credential-account-not-found', message: 'Credential account not found' },
};

/** The text of a Better Auth refusal (see the module docstring); the generic failure when there is none. */
export function authErrorMessage(error: AuthClientError | null | undefined): Text {
  if (!error) return authMessages.genericFailure;
  if (error.code === 'EMAIL_NOT_VERIFIED') return authMessages.emailNotVerified;
  if (error.status === 429) return error.message && error.code ? error.message : authMessages.tooManyRequests;
  const known = error.code ? byCode[error.code] : undefined;
  return known ?? (error.message || authMessages.genericFailure);
}
