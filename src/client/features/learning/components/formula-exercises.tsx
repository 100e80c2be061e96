/**
 * A lesson's Excel exercises: for each, the task, the sheet (with column letters and row numbers, scrolling inside
 * itself on a phone), a box for the formula, hints (disclosures) and the expected result. 'Check' posts the formula to
 * the page's action (`intent=formula`, course-actions.ts), which asks the learning service: the server works the
 * formula out with the one formula engine and says whether it answers the task, and saves a right one for an enrolled
 * learner. It works before and without scripts (the page comes back at the exercise with the verdict) and, once
 * hydrated, without a reload.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { useText } from '~/client/lib/i18n';
import { type PageOutcome, fieldErrorsOf, sentValues } from '~/client/lib/page-outcome';
import { type FormulaExercise, formulaExerciseMessages, formulaValueText } from '~/shared/formula-exercises';
import { columnLetters } from '~/shared/spreadsheet-cells';
import type { CourseDone } from '../course-actions';
import { ExerciseCard, ExercisesSection } from './exercise-card';

/** The lesson's formula exercises, numbered, with how many are solved. */
export function FormulaExercises({ exercises, solved, lessonId, canRecord }: { exercises: FormulaExercise[]; solved: string[]; lessonId: string; canRecord: boolean }) {
  const show = useText();
  const done = exercises.filter((e) => solved.includes(e.id)).length;
  return (
    <ExercisesSection
      testId="formula-exercises"
      heading={show(formulaExerciseMessages.heading)}
      intro={
        <>
          <Plural
            value={exercises.length}
            one="# exercise: type the formula as you would in Excel or Google Sheets, starting with =."
            other="# exercises: type the formula as you would in Excel or Google Sheets, starting with =."
          />{' '}
          {canRecord ? show(formulaExerciseMessages.solvedCount(done, exercises.length)) : show(formulaExerciseMessages.enrolToRecord)}
        </>
      }
      items={exercises.map((exercise, i) => ({
        key: exercise.id,
        card: <Exercise exercise={exercise} number={i + 1} lessonId={lessonId} solved={solved.includes(exercise.id)} />,
      }))}
    />
  );
}

/** The anchor of an exercise in the page (a check without scripts comes back to it). */
const anchorOf = (exerciseId: string) => `exercise-${exerciseId}`;

function Exercise({ exercise, number, lessonId, solved }: { exercise: FormulaExercise; number: number; lessonId: string; solved: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<PageOutcome<CourseDone>>();
  const pageOutcome = useActionData() as PageOutcome<CourseDone> | undefined;
  // Without scripts the page's own answer carries the verdict; with them, this exercise's fetcher does.
  const mine = (o: PageOutcome<CourseDone> | undefined) => (o?.intent === 'formula' && (o.done?.formula?.exerciseId ?? sentValues(o).exerciseId) === exercise.id ? o : undefined);
  const outcome = mine(fetcher.data) ?? (fetcher.state === 'idle' ? mine(pageOutcome) : undefined);
  const verdict = outcome?.done?.formula;
  const fieldError = outcome && !outcome.ok ? (fieldErrorsOf(outcome).formula ?? outcome.message?.description) : undefined;
  const typed = verdict?.formula ?? (outcome ? sentValues(outcome).formula : undefined);
  const busy = fetcher.state !== 'idle';

  return (
    <ExerciseCard
      testId="formula-exercise"
      number={number}
      title={exercise.title}
      prompt={exercise.prompt}
      solved={solved}
      hints={exercise.hints}
      expected={
        <p className="mt-3 text-sm text-slate-800">
          <Trans>Expected result:</Trans> <span className="font-mono font-semibold text-slate-900">{formulaValueText(exercise.expected)}</span>
        </p>
      }
    >
      <SheetTable sheet={exercise.sheet} caption={t`The sheet for exercise ${number}`} />
      {/* The anchor a check without scripts comes back to: the formula and its verdict, in view. */}
      <div id={anchorOf(exercise.id)} className="scroll-mt-24">
        <fetcher.Form method="post" action={`${location.pathname}${location.search}#${anchorOf(exercise.id)}`} className="mt-4" noValidate>
          <input type="hidden" name="intent" value="formula" />
          <input type="hidden" name="lessonId" value={lessonId} />
          <input type="hidden" name="exerciseId" value={exercise.id} />
          <label htmlFor={`${id}-formula`} className="block text-sm font-medium text-slate-900">
            <Trans>Your formula</Trans>
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={`${id}-formula`}
              name="formula"
              type="text"
              defaultValue={typed ?? ''}
              placeholder="="
              required
              maxLength={500}
              spellCheck={false}
              autoCapitalize="none"
              autoCorrect="off"
              autoComplete="off"
              enterKeyHint="done"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600"
            />
            <Button type="submit" disabled={busy}>
              {busy ? t`Checking…` : t`Check`}
            </Button>
          </div>
          {fieldError ? (
            <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
              {fieldError}
            </p>
          ) : null}
        </fetcher.Form>
        <div aria-live="polite" className="mt-3">
          {verdict ? (
            <p
              role={verdict.correct ? 'status' : 'alert'}
              className={`rounded-md border p-3 text-sm font-medium wrap-anywhere ${verdict.correct ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-slate-900'}`}
              data-testid="formula-verdict"
            >
              {verdict.message}
            </p>
          ) : null}
        </div>
      </div>
    </ExerciseCard>
  );
}

/** An exercise's sheet as a spreadsheet shows it: column letters above, row numbers beside, row 1 the headers. */
function SheetTable({ sheet, caption }: { sheet: FormulaExercise['sheet']; caption: string }) {
  const width = Math.max(...sheet.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, i) => columnLetters(i + 1));
  return (
    <div className="mt-3 max-w-full overflow-x-auto rounded-md border border-slate-300" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full border-collapse text-left text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs text-slate-700">
          <tr>
            <td className="w-8 border-r border-slate-300 px-2 py-1" />
            {columns.map((letter) => (
              <th key={letter} scope="col" className="border-r border-slate-300 px-2 py-1 text-center font-semibold">
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.map((row, r) => (
            <tr key={r} className="border-t border-slate-300">
              <th scope="row" className="w-8 border-r border-slate-300 bg-slate-100 px-2 py-1 text-center text-xs font-semibold text-slate-700">
                {r + 1}
              </th>
              {columns.map((letter, c) => {
                const cell = row[c] ?? null;
                return (
                  <td
                    key={letter}
                    className={`whitespace-pre-wrap border-r border-slate-200 px-2 py-1 ${r === 0 ? 'font-semibold text-slate-900' : 'text-slate-800'} ${typeof cell === 'number' ? 'text-right tabular-nums' : ''}`}
                  >
                    {formulaValueText(cell)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
