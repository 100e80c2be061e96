/**
 * /admin-dashboard: its own 'ChangeTalks Admin' header with Sign Out. Visitors and non-admins are
 * sent to /admin-signin; the data comes from admin-only APIs that refuse anyone else (401/403) regardless.
 * Sections: talks, moderation, applications and forms, mentors, accounts and plans, mail queue; the
 * overview shows them all, `?section=<id>` one, and the navigation under the header links them (with a way back to
 * the site). The talk list, the open moderation queue, the mentors and the mail queue come with the page; moderation decisions,
 * deleting a talk and changing a plan also work before the scripts run (features/admin/admin-actions.ts), with the
 * outcome shown at the top.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { metaLocale } from '~/client/config/pages';
import { i18nFor } from '~/client/lib/i18n';
import { useEffect } from 'react';
import { Link, redirect, useActionData, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { type AdminSectionId, adminBackToSite, adminSections } from '~/client/config/navigation';
import { AccountPlans } from '~/client/features/admin/components/account-plans';
import { AdminNav } from '~/client/features/admin/components/admin-nav';
import { adminAction } from '~/client/features/admin/admin-actions';
import { OutcomeNotice, type PageOutcome } from '~/client/lib/page-outcome';
import { useAdminOverview } from '~/client/features/admin/use-admin-overview';
import { communityKeys } from '~/client/features/community/api/keys';
import { mentorKeys } from '~/client/features/mentors/api/keys';
import { talkKeys } from '~/client/features/talks/api/keys';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { ModerationQueue } from '~/client/features/community/components/moderation-queue';
import { AdminMentors } from '~/client/features/mentors/components/admin-mentors';
import { MailQueue } from '~/client/features/admin/components/mail-queue';
import { PaymentsAdmin } from '~/client/features/admin/components/payments-admin';
import { AdminQueues } from '~/client/features/partners/components/admin-queues';
import { AdminTalks } from '~/client/features/talks/components/admin-talks';
import { authClient } from '~/client/lib/auth-client';
import { isAdminUser, useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { requireAdmin } from '~/client/lib/route-guards';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = (args) => {
  const section = adminSections.find((s) => s.id === args.loaderData?.section);
  const i18n = i18nFor(metaLocale(args));
  const admin = i18n._(msg`ChangeTalks Admin`);
  return [{ title: `${section ? `${i18n._(section.label)} · ` : ''}${admin} · ChangePath` }, { name: 'robots', content: 'noindex' }];
};

/** The section `?section=` names, null for the overview (every section); undefined for a name that is not one. */
function sectionOf(value: string | null): AdminSectionId | null | undefined {
  if (value === null || value === '') return null;
  return adminSections.find((s) => s.id === value)?.id;
}

