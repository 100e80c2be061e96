/**
 * Mentorship Program: benefit cards, three featured mentors who can be booked from their
 * profiles, Find a Mentor and Join Community. Prerendered; the featured mentors load in the browser.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { MentorshipProgram } from '~/client/features/mentors/components/mentorship-program';
import type { Route } from './+types/mentorship';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.mentorship, [], args);

export default function MentorshipPage() {
  return (
    <PageIntro copy={pageCopy.mentorship}>
      <MentorshipProgram />
    </PageIntro>
  );
}
