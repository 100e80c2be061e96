/**
 * A course's page: title, level, rating, facts, topics and the lesson outline, each
 * lesson linking to its own page, then the course quiz. Visitors get 'Sign in to enroll'; signed-in viewers 'Enroll
 * Now', then a progress bar, 'Resume where you left off' (to the first lesson not yet completed) and a 'Mark
 * complete' button per lesson. With every lesson complete and the quiz passed the certificate is issued: links to
 * download and verify it. 'Enroll Now' and 'Mark complete' are forms posted to the page's route action
 * (../course-actions.ts): they work before and without scripts (the page comes back with the outcome in it), and
 * once hydrated without a reload (the outcome becomes a toast).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CheckCircle2, Circle, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useActionData, useFetcher, useLocation } from 'react-router';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { refreshSession } from '~/client/lib/session';
import { type Certificate, type Course, type Lesson, type QuizStatus, learningMessages } from '~/shared/learning';
import { paths } from '~/shared/paths';
import { useCourse } from '../api/get-course';
import { useMyLearning } from '../api/get-my-learning';
import { useViewer } from '~/client/lib/use-viewer';
import type { PageOutcome } from '~/client/lib/page-outcome';
import type { CourseDone } from '../course-actions';
import { isShortCoursesPath, lessonPath, quizPath, signInHref } from '../learning.links';
import { CertificateLinks } from './certificate-links';
import { CourseFacts, LevelBadge, Rating, TopicList } from './course-meta';
import { ProgressBar } from './progress-bar';
import { Message, useContentLang } from '~/client/lib/i18n';

export function CourseDetail({ slug }: { slug: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const listPath = isShortCoursesPath(location.pathname) ? paths.coursesShort : paths.courses;
  const query = useCourse(slug);

  const back = (
    <Link to={listPath} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      <Trans>All courses</Trans>
    </Link>
  );

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{missing ? t`Course not found` : t`Course unavailable`}</h1>
        <p className="mt-4 text-slate-700">
          {missing ? t`There is no course at this address.` : t`The course could not be loaded. Please try again later.`}
        </p>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900"><Trans>Course</Trans></h1>
        <p role="status" className="mt-4 text-slate-700">
          <Trans>Loading course...</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      {back}
      <LoadedCourse course={query.data.course} lessons={query.data.lessons} quiz={query.data.quiz} returnTo={location.pathname} short={listPath === paths.coursesShort} />
    </div>
  );
}

function LoadedCourse({ course, lessons, quiz, returnTo, short }: { course: Course; lessons: Lesson[]; quiz?: QuizStatus; returnTo: string; short: boolean }) {
  const { t } = useLingui();
  const langOf = useContentLang();
  const bestPercent = quiz?.best_percent ?? 0;
  const viewer = useViewer();
  const fetcher = useFetcher<PageOutcome<CourseDone>>();
  const pageOutcome = useActionData() as PageOutcome<CourseDone> | undefined;
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const pending = fetcher.state !== 'idle' ? fetcher.formData : undefined;
  const mine = useMyLearning();
  const [issued, setIssued] = useState<Certificate | null>(pageOutcome?.done?.certificate ?? null);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.done?.certificate) setIssued(outcome.done.certificate);
    // The session ended elsewhere: re-read it so the page turns into the visitor's view.
    if (outcome.refusal?.status === 401) void refreshSession();
    if (!outcome.done?.quiet && outcome.message) toast({ ...outcome.message, variant: outcome.ok ? 'default' : 'destructive' });
  }, [outcome]);

  const enrolled = viewer.signedIn && !!course.enrolled;
  const done = lessons.filter((l) => l.completed).length;
  const total = lessons.length;
  const finished = enrolled && total > 0 && done >= total;
  const nextLesson = lessons.find((l) => !l.completed);
  const quizPassed = !!quiz?.passed || !!issued;
  const certificate = issued ?? (finished && quizPassed ? (mine.data?.certificates.find((c) => c.course_id === course.id) ?? null) : null);

  return (
    <article className="mt-4" data-testid="course-detail">
      <div className="flex flex-wrap items-center gap-3">
        <LevelBadge level={course.level} />
        <Rating value={course.rating} />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={langOf(course.lang)}>
        {course.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700" lang={langOf(course.lang)}>
        {course.description}
      </p>
      {langOf(course.lang) ? (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>This course is in English.</Trans>
        </p>
      ) : null}
      <div className="mt-4">
        <CourseFacts course={course} />
      </div>
      <div className="mt-4">
        <TopicList topics={course.topics} label={t`Topics`} lang={langOf(course.lang)} />
      </div>

      <section aria-labelledby="enrolment-heading" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="enrolment-heading" className="text-lg font-semibold text-slate-900">
          {finished && quizPassed ? t`Course completed` : enrolled ? t`Your progress` : t`Join this course`}
        </h2>
        <div className="mt-4 grid gap-4">
          {pageOutcome ? (
            <p role={pageOutcome.ok ? 'status' : 'alert'} className={pageOutcome.ok ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}>
              <Message text={pageOutcome.message?.description} />
            </p>
          ) : null}
          {!viewer.ready ? (
            <p role="status" className="text-slate-700">
              <Trans>Checking your enrolment...</Trans>
            </p>
          ) : !viewer.signedIn ? (
            <div className="flex flex-wrap items-center gap-3">
              <Link to={signInHref(returnTo)} className={buttonVariants()}>
                <Message text={learningMessages.signInToEnroll} />
              </Link>
              <p className="text-sm text-slate-700"><Trans>Enrolling is free. Sign in to track your progress and earn a certificate.</Trans></p>
            </div>
          ) : !enrolled ? (
            <fetcher.Form method="post">
              <Button type="submit" name="intent" value="enroll" disabled={pending?.get('intent') === 'enroll'}>
                <Message text={pending?.get('intent') === 'enroll' ? t`Enrolling...` : learningMessages.enroll} />
              </Button>
            </fetcher.Form>
          ) : (
            <>
              <ProgressBar done={done} total={total} label={t`Progress in ${course.title}`} />
              {finished && !quizPassed ? (
                <div className="grid gap-3">
                  <p className="font-medium text-slate-900"><Message text={learningMessages.quizNeeded} /></p>
                  <div>
                    <Link to={quizPath(course.slug, short)} className={buttonVariants()}>
                      <Message text={learningMessages.takeQuiz} />
                    </Link>
                  </div>
                </div>
              ) : finished ? (
                <div className="grid gap-3" data-testid="course-certificate">
                  <p className="flex items-center gap-2 font-medium text-emerald-800">
                    <CheckCircle2 className="h-5 w-5" aria-hidden />
                    <Trans>You have completed every lesson and passed the quiz{quiz?.best_percent != null ? ` (${quiz.best_percent}%)` : ''}. Your certificate has
                    been issued.</Trans>
                  </p>
                  <div className="flex flex-wrap gap-3">
                    {certificate ? <CertificateLinks certificate={certificate} /> : null}
                    <Link to={paths.certificates} className={buttonVariants({ variant: 'outline' })}>
                      <Trans>My certificates</Trans>
                    </Link>
                  </div>
                </div>
              ) : nextLesson ? (
                <div>
                  <Link to={lessonPath(course.slug, nextLesson.position, short)} className={buttonVariants()} data-testid="resume">
                    <Message text={done > 0 ? learningMessages.resume : t`Start the first lesson`} />
                    <span className="sr-only">
                      <Trans>
                        : lesson {nextLesson.position}, <span lang={langOf(nextLesson.lang)}>{nextLesson.title}</span>
                      </Trans>
                    </span>
                  </Link>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="lessons-heading" className="mt-10">
        <h2 id="lessons-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Lessons</Trans>
        </h2>
        <ol className="mt-4 grid gap-3">
          {lessons.map((lesson) => (
            <li
              key={lesson.id}
              id={`lesson-${lesson.id}`}
              tabIndex={-1}
              data-testid="lesson"
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 outline-offset-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex gap-3">
                {enrolled && lesson.completed ? (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
                )}
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <Link to={lessonPath(course.slug, lesson.position, short)} className="hover:text-blue-700 hover:underline">
                      <Trans>
                        Lesson {lesson.position}: <span lang={langOf(lesson.lang)}>{lesson.title}</span>
                      </Trans>
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700" lang={langOf(lesson.lang)}>
                    {lesson.summary}
                  </p>
                  <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-700">
                    <Clock className="h-3.5 w-3.5" aria-hidden />
                    <Trans>{lesson.duration_minutes} min</Trans>
                  </p>
                </div>
              </div>
              {enrolled ? (
                lesson.completed ? (
                  <p className="shrink-0 text-sm font-medium text-emerald-800"><Message text={learningMessages.completed} /></p>
                ) : (
                  <fetcher.Form method="post" className="shrink-0">
                    <input type="hidden" name="lessonId" value={lesson.id} />
                    <Button type="submit" name="intent" value="complete" variant="outline" size="sm" disabled={pending?.get('lessonId') === lesson.id}>
                      <Trans>Mark complete<span className="sr-only">: lesson {lesson.position}, {lesson.title}</span></Trans>
                    </Button>
                  </fetcher.Form>
                )
              ) : null}
            </li>
          ))}
          <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="course-quiz">
            <div className="flex gap-3">
              {quizPassed ? <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden /> : <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />}
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Link to={quizPath(course.slug, short)} className="hover:text-blue-700 hover:underline">
                    <Trans>Course quiz</Trans>
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700"><Trans>Pass with 70% or more to earn your certificate. Retakes are allowed.</Trans></p>
              </div>
            </div>
            {quiz?.attempts ? (
              <p className="shrink-0 text-sm font-medium text-slate-800">
                <Message text={quiz.passed ? learningMessages.passedWith(quiz.best_percent ?? 0) : t`Best so far: ${bestPercent}%`} />
              </p>
            ) : null}
          </li>
        </ol>
      </section>
    </article>
  );
}
