/**
 * /changetalks/:slug: one talk's own page, to share and to find — title, speaker, date and time in the
 * platform zone (named), location, description, the registration form and calendar download for an upcoming talk,
 * the recording for a past one, a notice for a cancelled one; for a registered person, the online talk's join link from
 * 30 minutes before the start (before then, when it will appear). Rendered on the server; unknown talks answer 404; an
 * old slug (the title changed) redirects to the current one. Meta: canonical link, absolute Open Graph URLs and
 * schema.org Event JSON-LD (features/talks/talk-meta.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, CalendarPlus, Clock, MapPin, Users } from 'lucide-react';
import { Link, data, redirect } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { absoluteUrl, pageCopy, pageMeta, siteOrigin, socialMeta } from '~/client/config/pages';
import { talkCalendarUrl } from '~/client/features/talks/api/calendar-url';
import { useMyTalks } from '~/client/features/talks/api/get-my-talks';
import { talkKeys } from '~/client/features/talks/api/keys';
import { RegistrationControls } from '~/client/features/talks/components/registration-controls';
import { SpeakerAvatar } from '~/client/features/talks/components/speaker-avatar';
import { TalkRecording } from '~/client/features/talks/components/talk-recording';
import { talkRegistrationAction } from '~/client/features/talks/talk-actions';
import { DEFAULT_TALK_IMAGE, talkMessages, talkPath } from '~/shared/talks';
import { talkDescription, talkEventJsonLd } from '~/client/features/talks/talk-meta';
import { formatTalkWhen, usePlatformTimeZone } from '~/client/features/talks/talks.format';
import { pageContext } from '~/client/lib/page-context';
import { OutcomeNotice } from '~/client/lib/page-outcome';
import { seedQueries } from '~/client/lib/query-client';
import { useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import type { Route } from './+types/changetalk';
import { Message, useLocale, Written } from '~/client/lib/i18n';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, services, clientLocal } = context.get(pageContext);
  const talk = await services.talks.bySlug(params.slug);
  if (!talk) throw data(null, { status: 404 });
  const canonical = talkPath(talk);
  if (canonical !== `${paths.changeTalks}/${params.slug}`) throw redirect(canonical, 301);
  const mine = actor ? await services.talks.mine({ actor }) : null;
  // Only a registered person learns the join link, and the service decides when it shows.
  const join = actor && mine?.statuses[talk.id] === 'registered' && talk.event_type === 'upcoming' ? await services.talks.joinLink({ actor, talkId: talk.id }) : null;
  return {
    talk,
    join,
    timeZone: services.publicConfig(clientLocal).platformTimeZone,
    seeds: seedQueries(mine ? [[talkKeys.mine, mine]] : []),
  };
}

export const action = talkRegistrationAction;

export const meta: Route.MetaFunction = (args) => {
  const talk = args.loaderData?.talk;
  if (!talk) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const origin = siteOrigin(args);
  const path = talkPath(talk);
  return socialMeta(
    {
      title: `${talk.title} · ChangeTalks · ChangePath`,
      description: talkDescription(talk),
      path,
      image: talk.image_url || DEFAULT_TALK_IMAGE,
      jsonLd: talkEventJsonLd(talk, { origin, url: absoluteUrl(origin, path), timeZone: args.loaderData.timeZone }),
    },
    args,
  );
};

/** '188 of 200 seats left', '200 seats, all open' or 'Full (200 seats)': what is still open, not what is taken. */
function seatsLeftText(capacity: number, registered: number): MessageDescriptor {
  const left = Math.max(0, capacity - registered);
  if (left === 0) return msg`Full (${plural(capacity, { one: '# seat', other: '# seats' })})`;
  return left === capacity ? msg`${plural(capacity, { one: '# seat', other: '# seats' })}, all open` : msg`${left} of ${plural(capacity, { one: '# seat', other: '# seats' })} left`;
}

