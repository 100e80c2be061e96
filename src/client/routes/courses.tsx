/**
 * Courses (spec §2.11, §9; issue 7), served at /entrepreneurship/courses and /courses: heading, introduction and the
 * six courses, each linking to its page. Prerendered with the loading state; the list loads in the browser.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CourseList } from '~/client/features/learning/components/course-list';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.courses, [], args);

export default function CoursesPage() {
  return (
    <PageIntro copy={pageCopy.courses}>
      <CourseList />
    </PageIntro>
  );
}
