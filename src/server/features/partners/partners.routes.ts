/**
 * Partnerships API, one `createRoute` per operation.
 * Public: `POST /api/partnerships/college` (multipart with logo), `POST /api/partnerships/university`,
 * `GET /api/partnerships/status/{token}`, `POST …/status/{token}/reply`, `GET /api/institutions`.
 * Signed in: `GET|PUT /api/me/affiliation`. Partner admins (403 for anyone else): `/api/partner-admin/me`, `/students`,
 * `/students.csv`, `/students.pdf`, `GET|POST /events`. Admin: `GET /api/admin/applications`,
 * `POST /api/admin/applications/{id}/decision`, `GET /api/admin/event-proposals`, `POST /api/admin/event-proposals/{id}/decision`.
 *
 * The routes only translate HTTP and JSON to and from the partnerships service (`deps.services.partners`,
 * partners.service.ts), which decides who may do what; the application forms first count against the public forms'
 * limit per client address (`deps.services.forms.admit`), as the /partner and /university-partner pages do.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { LOGO_MAX_BYTES, affiliationSchema, applicationDecisionSchema, eventProposalSchema, formMessages, universitySchema } from '~/shared/forms';
import {
  adminApplicationSchema,
  affiliationViewSchema,
  applicationDecisionResultSchema,
  applicationReceiptSchema,
  applicationReplySchema,
  applicationStatusViewSchema,
  applicationTokenSchema,
  applicationsQuerySchema,
  collegeApplicationSchema,
  eventProposalViewSchema,
  institutionSchema,
  partnerInstitutionSchema,
  partnerStudentSchema,
  proposalDecisionResultSchema,
  proposalDecisionSchema,
  proposedEventSchema,
} from '~/shared/partners';
import type { AppDeps } from '../../context';
import { csvHeaders, toCsv } from '../../csv';
import { AppError, errorBody } from '../../errors';
import { readableForm } from '../../form-body';
import type { ClientIpVariables } from '../../middleware/client-ip';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { studentsPdf } from './partners.pdf';
import { NOT_A_PARTNER_ADMIN } from './partners.service';

const tokenParam = z.object({ token: applicationTokenSchema });
const idParam = z.object({ id: z.uuid() });
const binary = z.string().meta({ format: 'binary' });

export { NOT_A_PARTNER_ADMIN };

export function partnerRoutes(deps: AppDeps) {
  const { partners, forms } = deps.services;
  const user = requireActor(deps.auth);
  const admin = user;
  const partnerAdmin = user;

  /** The public forms' limit per client address (shared with the other forms): 429 when it is spent. */
  const limited = createMiddleware<{ Variables: ClientIpVariables }>(async (c, next) => {
    await forms.admit({ clientIp: c.get('clientIp') });
    await next();
  });
  const logoLimit = bodyLimit({ maxSize: LOGO_MAX_BYTES + 256 * 1024, onError: (c) => c.json(errorBody('payload_too_large', formMessages.logoTooLarge, { field: 'logo' }), 413) });

  const tags = ['Partnerships'];
  const api = createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/partnerships/college',
        operationId: 'applyAsCollege',
        summary: 'Apply to partner as a college (with an optional logo)',
        tags,
        middleware: [limited, logoLimit, readableForm('The form could not be read.')] as const,
        request: { body: { required: true, content: { 'multipart/form-data': { schema: collegeApplicationSchema } } } },
        responses: {
          201: json(applicationReceiptSchema, 'Filed; the applicant is e-mailed the private status link'),
          // 400: a field's message, or a logo that is not a PNG, JPEG or PDF; 413: a logo over 5 MB; 429: too many forms from this address.
          ...errors(400, 403, 413, 415, 429),
        },
      }),
      async (c) => {
        const { logo, ...input } = c.req.valid('form');
        if (logo && logo.size === 0 && logo.name) throw new AppError('bad_request', formMessages.logoType, { field: 'logo' });
        const bytes = logo && logo.size > 0 ? new Uint8Array(await logo.arrayBuffer()) : null;
        return c.json(await partners.applyCollege({ input, logo: bytes }), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/partnerships/university',
        operationId: 'applyAsUniversity',
        summary: 'Apply to partner as a university',
        tags,
        middleware: [limited] as const,
        request: { body: jsonBody(universitySchema) },
        responses: { 201: json(applicationReceiptSchema, 'Filed; the applicant is e-mailed the private status link'), ...errors(400, 403, 415, 429) },
      }),
      async (c) => c.json(await partners.applyUniversity({ input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/partnerships/status/{token}',
        operationId: 'getApplicationStatus',
        summary: 'An application by its private status link: where it stands, and its history',
        tags,
        request: { params: tokenParam },
        responses: { 200: json(applicationStatusViewSchema, 'The application'), ...errors(400, 404) },
      }),
      async (c) => c.json(await partners.status(c.req.valid('param').token), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/partnerships/status/{token}/reply',
        operationId: 'replyToApplication',
        summary: 'Answer a request for more information; the application goes back under review',
        tags,
        middleware: [limited] as const,
        request: { params: tokenParam, body: jsonBody(applicationReplySchema) },
        // 409: the application is not waiting for more information.
        responses: { 200: json(z.object({ replied: z.literal(true) }), 'Sent to the partnerships team'), ...errors(400, 403, 404, 409, 415, 429) },
      }),
      async (c) => c.json(await partners.reply({ token: c.req.valid('param').token, message: c.req.valid('json').message }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/institutions',
        operationId: 'listInstitutions',
        summary: 'The approved partner institutions, by name (the affiliation picker)',
        tags,
        responses: { 200: json(z.object({ institutions: z.array(institutionSchema) }), 'The institutions') },
      }),
      async (c) => c.json({ institutions: await partners.institutions() }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/affiliation',
        operationId: 'getMyAffiliation',
        summary: 'The institution you are affiliated with, if any',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ affiliation: affiliationViewSchema.nullable() }), 'The affiliation, or null'), ...errors(401) },
      }),
      async (c) => c.json({ affiliation: await partners.affiliation({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/affiliation',
        operationId: 'setMyAffiliation',
        summary: "Affiliate with an institution: a partner institution by its code, or another by name (a listed one or 'Other')",
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { body: jsonBody(affiliationSchema) },
        // 400: a partner institution chosen by name (its code is needed); 404: no institution has the code;
        // 429: too many codes tried.
        responses: { 200: json(z.object({ affiliation: affiliationViewSchema }), 'Saved'), ...errors(400, 401, 403, 404, 415, 429) },
      }),
      async (c) => c.json({ affiliation: await partners.setAffiliation({ actor: c.get('actor'), clientIp: c.get('clientIp'), input: c.req.valid('json') }) }, 200),
    );

  // Every route here is the partner admin's: 401 without a session, 403 for anyone who administers no institution.
  const partnerTags = ['Partner admin'];
  const partner = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me',
        operationId: 'getPartnerInstitution',
        summary: 'The institution you administer, with its code',
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        responses: { 200: json(z.object({ institution: partnerInstitutionSchema }), 'The institution'), ...errors(401, 403) },
      }),
      async (c) => c.json({ institution: await partners.myInstitution({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/students',
        operationId: 'listPartnerStudents',
        summary: "Your institution's affiliated students, by name",
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        responses: { 200: json(z.object({ students: z.array(partnerStudentSchema) }), 'The students'), ...errors(401, 403) },
      }),
      async (c) => c.json({ students: (await partners.students({ actor: c.get('actor') })).students }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/students.csv',
        operationId: 'downloadPartnerStudentsCsv',
        summary: "Your institution's affiliated students as CSV",
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        responses: { 200: { description: 'name, email, affiliated_at (ISO-8601 UTC), as an attachment', content: { 'text/csv': { schema: z.string() } } }, ...errors(401, 403) },
      }),
      async (c) => {
        const { students: rows } = await partners.students({ actor: c.get('actor') });
        return c.body(toCsv(['name', 'email', 'affiliated_at'], rows.map((r) => [r.name, r.email, r.affiliated_at])), 200, csvHeaders('students.csv'));
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/students.pdf',
        operationId: 'downloadPartnerStudentsPdf',
        summary: "Your institution's affiliated students as a PDF report",
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        responses: { 200: { description: 'The report (A4), as an attachment', content: { 'application/pdf': { schema: binary } } }, ...errors(401, 403) },
      }),
      async (c) => {
        const { institution, students: rows } = await partners.students({ actor: c.get('actor') });
        const bytes = await studentsPdf(institution.name, rows);
        return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="students.pdf"' });
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/events',
        operationId: 'listPartnerEventProposals',
        summary: "Your institution's event proposals, newest first",
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        responses: { 200: json(z.object({ proposals: z.array(eventProposalViewSchema) }), 'The proposals'), ...errors(401, 403) },
      }),
      async (c) => c.json({ proposals: await partners.proposals({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/events',
        operationId: 'proposePartnerEvent',
        summary: 'Propose an event for ChangeTalks; the ChangeTalks admin approves or rejects it',
        tags: partnerTags,
        security: signedIn,
        middleware: [partnerAdmin] as const,
        request: { body: jsonBody(eventProposalSchema) },
        responses: { 201: json(z.object({ proposal: proposedEventSchema }), 'Proposed'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => c.json({ proposal: await partners.propose({ actor: c.get('actor'), input: c.req.valid('json') }) }, 201),
    );

  const adminTags = ['Admin: partnerships'];
  const adminApi = createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/applications',
        operationId: 'adminListApplications',
        summary: 'Partnership applications, newest first (at most 200), optionally of one status',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { query: applicationsQuerySchema },
        responses: { 200: json(z.object({ applications: z.array(adminApplicationSchema) }), 'The applications'), ...errors(400, 401, 403) },
      }),
      async (c) => c.json({ applications: await partners.applications({ actor: c.get('actor'), status: c.req.valid('query').status }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/applications/{id}/decision',
        operationId: 'adminDecideApplication',
        summary: 'Move an application on: under review, approved (creates the institution), rejected or more information requested',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { params: idParam, body: jsonBody(applicationDecisionSchema) },
        // 409: already approved or rejected.
        responses: { 200: json(applicationDecisionResultSchema, 'Decided; the applicant is e-mailed'), ...errors(400, 401, 403, 404, 409, 415) },
      }),
      async (c) => c.json(await partners.decide({ actor: c.get('actor'), id: c.req.valid('param').id, decision: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/event-proposals',
        operationId: 'adminListEventProposals',
        summary: "Every partner institution's event proposals, newest first",
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        responses: { 200: json(z.object({ proposals: z.array(eventProposalViewSchema) }), 'The proposals'), ...errors(401, 403) },
      }),
      async (c) => c.json({ proposals: await partners.allProposals({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/event-proposals/{id}/decision',
        operationId: 'adminDecideEventProposal',
        summary: 'Approve an event proposal (it becomes an upcoming talk at 18:00 platform time) or reject it',
        tags: adminTags,
        security: signedIn,
        middleware: [admin] as const,
        request: { params: idParam, body: jsonBody(proposalDecisionSchema) },
        // 409: already decided.
        responses: { 200: json(proposalDecisionResultSchema, 'Decided'), ...errors(400, 401, 403, 404, 409, 415) },
      }),
      async (c) => c.json(await partners.decideProposal({ actor: c.get('actor'), id: c.req.valid('param').id, decision: c.req.valid('json').decision }), 200),
    );

  return { api, partner, admin: adminApi };
}
