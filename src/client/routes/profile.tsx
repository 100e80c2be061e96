/**
 * /profile (signed-in only): the account settings behind the dashboard's Profile card, rendered with the person's
 * active sessions; every section's form goes to this route's action (features/profile/profile-actions.ts).
 */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRequireSession } from '~/client/features/auth/use-session-redirect';
import { CAREER_PROFILE_INTENT, careerProfileAction } from '~/client/features/profile/career-profile-actions';
import { CareerProfileForm } from '~/client/features/profile/career-profile-form';
import { profileAction } from '~/client/features/profile/profile-actions';
import {
  NOTIFICATION_PREFERENCES_INTENT,
  NotificationPreferencesSection,
  notificationPreferencesAction,
} from '~/client/features/notifications/notification-preferences';
import { DeleteAccountSection, NameSection, PasswordSection, SessionsSection, TwoFactorSection, sessionsKey } from '~/client/features/profile/profile-sections';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { requireSession } from '~/client/lib/route-guards';
import { paths } from '~/shared/paths';
import { z } from 'zod';
import { parseForm } from '~/client/lib/parse-form';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Profile`, undefined, [{ name: 'robots', content: 'noindex' }]);

/** Signed-out visitors are sent to /signin (and back here after signing in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const session = requireSession(request, context);
  const [sessions, careerProfile, notificationPreferences] = await Promise.all([
    page.services.account.sessions(page.authHeaders ?? request.headers),
    page.services.careerProfile.get({ actor: session.user }),
    page.services.notifications.preferences({ actor: session.user }),
  ]);
  return { seeds: seedQueries([[sessionsKey, sessions]]), careerProfile, notificationPreferences };
}

/** Which of the page's forms was posted (each reads the whole form with its own schema). */
const formOf = z.object({ intent: z.string().max(40).default('') });

/** The career profile and e-mail notification forms have their own actions; the others are the account's. */
export async function action(args: Route.ActionArgs) {
  const submission = parseForm(await args.request.clone().formData(), formOf);
  const intent = submission.status === 'success' ? submission.value.intent : '';
  if (intent === CAREER_PROFILE_INTENT) return careerProfileAction(args, { from: paths.profile });
  if (intent === NOTIFICATION_PREFERENCES_INTENT) return notificationPreferencesAction(args);
  return profileAction(args);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useRequireSession();
  const data = session.data;
  if (session.isPending || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-slate-700" role="status">
        <Trans>Loading your profile...</Trans>
      </div>
    );
  }
  const user = data.user as typeof data.user & { twoFactorEnabled?: boolean | null };
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight"><Trans>Profile</Trans></h1>
        <p className="mt-1 wrap-anywhere text-slate-700">{user.email}</p>
      </div>
      <NameSection name={user.name} />
      <section aria-labelledby="career-profile-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="career-profile-heading" className="text-lg font-semibold">
          <Trans>Career profile</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700"><Trans>Where you are and where you want to go: your dashboard and the AI mentor use it to suggest next steps.</Trans></p>
        <div className="mt-4">
          <CareerProfileForm profile={loaderData.careerProfile} submitLabel={t`Save career profile`} />
        </div>
      </section>
      <NotificationPreferencesSection preferences={loaderData.notificationPreferences} />
      <PasswordSection />
      <SessionsSection currentToken={data.session.token} />
      <TwoFactorSection enabled={!!user.twoFactorEnabled} />
      <DeleteAccountSection />
    </div>
  );
}
