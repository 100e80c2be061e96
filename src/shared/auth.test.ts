import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, firstNameOf, fullName, newPasswordSchema, passwordSchema, signInSchema, signUpSchema } from './auth';

describe('account rules', () => {
  it('joins first and last name with one space', () => {
    expect(fullName('  Asha ', 'Rao ')).toBe('Asha Rao');
    // One name is a whole name.
    expect(fullName('Priya', '')).toBe('Priya');
    expect(fullName('Priya')).toBe('Priya');
  });
  it('accepts passwords of 8 to 128 characters with no composition rules', () => {
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH - 1)).success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH + 1)).success).toBe(false);
  });
  it('requires e-mail and password to sign in', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
  it('requires every sign-up field but the last name', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'long-enough-pass' };
    expect(signUpSchema.safeParse(ok).success).toBe(true);
    for (const key of ['firstName', 'email', 'password']) {
      expect(signUpSchema.safeParse({ ...ok, [key]: '  ' }).success, key).toBe(false);
    }
    expect(signUpSchema.parse({ ...ok, lastName: '  ' }).lastName).toBe('');
    expect(signUpSchema.parse({ firstName: 'Priya', email: 'a@b.co', password: 'long-enough-pass' }).lastName).toBe('');
  });
  it('requires the new password twice, equal', () => {
    expect(newPasswordSchema.safeParse({ password: 'long-enough-pass', confirmPassword: 'long-enough-pass' }).success).toBe(true);
    const r = newPasswordSchema.safeParse({ password: 'long-enough-pass', confirmPassword: 'other-pass-123' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('firstNameOf', () => {
  it('is the first word of the name, else the e-mail’s local part', () => {
    expect(firstNameOf({ name: '  Meera   Iyer ', email: 'm@example.com' })).toBe('Meera');
    expect(firstNameOf({ name: 'Asha', email: 'a@example.com' })).toBe('Asha');
    expect(firstNameOf({ name: '', email: 'kiran.k@example.com' })).toBe('kiran.k');
    expect(firstNameOf({ name: null, email: 'ravi@example.com' })).toBe('ravi');
    expect(firstNameOf({ name: '   ', email: 'x@example.com' })).toBe('x');
  });
});
