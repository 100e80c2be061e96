/**
 * Mentor matching: the industry filter over the mentor directory, and the viewer's booked
 * sessions. Rendered on the server with every mentor; each links to their profile.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ALL_INDUSTRIES } from '~/client/features/mentors/api/get-mentors';
import { mentorKeys } from '~/client/features/mentors/api/keys';
import { MentorDirectory } from '~/client/features/mentors/components/mentor-directory';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { Route } from './+types/mentor-matching';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.mentorMatching, [], args);

export async function loader({ context }: Route.LoaderArgs) {
  const mentors = await context.get(pageContext).services.mentors.list();
  return { seeds: seedQueries([[mentorKeys.list(ALL_INDUSTRIES), { mentors }]]) };
}

export default function MentorMatchingPage() {
  return (
    <PageIntro copy={pageCopy.mentorMatching}>
      <MentorDirectory />
    </PageIntro>
  );
}
