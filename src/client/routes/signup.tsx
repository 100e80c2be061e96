/** /signup (spec §2.5): the sign-up form; a signed-in visitor is sent to /dashboard. */
import { AuthCard } from '~/client/features/auth/auth-card';
import { signUpAction } from '~/client/features/auth/auth-actions';
import { SignUpForm } from '~/client/features/auth/sign-up-form';
import { useRedirectIfSignedIn } from '~/client/features/auth/use-session-redirect';
import { redirectIfSignedIn } from '~/client/lib/route-guards';
import type { Route } from './+types/signup';

export const meta = () => [
  { title: 'Sign Up · ChangePath' },
  { name: 'description', content: 'Create a free ChangePath account: AI career tools, micro-courses, mentorship and live ChangeTalks.' },
];

/** A signed-in visitor goes on to `?redirect=` or the dashboard. */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(request, context);
  return null;
}

export const action = signUpAction;

export default function SignUpPage() {
  useRedirectIfSignedIn();
  return (
    <AuthCard title="Create your account" description="Free to join. We'll send you a link to verify your e-mail address.">
      <SignUpForm />
    </AuthCard>
  );
}
