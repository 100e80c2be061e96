/**
 * /changetalks (spec §2.9): heading and intro, then the searchable Upcoming Events / Past Talks lists. The page is
 * prerendered with the loading state; the talks and the viewer's registrations load in the browser.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { TalksBrowser } from '~/client/features/talks/components/talks-browser';
import type { Route } from './+types/changetalks';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.changeTalks);

export default function ChangetalksPage() {
  return (
    <PageIntro copy={pageCopy.changeTalks}>
      <TalksBrowser />
    </PageIntro>
  );
}
