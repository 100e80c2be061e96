/** changetalks page (spec §2.9): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/changetalks';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.changeTalks);

export default function ChangetalksPage() {
  return <PageIntro copy={pageCopy.changeTalks} />;
}
