/**
 * The /assessment page's screens: the intro (what it measures, about 15 minutes, 25 questions, Start; a
 * signed-in person's last result), one question a screen, and the result (score and band per area, next steps).
 *
 * Every step is a plain server-rendered form: a question's form is a GET of `/assessment` carrying the answers so
 * far (`a`), the chosen option (`choice`) and `go=next`; the last question's 'See my results' posts to the route
 * action, which saves a signed-in person's result. Back is a link. Without scripts the browser submits them itself;
 * with scripts React Router does the same navigation without a reload and moves focus to the new question.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '~/client/components/ui/form-fields';
import { ArrowLeft, ArrowRight, BookOpen, CalendarDays, FileText, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS, type NextStep, PENDING_ASSESSMENT_PARAM } from '~/shared/assessment';
import { paths } from '~/shared/paths';
import { BAND_LABELS, type QuestionView, type ResultView, stepHref } from '../assessment-view';
import { Message, Written, useDateFormats } from '~/client/lib/i18n';

/** The intro's summary of a signed-in person's latest result. */
export interface LastResultSummary {
  created_at: string;
  total_percent: number;
  areas: Array<{ id: string; title: string; percent: number }>;
}

export function AssessmentIntro({
  areas,
  last,
  signedIn,
  notice,
}: {
  areas: Array<{ id: string; title: string; description: string }>;
  last: LastResultSummary | null;
  signedIn: boolean;
  notice: string | null;
}) {
  const { formatDate } = useDateFormats();
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Trans>Skills assessment</Trans></h1>
        <p className="mt-3 text-lg text-slate-700">
          <Trans>{ASSESSMENT_QUESTIONS} questions, about {ASSESSMENT_MINUTES} minutes, one question at a time. At the end you see where you stand in five areas and
          what to learn next.</Trans>
        </p>
      </div>
      {notice ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          {notice}
        </p>
      ) : null}
      {last ? (
        <section aria-labelledby="last-result-heading" className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <h2 id="last-result-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Your last result</Trans>
          </h2>
          <p className="mt-1 text-slate-800">
            <Trans>{last.total_percent}% overall, taken on {formatDate(last.created_at)}.</Trans>
          </p>
          <ul className="mt-3 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
            {last.areas.map((a) => (
              <li key={a.id}>
                {a.title}: {a.percent}%
              </li>
            ))}
          </ul>
          <Link to={`${paths.assessment}?result=latest`} className="mt-3 inline-block font-medium text-blue-800 underline underline-offset-4">
            <Trans>See your last result and next steps</Trans>
          </Link>
        </section>
      ) : null}
      <section aria-labelledby="measures-heading">
        <h2 id="measures-heading" className="text-xl font-semibold text-slate-900">
          <Trans>What it measures</Trans>
        </h2>
        <ul className="mt-4 grid gap-4">
          {areas.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{a.title}</p>
              <p className="mt-1 text-sm text-slate-700">{a.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3">
        <div>
          <Button asChild size="lg">
            <Link to={stepHref(paths.assessment, '')}>
              {last ? t`Retake the assessment` : t`Start`}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          {signedIn
            ? t`Your result is saved to your account when you finish.`
            : t`No account needed. Sign up at the end to keep your result and see it on your dashboard.`}
        </p>
      </div>
    </div>
  );
}

