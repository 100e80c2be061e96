/**
 * The /ai-tools catalogue: a search box over name, description and category, category buttons (All plus each
 * category present), the card grid and 'No tools found matching your criteria'. The route's loader seeds the tool
 * list, so the server renders every card; 'Loading AI tools...' shows only while the browser itself waits for it.
 * The search box and the category buttons are one GET form (`?q=&category=`): without scripts the server renders the
 * filtered list; once hydrated they filter at once (use-tool-filters.ts keeps the URL in step). Each card's 'Use
 * Tool' is a link to the tool's page; once hydrated it needs a session ('Sign in required' otherwise), the use is
 * recorded on the server first and the chat dialog opens only when that succeeds.
 *
 * The open chat is in the address (lib/use-url-dialog.ts): `?tool=<slug>` for a tool's new conversation (a tool's id
 * or tool type also works, for older links), `?tool=<slug>&conversation=<id>` once the first reply names it, and
 * `?conversation=<id>` alone from the dashboard. Opening from a card adds a history entry, so the phone's Back
 * closes the dialog; a reload or a shared link reopens it (no use recorded, no allowance spent); a visitor is sent
 * to sign in and comes back to the same address. The dialog and its Markdown renderer are a separate chunk, fetched
 * when a tool is opened.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { Search } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useUrlDialog } from '~/client/lib/use-url-dialog';
import { paths } from '~/shared/paths';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { useSession } from '~/client/lib/session';
import type { AiTool } from '~/shared/ai-api';
import { aiMessages, aiToasts } from '~/shared/ai';
import { toastTitles } from '~/shared/messages';
import { useTools } from '../api/get-tools';
import { useRecordToolUse } from '../api/record-tool-use';
import { ALL_TOOL_CATEGORIES, TOOL_SEARCH_MAX, activeToolCategory, filterTools, toolCategories } from '../ai.format';
import { TOOL_CATEGORY_PARAM, TOOL_SEARCH_PARAM, useToolFilters } from '../use-tool-filters';
import { ToolCard } from './tool-card';

const loadChatDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadChatDialog);

/** The chat's address: `?tool=<slug>` for a tool's new conversation, `&conversation=<id>` once it has one. */
const CHAT_PARAMS = ['tool', 'conversation'] as const;

interface OpenChat {
  /** Bumped for every opening so a new opening remounts the dialog with fresh state. */
  key: number;
  tool: AiTool | null;
  conversationId: string | null;
  initialText?: string;
}

/** The tool a `?tool=` value names: its slug, or (older links) its id or tool type. */
export function findTool(tools: readonly AiTool[], value: string): AiTool | undefined {
  return tools.find((t) => t.slug === value) ?? tools.find((t) => t.id === value || t.tool_type === value);
}

