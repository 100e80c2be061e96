/**
 * Institution partnerships: `createPartnerService(deps)`, the feature's one service (built once, services.ts), called
 * by the JSON API (partners.routes.ts) and the pages (/partner, /university-partner, a status link's page). The
 * module's other functions are what it is made of. Applications move applied → under review → approved,
 * rejected (with a reason) or more information requested; the applicant is e-mailed at each step and follows
 * it on a private status link. Approval creates the institution with a code and makes the applicant's e-mail a
 * partner admin of it. Students affiliate by choosing an institution or entering its code.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ApplicationStatus } from '~/shared/forms';
import type { AdminApplication, Affiliation, ApplicationStatusView, EventProposal } from '~/shared/partners';
import {
  AFFILIATION_CODE_LIMITS,
  LOGO_MAX_BYTES,
  NAMED_INSTITUTIONS,
  STATUS_LABELS,
  affiliationSchema,
  applicationDecisionSchema,
  collegeSchema,
  eventProposalSchema,
  formMessages,
  partnerMessages,
  universitySchema,
} from '~/shared/forms';
import { applicationReplySchema, applicationTokenSchema } from '~/shared/partners';
import { eventInstant } from '~/shared/talks';
import { type Actor, anAdmin, signedIn } from '../../auth/guards';
import { enforceRateLimit } from '../../rate-limit';
import { paths } from '~/shared/paths';
import type { Notifier } from '../notifications/notifications.service';
import type { Database } from '../../db';
import { applicationEvents, changetalks, eventProposals, institutionAdmins, institutions, partnershipApplications, uploads, userAffiliations, users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { writeText } from '../../i18n';
import { currentLocale } from '../../request-context';
import { localeOf } from '~/shared/locales';
import { applicationDecided, applicationReceived, statusPageUrl } from './partners.emails';
import { isWellFormedImage } from '../../image-structure';
import type { Mailer } from '../../mail/mailer';

export interface PartnerDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
  /** Tells an applicant who has an account (same verified e-mail) of each decision, in the app. */
  notifier?: Notifier;
}


/** Stores a logo (PNG, JPEG or PDF by content, ≤ 5 MB). */
export async function saveLogo(db: Database, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new AppError('bad_request', formMessages.logoType, { field: 'logo' });
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('payload_too_large', formMessages.logoTooLarge, { field: 'logo' });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !['image/png', 'image/jpeg', 'application/pdf'].includes(type.mime) || !isWellFormedImage(bytes, type.mime)) {
    throw new AppError('bad_request', formMessages.logoType, { field: 'logo' });
  }
  const [row] = await db.insert(uploads).values({ content_type: type.mime, bytes, size: bytes.length }).returning({ id: uploads.id });
  return row.id;
}

/**
 * Files an application and e-mails the applicant their private status link (and support). The applicant's language
 * is the request's (the page they applied on), kept with the application for its later e-mails.
 */
export async function apply(deps: PartnerDeps, opts: { kind: 'college' | 'university'; name: string; email: string; data: Record<string, unknown>; logoUploadId?: string | null }) {
  const token = randomBytes(32).toString('base64url');
  const locale = currentLocale();
  const link = statusPageUrl(deps.publicUrl, token, locale);
  const app = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnershipApplications)
      .values({ kind: opts.kind, name: opts.name, email: opts.email.trim().toLowerCase(), data: opts.data, logo_upload_id: opts.logoUploadId ?? null, status_token: token, locale })
      .returning();
    await tx.insert(applicationEvents).values({ application_id: row.id, status: 'applied', actor: 'applicant' });
    // Queued with the application: the applicant's status link and support's notice exist exactly when it does.
    const mailTx = tx as unknown as Database;
    await deps.mailer.enqueue(applicationReceived({ ...row, locale }, deps.publicUrl), { tx: mailTx });
    await deps.mailer.enqueue(
      { to: deps.supportEmail, subject: `New ${opts.kind} partnership application: ${row.name}`, text: `Review it in the admin portal: ${deps.publicUrl}/admin-dashboard`, internal: true },
      { tx: mailTx },
    );
    return row;
  });
  return { id: app.id, statusUrl: link };
}

