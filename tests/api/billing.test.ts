/**
 * Paid plans against the local Razorpay, through the official SDK and our own webhook route: a checkout that
 * activates Premium when the payment is captured; webhooks that are forged, duplicated, reordered or lost; cancel at
 * period end and its undo; a failed renewal's grace period; refunds with credit notes; and gap-free invoice numbers.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, taxDocuments, users, webhookEvents } from '~/server/db/schema';
import { issueDocument } from '~/server/features/billing/billing.documents';
import { razorpaySignature } from '~/server/features/billing/razorpay-double';
import { billingMessages } from '~/shared/billing';
import { approvedInstitution } from '../support/partners';
import { pageTexts } from '../support/pdf-check';
import { billingSettled, double, planOf } from '../support/billing';
import { quickUser, quickUsers } from '../support/talks';
import { type TestRuntime, describeEachDatabase, makeAdmin, outboxFor, request, requestJson, signIn, uniqueEmail, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

const DAY = 86_400_000;




/** Starts a checkout through the API and answers the Razorpay subscription id. */
async function startCheckout(rt: TestRuntime, cookie: string, body: Record<string, unknown> = { plan: 'premium', period: 'monthly', state: '29' }): Promise<string> {
  const res = await requestJson(rt, '/api/billing/checkout', { cookie, json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = new URL(res.body.checkout_url).searchParams.get('subscription_id');
  expect(id).toMatch(/^sub_/);
  return id!;
}

describeEachDatabase('Billing: paying for a plan against the local Razorpay', (kind) => {
  const t = useTestRuntime(kind);
  let adminCookie: string;

  beforeAll(async () => {
    const email = uniqueEmail('billing-admin');
    await makeAdmin(t.rt, email);
    adminCookie = await signIn(t.rt, email);
  });

  it('a free user pays for Premium: the plan starts when the payment is captured, with one GST invoice', async () => {
    const person = await quickUser(t.rt, 'buyer');
    const sub = await startCheckout(t.rt, person.cookie);
    expect(await planOf(t.rt, person.id)).toBe('free');
    const result = await double(t.rt).control.pay({ subscriptionId: sub }, { method: 'upi', vpa: 'success@razorpay' });
    expect(result.ok).toBe(true);
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('premium');
    const overview = await requestJson(t.rt, '/api/billing', { cookie: person.cookie });
    expect(overview.body.plan).toBe('premium');
    expect(overview.body.subscription).toMatchObject({ plan: 'premium', period: 'monthly', status: 'active', amount_paise: 49_900, cancel_at_period_end: false, payment_method: 'upi' });
    expect(overview.body.documents).toHaveLength(1);
    expect(overview.body.documents[0]).toMatchObject({ kind: 'invoice', total_paise: 49_900 });
    expect(overview.body.documents[0].number).toMatch(/^CP\/\d\d-\d\d\/\d{6}$/);
    // The entitlement is the server's: a mentor booking, refused to Free, is now accepted by the API.
    const slug = (await requestJson(t.rt, '/api/mentors')).body.mentors[0].slug;
    const slot = (await requestJson(t.rt, `/api/mentors/${slug}/slots`)).body.slots[0];
    expect((await requestJson(t.rt, `/api/mentors/${slug}/bookings`, { cookie: person.cookie, json: { starts_at: slot.starts_at } })).status).toBe(201);
    // A second checkout of the same plan while this one runs is refused, saying where the plan is.
    const again = await requestJson(t.rt, '/api/billing/checkout', { cookie: person.cookie, json: { plan: 'premium', period: 'yearly', state: '29' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(englishOf(billingMessages.alreadySubscribed('Premium')));
  });

  it('the checkout return activates the plan when its signature is right, and is ignored when it is not', async () => {
    const person = await quickUser(t.rt, 'returner');
    const sub = await startCheckout(t.rt, person.cookie, { plan: 'business', period: 'yearly', state: '07' });
    double(t.rt).control.webhooks.mode = 'drop';
    try {
      const paid = await double(t.rt).control.pay({ subscriptionId: sub });
      if (!paid.ok) throw new Error('payment failed');
      const forged = new URLSearchParams({ razorpay_payment_id: paid.razorpay_payment_id, razorpay_subscription_id: sub, razorpay_signature: razorpaySignature('x', 'y') });
      const bad = await request(t.rt, '/api/billing/checkout/callback', { body: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' }, origin: 'https://api.razorpay.com' });
      expect(bad.status).toBe(303);
      expect(bad.headers.get('location')).toBe('/billing?checkout=unconfirmed');
      expect(await planOf(t.rt, person.id)).toBe('free');
      const good = new URLSearchParams({ razorpay_payment_id: paid.razorpay_payment_id, razorpay_subscription_id: sub, razorpay_signature: paid.razorpay_signature });
      // Razorpay posts from its own site: the route proves itself by signature, not by origin.
      const res = await request(t.rt, '/api/billing/checkout/callback', { body: good, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, origin: 'https://api.razorpay.com' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/billing?checkout=active');
      expect(await planOf(t.rt, person.id)).toBe('business');
      // Buyer in Delhi, supplier in Karnataka: IGST.
      const [doc] = await t.rt.database.db.select().from(taxDocuments).where(eq(taxDocuments.user_id, person.id));
      expect(doc).toMatchObject({ total_paise: 999_900, igst_paise: 999_900 - doc!.taxable_paise, cgst_paise: 0, sgst_paise: 0, buyer_state: '07' });
      // The PDF carries every field rule 46 asks for, and only its owner may fetch it.
      const pdf = await request(t.rt, `/api/billing/documents/${doc!.id}`, { cookie: person.cookie });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = (await pageTexts(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
      for (const field of [
        'Tax invoice',
        t.rt.env.SUPPLIER_NAME,
        t.rt.env.SUPPLIER_ADDRESS,
        `GSTIN ${t.rt.env.supplierGstin}`,
        `Invoice number ${doc!.number}`,
        'Invoice date',
        `Recipient ${person.name}`,
        'Place of supply Delhi (07)',
        'SAC 999293',
        'Tax payable on reverse charge No',
        'Taxable value ₹8,473.73',
        'IGST at 18% ₹1,525.27',
        'Total (GST included) ₹9,999',
      ]) {
        expect(text).toContain(field);
      }
      const stranger = await quickUser(t.rt, 'stranger');
      expect((await request(t.rt, `/api/billing/documents/${doc!.id}`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await request(t.rt, `/api/billing/documents/${doc!.id}`)).status).toBe(401);
    } finally {
      double(t.rt).control.webhooks.mode = 'deliver';
    }
  });

  it('a declined payment keeps the free plan and says so', async () => {
    const person = await quickUser(t.rt, 'declined');
    const sub = await startCheckout(t.rt, person.cookie);
    const result = await double(t.rt).control.pay({ subscriptionId: sub }, { method: 'card', cardNumber: '4000 0000 0000 0002' });
    expect(result.ok).toBe(false);
    const res = await request(t.rt, '/api/billing/checkout/callback', {
      body: new URLSearchParams({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'declined' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers.get('location')).toBe('/billing?checkout=declined');
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('free');
  });

  it('refuses a forged, missing or altered webhook signature with 400 and writes nothing', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'subscription.activated', payload: {}, created_at: 1 });
    const eventId = `forged${Date.now()}`;
    const attempts: Array<Record<string, string>> = [
      { 'x-razorpay-signature': razorpaySignature(body, 'not-the-secret') },
      {},
      { 'x-razorpay-signature': razorpaySignature(body, t.rt.payments!.webhookSecret).replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ];
    for (const headers of attempts) {
      const res = await requestJson(t.rt, '/api/billing/webhook', { body, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, ...headers }, origin: null });
      expect(res.status).toBe(400);
    }
    const altered = await requestJson(t.rt, '/api/billing/webhook', {
      body: body.replace('activated', 'cancelled'),
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, 'x-razorpay-signature': razorpaySignature(body, t.rt.payments!.webhookSecret) },
      origin: null,
    });
    expect(altered.status).toBe(400);
    const [{ n }] = await t.rt.database.db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.event_id, eventId));
    expect(n).toBe(0);
  });

  it('one event delivered three times at once, and again later, makes one change and one invoice', async () => {
    const person = await quickUser(t.rt, 'triple');
    const sub = await startCheckout(t.rt, person.cookie);
    double(t.rt).control.webhooks.copies = 3;
    try {
      await double(t.rt).control.pay({ subscriptionId: sub });
      await billingSettled(t.rt);
    } finally {
      double(t.rt).control.webhooks.copies = 1;
    }
    const charged = double(t.rt).control.deliveries.find((d) => d.event === 'subscription.charged' && d.body.includes(sub))!;
    const again = await double(t.rt).control.redeliver(charged.eventId);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).event).toBe('subscription.charged');
    await billingSettled(t.rt);
    const [local] = await t.rt.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, sub));
    const [{ n: paymentCount }] = await t.rt.database.db.select({ n: count() }).from(payments).where(eq(payments.subscription_id, local!.id));
    const [{ n: invoiceCount }] = await t.rt.database.db.select({ n: count() }).from(taxDocuments).where(eq(taxDocuments.user_id, person.id));
    expect(paymentCount).toBe(1);
    expect(invoiceCount).toBe(1);
    expect(await planOf(t.rt, person.id)).toBe('premium');
  });

  it('events applied in reverse order end in Razorpay’s final state', async () => {
    const person = await quickUser(t.rt, 'reversed');
    const sub = await startCheckout(t.rt, person.cookie);
    double(t.rt).control.webhooks.mode = 'hold';
    await double(t.rt).control.pay({ subscriptionId: sub });
    await double(t.rt).control.release({ reverse: true });
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('premium');
    const [local] = await t.rt.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, sub));
    expect(local!.status).toBe('active');
  });

  it('a payment captured whose every webhook was lost is activated by the reconciliation sweep', async () => {
    const person = await quickUser(t.rt, 'lost');
    const sub = await startCheckout(t.rt, person.cookie);
    double(t.rt).control.webhooks.mode = 'drop';
    try {
      await double(t.rt).control.pay({ subscriptionId: sub });
    } finally {
      double(t.rt).control.webhooks.mode = 'deliver';
    }
    expect(await planOf(t.rt, person.id)).toBe('free');
    // The sweep leaves a checkout alone for its first minute (the buyer may still be paying).
    await t.rt.services.billing.sweep({ at: new Date(Date.now() + 2 * 60_000) });
    expect(await planOf(t.rt, person.id)).toBe('premium');
  });

  it('cancel keeps the plan to the end of the paid period, can be undone, and then ends it', async () => {
    const person = await quickUser(t.rt, 'canceller');
    const sub = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: sub });
    await billingSettled(t.rt);
    const cancelled = await requestJson(t.rt, '/api/billing/cancel', { method: 'POST', cookie: person.cookie });
    expect(cancelled.status).toBe(200);
    const endsAt = new Date(cancelled.body.ends_at);
    expect(endsAt.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await requestJson(t.rt, '/api/billing', { cookie: person.cookie })).body.subscription).toMatchObject({ cancel_at_period_end: true, next_charge_at: null });
    // Undo, then cancel again.
    expect((await requestJson(t.rt, '/api/billing/resume', { method: 'POST', cookie: person.cookie })).body.message).toBe(englishOf(billingMessages.cancelUndone));
    expect((await requestJson(t.rt, '/api/billing/resume', { method: 'POST', cookie: person.cookie })).status).toBe(409);
    await requestJson(t.rt, '/api/billing/cancel', { method: 'POST', cookie: person.cookie });
    // An hour before the period ends, the mandate is ended at Razorpay; the plan stays until the end.
    await t.rt.services.billing.sweep({ at: new Date(endsAt.getTime() - 30 * 60_000) });
    expect(double(t.rt).entities.get(sub)!.status).toBe('cancelled');
    expect(await planOf(t.rt, person.id)).toBe('premium');
    await t.rt.services.billing.sweep({ at: new Date(endsAt.getTime() + 60_000) });
    expect(await planOf(t.rt, person.id)).toBe('free');
  });

  it("writes the failed renewal's notice in the subscriber's language, with the Billing page in it", async () => {
    const person = await quickUser(t.rt, 'renewal-hi');
    await t.rt.database.db.update(users).set({ locale: 'hi' }).where(eq(users.id, person.id));
    const sub = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: sub });
    await billingSettled(t.rt);
    await double(t.rt).control.renew(sub, { succeed: false });
    await billingSettled(t.rt);
    const [notice] = (await outboxFor(t.rt, person.email)).filter((m) => m.text.includes('/hi/billing'));
    expect(notice, 'one notice, linking to the Hindi Billing page').toBeDefined();
    expect(notice.subject).toMatch(/[\u0900-\u097F]/);
    expect(notice.subject).toContain('Premium');
    expect(notice.text).toContain('₹');
  });

  it('a failed renewal keeps the plan for the grace period with one e-mail, then Free; a payment recovers it', async () => {
    const person = await quickUser(t.rt, 'renewal');
    const sub = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: sub });
    await billingSettled(t.rt);
    await double(t.rt).control.renew(sub, { succeed: false });
    await billingSettled(t.rt);
    await double(t.rt).control.renew(sub, { succeed: false });
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('premium');
    const notices = (await outboxFor(t.rt, person.email)).filter((m) => m.subject.includes('renewal did not go through'));
    expect(notices).toHaveLength(1);
    const [local] = await t.rt.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, sub));
    expect(local!.status).toBe('pending');
    // After the paid period and the grace period: Free.
    await t.rt.services.billing.sweep({ at: new Date(local!.paid_through!.getTime() + 8 * DAY) });
    expect(await planOf(t.rt, person.id)).toBe('free');
    // The retried charge succeeds: the plan is back.
    await double(t.rt).control.renew(sub, { succeed: true });
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('premium');
  });

  it('an admin refund refunds once per request and issues exactly one credit note citing the invoice', async () => {
    const person = await quickUser(t.rt, 'refunded');
    const sub = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: sub });
    await billingSettled(t.rt);
    const [payment] = await t.rt.database.db.select().from(payments).where(eq(payments.user_id, person.id));
    // Not for a student or a visitor.
    expect((await requestJson(t.rt, `/api/admin/billing/payments/${payment!.id}/refund`, { cookie: person.cookie, json: { key: 'refund-key-1' } })).status).toBe(403);
    expect((await requestJson(t.rt, `/api/admin/billing/payments/${payment!.id}/refund`, { json: { key: 'refund-key-1' } })).status).toBe(401);
    const key = `refund-${Date.now()}`;
    const first = await requestJson(t.rt, `/api/admin/billing/payments/${payment!.id}/refund`, { cookie: adminCookie, json: { key, amount_rupees: 100 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await requestJson(t.rt, `/api/admin/billing/payments/${payment!.id}/refund`, { cookie: adminCookie, json: { key, amount_rupees: 100 } });
    expect(second.body).toEqual(first.body);
    expect(double(t.rt).entities.get(payment!.provider_payment_id)!.amount_refunded).toBe(10_000);
    const notes = await t.rt.database.db.select().from(taxDocuments).where(and(eq(taxDocuments.user_id, person.id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    const [invoice] = await t.rt.database.db.select().from(taxDocuments).where(and(eq(taxDocuments.user_id, person.id), eq(taxDocuments.kind, 'invoice')));
    expect(notes[0]!.invoice_id).toBe(invoice!.id);
    // More than is left is refused.
    const tooMuch = await requestJson(t.rt, `/api/admin/billing/payments/${payment!.id}/refund`, { cookie: adminCookie, json: { key: `${key}-b`, amount_rupees: 500 } });
    expect(tooMuch.status).toBe(400);
    // A refund made in Razorpay's dashboard (its API, not ours) gets its credit note too, once, from the webhook.
    await t.rt.payments!.client.payments.refund(payment!.provider_payment_id, { amount: 5_000 } as never);
    await billingSettled(t.rt);
    const after = await t.rt.database.db.select().from(taxDocuments).where(and(eq(taxDocuments.user_id, person.id), eq(taxDocuments.kind, 'credit_note')));
    expect(after).toHaveLength(2);
    expect(after.map((n) => n.total_paise).sort()).toEqual([10_000, 5_000].sort());
    const [refreshed] = await t.rt.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(refreshed!.refunded_paise).toBe(15_000);
    // Our own refund's webhook (delivered too) added nothing: two refunds, two notes.
    expect(after.every((n) => n.invoice_id === invoice!.id)).toBe(true);
  });

  it('an upgrade to Business replaces Premium once paid, refunding the unused days; a failed one keeps Premium', async () => {
    const person = await quickUser(t.rt, 'upgrader');
    const premium = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: premium });
    await billingSettled(t.rt);
    // Business costs more: its checkout is allowed; a declined payment changes nothing.
    const failed = await startCheckout(t.rt, person.cookie, { plan: 'business', period: 'monthly', state: '29' });
    expect((await double(t.rt).control.pay({ subscriptionId: failed }, { method: 'upi', vpa: 'failure@razorpay' })).ok).toBe(false);
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('premium');
    expect(double(t.rt).entities.get(premium)!.status).toBe('active');

    const business = await startCheckout(t.rt, person.cookie, { plan: 'business', period: 'monthly', state: '29' });
    await double(t.rt).control.pay({ subscriptionId: business });
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('business');
    expect(double(t.rt).entities.get(premium)!.status).toBe('cancelled');
    // Premium was paid minutes ago: nearly all of it comes back, with a credit note; only once, however often synced.
    await t.rt.services.billing.sync(premium);
    await t.rt.services.billing.sync(business);
    const notes = await t.rt.database.db.select().from(taxDocuments).where(and(eq(taxDocuments.user_id, person.id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.total_paise).toBeGreaterThan(49_000);
    expect(notes[0]!.total_paise).toBeLessThanOrEqual(49_900);
    expect((await requestJson(t.rt, '/api/billing', { cookie: person.cookie })).body.subscription).toMatchObject({ plan: 'business', status: 'active' });
    // Premium's paid period ended with the upgrade, however often it is synced again (its days were refunded).
    const [old] = await t.rt.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, premium));
    expect(old!.paid_through!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(old!.replaced_by).not.toBeNull();
  });

  it('a downgrade starts when the higher plan’s paid period ends; keeping the higher plan withdraws it', async () => {
    const person = await quickUser(t.rt, 'downgrader');
    const business = await startCheckout(t.rt, person.cookie, { plan: 'business', period: 'monthly', state: '29' });
    await double(t.rt).control.pay({ subscriptionId: business });
    await billingSettled(t.rt);
    const [high] = await t.rt.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, business));
    const endsAt = high!.paid_through!;

    // Premium is authorised now (nothing charged) to start when Business's paid month ends; Business stops renewing.
    const premium = await startCheckout(t.rt, person.cookie);
    expect(double(t.rt).entities.get(premium)!.start_at).toBe(Math.floor(endsAt.getTime() / 1000));
    await double(t.rt).control.pay({ subscriptionId: premium });
    await billingSettled(t.rt);
    expect(await planOf(t.rt, person.id)).toBe('business');
    let overview = (await requestJson(t.rt, '/api/billing', { cookie: person.cookie })).body;
    expect(overview.subscription).toMatchObject({ plan: 'business', cancel_at_period_end: true, next_charge_at: null });
    expect(overview.scheduled).toMatchObject({ plan: 'premium', period: 'monthly', amount_paise: 49_900, starts_at: endsAt.toISOString() });
    expect(await t.rt.database.db.select().from(payments).where(eq(payments.user_id, person.id))).toHaveLength(1);
    const twice = await requestJson(t.rt, '/api/billing/checkout', { cookie: person.cookie, json: { plan: 'premium', period: 'yearly', state: '29' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/^Premium is already set to start on /);

    // Keeping Business withdraws Premium at Razorpay and renews Business as before.
    expect((await requestJson(t.rt, '/api/billing/resume', { method: 'POST', cookie: person.cookie })).status).toBe(200);
    expect(double(t.rt).entities.get(premium)!.status).toBe('cancelled');
    overview = (await requestJson(t.rt, '/api/billing', { cookie: person.cookie })).body;
    expect(overview.scheduled).toBeNull();
    expect(overview.subscription).toMatchObject({ plan: 'business', cancel_at_period_end: false });

    // Again, and this time the month runs out: Business's mandate ends, Premium's first charge makes it Premium.
    const again = await startCheckout(t.rt, person.cookie);
    await double(t.rt).control.pay({ subscriptionId: again });
    await billingSettled(t.rt);
    await t.rt.services.billing.sweep({ at: new Date(endsAt.getTime() - 30 * 60_000) });
    expect(double(t.rt).entities.get(business)!.status).toBe('cancelled');
    await double(t.rt).control.renew(again);
    await billingSettled(t.rt);
    expect(double(t.rt).entities.get(again)!.status).toBe('active');
    await t.rt.services.billing.sweep({ at: new Date(endsAt.getTime() + 60_000) });
    expect(await planOf(t.rt, person.id)).toBe('premium');
    const invoices = await t.rt.database.db.select().from(taxDocuments).where(and(eq(taxDocuments.user_id, person.id), eq(taxDocuments.kind, 'invoice')));
    expect(invoices.map((d) => d.total_paise).sort()).toEqual([49_900, 99_900].sort());
  });

  it('a student pays half: by a verified college address, or by a partner college code; anyone else pays the table price', async () => {
    const priceAtRazorpay = (sub: string) => (double(t.rt).entities.get(String(double(t.rt).entities.get(sub)!.plan_id))!.item as { amount: number }).amount;
    const [collegeMail, unverified, affiliated] = await quickUsers(t.rt, 3, { label: 'student' });
    await t.rt.database.db.update(users).set({ email: `kavya-${Date.now()}@iitm.ac.in` }).where(eq(users.id, collegeMail!.id));
    await t.rt.database.db.update(users).set({ email: `ravi-${Date.now()}@du.edu`, emailVerified: false }).where(eq(users.id, unverified!.id));
    expect(priceAtRazorpay(await startCheckout(t.rt, collegeMail!.cookie))).toBe(24_950);
    expect(priceAtRazorpay(await startCheckout(t.rt, unverified!.cookie))).toBe(49_900);
    const college = await approvedInstitution(t.rt, adminCookie);
    const joined = await requestJson(t.rt, '/api/me/affiliation', { method: 'PUT', cookie: affiliated!.cookie, json: { institutionCode: college.institution.code } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const sub = await startCheckout(t.rt, affiliated!.cookie, { plan: 'business', period: 'yearly', state: '33' });
    expect(priceAtRazorpay(sub)).toBe(499_950);
    await double(t.rt).control.pay({ subscriptionId: sub });
    await billingSettled(t.rt);
    const overview = await requestJson(t.rt, '/api/billing', { cookie: affiliated!.cookie });
    expect(overview.body.subscription).toMatchObject({ plan: 'business', amount_paise: 499_950, student_discount: true });
    const [invoice] = await t.rt.database.db.select().from(taxDocuments).where(eq(taxDocuments.user_id, affiliated!.id));
    // The discount is on the invoice: the list price, and what was charged.
    expect(invoice).toMatchObject({ list_price_paise: 999_900, total_paise: 499_950, description: 'ChangePath Business, yearly subscription (student price)' });
  });

  it('refuses checkout to a visitor, a free plan, a made-up plan and a made-up price', async () => {
    expect((await requestJson(t.rt, '/api/billing/checkout', { json: { plan: 'premium', state: '29' } })).status).toBe(401);
    const person = await quickUser(t.rt, 'tamper');
    expect((await requestJson(t.rt, '/api/billing/checkout', { cookie: person.cookie, json: { plan: 'free', state: '29' } })).status).toBe(400);
    expect((await requestJson(t.rt, '/api/billing/checkout', { cookie: person.cookie, json: { plan: 'gold', state: '29' } })).status).toBe(400);
    const sub = await startCheckout(t.rt, person.cookie, { plan: 'premium', period: 'monthly', state: '29', amount: 100, price: 1 });
    const plan = double(t.rt).entities.get(String(double(t.rt).entities.get(sub)!.plan_id))!;
    expect((plan.item as { amount: number }).amount).toBe(49_900);
  });
});

describeEachDatabase('Billing: invoice numbers', (kind) => {
  const t = useTestRuntime(kind);
  const supplier = { name: 'S', address: 'A', gstin: '29AAACC1234C1Z5', state: '29', sac: '999293' };
  const doc = (issuedAt: Date) => ({
    kind: 'invoice' as const,
    issuedAt,
    userId: null,
    paymentId: null,
    buyer: { name: 'B', email: 'b@example.com', state: '29', gstin: null },
    description: 'd',
    totalPaise: 49_900,
    listPricePaise: 49_900,
  });

  it('200 concurrent invoices get 200 consecutive unique numbers, and a rolled-back one leaves no gap', async () => {
    // A year no other test writes in, so the sequence starts at 1.
    const at = new Date('2031-05-01T06:00:00Z');
    const db = t.rt.database.db;
    const rolledBack = db.transaction(async (tx) => {
      await issueDocument(tx, supplier, doc(at));
      throw new Error('roll back');
    });
    const issued = await Promise.all([rolledBack.catch(() => null), ...Array.from({ length: 200 }, () => db.transaction((tx) => issueDocument(tx, supplier, doc(at))))]);
    const numbers = issued.filter((x): x is { id: string; number: string } => x !== null).map((x) => x.number).sort();
    expect(numbers).toHaveLength(200);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => `CP/31-32/${String(i + 1).padStart(6, '0')}`));
  });

  it('starts again at 1 on 1 April, India time', async () => {
    const db = t.rt.database.db;
    const before = await db.transaction((tx) => issueDocument(tx, supplier, doc(new Date('2036-03-31T18:29:59Z'))));
    const after = await db.transaction((tx) => issueDocument(tx, supplier, doc(new Date('2036-03-31T18:30:00Z'))));
    expect(before.number).toBe('CP/35-36/000001');
    expect(after.number).toBe('CP/36-37/000001');
  });
});

describe('Billing: Razorpay unreachable', () => {
  const t = useTestRuntime('pglite');
  it('a checkout answers 502 saying nothing was charged, and leaves no subscription behind', async () => {
    const [person] = await quickUsers(t.rt, 1, { label: 'outage' });
    await t.rt.payments!.double!.close();
    const res = await requestJson(t.rt, '/api/billing/checkout', { cookie: person!.cookie, json: { plan: 'premium', state: '29' } });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(englishOf(billingMessages.providerDown));
    const [{ n }] = await t.rt.database.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.user_id, person!.id));
    expect(n).toBe(0);
  });
});

describe('Billing: paid plans off', () => {
  const t = useTestRuntime('pglite', { env: { PAID_PLANS: '0' } });
  it('checkout says paid plans are not on sale, and the webhook route refuses', async () => {
    const [person] = await quickUsers(t.rt, 1, { label: 'off' });
    const res = await requestJson(t.rt, '/api/billing/checkout', { cookie: person!.cookie, json: { plan: 'premium', state: '29' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(englishOf(billingMessages.notOnSale));
    expect((await requestJson(t.rt, '/api/billing', { cookie: person!.cookie })).body.on_sale).toBe(false);
  });
});
