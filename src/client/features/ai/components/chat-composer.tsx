/**
 * The chat's input area: the tool-type chip (a Select of the seven types: what is sent is always the chip's type,
 * which only the student changes), a suggestion beside it when the last message sounded like another tool ("Sounds
 * like Resume review? Switch", applied only when tapped), the attachments (several, each removable), the message box
 * and Send / Stop.
 *
 * Enter: with a mouse or trackpad, Enter sends and Shift+Enter adds a new line; on a touch screen (coarse pointer)
 * Enter adds a new line and Send sends, since the on-screen keyboard has no Shift+Enter. Until that is known (server
 * render, hydration) the hint names only the Send button.
 *
 * On a phone it is compact, so the messages keep most of the screen: chip, suggestion and the attach button share one
 * row (the button shows only its icon), the message box starts one line high and grows with the text to a limit,
 * the hint is one short line, and with the keyboard up (a short sheet) the hint is left to screen readers.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Message, useText } from '~/client/lib/i18n';
import { Paperclip, Send, Square, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '~/client/components/ui/button';
import { Label } from '~/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/client/components/ui/select';
import { Textarea } from '~/client/components/ui/textarea';
import { useCoarsePointer } from '~/client/lib/use-coarse-pointer';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, TOOL_TYPES, TOOL_TYPE_LABELS, type ToolType, isToolType } from '~/shared/ai';
import { formatFileSize } from '../attachments';

export interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  files: File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
  toolType: ToolType;
  onToolTypeChange: (type: ToolType) => void;
  /** Another tool type the last message sounded like (`suggestedToolType`), or null. */
  suggestion: ToolType | null;
  /** The student tapped Switch: the chip takes the suggested type. */
  onAcceptSuggestion: () => void;
  onDismissSuggestion: () => void;
  busy: boolean;
  onSend: () => void;
  onStop: () => void;
  placeholder: string;
}

/** The hint under the message box, by pointer (null: not known yet), translated where it is shown. */
export function enterHint(coarse: boolean | null): MessageDescriptor {
  if (coarse === null) return msg`Use the Send button to send.`;
  return coarse ? msg`Tap Send to send. Enter adds a new line.` : msg`Enter sends, Shift+Enter adds a new line.`;
}

