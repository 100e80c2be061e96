/**
 * The /ai-tools catalogue (spec §2.8, §4 'AI tools list', §7.2.1–2, §8): 'Loading AI tools...', a search box over
 * name, description and category, category buttons (All plus each category present), the card grid and 'No tools
 * found matching your criteria'. 'Use Tool' needs a session ('Sign in required' otherwise); the use is recorded on
 * the server first and the chat dialog opens only when that succeeds.
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
import { matchesToolSearch, toolCategories } from '../ai.format';
import { ToolCard } from './tool-card';

const loadChatDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadChatDialog);

const ALL = 'All';
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
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const [chat, setChat] = useState<OpenChat | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CONVERSATION_PARAM);
  const openings = useRef(0);
  const navigate = useNavigate();

  useEffect(() => {
    if (tools.isError) toast({ ...aiMessages.loadToolsFailed, variant: 'destructive' });
  }, [tools.isError]);

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

  const categories = useMemo(() => [ALL, ...toolCategories(tools.data ?? [])], [tools.data]);
  const shown = useMemo(
    () => (tools.data ?? []).filter((t) => (category === ALL || t.category === category) && matchesToolSearch(t, query)),
    [tools.data, category, query],
  );

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
    const tool = tools.data.find((t) => t.id === discover.tool || t.tool_type === discover.tool);
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
      <div className="relative max-w-md">
        <Label htmlFor="ai-tool-search" className="sr-only">
          Search AI tools
        </Label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" aria-hidden />
        <Input
          id="ai-tool-search"
          type="search"
          className="pl-9"
          placeholder="Search tools by name, description or category..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      {tools.isSuccess ? (
        <div role="group" aria-label="Filter tools by category" className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <Button key={c} type="button" size="sm" variant={category === c ? 'default' : 'outline'} aria-pressed={category === c} onClick={() => setCategory(c)}>
              {c}
            </Button>
          ))}
        </div>
      ) : null}
      {tools.isPending ? (
        <p role="status" className="text-slate-700">
          {aiMessages.loadingTools}
        </p>
      ) : tools.isError ? (
        <p className="text-slate-700">{aiMessages.loadToolsFailed.description}</p>
      ) : shown.length ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <li key={tool.id} className="flex">
              <ToolCard tool={tool} onUse={onUse} disabled={session.isPending || (recordUse.isPending && recordUse.variables === tool.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{aiMessages.noTools}</p>
      )}
      {chat ? (
        <Suspense fallback={null}>
          <ChatDialog key={chat.key} tool={chat.tool} conversationId={chat.conversationId} initialText={chat.initialText} onConversationChange={onConversation} onClose={onClose} />
        </Suspense>
      ) : null}
    </div>
  );
}
