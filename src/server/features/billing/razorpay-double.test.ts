/**
 * The local Razorpay, driven by Razorpay's official SDK exactly as the billing service will drive it (only the base
 * URL differs): its entities and error shape, Basic auth, the checkout callback's signature, and webhooks signed over
 * the raw body that both our constant-time check and the SDK's own check accept, delivered, held, reordered,
 * duplicated and dropped on command.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSignatureMatches, createRazorpayClient, webhookSignatureMatches } from './razorpay-client';
import { type RazorpayDouble, startRazorpayDouble } from './razorpay-double';

const keys = { keyId: 'rzp_test_LocalDouble01', keySecret: 'local-key-secret', webhookSecret: 'local-webhook-secret' };

interface Received {
  body: string;
  signature: string | undefined;
  eventId: string | undefined;
}

let double: RazorpayDouble;
let sdk: Razorpay;
let receiver: Server;
let received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['x-razorpay-signature'] as string, eventId: req.headers['x-razorpay-event-id'] as string });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  double = await startRazorpayDouble({ ...keys, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook` });
  sdk = createRazorpayClient({ keyId: keys.keyId, keySecret: keys.keySecret, baseUrl: double.url });
});

afterAll(async () => {
  await double?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

beforeEach(async () => {
  await double.control.settled();
  Object.assign(double.control.webhooks, { mode: 'deliver', copies: 1, delayMs: 0 });
  received = [];
});

const events = () => received.map((r) => (JSON.parse(r.body) as { event: string }).event);

async function premiumMonthly() {
  const plan = await sdk.plans.create({ period: 'monthly', interval: 1, item: { name: 'ChangePath Premium (monthly)', amount: 49_900, currency: 'INR' } });
  const customer = await sdk.customers.create({ name: 'Asha Verma', email: 'asha@example.com', contact: '+919812345678' });
  const subscription = await sdk.subscriptions.create({ plan_id: plan.id, total_count: 120, customer_notify: 1, notes: { customer_id: customer.id } });
  return { plan, customer, subscription };
}

describe('the REST API through the official SDK', () => {
  it('creates plans, customers, subscriptions and orders shaped as Razorpay shapes them', async () => {
    const { plan, subscription } = await premiumMonthly();
    expect(plan).toMatchObject({ entity: 'plan', period: 'monthly', interval: 1, item: { amount: 49_900, currency: 'INR' } });
    expect(plan.id).toMatch(/^plan_[A-Za-z0-9]{14}$/);
    expect(subscription).toMatchObject({ entity: 'subscription', status: 'created', plan_id: plan.id, paid_count: 0, total_count: 120 });
    expect(subscription.short_url).toBe(`${double.url}/checkout?subscription_id=${subscription.id}`);
    expect(await sdk.subscriptions.fetch(subscription.id)).toMatchObject({ id: subscription.id, status: 'created' });

    const order = await sdk.orders.create({ amount: 25_000, currency: 'INR', receipt: 'upgrade-1' });
    expect(order).toMatchObject({ entity: 'order', amount: 25_000, amount_due: 25_000, amount_paid: 0, status: 'created', receipt: 'upgrade-1' });
  });

  it("refuses wrong keys with 401, and bad input with Razorpay's error shape, which the SDK passes on", async () => {
    const stranger = createRazorpayClient({ keyId: keys.keyId, keySecret: 'wrong', baseUrl: double.url });
    await expect(stranger.orders.create({ amount: 10_000, currency: 'INR' })).rejects.toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    await expect(sdk.orders.create({ amount: 50, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00', field: 'amount' },
    });
    await expect(sdk.subscriptions.fetch('sub_doesnotexist00')).rejects.toMatchObject({ statusCode: 400, error: { description: 'The id provided does not exist' } });
  });
});

describe('checkout and webhooks', () => {
  it('a paid subscription returns a callback both checks accept, and signed webhooks for each step', async () => {
    const { subscription } = await premiumMonthly();
    const result = await double.control.pay({ subscriptionId: subscription.id }, { method: 'upi', vpa: 'success@razorpay' });
    if (!result.ok) throw new Error('expected the payment to succeed');
    const fields = { paymentId: result.razorpay_payment_id, subscriptionId: subscription.id, signature: result.razorpay_signature };
    expect(checkoutSignatureMatches(fields, keys.keySecret)).toBe(true);
    expect(Razorpay.validateWebhookSignature(`${fields.paymentId}|${fields.subscriptionId}`, fields.signature, keys.keySecret)).toBe(true);
    expect(checkoutSignatureMatches({ ...fields, signature: result.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }, keys.keySecret)).toBe(false);
    expect(checkoutSignatureMatches({ ...fields, subscriptionId: 'sub_someoneelse000' }, keys.keySecret)).toBe(false);

    await double.control.settled();
    expect(events()).toEqual(['subscription.authenticated', 'payment.captured', 'subscription.activated', 'subscription.charged', 'invoice.paid']);
    for (const r of received) {
      expect(webhookSignatureMatches(r.body, r.signature, keys.webhookSecret)).toBe(true);
      expect(Razorpay.validateWebhookSignature(r.body, r.signature!, keys.webhookSecret)).toBe(true);
      expect(webhookSignatureMatches(r.body.replace('"entity":"event"', '"entity":"Event"'), r.signature, keys.webhookSecret)).toBe(false);
      expect(r.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    }
    const charged = JSON.parse(received[3]!.body) as { payload: { subscription: { entity: { status: string; paid_count: number } }; payment: { entity: { status: string; amount: number } } } };
    expect(charged.payload.subscription.entity).toMatchObject({ status: 'active', paid_count: 1 });
    expect(charged.payload.payment.entity).toMatchObject({ status: 'captured', amount: 49_900 });
    expect(await sdk.subscriptions.fetch(subscription.id)).toMatchObject({ status: 'active', paid_count: 1 });
    const invoices = await sdk.invoices.all({ subscription_id: subscription.id } as never);
    expect(invoices.items).toHaveLength(1);
  });

  it('a declined card fails the payment: an error for the page, payment.failed for the server, the order unpaid', async () => {
    const order = await sdk.orders.create({ amount: 25_000, currency: 'INR' });
    const result = await double.control.pay({ orderId: order.id }, { method: 'card', cardNumber: '4000 0000 0000 0002' });
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: order.id } } });
    await double.control.settled();
    expect(events()).toEqual(['payment.failed']);
    expect(await sdk.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
  });

  it('holds webhooks and releases them newest first; sends each twice at once; drops them; redelivers one', async () => {
    const order = await sdk.orders.create({ amount: 25_000, currency: 'INR' });
    double.control.webhooks.mode = 'hold';
    await double.control.pay({ orderId: order.id });
    await double.control.settled();
    expect(received).toHaveLength(0);
    await double.control.release({ reverse: true });
    expect(events()).toEqual(['order.paid', 'payment.captured']);

    received = [];
    double.control.webhooks.copies = 2;
    const second = await sdk.orders.create({ amount: 30_000, currency: 'INR' });
    await double.control.pay({ orderId: second.id });
    await double.control.settled();
    expect(events().sort()).toEqual(['order.paid', 'order.paid', 'payment.captured', 'payment.captured']);
    expect(new Set(received.map((r) => r.eventId)).size).toBe(2);

    received = [];
    Object.assign(double.control.webhooks, { mode: 'drop', copies: 1 });
    const third = await sdk.orders.create({ amount: 35_000, currency: 'INR' });
    await double.control.pay({ orderId: third.id });
    await double.control.settled();
    expect(received).toHaveLength(0);
    expect(await sdk.orders.fetch(third.id)).toMatchObject({ status: 'paid', amount_paid: 35_000 });
    const dropped = double.control.deliveries.filter((d) => d.status === null).at(-1)!;
    await double.control.redeliver(dropped.eventId);
    expect(received.map((r) => r.eventId)).toEqual([dropped.eventId]);
  });

  it('refunds once up to what was captured; a second full refund is refused', async () => {
    const order = await sdk.orders.create({ amount: 49_900, currency: 'INR' });
    const paid = await double.control.pay({ orderId: order.id });
    if (!paid.ok) throw new Error('expected the payment to succeed');
    const refund = await sdk.payments.refund(paid.razorpay_payment_id, { amount: 49_900 });
    expect(refund).toMatchObject({ entity: 'refund', amount: 49_900, payment_id: paid.razorpay_payment_id, status: 'processed' });
    await expect(sdk.payments.refund(paid.razorpay_payment_id, { amount: 49_900 })).rejects.toMatchObject({ statusCode: 400, error: { field: 'amount' } });
    expect(await sdk.payments.fetch(paid.razorpay_payment_id)).toMatchObject({ status: 'refunded', amount_refunded: 49_900, refund_status: 'full' });
  });

  it('renewals: a charge moves the period on; failures make it pending, then halted; a cancel at cycle end ends it there', async () => {
    const { subscription } = await premiumMonthly();
    await double.control.pay({ subscriptionId: subscription.id });
    const first = await sdk.subscriptions.fetch(subscription.id);
    const renewed = await double.control.renew(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', paid_count: 2, current_start: first.current_end });

    expect(await double.control.renew(subscription.id, { succeed: false })).toMatchObject({ status: 'pending' });
    await double.control.renew(subscription.id, { succeed: false });
    expect(await double.control.renew(subscription.id, { succeed: false })).toMatchObject({ status: 'halted' });
    expect(await double.control.renew(subscription.id)).toMatchObject({ status: 'active', paid_count: 3 });

    await sdk.subscriptions.cancel(subscription.id, true);
    expect(await sdk.subscriptions.fetch(subscription.id)).toMatchObject({ status: 'active', has_scheduled_changes: true });
    await double.control.settled();
    received = [];
    expect(await double.control.renew(subscription.id)).toMatchObject({ status: 'cancelled' });
    await double.control.settled();
    expect(events()).toEqual(['subscription.cancelled']);
  });
});
