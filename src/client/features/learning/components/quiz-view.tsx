/**
 * A course quiz: before submitting, one fieldset per question (radio buttons for single choice, check
 * boxes for 'Choose all that apply') in one form; after, the score, passed or not (70%), each question with what was
 * chosen, the right answer and its explanation, the certificate when it was issued, and 'Retake the quiz' (a fresh
 * load, reshuffled). Visitors are asked to sign in, learners not enrolled to enrol. An incomplete submission comes
 * back with the message and the answers given still chosen.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useHref, useLocation, useNavigation } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { type QuizPage, type QuizResult, learningMessages } from '~/shared/learning';
import type { PageOutcome } from '~/client/lib/page-outcome';
import type { quizAction } from '../course-actions';
import { coursePath, isShortCoursesPath, lessonPath, quizPath, signInHref } from '../learning.links';
import { CertificateLinks } from './certificate-links';
import { Message, useContentLang, useText } from '~/client/lib/i18n';

export function QuizView({ quiz, signedIn }: { quiz: QuizPage; signedIn: boolean }) {
  const show = useText();
  const { t } = useLingui();
  const langOf = useContentLang();
  const location = useLocation();
  const short = isShortCoursesPath(location.pathname);
  const outcome = useActionData<typeof quizAction>() as PageOutcome<{ result?: QuizResult }> | undefined;
  const result = outcome?.done?.result;
  // After a refusal the form keeps the answers given (Conform's reply carries what was posted).
  const given = (outcome?.result.initialValue as { answers?: Record<string, string | string[]> } | undefined)?.answers ?? {};
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const { course } = quiz;
  const enrolled = signedIn && !!course.enrolled;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8" data-testid="quiz-page">
      <Link to={coursePath(course.slug, short)} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <span lang={langOf(course.lang)}>{course.title}</span>
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        <Trans>
          Quiz: <span lang={langOf(course.lang)}>{course.title}</span>
        </Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>{quiz.questions.length} questions. You pass with {quiz.pass_percent}% or more, and you can retake it as often as you like. Your
        certificate is issued once you have passed and completed every lesson.</Trans>
      </p>
      {quiz.status?.attempts ? (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Your best score so far: {quiz.status.best_percent}%{quiz.status.passed ? t` (passed)` : ''}.</Trans>
        </p>
      ) : null}

      {result ? (
        <QuizResultView result={result} message={show(outcome?.message?.description ?? '')} retakeTo={quizPath(course.slug, short)} lessonsTo={coursePath(course.slug, short)} />
      ) : !signedIn ? (
        <div className="mt-8 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <Link to={signInHref(location.pathname)} className={buttonVariants()}>
            <Trans>Sign in to take the quiz</Trans>
          </Link>
          <p className="text-sm text-slate-700"><Trans>The quiz is free for everyone enrolled in the course.</Trans></p>
        </div>
      ) : !enrolled ? (
        <div className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-6">
          {outcome && !outcome.ok ? (
            <p role="alert" className="font-medium text-red-700">
              <Message text={outcome.message?.description} />
            </p>
          ) : null}
          <p className="text-slate-700"><Trans>Enrol in the course to take its quiz.</Trans></p>
          <Form method="post">
            <Button type="submit" name="intent" value="enroll" disabled={submitting}>
              <Message text={learningMessages.enroll} />
            </Button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-8 grid gap-6" aria-describedby={outcome && !outcome.ok ? 'quiz-error' : undefined}>
          {outcome && !outcome.ok ? (
            <p id="quiz-error" role="alert" className="font-medium text-red-700">
              <Message text={outcome.message?.description} />
            </p>
          ) : outcome?.ok ? (
            <p role="status" className="font-medium text-emerald-800">
              <Message text={outcome.message?.description} />
            </p>
          ) : null}
          {typeof quiz.lessons_left === 'number' && quiz.lessons_left > 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>
                You still have <Plural value={quiz.lessons_left} one="# lesson" other="# lessons" /> to complete.{' '}
              <Link to={lessonPath(course.slug, 1, short)} className="font-medium text-blue-700 underline">
                Go to the lessons
              </Link></Trans>
            </p>
          ) : null}
          <ol className="grid gap-6">
            {quiz.questions.map((q, n) => {
              const chosen = [given[q.id] ?? []].flat();
              return (
                <li key={q.id}>
                  <fieldset className="rounded-xl border border-slate-200 bg-white p-5">
                    <legend className="px-1 font-semibold text-slate-900">
                      <span className="sr-only"><Trans>Question</Trans> </span>
                      {n + 1}. <span lang={langOf(quiz.lang)}>{q.prompt}</span>
                    </legend>
                    <div className="mt-3 grid gap-2">
                      {q.options.map((o) => (
                        <label key={o.index} className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50">
                          <input
                            type={q.kind === 'single' ? 'radio' : 'checkbox'}
                            name={`answers.${q.id}`}
                            value={o.index}
                            defaultChecked={chosen.includes(String(o.index))}
                            required={q.kind === 'single'}
                            className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
                          />
                          <span className="text-slate-800" lang={langOf(quiz.lang)}>
                            {o.text}
                          </span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div>
            <Button type="submit" name="intent" value="quiz" disabled={submitting}>
              {submitting ? t`Checking your answers...` : t`Submit answers`}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

function QuizResultView({ result, message, retakeTo, lessonsTo }: { result: QuizResult; message: string; retakeTo: string; lessonsTo: string }) {
  const { t } = useLingui();
  const langOf = useContentLang();
  // A plain link (a fresh quiz, not a client navigation), in the page's language.
  const retakeHref = useHref(retakeTo);
  // The answers were sent from the bottom of a long form: bring the score into view and move the focus to it (a page
  // posted without scripts comes back at its top by itself).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <section aria-labelledby="quiz-result-heading" className="mt-8 grid scroll-mt-20 gap-6" data-testid="quiz-result">
      <div className={`scroll-mt-20 rounded-xl border p-6 ${result.passed ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}>
        <h2 id="quiz-result-heading" ref={heading} tabIndex={-1} className="scroll-mt-20 text-2xl font-semibold text-slate-900 focus:outline-none">
          <Trans>Your score: {result.score_percent}%</Trans>
        </h2>
        <p className="mt-1 text-slate-700">
          <Trans>{result.correct_count} of {result.total} questions right.</Trans>
        </p>
        <p role="status" className={`mt-3 font-medium ${result.passed ? 'text-emerald-800' : 'text-amber-900'}`}>
          {message}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {result.certificate ? <CertificateLinks certificate={result.certificate} /> : null}
          {!result.passed ? (
            <a href={retakeHref} className={buttonVariants()}>
              <Trans>Retake the quiz</Trans>
            </a>
          ) : null}
          {result.lessons_left > 0 ? (
            <Link to={lessonsTo} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Back to the lessons</Trans>
            </Link>
          ) : null}
        </div>
      </div>
      <ol className="grid gap-4">
        {result.questions.map((q, n) => (
          <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="flex items-start gap-2 font-semibold text-slate-900">
              {q.right ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-label={t`Right`} />
              ) : (
                <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-label={t`Wrong`} />
              )}
              <span>
                {n + 1}. <span lang={langOf(result.lang)}>{q.prompt}</span>
              </span>
            </p>
            <ul className="mt-3 grid gap-1 text-sm">
              {q.options.map((o) => {
                const chosen = q.chosen.includes(o.index);
                const correct = q.correct.includes(o.index);
                return (
                  <li key={o.index} className={correct ? 'font-medium text-emerald-800' : chosen ? 'text-red-700' : 'text-slate-700'}>
                    <span lang={langOf(result.lang)}>{o.text}</span>
                    {correct ? t` — right answer` : ''}
                    {chosen ? t` (your choice)` : ''}
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-sm text-slate-800" lang={langOf(result.lang)}>
              {q.explanation}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
