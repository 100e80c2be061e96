/**
 * A local Razorpay for the demo and the tests (the full description is in razorpay-double-core.ts): starts its
 * HTTP server on loopback and hands back its address, its entities and the controls that make it misbehave.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createDoubleCore, type RazorpayDouble, type RazorpayDoubleOptions } from './razorpay-double-core';
import { doubleRoutes } from './razorpay-double-routes';

export type { CheckoutResult, PaymentMethod, RazorpayDouble, RazorpayDoubleOptions, WebhookBehaviour, WebhookDelivery } from './razorpay-double-core';
export { razorpaySignature } from './razorpay-double-core';

/** Starts the double on loopback (`options.port`, or any free port). */
export async function startRazorpayDouble(options: RazorpayDoubleOptions): Promise<RazorpayDouble> {
  let url = '';
  const core = createDoubleCore(options, () => url);
  const routes = doubleRoutes(core);
  const server = serve({ fetch: routes.fetch, hostname: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    fetch: (request) => routes.fetch(request),
    entities: core.entities,
    control: {
      webhooks: core.behaviour,
      setWebhookUrl: core.setWebhookUrl,
      deliveries: core.deliveries,
      release: core.release,
      redeliver: core.redeliver,
      pay: core.pay,
      renew: core.renew,
      payLink: core.payLink,
      settled: core.settled,
    },
    // Idempotent; keep-alive sockets (the SDK's) are closed too, so it stops at once.
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