export function ToolsBrowser() {
  const { t } = useLingui();
  const tools = useTools();
  const session = useSession();
  const signedIn = !!session.data?.user;
  const recordUse = useRecordToolUse();
  const { query, setQuery, category, setCategory } = useToolFilters();
  const searchInput = useRef<HTMLInputElement>(null);
  const [chat, setChat] = useState<OpenChat | null>(null);
  const [searchParams] = useSearchParams();
  const chatAddress = useUrlDialog(CHAT_PARAMS);
  const requestedTool = chatAddress.params.tool;
  const requestedConversation = chatAddress.params.conversation;
  // The landing page's 'Discover Your Path' sends `?tool=learning-path&goal=…&level=…`.
  const goal = searchParams.get('goal');
  const level = searchParams.get('level');
  const openings = useRef(0);
  const discoverHandled = useRef(false);
  const navigate = useNavigate();
  // The page's path without its language prefix (the router keeps that itself).
  const location = useLocation();

  // A failed refresh of a list already shown changes nothing the person sees; only a list that never came is news.
  const failed = tools.isError && !tools.data;
  useEffect(() => {
    if (failed) toast({ ...aiToasts.loadToolsFailed, variant: 'destructive' });
  }, [failed]);

  // What was typed into the search box before the scripts ran is kept (the box is uncontrolled): filter by it.
  useEffect(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== query) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address decides whether the chat is open and on what: a card's opening (pushed by `onUse`), Back and
  // Forward, a reload, a shared link, the dashboard's `?conversation=<id>`. Opening from the address records no
  // use: the use was recorded when the tool was first opened, or the conversation started. The dialog writes the
  // conversation's id into the address itself, a render or two before the address catches up: a chat that already
  // shows what the address asks for is kept as it is.
  useEffect(() => {
    if (!requestedTool && !requestedConversation) {
      setChat(null);
      return;
    }
    if (session.isPending) return;
    if (!signedIn) {
      // A shared link: sign in first, then come back to the same address (replace: Back from the sign-in page must
      // not land here and be sent on again).
      toast({ ...aiToasts.signInRequired, variant: 'destructive' });
      navigate(`${paths.signIn}?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      return;
    }
    if (requestedConversation) {
      const tool = requestedTool && tools.data ? (findTool(tools.data, requestedTool) ?? null) : null;
      setChat((c) => (c?.conversationId === requestedConversation ? c : { key: ++openings.current, tool, conversationId: requestedConversation }));
      return;
    }
    if (!tools.data || !requestedTool) return;
    const tool = findTool(tools.data, requestedTool);
    if (!tool) {
      chatAddress.update({ tool: null, goal: null, level: null });
      return;
    }
    if (goal !== null || level !== null) {
      // 'Discover Your Path': open the tool as its card would (recording the use) with the goal in the message box,
      // then drop the goal from the address, so a reload reopens the tool without typing the goal in again.
      if (discoverHandled.current) return;
      discoverHandled.current = true;
      const aim = goal?.trim().slice(0, 300);
      const levelText = level?.slice(0, 40);
      const text = !aim ? '' : levelText ? t`My goal: ${aim}. My level: ${levelText}. What learning path should I follow?` : t`My goal: ${aim}. What learning path should I follow?`;
      onUse(tool, { initialText: text, fromAddress: true });
      return;
    }
    setChat((c) => (c && c.conversationId === null && c.tool?.id === tool.id ? c : { key: ++openings.current, tool, conversationId: null }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onUse and chatAddress's moves act on the current state.
  }, [requestedTool, requestedConversation, goal, level, session.isPending, signedIn, tools.data, navigate]);

  const categories = useMemo(() => [ALL_TOOL_CATEGORIES, ...toolCategories(tools.data ?? [])], [tools.data]);
  const activeCategory = activeToolCategory(tools.data ?? [], category);
  const shown = useMemo(() => filterTools(tools.data ?? [], { q: query, category }), [tools.data, category, query]);

  /**
   * Opens `tool` as 'Use Tool' does: the use is recorded on the server first, and only then does the dialog open
   * (with 'Tool launched! AI tool is now ready to use.'), in a new history entry so that Back closes it. From the
   * landing page's link (`fromAddress`) the address already names the tool: its goal and level are dropped in place.
   */
  function onUse(tool: AiTool, opts: { initialText?: string; fromAddress?: boolean } = {}) {
    if (!signedIn) {
      toast({ ...aiToasts.signInRequired, variant: 'destructive' });
      return;
    }
    void loadChatDialog(); // fetch the dialog's chunk while the use is recorded
    recordUse.mutate(tool.id, {
      onSuccess: () => {
        setChat({ key: ++openings.current, tool, conversationId: null, initialText: opts.initialText });
        if (opts.fromAddress) chatAddress.update({ tool: tool.slug, goal: null, level: null });
        else chatAddress.open({ tool: tool.slug });
        toast({ title: aiMessages.toolLaunched });
      },
      onError: (error) => {
        if (opts.fromAddress) chatAddress.update({ tool: null, goal: null, level: null });
        if (error instanceof ApiError && error.status === 401) toast({ ...aiToasts.signInRequired, variant: 'destructive' });
        else toast({ title: toastTitles.error, description: (error instanceof ApiError ? error.text : error.message) || aiMessages.failedToGetResponse, variant: 'destructive' });
      },
    });
  }

  /** The dialog's conversation got its id (first reply; history replace) or lost it (deleted: the dialog closes). */
  function onConversation(id: string | null) {
    setChat((c) => (c ? { ...c, conversationId: id } : c));
    if (id) chatAddress.update({ conversation: id });
  }

  function onClose() {
    setChat(null);
    chatAddress.close();
  }

  return (
    <div className="mt-8 grid gap-6">
      {/* One GET form: without scripts Enter or a category button asks the server for `?q=&category=`; once hydrated
          both filter in place. The Search button comes first, so Enter in the box keeps the category in effect. */}
      <form method="get" role="search" aria-label={t`AI tools`} className="grid gap-4" onSubmit={(e) => (e.preventDefault(), searchInput.current?.blur())}>
        <div className="flex max-w-xl gap-2">
          <div className="relative min-w-0 flex-1">
            <Label htmlFor="ai-tool-search" className="sr-only">
              <Trans>Search AI tools</Trans>
            </Label>
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" aria-hidden />
            <Input
              ref={searchInput}
              id="ai-tool-search"
              type="search"
              name={TOOL_SEARCH_PARAM}
              className="pl-9"
              placeholder={t`Search tools by name, description or category...`}
              defaultValue={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={TOOL_SEARCH_MAX}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline" name={TOOL_CATEGORY_PARAM} value={activeCategory}>
            <Trans>Search</Trans>
          </Button>
        </div>
        {tools.data ? (
          <div role="group" aria-label={t`Filter tools by category`} className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <Button
                key={c}
                type="submit"
                name={TOOL_CATEGORY_PARAM}
                value={c}
                size="sm"
                variant={activeCategory === c ? 'default' : 'outline'}
                aria-pressed={activeCategory === c}
                onClick={() => setCategory(c)}
              >
                {c}
              </Button>
            ))}
          </div>
        ) : null}
      </form>
      {tools.data ? (
        shown.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((tool) => (
              <li key={tool.id} className="flex">
                <ToolCard tool={tool} onUse={(t) => onUse(t)} disabled={session.isPending || (recordUse.isPending && recordUse.variables === tool.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700"><Message text={aiMessages.noTools} /></p>
        )
      ) : tools.isError ? (
        <p className="text-slate-700"><Message text={aiMessages.loadToolsFailed} /></p>
      ) : (
        <p role="status" className="text-slate-700">
          <Message text={aiMessages.loadingTools} />
        </p>
      )}
      {chat ? (
        <Suspense fallback={null}>
          <ChatDialog key={chat.key} tool={chat.tool} conversationId={chat.conversationId} initialText={chat.initialText} onConversationChange={onConversation} onClose={onClose} />
        </Suspense>
      ) : null}
    </div>
  );
}
