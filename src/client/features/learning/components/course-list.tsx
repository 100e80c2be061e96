/**
 * The course list of /entrepreneurship/courses and /courses: the six courses from `GET /api/courses`,
 * each linking to its page under the prefix the visitor came through. Prerendered with the loading state.
 */
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { useCourses } from '../api/get-courses';
import { coursePath, isShortCoursesPath } from '../learning.links';
import { CourseCard } from './course-card';

export function CourseList() {
  const courses = useCourses();
  const short = isShortCoursesPath(useLocation().pathname);

  if (courses.isError) {
    return (
      <p role="alert" className="mt-8 text-slate-700">
        <Trans>The courses could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!courses.data) {
    return (
      <p role="status" className="mt-8 text-slate-700">
        <Trans>Loading courses...</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {courses.data.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} href={coursePath(course.slug, short)} />
        </li>
      ))}
    </ul>
  );
}