/**
 * Visitors and non-admins are sent to /admin-signin, by the server. Loads what the shown sections render with the
 * page: the talk list, the open moderation queue, the mail queue, and the account searched for in the plans section
 * (`?email=`). An unknown `?section=` goes to the overview.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: actor } = requireAdmin(context);
  const { services } = context.get(pageContext);
  const url = new URL(request.url);
  const section = sectionOf(url.searchParams.get('section'));
  if (section === undefined) throw redirect(paths.adminDashboard);
  const shows = (id: AdminSectionId) => section === null || section === id;
  const email = shows('plans') ? (url.searchParams.get('email') ?? '').trim().slice(0, 320) : '';
  const [talks, reports, mentors, mail, account, payments, failedEvents, subscriptionRows, creditNotes] = await Promise.all([
    shows('talks') ? services.talks.listAll({ actor }) : null,
    shows('moderation') ? services.community.reports({ actor, status: 'open' }) : null,
    shows('mentors') ? services.mentors.adminList({ actor }) : null,
    shows('mail') ? services.admin.mail({ actor }) : null,
    email ? services.ai.accountPlan({ actor, email }) : null,
    shows('payments') ? services.billing.adminPayments({ actor }) : null,
    shows('payments') ? services.billing.failedEvents({ actor }) : null,
    shows('payments') ? services.billing.adminSubscriptions({ actor }) : null,
    shows('payments') ? services.billing.adminCreditNotes({ actor }) : null,
  ]);
  const billing =
    payments && failedEvents && subscriptionRows && creditNotes
      ? {
          refundKey: randomKey(),
          payments: payments.map((p) => ({ ...p, captured_at: p.captured_at.toISOString() })),
          failedEvents: failedEvents.map((e) => ({ event_id: e.event_id, event: e.event, received_at: e.received_at.toISOString(), attempts: e.attempts, last_error: e.last_error })),
          subscriptions: subscriptionRows.map((r) => ({ ...r, paid_through: r.paid_through?.toISOString() ?? null, starts_at: r.starts_at?.toISOString() ?? null })),
          creditNotes,
        }
      : null;
  const seeds = seedQueries([
    ...(talks ? [[talkKeys.adminList, { talks }] as const] : []),
    ...(reports ? [[communityKeys.reportList('open'), { reports }] as const] : []),
    ...(mentors ? [[mentorKeys.admin, { mentors }] as const] : []),
  ]);
  return { section, seeds, mail, billing, search: email ? { email, account } : null };
}

export const action = adminAction;

/** A refund form's key: made per render, so sending one form twice refunds once (the service keeps the first). */
function randomKey(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { data: session, isPending } = useSession();
  const isAdmin = isAdminUser(session?.user as { role?: string | null } | undefined);
  const { section } = loaderData;
  const shows = (id: AdminSectionId) => section === null || section === id;
  const overview = useAdminOverview(isAdmin && shows('plans'));
  const outcome = useActionData() as PageOutcome | undefined;

  useEffect(() => {
    if (!isPending && !isAdmin) navigate(paths.adminSignIn, { replace: true });
  }, [isPending, isAdmin, navigate]);

  async function signOut() {
    await authClient.signOut();
    navigate(paths.adminSignIn);
  }

  if (isPending || !isAdmin) {
    return (
      <main id="main" className="p-8 text-slate-700" role="status">
        <Trans>Checking your access...</Trans>
      </main>
    );
  }
  const stats = [
    { label: t`Accounts`, value: overview.data?.users },
    { label: t`Verified accounts`, value: overview.data?.verifiedUsers },
    { label: t`Admins`, value: overview.data?.admins },
    { label: t`New this week`, value: overview.data?.newUsersThisWeek },
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <h1 className="text-xl font-bold"><Trans>ChangeTalks Admin</Trans></h1>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={adminBackToSite.to} className="text-sm font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900">
              {i18n._(adminBackToSite.label)}
            </Link>
            <Button variant="outline" onClick={signOut}>
              <Trans>Sign Out</Trans>
            </Button>
          </div>
        </div>
      </header>
      <AdminNav current={section} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <p className="text-slate-700"><Trans>Signed in as {session?.user.email}.</Trans></p>
        <OutcomeNotice outcome={outcome} className="mt-4" />
        {shows('talks') ? (
          <div className="mt-6">
            <AdminTalks enabled={isAdmin} />
          </div>
        ) : null}
        {shows('moderation') ? <ModerationQueue className="mt-10" /> : null}
        {shows('applications') ? <AdminQueues className="mt-10" /> : null}
        {shows('mentors') ? (
          <div className="mt-10">
            <AdminMentors enabled={isAdmin} />
          </div>
        ) : null}
        {shows('plans') ? (
          <AccountPlans className="mt-10" stats={stats} statsError={overview.isError ? overview.error.message : null} search={loaderData.search} />
        ) : null}
        {shows('mail') && loaderData.mail ? <MailQueue className="mt-10" data={loaderData.mail} /> : null}
        {shows('payments') && loaderData.billing ? <PaymentsAdmin className="mt-10" data={loaderData.billing} /> : null}
      </main>
    </div>
  );
}
