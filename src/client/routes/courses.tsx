/** courses page (spec §2.11, §9): heading and introduction. Served at /entrepreneurship/courses and /courses. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.courses);

export default function CoursesPage() {
  return <PageIntro copy={pageCopy.courses} />;
}