export function ChatComposer(props: ChatComposerProps) {
  const { t } = useLingui();
  const text = useText();
  const id = useId();
  const textId = `${id}-text`;
  const fileId = `${id}-files`;
  const typeId = `${id}-type`;
  const coarse = useCoarsePointer();
  const box = useRef<HTMLTextAreaElement>(null);
  const chip = useRef<HTMLButtonElement>(null);

  // The box grows with its text up to its CSS max-height (then scrolls), and shrinks back when the text is sent.
  // Empty, it keeps its CSS height: a long placeholder would otherwise make it grow before anything is typed.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = '';
    if (!props.text) return;
    el.style.height = 'auto';
    const border = el.offsetHeight - el.clientHeight;
    el.style.height = `${el.scrollHeight + border}px`;
  }, [props.text]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || coarse) return;
    e.preventDefault();
    if (!props.busy) props.onSend();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!props.busy) props.onSend();
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-2 border-t border-slate-200 bg-white px-3 py-2 sm:px-6 sm:py-3" aria-label={t`Send a message`}>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={typeId} className="sr-only text-xs text-slate-700 sm:not-sr-only">
          <Trans>Tool type</Trans>
        </Label>
        <Select value={props.toolType} onValueChange={(v) => isToolType(v) && props.onToolTypeChange(v)}>
          <div className="max-w-44 sm:w-44">
            <SelectTrigger ref={chip} id={typeId} className="h-8! rounded-full! border-blue-300! bg-blue-50! px-3 text-xs font-medium text-blue-900!" data-testid="tool-type">
              <SelectValue />
            </SelectTrigger>
          </div>
          <SelectContent>
            {TOOL_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {text(TOOL_TYPE_LABELS[t])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {/* Always present, so that a suggestion appearing is announced. */}
        <div role="status" className="empty:hidden" data-testid="tool-suggestion">
          {props.suggestion ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 py-0.5 pl-3 pr-0.5 text-xs text-amber-950">
              <span><Trans>Sounds like {text(TOOL_TYPE_LABELS[props.suggestion])}?</Trans></span>{' '}
              <button
                type="button"
                onClick={() => {
                  props.onAcceptSuggestion();
                  // The button goes away: keep the focus on the chip, which now shows the new type.
                  chip.current?.focus();
                }}
                className="min-h-6 rounded-full px-2 font-semibold text-blue-800 underline underline-offset-2 hover:bg-amber-100"
              >
                <Trans>Switch<span className="sr-only"> to {text(TOOL_TYPE_LABELS[props.suggestion])}</span></Trans>
              </button>
              <button
                type="button"
                onClick={() => {
                  props.onDismissSuggestion();
                  chip.current?.focus();
                }}
                aria-label={t`Dismiss the suggestion`} className="rounded-full p-1 text-amber-950 hover:bg-amber-100">
                <X className="h-4 w-4" aria-hidden />
              </button>
            </span>
          ) : null}
        </div>
        <input
          id={fileId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="peer sr-only"
          onChange={(e) => {
            props.onAddFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Label
          htmlFor={fileId}
          className="ml-auto inline-flex h-8 min-w-8 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-slate-300 px-2 text-xs font-medium text-slate-900 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 sm:px-3"
        >
          <Paperclip className="h-4 w-4" aria-hidden />
          <span className="sr-only sm:not-sr-only"><Trans>Attach files</Trans></span>
        </Label>
      </div>
      {props.files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Files to send`}>
          {props.files.map((f, i) => (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}`}
              className="flex min-w-0 max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-xs text-slate-900"
              data-testid="attachment-chip"
            >
              <Paperclip className="h-3 w-3 shrink-0" aria-hidden />
              <span className="min-w-0 max-w-48 truncate">{f.name}</span>
              <span className="shrink-0 text-slate-700">({formatFileSize(f.size)})</span>
              <button
                type="button"
                onClick={() => props.onRemoveFile(i)}
                aria-label={t`Remove ${f.name}`}
                className="shrink-0 rounded-full p-1 text-slate-700 hover:bg-slate-200 hover:text-slate-900"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <Label htmlFor={textId} className="sr-only">
          <Trans>Your message</Trans>
        </Label>
        <Textarea
          ref={box}
          id={textId}
          value={props.text}
          onChange={(e) => props.onTextChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={props.placeholder}
          rows={1}
          // Not `enterkeyhint="send"`: on a touch screen Enter adds a new line.
          // One line of placeholder on a phone (cut with an ellipsis), rather than its second line showing in a one-line box.
          className="max-h-32 min-h-10 resize-none overflow-y-auto py-2 placeholder:truncate in-data-[short]:max-h-20 sm:max-h-40 sm:min-h-16 sm:placeholder:whitespace-normal"
          aria-describedby={`${id}-hint`}
        />
        {props.busy ? (
          <Button type="button" variant="outline" className="px-3 sm:px-4" onClick={props.onStop}>
            <Square className="h-4 w-4" aria-hidden />
            <Trans>Stop</Trans>
          </Button>
        ) : (
          <Button type="submit" className="px-3 sm:px-4">
            <Send className="h-4 w-4" aria-hidden />
            <Trans>Send</Trans>
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="truncate text-xs text-slate-700 in-data-[short]:sr-only sm:whitespace-normal" data-testid="composer-hint">
        <Message text={enterHint(coarse)} />
        <span className="sr-only sm:not-sr-only">
          <Trans>{' '}
          Attach images, PDF, Word or .txt files up to {MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB each.</Trans>
        </span>
      </p>
    </form>
  );
}
