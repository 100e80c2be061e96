/**
 * Turns a Better Auth client error into the text the user sees (the provider's message in an
 * 'Error' toast), with clearer words for the cases this product adds (sign-in delays and rate limits, whose server sentence says when to try again; common password).
 */
import { authMessages } from '~/shared/messages';

export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
}

export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (!error) return authMessages.genericFailure;
  if (error.code === 'EMAIL_NOT_VERIFIED') return authMessages.emailNotVerified;
  if (error.status === 429) return error.message && error.code ? error.message : authMessages.tooManyRequests;
  return error.message || authMessages.genericFailure;
}
