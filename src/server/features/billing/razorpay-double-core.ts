/**
 * A local Razorpay: a loopback HTTP server that speaks the part of Razorpay's REST API ChangePath calls (plans,
 * customers, subscriptions, orders, payments, refunds, invoices, payment links), with Basic auth and Razorpay's error shape; a
 * checkout page standing in for Razorpay Checkout that returns the same signed callback; and webhooks signed as
 * Razorpay signs them (`X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret;
 * `x-razorpay-event-id`). It is for the demo (`npm start`) and every test: the real SDK talks to it with only the
 * base URL changed (razorpay-client.ts), so our signature checks and state handling are the ones production runs.
 *
 * It can be told to hold, drop, duplicate, delay, reorder and redeliver webhooks, and to charge or fail a renewal
 * (`control`, or the same over HTTP under `/_double/`), which is how the tests make Razorpay misbehave.
 * State is kept in memory: a restart forgets it (the demo's own database keeps what the webhooks said).
 *
 * Test payment details are Razorpay's own: card 4111 1111 1111 1111 succeeds and 4000 0000 0000 0002 is declined;
 * UPI ID success@razorpay succeeds and failure@razorpay fails.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Razorpay's amounts are integers in paise; timestamps are Unix seconds. */
export type Entity = Record<string, unknown> & { id: string; entity: string; created_at: number };

export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  /** HTTP status our server answered, or null when it could not be reached (or the delivery was dropped). */
  status: number | null;
}

/** How webhooks leave the double. */
export interface WebhookBehaviour {
  /** 'deliver' sends each event; 'hold' keeps them until `release`; 'drop' records and never sends them. */
  mode: 'deliver' | 'hold' | 'drop';
  /** Each event is sent this many times (at once), as Razorpay may. */
  copies: number;
  /** Milliseconds before an event is sent. */
  delayMs: number;
}

export interface RazorpayDoubleOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are posted (our server's webhook route); set later with `control.setWebhookUrl`. */
  webhookUrl?: string;
  /** Port to listen on (loopback); 0 or absent: any free port. */
  port?: number;
  /** The clock, Unix milliseconds (tests move it). */
  now?: () => number;
}

export interface RazorpayDouble {
  /** The base URL (`http://127.0.0.1:PORT`); the SDK's base URL and the checkout page are under it. */
  url: string;
  /** Answers one HTTP request as the double's server would (a server in the same process forwards to it). */
  fetch(request: Request): Response | Promise<Response>;
  /** Every entity by id (tests read them). */
  entities: Map<string, Entity>;
  control: {
    webhooks: WebhookBehaviour;
    /**
     * Where webhooks go. `through`: hands each webhook's HTTP request to this function instead of the network (a
     * server in the same process answers it with its whole middleware stack, as it would over loopback).
     */
    setWebhookUrl(url: string, through?: (request: Request) => Promise<Response>): void;
    /** Every webhook sent or dropped so far, oldest first. */
    deliveries: WebhookDelivery[];
    /** Sends the held webhooks (newest first with `reverse`), then goes back to delivering. */
    release(opts?: { reverse?: boolean }): Promise<void>;
    /** Sends one recorded event again, as Razorpay retries a delivery. */
    redeliver(eventId: string): Promise<WebhookDelivery>;
    /** Completes a checkout as the checkout page would: pays an order or authorises a subscription. */
    pay(target: { orderId?: string; subscriptionId?: string }, method?: PaymentMethod): Promise<CheckoutResult>;
    /** Pays a Payment Link as its hosted page would: answers the fields Razorpay adds to its callback URL. */
    payLink(linkId: string, method?: PaymentMethod): Promise<PaymentLinkResult>;
    /** Charges a subscription's next cycle (or fails to); `halted` after three failures in a row. */
    renew(subscriptionId: string, opts?: { succeed?: boolean }): Promise<Entity>;
    /** Waits until every webhook in flight has been answered. */
    settled(): Promise<void>;
  };
  close(): Promise<void>;
}

