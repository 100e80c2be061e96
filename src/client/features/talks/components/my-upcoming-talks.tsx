/** The dashboard ChangeTalks card's list: the signed-in user's registrations for talks still to come (GET /api/me/talks). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMyTalks } from '../api/get-my-talks';
import { talkPath } from '~/shared/talks';
import { formatTalkWhen, usePlatformTimeZone } from '../talks.format';
import { useLocale, Written } from '~/client/lib/i18n';

export function MyUpcomingTalks() {
  const locale = useLocale();
  const { t } = useLingui();
  const timeZone = usePlatformTimeZone();
  const mine = useMyTalks(true);
  if (mine.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>Loading your talks...</Trans>
      </p>
    );
  }
  if (mine.isError) return <p className="text-sm text-slate-700"><Trans>Your registrations could not be loaded.</Trans></p>;
  if (!mine.data.upcoming.length) return <p className="text-sm text-slate-700"><Trans>You have no upcoming talks yet.</Trans></p>;
  return (
    <ul className="grid gap-3" aria-label={t`Your upcoming talks`}>
      {mine.data.upcoming.map((talk) => {
        const when = formatTalkWhen(talk.event_date, { timeZone, locale });
        return (
          <li key={talk.id} className="text-sm">
            <p className="font-medium text-slate-900">
              <Link to={talkPath(talk)} className="hover:text-blue-700 hover:underline">
                <Written text={talk.title} />
              </Link>
            </p>
            <p className="text-slate-700">
              <time dateTime={talk.event_date}>
                {when.date}, {when.time}
              </time>
              {talk.my_status === 'waitlisted' ? t` · On the waitlist` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
