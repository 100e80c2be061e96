/**
 * Accounts on Better Auth, mounted at /api/auth/*: e-mail + password with required
 * verification and reset by e-mail, server sessions in HttpOnly cookies, roles (admin plugin), TOTP two-factor (each
 * code accepted once: totp-replay.ts), and third-party sign-in for each configured provider (Google, GitHub, any
 * OpenID Connect issuer).
 * Rate limits: Better Auth's per-IP buckets (database, or Redis when configured), per-account limits on the e-mail
 * requests, and growing sign-in delays per account and client address with a notice to the owner (lockout.ts).
 * Reset requests and sign-up answer in the same time whether or not the address has an account (account-mail.ts).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, genericOAuth, openAPI, twoFactor } from 'better-auth/plugins';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '~/shared/auth';
import { authMessages } from '~/shared/messages';
import { defaultLocale, localeOf, localizedPath, locales } from '~/shared/locales';
import { paths } from '~/shared/paths';
import type { AuthProvider } from '~/shared/config';
import type { Database } from '../db';
import { eq } from 'drizzle-orm';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { resetPasswordEmail, signInAttackNoticeEmail, verificationEmail } from '../mail/templates';
import type { JobQueue } from '../jobs/queue';
import { type AccountMailJob, SIGN_UP_ANSWER_FLOOR_MS, holdUntil, isSameSitePath } from './account-mail';
import { clearSignInFailures, recordSignInFailure, signInWait } from './lockout';
import { hashPassword, verifyPassword } from './passwords';
import { guardTotpReplay } from './totp-replay';
import { type RateLimitRule, consumeRateLimit } from '../rate-limit';
import type { Metrics } from '../metrics';
import type { Logger } from '../logger';
import { CLIENT_IP_HEADER } from '../middleware/client-ip';
import { writeText } from '../i18n';

/**
 * Per-account limits (keyed by the e-mail in the body, known account or not, so answers reveal nothing):
 * requests that send e-mail or create accounts. Per-IP limits are AUTH_RATE_LIMITS below.
 */
export const ACCOUNT_RATE_LIMITS: Record<string, RateLimitRule> = {
  '/sign-up/email': { windowSeconds: 15 * 60, max: 5 },
  '/request-password-reset': { windowSeconds: 15 * 60, max: 5 },
  '/send-verification-email': { windowSeconds: 15 * 60, max: 5 },
};

/** Per-IP request limits on the account endpoints (window in seconds). */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 30 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/two-factor/*': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 20 },
  // Not limited: reading one's own session is what every page does on load, costs one indexed lookup, and
  // reveals nothing without the cookie. Under the default (200 a minute per address) a campus behind one NAT
  // address, or a busy browser-test run, got 429 here and every page then showed its visitors' view.
  '/get-session': false,
} as const;

export interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Where browser reset requests are queued (account-mail.ts). */
  jobs: JobQueue;
  redis?: Redis | null;
  /** Counts sign-in failures and refused (delayed) tries for /metrics. */
  metrics?: Pick<Metrics, 'signInFailure' | 'signInLockout'>;
  /**
   * The process logger: Better Auth's own lines (`Invalid password`, adapter errors) go through it, so they are JSON
   * with the request id like every other line. Unset: Better Auth's plain-text console logger.
   */
  logger?: Logger;
}

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Better Auth's `logger` option writing through pino: each of its lines becomes one JSON line at the same level,
 * `msg` prefixed with `[Better Auth]`, an Error argument as pino's `err`, other arguments under `args`; pino's mixin
 * adds the request id (logger.ts). Better Auth filters before calling us: at `warn` (its default) unless the process
 * logs at debug/trace, so LOG_LEVEL=info does not add Better Auth's chatty info lines. pino's level `silent`
 * disables it altogether.
 * @param logger the process logger
 * @returns the value for `betterAuth({ logger })`
 */
export function betterAuthLogger(logger: Logger) {
  const level: BetterAuthLevel = logger.level === 'debug' || logger.level === 'trace' ? 'debug' : 'warn';
  return {
    disabled: logger.level === 'silent',
    // Otherwise Better Auth probes the terminal's colour depth each time it makes a logger (see createAuth).
    disableColors: true,
    level,
    log(at: BetterAuthLevel, message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== err);
      const fields: Record<string, unknown> = {};
      if (err) fields.err = err;
      if (rest.length) fields.args = rest;
      logger[at](fields, `[Better Auth] ${message}`);
    },
  };
}