export type PaymentMethod = { method: 'card'; cardNumber: string } | { method: 'upi'; vpa: string };

/** What Razorpay Checkout hands back to the page: the fields its handler (or callback_url POST) gets. */
export type CheckoutResult =
  | { ok: true; razorpay_payment_id: string; razorpay_order_id?: string; razorpay_subscription_id?: string; razorpay_signature: string }
  | { ok: false; error: { code: string; description: string; reason: string; metadata: { payment_id: string; order_id?: string } } };

/** A Payment Link paid (the query Razorpay appends to its callback URL), or declined. */
export type PaymentLinkResult =
  | {
      ok: true;
      razorpay_payment_id: string;
      razorpay_payment_link_id: string;
      razorpay_payment_link_reference_id: string;
      razorpay_payment_link_status: string;
      razorpay_signature: string;
    }
  | { ok: false; description: string };

const SUCCEEDING_CARD = '4111111111111111';
const SUCCEEDING_VPA = 'success@razorpay';

/** Hex HMAC-SHA256 of `payload` with `secret`, as Razorpay signs webhooks and checkout callbacks. */
export function razorpaySignature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function newId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** The length of one billing cycle of a plan, in seconds (months and years as calendar steps from `from`). */
function cycleEnd(plan: Entity, from: number): number {
  const d = new Date(from * 1000);
  const interval = Number(plan.interval ?? 1);
  if (plan.period === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + interval);
  else if (plan.period === 'monthly') d.setUTCMonth(d.getUTCMonth() + interval);
  else if (plan.period === 'weekly') d.setUTCDate(d.getUTCDate() + 7 * interval);
  else d.setUTCDate(d.getUTCDate() + interval);
  return Math.floor(d.getTime() / 1000);
}

