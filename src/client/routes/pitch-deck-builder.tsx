/**
 * /entrepreneurship/pitch-deck-builder: ten guided slides, preview, exports (JSON, PowerPoint,
 * PDF) and account saving. Prerendered on the title slide; the browser draft is restored after load.
 */
import { useLingui } from '@lingui/react/macro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import { DeckBuilder } from '~/client/features/toolkit/deck/deck-builder';
import type { Route } from './+types/pitch-deck-builder';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.pitchDeckBuilder, [], args);

export default function PitchDeckBuilderPage() {
  const { t } = useLingui();
  return (
    <ToolkitPage copy={pageCopy.pitchDeckBuilder}>
      <NeedsScripts what={t`The pitch deck builder`} />
      <DeckBuilder />
    </ToolkitPage>
  );
}
