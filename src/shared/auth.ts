/**
 * Account rules shared by the forms and the server: field schemas, password length limits
 * and the full-name rule. The server re-checks every one of them.
 */
import { z } from 'zod';

/** NIST SP 800-63B style limits: length only, no composition rules (foundation issue). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Longest e-mail address (RFC 5321's 254-octet path), enforced by the server on every account endpoint. */
export const EMAIL_MAX_LENGTH = 254;
/** Each of sign-up's first and last names; the full name joins them with a space. */
export const NAME_PART_MAX_LENGTH = 100;
/** The full name as stored and as the profile form takes it: two parts and the space between them. */
export const FULL_NAME_MAX_LENGTH = NAME_PART_MAX_LENGTH * 2 + 1;

export const emailSchema = z.email({ message: 'Please enter a valid email' }).max(EMAIL_MAX_LENGTH, { message: `An e-mail address can be at most ${EMAIL_MAX_LENGTH} characters` });

export const passwordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { message: 'Password is required' }),
});

export const signUpSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, { message: 'First name is required' }).max(NAME_PART_MAX_LENGTH, { message: `First name can be at most ${NAME_PART_MAX_LENGTH} characters` }),
  // Optional: many Indians have one name.
  lastName: z
    .string()
    .trim()
    .max(NAME_PART_MAX_LENGTH, { message: `Last name can be at most ${NAME_PART_MAX_LENGTH} characters` })
    .optional()
    .transform((v) => v ?? ''),
  email: emailSchema,
  password: passwordSchema,
});

export const resetRequestSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

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
