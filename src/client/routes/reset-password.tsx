/**
 * /reset-password: without a token, the request form; with `?token=` from the e-mailed link, the
 * new-password form; with `?error=INVALID_TOKEN` (an expired or used link), a message and the request form.
 * Both forms post to this route's action (features/auth/auth-actions.ts).
 */
import { msg } from '@lingui/core/macro';
import { titleMeta } from '~/client/config/pages';
import { Message } from '~/client/lib/i18n';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { resetPasswordAction } from '~/client/features/auth/auth-actions';
import { AuthCard } from '~/client/features/auth/auth-card';
import { NewPasswordForm, ResetRequestForm } from '~/client/features/auth/reset-password-forms';
import { authMessages } from '~/shared/messages';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) => titleMeta(args, msg`Reset Password`, msg`Forgot your ChangePath password? Get a link by e-mail to choose a new one.`);

export const action = resetPasswordAction;

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalid = params.get('error');
  if (token && !invalid) {
    return (
      <AuthCard title={t`Choose a new password`} description={t`Enter your new password twice.`}>
        <NewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Reset Password`} description={t`Enter your e-mail address and we'll send you a link to reset your password.`}>
      {invalid ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <Message text={authMessages.invalidResetLink} />
        </p>
      ) : null}
      <ResetRequestForm />
    </AuthCard>
  );
}
