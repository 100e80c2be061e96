/**
 * Public forms API: `POST /api/contact`, `POST /api/newsletter` (double opt-in),
 * `GET /api/newsletter/confirm?token=`, `GET /api/newsletter/unsubscribe?token=`, `POST /api/demo-requests`,
 * `POST /api/speaker-applications`; admin inbox: `GET /api/admin/inbox?kind=`, `POST /api/admin/inbox/{kind}/{id}/handled`.
 * The form posts are throttled per client address (the forms service's `admit`, FORM_RATE_LIMIT) before their body
 * is read, as the pages' forms are. The routes only translate HTTP and JSON to and from the forms service
 * (`deps.services.forms`, forms.service.ts), which decides.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { INBOX_KINDS, contactSchema, demoSchema, inboxIdSchema, inboxItemSchema, newsletterSchema, speakerSchema } from '~/shared/forms';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { FORM_RATE_LIMIT } from './forms.service';

export { FORM_RATE_LIMIT };
const tokenQuery = z.object({ token: z.string().min(10).max(100) });
const received = json(z.object({ id: z.uuid() }), 'Received; a confirmation e-mail is on its way');
const redirect = { description: 'Redirects to the home page, which says how it went (`?newsletter=confirmed|unsubscribed|invalid`)' };

export function formRoutes(deps: AppDeps) {
  const { forms } = deps.services;
  // Scoped per route: this router is mounted at /api, where a '*' middleware would throttle every POST.
  const limited = createMiddleware<{ Variables: { clientIp: string } }>(async (c, next) => {
    await forms.admit({ clientIp: c.get('clientIp') });
    await next();
  });
  const tags = ['Forms'];
  const form = { tags, middleware: [limited] };

  const api = createRouter()
    .openapi(
      createRoute({
        ...form,
        method: 'post',
        path: '/contact',
        operationId: 'sendContactMessage',
        summary: 'Send a message to the team (the Contact page)',
        request: { body: jsonBody(contactSchema) },
        responses: { 201: received, ...errors(400, 403, 415, 429) },
      }),
      async (c) => c.json(await forms.contact({ input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        ...form,
        method: 'post',
        path: '/newsletter',
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe an address to the newsletter (a confirmation link is e-mailed first)',
        request: { body: jsonBody(newsletterSchema) },
        responses: { 200: json(z.object({ pending: z.boolean() }), '`pending`: a confirmation e-mail was sent; false when already subscribed'), ...errors(400, 403, 415, 429) },
      }),
      async (c) => c.json(await forms.newsletter({ email: c.req.valid('json').email }), 200),
    )
    .openapi(
      createRoute({
        tags,
        method: 'get',
        path: '/newsletter/confirm',
        operationId: 'confirmNewsletter',
        summary: 'The link in the confirmation e-mail',
        request: { query: tokenQuery },
        responses: { 302: redirect, ...errors(400) },
      }),
      async (c) => c.redirect(`/?newsletter=${(await forms.confirmNewsletter(c.req.valid('query').token)) ? 'confirmed' : 'invalid'}`, 302),
    )
    .openapi(
      createRoute({
        tags,
        method: 'get',
        path: '/newsletter/unsubscribe',
        operationId: 'unsubscribeFromNewsletter',
        summary: 'The unsubscribe link in every newsletter',
        request: { query: tokenQuery },
        responses: { 302: redirect, ...errors(400) },
      }),
      async (c) => c.redirect(`/?newsletter=${(await forms.unsubscribeNewsletter(c.req.valid('query').token)) ? 'unsubscribed' : 'invalid'}`, 302),
    )
    .openapi(
      createRoute({
        ...form,
        method: 'post',
        path: '/demo-requests',
        operationId: 'requestDemo',
        summary: 'An institution asks for a demo',
        request: { body: jsonBody(demoSchema) },
        responses: { 201: received, ...errors(400, 403, 415, 429) },
      }),
      async (c) => c.json(await forms.demo({ input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        ...form,
        method: 'post',
        path: '/speaker-applications',
        operationId: 'applyToSpeak',
        summary: 'Apply to give a ChangeTalk',
        request: { body: jsonBody(speakerSchema) },
        responses: { 201: received, ...errors(400, 403, 415, 429) },
      }),
      async (c) => c.json(await forms.speaker({ input: c.req.valid('json') }), 201),
    );

  const admin = requireActor(deps.auth);
  const adminRoutes = createRouter()
    .openapi(
      createRoute({
        tags: ['Admin'],
        security: signedIn,
        middleware: [admin],
        method: 'get',
        path: '/inbox',
        operationId: 'listInbox',
        summary: 'Contact messages, demo requests or speaker applications, newest first (at most 200)',
        request: { query: z.object({ kind: z.enum(INBOX_KINDS) }) },
        responses: { 200: json(z.object({ items: z.array(inboxItemSchema) }), 'The submissions'), ...errors(400, 401, 403) },
      }),
      async (c) => c.json({ items: await forms.inbox({ actor: c.get('actor'), kind: c.req.valid('query').kind }) }, 200),
    )
    .openapi(
      createRoute({
        tags: ['Admin'],
        security: signedIn,
        middleware: [admin],
        method: 'post',
        path: '/inbox/{kind}/{id}/handled',
        operationId: 'markInboxItemHandled',
        summary: 'Mark a submission handled',
        request: { params: z.object({ kind: z.enum(INBOX_KINDS), id: inboxIdSchema }) },
        responses: { 200: json(z.object({ handled: z.literal(true) }), 'Marked'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await forms.markHandled({ actor: c.get('actor'), ...c.req.valid('param') }), 200),
    );
  return { api, admin: adminRoutes };
}
