/**
 * The registration part of an upcoming talk: 'Sign in to Register' for visitors (with a link to
 * sign in and come back), 'Register Now' or 'Join waitlist' (capacity reached) for signed-in users, and for someone
 * already on the list a 'Registered' or 'On the waitlist' badge with a way to cancel. Each button is a form posted
 * to the page's route action (features/talks/talk-actions.ts): it works before the scripts run and without them;
 * once hydrated it posts without a reload and shows the answer as a toast.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useFetcher, useLocation } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { type PageOutcome, useOutcomeToast } from '~/client/lib/page-outcome';
import { paths } from '~/shared/paths';
import type { Talk } from '~/shared/talk-api';
import { talkMessages } from '~/shared/talks';
import type { MyTalkStatus } from '../api/get-my-talks';
import { Message } from '~/client/lib/i18n';

export type Viewer = 'pending' | 'visitor' | 'user';

export function RegistrationControls({ talk, viewer, status }: { talk: Talk; viewer: Viewer; status: MyTalkStatus | undefined }) {
  const { t } = useLingui();
  const fetcher = useFetcher<PageOutcome>();
  const location = useLocation();
  const busy = fetcher.state !== 'idle';
  // The page's loaders run again after the action, so a session that ended elsewhere turns this card into
  // 'Sign in to Register' on its own.
  useOutcomeToast(fetcher.state === 'idle' ? fetcher.data : undefined);

  if (viewer === 'visitor') {
    const back = new URLSearchParams({ redirect: location.pathname });
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled><Message text={talkMessages.signInToRegister} /></Button>
        <Link to={`${paths.signIn}?${back}`} className="text-sm font-medium text-blue-700 underline underline-offset-4 hover:text-blue-800">
          <Trans>Sign in<span className="sr-only"> to register for {talk.title}</span></Trans>
        </Link>
      </div>
    );
  }

  const full = talk.capacity != null && talk.registrations_count >= talk.capacity;
  const waitlisted = status === 'waitlisted';
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="talkId" value={talk.id} />
      {viewer === 'user' && status ? (
        <>
          <Badge variant={waitlisted ? 'outline' : 'default'}>{waitlisted ? t`On the waitlist` : t`Registered`}</Badge>
          <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
            {waitlisted ? t`Leave waitlist` : t`Cancel registration`}
          </Button>
        </>
      ) : (
        <Button type="submit" name="intent" value="register" disabled={viewer === 'pending' || busy}>
          <Message text={full ? talkMessages.joinWaitlist : talkMessages.register} />
        </Button>
      )}
    </fetcher.Form>
  );
}
