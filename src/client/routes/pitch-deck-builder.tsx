/** pitch-deck-builder page (spec §2.11): heading and introduction. */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import type { Route } from './+types/pitch-deck-builder';

export const meta: Route.MetaFunction = () => pageMeta(pageCopy.pitchDeckBuilder);

export default function PitchDeckBuilderPage() {
  return <PageIntro copy={pageCopy.pitchDeckBuilder} />;
}
