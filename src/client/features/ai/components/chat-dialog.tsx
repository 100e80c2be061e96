/**
 * The AI assistant dialog, loaded as its own chunk when a tool opens.
 * A large dialog (80% of the viewport's height, max width 4xl) titled '<tool> AI Assistant' with today's allowance,
 * the offline-mentor label when no model is configured, the message log, and the composer. Below the `sm` breakpoint
 * it is a full-screen sheet as tall as the visible screen (so the message box stays above the on-screen keyboard),
 * with a one-line header (the allowance and offline label behind a small disclosure) and a compact composer, and
 * the message log takes all the height they leave.
 *
 * Sending: blank text with no file → 'Input Required' and no call. Otherwise the user message is appended, the input
 * and attachments clear, and the reply streams in as Markdown; Stop aborts it. The tool type sent is always the
 * chip's: the one the tool opened with, or the one the student picked. When the message sounds like another tool
 * (`suggestedToolType`: the spec's keyword table, for questions only), a suggestion beside the chip offers to switch;
 * it never switches by itself, and goes away with the next message or when dismissed. The first reply's `x-conversation-id` is kept for the rest of the chat.
 * Failures toast 'AI Mentor Error' and append the canned reply for the tool type; a refusal (400, 401, 413, 429) only
 * toasts and gives the text and files back.
 *
 * The messages, the request and the stream are the AI SDK's `useChat` over a text-stream transport
 * (api/chat-transport.ts); the dialog keeps what the SDK has no place for: the turn in flight (its files, its text to
 * give back) and what happens when a reply ends (`finishTurn`).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/client/components/ui/dialog';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import type { AiTool, ChatMessage } from '~/shared/ai-api';
import { type ToolType, TOOL_TYPE_LABELS, aiFallbackReply, aiMessages, aiToasts, suggestedToolType } from '~/shared/ai';
import { toastTitles } from '~/shared/messages';
import { checkoutPath } from '~/shared/plans';
import { type ChatUiMessage, createChatTransport, messageText } from '../api/chat-transport';
import { useAllowance } from '../api/get-allowance';
import { useConversation } from '../api/get-conversation';
import { useModel } from '../api/get-model';
import { useTools } from '../api/get-tools';
import { aiKeys } from '../api/keys';
import { allowanceText } from '../allowance-text';
import { formatResetTime } from '../ai.format';
import { addAttachments } from '../attachments';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem, ThinkingIndicator, type UiMessage } from './chat-message';
import { ConversationMenu } from './conversation-menu';
import { useLocale, useText } from '~/client/lib/i18n';

const EXAMPLES: Record<ToolType, MessageDescriptor> = {
  'what-if': msg`What if I switch from engineering to product management?`,
  'learning-path': msg`How do I become a data scientist?`,
  swot: msg`Do a SWOT analysis: I am good at maths, shy in interviews, and know Python.`,
  'skill-map': msg`I want to become a UX designer. What skills do I need?`,
  'career-finder': msg`I enjoy biology and working with people. Which careers fit me?`,
  resume: msg`Please review my CV (attach it as PDF, .docx or .txt).`,
  'study-planner': msg`Make a study plan to crack GATE in six months.`,
};

let localIds = 0;
const localId = () => `local-${Date.now()}-${++localIds}`;

function fromSaved(m: ChatMessage): ChatUiMessage {
  return {
    id: m.id,
    role: m.role,
    parts: [{ type: 'text', text: m.content }],
    metadata: { createdAt: m.created_at, toolType: m.tool_type, attachments: m.attachments },
  };
}

function toUi(m: ChatUiMessage): UiMessage {
  return {
    id: m.id,
    role: m.role === 'user' ? 'user' : 'assistant',
    content: messageText(m),
    toolType: m.metadata?.toolType ?? null,
    attachments: m.metadata?.attachments ?? [],
    createdAt: m.metadata?.createdAt ?? new Date(0).toISOString(),
    state: m.metadata?.state,
  };
}

/** The turn in flight: what was sent, to finish it (or give it back) when its reply ends. */
interface Turn {
  userMessageId: string;
  input: string;
  sentText: string;
  sentFiles: File[];
  type: ToolType;
  startsConversation: boolean;
  error: Error | null;
}

export interface ChatDialogProps {
  /** The tool opened with 'Use Tool'; null when reopening a saved conversation (its tool is looked up). */
  tool: AiTool | null;
  /** A saved conversation to reopen, or null to start a new one. Read once, at mount. */
  conversationId: string | null;
  /** Called when the conversation gets its id (first reply) or loses it (deleted). */
  onConversationChange: (id: string | null) => void;
  onClose: () => void;
  /** Text to start the message box with (e.g. the goal typed on the landing page's 'Discover Your Path'). */
  initialText?: string;
}

