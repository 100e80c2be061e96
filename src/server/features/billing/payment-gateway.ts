/**
 * The payment provider this process sells through: Razorpay with the keys in the settings, or, outside production
 * when none are set, the local Razorpay (razorpay-double.ts) started here on loopback with keys made up for this
 * process. Either way the official SDK (razorpay-client.ts) does the talking; only the base URL differs.
 *
 * With the local Razorpay, its checkout page is also served by our own site under `/dev/razorpay/` (so a demo reached
 * from another machine can pay), and its webhooks are handed to our app in-process (`connect`), through the same
 * route, middleware and signature check a real webhook meets.
 */
import { randomBytes } from 'node:crypto';
import type Razorpay from 'razorpay';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createRazorpayClient } from './razorpay-client';
import { type RazorpayDouble, startRazorpayDouble } from './razorpay-double';

/** Where our site serves the local Razorpay's pages (checkout, and its test controls under `_double/`). */
export const LOCAL_RAZORPAY_PATH = '/dev/razorpay';

/** The webhook route Razorpay posts to (PUBLIC_URL + this). */
export const WEBHOOK_PATH = '/api/billing/webhook';

/** Where Razorpay Checkout sends the browser back with the signed result (PUBLIC_URL + this). */
export const CHECKOUT_CALLBACK_PATH = '/api/billing/checkout/callback';

/** Where a paid Payment Link sends the browser back with the signed result (GET; PUBLIC_URL + this). */
export const TEAM_CALLBACK_PATH = '/api/billing/team/callback';

export interface PaymentGateway {
  /** The official SDK, pointed at Razorpay or the local double. */
  client: Razorpay;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * The page a buyer pays a subscription on: Razorpay's hosted page (`short_url`), or the local Razorpay's checkout
   * page through our own site, which posts the signed result to `callbackUrl`.
   */
  checkoutUrl(subscription: { id: string; short_url?: string }, callbackUrl: string): string;
  /** The page a Payment Link is paid on: Razorpay's `short_url`, or the local Razorpay's page through our own site. */
  paymentLinkUrl(link: { id: string; short_url?: string }): string;
  /** The local Razorpay, when this process runs it (demo and tests): its controls and entities. */
  double: RazorpayDouble | null;
  /** Hands the local Razorpay's webhooks to `app` (the app's own `fetch`), as if posted to PUBLIC_URL. */
  connect(app: { fetch: (request: Request) => Response | Promise<Response> }): void;
  close(): Promise<void>;
}

/** The gateway for these settings, or null when paid plans are off. */
export async function openPaymentGateway(env: Env, logger: Logger): Promise<PaymentGateway | null> {
  if (!env.paidPlans) return null;
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    const client = createRazorpayClient({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET });
    return {
      client,
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      double: null,
      checkoutUrl: (subscription) => {
        if (!subscription.short_url) throw new Error(`Razorpay gave subscription ${subscription.id} no payment page`);
        return subscription.short_url;
      },
      paymentLinkUrl: (link) => {
        if (!link.short_url) throw new Error(`Razorpay gave payment link ${link.id} no page`);
        return link.short_url;
      },
      connect: () => {},
      close: async () => {},
    };
  }
  // env.ts allows this only outside production.
  const keys = { keyId: `rzp_test_${randomBytes(7).toString('hex')}`, keySecret: randomBytes(24).toString('base64url'), webhookSecret: randomBytes(24).toString('base64url') };
  const double = await startRazorpayDouble(keys);
  logger.info({ url: double.url }, 'paid plans use the local Razorpay (no RAZORPAY_* keys are set): pay with UPI ID success@razorpay or card 4111 1111 1111 1111');
  return {
    client: createRazorpayClient({ ...keys, baseUrl: double.url }),
    ...keys,
    double,
    checkoutUrl: (subscription, callbackUrl) =>
      `${env.publicUrl}${LOCAL_RAZORPAY_PATH}/checkout?${new URLSearchParams({ subscription_id: subscription.id, callback_url: callbackUrl })}`,
    paymentLinkUrl: (link) => `${env.publicUrl}${LOCAL_RAZORPAY_PATH}/pl/${encodeURIComponent(link.id)}`,
    connect: (app) => double.control.setWebhookUrl(`${env.publicUrl}${WEBHOOK_PATH}`, async (request) => app.fetch(request)),
    close: () => double.close(),
  };
}
