/**
 * /dashboard: signed-in only (visitors go to /signin); a loading state, then a welcome line with
 * the person's first name (the e-mail's local part only when the account has no name), Sign Out (back to
 * /), their next steps (shared/dashboard.ts: career profile, a course to continue, the skills assessment, a talk they
 * registered for, a thread of theirs without a reply), and the cards. Cards whose features arrive with later issues link to
 * where that feature lives today.
 */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, BookOpen, CalendarDays, GraduationCap, CreditCard, MessageSquare, Target, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import { useAccount } from '~/client/components/layout/use-account';
import { SignOutForm } from '~/client/components/layout/sign-out-form';
import { RecentConversations } from '~/client/features/ai/components/recent-conversations';
import { useRequireSession } from '~/client/features/auth/use-session-redirect';
import { MyCourseProgress } from '~/client/features/learning/components/my-course-progress';
import { MyUpcomingTalks } from '~/client/features/talks/components/my-upcoming-talks';
import { i18nFor, useText } from '~/client/lib/i18n';
import { PLAN_TERMS, planSummary } from '~/shared/plans';
import { firstNameOf } from '~/shared/auth';
import type { AreaScores } from '~/shared/assessment';
import { type DashboardStep, dashboardNextSteps } from '~/shared/dashboard';
import { paths } from '~/shared/paths';
import { learningKeys } from '~/client/features/learning/api/keys';
import { talkKeys } from '~/client/features/talks/api/keys';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { requireSession } from '~/client/lib/route-guards';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Dashboard`, undefined, [{ name: 'robots', content: 'noindex' }]);

function DashboardCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <span className="text-blue-700" aria-hidden>
            {icon}
          </span>
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  );
}

/** Signed-out visitors are sent to /signin (and back here after signing in); the cards render with the person's data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(request, context);
  const { services, clientLocal, locale } = context.get(pageContext);
  const [talks, learning, plan, assessment, profile, unansweredThread] = await Promise.all([
    services.talks.mine({ actor: session.user }),
    services.learning.mine({ actor: session.user }),
    services.ai.plan({ actor: session.user }),
    services.assessment.latest({ actor: session.user }),
    services.careerProfile.get({ actor: session.user }),
    services.community.myUnanswered({ actor: session.user }),
  ]);
  // Someone with no talk of their own is offered the next one.
  const nextTalk = talks.upcoming.length ? null : await services.talks.next();
  const [goalCourse] = profile?.goal ? await services.learning.forGoal({ actor: session.user, goal: profile.goal, limit: 1 }) : [];
  const bank = services.assessment.bank();
  const nextSteps = dashboardNextSteps(
    {
      profile: profile?.stage ? { stage: profile.stage, field: profile.field, goal: profile.goal } : null,
      goalCourse: goalCourse ? { slug: goalCourse.slug, title: goalCourse.title } : null,
      enrollments: learning.enrollments,
      assessment: assessment ? { total_percent: assessment.total_percent, created_at: assessment.created_at, scores: assessment.scores as AreaScores } : null,
      upcomingTalk: talks.upcoming[0] ?? null,
      nextTalk,
      unansweredThread,
    },
    {
      say: (text) => i18nFor(locale)._(text),
      locale,
      timeZone: services.publicConfig(clientLocal).platformTimeZone,
      areaTitles: Object.fromEntries(bank.areas.map((a) => [a.id, a.title])),
    },
  );
  return {
    seeds: seedQueries([[talkKeys.mine, talks], [learningKeys.mine(session.user.id), learning]]),
    plan,
    nextSteps,
    firstName: firstNameOf(session.user),
    welcomed: new URL(request.url).searchParams.get('welcome') === '1',
  };
}

/** The dashboard's next steps, each a link to where it is done. */
function NextSteps({ steps }: { steps: DashboardStep[] }) {
  return (
    <section aria-labelledby="next-steps-heading" className="mt-8 rounded-xl border border-blue-200 bg-blue-50 p-5">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Your next steps</Trans>
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="next-step">
            <p className="font-semibold text-slate-900">{step.title}</p>
            <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            <Link to={step.href} className="mt-2 inline-block text-sm font-medium text-blue-800 underline underline-offset-4">
              {step.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const show = useText();
  const session = useRequireSession();
  const { signOut } = useAccount();
  const navigate = useNavigate();
  const user = session.data?.user;
  if (session.isPending || !user) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">
        <Trans>Loading your dashboard...</Trans>
      </div>
    );
  }
  const signedInAs = user.name || user.email;
  const planName = PLAN_TERMS[loaderData.plan].name;
  const summary = show(planSummary(loaderData.plan));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight"><Trans>Dashboard</Trans></h1>
          <p className="mt-1 text-slate-700"><Trans>Welcome, {loaderData.firstName}</Trans></p>
        </div>
        <SignOutForm onSignOut={() => void signOut()} className={buttonVariants({ variant: 'outline' })} />
      </div>
      {loaderData.welcomed ? (
        <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-slate-900">
          <Trans>You are all set. Here is where to start.</Trans>
        </p>
      ) : null}
      <NextSteps steps={loaderData.nextSteps} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardCard icon={<MessageSquare className="h-5 w-5" />} title={t`AI Chats`} description={t`Ask the AI mentor about careers, skills, exams and your CV.`}>
          <div className="grid gap-4">
            <RecentConversations />
            <div>
              <Button asChild>
                <Link to={paths.aiTools}><Trans>New Chat</Trans></Link>
              </Button>
            </div>
          </div>
        </DashboardCard>
        <DashboardCard icon={<GraduationCap className="h-5 w-5" />} title={t`Courses`} description={t`Your courses, lessons completed and certificates.`}>
          <div className="grid gap-4">
            <MyCourseProgress />
            <div>
              <Button asChild variant="outline">
                <Link to={paths.coursesShort}><Trans>Browse courses</Trans></Link>
              </Button>
            </div>
          </div>
        </DashboardCard>
        <DashboardCard icon={<Target className="h-5 w-5" />} title={t`Goals`} description={t`Turn an ambition into a plan: explore career paths and the skills each one needs.`}>
          <Button asChild variant="outline">
            <Link to={paths.career}><Trans>Explore career paths</Trans></Link>
          </Button>
        </DashboardCard>
        <DashboardCard icon={<BookOpen className="h-5 w-5" />} title={t`Resources`} description={t`Guides and articles from the ChangePath Resource Hub.`}>
          <Button asChild variant="outline">
            <Link to={paths.blog}><Trans>Open the Resource Hub</Trans></Link>
          </Button>
        </DashboardCard>
        <DashboardCard icon={<Bell className="h-5 w-5" />} title={t`Notifications`} description={t`You're all caught up. Registration confirmations and reminders arrive by e-mail.`} />
        <DashboardCard icon={<UserRound className="h-5 w-5" />} title={t`Profile`} description={t`Signed in as ${signedInAs}. Manage your name, password, sessions and two-factor sign-in.`}>
          <Button asChild variant="outline">
            <Link to={paths.profile}><Trans>Manage profile</Trans></Link>
          </Button>
        </DashboardCard>
        <DashboardCard icon={<CreditCard className="h-5 w-5" />} title={t`Subscription`} description={t`You are on the ${planName} plan: ${summary}`}>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={paths.billing}><Trans>Billing and invoices</Trans></Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.pricing}><Trans>Compare plans</Trans></Link>
            </Button>
          </div>
        </DashboardCard>
        <DashboardCard icon={<CalendarDays className="h-5 w-5" />} title={t`ChangeTalks`} description={t`Live talks from people who changed their careers, and recordings of past ones.`}>
          <div className="grid gap-4">
            <MyUpcomingTalks />
            <div>
              <Button onClick={() => navigate(paths.changeTalks)}><Trans>ChangeTalks</Trans></Button>
            </div>
          </div>
        </DashboardCard>
      </div>
    </div>
  );
}