export default function TalkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { talk, join } = loaderData;
  const talkTitle = talk.title;
  const session = useSession();
  const signedIn = !!session.data?.user;
  const mine = useMyTalks(signedIn);
  const timeZone = usePlatformTimeZone();
  const locale = useLocale();
  const when = formatTalkWhen(talk.event_date, { timeZone, locale });
  const viewer = session.isPending ? 'pending' : signedIn ? 'user' : 'visitor';
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to={paths.changeTalks} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          <Trans>← All ChangeTalks</Trans>
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <Written text={talk.title} />
      </h1>
      {talk.event_type === 'cancelled' ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <Trans>This talk has been cancelled.</Trans>
        </p>
      ) : null}
      <div className="mt-6 flex items-center gap-3">
        <SpeakerAvatar name={talk.speaker_name} image={talk.speaker_image} />
        <div>
          <p className="font-medium text-slate-900">{talk.speaker_name}</p>
          {talk.speaker_role ? (
            <p className="text-sm text-slate-700">
              <Written text={talk.speaker_role} />
            </p>
          ) : null}
        </div>
      </div>
      <img
        src={talk.image_url || DEFAULT_TALK_IMAGE}
        alt={t`Cover image for ${talkTitle}`}
        width={1280}
        height={720}
        fetchPriority="high"
        className="mt-6 aspect-video w-full rounded-lg bg-slate-100 object-cover"
      />
      <dl className="mt-6 grid gap-3 text-slate-800 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays className="h-4 w-4" aria-hidden />
            <span className="sr-only"><Trans>Date</Trans></span>
          </dt>
          <dd>
            <time dateTime={talk.event_date}>{when.date}</time>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock className="h-4 w-4" aria-hidden />
            <span className="sr-only"><Trans>Time</Trans></span>
          </dt>
          <dd>
            {when.time}
            {talk.duration ? ` · ${talk.duration}` : ''}
          </dd>
        </div>
        {talk.location ? (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="h-4 w-4" aria-hidden />
              <span className="sr-only"><Trans>Location</Trans></span>
            </dt>
            <dd>{talk.location}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-2" data-testid="registrations">
          <dt>
            <Users className="h-4 w-4" aria-hidden />
            <span className="sr-only"><Trans>Registrations</Trans></span>
          </dt>
          <dd>
            <Trans>{talk.registrations_count} registered</Trans>
            {talk.capacity != null && talk.event_type === 'upcoming' ? (
              <>
                {' · '}
                <Message text={seatsLeftText(talk.capacity, talk.registrations_count)} />
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {talk.description ? (
        <p className="mt-6 whitespace-pre-line text-lg leading-relaxed text-slate-800">
          <Written text={talk.description} />
        </p>
      ) : null}
      <OutcomeNotice outcome={actionData} />
      {join?.has_link ? (
        <section aria-labelledby="join-heading" className="mt-8 rounded-xl border border-blue-200 bg-blue-50 p-5" data-testid="join-link">
          <h2 id="join-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Joining online</Trans>
          </h2>
          {join.join_url ? (
            <a href={join.join_url} rel="noopener noreferrer" className={`mt-3 ${buttonVariants({ size: 'lg' })}`}>
              <Message text={talkMessages.joinNow} />
            </a>
          ) : (
            <p className="mt-2 text-slate-800"><Message text={talkMessages.joinOpensAt(formatTalkWhen(join.opens_at, { timeZone, locale }).time)} /></p>
          )}
        </section>
      ) : null}
      {talk.event_type === 'upcoming' ? (
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <RegistrationControls talk={talk} viewer={viewer} status={mine.data?.statuses[talk.id]} />
          <a href={talkCalendarUrl(talk.id)} download className={buttonVariants({ variant: 'outline' })}>
            <CalendarPlus aria-hidden />
            <Trans>Add to calendar</Trans>
          </a>
        </div>
      ) : null}
      {talk.event_type === 'past' ? <TalkRecording talk={talk} /> : null}
    </article>
  );
}
