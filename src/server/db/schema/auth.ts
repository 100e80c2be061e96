/**
 * Account tables used by Better Auth: users with a server-side role (admin plugin), sessions,
 * linked accounts (password hash or OAuth identity), verification tokens, TOTP factors and rate-limit buckets.
 * Property names are Better Auth's field names; columns are snake_case.
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** 'user' or 'admin' (comma-separated when several); decided by the server only. */
  role: text('role').default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: ts('ban_expires'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** 'free' | 'premium' | 'business'; changed by an admin. Not a Better Auth field. */
  plan: text('plan').notNull().default('free'),
  /**
   * The language the person chose for ChangePath ('en' | 'hi', `shared/locales.ts`): the language of the page they
   * signed up on, then of each language switch they make. E-mails, calendar files and certificates are written in
   * it. A Better Auth additional field (auth.ts), so sign-up and update-user take it.
   */
  locale: text('locale').notNull().default('en'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    /** argon2id hash (PHC string) for the 'credential' provider. */
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: ts('locked_until'),
    /**
     * The last RFC 6238 time step (Unix seconds / 30) whose code was accepted; a code of this step or an earlier one
     * is refused (RFC 6238 section 5.2). Not a Better Auth field: `auth/totp-replay.ts` keeps it.
     */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** Better Auth's per-IP request buckets when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Epoch milliseconds of the bucket's last request. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Failed password sign-ins per account *and* client address (a lockout nobody else can aim). Keyed by the
 * lower-cased e-mail, known account or not, so unknown addresses are slowed the same way; `locked_until` is when
 * this client may try this account again (lockout.ts has the thresholds).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    /** The client address the server trusts (CLIENT_IP_HEADER); an IPv6 address is cut to its /64 network. */
    clientIp: text('client_ip').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull().defaultNow(),
    lastFailedAt: ts('last_failed_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.email, t.clientIp] }), index('sign_in_failures_email_idx').on(t.email, t.lastFailedAt)],
);

/** When the owner of an account was last told that it is under attack (one notice per NOTICE_EVERY_HOURS). */
export const signInNotices = pgTable('sign_in_notices', {
  email: text('email').primaryKey(),
  notifiedAt: ts('notified_at').notNull().defaultNow(),
});
