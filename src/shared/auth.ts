/**
 * Account rules shared by the forms and the server: field schemas, password length limits
 * and the full-name rule. The server re-checks every one of them.
 */
import { z } from 'zod';
import { formMessages } from './form-messages';
import { defineTexts, englishOf, zodError } from './messages';

/** NIST SP 800-63B style limits: length only, no composition rules (foundation issue). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Longest e-mail address (RFC 5321's 254-octet path), enforced by the server on every account endpoint. */
export const EMAIL_MAX_LENGTH = 254;
/** Each of sign-up's first and last names; the full name joins them with a space. */
export const NAME_PART_MAX_LENGTH = 100;
/** The full name as stored and as the profile form takes it: two parts and the space between them. */
export const FULL_NAME_MAX_LENGTH = NAME_PART_MAX_LENGTH * 2 + 1;

/** The account forms' validation messages (the schemas name them by their English: `englishOf`). */
export const accountFieldMessages = defineTexts({
  emailInvalid: formMessages.emailInvalid,
  emailTooLong: { ...(/*i18n*/ { id: 'form.email-too-long', message: 'An e-mail address can be at most {max} characters' }), values: { max: EMAIL_MAX_LENGTH } },
  passwordTooShort: { ...(/*i18n*/ { id: 'form.password-too-short', message: 'Password must be at least {min} characters' }), values: { min: PASSWORD_MIN_LENGTH } },
  passwordTooLong: { ...(/*i18n*/ { id: 'form.password-too-long', message: 'Password must be at most {max} characters' }), values: { max: PASSWORD_MAX_LENGTH } },
  passwordRequired: /*i18n*/ { id: 'form.password-required', message: 'Password is required' },
  firstNameRequired: /*i18n*/ { id: 'form.first-name-required', message: 'First name is required' },
  firstNameTooLong: { ...(/*i18n*/ { id: 'form.first-name-too-long', message: 'First name can be at most {max} characters' }), values: { max: NAME_PART_MAX_LENGTH } },
  lastNameTooLong: { ...(/*i18n*/ { id: 'form.last-name-too-long', message: 'Last name can be at most {max} characters' }), values: { max: NAME_PART_MAX_LENGTH } },
  passwordsDiffer: /*i18n*/ { id: 'form.passwords-differ', message: 'Passwords do not match' },
  nameRequired: formMessages.nameRequired,
  fullNameTooLong: { ...(/*i18n*/ { id: 'form.full-name-too-long', message: 'Use at most {max} characters' }), values: { max: FULL_NAME_MAX_LENGTH } },
});
const zodMessage = (key: keyof typeof accountFieldMessages) => zodError(accountFieldMessages[key]);

export const emailSchema = z.email(zodMessage('emailInvalid')).max(EMAIL_MAX_LENGTH, zodMessage('emailTooLong'));

export const passwordSchema = z.string({ error: englishOf(accountFieldMessages.passwordTooShort) }).min(PASSWORD_MIN_LENGTH, zodMessage('passwordTooShort')).max(PASSWORD_MAX_LENGTH, zodMessage('passwordTooLong'));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: englishOf(accountFieldMessages.passwordRequired) }).min(1, zodMessage('passwordRequired')),
});

export const signUpSchema = z.object({
  firstName: z.string({ error: englishOf(accountFieldMessages.firstNameRequired) }).trim().min(1, zodMessage('firstNameRequired')).max(NAME_PART_MAX_LENGTH, zodMessage('firstNameTooLong')),
  // Optional: many Indians have one name.
  lastName: z
    .string()
    .trim()
    .max(NAME_PART_MAX_LENGTH, zodMessage('lastNameTooLong'))
    .optional()
    .transform((v) => v ?? ''),
  email: emailSchema,
  password: passwordSchema,
});

export const resetRequestSchema = z.object({ email: emailSchema });

/** Two password fields that must match: the new-password form's rule. */
export const passwordsMatch = { message: englishOf(accountFieldMessages.passwordsDiffer), path: ['confirmPassword'] };

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: englishOf(accountFieldMessages.passwordsDiffer) }) })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

/** Sign-up sends the full name: first and last name joined by a space when both exist, else the one given. */
export function fullName(firstName: string, lastName = ''): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/**
 * What the dashboard and the first run call a person: the first word of their account name, or, only
 * when there is no name, the local part of their e-mail address.
 */
export function firstNameOf(user: { name?: string | null; email: string }): string {
  return user.name?.trim().split(/\s+/)[0] || user.email.split('@')[0];
}

export type { Role } from './roles';
