/**
 * `useAccount()`: what the header needs to know about the visitor: the signed-in user or null
 * (null while the session loads; the root loader gives it on the server), whether to
 * show the Admin button, and a sign-out action that returns to / (or shows an error toast).
 */
import { useNavigate } from 'react-router';
import { isAdminUser, useSession } from '~/client/lib/session';
import { authErrorMessage } from '~/client/lib/auth-errors';
import { signOut } from '~/client/lib/sign-out';
import { toast } from '~/client/components/ui/use-toast';
import { authMessages, toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';

export interface Account {
  user: { email: string; name?: string | null; role?: string | null } | null;
  isAdmin: boolean;
  signOut: () => Promise<void>;
}

export function useAccount(): Account {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const user = (session?.user as Account['user'] | undefined) ?? null;

  async function handleSignOut() {
    try {
      // Signed out on the server first, then home; signed-in pages' guards stand aside meanwhile (isSigningOut).
      const result = await signOut(() => navigate(paths.home));
      if (result?.error) toast({ title: toastTitles.error, description: authErrorMessage(result.error), variant: 'destructive' });
    } catch (err) {
      toast({
        title: toastTitles.error,
        description: err instanceof Error ? err.message : authMessages.genericFailure,
        variant: 'destructive',
      });
    }
  }

  return { user, isAdmin: isAdminUser(user), signOut: handleSignOut };
}
