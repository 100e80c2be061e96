/**
 * An upcoming talk: image (the app's own fallback when none), title, date and time in the viewer's
 * time zone with the zone named, speaker avatar, name and role, location, registered count (and seats when the
 * talk has a capacity), 'Add to calendar' (.ics download) and the registration controls.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, CalendarPlus, Clock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { Talk } from '~/shared/talk-api';
import { DEFAULT_TALK_IMAGE, talkPath } from '~/shared/talks';
import { talkCalendarUrl } from '../api/calendar-url';
import type { MyTalkStatus } from '../api/get-my-talks';
import { formatTalkWhen, usePlatformTimeZone } from '../talks.format';
import { RegistrationControls, type Viewer } from './registration-controls';
import { SpeakerAvatar } from './speaker-avatar';
import { useLocale, Written } from '~/client/lib/i18n';

/** `priority`: the first card's image is the page's largest paint, so it loads at once (not lazily) and first. */
export function UpcomingTalkCard({ talk, viewer, status, priority = false }: { talk: Talk; viewer: Viewer; status: MyTalkStatus | undefined; priority?: boolean }) {
  const { t } = useLingui();
  const when = formatTalkWhen(talk.event_date, { timeZone: usePlatformTimeZone(), locale: useLocale() });
  const count = talk.registrations_count;
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="upcoming-talk" data-talk-id={talk.id}>
      <img
        src={talk.image_url || DEFAULT_TALK_IMAGE}
        alt={t`Cover image for ${talk.title}`}
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <CardHeader className="gap-3">
        <CardTitle asChild>
          <h2 className="text-xl">
            <Link to={talkPath(talk)} className="hover:text-blue-700 hover:underline">
              <Written text={talk.title} />
            </Link>
          </h2>
        </CardTitle>
        <div className="flex items-center gap-3">
          <SpeakerAvatar name={talk.speaker_name} image={talk.speaker_image} />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{talk.speaker_name}</p>
            {talk.speaker_role ? (
              <p className="text-sm text-slate-700">
                <Written text={talk.speaker_role} />
              </p>
            ) : null}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
          <time dateTime={talk.event_date}>{when.date}</time>
        </p>
        <p className="flex items-center gap-2">
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          <span>{when.time}</span>
        </p>
        {talk.location ? (
          <p className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            <span>{talk.location}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-2" data-testid="registrations">
          <Users className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            <Trans>{count} registered</Trans>
            {talk.capacity != null ? (
              <>
                {' · '}
                {count} of {talk.capacity} seats
              </>
            ) : null}
          </span>
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-3">
        <RegistrationControls talk={talk} viewer={viewer} status={status} />
        <a href={talkCalendarUrl(talk.id)} download className={buttonVariants({ variant: 'outline' })}>
          <CalendarPlus aria-hidden />
          <Trans>Add to calendar<span className="sr-only"> for {talk.title}</span></Trans>
        </a>
      </CardFooter>
    </Card>
  );
}
