/**
 * A lesson's page: where it sits in the course, its Markdown (the one renderer, components/markdown-body),
 * an optional privacy-enhanced video, practice when the lesson has it (SQL exercises that run in the browser, or
 * spreadsheet formulas the server checks), and what to do next — sign in or enrol to track progress, 'Mark complete',
 * then the next lesson or, after the last one, the quiz. The forms post to the route's action (course-actions.ts):
 * without scripts the page comes back with the outcome; with them, React Router submits and revalidates in place.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { MarkdownBody } from '~/client/components/markdown-body';
import { sqlExerciseMessages } from '~/shared/sql-exercises';
import { FormulaExercises } from './formula-exercises';
import { SqlExercises } from './sql-exercises';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { type LessonPage, learningMessages } from '~/shared/learning';
import type { PageOutcome } from '~/client/lib/page-outcome';
import type { CourseDone } from '../course-actions';
import { coursePath, isShortCoursesPath, lessonPath, quizPath, signInHref } from '../learning.links';
import { Message, useContentLang } from '~/client/lib/i18n';

export function LessonView({ page, signedIn }: { page: LessonPage; signedIn: boolean }) {
  const { t } = useLingui();
  const langOf = useContentLang();
  const location = useLocation();
  const short = isShortCoursesPath(location.pathname);
  const outcome = useActionData() as PageOutcome<CourseDone> | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const { course, lesson, previous, next } = page;
  const enrolled = signedIn && !!course.enrolled;
  const total = course.lessons_count;
  const lastLesson = !next;
  const openExercises = page.exercises.filter((e) => !page.solved_exercises.includes(e.id)).length;
  const sqlExercises = page.exercises.filter((e) => e.kind === 'sql');
  const formulaExercises = page.exercises.filter((e) => e.kind === 'formula');
  // A checked formula answers beside its exercise, not here.
  const progressOutcome = outcome?.intent === 'formula' ? undefined : outcome;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8" data-testid="lesson-page">
      <Link to={coursePath(course.slug, short)} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <span lang={langOf(course.lang)}>{course.title}</span>
      </Link>
      <p className="mt-6 text-sm font-medium text-slate-700">
        <Trans>Lesson {lesson.position} of {total}</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={langOf(lesson.lang)}>
        {lesson.title}
      </h1>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
        <Clock className="h-4 w-4" aria-hidden />
        <Trans>{lesson.duration_minutes} min</Trans>
        {enrolled && lesson.completed ? (
          <span className="ml-3 inline-flex items-center gap-1 font-medium text-emerald-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            <Message text={learningMessages.completed} />
          </span>
        ) : null}
      </p>

      {page.video ? (
        <div className="mt-6 aspect-video overflow-hidden rounded-xl border border-slate-200">
          <iframe
            className="h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${page.video}`}
            title={`Video: ${lesson.title}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : null}

      {langOf(lesson.lang) ? (
        <p className="mt-4 text-sm text-slate-700">
          <Trans>This lesson is in English.</Trans>
        </p>
      ) : null}
      <div className="mt-4" lang={langOf(lesson.lang)}>
        <MarkdownBody markdown={page.body} />
      </div>

      {sqlExercises.length ? <SqlExercises exercises={sqlExercises} solved={page.solved_exercises} slug={course.slug} lessonId={lesson.id} canRecord={enrolled} /> : null}
      {formulaExercises.length ? <FormulaExercises exercises={formulaExercises} solved={page.solved_exercises} lessonId={lesson.id} canRecord={enrolled} /> : null}

      <section aria-labelledby="lesson-progress-heading" className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="lesson-progress-heading" className="text-lg font-semibold text-slate-900">
          {enrolled && lesson.completed ? t`Lesson completed` : t`Your progress`}
        </h2>
        <div className="mt-4 grid gap-4">
          {progressOutcome ? (
            <p role={progressOutcome.ok ? 'status' : 'alert'} className={progressOutcome.ok ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}>
              <Message text={progressOutcome.message?.description} />
            </p>
          ) : null}
          {!signedIn ? (
            <div className="flex flex-wrap items-center gap-3">
              <Link to={signInHref(location.pathname)} className={buttonVariants()}>
                <Message text={learningMessages.signInToEnroll} />
              </Link>
              <p className="text-sm text-slate-700"><Trans>Sign in to track your progress and earn a certificate.</Trans></p>
            </div>
          ) : !enrolled ? (
            <Form method="post">
              <Button type="submit" name="intent" value="enroll" disabled={busy === 'enroll'}>
                <Message text={busy === 'enroll' ? t`Enrolling...` : learningMessages.enroll} />
              </Button>
            </Form>
          ) : !lesson.completed ? (
            <Form method="post" className="grid gap-2">
              {openExercises ? <p className="text-sm text-slate-800"><Message text={sqlExerciseMessages.finishExercises(openExercises)} /></p> : null}
              <input type="hidden" name="lessonId" value={lesson.id} />
              <Button type="submit" name="intent" value="complete" disabled={busy === 'complete'}>
                {busy === 'complete' ? t`Saving...` : t`Mark complete`}
              </Button>
            </Form>
          ) : null}
          {enrolled && lesson.completed ? (
            <div className="flex flex-wrap gap-3">
              {next ? (
                <Link to={lessonPath(course.slug, next.position, short)} className={buttonVariants()}>
                  <Trans>
                    Next lesson
                    <span className="sr-only">
                      : <span lang={langOf(next.lang)}>{next.title}</span>
                    </span>
                  </Trans>
                  <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link to={quizPath(course.slug, short)} className={buttonVariants()}>
                  <Message text={learningMessages.takeQuiz} />
                  <ArrowRight aria-hidden />
                </Link>
              )}
            </div>
          ) : null}
        </div>
      </section>

      <nav aria-label={t`Lessons`} className="mt-8 flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6 text-sm">
        {previous ? (
          <Link to={lessonPath(course.slug, previous.position, short)} className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            <span>
              <Trans>
                Previous<span className="sr-only"> lesson</span>: <span lang={langOf(previous.lang)}>{previous.title}</span>
              </Trans>
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={lessonPath(course.slug, next.position, short)} className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline">
            <span>
              <Trans>
                Next<span className="sr-only"> lesson</span>: <span lang={langOf(next.lang)}>{next.title}</span>
              </Trans>
            </span>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        ) : lastLesson ? (
          <Link to={quizPath(course.slug, short)} className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline">
            <span><Trans>Course quiz</Trans></span>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
