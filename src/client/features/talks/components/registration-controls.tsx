/**
 * The registration part of an upcoming talk's card (spec §2.9, §8): 'Sign in to Register' (disabled) for visitors,
 * 'Register Now' or 'Join waitlist' (capacity reached) for signed-in users, and for someone already on the list a
 * 'Registered' or 'On the waitlist' badge with a way to cancel. Every answer shows the §8 toast verbatim.
 */
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { refreshSession } from '~/client/lib/session';
import { toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { type Talk, talkMessages } from '~/shared/talks';
import { useCancelRegistration } from '../api/cancel-registration';
import type { MyTalkStatus } from '../api/get-my-talks';
import { useRegisterForTalk } from '../api/register-for-talk';

export type Viewer = 'pending' | 'visitor' | 'user';

/** The toast for a failed registration (spec §8): 401 → 'Please sign in', duplicate → 'Already registered', else 'Registration failed'. */
export function registrationErrorToast(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return talkMessages.signInRequired;
  if (error instanceof ApiError && error.code === 'already_registered') return talkMessages.alreadyRegistered;
  return talkMessages.registrationFailed;
}

export function RegistrationControls({ talk, viewer, status }: { talk: Talk; viewer: Viewer; status: MyTalkStatus | undefined }) {
  const register = useRegisterForTalk();
  const cancel = useCancelRegistration();
  const busy = register.isPending || cancel.isPending;

  function onRegister() {
    register.mutate(talk.id, {
      onSuccess: (result) => toast(result.status === 'waitlisted' ? talkMessages.waitlisted : talkMessages.registrationSuccessful),
      onError: (error) => {
        toast({ ...registrationErrorToast(error), variant: 'destructive' });
        // The session ended elsewhere: re-read it so the card turns into 'Sign in to Register'.
        if (error instanceof ApiError && error.status === 401) void refreshSession();
      },
    });
  }

  function onCancel() {
    cancel.mutate(talk.id, {
      onSuccess: () => toast(talkMessages.cancelled),
      onError: (error) =>
        toast({
          ...(error instanceof ApiError && error.status === 401 ? talkMessages.signInRequired : { title: toastTitles.error, description: error.message }),
          variant: 'destructive',
        }),
    });
  }

  if (viewer === 'visitor') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled>{talkMessages.signInToRegister}</Button>
        <Link to={paths.signIn} className="text-sm font-medium text-blue-700 underline underline-offset-4 hover:text-blue-800">
          Sign in<span className="sr-only"> to register for {talk.title}</span>
        </Link>
      </div>
    );
  }

  if (viewer === 'user' && status) {
    const waitlisted = status === 'waitlisted';
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={waitlisted ? 'outline' : 'default'}>
          {waitlisted ? 'On the waitlist' : 'Registered'}
        </Badge>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {waitlisted ? 'Leave waitlist' : 'Cancel registration'}
        </Button>
      </div>
    );
  }

  const full = talk.capacity != null && talk.registrations_count >= talk.capacity;
  return (
    <Button onClick={onRegister} disabled={viewer === 'pending' || busy}>
      {full ? talkMessages.joinWaitlist : talkMessages.register}
    </Button>
  );
}
