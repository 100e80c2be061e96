/**
 * /ai-tools (spec §2.8): heading and introduction, then the searchable catalogue of AI tools and their chat dialog.
 * Prerendered with the loading state; the tools load in the browser, the dialog's code when a tool is opened.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolsBrowser } from '~/client/features/ai/components/tools-browser';
import type { Route } from './+types/ai-tools';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';
import { keepDataForUrlDialogs } from '~/client/lib/use-url-dialog';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.aiTools, [], args);

/** Opening, continuing or closing a tool's chat (`?tool=&conversation=`) is not a new page: no data to reload. */
export const shouldRevalidate = keepDataForUrlDialogs;

export default function AiToolsPage() {
  return (
    <PageIntro copy={pageCopy.aiTools}>
      <NeedsScripts what="The AI mentor chat" />
      <ToolsBrowser />
    </PageIntro>
  );
}
