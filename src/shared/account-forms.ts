/**
 * The account pages' forms as their actions read them (Conform, `client/lib/parse-form.ts`): each page's forms are
 * one `intent` union of the account rules in ./auth.ts, the same rules the browser checks. What the forms send on to
 * Better Auth is then checked again by Better Auth itself. `enhanced` marks a form posted in the background once
 * hydrated (it gets data back rather than a redirect).
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, accountFieldMessages, emailSchema, passwordSchema, passwordsMatch, signInSchema, signUpSchema } from './auth';
import { englishOf } from './messages';

const enhanced = z.literal('1').optional();
/** Text a form may leave empty (absent counts as empty), at most `max` characters. */
const text = (max: number) => z.string().max(max).default('');
/** Where sign-in leads next (checked by `safeRedirect` before use). */
const redirectTo = text(2000);

/** /signin: e-mail and password, the two-factor code, or 'Resend verification email'. */
export const signInFormSchema = z.discriminatedUnion('intent', [
  signInSchema.extend({ intent: z.literal('sign-in'), redirect: redirectTo, enhanced }),
  z.object({ intent: z.literal('two-factor'), code: text(20), redirect: redirectTo, enhanced }),
  z.object({ intent: z.literal('resend'), email: text(EMAIL_MAX_LENGTH), redirect: redirectTo, enhanced }),
]);

/** /signup: the account's fields, or (after it) 'Resend verification email'. */
export const signUpFormSchema = z.discriminatedUnion('intent', [
  signUpSchema.extend({ intent: z.literal('sign-up'), enhanced }),
  z.object({ intent: z.literal('resend'), email: text(EMAIL_MAX_LENGTH), enhanced }),
]);

/** /reset-password: ask for a link by e-mail, or set the new password with the link's token. */
export const resetPasswordFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('request'), email: emailSchema, enhanced }),
  z
    .object({ intent: z.literal('new-password'), password: passwordSchema, confirmPassword: z.string({ error: passwordsMatch.message }), token: text(500), enhanced })
    .refine((v) => v.password === v.confirmPassword, passwordsMatch),
]);

/** /profile's account forms. */
export const profileAccountFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('name'),
    name: z
      .string({ error: englishOf(accountFieldMessages.nameRequired) })
      .trim()
      .min(1, { message: englishOf(accountFieldMessages.nameRequired) })
      .max(FULL_NAME_MAX_LENGTH, { message: englishOf(accountFieldMessages.fullNameTooLong) }),
    enhanced,
  }),
  z.object({ intent: z.literal('password'), currentPassword: text(1000), newPassword: passwordSchema, enhanced }),
  z.object({ intent: z.literal('revoke-session'), token: text(500), enhanced }),
  z.object({ intent: z.literal('two-factor-start'), password: text(1000), enhanced }),
  z.object({ intent: z.literal('two-factor-verify'), code: text(20), uri: text(500), backupCodes: text(2000), enhanced }),
  z.object({ intent: z.literal('two-factor-disable'), password: text(1000), enhanced }),
  z.object({ intent: z.literal('delete'), password: text(1000), enhanced }),
]);
export type ProfileIntent = z.infer<typeof profileAccountFormSchema>['intent'];

/** The first message under each field of a form that did not pass (its `intent` left out). */
export function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(error ?? {}).flatMap(([field, messages]) => (field !== 'intent' && messages?.[0] ? [[field, messages[0]]] : [])));
}
