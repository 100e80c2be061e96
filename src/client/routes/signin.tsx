/** /signin (spec §2.5): the sign-in form; a signed-in visitor is sent to /dashboard. */
import { AuthCard } from '~/client/features/auth/auth-card';
import { SignInForm } from '~/client/features/auth/sign-in-form';
import { useRedirectIfSignedIn } from '~/client/features/auth/use-session-redirect';

export const meta = () => [
  { title: 'Sign In · ChangePath' },
  { name: 'description', content: 'Sign in to ChangePath to use AI career tools, register for ChangeTalks and join the community.' },
];

export default function SignInPage() {
  useRedirectIfSignedIn();
  return (
    <AuthCard title="Sign In" description="Welcome back. Sign in to continue your career path.">
      <SignInForm />
    </AuthCard>
  );
}