/**
 * Better Auth's handler for errors its endpoints throw, so they are logged through the process logger (JSON, with the
 * request id) at a level that fits: a refusal (an APIError below 500: a wrong password, a delay, a bad token) at
 * debug, since the answer already tells the person and the metrics count sign-in failures; anything else at error.
 * Without it Better Auth logs every refusal at error level through whichever logger it made last (in a process
 * with several instances, as the tests have, its own plain-text console one). The answer is unchanged: Better Auth
 * still turns the error into its response.
 */
export function betterAuthErrorLogger(logger: Logger) {
  return (error: unknown) => {
    if (error instanceof APIError && error.statusCode < 500) {
      logger.debug({ status: error.statusCode, code: (error.body as { code?: unknown } | undefined)?.code }, `[Better Auth] ${error.message}`);
      return;
    }
    logger.error({ err: error }, '[Better Auth] an endpoint failed');
  };
}

/** Better Auth's answers to the e-mail requests, account or not. */
const RESET_REQUESTED = { status: true, message: 'If this email exists in our system, check your email for the reset link' };
const VERIFICATION_REQUESTED = { status: true };

/** Builds the Better Auth instance for this process. */
export function createAuth({ env, db, mailer, jobs, redis, metrics, logger }: AuthDeps) {
  /** When each browser sign-up request reached the hooks (performance.now() ms), for its answer floor. */
  const signUpStarted = new WeakMap<Request, number>();

  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    socialProviders.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };
  }
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? [
          {
            providerId: 'oidc',
            discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            // Signing out of ChangePath should not also sign the user out of their identity provider.
            disableProviderLogout: true,
          },
        ]
      : [];

  /** The language stored on a user Better Auth hands over (its `locale` additional field, not in the user's type). */
  const storedLocale = (user: object) => localeOf((user as { locale?: unknown }).locale);

  /** E-mails the owner of `email`, if it has an account, that its password is being guessed (lockout.ts). */
  async function sendAttackNotice(email: string, seen: { failures: number; clients: number }) {
    const [owner] = await db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!owner) return;
    const locale = localeOf(owner.locale);
    const resetPage = new URL(localizedPath(paths.resetPassword, locale), env.publicUrl).href;
    await mailer.enqueue(signInAttackNoticeEmail(owner.email, owner.name, resetPage, seen.failures, seen.clients, locale));
  }

  return betterAuth({
    appName: 'ChangePath',
    // disableColors: otherwise Better Auth probes the terminal's colour depth (reading the environment) each time it
    // makes a logger, which its database adapter does on every call (profiled: 3% of a session lookup).
    logger: logger ? betterAuthLogger(logger) : { disabled: env.LOG_LEVEL === 'silent', disableColors: true },
    onAPIError: logger ? { onError: betterAuthErrorLogger(logger) } : undefined,
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: rateLimits },
    }),
    secondaryStorage: redis ? redisSecondaryStorage(redis) : undefined,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(resetPasswordEmail(user.email, user.name, url, storedLocale(user)));
      },
      onPasswordReset: async ({ user }) => clearSignInFailures(db, user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Opening the link signs the person in: the first run continues at once, on /welcome.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.enqueue(verificationEmail(user.email, user.name, url, storedLocale(user)));
      },
    },
    user: {
      deleteUser: { enabled: true },
      // The person's language: set at sign-up from the page they signed up on, changed by the language switch
      // (routes/language.ts, through update-user); only the interface's languages are taken.
      additionalFields: { locale: { type: 'string', required: false, defaultValue: defaultLocale, input: true, validator: { input: z.enum(locales) } } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      storeSessionInDatabase: true,
    },
    socialProviders,
    rateLimit: {
      enabled: true,
      storage: redis ? 'secondary-storage' : 'database',
      window: 60,
      max: 200,
      customRules: { ...AUTH_RATE_LIMITS },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // NOTE: explicit, because Better Auth turns its origin/CSRF check off whenever NODE_ENV=test; tests must see
      // the same protection as production.
      disableOriginCheck: false,
      useSecureCookies: env.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: env.production },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // PostgreSQL cannot store U+0000, and a null name breaks a NOT NULL column: bad input, answered 400, not 500.
        if (containsNul(ctx.body) || containsNul(ctx.query)) {
          throw APIError.from('BAD_REQUEST', { message: 'The request contains characters that are not allowed.', code: 'INVALID_CHARACTERS' });
        }
        if (ctx.path === '/update-user' && ctx.body && typeof ctx.body === 'object' && 'name' in ctx.body && typeof ctx.body.name !== 'string') {
          throw APIError.from('BAD_REQUEST', { message: 'Please enter your name.', code: 'INVALID_NAME' });
        }
        // The forms' limits, enforced here for every caller: no unbounded text reaches the user table.
        if (typeof ctx.body?.name === 'string' && ctx.body.name.trim().length > FULL_NAME_MAX_LENGTH) {
          throw APIError.from('BAD_REQUEST', { message: `Your name can be at most ${FULL_NAME_MAX_LENGTH} characters.`, code: 'NAME_TOO_LONG' });
        }
        if (typeof ctx.body?.email === 'string' && ctx.body.email.trim().length > EMAIL_MAX_LENGTH) {
          throw APIError.from('BAD_REQUEST', { message: `An e-mail address can be at most ${EMAIL_MAX_LENGTH} characters.`, code: 'EMAIL_TOO_LONG' });
        }
        if (typeof ctx.body?.image === 'string' && ctx.body.image.length > 2048) {
          throw APIError.from('BAD_REQUEST', { message: 'The picture address can be at most 2048 characters.', code: 'IMAGE_TOO_LONG' });
        }
        if (ctx.path === '/sign-up/email' && ctx.request) signUpStarted.set(ctx.request, performance.now());
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        const accountRule = ACCOUNT_RATE_LIMITS[ctx.path];
        // Browser requests only: the server's own calls (the account-mail worker) were counted when they were asked.
        if (accountRule && email && ctx.request) {
          const { allowed, retryAfterSeconds } = await consumeRateLimit(db, `account:${ctx.path}:${email}`, accountRule);
          // Says when the address may ask again (the same for an address with no account: nothing to probe).
          if (!allowed) throw APIError.from('TOO_MANY_REQUESTS', { message: writeText(authMessages.tooManyRequestsUntil(retryAfterSeconds)), code: 'TOO_MANY_REQUESTS' });
        }
        // A browser's reset or resend-verification request is queued and answered at once, the same work for any
        // address. Anything Better Auth would refuse (a malformed address, a link leading elsewhere) goes
        // on to be refused by it.
        if ((ctx.path === '/request-password-reset' || ctx.path === '/send-verification-email') && ctx.request && z.email().safeParse(ctx.body?.email).success) {
          const reset = ctx.path === '/request-password-reset';
          const target: unknown = reset ? ctx.body?.redirectTo : ctx.body?.callbackURL;
          if (target === undefined || isSameSitePath(target)) {
            const job: AccountMailJob = reset
              ? { kind: 'password-reset', email: String(ctx.body.email), ...(target === undefined ? {} : { redirectTo: target }) }
              : { kind: 'verification', email: String(ctx.body.email), ...(target === undefined ? {} : { callbackURL: target }) };
            await jobs.send('account-mail', job);
            return ctx.json(reset ? RESET_REQUESTED : VERIFICATION_REQUESTED);
          }
        }
        if (ctx.path === '/two-factor/verify-totp') return guardTotpReplay(ctx, db);
        if (ctx.path !== '/sign-in/email') return;
        const wait = email ? await signInWait(db, email, clientAddress(ctx)) : 0;
        // Only this client is slowed for this account; the same answer whether or not the account exists.
        if (wait > 0) metrics?.signInLockout();
        if (wait > 0) throw APIError.from('TOO_MANY_REQUESTS', { message: writeText(authMessages.signInDelayed(wait)), code: 'SIGN_IN_DELAYED' });
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Sign-up answers the same for a new address and for one that already has an account: Better Auth's
        // answer for a taken address is a made-up user (role null, where a real one has 'user'), which told which
        // addresses are registered. No session exists before verification, so nothing is lost. Browser requests
        // only: the server's own calls keep the created user.
        if (ctx.path === '/sign-up/email' && ctx.request) {
          const returned = ctx.context.returned;
          // Only a new address is written and mailed: every accepted sign-up waits for the same floor.
          // A refusal (a malformed address, a short password) says nothing about the address and is not held.
          if (!(returned instanceof APIError)) await holdUntil(signUpStarted.get(ctx.request) ?? performance.now(), SIGN_UP_ANSWER_FLOOR_MS);
          if (returned && !(returned instanceof APIError) && !(returned instanceof Response)) return ctx.json({ token: null, user: null });
          return;
        }
        if (ctx.path !== '/sign-in/email') return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
        if (!email) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.statusCode === 401) {
          metrics?.signInFailure();
          const seen = await recordSignInFailure(db, email, clientAddress(ctx));
          if (seen.notify) await sendAttackNotice(email, seen);
        } else if (ctx.context.newSession) await clearSignInFailures(db, email, clientAddress(ctx));
      }),
    },
    // Better Auth wraps every call in OpenTelemetry spans; with no tracer installed they only cost CPU on each
    // session lookup (measured with scripts/bench: about 5% of a signed-in request).
    experimental: { instrumentation: { enabled: false } },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'ChangePath' }),
      // Describes Better Auth's own endpoints for /api/openapi.json (src/server/api.ts merges them in); its own
      // reference page (which loads Scalar from a CDN) is off: /api/docs is the one reference.
      openAPI({ disableDefaultReference: true }),
      ...(oidc.length ? [genericOAuth({ config: oidc })] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The client address the server decided for this request (CLIENT_IP_HEADER); 'unknown' for the server's own calls. */
function clientAddress(ctx: { headers?: Headers; request?: Request }): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/** True when any string in `v` (an object, array or string, nested) contains U+0000. */
function containsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (!v || typeof v !== 'object' || depth > 8) return false;
  return Object.values(v).some((x) => containsNul(x, depth + 1));
}

