/**
 * The dashboard's course progress ("progress shows on the course and on the dashboard"): each course the
 * signed-in viewer is enrolled in with a progress bar, linking back to the course, its next lesson (or the quiz),
 * and a count of certificates.
 * Reads `GET /api/me/learning` (the same query the course and certificate pages use, so they stay in step).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMyLearning } from '../api/get-my-learning';
import { coursePath, lessonPath, quizPath } from '../learning.links';
import { ProgressBar } from './progress-bar';
import { useContentLang } from '~/client/lib/i18n';

export function MyCourseProgress() {
  const { t } = useLingui();
  const langOf = useContentLang();
  const mine = useMyLearning();
  if (mine.isError) return <p className="text-sm text-slate-700"><Trans>Your courses could not be loaded. Please try again later.</Trans></p>;
  if (!mine.data) return <p className="text-sm text-slate-700"><Trans>Loading your courses...</Trans></p>;
  const { enrollments, certificates } = mine.data;
  if (!enrollments.length) return <p className="text-sm text-slate-700"><Trans>You are not enrolled in any course yet.</Trans></p>;
  return (
    <div className="grid gap-3" data-testid="my-course-progress">
      <ul className="grid gap-4">
        {enrollments.map((e) => (
          <li key={e.course.id} className="grid gap-1.5">
            <Link to={coursePath(e.course.slug, true)} className="text-sm font-medium text-blue-700 hover:underline" lang={langOf(e.course.lang)}>
              {e.course.title}
            </Link>
            <ProgressBar done={e.completed_lessons} total={e.lessons_count} label={t`Progress in ${e.course.title}`} />
            {e.next_lesson ? (
              <Link to={lessonPath(e.course.slug, e.next_lesson.position, true)} className="text-sm text-blue-700 underline">
                <Trans>
                  Next: lesson {e.next_lesson.position}, <span lang={langOf(e.next_lesson.lang)}>{e.next_lesson.title}</span>
                </Trans>
              </Link>
            ) : !e.quiz_passed ? (
              <Link to={quizPath(e.course.slug, true)} className="text-sm text-blue-700 underline">
                <Trans>Next: the course quiz<span className="sr-only"> for {e.course.title}</span></Trans>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        <Plural value={certificates.length} one="# certificate earned" other="# certificates earned" />
      </p>
    </div>
  );
}