export async function applicationStatus(db: Database, token: string): Promise<ApplicationStatusView> {
  const [app] = await db.select().from(partnershipApplications).where(eq(partnershipApplications.status_token, token));
  if (!app) throw new AppError('not_found', partnerMessages.noApplicationForLink);
  const history = await db.select().from(applicationEvents).where(eq(applicationEvents.application_id, app.id)).orderBy(asc(applicationEvents.created_at));
  // The text columns hold only the values the workflow writes (kind, status, actor).
  return {
    kind: app.kind as ApplicationStatusView['kind'],
    name: app.name,
    status: app.status as ApplicationStatus,
    status_label: writeText(STATUS_LABELS[app.status as ApplicationStatus]),
    note: app.note,
    history: history.map((h) => ({ status: h.status as ApplicationStatus, note: h.note, actor: h.actor as 'admin' | 'applicant', at: h.created_at.toISOString() })),
  };
}

/** The applicant answers a request for more information; the application goes back under review. */
export async function replyToApplication(deps: PartnerDeps, opts: { token: string; message: string }) {
  const [app] = await deps.db.select().from(partnershipApplications).where(eq(partnershipApplications.status_token, opts.token));
  if (!app) throw new AppError('not_found', partnerMessages.noApplicationForLink);
  if (app.status !== 'more_info') throw new AppError('conflict', partnerMessages.notWaitingForInfo);
  await deps.db.transaction(async (tx) => {
    await tx.update(partnershipApplications).set({ status: 'under_review', updated_at: new Date() }).where(eq(partnershipApplications.id, app.id));
    await tx.insert(applicationEvents).values({ application_id: app.id, status: 'under_review', note: opts.message, actor: 'applicant' });
    await deps.mailer.enqueue({ to: deps.supportEmail, subject: `More information for ${app.name}`, text: opts.message, internal: true }, { tx: tx as unknown as Database });
  });
}

export async function listApplications(db: Database, status?: string): Promise<AdminApplication[]> {
  const rows = await db
    .select()
    .from(partnershipApplications)
    .where(status ? eq(partnershipApplications.status, status) : undefined)
    .orderBy(desc(partnershipApplications.created_at))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as AdminApplication['kind'],
    name: r.name,
    email: r.email,
    status: r.status as ApplicationStatus,
    note: r.note,
    data: r.data,
    created_at: r.created_at.toISOString(),
    logo_url: r.logo_upload_id ? `/api/uploads/${r.logo_upload_id}` : null,
  }));
}

const institutionCode = (name: string) => {
  const initials = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !['of', 'and', 'the', 'for'].includes(w.toLowerCase())).map((w) => w[0].toUpperCase()).join('').slice(0, 5) || 'INST';
  return `CP-${initials}-${randomBytes(3).toString('hex').toUpperCase()}`;
};

/**
 * Moves an application to a new status, records it, and queues the applicant's e-mail in the same transaction. Approving creates the institution
 * (once) and makes the application's e-mail its partner admin. 404 unknown; 409 once approved or rejected.
 * The applicant's e-mail is sent as transactional (exempt from the per-address cap). Returns `{ status, institution }`
 * (institution `{ id, name, code }` when approved, else null).
 */
export async function decideApplication(deps: PartnerDeps, opts: { id: string; status: 'under_review' | 'approved' | 'rejected' | 'more_info'; note: string }) {
  const result = await deps.db.transaction(async (tx) => {
    const [app] = await tx.select().from(partnershipApplications).where(eq(partnershipApplications.id, opts.id)).for('update');
    if (!app) throw new AppError('not_found', partnerMessages.noSuchApplication);
    if (app.status === 'approved' || app.status === 'rejected') throw new AppError('conflict', app.status === 'approved' ? partnerMessages.alreadyApproved : partnerMessages.alreadyRejected);
    await tx.update(partnershipApplications).set({ status: opts.status, note: opts.note, updated_at: new Date() }).where(eq(partnershipApplications.id, app.id));
    await tx.insert(applicationEvents).values({ application_id: app.id, status: opts.status, note: opts.note, actor: 'admin' });
    let institution: { id: string; name: string; code: string } | null = null;
    if (opts.status === 'approved') {
      const [inst] = await tx.insert(institutions).values({ name: app.name, code: institutionCode(app.name), application_id: app.id }).returning();
      await tx.insert(institutionAdmins).values({ institution_id: inst.id, email: app.email }).onConflictDoNothing();
      institution = { id: inst.id, name: inst.name, code: inst.code };
    }
    // Queued with the decision, in the language the applicant applied in.
    await deps.mailer.enqueue(
      applicationDecided({ ...app, locale: localeOf(app.locale) }, { status: opts.status, note: opts.note, institutionCode: institution?.code }, deps.publicUrl),
      { tx: tx as unknown as Database },
    );
    if (deps.notifier) {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, app.email.toLowerCase()), eq(users.emailVerified, true)));
      if (account) {
        await deps.notifier.record(tx as unknown as Database, [
          { userId: account.id, type: 'partnership_decided', subject: app.name, details: { status: opts.status }, link: paths.partnershipStatus.replace(':token', app.status_token) },
        ]);
      }
    }
    return { app, institution };
  });
  return { status: opts.status, institution: result.institution };
}