/** Increments a counter, setting its TTL (seconds) only when it is created: one atomic step in Redis. */
const INCREMENT_SCRIPT = "local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return v";

/**
 * Better Auth's secondary storage on Redis (sessions cache and rate-limit buckets shared by every server
 * process). TTLs are in seconds.
 */
export function redisSecondaryStorage(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    getAndDelete: (key: string) => redis.getdel(key),
    increment: async (key: string, ttl: number) => Number(await redis.eval(INCREMENT_SCRIPT, 1, key, Math.max(1, Math.ceil(ttl)))),
    set: async (key: string, value: string, ttl?: number) => {
      if (ttl) await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttl)));
      else await redis.set(key, value);
    },
    delete: async (key: string) => {
      await redis.del(key);
    },
  };
}

/** The sign-in buttons the UI offers: one per configured provider, none when nothing is configured. */
export function configuredProviders(env: Env): AuthProvider[] {
  const list: AuthProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push({ id: 'google', name: 'Google', kind: 'social' });
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) list.push({ id: 'github', name: 'GitHub', kind: 'social' });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) list.push({ id: 'oidc', name: env.OIDC_NAME, kind: 'oauth2' });
  return list;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins allowed to call the account endpoints and the API: PUBLIC_URL's, and in demo mode, when
 * PUBLIC_URL is a loopback address, the other loopback names of the same port (someone who opens
 * http://127.0.0.1:3000 instead of http://localhost:3000 can still sign up). Production accepts PUBLIC_URL only.
 */
export function trustedOrigins(env: Pick<Env, 'publicUrl' | 'demoMode'>): string[] {
  const own = new URL(env.publicUrl);
  if (!env.demoMode || !LOOPBACK_HOSTS.includes(own.hostname)) return [own.origin];
  return [own.origin, ...LOOPBACK_HOSTS.filter((h) => h !== own.hostname).map((h) => `${own.protocol}//${h}${own.port ? `:${own.port}` : ''}`)];
}

/**
 * Adds the request's id to a Better Auth error answer (decision 013): a JSON object body of status 400 or
 * more gets `requestId` beside its own fields (`message`, `code`), which stay as they were, so a person who meets a
 * refused sign-in can quote the same id as on every other error. Other answers pass through untouched.
 * @param res Better Auth's answer
 * @param requestId the id answered in `X-Request-Id`
 */
export async function withAuthErrorRequestId(res: Response, requestId: string | undefined): Promise<Response> {
  if (!requestId || res.status < 400 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'requestId' in body) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, requestId }), { status: res.status, statusText: res.statusText, headers });
}

/**
 * Better Auth refuses a request from an origin it does not trust with `{ code: 'INVALID_ORIGIN', message: 'Invalid
 * origin' }`. People see the message, so it becomes a sentence that says what to do; other answers pass
 * through unchanged.
 */
export async function explainRefusedOrigin(res: Response, publicUrl: string): Promise<Response> {
  if (res.status !== 403) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (body?.code !== 'INVALID_ORIGIN') return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ code: 'INVALID_ORIGIN', message: writeText(authMessages.invalidOrigin(new URL(publicUrl).origin)) }), { status: 403, headers });
}

