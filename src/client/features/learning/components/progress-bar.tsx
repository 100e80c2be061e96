/** A labelled progress bar (role="progressbar") with the count spelled out beside it. */
import { Trans } from '@lingui/react/macro';
import { percent } from '../learning.format';

export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const value = percent(done, total);
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${done} of ${total} lessons completed`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-700 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        <Trans>{done} of {total} lessons completed ({value}%)</Trans>
      </p>
    </div>
  );
}