export async function approvedInstitutions(db: Database) {
  return db.select({ id: institutions.id, name: institutions.name }).from(institutions).orderBy(asc(institutions.name));
}

export async function getAffiliation(db: Database, userId: string): Promise<Affiliation | null> {
  const [a] = await db.select().from(userAffiliations).where(eq(userAffiliations.user_id, userId));
  return a ? toAffiliation(a) : null;
}

const toAffiliation = (a: typeof userAffiliations.$inferSelect): Affiliation => ({
  institution_id: a.institution_id,
  institution_name: a.institution_name,
  affiliated_at: a.affiliated_at.toISOString(),
});

/**
 * Saves a user's affiliation: a partner institution by its code, or by name one that is not a partner (one of the
 * named ones, or Other). A partner institution chosen by name answers 400 asking for its code.
 */
export async function setAffiliation(db: Database, opts: { userId: string; institutionCode?: string; institutionName?: string }): Promise<Affiliation> {
  let institutionId: string | null = null;
  let name = opts.institutionName?.trim() ?? '';
  if (opts.institutionCode) {
    const [inst] = await db.select().from(institutions).where(eq(institutions.code, opts.institutionCode.trim().toUpperCase()));
    if (!inst) throw new AppError('not_found', partnerMessages.noInstitutionWithCode);
    institutionId = inst.id;
    name = inst.name;
  } else {
    // A partner institution is joined with its code only: its partner admin sees its members.
    const [inst] = await db.select({ name: institutions.name }).from(institutions).where(sql`lower(${institutions.name}) = lower(${name})`);
    if (inst) throw new AppError('bad_request', partnerMessages.codeNeeded(inst.name));
    if (!(NAMED_INSTITUTIONS as readonly string[]).includes(name) && !name) throw new AppError('bad_request', partnerMessages.chooseInstitution);
  }
  const [row] = await db
    .insert(userAffiliations)
    .values({ user_id: opts.userId, institution_id: institutionId, institution_name: name })
    .onConflictDoUpdate({ target: userAffiliations.user_id, set: { institution_id: institutionId, institution_name: name, affiliated_at: new Date() } })
    .returning();
  return toAffiliation(row);
}

