/**
 * Public forms API (issue 8): `POST /api/contact`, `POST /api/newsletter` (double opt-in),
 * `GET /api/newsletter/confirm?token=`, `GET /api/newsletter/unsubscribe?token=`, `POST /api/demo-requests`,
 * `POST /api/speaker-applications`; admin inbox: `GET /api/admin/inbox?kind=`, `POST /api/admin/inbox/:kind/:id/handled`.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { contactSchema, demoSchema, formMessages, newsletterSchema, speakerSchema } from '~/shared/forms';
import type { AppDeps } from '../../context';
import { type AuthVariables, requireRole } from '../../middleware/auth-guards';
import { validate } from '../../validate';
import { FORM_RATE_LIMIT, type FormDeps, confirmSubscription, consumeFormLimit, listInbox, markHandled, submitInbox, subscribe, unsubscribe } from './forms.service';

export { FORM_RATE_LIMIT };
const kindParam = z.enum(['contact', 'demo', 'speaker']);
const tokenQuery = z.object({ token: z.string().min(10).max(100) });

export function formRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  const formDeps: FormDeps = { db, mailer: deps.mailer, publicUrl: deps.env.publicUrl, supportEmail: deps.env.SUPPORT_EMAIL };
  // Scoped per route: this router is mounted at /api, where a '*' middleware would throttle every POST.
  const limited = createMiddleware<{ Variables: { clientIp: string } }>(async (c, next) => {
    await consumeFormLimit(db, c.get('clientIp'));
    await next();
  });
  const api = new Hono<{ Variables: AuthVariables & { clientIp: string } }>()
    .post('/contact', limited, validate('json', contactSchema), async (c) => {
      const v = c.req.valid('json');
      return c.json(await submitInbox(formDeps, 'contact', { name: `${v.firstName} ${v.lastName}`.trim(), email: v.email, data: v, confirmation: formMessages.contactThanks }), 201);
    })
    .post('/newsletter', limited, validate('json', newsletterSchema), async (c) => c.json(await subscribe(formDeps, c.req.valid('json').email)))
    .get('/newsletter/confirm', validate('query', tokenQuery), async (c) => c.redirect(`/?newsletter=${(await confirmSubscription(db, c.req.valid('query').token)) ? 'confirmed' : 'invalid'}`))
    .get('/newsletter/unsubscribe', validate('query', tokenQuery), async (c) => c.redirect(`/?newsletter=${(await unsubscribe(db, c.req.valid('query').token)) ? 'unsubscribed' : 'invalid'}`))
    .post('/demo-requests', limited, validate('json', demoSchema), async (c) => {
      const v = c.req.valid('json');
      return c.json(await submitInbox(formDeps, 'demo', { name: v.name, email: v.email, data: v, confirmation: formMessages.demoThanks }), 201);
    })
    .post('/speaker-applications', limited, validate('json', speakerSchema), async (c) => {
      const v = c.req.valid('json');
      return c.json(await submitInbox(formDeps, 'speaker', { name: v.name, email: v.email, data: v, confirmation: formMessages.speakerThanks }), 201);
    });

  const admin = new Hono<{ Variables: AuthVariables }>()
    .get('/inbox', requireRole(auth, 'admin'), validate('query', z.object({ kind: kindParam })), async (c) => c.json({ items: await listInbox(db, c.req.valid('query').kind) }))
    .post('/inbox/:kind/:id/handled', requireRole(auth, 'admin'), validate('param', z.object({ kind: kindParam, id: z.uuid() })), async (c) => {
      await markHandled(db, c.req.valid('param').kind, c.req.valid('param').id);
      return c.json({ handled: true });
    });
  return { api, admin };
}
