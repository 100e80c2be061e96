/** /signin: the sign-in form; a signed-in visitor is sent to /dashboard. */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '~/client/features/auth/auth-card';
import { signInAction } from '~/client/features/auth/auth-actions';
import { SignInForm } from '~/client/features/auth/sign-in-form';
import { useRedirectIfSignedIn } from '~/client/features/auth/use-session-redirect';
import { redirectIfSignedIn } from '~/client/lib/route-guards';
import type { Route } from './+types/signin';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Sign In`, msg`Sign in to ChangePath to use AI career tools, register for ChangeTalks and join the community.`);

/** A signed-in visitor goes on to `?redirect=` or the dashboard. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(request, context);
  return null;
}

export const action = signInAction;

export default function SignInPage() {
  const { t } = useLingui();
  useRedirectIfSignedIn();
  return (
    <AuthCard title={t`Sign In`} description={t`Welcome back. Sign in to continue your career path.`}>
      <SignInForm />
    </AuthCard>
  );
}
