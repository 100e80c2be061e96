/**
 * An AI tool's own page (/ai-tools/<slug>), rendered on the server: its name, category and description, a
 * conversation when the URL names one (`?conversation=<id>`: the person's questions and the answers, Markdown through
 * the assistant renderer, and a follow-up form), every feature, questions a student would ask it, what it gives back,
 * and the way to ask it: for a visitor 'Sign in to use this tool' (back here after signing in); for a plan without
 * a Premium tool, the plans; otherwise today's allowance and the question form, which works without scripts. Once
 * hydrated it also offers 'Open in chat' (the catalogue's live chat dialog, which needs scripts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Crown, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { useHydrated } from '~/client/lib/use-hydrated';
import { PLAN_TERMS, checkoutPath, planAllowsTool } from '~/shared/plans';
import type { AiTool, Allowance, ConversationDetail } from '~/shared/ai-api';
import { paths } from '~/shared/paths';
import { allowanceText } from '../allowance-text';
import { formatResetTime } from '../ai.format';
import { aiToolChatPath, aiToolPath } from '../ai.links';
import { TOOL_GUIDES } from '../tool-guides';
import { ChatMessageItem } from './chat-message';
import { ToolFeatures } from './tool-card';
import { ToolIcon } from './tool-icon';
import { ToolQuestionForm } from './tool-question-form';
import { useLocale } from '~/client/lib/i18n';

/** What the page knows about a signed-in person: today's allowance and the conversation the URL names, if theirs. */
export interface ToolPageViewer {
  allowance: Allowance;
  conversation: ConversationDetail | null;
  /** The URL named a conversation that is not this person's (or no longer exists). */
  conversationMissing: boolean;
}