export default function ChatDialog({ tool: openedTool, conversationId: initialConversationId, onConversationChange, onClose, initialText }: ChatDialogProps) {
  const { t, i18n } = useLingui();
  const show = useText();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const tools = useTools();
  const model = useModel();
  const allowance = useAllowance();
  const [loaded, setLoaded] = useState(!initialConversationId);
  // Asked once: after loading, the dialog's own state is the truth (a refetch would only lag behind it).
  const saved = useConversation(loaded ? null : initialConversationId);
  const [savedToolId, setSavedToolId] = useState<string | null>(null);
  const [savedMessages, setSavedMessages] = useState<ChatUiMessage[]>([]);

  const conversationRef = useRef<string | null>(initialConversationId);
  const [conversationId, setConversationId] = useState<string | null>(initialConversationId);
  const [title, setTitle] = useState<string | null>(null);
  const [toolType, setToolType] = useState<ToolType>(openedTool?.tool_type ?? 'learning-path');
  const [suggestion, setSuggestion] = useState<ToolType | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const [text, setText] = useState(initialText ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const turnRef = useRef<Turn | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  /** Where following the reply last put the log's scrollTop. */
  const followedTo = useRef(0);

  // A reopened conversation: take its messages, type and title once, when they arrive.
  if (!loaded && saved.data) {
    setLoaded(true);
    setSavedMessages(saved.data.messages.map(fromSaved));
    setToolType(saved.data.conversation.tool_type);
    setTitle(saved.data.conversation.title);
    setSavedToolId(saved.data.conversation.tool_id);
  }

  useEffect(() => {
    if (!saved.isError) return;
    toast({ title: toastTitles.error, description: saved.error.message, variant: 'destructive' });
    onConversationChange(null);
    onClose();
  }, [saved.isError, saved.error, onConversationChange, onClose]);

  const transport = useMemo(
    () =>
      createChatTransport({
        attachmentsFor: (id) => (turnRef.current?.userMessageId === id ? turnRef.current.sentFiles : []),
        // The first reply's conversation id is kept for the rest of the chat.
        onResponse: ({ conversationId: id }) => {
          const turn = turnRef.current;
          if (!id || conversationRef.current || !turn) return;
          conversationRef.current = id;
          setConversationId(id);
          setTitle((t) => t ?? (turn.input || turn.sentFiles.map((f) => f.name).join(', ')).slice(0, 120));
          onConversationChange(id);
        },
      }),
    [onConversationChange],
  );

  // The chat's state lives in the AI SDK's Chat; a reopened conversation starts a Chat with its saved messages. A reply
  // in flight is stopped when the dialog goes away (the server keeps what was streamed).
  const chat = useChat<ChatUiMessage>({
    id: loaded ? 'chat' : 'chat-loading',
    messages: savedMessages,
    transport,
    onError: (err) => {
      if (turnRef.current) turnRef.current.error = err;
    },
    onFinish: ({ message, messages: list, isAbort, isError }) => {
      const turn = turnRef.current;
      turnRef.current = null;
      if (!turn) return;
      finishTurn(turn, { reply: message, shown: list.some((m) => m.id === message.id), isAbort, isError });
    },
  });

  const replying = chat.status === 'submitted' || chat.status === 'streaming';
  const last = chat.messages.at(-1);
  // The reply is shown from its first text on; until then, 'Thinking...'.
  const pendingReply = replying && last?.role === 'assistant' && !messageText(last) ? last.id : null;
  const thinking = chat.status === 'submitted' || pendingReply !== null;
  const messages = chat.messages.filter((m) => m.id !== pendingReply && m.role !== 'system').map(toUi);

  // Follow the conversation as it grows, unless the reader scrolled up.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !stickToBottom.current) return;
    el.scrollTop = el.scrollHeight;
    followedTo.current = el.scrollTop;
  }, [chat.messages, thinking]);

  const tool = openedTool ?? tools.data?.find((t) => t.id === savedToolId) ?? null;
  const heading = tool ? t`${tool.name} AI Assistant` : t`ChangePath AI Assistant`;
  const toolName = tool?.name ?? 'AI';
  const example = show(EXAMPLES[toolType]);
  const busy = replying;

  /**
   * After a reply ends: a stopped one is marked; a refusal (4xx before any text) toasts and gives the text and files
   * back; any other failure toasts 'AI Mentor Error' and, if nothing arrived, appends the canned reply. Then the
   * allowance (for a new conversation, or a message with files) and the conversation list are refreshed.
   */
  function finishTurn(turn: Turn, end: { reply: ChatUiMessage; shown: boolean; isAbort: boolean; isError: boolean }) {
    const replyText = messageText(end.reply);
    const started = end.shown && replyText !== '';
    const replyId = end.reply.id;
    const withoutEmptyReply = (list: ChatUiMessage[]) => (started ? list : list.filter((m) => m.id !== replyId));
    const err = end.isError ? turn.error : !end.isAbort && !replyText.trim() ? new ApiError(502, 'upstream_failed', aiMessages.noResponse) : null;
    try {
      if (end.isAbort) {
        chat.setMessages((list) =>
          withoutEmptyReply(list).map((m) => (m.id === replyId && m.metadata ? { ...m, metadata: { ...m.metadata, state: 'stopped' as const } } : m)),
        );
      } else if (err instanceof ApiError && err.status < 500 && !started) {
        // Refused before anything was saved: say why and give the message back.
        toast(
          err.status === 401
            ? { ...aiToasts.signInRequired, variant: 'destructive' }
            : { title: aiMessages.mentorError, description: err.text, variant: 'destructive' },
        );
        chat.setMessages((list) => withoutEmptyReply(list).filter((m) => m.id !== turn.userMessageId));
        setText((t) => t || turn.sentText);
        setFiles((f) => (f.length ? f : turn.sentFiles));
      } else if (err) {
        const description = err instanceof ApiError ? err.text : aiMessages.failedToGetResponse;
        toast({ title: aiMessages.mentorError, description: description || aiMessages.failedToGetResponse, variant: 'destructive' });
        if (!started)
          chat.setMessages((list) => [
            ...withoutEmptyReply(list),
            {
              id: localId(),
              role: 'assistant',
              parts: [{ type: 'text', text: i18n._(aiFallbackReply(turn.type)) }],
              metadata: { createdAt: new Date().toISOString(), toolType: turn.type, attachments: [], state: 'fallback' },
            },
          ]);
      }
    } finally {
      // A new conversation, or files in an existing one, use the day's allowance.
      if (turn.startsConversation || turn.sentFiles.length > 0) void queryClient.invalidateQueries({ queryKey: aiKeys.allowance });
      void queryClient.invalidateQueries({ queryKey: aiKeys.conversations, exact: true });
    }
  }

  function send() {
    if (busy || turnRef.current) return;
    const input = text.trim();
    if (!input && files.length === 0) {
      toast({ ...aiToasts.inputRequired, variant: 'destructive' });
      return;
    }
    // The chip's type is what is sent; the keyword table may only suggest another one.
    const type = toolType;
    setSuggestion(suggestedToolType(input, type));

    const id = localId();
    turnRef.current = {
      userMessageId: id,
      input,
      sentText: text,
      sentFiles: files,
      type,
      startsConversation: !conversationRef.current,
      error: null,
    };
    stickToBottom.current = true;
    setText('');
    setFiles([]);
    void chat.sendMessage({
      id,
      role: 'user',
      parts: input ? [{ type: 'text', text: input }] : [],
      metadata: {
        createdAt: new Date().toISOString(),
        toolType: null,
        attachments: files.map((f) => ({ name: f.name, type: f.type, size: f.size })),
        send: { toolType: type, context: tool?.name ?? null, conversationId: conversationRef.current, toolId: tool?.id ?? null },
      },
    });
  }

  function onAddFiles(picked: File[]) {
    const { files: next, problems } = addAttachments(files, picked);
    setFiles(next);
    if (problems.length) toast({ title: problems.length === 1 ? t`File not attached` : t`Some files were not attached`, description: problems.map(show).join(' '), variant: 'destructive' });
  }

  const usedUp = allowance.data?.remaining === 0;

  const resetsAt = allowance.data ? formatResetTime(allowance.data, locale) : '';
  const allowanceLine = allowance.data ? (
    <p data-testid="allowance" className="inline sm:block">
      {allowanceText(allowance.data, i18n)}
      {allowance.data.limit !== null ? t` · resets at ${resetsAt}` : ''}
      {usedUp ? (
        <>
          {' · '}
          {conversationId ? t`You can keep chatting here. ` : ''}
          <Link to={checkoutPath()} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800">
            <Trans>Upgrade for unlimited AI</Trans>
          </Link>
        </>
      ) : null}
    </p>
  ) : null;
  const offlineLine = model.data?.offline && model.data.label ? (
    <p data-testid="offline-label" className="inline sm:block">
      {model.data.label}
    </p>
  ) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={contentRef}
        sheet
        // Start in the message box rather than on the first button: the dialog is for writing to the mentor.
        onOpenAutoFocus={(e) => {
          const box = contentRef.current?.querySelector('textarea');
          if (!box) return;
          e.preventDefault();
          box.focus();
        }}
        // `!`: the shared DialogContent sets gap-4, overflow-y-auto and p-6.
        className="grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-0! overflow-hidden! p-0! sm:h-[80vh] sm:max-h-none sm:max-w-4xl"
        data-testid="chat-dialog"
      >
        {/* pr-12 / pr-14 keep the options button clear of the dialog's close button (axe target-size). */}
        <div className="flex flex-wrap items-start gap-x-2 gap-y-2 border-b border-slate-200 py-2 pl-3 pr-12 sm:py-3 sm:pl-6 sm:pr-14">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base sm:whitespace-normal sm:text-lg">{heading}</DialogTitle>
            <DialogDescription className="truncate text-xs in-data-[short]:sr-only sm:text-sm">
              {title ? t`Conversation: ${title}` : t`New conversation · ${show(TOOL_TYPE_LABELS[toolType])}`}
            </DialogDescription>
            {allowanceLine || offlineLine ? (
              // On a phone, one line (cut short) with a button that shows it whole; from `sm` up, always whole.
              <div className="mt-0.5 flex items-start gap-1 text-xs text-slate-700 in-data-[short]:hidden sm:mt-1">
                <div
                  id={detailsId}
                  className={cn('min-w-0 flex-1 sm:flex sm:flex-wrap sm:gap-x-3 sm:gap-y-1 sm:whitespace-normal', detailsOpen ? 'grid gap-1 [&>p]:block' : 'truncate')}
                >
                  {allowanceLine}
                  {allowanceLine && offlineLine && !detailsOpen ? (
                    <span aria-hidden className="sm:hidden">
                      {' · '}
                    </span>
                  ) : null}
                  {offlineLine}
                </div>
                <button
                  type="button"
                  className="-my-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100 sm:hidden"
                  aria-expanded={detailsOpen}
                  aria-controls={detailsId}
                  aria-label={t`Show details`}
                  onClick={() => setDetailsOpen((o) => !o)}
                >
                  <ChevronDown className={cn('h-4 w-4 transition-transform', detailsOpen && 'rotate-180')} aria-hidden />
                </button>
              </div>
            ) : null}
          </div>
          <ConversationMenu
            key={conversationId ?? 'new'}
            conversationId={conversationId}
            title={title ?? ''}
            onRenamed={setTitle}
            onDeleted={() => {
              onConversationChange(null);
              onClose();
            }}
          />
        </div>
        <div
          ref={scrollRef}
          role="log"
          aria-live="polite"
          aria-label={t`Messages`}
          aria-busy={chat.status === 'streaming' && !thinking}
          // Focusable so keyboard users can scroll the conversation (axe scrollable-region-focusable).
          tabIndex={0}
          // minmax(0,1fr): the column is the dialog's width, whatever a message holds (a wide table scrolls in its box).
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-3 overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 sm:gap-4 sm:px-6 sm:py-4"
          data-testid="chat-log"
          onScroll={(e) => {
            const el = e.currentTarget;
            // Scroll events arrive a frame late, when more of the reply may have been added below (a narrow phone
            // column grows fast): only a reader who scrolled above where the log was put stops the following.
            stickToBottom.current = el.scrollTop >= followedTo.current - 1 || el.scrollHeight - el.scrollTop - el.clientHeight < 80;
          }}
        >
          {!loaded ? (
            <p className="text-sm text-slate-700"><Trans>Loading conversation...</Trans></p>
          ) : messages.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>Ask the {toolName} assistant anything to get started, for example: “{example}”</Trans>
            </p>
          ) : (
            messages.map((m) => <ChatMessageItem key={m.id} message={m} />)
          )}
          {thinking ? <ThinkingIndicator /> : null}
        </div>
        <ChatComposer
          text={text}
          onTextChange={setText}
          files={files}
          onAddFiles={onAddFiles}
          onRemoveFile={(i) => setFiles((list) => list.filter((_, j) => j !== i))}
          toolType={toolType}
          onToolTypeChange={(t) => {
            setToolType(t);
            setSuggestion(null);
          }}
          suggestion={suggestion}
          onAcceptSuggestion={() => {
            if (suggestion) setToolType(suggestion);
            setSuggestion(null);
          }}
          onDismissSuggestion={() => setSuggestion(null)}
          busy={busy}
          onSend={send}
          onStop={() => void chat.stop()}
          placeholder={t`e.g. ${example}`}
        />
      </DialogContent>
    </Dialog>
  );
}
