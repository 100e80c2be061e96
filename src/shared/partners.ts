/**
 * The partnerships API's shapes as zod schemas: what `/api/partnerships/*`,
 * `/api/institutions`, `/api/me/affiliation`, the partner admin's `/api/partner-admin/*` and the admin's application
 * and event-proposal routes take and answer. The forms' own field schemas (college, university, affiliation, event
 * proposal, decision) are in forms.ts, which the pages share.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, collegeSchema } from './forms';

export const applicationKindSchema = z.enum(['college', 'university']);
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** A filed application: its id and the applicant's private status link (also e-mailed to them). */
export const applicationReceiptSchema = z.object({ id: z.uuid(), statusUrl: z.string() });

/** A file the form sends; documented as binary (zod's file type has no OpenAPI form of its own). */
const fileSchema = z.file().meta({ type: 'string', format: 'binary' });

/**
 * The college application as `POST /api/partnerships/college` takes it (multipart): collegeSchema's fields (an empty
 * number of students counts as none) and an optional `logo`, a PNG, JPEG or PDF of at most 5 MB judged by content.
 */
export const collegeApplicationSchema = collegeSchema.extend({
  numberOfStudents: z.preprocess((v) => (v === '' ? undefined : v), collegeSchema.shape.numberOfStudents),
  logo: fileSchema.optional(),
});

/** An applicant's view of their application by its private link. Times ISO-8601 UTC. */
export const applicationStatusViewSchema = z.object({
  kind: applicationKindSchema,
  name: z.string(),
  status: applicationStatusSchema,
  /** The status in words ('More information requested'). */
  status_label: z.string(),
  /** The admin's reason or request, '' if none. */
  note: z.string(),
  /** Oldest first. */
  history: z.array(z.object({ status: applicationStatusSchema, note: z.string(), actor: z.enum(['admin', 'applicant']), at: z.iso.datetime() })),
});
export type ApplicationStatusView = z.infer<typeof applicationStatusViewSchema>;

/** The applicant's answer to a request for more information. */
export const applicationReplySchema = z.object({ message: z.string().trim().min(1).max(3000) });

/** The private token of an application's status link, in its address. */
export const applicationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,80}$/).meta({ description: 'The private token of the status link' });

/** An approved partner institution, as the affiliation picker lists it. */
export const institutionSchema = z.object({ id: z.uuid(), name: z.string() });
export type Institution = z.infer<typeof institutionSchema>;

/** A user's affiliation: an approved institution (its id), or a named one or 'Other' (no id). */
export const affiliationViewSchema = z.object({
  institution_id: z.uuid().nullable(),
  institution_name: z.string(),
  /** ISO-8601 UTC. */
  affiliated_at: z.iso.datetime(),
});
export type Affiliation = z.infer<typeof affiliationViewSchema>;

/** The institution a partner admin administers. */
export const partnerInstitutionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Students and faculty join with this code. */
  code: z.string(),
});
export type PartnerInstitution = z.infer<typeof partnerInstitutionSchema>;

/** A student affiliated with the partner admin's institution. */
export const partnerStudentSchema = z.object({ name: z.string(), email: z.string(), affiliated_at: z.iso.datetime() });
export type PartnerStudent = z.infer<typeof partnerStudentSchema>;

/** An event a partner institution proposes for ChangeTalks (Exclusive Events), as stored. */
export const proposedEventSchema = z.object({
  id: z.uuid(),
  institution_id: z.uuid(),
  /** The partner admin's user id (null once that account is deleted). */
  proposed_by: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD. */
  proposed_date: z.iso.date(),
  speaker_name: z.string(),
  status: z.enum(['proposed', 'approved', 'rejected']),
  /** The talk an approval created. */
  changetalk_id: z.uuid().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.iso.datetime(),
});

/** A proposal as the lists show it: with its institution's name. */
export const eventProposalViewSchema = proposedEventSchema.extend({ institution_name: z.string() });
export type EventProposal = z.infer<typeof eventProposalViewSchema>;

/** An application in the admin's queue. */
export const adminApplicationSchema = z.object({
  id: z.uuid(),
  kind: applicationKindSchema,
  name: z.string(),
  email: z.string(),
  status: applicationStatusSchema,
  note: z.string(),
  /** The submitted form fields. */
  data: z.record(z.string(), z.unknown()),
  /** ISO-8601 UTC. */
  created_at: z.iso.datetime(),
  /** `/api/uploads/{id}`, or null without a logo. */
  logo_url: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const applicationsQuerySchema = z.object({ status: applicationStatusSchema.optional() });

/** An admin's decision made: the new status, and the institution an approval created. */
export const applicationDecisionResultSchema = z.object({
  status: z.enum(['under_review', 'approved', 'rejected', 'more_info']),
  institution: partnerInstitutionSchema.nullable(),
});

export const proposalDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
export type EventDecision = z.infer<typeof proposalDecisionSchema>['decision'];

/** A proposal decided: its status, and the upcoming talk an approval created (at 18:00 platform time). */
export const proposalDecisionResultSchema = z.object({ status: z.enum(['approved', 'rejected']), changetalk_id: z.uuid().nullable() });
