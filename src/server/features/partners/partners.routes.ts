/**
 * Partnerships API (spec §2.7, §4, §6; issue 8). Public: `POST /api/partnerships/college` (multipart with logo),
 * `POST /api/partnerships/university`, `GET /api/partnerships/status/:token`, `POST …/status/:token/reply`,
 * `GET /api/institutions`. Signed in: `GET|PUT /api/me/affiliation`. Partner admins (403 for anyone else):
 * `/api/partner-admin/me`, `/students`, `/students.csv`, `/students.pdf`, `GET|POST /events`.
 * Admin: `GET /api/admin/applications`, `POST /api/admin/applications/:id/decision`, `GET /api/admin/event-proposals`,
 * `POST /api/admin/event-proposals/:id/decision`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { APPLICATION_STATUSES, LOGO_MAX_BYTES, affiliationSchema, applicationDecisionSchema, collegeSchema, eventProposalSchema, formMessages, universitySchema } from '~/shared/forms';
import { eventInstant } from '~/shared/talks';
import type { AppDeps } from '../../context';
import { csvHeaders, toCsv } from '../../csv';
import { AppError, errorBody } from '../../errors';
import { type AuthVariables, requireRole, requireUser } from '../../middleware/auth-guards';
import { consumeFormLimit } from '../forms/forms.service';
import { studentsPdf } from './partners.pdf';
import { validate } from '../../validate';
import {
  type PartnerDeps,
  apply,
  applicationStatus,
  approvedInstitutions,
  decideApplication,
  decideProposal,
  getAffiliation,
  institutionStudents,
  listApplications,
  listProposals,
  partnerInstitution,
  proposeEvent,
  replyToApplication,
  saveLogo,
  setAffiliation,
} from './partners.service';

const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/) });
type PartnerVariables = AuthVariables & { institution: { id: string; name: string; code: string } };

export function partnerRoutes(deps: AppDeps) {
  const { db, auth, env } = deps;
  const partnerDeps: PartnerDeps = { db, mailer: deps.mailer, publicUrl: env.publicUrl, supportEmail: env.SUPPORT_EMAIL };

  const limited = createMiddleware<{ Variables: { clientIp: string } }>(async (c, next) => {
    await consumeFormLimit(db, c.get('clientIp'));
    await next();
  });

  const api = new Hono<{ Variables: AuthVariables & { clientIp: string } }>()
    .post(
      '/partnerships/college',
      limited,
      bodyLimit({ maxSize: LOGO_MAX_BYTES + 256 * 1024, onError: (c) => c.json(errorBody('payload_too_large', formMessages.logoTooLarge), 413) }),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        if (!form) throw new AppError('bad_request', 'The form could not be read.');
        const fields: Record<string, string> = {};
        for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
        if (fields.numberOfStudents === '') delete fields.numberOfStudents;
        const parsed = collegeSchema.safeParse(fields);
        if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid form');
        const logo = form.get('logo');
        const logoUploadId = logo && typeof logo !== 'string' && logo.size > 0 ? await saveLogo(db, Buffer.from(await logo.arrayBuffer())) : null;
        if (logo && typeof logo !== 'string' && logo.size === 0 && logo.name) throw new AppError('bad_request', formMessages.logoType);
        return c.json(await apply(partnerDeps, { kind: 'college', name: parsed.data.institutionName, email: parsed.data.email, data: parsed.data, logoUploadId }), 201);
      },
    )
    .post('/partnerships/university', limited, validate('json', universitySchema), async (c) => {
      const v = c.req.valid('json');
      return c.json(await apply(partnerDeps, { kind: 'university', name: v.universityName, email: v.email, data: v }), 201);
    })
    .get('/partnerships/status/:token', validate('param', tokenParam), async (c) => c.json(await applicationStatus(db, c.req.valid('param').token)))
    .post('/partnerships/status/:token/reply', limited, validate('param', tokenParam), validate('json', z.object({ message: z.string().trim().min(1).max(3000) })), async (c) => {
      await replyToApplication(partnerDeps, { token: c.req.valid('param').token, message: c.req.valid('json').message });
      return c.json({ replied: true });
    })
    .get('/institutions', async (c) => c.json({ institutions: await approvedInstitutions(db) }))
    .get('/me/affiliation', requireUser(auth), async (c) => c.json({ affiliation: await getAffiliation(db, c.get('user').id) }))
    .put('/me/affiliation', requireUser(auth), validate('json', affiliationSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json({ affiliation: await setAffiliation(db, { userId: c.get('user').id, ...body }) });
    });

  const partner = new Hono<{ Variables: PartnerVariables }>();
  partner.use('*', requireUser(auth), async (c, next) => {
    const inst = await partnerInstitution(db, c.get('user'));
    if (!inst) throw new AppError('forbidden', 'Only partner admins of an approved institution can open this.');
    c.set('institution', inst);
    await next();
  });
  partner
    .get('/me', (c) => c.json({ institution: c.get('institution') }))
    .get('/students', async (c) => c.json({ students: await institutionStudents(db, c.get('institution').id) }))
    .get('/students.csv', async (c) => {
      const rows = await institutionStudents(db, c.get('institution').id);
      return new Response(toCsv(['name', 'email', 'affiliated_at'], rows.map((r) => [r.name, r.email, r.affiliated_at])), { headers: csvHeaders('students.csv') });
    })
    .get('/students.pdf', async (c) => {
      const inst = c.get('institution');
      const bytes = await studentsPdf(inst.name, await institutionStudents(db, inst.id));
      return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="students.pdf"' } });
    })
    .get('/events', async (c) => c.json({ proposals: await listProposals(db, c.get('institution').id) }))
    .post('/events', validate('json', eventProposalSchema), async (c) => {
      const v = c.req.valid('json');
      const row = await proposeEvent(db, { institutionId: c.get('institution').id, userId: c.get('user').id, ...v });
      return c.json({ proposal: row }, 201);
    });

  const admin = new Hono<{ Variables: AuthVariables }>()
    .get('/applications', requireRole(auth, 'admin'), validate('query', z.object({ status: z.enum(APPLICATION_STATUSES).optional() })), async (c) =>
      c.json({ applications: await listApplications(db, c.req.valid('query').status) }),
    )
    .post('/applications/:id/decision', requireRole(auth, 'admin'), validate('param', z.object({ id: z.uuid() })), validate('json', applicationDecisionSchema), async (c) =>
      c.json(await decideApplication(partnerDeps, { id: c.req.valid('param').id, ...c.req.valid('json') })),
    )
    .get('/event-proposals', requireRole(auth, 'admin'), async (c) => c.json({ proposals: await listProposals(db) }))
    .post(
      '/event-proposals/:id/decision',
      requireRole(auth, 'admin'),
      validate('param', z.object({ id: z.uuid() })),
      validate('json', z.object({ decision: z.enum(['approve', 'reject']) })),
      async (c) =>
        c.json(await decideProposal(db, { id: c.req.valid('param').id, decision: c.req.valid('json').decision, eventDate: (d) => eventInstant(d, null, env.PLATFORM_TIME_ZONE) })),
    );

  return { api, partner, admin };
}
