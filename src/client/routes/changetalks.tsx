/**
 * /changetalks: heading and intro, then the searchable Upcoming Events / Past Talks lists, rendered on
 * the server with the talks and (signed in) the viewer's registrations. Each talk links to its own page
 * (/changetalks/:slug). The registration forms post to this route's action (features/talks/talk-actions.ts).
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { talkKeys } from '~/client/features/talks/api/keys';
import { TalksBrowser } from '~/client/features/talks/components/talks-browser';
import { talkRegistrationAction } from '~/client/features/talks/talk-actions';
import { pageContext } from '~/client/lib/page-context';
import { OutcomeNotice } from '~/client/lib/page-outcome';
import { seedQueries } from '~/client/lib/query-client';
import { keepDataForTabs } from '~/client/lib/use-url-tab';
import type { Route } from './+types/changetalks';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.changeTalks, [], args);

export async function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context.get(pageContext);
  const [talks, mine] = await Promise.all([services.talks.list(), actor ? services.talks.mine({ actor }) : null]);
  return { seeds: seedQueries([[talkKeys.list, { talks }], ...(mine ? [[talkKeys.mine, mine] as const] : [])]) };
}

export const action = talkRegistrationAction;

/** Switching tabs (`?tab=`) only changes what is shown: no data is loaded again. */
export const shouldRevalidate = keepDataForTabs;

export default function ChangetalksPage({ actionData }: Route.ComponentProps) {
  return (
    <PageIntro copy={pageCopy.changeTalks}>
      <OutcomeNotice outcome={actionData} />
      <TalksBrowser />
    </PageIntro>
  );
}