/** The institution a user administers (by verified e-mail), or null. */
export async function partnerInstitution(db: Database, user: { email: string; emailVerified: boolean }) {
  if (!user.emailVerified) return null;
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name, code: institutions.code })
    .from(institutionAdmins)
    .innerJoin(institutions, eq(institutions.id, institutionAdmins.institution_id))
    .where(eq(institutionAdmins.email, user.email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function institutionStudents(db: Database, institutionId: string) {
  const rows = await db
    .select({ name: users.name, email: users.email, affiliated_at: userAffiliations.affiliated_at })
    .from(userAffiliations)
    .innerJoin(users, eq(users.id, userAffiliations.user_id))
    .where(eq(userAffiliations.institution_id, institutionId))
    .orderBy(asc(users.name));
  return rows.map((r) => ({ ...r, affiliated_at: r.affiliated_at.toISOString() }));
}

type ProposalRow = typeof eventProposals.$inferSelect;
/** A proposal row as the API answers it (`created_at` ISO-8601 UTC); `status` holds only proposed, approved or rejected. */
const toProposal = (p: ProposalRow) => ({ ...p, status: p.status as EventProposal['status'], created_at: p.created_at.toISOString() });

/** Files a partner institution's event proposal (status 'proposed'). */
export async function proposeEvent(db: Database, opts: { institutionId: string; userId: string; title: string; description: string; proposedDate: string; speakerName: string }) {
  const [row] = await db
    .insert(eventProposals)
    .values({ institution_id: opts.institutionId, proposed_by: opts.userId, title: opts.title, description: opts.description, proposed_date: opts.proposedDate, speaker_name: opts.speakerName })
    .returning();
  return toProposal(row);
}

export async function listProposals(db: Database, institutionId?: string): Promise<EventProposal[]> {
  const rows = await db
    .select({ p: eventProposals, institution: institutions.name })
    .from(eventProposals)
    .innerJoin(institutions, eq(institutions.id, eventProposals.institution_id))
    .where(institutionId ? eq(eventProposals.institution_id, institutionId) : undefined)
    .orderBy(desc(eventProposals.created_at));
  return rows.map((r) => ({ ...toProposal(r.p), institution_name: r.institution }));
}

/** ChangeTalks admin decides a proposal; approval creates an upcoming talk at 18:00 platform time. */
export async function decideProposal(
  db: Database,
  opts: { id: string; decision: 'approve' | 'reject'; eventDate: (date: string) => Date },
): Promise<{ status: 'approved' | 'rejected'; changetalk_id: string | null }> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ p: eventProposals, institution: institutions.name }).from(eventProposals).innerJoin(institutions, eq(institutions.id, eventProposals.institution_id)).where(eq(eventProposals.id, opts.id));
    if (!p) throw new AppError('not_found', partnerMessages.noSuchProposal);
    if (p.p.status !== 'proposed') throw new AppError('conflict', partnerMessages.proposalDecided);
    let changetalkId: string | null = null;
    if (opts.decision === 'approve') {
      const [talk] = await tx
        .insert(changetalks)
        .values({ title: p.p.title, description: p.p.description, speaker_name: p.p.speaker_name, speaker_role: p.institution, event_date: opts.eventDate(p.p.proposed_date), event_time: '18:00', location: p.institution, event_type: 'upcoming', category: 'Partner event' })
        .returning({ id: changetalks.id });
      changetalkId = talk.id;
    }
    await tx.update(eventProposals).set({ status: opts.decision === 'approve' ? 'approved' : 'rejected', changetalk_id: changetalkId }).where(and(eq(eventProposals.id, opts.id)));
    return { status: opts.decision === 'approve' ? 'approved' : 'rejected', changetalk_id: changetalkId };
  });
}

/** The partner routes' 403 for a signed-in user who administers no approved institution. */
export const NOT_A_PARTNER_ADMIN = 'Only partner admins of an approved institution can open this.';

/**
 * Builds the partnerships service. Who may do what:
 * - anyone: `applyCollege` (with the logo's bytes, checked by content: PNG, JPEG or PDF, at most 5 MB) and
 *   `applyUniversity` → `{ id, statusUrl }` (the applicant is e-mailed the private status link); `status(token)` and
 *   `reply({ token, message })` (409 unless more information was asked for); `institutions()`. The application
 *   forms count against the public forms' limit per client address, which the doors apply (the forms service's
 *   `admit`) before reading the submission.
 * - the signed-in person (401): `affiliation`, `setAffiliation` (a partner institution by its code: at most 10 tries
 *   per account and 30 per client address in 15 minutes, 429 partnerMessages.tooManyCodes; 404 for an unknown code);
 * - a partner admin, by verified e-mail (403 NOT_A_PARTNER_ADMIN for anyone else): `myInstitution`, `students`,
 *   `proposals`, `propose`;
 * - admins (403): `applications`, `decide`, `allProposals`, `decideProposal` (approval makes an upcoming talk at
 *   18:00 platform time).
 */
