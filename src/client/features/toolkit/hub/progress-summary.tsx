/**
 * The Progress Dashboard card's body: a signed-in user's real progress from
 * GET /api/toolkit/progress — best canvas (boxes filled of 9), best deck (slides completed of 10), saved counts,
 * and ChangeTalks registrations. Visitors see a sign-in prompt.
 */
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
  const session = useSession();
  const signedIn = !!session.data?.user;
  const progress = useProgress(signedIn);

  if (session.isPending) return <p className="text-sm text-slate-700">Loading your progress…</p>;
  if (!signedIn) {
    return (
      <p className="relative z-10 text-sm text-slate-700">
        <Link to={paths.signIn} className="font-medium text-blue-700 underline underline-offset-2">
          Sign in
        </Link>{' '}
        to see your canvas, pitch deck, courses and talks progress here.
      </p>
    );
  }
  if (progress.isPending) return <p className="text-sm text-slate-700">Loading your progress…</p>;
  if (progress.isError) return <p className="text-sm text-red-700">Could not load your progress. Please try again later.</p>;
  const { canvases, decks, courses, talks } = progress.data;
  return (
    <ul className="grid gap-3" data-testid="hub-progress">
      <Meter
        label="Business model canvas"
        value={canvases.bestFilledBoxes}
        max={9}
        note={`${canvases.bestFilledBoxes} of 9 boxes · ${canvases.count} saved`}
      />
      <Meter
        label="Pitch deck"
        value={decks.bestCompletedSlides}
        max={DECK_SLIDE_COUNT}
        note={`${decks.bestCompletedSlides} of ${DECK_SLIDE_COUNT} slides · ${decks.count} saved`}
      />
      <li className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">Courses</span>
        <span className="text-right text-slate-700">
          {courses.enrolled} enrolled · {courses.completed} completed
        </span>
      </li>
      <li className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">ChangeTalks</span>
        <span className="text-right text-slate-700">
          {talks.upcoming} upcoming · {talks.attended} attended
        </span>
      </li>
    </ul>
  );
}
