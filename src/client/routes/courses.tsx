/**
 * Courses, served at /entrepreneurship/courses and /courses: heading, introduction and the
 * six courses, each linking to its page, rendered on the server for this viewer (enrolment and progress).
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { learningKeys } from '~/client/features/learning/api/keys';
import { CourseList } from '~/client/features/learning/components/course-list';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.courses, [], args);

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context.get(pageContext);
  const courses = await services.learning.courses({ actor });
  return { seeds: seedQueries([[learningKeys.courses(actor?.id ?? 'visitor'), { courses }]]) };
}

export default function CoursesPage() {
  return (
    <PageIntro copy={pageCopy.courses}>
      <CourseList />
    </PageIntro>
  );
}