export function ToolPage({ tool, viewer }: { tool: AiTool; viewer: ToolPageViewer | null }) {
  const guide = TOOL_GUIDES[tool.tool_type];
  const conversation = viewer?.conversation ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={paths.aiTools} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <Trans>All AI tools</Trans>
      </Link>
      <div className="mt-5 flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
          <ToolIcon name={tool.icon} className="h-6 w-6" />
        </span>
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tool.name}</h1>
          <p className="flex flex-wrap gap-2">
            <span className="sr-only"><Trans>Category:</Trans> </span>
            <Badge variant="secondary">{tool.category}</Badge>
            {tool.is_premium ? (
              <Badge className="bg-amber-100 text-amber-900">
                <Crown className="h-3 w-3" aria-hidden />
                <Trans>Premium</Trans>
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      <p className="mt-5 text-lg text-slate-700">{tool.description}</p>
      {!conversation ? (
        <p className="mt-3">
          <a href="#ask-tool" className="text-sm font-medium text-blue-700 underline underline-offset-4">
            <Trans>Ask {tool.name} a question</Trans>
          </a>
        </p>
      ) : null}

      {viewer?.conversationMissing ? (
        <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
          <Trans>This conversation does not exist. Ask a new question below.</Trans>
        </p>
      ) : null}
      {conversation && viewer ? <Conversation tool={tool} viewer={viewer} conversation={conversation} /> : null}

      <section aria-labelledby="tool-features" className="mt-10">
        <h2 id="tool-features" className="text-xl font-semibold text-slate-900">
          <Trans>What it does</Trans>
        </h2>
        <ToolFeatures features={tool.features} className="mt-3 grid gap-2 text-slate-800" />
      </section>
      <section aria-labelledby="tool-examples" className="mt-8">
        <h2 id="tool-examples" className="text-xl font-semibold text-slate-900">
          <Trans>Questions students ask it</Trans>
        </h2>
        <ul className="mt-3 grid gap-2">
          {guide.examples.map((q) => (
            <li key={q} className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
              “{q}”
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tool-answer" className="mt-8">
        <h2 id="tool-answer" className="text-xl font-semibold text-slate-900">
          <Trans>What you get back</Trans>
        </h2>
        <p className="mt-3 text-slate-800">{guide.answer}</p>
      </section>

      {!conversation ? (
        <section id="ask-tool" aria-labelledby="tool-ask" className="mt-10 scroll-mt-20 rounded-lg border border-slate-200 p-4 sm:p-6">
          <h2 id="tool-ask" className="text-xl font-semibold text-slate-900">
            <Trans>Ask {tool.name}</Trans>
          </h2>
          <Ask tool={tool} viewer={viewer} />
        </section>
      ) : null}
    </div>
  );
}

/** The way to ask: sign in, see the plans, or today's allowance and the form. */
function Ask({ tool, viewer, conversationId }: { tool: AiTool; viewer: ToolPageViewer | null; conversationId?: string }) {
  if (!viewer) {
    return (
      <div className="mt-3 grid gap-3">
        <p className="text-slate-700"><Trans>Free with an account: 3 AI tool uses a day, and your conversations are saved.</Trans></p>
        <p>
          <Button asChild size="lg">
            <Link to={`${paths.signIn}?redirect=${aiToolPath(tool.slug)}`}><Trans>Sign in to use this tool</Trans></Link>
          </Button>
        </p>
      </div>
    );
  }
  if (!planAllowsTool(viewer.allowance.plan, tool)) {
    return (
      <div role="note" className="mt-3 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
        <p>
          <Trans>{tool.name} is part of Premium. Your plan is {PLAN_TERMS[viewer.allowance.plan].name}.</Trans>
        </p>
        <p>
          <Link to={checkoutPath()} className="font-medium text-blue-800 underline underline-offset-2">
            <Trans>Get Premium</Trans>
          </Link>
          {' · '}
          <Link to={paths.pricing} className="font-medium text-blue-800 underline underline-offset-2">
            <Trans>See all plans</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mt-3 grid gap-4">
      <AllowanceLine allowance={viewer.allowance} followUp={!!conversationId} />
      <ToolQuestionForm tool={tool} allowance={viewer.allowance} conversationId={conversationId} />
      <OpenInChat slug={tool.slug} conversationId={conversationId} />
    </div>
  );
}

/** '2 of 3 uses left today · resets at 12:00 am IST · …', or 'Unlimited (Premium plan)'; follow-ups without files cost nothing. */
function AllowanceLine({ allowance, followUp }: { allowance: Allowance; followUp: boolean }) {
  const { t, i18n } = useLingui();
  const resetsAt = formatResetTime(allowance, useLocale());
  const limited = allowance.limit !== null;
  return (
    <p className="text-sm text-slate-700" data-testid="allowance">
      {allowanceText(allowance, i18n)}
      {limited ? t` · resets at ${resetsAt}` : null}
      {limited ? (followUp ? t` · a follow-up without a file uses none` : t` · a new question uses one`) : null}
      {allowance.remaining === 0 ? (
        <>
          {' · '}
          <Link to={checkoutPath()} className="font-medium text-blue-700 underline underline-offset-2">
            <Trans>get Premium for unlimited AI</Trans>
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** The live chat dialog needs scripts: offered only once they run. */
function OpenInChat({ slug, conversationId }: { slug: string; conversationId?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p>
      <Link to={aiToolChatPath(slug, conversationId)} className="inline-flex items-center gap-2 text-sm font-medium text-blue-700 underline underline-offset-4">
        <MessagesSquare className="h-4 w-4" aria-hidden />
        <Trans>Open in chat</Trans>
      </Link>
    </p>
  );
}

/** The conversation the URL names: its messages, oldest first, the newest question marked `#latest`, and a follow-up. */
function Conversation({ tool, viewer, conversation }: { tool: AiTool; viewer: ToolPageViewer; conversation: ConversationDetail }) {
  const { t } = useLingui();
  const { messages } = conversation;
  const latest = messages.map((m) => m.role).lastIndexOf('user');
  return (
    <section aria-labelledby="conversation-heading" className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="conversation-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Your conversation: {conversation.conversation.title}</Trans>
      </h2>
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label={t`Messages`}>
        {messages.map((m, i) => (
          <li key={m.id} id={i === latest ? 'latest' : undefined} className="scroll-mt-20">
            <ChatMessageItem
              message={{ id: m.id, role: m.role, content: m.content, toolType: m.tool_type, attachments: m.attachments, createdAt: m.created_at }}
            />
          </li>
        ))}
      </ol>
      {messages.at(-1)?.role === 'user' ? (
        <p role="status" className="text-sm text-slate-700">
          <Trans>No answer was saved for your last question. Send it again below.</Trans>
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 p-4 sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900"><Trans>Ask a follow-up</Trans></h3>
        {/* Keyed by the number of messages: after each answer the form starts empty. */}
        <Ask key={messages.length} tool={tool} viewer={viewer} conversationId={conversation.conversation.id} />
      </div>
    </section>
  );
}
