/**
 * The frame every practice exercise in a lesson shares, whatever checks it (SQL run in the browser, a formula worked
 * out on the server): `ExercisesSection` is the lesson's "Practice" section with its heading, a sentence on how many
 * there are and are solved, and the numbered list; `ExerciseCard` is one exercise: "Exercise n: title" with a
 * Solved badge, the task (Markdown), what the learner works with (`children`), the hints as disclosures (Markdown;
 * they open without scripts) and the expected result (`expected`).
 */
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { MarkdownBody } from '~/client/components/markdown-body';

/** The lesson's exercises: heading, `intro` (counts, what to do), an optional `note` under it, and one item per child. */
export function ExercisesSection({ testId, heading, intro, note, items }: { testId: string; heading: string; intro: ReactNode; note?: ReactNode; items: Array<{ key: string; card: ReactNode }> }) {
  return (
    <section aria-labelledby="exercises-heading" className="mt-12" data-testid={testId}>
      <h2 id="exercises-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      {note}
      <ol className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8">
        {items.map((item) => (
          <li key={item.key} className="min-w-0">
            {item.card}
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface ExerciseCardProps {
  testId: string;
  /** Its place in the lesson, from 1. */
  number: number;
  title: string;
  /** The task, in Markdown. */
  prompt: string;
  solved: boolean;
  /** Hints in Markdown, each behind its own "Hint n" disclosure. */
  hints: string[];
  /** What the learner works with: the data, the box, the verdict. */
  children: ReactNode;
  /** The expected result, shown last. */
  expected: ReactNode;
}

/** One exercise, as an `<article>` named by its heading. */
export function ExerciseCard({ testId, number, title, prompt, solved, hints, children, expected }: ExerciseCardProps) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={testId}>
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <Trans>Exercise {number}: {title}</Trans>
        {solved ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            <Trans>Solved</Trans>
          </span>
        ) : null}
      </h3>
      <div className="mt-2">
        <MarkdownBody markdown={prompt} />
      </div>
      {children}
      {hints.map((hint, i) => (
        <details key={i} className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-blue-800"><Trans>Hint {i + 1}</Trans></summary>
          <div className="mt-2 text-slate-800">
            <MarkdownBody markdown={hint} />
          </div>
        </details>
      ))}
      {expected}
    </article>
  );
}