export function createPartnerService(deps: PartnerDeps & { timeZone: string }) {
  const { db } = deps;

  /** The institution the actor administers, or 403 (401 for a visitor). */
  async function institutionOf(actor: Actor) {
    const { id } = signedIn(actor);
    const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, id));
    const institution = user ? await partnerInstitution(db, user) : null;
    if (!institution) throw new AppError('forbidden', NOT_A_PARTNER_ADMIN);
    return institution;
  }

  return {
    /** A college's application, with its logo's bytes when one was chosen. */
    async applyCollege({ input, logo }: { input: z.input<typeof collegeSchema>; logo?: Uint8Array | null }): Promise<{ id: string; statusUrl: string }> {
      const data = parseInput(collegeSchema, input);
      const logoUploadId = logo ? await saveLogo(db, Buffer.from(logo)) : null;
      return apply(deps, { kind: 'college', name: data.institutionName, email: data.email, data, logoUploadId });
    },

    /** A university's application. */
    applyUniversity({ input }: { input: z.input<typeof universitySchema> }): Promise<{ id: string; statusUrl: string }> {
      const data = parseInput(universitySchema, input);
      return apply(deps, { kind: 'university', name: data.universityName, email: data.email, data });
    },

    /** An application by its private status link: where it stands, and its history. 404 for an unknown link. */
    status: (token: string): Promise<ApplicationStatusView> => applicationStatus(db, parseInput(applicationTokenSchema, token)),

    /** The applicant answers a request for more information; the application goes back under review. */
    async reply({ token, message }: { token: string; message: string }): Promise<{ replied: true }> {
      const checked = parseInput(applicationReplySchema, { message });
      await replyToApplication(deps, { token: parseInput(applicationTokenSchema, token), message: checked.message });
      return { replied: true };
    },

    /** The approved partner institutions, by name (the affiliation picker). */
    institutions: () => approvedInstitutions(db),

    /** The institution the person is affiliated with, or null. */
    affiliation: ({ actor }: { actor: Actor }): Promise<Affiliation | null> => getAffiliation(db, signedIn(actor).id),

    /** Affiliates the person (see the rules above); `clientIp` is the address the server decided. */
    async setAffiliation({ actor, clientIp, input }: { actor: Actor; clientIp: string; input: z.input<typeof affiliationSchema> }): Promise<Affiliation> {
      const { id: userId } = signedIn(actor);
      const checked = parseInput(affiliationSchema, input);
      if ('institutionCode' in checked) {
        // Codes cannot be guessed: a few tries per account and per client address.
        await enforceRateLimit(db, `affiliation-code:user:${userId}`, AFFILIATION_CODE_LIMITS.perAccount, partnerMessages.tooManyCodes);
        await enforceRateLimit(db, `affiliation-code:ip:${clientIp}`, AFFILIATION_CODE_LIMITS.perClient, partnerMessages.tooManyCodes);
      }
      return setAffiliation(db, { userId, ...checked });
    },

    /** The institution the partner admin administers, with its code. */
    myInstitution: ({ actor }: { actor: Actor }) => institutionOf(actor),

    /** The partner admin's institution (name) and its affiliated students, by name. */
    async students({ actor }: { actor: Actor }) {
      const institution = await institutionOf(actor);
      return { institution, students: await institutionStudents(db, institution.id) };
    },

    /** The partner admin's institution's event proposals, newest first. */
    proposals: async ({ actor }: { actor: Actor }): Promise<EventProposal[]> => listProposals(db, (await institutionOf(actor)).id),

    /** A partner admin proposes an event for ChangeTalks. */
    async propose({ actor, input }: { actor: Actor; input: z.input<typeof eventProposalSchema> }) {
      const institution = await institutionOf(actor);
      return proposeEvent(db, { institutionId: institution.id, userId: actor!.id, ...parseInput(eventProposalSchema, input) });
    },

    /** Partnership applications, newest first (at most 200), optionally of one status (admins). */
    applications({ actor, status }: { actor: Actor; status?: string }): Promise<AdminApplication[]> {
      anAdmin(actor);
      return listApplications(db, status);
    },

    /** Moves an application on (admins); the applicant is e-mailed. 409 once approved or rejected. */
    decide({ actor, id, decision }: { actor: Actor; id: string; decision: z.input<typeof applicationDecisionSchema> }) {
      anAdmin(actor);
      return decideApplication(deps, { id, ...parseInput(applicationDecisionSchema, decision) });
    },

    /** Every partner institution's event proposals, newest first (admins). */
    allProposals({ actor }: { actor: Actor }): Promise<EventProposal[]> {
      anAdmin(actor);
      return listProposals(db);
    },

    /** Approves (an upcoming talk at 18:00 platform time) or rejects an event proposal (admins); 409 once decided. */
    decideProposal({ actor, id, decision }: { actor: Actor; id: string; decision: 'approve' | 'reject' }) {
      anAdmin(actor);
      return decideProposal(db, { id, decision, eventDate: (d) => eventInstant(d, null, deps.timeZone) });
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