/** The double's state and behaviour, without the HTTP server (razorpay-double-routes.ts serves it). */
export function createDoubleCore(options: RazorpayDoubleOptions, baseUrl: () => string) {
  const now = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const entities = new Map<string, Entity>();
  const deliveries: WebhookDelivery[] = [];
  const held: Array<{ eventId: string; event: string; body: string }> = [];
  const inFlight = new Set<Promise<unknown>>();
  const behaviour: WebhookBehaviour = { mode: 'deliver', copies: 1, delayMs: 0 };
  let webhookUrl = options.webhookUrl;
  let deliver: ((request: Request) => Promise<Response>) | undefined;
  const accountId = `acc_${options.keyId.replace(/[^A-Za-z0-9]/g, '').slice(-14) || 'local'}`;

  const put = <T extends Entity>(entity: T): T => {
    entities.set(entity.id, entity);
    return entity;
  };
  const find = (id: string, kind: string): Entity | undefined => {
    const e = entities.get(id);
    return e && e.entity === kind ? e : undefined;
  };

  async function send(item: { eventId: string; event: string; body: string }): Promise<WebhookDelivery> {
    const signature = razorpaySignature(item.body, options.webhookSecret);
    const delivery: WebhookDelivery = { eventId: item.eventId, event: item.event, body: item.body, signature, status: null };
    deliveries.push(delivery);
    if (!webhookUrl) return delivery;
    try {
      const request = new Request(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': item.eventId },
        body: item.body,
      });
      const res = await (deliver ? deliver(request) : fetch(request));
      delivery.status = res.status;
      await res.arrayBuffer();
    } catch {
      delivery.status = null;
    }
    return delivery;
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  }

  /** Queues a webhook event whose payload holds `entities` (keyed by their kind). */
  function emit(event: string, payload: Record<string, Entity>) {
    const item = {
      eventId: newId('evt').replace('evt_', ''),
      event,
      body: JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event,
        contains: Object.keys(payload),
        payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: structuredClone(v) }])),
        created_at: now(),
      }),
    };
    if (behaviour.mode === 'hold') {
      held.push(item);
      return;
    }
    if (behaviour.mode === 'drop') {
      deliveries.push({ eventId: item.eventId, event, body: item.body, signature: razorpaySignature(item.body, options.webhookSecret), status: null });
      return;
    }
    const go = async () => {
      if (behaviour.delayMs > 0) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      await Promise.all(Array.from({ length: Math.max(1, behaviour.copies) }, () => send(item)));
    };
    void track(go());
  }

  function createPayment(fields: { amount: number; orderId?: string; invoiceId?: string; method: PaymentMethod; email?: string; contact?: string }): Entity {
    const succeeded = fields.method.method === 'card' ? fields.method.cardNumber.replace(/\s/g, '') === SUCCEEDING_CARD : fields.method.vpa === SUCCEEDING_VPA;
    return put({
      id: newId('pay'),
      entity: 'payment',
      amount: fields.amount,
      currency: 'INR',
      status: succeeded ? 'captured' : 'failed',
      order_id: fields.orderId ?? null,
      invoice_id: fields.invoiceId ?? null,
      international: false,
      method: fields.method.method,
      amount_refunded: 0,
      refund_status: null,
      captured: succeeded,
      description: null,
      vpa: fields.method.method === 'upi' ? fields.method.vpa : null,
      card_id: fields.method.method === 'card' ? newId('card') : null,
      email: fields.email ?? 'learner@example.com',
      contact: fields.contact ?? '+919000090000',
      notes: {},
      fee: succeeded ? Math.round(fields.amount * 0.02) : null,
      tax: succeeded ? Math.round(fields.amount * 0.02 * 0.18) : null,
      error_code: succeeded ? null : 'BAD_REQUEST_ERROR',
      error_description: succeeded ? null : 'Your payment could not be completed as it was declined by your bank.',
      error_source: succeeded ? null : 'bank',
      error_step: succeeded ? null : 'payment_authorization',
      error_reason: succeeded ? null : 'payment_failed',
      created_at: now(),
    });
  }

  /** One subscription invoice, paid by `payment` (or issued unpaid when it failed). */
  function createInvoice(subscription: Entity, plan: Entity, payment: Entity): Entity {
    const item = plan.item as { amount: number; name: string };
    return put({
      id: newId('inv'),
      entity: 'invoice',
      type: 'invoice',
      subscription_id: subscription.id,
      customer_id: subscription.customer_id ?? null,
      payment_id: payment.id,
      status: payment.status === 'captured' ? 'paid' : 'issued',
      amount: item.amount * Number(subscription.quantity ?? 1),
      amount_paid: payment.status === 'captured' ? payment.amount : 0,
      amount_due: payment.status === 'captured' ? 0 : payment.amount,
      currency: 'INR',
      billing_start: subscription.current_start,
      billing_end: subscription.current_end,
      paid_at: payment.status === 'captured' ? now() : null,
      created_at: now(),
    });
  }

  async function pay(target: { orderId?: string; subscriptionId?: string }, method: PaymentMethod = { method: 'upi', vpa: SUCCEEDING_VPA }): Promise<CheckoutResult> {
    if (target.orderId) {
      const order = find(target.orderId, 'order');
      if (!order) throw new Error(`No order ${target.orderId}`);
      order.attempts = Number(order.attempts) + 1;
      order.status = 'attempted';
      const payment = createPayment({ amount: Number(order.amount_due), orderId: order.id, method });
      if (payment.status !== 'captured') {
        emit('payment.failed', { payment });
        return { ok: false, error: { code: 'BAD_REQUEST_ERROR', description: String(payment.error_description), reason: 'payment_failed', metadata: { payment_id: payment.id, order_id: order.id } } };
      }
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = 'paid';
      emit('payment.captured', { payment });
      emit('order.paid', { payment, order });
      return { ok: true, razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: razorpaySignature(`${order.id}|${payment.id}`, options.keySecret) };
    }
    const subscription = target.subscriptionId ? find(target.subscriptionId, 'subscription') : undefined;
    if (!subscription) throw new Error(`No subscription ${target.subscriptionId}`);
    const plan = find(String(subscription.plan_id), 'plan')!;
    // A subscription that starts later (`start_at`) is only authorised now, as Razorpay does: no charge, no
    // invoice, status `authenticated`; its first charge comes at `start_at` (`renew`).
    if (Number(subscription.start_at) > now()) {
      const auth = createPayment({ amount: 100, method });
      if (auth.status !== 'captured') {
        subscription.auth_attempts = Number(subscription.auth_attempts) + 1;
        emit('payment.failed', { payment: auth });
        return { ok: false, error: { code: 'BAD_REQUEST_ERROR', description: String(auth.error_description), reason: 'payment_failed', metadata: { payment_id: auth.id } } };
      }
      // The authorisation amount is refunded at once.
      Object.assign(auth, { status: 'refunded', amount_refunded: auth.amount, refund_status: 'full' });
      Object.assign(subscription, { status: 'authenticated', payment_method: auth.method, charge_at: subscription.start_at });
      emit('subscription.authenticated', { subscription });
      return { ok: true, razorpay_payment_id: auth.id, razorpay_subscription_id: subscription.id, razorpay_signature: razorpaySignature(`${auth.id}|${subscription.id}`, options.keySecret) };
    }
    const start = now();
    subscription.current_start = start;
    subscription.current_end = cycleEnd(plan, start);
    const amount = (plan.item as { amount: number }).amount * Number(subscription.quantity ?? 1);
    const payment = createPayment({ amount, method });
    if (payment.status !== 'captured') {
      subscription.auth_attempts = Number(subscription.auth_attempts) + 1;
      emit('payment.failed', { payment });
      return { ok: false, error: { code: 'BAD_REQUEST_ERROR', description: String(payment.error_description), reason: 'payment_failed', metadata: { payment_id: payment.id } } };
    }
    const invoice = createInvoice(subscription, plan, payment);
    payment.invoice_id = invoice.id;
    Object.assign(subscription, {
      status: 'active',
      payment_method: payment.method,
      paid_count: Number(subscription.paid_count) + 1,
      remaining_count: Math.max(0, Number(subscription.total_count) - Number(subscription.paid_count) - 1),
      charge_at: subscription.current_end,
    });
    emit('subscription.authenticated', { subscription });
    emit('payment.captured', { payment });
    emit('subscription.activated', { subscription });
    emit('subscription.charged', { subscription, payment });
    emit('invoice.paid', { invoice, payment });
    return {
      ok: true,
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscription.id,
      razorpay_signature: razorpaySignature(`${payment.id}|${subscription.id}`, options.keySecret),
    };
  }

  /**
   * Pays a Payment Link in full. As Razorpay does, a paid link records the payment under `payments`, sends
   * `payment.captured` and `payment_link.paid` (with the payment and an order), and signs the callback's query over
   * `link id|reference id|status|payment id` with the key secret.
   */
  async function payLink(linkId: string, method: PaymentMethod = { method: 'upi', vpa: SUCCEEDING_VPA }): Promise<PaymentLinkResult> {
    const link = find(linkId, 'payment_link');
    if (!link) throw new Error(`No payment link ${linkId}`);
    if (link.status !== 'created') return { ok: false, description: `This payment link is ${String(link.status)}.` };
    const order = put({ id: newId('order'), entity: 'order', amount: link.amount, amount_paid: 0, amount_due: link.amount, currency: 'INR', receipt: null, offer_id: null, status: 'attempted', attempts: 1, notes: {}, created_at: now() });
    const customer = (link.customer ?? {}) as { email?: string; contact?: string };
    const payment = createPayment({ amount: Number(link.amount), orderId: order.id, method, email: customer.email, contact: customer.contact });
    if (payment.status !== 'captured') {
      emit('payment.failed', { payment });
      return { ok: false, description: String(payment.error_description) };
    }
    Object.assign(order, { amount_paid: order.amount, amount_due: 0, status: 'paid' });
    Object.assign(link, {
      status: 'paid',
      amount_paid: link.amount,
      updated_at: now(),
      payments: [{ amount: payment.amount, created_at: now(), method: payment.method, payment_id: payment.id, plink_id: link.id, status: 'captured', updated_at: now() }],
      order_id: order.id,
    });
    emit('payment.captured', { payment });
    emit('payment_link.paid', { payment_link: link, payment, order });
    const reference = String(link.reference_id ?? '');
    return {
      ok: true,
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: reference,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: razorpaySignature(`${link.id}|${reference}|paid|${payment.id}`, options.keySecret),
    };
  }

  async function renew(subscriptionId: string, { succeed = true }: { succeed?: boolean } = {}): Promise<Entity> {
    const subscription = find(subscriptionId, 'subscription');
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    const plan = find(String(subscription.plan_id), 'plan')!;
    if (subscription.cancel_at_cycle_end) {
      Object.assign(subscription, { status: 'cancelled', ended_at: subscription.current_end, cancel_at_cycle_end: false });
      emit('subscription.cancelled', { subscription });
      return subscription;
    }
    const amount = (plan.item as { amount: number }).amount * Number(subscription.quantity ?? 1);
    const payment = createPayment({ amount, method: succeed ? { method: 'upi', vpa: SUCCEEDING_VPA } : { method: 'upi', vpa: 'failure@razorpay' } });
    if (!succeed) {
      subscription.failed_charges = Number(subscription.failed_charges ?? 0) + 1;
      subscription.status = Number(subscription.failed_charges) >= 3 ? 'halted' : 'pending';
      emit('payment.failed', { payment });
      emit(subscription.status === 'halted' ? 'subscription.halted' : 'subscription.pending', { subscription });
      return subscription;
    }
    // The next cycle starts where the last ended; a subscription only authorised starts at its start_at.
    const start = Number(subscription.current_end ?? subscription.start_at ?? now());
    Object.assign(subscription, {
      status: 'active',
      failed_charges: 0,
      current_start: start,
      current_end: cycleEnd(plan, start),
      paid_count: Number(subscription.paid_count) + 1,
      remaining_count: Math.max(0, Number(subscription.remaining_count) - 1),
    });
    subscription.charge_at = subscription.current_end;
    const invoice = createInvoice(subscription, plan, payment);
    payment.invoice_id = invoice.id;
    emit('payment.captured', { payment });
    emit('subscription.charged', { subscription, payment });
    emit('invoice.paid', { invoice, payment });
    return subscription;
  }
  async function release({ reverse = false }: { reverse?: boolean } = {}) {
    const items = held.splice(0, held.length);
    behaviour.mode = 'deliver';
    for (const item of reverse ? items.reverse() : items) {
      await Promise.all(Array.from({ length: Math.max(1, behaviour.copies) }, () => send(item)));
    }
  }


  return {
    options,
    now,
    entities,
    put,
    find,
    emit,
    behaviour,
    deliveries,
    baseUrl,
    pay: (target: { orderId?: string; subscriptionId?: string }, method?: PaymentMethod) => track(pay(target, method)),
    renew: (id: string, opts?: { succeed?: boolean }) => track(renew(id, opts)),
    payLink: (id: string, method?: PaymentMethod) => track(payLink(id, method)),
    release,
    setWebhookUrl(next: string, through?: (request: Request) => Promise<Response>) {
      webhookUrl = next;
      deliver = through;
    },
    async redeliver(eventId: string) {
      const first = deliveries.find((d) => d.eventId === eventId);
      if (!first) throw new Error(`No event ${eventId}`);
      return send({ eventId, event: first.event, body: first.body });
    },
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export type DoubleCore = ReturnType<typeof createDoubleCore>;
