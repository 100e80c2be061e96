/** mentorship page (spec §2.6): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/mentorship';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.mentorship);

export default function MentorshipPage() {
  return <PageIntro copy={pageCopy.mentorship} />;
}
