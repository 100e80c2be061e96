/**
 * The public configuration the server tells the browser at `GET /api/config`: what the UI may show.
 * Nothing here is secret; the server decides every permission regardless of it.
 */
import { z } from 'zod';

export const authProviderSchema = z.object({
  /** Better Auth provider id: 'google', 'github' (social) or 'oidc' (generic OAuth). */
  id: z.string(),
  /** Button label after 'Continue with '. */
  name: z.string(),
  /** 'social' providers start at /api/auth/sign-in/social; 'oauth2' ones through genericOAuth. */
  kind: z.enum(['social', 'oauth2']),
});

export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  providers: z.array(authProviderSchema),
  /**
   * Only in demo mode and only to a client on the server's own machine: the seeded demo accounts, shown
   * as such on the sign-in pages, with the DEV menu (outbox link) beside them.
   */
  demoAccounts: z
    .object({
      admin: z.object({ email: z.string(), password: z.string() }),
      user: z.object({ email: z.string(), password: z.string() }),
    })
    .nullable(),
  /** IANA time zone of default event times and daily allowances (PLATFORM_TIME_ZONE). */
  platformTimeZone: z.string(),
  /** Where e-mails go: 'smtp' or 'outbox' (demo outbox at /dev/outbox). */
  mailTransport: z.enum(['smtp', 'outbox']),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type AuthProvider = z.infer<typeof authProviderSchema>;
