/**
 * Billing API, one `createRoute` per operation: Razorpay's `POST /api/billing/webhook` and its checkout's return
 * `POST /api/billing/checkout/callback` (both prove themselves by signature, not by session or origin); signed in
 * `GET /api/billing`, `POST /api/billing/checkout`, `POST /api/billing/cancel`, `POST /api/billing/resume`; admins
 * `GET /api/admin/billing/payments`, `POST /api/admin/billing/payments/{id}/refund`, `GET /api/admin/billing/subscriptions`,
 * `GET /api/admin/billing/credit-notes`, `GET /api/admin/billing/events`,
 * `POST /api/admin/billing/events/{id}/retry`.
 *
 * The routes only translate HTTP to and from the billing service (billing.service.ts), which decides everything.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { billingOverviewSchema, checkoutInputSchema, refundInputSchema, taxDocumentSummarySchema } from '~/shared/billing';
import { teamInviteInputSchema, teamJoinInputSchema, teamMembershipViewSchema, teamOrderInputSchema, teamViewSchema } from '~/shared/billing-teams';
import { paths } from '~/shared/paths';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';

const tags = ['Billing'];
const messageSchema = z.object({ message: z.string() });

/** Where the Billing page tells the person how their checkout went. */
function billingPageAfter(outcome: string): string {
  return `${paths.billing}?checkout=${outcome}`;
}