/** One question: 'Question N of 25', a progress bar, the question as a radio group, Back and Next. */
export function AssessmentQuestion({ question, focusOnMount }: { question: QuestionView; focusOnMount: boolean }) {
  const { t } = useLingui();
  const { index, total, answered, picked, error } = question;
  const last = index === total - 1;
  const heading = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // After a step taken with scripts (no page load), focus moves to the new question, as a page load would reset it.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const errorId = 'assessment-choice-error';
  const back = index === 0 ? paths.assessment : stepHref(paths.assessment, answered.slice(0, -1), Number(answered[answered.length - 1]));
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div ref={heading} tabIndex={-1} className="grid gap-2 outline-none">
        <h1 className="text-sm font-semibold uppercase tracking-wide text-blue-800"><Trans>Skills assessment</Trans></h1>
        <p className="text-lg font-semibold text-slate-900">
          <Trans>Question {index + 1} of {total}</Trans>
        </p>
        <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <div className="h-full rounded-full bg-blue-700" style={{ width: `${Math.round(((index + 1) / total) * 100)}%` }} />
        </div>
        <p className="text-sm text-slate-700">{question.areaTitle}</p>
      </div>
      <Form method="get" action={paths.assessment} className="grid gap-6" preventScrollReset={false}>
        <input type="hidden" name="a" value={answered} />
        <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className="mb-3 text-xl font-semibold leading-snug text-slate-900">{question.prompt}</legend>
          {question.options.map((text, i) => (
            <label
              key={`${index}-${i}`}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-slate-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700"
            >
              <input type="radio" name="choice" value={i} defaultChecked={picked === i} className="mt-1 h-4 w-4 shrink-0 accent-blue-700" />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
        <FieldError id={errorId}>{error}</FieldError>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button asChild variant="outline" size="lg">
            <Link to={back}>
              <ArrowLeft aria-hidden />
              <Trans>Back</Trans>
            </Link>
          </Button>
          <Button type="submit" name="go" value="next" size="lg" disabled={busy} {...(last ? { formMethod: 'post', formAction: paths.assessment } : {})}>
            {last ? t`See my results` : t`Next`}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </Form>
    </div>
  );
}

const STEP_ICONS: Record<NextStep['kind'], typeof BookOpen> = { course: BookOpen, talks: CalendarDays, 'ai-tool': Sparkles, article: FileText };
const STEP_KINDS: Record<NextStep['kind'], MessageDescriptor> = { course: msg`Course`, talks: msg`ChangeTalks`, 'ai-tool': msg`AI tool`, article: msg`Article` };

/**
 * The result: overall and per-area scores with their band's advice, next steps, and each answer that was not the
 * best with the stronger one and why. `saved` when it is the person's
 * saved result; `answers` (an unsaved result's) lets a signed-in person save it, and goes along with a visitor's
 * sign-up (PENDING_ASSESSMENT_PARAM) so the new account keeps it; a visitor may also sign in and save it.
 */
export function AssessmentResult({
  result,
  saved,
  signedIn,
  answers,
  returnTo,
}: {
  result: ResultView;
  saved: { created_at: string } | null;
  signedIn: boolean;
  answers: string | null;
  returnTo: string;
}) {
  const { formatDate } = useDateFormats();
  const savedOn = saved ? formatDate(saved.created_at) : '';
  const navigation = useNavigation();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900"><Trans>Your skills assessment result</Trans></h1>
        <p className="mt-3 text-lg text-slate-800">
          <Trans>Overall: <strong>{result.total_percent}%</strong></Trans>
          {saved ? <Trans> · saved to your account on {savedOn}</Trans> : null}
        </p>
      </div>
      {!signedIn ? (
        <section aria-labelledby="keep-heading" className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <h2 id="keep-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Keep this result</Trans>
          </h2>
          <p className="mt-1 text-slate-800"><Trans>Sign up for free to save your result, see it on your dashboard and compare when you retake it.</Trans></p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={answers ? `${paths.signUp}?${new URLSearchParams({ [PENDING_ASSESSMENT_PARAM]: answers })}` : paths.signUp}><Trans>Sign up to save it</Trans></Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${paths.signIn}?${new URLSearchParams({ redirect: returnTo })}`}><Trans>I have an account: sign in</Trans></Link>
            </Button>
          </div>
        </section>
      ) : answers ? (
        <Form method="post" action={paths.assessment} className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <input type="hidden" name="a" value={answers} />
          <p className="text-slate-800"><Trans>This result is not saved yet.</Trans></p>
          <Button type="submit" name="intent" value="save" className="mt-3" disabled={navigation.state !== 'idle'}>
            <Trans>Save this result</Trans>
          </Button>
        </Form>
      ) : null}
      <section aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Your score in each area</Trans>
        </h2>
        <ul className="mt-4 grid gap-4">
          {result.areas.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="area-result">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                <p className="text-sm font-medium text-slate-800">
                  <Trans>{a.points}/{a.max} points · {a.percent}% · {BAND_LABELS[a.band]}</Trans>
                </p>
              </div>
              <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <div className="h-full rounded-full bg-blue-700" style={{ width: `${a.percent}%` }} />
              </div>
              <p className="mt-3 text-slate-800">{a.bandText}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-xl font-semibold text-slate-900">
          <Trans>What to learn next</Trans>
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {result.nextSteps.map((step) => {
            const Icon = STEP_ICONS[step.kind];
            return (
              <li key={step.href} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-blue-800">
                  <Icon className="h-4 w-4" aria-hidden />
                  <Message text={STEP_KINDS[step.kind]} />
                </p>
                <Link to={step.href} className="mt-1 block font-semibold text-blue-800 underline underline-offset-4">
                  {typeof step.title === 'string' ? <Written text={step.title} /> : <Message text={step.title} />}
                </Link>
                <p className="mt-1 text-sm text-slate-700"><Message text={step.why} /></p>
              </li>
            );
          })}
        </ul>
      </section>
      {result.review.length ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Answers to look at again</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Plural
              value={result.review.length}
              one="# of your answers was not the strongest choice. Here is the stronger answer, and why."
              other="# of your answers were not the strongest choice. Here is the stronger answer, and why."
            />
          </p>
          <ol className="mt-4 grid gap-4">
            {result.review.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="answer-review">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{item.areaTitle}</p>
                <p className="mt-1 font-medium text-slate-900">{item.prompt}</p>
                <dl className="mt-3 grid gap-2 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-700"><Trans>Your answer</Trans></dt>
                    <dd className="text-slate-800">{item.chosen}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-green-800"><Trans>A stronger answer</Trans></dt>
                    <dd className="text-slate-900">{item.best}</dd>
                  </div>
                </dl>
                <p className="mt-3 text-sm text-slate-800">{item.explanation}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={stepHref(paths.assessment, '')}><Trans>Retake the assessment</Trans></Link>
        </Button>
        {signedIn ? (
          <Button asChild variant="outline">
            <Link to={paths.dashboard}><Trans>Go to your dashboard</Trans></Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
