/**
 * A lesson's SQL exercises: for each, the task, an editor with the starting query, hints (disclosures, which work
 * without scripts) and the expected result; with scripts, 'Run' executes the query in the learner's own browser
 * (PGlite, loaded on the first run: sql-engine.ts), shows the result or PostgreSQL's error, and says whether it is
 * the answer (the one rule: shared/sql-exercises.ts). A right answer is recorded for an enrolled learner through the
 * learning service, which checks it again, and counts towards the lesson. Without scripts the page says the
 * exercises need them; the task and the expected result are still there to read.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { api, ok } from '~/client/lib/api';
import { Message, useText } from '~/client/lib/i18n';
import { useHydrated } from '~/client/lib/use-hydrated';
import { formulaExerciseMessages } from '~/shared/formula-exercises';
import type { Text } from '~/shared/messages';
import { type QueryResult, type SqlExercise, resultMismatch, sqlExerciseMessages } from '~/shared/sql-exercises';
import { ExerciseCard, ExercisesSection } from './exercise-card';

interface ExerciseProps {
  exercise: SqlExercise;
  number: number;
  slug: string;
  lessonId: string;
  solved: boolean;
  /** Signed in and enrolled: a right answer is recorded. */
  canRecord: boolean;
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; first: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'result'; result: QueryResult; verdict: Text | null; saved: 'no' | 'yes' | 'failed' };

let engineLoaded = false;

/** The lesson's exercises, numbered, with how many are solved. */
export function SqlExercises({ exercises, solved, slug, lessonId, canRecord }: { exercises: SqlExercise[]; solved: string[]; slug: string; lessonId: string; canRecord: boolean }) {
  const { t } = useLingui();
  const show = useText();
  const hydrated = useHydrated();
  const done = exercises.filter((e) => solved.includes(e.id)).length;
  return (
    <ExercisesSection
      testId="sql-exercises"
      heading={t`Practice: write the SQL`}
      intro={
        <>
          <Plural value={exercises.length} one="# exercise on the practice data." other="# exercises on the practice data." />{' '}
          {canRecord ? show(formulaExerciseMessages.solvedCount(done, exercises.length)) : show(formulaExerciseMessages.enrolToRecord)}
        </>
      }
      note={
        !hydrated ? (
          <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
            <Message text={sqlExerciseMessages.needsScripts} />
          </p>
        ) : null
      }
      items={exercises.map((exercise, i) => ({
        key: exercise.id,
        card: <Exercise exercise={exercise} number={i + 1} slug={slug} lessonId={lessonId} solved={solved.includes(exercise.id)} canRecord={canRecord} />,
      }))}
    />
  );
}

function Exercise({ exercise, number, slug, lessonId, solved, canRecord }: ExerciseProps) {
  const { t } = useLingui();
  const id = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState(exercise.starter);
  const [state, setState] = useState<RunState>({ kind: 'idle' });

  async function run() {
    setState({ kind: 'running', first: !engineLoaded });
    try {
      const { runQuery } = await import('../sql-engine');
      const answer = await runQuery(`/api/courses/${slug}/exercises/dataset.sql`, query);
      engineLoaded = true;
      if ('error' in answer) return setState({ kind: 'error', message: answer.error });
      const verdict = resultMismatch(exercise.expected, answer.result, exercise.order_matters);
      setState({ kind: 'result', result: answer.result, verdict, saved: 'no' });
      if (verdict === null && canRecord && !solved) {
        try {
          await ok(
            api.courses[':slug'].lessons[':lessonId'].exercises[':exerciseId'].solution.$post({
              param: { slug, lessonId, exerciseId: exercise.id },
              json: { query, result: answer.result },
            }),
          );
          setState({ kind: 'result', result: answer.result, verdict, saved: 'yes' });
          void revalidator.revalidate();
        } catch {
          setState({ kind: 'result', result: answer.result, verdict, saved: 'failed' });
        }
      }
    } catch (err) {
      const reason = (err as Error).message;
      setState({ kind: 'error', message: t`The SQL engine could not start: ${reason}. Check your connection and run again.` });
    }
  }

  return (
    <ExerciseCard
      testId="sql-exercise"
      number={number}
      title={exercise.title}
      prompt={exercise.prompt}
      solved={solved}
      hints={exercise.hints}
      expected={<ResultTable result={exercise.expected} caption={t`Expected result`} />}
    >
      <label htmlFor={`${id}-query`} className="mt-3 block text-sm font-medium text-slate-900">
        <Trans>Your query</Trans>
      </label>
      <textarea
        id={`${id}-query`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        rows={Math.min(10, Math.max(4, query.split('\n').length + 1))}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" onClick={run} disabled={!hydrated || state.kind === 'running'}>
          <Play aria-hidden />
          {state.kind === 'running' ? (state.first ? t`Starting the SQL engine…` : t`Running…`) : t`Run`}
        </Button>
        {state.kind === 'running' && state.first ? <span className="text-sm text-slate-700"><Trans>The first run downloads the SQL engine (about 5 MB) once.</Trans></span> : null}
      </div>
      <div aria-live="polite" className="mt-3">
        {state.kind === 'error' ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-mono text-sm text-red-900 wrap-anywhere">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'result' ? (
          <>
            <p className={`rounded-md border p-3 text-sm font-medium ${state.verdict === null ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-slate-900'}`} data-testid="sql-verdict">
              <Message text={state.verdict ?? sqlExerciseMessages.solved} />
              {state.verdict === null && state.saved === 'yes' ? t` Saved to your progress.` : ''}
              {state.verdict === null && state.saved === 'failed' ? t` It could not be saved just now: run it again to save it.` : ''}
            </p>
            <ResultTable result={state.result} caption={t`Your result`} />
          </>
        ) : null}
      </div>
    </ExerciseCard>
  );
}

function ResultTable({ result, caption }: { result: QueryResult; caption: string }) {
  const shown = result.rows.slice(0, 200);
  return (
    <div className="mt-3 max-w-full overflow-x-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full text-left text-sm">
        <caption className="bg-slate-100 px-3 py-2 text-left font-semibold text-slate-900">
          {caption} (<Plural value={result.rows.length} one="# row" other="# rows" />)
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {result.columns.map((c, i) => (
              <th key={i} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, r) => (
            <tr key={r} className="border-t border-slate-200">
              {row.map((cell, c) => (
                <td key={c} className="whitespace-nowrap px-3 py-1.5 font-mono text-slate-800">
                  {cell ?? <span className="text-slate-600"><Trans>NULL</Trans></span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {result.rows.length > shown.length ? <p className="px-3 py-2 text-sm text-slate-700"><Trans>Showing the first {shown.length} rows.</Trans></p> : null}
    </div>
  );
}
