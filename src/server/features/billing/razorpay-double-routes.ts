/**
 * The local Razorpay's HTTP routes (razorpay-double.ts starts the server): the REST subset under `/v1` with Basic
 * auth and Razorpay's error shape, the checkout page and its form post, a Payment Link's hosted page, and the test
 * controls under `/_double/`.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { DoubleCore, PaymentMethod, WebhookBehaviour } from './razorpay-double-core';
import { newId } from './razorpay-double-core';

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
function razorpayError(c: Context, status: 400 | 401 | 404, description: string, field?: string) {
  return c.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } }, status);
}

function basicAuthMatches(header: string | undefined, keyId: string, keySecret: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6), 'base64');
  const expected = Buffer.from(`${keyId}:${keySecret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The double's Hono app over `core` (its entities, payments and webhooks). */
export function doubleRoutes(core: DoubleCore): Hono {
  const { options, now, entities, put, find, behaviour, deliveries, pay, payLink, renew, release, emit, baseUrl } = core;
  const app = new Hono();

  // Test controls (loopback only, like the rest): for a server under test in another process.
  app.post('/_double/webhooks', async (c) => {
    const body = (await c.req.json()) as Partial<WebhookBehaviour>;
    Object.assign(behaviour, body);
    return c.json(behaviour);
  });
  app.post('/_double/release', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { reverse?: boolean };
    await release(body);
    return c.json({ released: true });
  });
  app.post('/_double/subscriptions/:id/renew', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { succeed?: boolean };
    if (!find(c.req.param('id'), 'subscription')) return razorpayError(c, 404, 'The id provided does not exist');
    return c.json(await renew(c.req.param('id'), body));
  });
  app.get('/_double/deliveries', (c) => c.json({ deliveries }));

  // The checkout page: what Razorpay Checkout would show, as a plain form (it works without scripts).
  app.get('/checkout', (c) => {
    const q = c.req.query();
    const target = q.order_id ? `order ${q.order_id}` : `subscription ${q.subscription_id}`;
    const subscription = q.subscription_id ? find(q.subscription_id, 'subscription') : undefined;
    const order = q.order_id ? find(q.order_id, 'order') : undefined;
    const plan = subscription ? find(String(subscription.plan_id), 'plan') : undefined;
    const item = plan?.item as { amount?: number; name?: string } | undefined;
    const paise = order ? Number(order.amount_due) : Number(item?.amount ?? 0) * Number(subscription?.quantity ?? 1);
    const amount = `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
    const what = item?.name ? `${escapeHtml(String(item.name))}: ${amount}` : amount;
    const hidden = ['order_id', 'subscription_id', 'callback_url', 'cancel_url']
      .filter((k) => q[k])
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`)
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local Razorpay Checkout</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">Local Razorpay Checkout</h1>
<p><strong>${what}</strong></p>
<p>Test payment for ${escapeHtml(target)}. Nothing is charged: this is ChangePath's stand-in for Razorpay. UPI ID success@razorpay or card 4111 1111 1111 1111 pays; failure@razorpay or card 4000 0000 0000 0002 is declined.</p>
<form method="post" action="checkout/pay">${hidden}
<fieldset><legend>Pay with</legend>
<p><label><input type="radio" name="method" value="upi" checked> UPI ID</label> <input name="vpa" aria-label="UPI ID" value="success@razorpay"></p>
<p><label><input type="radio" name="method" value="card"> Card</label> <input name="card_number" aria-label="Card number" value="4111 1111 1111 1111" inputmode="numeric"></p>
</fieldset>
<p><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Pay</button></p>
</form></body></html>`);
  });
  app.post('/checkout/pay', async (c) => {
    const form = await c.req.parseBody();
    const method: PaymentMethod = form.method === 'card' ? { method: 'card', cardNumber: String(form.card_number ?? '') } : { method: 'upi', vpa: String(form.vpa ?? '') };
    const target = { orderId: form.order_id ? String(form.order_id) : undefined, subscriptionId: form.subscription_id ? String(form.subscription_id) : undefined };
    if ((target.orderId && !find(target.orderId, 'order')) || (target.subscriptionId && !find(target.subscriptionId, 'subscription')) || (!target.orderId && !target.subscriptionId)) {
      return c.html('<!doctype html><title>Not found</title><p>This payment is not known.</p>', 404);
    }
    const result = await pay(target, method);
    const fields: Record<string, string> = result.ok
      ? Object.fromEntries(Object.entries(result).filter(([k, v]) => k !== 'ok' && typeof v === 'string')) as Record<string, string>
      : {
          'error[code]': result.error.code,
          'error[description]': result.error.description,
          'error[reason]': result.error.reason,
          'error[metadata]': JSON.stringify(result.error.metadata),
        };
    const callback = String(form.callback_url ?? '');
    // As Razorpay does with callback_url: the browser posts the result to the merchant's page.
    const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to ChangePath</title></head><body>
<form id="back" method="post" action="${escapeHtml(callback)}">${inputs}<button type="submit">Return to ChangePath</button></form>
<script src="return.js"></script></body></html>`);
  });
  // Sends the result form on at once; a file, not an inline script, so a strict CSP in front of the double allows it.
  app.get('/checkout/return.js', (c) => c.body("document.getElementById('back').submit();", 200, { 'content-type': 'text/javascript; charset=utf-8' }));

  // A Payment Link's hosted page (`short_url`): the amount and a plain pay form. Razorpay sends the browser to the
  // link's callback URL with the signed result only when the payment succeeds; a declined one stays on the page.
  const linkPage = (link: Record<string, unknown>, error?: string) => {
    const paise = Number(link.amount);
    const amount = `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
    const open = link.status === 'created';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local Razorpay Payment Link</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">Local Razorpay Payment Link</h1>
<p><strong>${escapeHtml(String(link.description ?? ''))}: ${amount}</strong></p>
${error ? `<p role="alert" style="color:#991b1b">${escapeHtml(error)}</p>` : ''}
${open ? `<p>Test payment. Nothing is charged: this is ChangePath's stand-in for Razorpay. UPI ID success@razorpay or card 4111 1111 1111 1111 pays; failure@razorpay or card 4000 0000 0000 0002 is declined.</p>
<form method="post" action="${escapeHtml(String(link.id))}/pay">
<fieldset><legend>Pay with</legend>
<p><label><input type="radio" name="method" value="upi" checked> UPI ID</label> <input name="vpa" aria-label="UPI ID" value="success@razorpay"></p>
<p><label><input type="radio" name="method" value="card"> Card</label> <input name="card_number" aria-label="Card number" value="4111 1111 1111 1111" inputmode="numeric"></p>
</fieldset>
<p><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Pay ${amount}</button></p>
</form>` : `<p>This payment link is ${escapeHtml(String(link.status))}.</p>`}
</body></html>`;
  };
  app.get('/pl/:id', (c) => {
    const link = find(c.req.param('id'), 'payment_link');
    return link ? c.html(linkPage(link)) : c.html('<!doctype html><title>Not found</title><p>This payment link is not known.</p>', 404);
  });
  app.post('/pl/:id/pay', async (c) => {
    const link = find(c.req.param('id'), 'payment_link');
    if (!link) return c.html('<!doctype html><title>Not found</title><p>This payment link is not known.</p>', 404);
    const form = await c.req.parseBody();
    const method: PaymentMethod = form.method === 'card' ? { method: 'card', cardNumber: String(form.card_number ?? '') } : { method: 'upi', vpa: String(form.vpa ?? '') };
    const result = await payLink(link.id, method);
    if (!result.ok) return c.html(linkPage(link, result.description), 402);
    const { ok: _ok, ...fields } = result;
    const callback = typeof link.callback_url === 'string' ? link.callback_url : '';
    if (!callback) return c.html(linkPage(link));
    const target = new URL(callback);
    for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v);
    return c.redirect(target.toString(), 303);
  });

  // The REST API, under /v1 with Basic auth.
  const api = new Hono();
  api.use('*', async (c, next) => {
    if (!basicAuthMatches(c.req.header('authorization'), options.keyId, options.keySecret)) return razorpayError(c, 401, 'Authentication failed');
    await next();
  });
  const body = async (c: Context): Promise<Record<string, unknown>> => {
    try {
      const value: unknown = await c.req.json();
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const amountOk = (v: unknown) => Number.isInteger(v) && (v as number) >= 100;

  api.post('/plans', async (c) => {
    const b = await body(c);
    const item = (b.item ?? {}) as Record<string, unknown>;
    if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(b.period))) return razorpayError(c, 400, 'The period field is invalid.', 'period');
    if (!amountOk(item.amount)) return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    return c.json(put({ id: newId('plan'), entity: 'plan', interval: Number(b.interval ?? 1), period: b.period, item: { id: newId('item'), active: true, name: item.name, description: item.description ?? null, amount: item.amount, unit_amount: item.amount, currency: item.currency ?? 'INR', type: 'plan' }, notes: b.notes ?? {}, created_at: now() }));
  });
  api.get('/plans/:id', (c) => {
    const e = find(c.req.param('id'), 'plan');
    return e ? c.json(e) : razorpayError(c, 400, 'The id provided does not exist');
  });
  api.post('/customers', async (c) => {
    const b = await body(c);
    if (typeof b.email === 'string' && String(b.fail_existing) === '0') {
      const existing = [...entities.values()].find((e) => e.entity === 'customer' && e.email === b.email);
      if (existing) return c.json(existing);
    }
    return c.json(put({ id: newId('cust'), entity: 'customer', name: b.name ?? null, email: b.email ?? null, contact: b.contact ?? null, gstin: b.gstin ?? null, notes: b.notes ?? {}, created_at: now() }));
  });
  api.post('/subscriptions', async (c) => {
    const b = await body(c);
    const plan = find(String(b.plan_id), 'plan');
    if (!plan) return razorpayError(c, 400, 'The id provided does not exist', 'plan_id');
    if (!Number.isInteger(b.total_count) || (b.total_count as number) < 1) return razorpayError(c, 400, 'The total count field is required.', 'total_count');
    const id = newId('sub');
    return c.json(
      put({
        id,
        entity: 'subscription',
        plan_id: plan.id,
        customer_id: b.customer_id ?? null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: Number(b.quantity ?? 1),
        notes: b.notes ?? {},
        charge_at: null,
        start_at: b.start_at ?? null,
        end_at: null,
        auth_attempts: 0,
        total_count: b.total_count,
        paid_count: 0,
        remaining_count: b.total_count,
        customer_notify: b.customer_notify ?? 1,
        short_url: `${baseUrl()}/checkout?subscription_id=${id}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        cancel_at_cycle_end: false,
        source: 'api',
        payment_method: null,
        offer_id: null,
        created_at: now(),
      }),
    );
  });
  api.get('/subscriptions/:id', (c) => {
    const e = find(c.req.param('id'), 'subscription');
    return e ? c.json(e) : razorpayError(c, 400, 'The id provided does not exist');
  });
  api.post('/subscriptions/:id/cancel', async (c) => {
    const s = find(c.req.param('id'), 'subscription');
    if (!s) return razorpayError(c, 400, 'The id provided does not exist');
    if (s.status === 'cancelled' || s.status === 'completed') return razorpayError(c, 400, 'Subscription is not cancellable in cancelled status.');
    const b = await body(c);
    if (Number(b.cancel_at_cycle_end) === 1 && s.status === 'active') {
      Object.assign(s, { cancel_at_cycle_end: true, end_at: s.current_end, has_scheduled_changes: true, change_scheduled_at: s.current_end });
    } else {
      Object.assign(s, { status: 'cancelled', ended_at: now(), cancel_at_cycle_end: false });
      emit('subscription.cancelled', { subscription: s });
    }
    return c.json(s);
  });
  api.post('/orders', async (c) => {
    const b = await body(c);
    if (!amountOk(b.amount)) return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (b.currency !== undefined && b.currency !== 'INR') return razorpayError(c, 400, 'The currency must be INR.', 'currency');
    return c.json(put({ id: newId('order'), entity: 'order', amount: b.amount, amount_paid: 0, amount_due: b.amount, currency: 'INR', receipt: b.receipt ?? null, offer_id: null, status: 'created', attempts: 0, notes: b.notes ?? {}, created_at: now() }));
  });
  api.get('/orders/:id', (c) => {
    const e = find(c.req.param('id'), 'order');
    return e ? c.json(e) : razorpayError(c, 400, 'The id provided does not exist');
  });
  api.get('/orders/:id/payments', (c) => {
    const items = [...entities.values()].filter((e) => e.entity === 'payment' && e.order_id === c.req.param('id'));
    return c.json({ entity: 'collection', count: items.length, items });
  });
  api.get('/payments/:id', (c) => {
    const e = find(c.req.param('id'), 'payment');
    return e ? c.json(e) : razorpayError(c, 400, 'The id provided does not exist');
  });
  api.post('/payments/:id/refund', async (c) => {
    const p = find(c.req.param('id'), 'payment');
    if (!p) return razorpayError(c, 400, 'The id provided does not exist');
    if (p.status !== 'captured' && p.status !== 'refunded') return razorpayError(c, 400, 'The payment has not been captured.');
    const b = await body(c);
    const left = Number(p.amount) - Number(p.amount_refunded);
    const amount = b.amount === undefined ? left : b.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100) return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    if ((amount as number) > left) return razorpayError(c, 400, 'The refund amount provided is greater than amount captured', 'amount');
    p.amount_refunded = Number(p.amount_refunded) + (amount as number);
    p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial';
    if (p.refund_status === 'full') p.status = 'refunded';
    const refund = put({ id: newId('rfnd'), entity: 'refund', amount, currency: 'INR', payment_id: p.id, notes: b.notes ?? {}, receipt: b.receipt ?? null, status: 'processed', speed_requested: 'normal', speed_processed: 'normal', created_at: now() });
    emit('refund.processed', { refund, payment: p });
    return c.json(refund);
  });
  api.post('/payment_links', async (c) => {
    const b = await body(c);
    if (!amountOk(b.amount)) return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (b.currency !== undefined && b.currency !== 'INR') return razorpayError(c, 400, 'The currency must be INR.', 'currency');
    if (b.reference_id !== undefined) {
      if (typeof b.reference_id !== 'string' || b.reference_id.length > 40) return razorpayError(c, 400, 'The reference id may not be greater than 40 characters.', 'reference_id');
      const taken = [...entities.values()].some((e) => e.entity === 'payment_link' && e.reference_id === b.reference_id && e.status !== 'cancelled');
      if (taken) return razorpayError(c, 400, `Payment Link with reference id ${b.reference_id} already exists`, 'reference_id');
    }
    if (b.expire_by !== undefined && (!Number.isInteger(b.expire_by) || (b.expire_by as number) < now() + 15 * 60)) return razorpayError(c, 400, 'The expire by should be at least 15 minutes after current time', 'expire_by');
    if (b.callback_url !== undefined && b.callback_method !== 'get') return razorpayError(c, 400, 'The callback method must be get.', 'callback_method');
    const id = newId('plink');
    return c.json(
      put({
        id,
        entity: 'payment_link',
        amount: b.amount,
        amount_paid: 0,
        currency: 'INR',
        accept_partial: Boolean(b.accept_partial),
        first_min_partial_amount: 0,
        description: b.description ?? '',
        customer: b.customer ?? {},
        notify: b.notify ?? { email: false, sms: false },
        reminder_enable: Boolean(b.reminder_enable),
        reminders: [],
        notes: b.notes ?? {},
        reference_id: b.reference_id ?? '',
        callback_url: b.callback_url ?? '',
        callback_method: b.callback_method ?? '',
        expire_by: b.expire_by ?? 0,
        expired_at: 0,
        cancelled_at: 0,
        payments: null,
        short_url: `${baseUrl()}/pl/${id}`,
        status: 'created',
        upi_link: false,
        user_id: '',
        created_at: now(),
        updated_at: now(),
      }),
    );
  });
  api.get('/payment_links/:id', (c) => {
    const e = find(c.req.param('id'), 'payment_link');
    if (!e) return razorpayError(c, 400, 'The id provided does not exist');
    // A link past its expiry reads as expired, as Razorpay's does.
    if (e.status === 'created' && Number(e.expire_by) > 0 && Number(e.expire_by) <= now()) Object.assign(e, { status: 'expired', expired_at: now() });
    return c.json(e);
  });
  api.post('/payment_links/:id/cancel', (c) => {
    const e = find(c.req.param('id'), 'payment_link');
    if (!e) return razorpayError(c, 400, 'The id provided does not exist');
    if (e.status !== 'created') return razorpayError(c, 400, `Payment link cannot be cancelled in ${String(e.status)} state`);
    Object.assign(e, { status: 'cancelled', cancelled_at: now(), updated_at: now() });
    return c.json(e);
  });
  api.get('/refunds/:id', (c) => {
    const e = find(c.req.param('id'), 'refund');
    return e ? c.json(e) : razorpayError(c, 400, 'The id provided does not exist');
  });
  api.get('/invoices', (c) => {
    const subscriptionId = c.req.query('subscription_id');
    const items = [...entities.values()].filter((e) => e.entity === 'invoice' && (!subscriptionId || e.subscription_id === subscriptionId));
    return c.json({ entity: 'collection', count: items.length, items });
  });
  api.notFound((c) => razorpayError(c, 404, 'The requested URL was not found on the server.'));
  app.route('/v1', api);
  return app;
}
