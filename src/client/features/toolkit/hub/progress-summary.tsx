/**
 * The Progress Dashboard card's body: a signed-in user's real progress from
 * GET /api/toolkit/progress — best canvas (boxes filled of 9), best deck (slides completed of 10), saved counts,
 * and ChangeTalks registrations. Visitors see a sign-in prompt.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { DECK_SLIDE_COUNT } from '~/shared/toolkit';
import { useProgress } from '../api/get-progress';

function Meter({ label, value, max, note }: { label: string; value: number; max: number; note: string }) {
  return (
    <li>
      <p className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-right text-slate-700">{note}</span>
      </p>
      <div
        className="mt-1 h-2 rounded-full bg-slate-200"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
      >
        <div className="h-2 rounded-full bg-blue-700" style={{ width: `${Math.round((value / max) * 100)}%` }} />
      </div>
    </li>
  );
}

export function ProgressSummary() {
  const { t } = useLingui();
  const session = useSession();
  const signedIn = !!session.data?.user;
  const progress = useProgress(signedIn);

  if (session.isPending) return <p className="text-sm text-slate-700"><Trans>Loading your progress…</Trans></p>;
  if (!signedIn) {
    return (
      <p className="relative z-10 text-sm text-slate-700">
        <Trans><Link to={paths.signIn} className="font-medium text-blue-700 underline underline-offset-2">
          Sign in
        </Link>{' '}
        to see your canvas, pitch deck, courses and talks progress here.</Trans>
      </p>
    );
  }
  if (progress.isPending) return <p className="text-sm text-slate-700"><Trans>Loading your progress…</Trans></p>;
  if (progress.isError) return <p className="text-sm text-red-700"><Trans>Could not load your progress. Please try again later.</Trans></p>;
  const { canvases, decks, courses, talks } = progress.data;
  const bestBoxes = canvases.bestFilledBoxes;
  const canvasCount = canvases.count;
  const bestSlides = decks.bestCompletedSlides;
  const deckCount = decks.count;
  return (
    <ul className="grid gap-3" data-testid="hub-progress">
      <Meter
        label={t`Business model canvas`}
        value={canvases.bestFilledBoxes}
        max={9}
        note={t`${bestBoxes} of 9 boxes · ${canvasCount} saved`}
      />
      <Meter
        label={t`Pitch deck`}
        value={decks.bestCompletedSlides}
        max={DECK_SLIDE_COUNT}
        note={t`${bestSlides} of ${DECK_SLIDE_COUNT} slides · ${deckCount} saved`}
      />
      <li className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900"><Trans>Courses</Trans></span>
        <span className="text-right text-slate-700">
          <Trans>{courses.enrolled} enrolled · {courses.completed} completed</Trans>
        </span>
      </li>
      <li className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900"><Trans>ChangeTalks</Trans></span>
        <span className="text-right text-slate-700">
          <Trans>{talks.upcoming} upcoming · {talks.attended} attended</Trans>
        </span>
      </li>
    </ul>
  );
}