/** Razorpay's routes and the signed-in person's, mounted at `/api`. */
export function billingRoutes(deps: AppDeps) {
  const { billing } = deps.services;
  const user = requireActor(deps.auth);
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/webhook',
        operationId: 'razorpayWebhook',
        summary: "Razorpay's webhook (signed with the webhook secret over the raw body; stored by event id, applied as a job)",
        tags,
        request: { headers: z.object({ 'x-razorpay-signature': z.string().optional(), 'x-razorpay-event-id': z.string().optional() }) },
        responses: {
          200: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Stored (or already stored: nothing changes)'),
          ...errors(400, 403),
        },
      }),
      async (c) =>
        c.json(await billing.receiveWebhook({ rawBody: await c.req.text(), signature: c.req.header('x-razorpay-signature'), eventId: c.req.header('x-razorpay-event-id') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/checkout/callback',
        operationId: 'razorpayCheckoutReturn',
        summary: "Razorpay Checkout's return: the browser posts the signed payment fields; answered with the Billing page",
        tags,
        responses: { 303: { description: 'To the Billing page, which says whether the plan is active, pending or the payment declined' }, ...errors(403) },
      }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => ({}));
        const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
        return c.redirect(billingPageAfter(await billing.completeCheckout(fields)), 303);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing',
        operationId: 'getBilling',
        summary: 'Your plan, subscription and tax documents',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(billingOverviewSchema, 'The Billing page data'), ...errors(401) },
      }),
      async (c) => c.json(await billing.overview({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/documents/{id}',
        operationId: 'getTaxDocument',
        summary: 'One of your tax invoices or credit notes, as PDF (GST rule 46 fields)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: z.string().max(64) }) },
        responses: {
          200: { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const { bytes, filename } = await billing.documentPdf({ actor: c.get('actor'), id: c.req.valid('param').id });
        return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/checkout',
        operationId: 'startCheckout',
        summary: 'Start paying for Premium or Business: answers the page to pay on (the price is the server’s)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(checkoutInputSchema) },
        responses: {
          200: json(z.object({ checkout_url: z.url() }), 'Send the browser here to pay'),
          // 403: paid plans are off on this site; 409: a subscription is already running; 502: Razorpay failed.
          ...errors(400, 401, 403, 409, 415, 502),
        },
      }),
      async (c) => c.json(await billing.startCheckout({ actor: c.get('actor'), input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/cancel',
        operationId: 'cancelPlan',
        summary: 'End your paid plan when its paid period ends (undo with /billing/resume until then)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ ends_at: z.iso.datetime(), message: z.string() }), 'Ends then'), ...errors(401, 403, 409) },
      }),
      async (c) => c.json(await billing.cancel({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/team/callback',
        operationId: 'razorpayPaymentLinkReturn',
        summary: "A paid Payment Link's return: Razorpay adds the signed result to the query; answered with the team page",
        tags,
        responses: { 303: { description: 'To the team page, which says whether the seats are paid for' }, ...errors(403) },
      }),
      async (c) => c.redirect(`${paths.team}?payment=${await billing.teams.completeLink(c.req.query())}`, 303),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/team',
        operationId: 'getTeam',
        summary: 'The team you own (seats, members, open payment link) and the teams you belong to',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ team: teamViewSchema.nullable(), memberships: z.array(teamMembershipViewSchema) }), 'Your teams'), ...errors(401) },
      }),
      async (c) => {
        const actor = c.get('actor');
        const [team, memberships] = await Promise.all([billing.teams.team({ actor }), billing.teams.memberships({ actor })]);
        return c.json({ team, memberships }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/team/orders',
        operationId: 'orderTeamSeats',
        summary: 'Buy Business seats (10 or more) for one period: answers the Payment Link to pay (the GST invoice goes to the GSTIN)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(teamOrderInputSchema) },
        responses: {
          200: json(z.object({ payment_url: z.url(), amount_paise: z.number().int(), message: z.string() }), 'Pay here, or send the link to whoever pays'),
          ...errors(400, 401, 403, 415, 502),
        },
      }),
      async (c) => c.json(await billing.teams.order({ actor: c.get('actor'), input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/team/invitations',
        operationId: 'inviteTeamMembers',
        summary: 'Invite people to your team by e-mail (each takes a seat until removed)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(teamInviteInputSchema) },
        responses: {
          200: json(z.object({ invited: z.number().int(), message: z.string() }), 'Invitations sent'),
          // 409: the seats are not paid for, too few are free, or everyone named is already on the team.
          ...errors(400, 401, 403, 404, 409, 415),
        },
      }),
      async (c) => c.json(await billing.teams.invite({ actor: c.get('actor'), input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/billing/team/members/{id}',
        operationId: 'removeTeamMember',
        summary: 'Remove a member from your team or withdraw an invitation (their seat is free at once)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: z.string().max(64) }) },
        responses: { 200: json(messageSchema, 'Removed'), ...errors(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await billing.teams.remove({ actor: c.get('actor'), memberId: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/team/join',
        operationId: 'joinTeam',
        summary: 'Accept a team invitation with the token from its e-mail',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(teamJoinInputSchema) },
        responses: { 200: json(z.object({ team: z.string(), message: z.string() }), 'Joined'), ...errors(400, 401, 403, 409, 415) },
      }),
      async (c) => c.json(await billing.teams.join({ actor: c.get('actor'), input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/resume',
        operationId: 'resumePlan',
        summary: 'Keep a plan you had cancelled, before its period ends',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(messageSchema, 'It renews as before'), ...errors(401, 403, 409) },
      }),
      async (c) => c.json(await billing.resume({ actor: c.get('actor') }), 200),
    );
}

const paymentSchema = z.object({
  id: z.uuid(),
  user_email: z.string(),
  amount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  status: z.string(),
  captured_at: z.iso.datetime(),
  provider_payment_id: z.string(),
  /** Our GST invoice for it (its PDF: GET /api/billing/documents/{invoice_id}). */
  invoice_id: z.uuid().nullable(),
  invoice_number: z.string().nullable(),
});
const subscriptionSchema = z.object({
  id: z.uuid(),
  user_email: z.string(),
  plan: z.string(),
  period: z.string(),
  /** Razorpay's status. */
  status: z.string(),
  amount_paise: z.number().int(),
  paid_through: z.iso.datetime().nullable(),
  /** A downgrade's start. */
  starts_at: z.iso.datetime().nullable(),
  cancel_at_period_end: z.boolean(),
  provider_subscription_id: z.string(),
});
const eventSchema = z.object({ event_id: z.string(), event: z.string(), received_at: z.iso.datetime(), attempts: z.number().int(), last_error: z.string().nullable() });

/** Admin routes, mounted at `/api/admin`. */
export function adminBillingRoutes(deps: AppDeps) {
  const { billing } = deps.services;
  const user = requireActor(deps.auth);
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/payments',
        operationId: 'adminListPayments',
        summary: 'Payments, newest first',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ payments: z.array(paymentSchema) }), 'The latest 200 payments'), ...errors(401, 403) },
      }),
      async (c) => {
        const rows = await billing.adminPayments({ actor: c.get('actor') });
        return c.json({ payments: rows.map((p) => ({ ...p, captured_at: p.captured_at.toISOString() })) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/payments/{id}/refund',
        operationId: 'adminRefundPayment',
        summary: 'Refund a payment (all that is left, or `amount_rupees`) and issue its credit note; the same `key` twice refunds once',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: z.string().max(64) }), body: jsonBody(refundInputSchema) },
        responses: { 200: json(z.object({ refunded_paise: z.number().int(), credit_note: z.string() }), 'Refunded'), ...errors(400, 401, 403, 404, 415, 502) },
      }),
      async (c) => c.json(await billing.refund({ actor: c.get('actor'), paymentId: c.req.valid('param').id, input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/subscriptions',
        operationId: 'adminListSubscriptions',
        summary: 'Subscriptions, newest first',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ subscriptions: z.array(subscriptionSchema) }), 'The latest 200 subscriptions'), ...errors(401, 403) },
      }),
      async (c) => {
        const rows = await billing.adminSubscriptions({ actor: c.get('actor') });
        const iso = (d: Date | null) => d?.toISOString() ?? null;
        return c.json({ subscriptions: rows.map((r) => ({ ...r, paid_through: iso(r.paid_through), starts_at: iso(r.starts_at) })) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/credit-notes',
        operationId: 'adminListCreditNotes',
        summary: 'Credit notes (refunds), newest first; each PDF at GET /api/billing/documents/{id}',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ credit_notes: z.array(taxDocumentSummarySchema.extend({ buyer_email: z.string() })) }), 'The latest 100 credit notes'), ...errors(401, 403) },
      }),
      async (c) => c.json({ credit_notes: await billing.adminCreditNotes({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/billing/events',
        operationId: 'adminFailedWebhookEvents',
        summary: 'Webhook events that failed to apply',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ events: z.array(eventSchema) }), 'Failed events, newest first'), ...errors(401, 403) },
      }),
      async (c) => {
        const rows = await billing.failedEvents({ actor: c.get('actor') });
        return c.json({ events: rows.map((e) => ({ event_id: e.event_id, event: e.event, received_at: e.received_at.toISOString(), attempts: e.attempts, last_error: e.last_error })) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/events/{id}/retry',
        operationId: 'adminRetryWebhookEvent',
        summary: 'Apply a stored webhook event again',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: z.object({ id: z.string().max(100) }) },
        responses: { 200: json(z.object({ queued: z.literal(true) }), 'Queued'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await billing.retryEvent({ actor: c.get('actor'), eventId: c.req.valid('param').id }), 200),
    );
}
