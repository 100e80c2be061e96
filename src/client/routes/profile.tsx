/**
 * /profile (signed-in only): the account settings behind the dashboard's Profile card, rendered with the person's
 * active sessions; every section's form goes to this route's action (features/profile/profile-actions.ts).
 */
import { useRequireSession } from '~/client/features/auth/use-session-redirect';
import { profileAction } from '~/client/features/profile/profile-actions';
import { DeleteAccountSection, NameSection, PasswordSection, SessionsSection, TwoFactorSection, sessionsKey } from '~/client/features/profile/profile-sections';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { requireSession } from '~/client/lib/route-guards';
import type { Route } from './+types/profile';

export const meta = () => [{ title: 'Profile · ChangePath' }, { name: 'robots', content: 'noindex' }];

/** Signed-out visitors are sent to /signin (and back here after signing in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSession(request, context);
  const page = context.get(pageContext);
  const sessions = await page.services.account.sessions(page.authHeaders ?? request.headers);
  return { seeds: seedQueries([[sessionsKey, sessions]]) };
}

export const action = profileAction;

export default function ProfilePage() {
  const session = useRequireSession();
  const data = session.data;
  if (session.isPending || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-slate-700" role="status">
        Loading your profile...
      </div>
    );
  }
  const user = data.user as typeof data.user & { twoFactorEnabled?: boolean | null };
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="mt-1 text-slate-700">{user.email}</p>
      </div>
      <NameSection name={user.name} />
      <PasswordSection />
      <SessionsSection currentToken={data.session.token} />
      <TwoFactorSection enabled={!!user.twoFactorEnabled} />
      <DeleteAccountSection />
    </div>
  );
}
