/**
 * The /assessment page's screens: the intro (what it measures, about 15 minutes, 25 questions, Start; a
 * signed-in person's last result), one question a screen, and the result (score and band per area, next steps).
 *
 * Every step is a plain server-rendered form: a question's form is a GET of `/assessment` carrying the answers so
 * far (`a`), the chosen option (`choice`) and `go=next`; the last question's 'See my results' posts to the route
 * action, which saves a signed-in person's result. Back is a link. Without scripts the browser submits them itself;
 * with scripts React Router does the same navigation without a reload and moves focus to the new question.
 */
import { FieldError } from '~/client/components/ui/form-fields';
import { ArrowLeft, ArrowRight, BookOpen, CalendarDays, FileText, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS, type NextStep, PENDING_ASSESSMENT_PARAM } from '~/shared/assessment';
import { formatDate } from '~/shared/date-format';
import { paths } from '~/shared/paths';
import { BAND_LABELS, type QuestionView, type ResultView, stepHref } from '../assessment-view';

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
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Skills assessment</h1>
        <p className="mt-3 text-lg text-slate-700">
          {ASSESSMENT_QUESTIONS} questions, about {ASSESSMENT_MINUTES} minutes, one question at a time. At the end you see where you stand in five areas and
          what to learn next.
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
            Your last result
          </h2>
          <p className="mt-1 text-slate-800">
            {last.total_percent}% overall, taken on {formatDate(last.created_at)}.
          </p>
          <ul className="mt-3 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
            {last.areas.map((a) => (
              <li key={a.id}>
                {a.title}: {a.percent}%
              </li>
            ))}
          </ul>
          <Link to={`${paths.assessment}?result=latest`} className="mt-3 inline-block font-medium text-blue-800 underline underline-offset-4">
            See your last result and next steps
          </Link>
        </section>
      ) : null}
      <section aria-labelledby="measures-heading">
        <h2 id="measures-heading" className="text-xl font-semibold text-slate-900">
          What it measures
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
              {last ? 'Retake the assessment' : 'Start'}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          {signedIn
            ? 'Your result is saved to your account when you finish.'
            : 'No account needed. Sign up at the end to keep your result and see it on your dashboard.'}
        </p>
      </div>
    </div>
  );
}

/** One question: 'Question N of 25', a progress bar, the question as a radio group, Back and Next. */
export function AssessmentQuestion({ question, focusOnMount }: { question: QuestionView; focusOnMount: boolean }) {
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
        <h1 className="text-sm font-semibold uppercase tracking-wide text-blue-800">Skills assessment</h1>
        <p className="text-lg font-semibold text-slate-900">
          Question {index + 1} of {total}
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
              Back
            </Link>
          </Button>
          <Button type="submit" name="go" value="next" size="lg" disabled={busy} {...(last ? { formMethod: 'post', formAction: paths.assessment } : {})}>
            {last ? 'See my results' : 'Next'}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </Form>
    </div>
  );
}

const STEP_ICONS: Record<NextStep['kind'], typeof BookOpen> = { course: BookOpen, talks: CalendarDays, 'ai-tool': Sparkles, article: FileText };
const STEP_KINDS: Record<NextStep['kind'], string> = { course: 'Course', talks: 'ChangeTalks', 'ai-tool': 'AI tool', article: 'Article' };

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
  const navigation = useNavigation();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your skills assessment result</h1>
        <p className="mt-3 text-lg text-slate-800">
          Overall: <strong>{result.total_percent}%</strong>
          {saved ? <> · saved to your account on {formatDate(saved.created_at)}</> : null}
        </p>
      </div>
      {!signedIn ? (
        <section aria-labelledby="keep-heading" className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <h2 id="keep-heading" className="text-lg font-semibold text-slate-900">
            Keep this result
          </h2>
          <p className="mt-1 text-slate-800">Sign up for free to save your result, see it on your dashboard and compare when you retake it.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={answers ? `${paths.signUp}?${new URLSearchParams({ [PENDING_ASSESSMENT_PARAM]: answers })}` : paths.signUp}>Sign up to save it</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`${paths.signIn}?${new URLSearchParams({ redirect: returnTo })}`}>I have an account: sign in</Link>
            </Button>
          </div>
        </section>
      ) : answers ? (
        <Form method="post" action={paths.assessment} className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <input type="hidden" name="a" value={answers} />
          <p className="text-slate-800">This result is not saved yet.</p>
          <Button type="submit" name="intent" value="save" className="mt-3" disabled={navigation.state !== 'idle'}>
            Save this result
          </Button>
        </Form>
      ) : null}
      <section aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-xl font-semibold text-slate-900">
          Your score in each area
        </h2>
        <ul className="mt-4 grid gap-4">
          {result.areas.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="area-result">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                <p className="text-sm font-medium text-slate-800">
                  {a.points}/{a.max} points · {a.percent}% · {BAND_LABELS[a.band]}
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
          What to learn next
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {result.nextSteps.map((step) => {
            const Icon = STEP_ICONS[step.kind];
            return (
              <li key={step.href} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-blue-800">
                  <Icon className="h-4 w-4" aria-hidden />
                  {STEP_KINDS[step.kind]}
                </p>
                <Link to={step.href} className="mt-1 block font-semibold text-blue-800 underline underline-offset-4">
                  {step.title}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{step.why}</p>
              </li>
            );
          })}
        </ul>
      </section>
      {result.review.length ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
            Answers to look at again
          </h2>
          <p className="mt-1 text-slate-700">
            {result.review.length} of your answers {result.review.length === 1 ? 'was' : 'were'} not the strongest choice. Here is the stronger answer, and why.
          </p>
          <ol className="mt-4 grid gap-4">
            {result.review.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="answer-review">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{item.areaTitle}</p>
                <p className="mt-1 font-medium text-slate-900">{item.prompt}</p>
                <dl className="mt-3 grid gap-2 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-700">Your answer</dt>
                    <dd className="text-slate-800">{item.chosen}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-green-800">A stronger answer</dt>
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
          <Link to={stepHref(paths.assessment, '')}>Retake the assessment</Link>
        </Button>
        {signedIn ? (
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Go to your dashboard</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
