/**
 * The only module that reads `process.env`. Parses it once with zod at boot; a bad value stops the process
 * with a message naming the variable. Every setting has an embedded default where one can serve; production
 * (`NODE_ENV=production`) refuses to start without the secrets it needs. See `.env.example` and the README.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `1` turns demo mode on: demo accounts, demo content, /dev/outbox. `npm start` and `npm run dev` set it; never in production. */
  DEMO: z.enum(['0', '1']).default('0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('ChangePath <no-reply@changepath.local>'),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('Single Sign-On'),
  DEMO_ADMIN_EMAIL: z.email().default('admin@changepath.test'),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default('changepath-admin-demo'),
  DEMO_USER_EMAIL: z.email().default('learner@changepath.test'),
  DEMO_USER_PASSWORD: z.string().min(8).default('changepath-learner-demo'),
  PLATFORM_TIME_ZONE: z.string().default('Asia/Kolkata'),
  /**
   * Seconds a stopping process keeps serving while `/api/health/ready` already answers 503, so a proxy's health check
   * takes it out of rotation before its listener closes. 0 (the default) stops at once; behind a proxy, a
   * little more than the proxy's health-check interval (deploy/compose.yaml sets 3 for Caddy's 2 s).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Seconds between talk-reminder sweeps in each process (claims make several processes send each once). */
  REMINDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** SMTP: connections the pooled transport opens at most (shared by every mail this process sends). */
  MAIL_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** SMTP: messages a second this process sends at most (a provider's rate limit). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(50),
  /** SMTP: seconds to connect and to get the server's greeting before a try counts as failed (idle socket: 3×). */
  MAIL_SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Seconds before the first retry of a mail that failed for a temporary reason; later retries back off to 1 h. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Seconds a background job may run before it counts as lost (its process died) and is tried again. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  /** Seconds between the job queue's supervision passes (which find lost jobs). */
  JOB_SUPERVISE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** OpenAI-compatible endpoint for the AI mentor, e.g. http://127.0.0.1:11434/v1 (Ollama). Unset = offline mentor. */
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** Whether the model accepts image inputs (vision). */
  LLM_ACCEPTS_IMAGES: bool,
  /** Seconds to wait for a model's first token before the chat fails. */
  LLM_FIRST_TOKEN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  SUPPORT_EMAIL: z.email().default('support@changepath.test'),
  /**
   * Bearer token a Prometheus scraper sends to `GET /metrics`, at least 16 characters. Unset: /metrics
   * answers only a client on this machine that did not come through a proxy.
   */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /**
   * Paid plans (Razorpay). `1` sells them and, in production, needs the three RAZORPAY_* keys and the supplier's
   * details for GST invoices; `0` turns checkout off. Unset: on outside production (the local Razorpay serves the demo
   * and the tests), and in production only when the keys are set.
   */
  PAID_PLANS: z.enum(['0', '1']).optional(),
  /** Razorpay API key id and secret (Dashboard → Settings → API keys). Unset outside production: the local Razorpay. */
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  /** The secret Razorpay signs webhooks with (Dashboard → Webhooks); the webhook URL is PUBLIC_URL/api/billing/webhook. */
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** The supplier on GST invoices: legal name, registered address and GSTIN (its first two digits are the state). */
  SUPPLIER_NAME: z.string().default('ChangePath Learning (demo supplier)'),
  SUPPLIER_ADDRESS: z.string().default('12 Residency Road, Bengaluru, Karnataka 560025'),
  SUPPLIER_GSTIN: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a 15-character GSTIN').optional()),
  /** The service's accounting code on invoices: 999293 (commercial training and coaching) unless advised otherwise. */
  GST_SAC: z.string().regex(/^[0-9]{4,8}$/).default('999293'),
  /** Where the built client lives (React Router build output). */
  CLIENT_DIR: z.string().default('./build/client'),
});

export type Env = z.infer<typeof schema> & {
  /** DEMO=1 outside production (asked for, never implied): demo accounts and content, the /dev/outbox page. */
  demoMode: boolean;
  production: boolean;
  /** Absolute data folder. */
  dataDir: string;
  /** The secret in force (from the environment, or generated and kept in DATA_DIR in demo mode). */
  authSecret: string;
  /** The origin the site is reached at, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Paid plans are on sale (PAID_PLANS, or its default). */
  paidPlans: boolean;
  /** The GSTIN on invoices (a demo one outside production when unset). */
  supplierGstin: string;
  /** The address in MAIL_FROM ('ChangePath <no-reply@x>' → 'no-reply@x'): the organizer of talk invitations. */
  mailFromAddress: string;
};

/** Raised when the environment is invalid; main() prints it and exits 1. */
export class EnvError extends Error {}

/**
 * Parses an environment (default `process.env`) into settings. Throws EnvError naming the bad variable(s).
 * In demo mode a missing BETTER_AUTH_SECRET is generated once and kept in `DATA_DIR/auth-secret`.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const missing: string[] = [];
  if (production && !e.BETTER_AUTH_SECRET) missing.push('BETTER_AUTH_SECRET (at least 32 characters)');
  if (production && !e.PUBLIC_URL) missing.push('PUBLIC_URL (the https origin users reach the site at)');
  if (production && !e.SMTP_URL) missing.push('SMTP_URL (e-mail verification and password reset need it)');
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  const paidPlans = e.PAID_PLANS === '1' || (e.PAID_PLANS === undefined && (!production || razorpayKeys.every(Boolean)));
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    missing.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (one without the others cannot take a payment)');
  }
  if (production && paidPlans) {
    if (!razorpayKeys.every(Boolean)) missing.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (paid plans are on; PAID_PLANS=0 turns them off)');
    if (!e.SUPPLIER_GSTIN) missing.push('SUPPLIER_GSTIN, SUPPLIER_NAME, SUPPLIER_ADDRESS (the supplier on GST invoices)');
  }
  if (missing.length && !production) {
    throw new EnvError(`These settings do not fit together:\n  ${missing.join('\n  ')}`);
  }
  if (missing.length) {
    throw new EnvError(`Production mode (NODE_ENV=production) needs these settings:\n  ${missing.join('\n  ')}`);
  }
  if ((e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) && !(e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)) {
    throw new EnvError('OpenID Connect sign-in needs all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.');
  }
  const authSecret = e.BETTER_AUTH_SECRET ?? demoSecret(dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mailFromAddress = (/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM).trim();
  const supplierGstin = e.SUPPLIER_GSTIN ?? '29AAACC1234C1Z5';
  return { ...e, demoMode: e.DEMO === '1' && !production, production, dataDir, authSecret, publicUrl, mailFromAddress, paidPlans, supplierGstin };
}

function demoSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * The environment for a child process this one starts (the backup commands' pg_dump / pg_restore): this
 * process's own, plus `extra` (e.g. PGPASSWORD, so a password never appears on a command line). Here because this
 * module is the only one that reads `process.env`.
 */
export function childProcessEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) out[k] = v;
  return out;
}
