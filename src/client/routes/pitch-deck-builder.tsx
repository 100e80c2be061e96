/**
 * /entrepreneurship/pitch-deck-builder: ten guided slides, preview, exports (JSON, PowerPoint,
 * PDF) and account saving. Prerendered on the title slide; the browser draft is restored after load.
 */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import { DeckBuilder } from '~/client/features/toolkit/deck/deck-builder';
import type { Route } from './+types/pitch-deck-builder';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pitchDeckBuilder, [], args);

export default function PitchDeckBuilderPage() {
  return (
    <ToolkitPage copy={pageCopy.pitchDeckBuilder}>
      <NeedsScripts what="The pitch deck builder" />
      <DeckBuilder />
    </ToolkitPage>
  );
}
