/**
 * A mentor's profile page: photo or initials, name, title, company, industry, rating, sessions, location,
 * expertise and bio, the booking widget (the #book anchor, which 'Book Session' links to) and the viewer's sessions.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { ApiError } from '~/client/lib/api';
import { paths } from '~/shared/paths';
import { useMentor } from '../api/get-mentor';
import { useViewer } from '~/client/lib/use-viewer';
import { BOOKING_ANCHOR } from '../mentors.format';
import { BookingWidget } from './booking-widget';
import { MentorAvatar } from './mentor-avatar';
import { ExpertiseTags, MentorFacts } from './mentor-facts';
import { MyBookings } from './my-bookings';

export function MentorProfile({ slug }: { slug: string }) {
  const { t } = useLingui();
  const mentor = useMentor(slug);
  const viewer = useViewer();
  const { hash } = useLocation();
  const loaded = !!mentor.data;

  // The widget renders after the mentor loads, too late for the browser's own jump to #book: do it here.
  useEffect(() => {
    if (!loaded || hash !== `#${BOOKING_ANCHOR}`) return;
    const el = document.getElementById(BOOKING_ANCHOR);
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [loaded, hash]);

  const back = (
    <Link to={paths.mentorMatching} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      <Trans>All mentors</Trans>
    </Link>
  );

  if (mentor.isError) {
    const missing = mentor.error instanceof ApiError && mentor.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{missing ? t`Mentor not found` : t`Mentor unavailable`}</h1>
        <p className="mt-4 text-slate-700">{missing ? t`There is no mentor at this address.` : t`The profile could not be loaded. Please try again later.`}</p>
      </div>
    );
  }
  if (!mentor.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900"><Trans>Mentor profile</Trans></h1>
        <p role="status" className="mt-4 text-slate-700">
          <Trans>Loading profile...</Trans>
        </p>
      </div>
    );
  }
  const m = mentor.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8" data-testid="mentor-profile">
      {back}
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <MentorAvatar name={m.name} src={m.avatar} size="lg" />
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.name}</h1>
          <p className="text-lg text-slate-700">
            {m.title}
            {m.company ? `, ${m.company}` : ''}
          </p>
          <div>
            <Badge variant="outline">{m.industry}</Badge>
          </div>
          <MentorFacts mentor={m} />
          <ExpertiseTags mentor={m} />
        </div>
      </div>
      {m.bio ? <p className="mt-6 whitespace-pre-line text-slate-800">{m.bio}</p> : null}
      <div className="mt-10">
        <BookingWidget mentor={m} />
      </div>
      {viewer.signedIn ? (
        <div className="mt-10">
          <MyBookings />
        </div>
      ) : null}
    </div>
  );
}
