/**
 * The /ai-tools catalogue: a search box over name, description and category, category buttons (All plus each
 * category present), the card grid and 'No tools found matching your criteria'. The route's loader seeds the tool
 * list, so the server renders every card; 'Loading AI tools...' shows only while the browser itself waits for it.
 * The search box and the category buttons are one GET form (`?q=&category=`): without scripts the server renders the
 * filtered list; once hydrated they filter at once (use-tool-filters.ts keeps the URL in step). Each card's 'Use
 * Tool' is a link to the tool's page; once hydrated it needs a session ('Sign in required' otherwise), the use is
 * recorded on the server first and the chat dialog opens only when that succeeds.
 *
 * `?conversation=<id>` reopens a saved conversation in the dialog (no use recorded, no allowance spent). The dialog
 * and its Markdown renderer are a separate chunk, fetched when a tool is opened.
 */
import { Search } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '~/shared/paths';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { useSession } from '~/client/lib/session';
import { type AiTool, aiMessages } from '~/shared/ai';
import { toastTitles } from '~/shared/messages';
import { useTools } from '../api/get-tools';
import { useRecordToolUse } from '../api/record-tool-use';
import { ALL_TOOL_CATEGORIES, TOOL_SEARCH_MAX, activeToolCategory, filterTools, toolCategories } from '../ai.format';
import { TOOL_CATEGORY_PARAM, TOOL_SEARCH_PARAM, useToolFilters } from '../use-tool-filters';
import { ToolCard } from './tool-card';

const loadChatDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadChatDialog);

const CONVERSATION_PARAM = 'conversation';

interface OpenChat {
  /** Bumped for every opening so a new opening remounts the dialog with fresh state. */
  key: number;
  tool: AiTool | null;
  conversationId: string | null;
  initialText?: string;
}

export function ToolsBrowser() {
  const tools = useTools();
  const session = useSession();
  const signedIn = !!session.data?.user;
  const recordUse = useRecordToolUse();
  const { query, setQuery, category, setCategory } = useToolFilters();
  const searchInput = useRef<HTMLInputElement>(null);
  const [chat, setChat] = useState<OpenChat | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CONVERSATION_PARAM);
  const openings = useRef(0);
  const navigate = useNavigate();

  // A failed refresh of a list already shown changes nothing the person sees; only a list that never came is news.
  const failed = tools.isError && !tools.data;
  useEffect(() => {
    if (failed) toast({ ...aiMessages.loadToolsFailed, variant: 'destructive' });
  }, [failed]);

  // What was typed into the search box before the scripts ran is kept (the box is uncontrolled): filter by it.
  useEffect(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== query) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Reopen `?conversation=<id>` (from the dashboard's AI Chats card) once the session is known. Only a change of the
  // parameter counts: the dialog itself writes it (new conversation) and clears it (close), a render or two
  // before the URL catches up.
  const handledParam = useRef<string | null>(null);
  useEffect(() => {
    if (session.isPending || requested === handledParam.current) return;
    handledParam.current = requested;
    if (!requested) return;
    if (!signedIn) {
      toast({ ...aiMessages.signInRequired, variant: 'destructive' });
      setSearchParams((p) => (p.delete(CONVERSATION_PARAM), p), { replace: true });
      return;
    }
    setChat((c) => (c?.conversationId === requested ? c : { key: ++openings.current, tool: null, conversationId: requested }));
  }, [requested, session.isPending, signedIn, setSearchParams]);

  const categories = useMemo(() => [ALL_TOOL_CATEGORIES, ...toolCategories(tools.data ?? [])], [tools.data]);
  const activeCategory = activeToolCategory(tools.data ?? [], category);
  const shown = useMemo(() => filterTools(tools.data ?? [], { q: query, category }), [tools.data, category, query]);

  // The landing page's 'Discover Your Path' card sends `?tool=<slug or tool type>&goal=…&level=…`: open that tool
  // with the goal in the message box (visitors sign in first and come back here).
  const discover = { tool: searchParams.get('tool'), goal: searchParams.get('goal'), level: searchParams.get('level') };
  const discoverHandled = useRef(false);
  useEffect(() => {
    if (discoverHandled.current || !discover.tool || session.isPending || !tools.data) return;
    discoverHandled.current = true;
    if (!signedIn) {
      toast({ ...aiMessages.signInRequired, variant: 'destructive' });
      navigate(`${paths.signIn}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      return;
    }
    const tool = tools.data.find((t) => t.id === discover.tool || t.slug === discover.tool || t.tool_type === discover.tool);
    if (!tool) return;
    const goal = discover.goal?.trim().slice(0, 300);
    const text = goal ? `My goal: ${goal}.${discover.level ? ` My level: ${discover.level.slice(0, 40)}.` : ''} What learning path should I follow?` : '';
    setSearchParams((p) => (p.delete('tool'), p.delete('goal'), p.delete('level'), p), { replace: true });
    onUse(tool, text);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [discover.tool, session.isPending, signedIn, tools.data]);

  function onUse(tool: AiTool, initialText?: string) {
    if (!signedIn) {
      toast({ ...aiMessages.signInRequired, variant: 'destructive' });
      return;
    }
    void loadChatDialog(); // fetch the dialog's chunk while the use is recorded
    recordUse.mutate(tool.id, {
      onSuccess: () => {
        setChat({ key: ++openings.current, tool, conversationId: null, initialText });
        toast({ title: aiMessages.toolLaunched });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) toast({ ...aiMessages.signInRequired, variant: 'destructive' });
        else toast({ title: toastTitles.error, description: error.message || aiMessages.failedToGetResponse, variant: 'destructive' });
      },
    });
  }

  function onConversation(id: string | null) {
    handledParam.current = id;
    setChat((c) => (c ? { ...c, conversationId: id } : c));
    setSearchParams(
      (p) => {
        if (id) p.set(CONVERSATION_PARAM, id);
        else p.delete(CONVERSATION_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function onClose() {
    setChat(null);
    if (requested) setSearchParams((p) => (p.delete(CONVERSATION_PARAM), p), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mt-8 grid gap-6">
      {/* One GET form: without scripts Enter or a category button asks the server for `?q=&category=`; once hydrated
          both filter in place. The Search button comes first, so Enter in the box keeps the category in effect. */}
      <form method="get" role="search" aria-label="AI tools" className="grid gap-4" onSubmit={(e) => (e.preventDefault(), searchInput.current?.blur())}>
        <div className="flex max-w-xl gap-2">
          <div className="relative min-w-0 flex-1">
            <Label htmlFor="ai-tool-search" className="sr-only">
              Search AI tools
            </Label>
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" aria-hidden />
            <Input
              ref={searchInput}
              id="ai-tool-search"
              type="search"
              name={TOOL_SEARCH_PARAM}
              className="pl-9"
              placeholder="Search tools by name, description or category..."
              defaultValue={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={TOOL_SEARCH_MAX}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline" name={TOOL_CATEGORY_PARAM} value={activeCategory}>
            Search
          </Button>
        </div>
        {tools.data ? (
          <div role="group" aria-label="Filter tools by category" className="flex flex-wrap gap-2">
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
                <ToolCard tool={tool} onUse={onUse} disabled={session.isPending || (recordUse.isPending && recordUse.variables === tool.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{aiMessages.noTools}</p>
        )
      ) : tools.isError ? (
        <p className="text-slate-700">{aiMessages.loadToolsFailed.description}</p>
      ) : (
        <p role="status" className="text-slate-700">
          {aiMessages.loadingTools}
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
