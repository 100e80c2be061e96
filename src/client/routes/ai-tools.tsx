/**
 * /ai-tools: heading and introduction, then the searchable catalogue of AI tools and their chat dialog.
 * Rendered on the server with every card: the loader reads the tools through the AI service and seeds the query the
 * catalogue uses, so the browser does not fetch them again. `?q=&category=` (the search form sent without scripts)
 * is rendered already filtered. Each card links to its tool's page, which works without scripts; only the live chat
 * dialog needs them, and says so.
 */
import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { aiKeys } from '~/client/features/ai/api/keys';
import { ToolsBrowser } from '~/client/features/ai/components/tools-browser';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/ai-tools';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.aiTools, [], args);

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  // The catalogue's query as `GET /api/ai/tools` answers it; the filters are applied where it is rendered.
  return { seeds: seedQueries([[aiKeys.tools, { tools: await services.ai.tools() }]]) };
}

/**
 * The page's own data is the catalogue: a change of the URL's search alone (the filters, the dialog's `?tool=` and
 * `?conversation=`) does not load it again. Forms posted here, and other pages, do.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function AiToolsPage() {
  const { t } = useLingui();
  return (
    <PageIntro copy={pageCopy.aiTools}>
      <NeedsScripts what={t`The live chat dialog`} instead={t`Every tool's page works without it: open a tool to ask it a question there.`} />
      <ToolsBrowser />
    </PageIntro>
  );
}
