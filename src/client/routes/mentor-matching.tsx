/** mentor-matching page (spec §2.11): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/mentor-matching';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.mentorMatching);

export default function MentorMatchingPage() {
  return <PageIntro copy={pageCopy.mentorMatching} />;
}
