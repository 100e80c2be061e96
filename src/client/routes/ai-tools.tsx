/**
 * /ai-tools (spec §2.8): heading and introduction, then the searchable catalogue of AI tools and their chat dialog.
 * Prerendered with the loading state; the tools load in the browser, the dialog's code when a tool is opened.
 */
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { ToolsBrowser } from '~/client/features/ai/components/tools-browser';
import type { Route } from './+types/ai-tools';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.aiTools, [], args);

export default function AiToolsPage() {
  return (
    <PageIntro copy={pageCopy.aiTools}>
      <NeedsScripts what="The AI mentor chat" />
      <ToolsBrowser />
    </PageIntro>
  );
}
