/** /signup: the sign-up form; a signed-in visitor is sent to /dashboard. */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '~/client/features/auth/auth-card';
import { signUpAction } from '~/client/features/auth/auth-actions';
import { SignUpForm } from '~/client/features/auth/sign-up-form';
import { useRedirectIfSignedIn } from '~/client/features/auth/use-session-redirect';
import { redirectIfSignedIn } from '~/client/lib/route-guards';
import { pendingAssessmentOf } from '~/shared/assessment';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Sign Up`, msg`Create a free ChangePath account: AI career tools, micro-courses, mentorship and live ChangeTalks.`);

/**
 * A signed-in visitor goes on to `?redirect=` or the dashboard. `savesAssessment` when the page was opened from a
 * skills assessment result ('Sign up to save it'): the new account keeps it (auth-actions.ts verifiedCallbackFor).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(request, context);
  return { savesAssessment: pendingAssessmentOf(new URL(request.url).searchParams) !== null };
}

export const action = signUpAction;

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  useRedirectIfSignedIn();
  const description = loaderData.savesAssessment
    ? t`Free to join. We'll send you a link to verify your e-mail address. Your skills assessment result is saved to your account when you open it.`
    : t`Free to join. We'll send you a link to verify your e-mail address.`;
  return (
    <AuthCard title={t`Create your account`} description={description}>
      <SignUpForm />
    </AuthCard>
  );
}
