/**
 * The header's "Sign Out" (the My Account menu on a desktop, the phone menu's account section): a form that posts to
 * `/sign-out`, so it signs out before the scripts arrive and without them (routes/sign-out.ts ends the session and
 * sends the person home). Once hydrated the press signs out through the Better Auth client instead (`onSignOut`,
 * use-account.ts), which also refreshes the session every open page shows.
 */
import { useLingui } from '@lingui/react/macro';
import { useHref } from 'react-router';
import { LogOut } from 'lucide-react';
import { signOutAction, signOutLabel } from '~/client/config/navigation';

export function SignOutForm({ onSignOut, className }: { onSignOut: () => void; className: string }) {
  const { i18n } = useLingui();
  // In the page's language: signed out, the person lands on the home page they were reading in.
  const action = useHref(signOutAction);
  return (
    <form
      method="post"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        onSignOut();
      }}
    >
      <button type="submit" className={className}>
        <LogOut aria-hidden />
        {i18n._(signOutLabel)}
      </button>
    </form>
  );
}
