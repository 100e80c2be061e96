/**
 * Every feature's service, built once per process (runtime.ts) and handed to both doors: the JSON API's routers
 * (`deps.services`) and the pages' loaders and actions (the load context's `services`, pages/page-services.ts).
 * Each service's operations take the acting user (`actor`, or null) and decide everything about the operation:
 * who may do it, rate limits, validation, the transaction and the jobs it enqueues (CONTRIBUTING.md walks one
 * feature end to end).
 */
import type { Auth } from './auth/auth';
import type { Database } from './db';
import type { Env } from './env';
import { createAccountService } from './features/account/account.service';
import { createCareerProfileService } from './features/account/career-profile.service';
import { createAdminService } from './features/admin/admin.service';
import { createAiService } from './features/ai/ai.service';
import { createBillingService } from './features/billing/billing.service';
import type { PaymentGateway } from './features/billing/payment-gateway';
import { createAssessmentService } from './features/assessment/assessment.service';
import { createCommunityService } from './features/community/community.service';
import { createFormService } from './features/forms/forms.service';
import { createLearningService } from './features/learning/learning.service';
import { createMentorService } from './features/mentors/mentors.service';
import { type Notifier, createNotificationService } from './features/notifications/notifications.service';
import { createPartnerService } from './features/partners/partners.service';
import { createSearchService } from './features/search/search.service';
import type { ConfirmationRelay } from './features/talks/talks.confirmations';
import { createTalkService } from './features/talks/talks.service';
import { createToolkitService } from './features/toolkit/toolkit.service';
import { createUploadService } from './features/uploads/uploads.service';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics';

/** What the services are built from: the process's settings and shared infrastructure. */
export interface ServiceDeps {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  notifier: Notifier;
  /** This process's relay of talk registration confirmations (absent: its sweep finds new registrations). */
  confirmations?: ConfirmationRelay;
  metrics?: Metrics;
  /** Razorpay, or the local one (null: paid plans are off). */
  payments?: PaymentGateway | null;
}

/** Builds every feature's service from `deps`. */
export function createServices(deps: ServiceDeps) {
  const { env, db, auth, logger, metrics, mailer, jobs, confirmations, notifier } = deps;
  const supplier = { name: env.SUPPLIER_NAME, address: env.SUPPLIER_ADDRESS, gstin: env.supplierGstin, state: env.supplierGstin.slice(0, 2), sac: env.GST_SAC };
  return {
    account: createAccountService({ auth, publicUrl: env.publicUrl }),
    admin: createAdminService({ db, mailer }),
    ai: createAiService({ db, env, logger, metrics }),
    assessment: createAssessmentService({ db }),
    billing: createBillingService({ db, gateway: deps.payments ?? null, jobs, mailer, supplier, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE, logger }),
    careerProfile: createCareerProfileService({ db }),
    community: createCommunityService({ db, notifier }),
    forms: createFormService({ db, mailer, publicUrl: env.publicUrl, supportEmail: env.SUPPORT_EMAIL }),
    learning: createLearningService({ db, publicUrl: env.publicUrl, notifier }),
    mentors: createMentorService({ db, mailer, notifier, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE }),
    notifications: createNotificationService({ db, secret: env.authSecret }),
    partners: createPartnerService({ db, mailer, notifier, publicUrl: env.publicUrl, supportEmail: env.SUPPORT_EMAIL, timeZone: env.PLATFORM_TIME_ZONE }),
    search: createSearchService({ db }),
    talks: createTalkService({ db, mailer, jobs, confirmations, publicUrl: env.publicUrl, timeZone: env.PLATFORM_TIME_ZONE, organizerEmail: env.mailFromAddress }),
    toolkit: createToolkitService({ db }),
    uploads: createUploadService({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
