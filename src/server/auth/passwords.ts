/**
 * Password hashing for Better Auth: argon2id with OWASP's minimum (19 MiB memory, 2 iterations, parallelism 1),
 * and the common-password check (Mozilla's list of the most common passwords, `fxa-common-password-list`).
 * Better Auth calls `hashPassword` on every path that sets a password (sign-up, reset, change, admin create),
 * so the check lives here once.
 */
import { hash, verify } from '@node-rs/argon2';
import { APIError } from 'better-auth/api';
import { createRequire } from 'node:module';
import { authMessages } from '~/shared/messages';
import { writeText } from '../i18n';

const require = createRequire(import.meta.url);
const commonPasswords: { test(password: string): boolean } = require('fxa-common-password-list');

/** OWASP Password Storage Cheat Sheet, argon2id option 5 (m=19456 KiB, t=2, p=1). Algorithm defaults to argon2id. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** True when the password (or its lower-case form) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Hashes a password to a PHC string. Throws APIError 400 PASSWORD_TOO_COMMON for a common password. */
export async function hashPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw APIError.from('BAD_REQUEST', { message: writeText(authMessages.commonPassword), code: 'PASSWORD_TOO_COMMON' });
  }
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a PHC hash; false for a malformed hash. */
export async function verifyPassword({ hash: phc, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
