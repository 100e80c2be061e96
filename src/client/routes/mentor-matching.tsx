/**
 * Mentor matching (spec §2.11; issue 7): the industry filter over the mentor directory, and the viewer's booked
 * sessions. Prerendered with the loading state; the mentors load in the browser.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { MentorDirectory } from '~/client/features/mentors/components/mentor-directory';
import type { Route } from './+types/mentor-matching';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.mentorMatching, [], args);

export default function MentorMatchingPage() {
  return (
    <PageIntro copy={pageCopy.mentorMatching}>
      <MentorDirectory />
    </PageIntro>
  );
}
