/**
 * The one place ChangePath builds Razorpay's official Node SDK and checks Razorpay's signatures.
 *
 * The SDK hard-codes `https://api.razorpay.com`; for the local Razorpay (razorpay-double.ts, the demo and every
 * test) the base URL is set on the SDK's own HTTP client after construction. That is not a documented option, so
 * it lives here alone, and razorpay-double.test.ts proves after every upgrade that the SDK still reaches the double.
 *
 * Signatures are compared in constant time (`timingSafeEqual`); the SDK's own helpers compare with `===`. The test
 * checks that both agree on every signature the double makes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Razorpay's API by default; the local double's URL in the demo and in tests. */
  baseUrl?: string;
  /** Milliseconds a call to Razorpay may take before it fails (default 15 s): no request waits on Razorpay longer. */
  timeoutMs?: number;
}

/** The SDK instance for these keys, talking to `baseUrl` when given. */
export function createRazorpayClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK keeps an axios instance at `api.rq`, with no timeout of its own.
  const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq.defaults;
  http.timeout = settings.timeoutMs ?? 15_000;
  if (settings.baseUrl) http.baseURL = settings.baseUrl;
  return client;
}

/** What the SDK rejects with when Razorpay answers an error: its status and Razorpay's `{ code, description }`. */
export function razorpayErrorOf(err: unknown): { status: number | null; description: string } {
  const e = err as { statusCode?: number; error?: { description?: string }; message?: string } | null;
  return { status: typeof e?.statusCode === 'number' ? e.statusCode : null, description: e?.error?.description ?? e?.message ?? String(err) };
}

/** True when `signature` (hex) is the HMAC-SHA256 of `payload` with `secret`, compared in constant time. */
export function signatureMatches(payload: string | Buffer, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A webhook's `X-Razorpay-Signature` over its raw body, with the webhook secret. */
export function webhookSignatureMatches(rawBody: string | Buffer, signature: string | null | undefined, webhookSecret: string): boolean {
  return signatureMatches(rawBody, signature, webhookSecret);
}

/**
 * Checkout's callback signature, with the key secret: over `order_id|payment_id` for an order, and over
 * `payment_id|subscription_id` for a subscription (Razorpay's order of fields differs between the two).
 */
export function checkoutSignatureMatches(
  fields: { paymentId: string; orderId?: string; subscriptionId?: string; signature: string | null | undefined },
  keySecret: string,
): boolean {
  const payload = fields.orderId ? `${fields.orderId}|${fields.paymentId}` : fields.subscriptionId ? `${fields.paymentId}|${fields.subscriptionId}` : null;
  return payload !== null && signatureMatches(payload, fields.signature, keySecret);
}
