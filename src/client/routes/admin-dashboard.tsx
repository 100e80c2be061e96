/**
 * /admin-dashboard (spec §2.10): its own 'ChangeTalks Admin' header with Sign Out. Visitors and non-admins are
 * sent to /admin-signin; the data comes from admin-only APIs that refuse anyone else (401/403) regardless.
 * The ChangeTalks stats, list and form (features/talks) come first, then the account overview. The talk list and
 * the open moderation queue come with the page; moderation decisions and deleting a talk also work before the
 * scripts run (features/admin/admin-actions.ts), with the outcome shown at the top.
 */
import { useEffect } from 'react';
import { useActionData, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { type AdminOutcome, adminAction } from '~/client/features/admin/admin-actions';
import { useAdminOverview } from '~/client/features/admin/use-admin-overview';
import { communityKeys } from '~/client/features/community/api/keys';
import { talkKeys } from '~/client/features/talks/api/keys';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { ModerationQueue } from '~/client/features/community/components/moderation-queue';
import { AdminMentors } from '~/client/features/mentors/components/admin-mentors';
import { MailQueue } from '~/client/features/admin/components/mail-queue';
import { AdminQueues } from '~/client/features/partners/components/admin-queues';
import { AdminTalks } from '~/client/features/talks/components/admin-talks';
import { authClient } from '~/client/lib/auth-client';
import { isAdminUser, useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { requireAdmin } from '~/client/lib/route-guards';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: 'ChangeTalks Admin · ChangePath' }, { name: 'robots', content: 'noindex' }];

/** Visitors and non-admins are sent to /admin-signin, by the server. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { services } = context.get(pageContext);
  const [talks, reports, mail] = await Promise.all([services.admin.talks(), services.admin.reports('open'), services.admin.mail()]);
  return { seeds: seedQueries([[talkKeys.adminList, { talks }], [communityKeys.reportList('open'), { reports }]]), mail };
}

export const action = adminAction;

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { data: session, isPending } = useSession();
  const isAdmin = isAdminUser(session?.user as { role?: string | null } | undefined);
  const overview = useAdminOverview(isAdmin);
  const outcome = useActionData() as AdminOutcome | undefined;

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
        Checking your access...
      </main>
    );
  }
  const stats = [
    { label: 'Accounts', value: overview.data?.users },
    { label: 'Verified accounts', value: overview.data?.verifiedUsers },
    { label: 'Admins', value: overview.data?.admins },
    { label: 'New this week', value: overview.data?.newUsersThisWeek },
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <h1 className="text-xl font-bold">ChangeTalks Admin</h1>
          <Button variant="outline" onClick={signOut}>
            Sign Out
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <p className="text-slate-700">Signed in as {session?.user.email}.</p>
        {outcome ? (
          <div role={outcome.ok ? 'status' : 'alert'} className={`mt-4 rounded-md border p-3 text-sm ${outcome.ok ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}>
            <p className="font-semibold">{outcome.title}</p>
            <p>{outcome.message}</p>
          </div>
        ) : null}
        <div className="mt-6">
          <AdminTalks enabled={isAdmin} />
        </div>
        <ModerationQueue className="mt-10" />
        <AdminQueues className="mt-10" />
        <div className="mt-10">
          <AdminMentors enabled={isAdmin} />
        </div>
        <MailQueue className="mt-10" data={loaderData.mail} />
        <section aria-labelledby="accounts-heading" className="mt-10">
          <h2 id="accounts-heading" className="text-lg font-semibold">
            Accounts
          </h2>
          {overview.isError ? (
            <p role="alert" className="mt-2 text-red-700">
              {overview.error.message}
            </p>
          ) : null}
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {stats.map((s) => (
              <Card key={s.label}>
                <CardHeader>
                  <CardTitle asChild>
                    <h3 className="text-sm font-medium text-slate-700">{s.label}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold" data-testid={`stat-${s.label}`}>
                    {s.value ?? '—'}
                  </p>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}
