/**
 * /ai-tools/:slug: an AI tool's own page (features/ai/components/tool-page.tsx), rendered on the server; an unknown
 * or inactive tool answers 404. Signed in, the loader adds today's allowance and, for `?conversation=<id>`, that
 * conversation when it is the person's. The action is the page's question form: the API's chat fields checked with
 * toolQuestionSchema, sent through the same AI service operation as `POST /api/ai/chat` (every rule and refusal is
 * the API's), waiting for the whole answer, then a redirect to the conversation (Post/Redirect/Get). Meta: a title
 * and description of the tool's own, the canonical link of the tool's page, Open Graph, and schema.org JSON-LD.
 */
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { absoluteUrl, metaText, pageCopy, pageMeta, siteOrigin, socialMeta } from '~/client/config/pages';
import { aiToolConversationPath, aiToolPath } from '~/client/features/ai/ai.links';
import { ToolPage } from '~/client/features/ai/components/tool-page';
import { pageAction } from '~/client/lib/page-action';
import { pageContext } from '~/client/lib/page-context';
import { toolQuestionSchema } from '~/shared/ai-api';
import type { Route } from './+types/ai-tool';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, actor, orNull } = context.get(pageContext);
  const tool = await services.ai.toolBySlug(params.slug);
  if (!tool) throw data(null, { status: 404 });
  if (!actor) return { tool, viewer: null };
  const asked = new URL(request.url).searchParams.get('conversation');
  // Another person's conversation, or an address that names none, is no conversation here.
  const [allowance, conversation] = await Promise.all([services.ai.allowance({ actor }), asked ? orNull(() => services.ai.conversation({ actor, id: asked })) : null]);
  return { tool, viewer: { allowance, conversation, conversationMissing: !!asked && !conversation } };
}

export async function action(args: Route.ActionArgs) {
  const tool = await args.context.get(pageContext).services.ai.toolBySlug(args.params.slug);
  if (!tool) throw data(null, { status: 404 });
  return pageAction(
    args,
    toolQuestionSchema,
    async ({ userInput, conversationId, attachments }, { actor, services, request }) => {
      const answered = await services.ai.sendMessage({
        actor,
        toolId: tool.id,
        // The page is the tool's: its answers are written as the tool's type.
        toolType: tool.tool_type,
        context: tool.name,
        conversationId,
        userInput,
        files: attachments === undefined ? [] : Array.isArray(attachments) ? attachments : [attachments],
        signal: request.signal,
        // The page waits for the whole answer (saved when the stream ends): the offline mentor need not pace it.
        paced: false,
      });
      await new Response(answered.answer).arrayBuffer();
      return { conversationId: answered.conversationId };
    },
    { redirectTo: ({ conversationId }) => aiToolConversationPath(tool.slug, conversationId) },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const tool = args.loaderData?.tool;
  if (!tool) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const path = aiToolPath(tool.slug);
  const entries = socialMeta(
    {
      title: `${tool.name} · ${metaText(args, msg`AI Tools`)} · ChangePath`,
      description: tool.description,
      path,
      jsonLd: {
        '@type': 'WebApplication',
        name: tool.name,
        description: tool.description,
        applicationCategory: 'EducationalApplication',
        operatingSystem: 'Any (web browser)',
        featureList: tool.features,
        isAccessibleForFree: !tool.is_premium,
        url: absoluteUrl(siteOrigin(args), path),
      },
    },
    args,
  );
  // A conversation is the person's own: its address is not for search engines (the canonical link names the tool).
  return new URLSearchParams(args.location.search).has('conversation') ? [...entries, { name: 'robots', content: 'noindex' }] : entries;
};

export default function AiToolRoute({ loaderData }: Route.ComponentProps) {
  return <ToolPage key={loaderData.tool.id} tool={loaderData.tool} viewer={loaderData.viewer} />;
}
