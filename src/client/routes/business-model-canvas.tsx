/**
 * /entrepreneurship/business-model-canvas: the nine-box canvas with local save, JSON export
 * and import, PDF export and account saving. Prerendered empty; the saved canvas is restored in the browser.
 */
import { useLingui } from '@lingui/react/macro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { CanvasEditor } from '~/client/features/toolkit/canvas/canvas-editor';
import { ToolkitPage } from '~/client/features/toolkit/components/toolkit-page';
import type { Route } from './+types/business-model-canvas';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.businessModelCanvas, [], args);

export default function BusinessModelCanvasPage() {
  const { t } = useLingui();
  return (
    <ToolkitPage copy={pageCopy.businessModelCanvas}>
      <NeedsScripts what={t`The canvas editor`} />
      <CanvasEditor />
    </ToolkitPage>
  );
}
