/**
 * One chat message: a user or assistant bubble with its hour:minute time, the files it carried and,
 * for the assistant, its tool type. Assistant text is sanitised Markdown, re-rendered as it streams. A bubble is at
 * most 85% of the message column and never wider: long words and URLs wrap inside it (tables scroll in their own box).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import { cn } from '~/client/components/ui/cn';
import { TOOL_TYPE_LABELS, type ToolType } from '~/shared/ai';
import { formatMessageTime } from '../ai.format';
import { AssistantMarkdown } from './assistant-markdown';
import { useLocale, useText } from '~/client/lib/i18n';

export interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  toolType: ToolType | null;
  attachments: { name: string; type: string; size: number }[];
  createdAt: string;
  /** 'streaming' while the reply arrives; 'stopped' when the user stopped it; 'fallback' for a canned reply after a failure. */
  state?: 'streaming' | 'stopped' | 'fallback';
}

export function ChatMessageItem({ message }: { message: UiMessage }) {
  const locale = useLocale();
  const { t } = useLingui();
  const text = useText();
  const mine = message.role === 'user';
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')} data-testid="chat-message" data-role={message.role}>
      <div
        className={cn(
          // min-w-0 and wrap-anywhere: a long word or URL breaks inside the bubble instead of widening the dialog.
          'min-w-0 rounded-2xl px-3 py-2 wrap-anywhere sm:px-4 sm:py-3',
          // On a phone an answer (tables, plans) gets the whole column; the student's own bubbles stay narrower.
          mine ? 'max-w-[85%] rounded-br-sm bg-blue-700 text-white' : 'max-w-full rounded-bl-sm border border-slate-200 bg-slate-50 text-slate-900 sm:max-w-[85%]',
        )}
      >
        <span className="sr-only">{mine ? t`You: ` : t`AI mentor: `}</span>
        {mine ? (
          message.content ? <p className="whitespace-pre-wrap text-sm">{message.content}</p> : null
        ) : (
          <AssistantMarkdown text={message.content} />
        )}
        {message.attachments.length ? (
          <ul className={cn('mt-2 flex flex-wrap gap-2 text-xs', message.content ? '' : 'mt-0')} aria-label={t`Attached files`}>
            {message.attachments.map((a, i) => (
              <li key={`${a.name}-${i}`} className={cn('flex min-w-0 items-center gap-1 rounded-full px-2 py-0.5', mine ? 'bg-blue-800' : 'bg-slate-200')}>
                <Paperclip className="h-3 w-3 shrink-0" aria-hidden />
                {a.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="flex items-center gap-2 px-1 text-xs text-slate-700">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, undefined, locale)}</time>
        {!mine && message.toolType ? <span>· {text(TOOL_TYPE_LABELS[message.toolType])}</span> : null}
        {message.state === 'stopped' ? <span><Trans>· Stopped</Trans></span> : null}
      </p>
    </div>
  );
}

/** Shown from sending until the first token arrives. */
export function ThinkingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-slate-700" data-testid="thinking">
      <Trans><span className="flex gap-1" aria-hidden>
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
      </span>
      Thinking...</Trans>
    </div>
  );
}
