/**
 * The chat's input area (spec §2.8, §4, §5): the tool-type chip (a Select of the seven types, updated by detection
 * when sending, changeable by the user), the attachments (several, each removable), the message box (Enter sends,
 * Shift+Enter adds a new line) and Send / Stop.
 */
import { Paperclip, Send, Square, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { Button } from '~/client/components/ui/button';
import { Label } from '~/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/client/components/ui/select';
import { Textarea } from '~/client/components/ui/textarea';
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
  busy: boolean;
  onSend: () => void;
  onStop: () => void;
  placeholder: string;
}

export function ChatComposer(props: ChatComposerProps) {
  const id = useId();
  const textId = `${id}-text`;
  const fileId = `${id}-files`;
  const typeId = `${id}-type`;

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!props.busy) props.onSend();
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!props.busy) props.onSend();
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:px-6" aria-label="Send a message">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={typeId} className="text-xs text-slate-700">
          Tool type
        </Label>
        <Select value={props.toolType} onValueChange={(v) => isToolType(v) && props.onToolTypeChange(v)}>
          <div className="w-44">
            <SelectTrigger id={typeId} className="h-8! rounded-full! border-blue-300! bg-blue-50! px-3 text-xs font-medium text-blue-900!" data-testid="tool-type">
              <SelectValue />
            </SelectTrigger>
          </div>
          <SelectContent>
            {TOOL_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {TOOL_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
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
          className="ml-auto inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-3 text-xs font-medium text-slate-900 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700"
        >
          <Paperclip className="h-4 w-4" aria-hidden />
          Attach files
        </Label>
      </div>
      {props.files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {props.files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-xs text-slate-900" data-testid="attachment-chip">
              <Paperclip className="h-3 w-3" aria-hidden />
              <span className="max-w-48 truncate">{f.name}</span>
              <span className="text-slate-700">({formatFileSize(f.size)})</span>
              <button
                type="button"
                onClick={() => props.onRemoveFile(i)}
                aria-label={`Remove ${f.name}`}
                className="rounded-full p-1 text-slate-700 hover:bg-slate-200 hover:text-slate-900"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <Label htmlFor={textId} className="sr-only">
          Your message
        </Label>
        <Textarea
          id={textId}
          value={props.text}
          onChange={(e) => props.onTextChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={props.placeholder}
          rows={2}
          className="max-h-40 min-h-16! resize-none"
          aria-describedby={`${id}-hint`}
        />
        {props.busy ? (
          <Button type="button" variant="outline" onClick={props.onStop}>
            <Square className="h-4 w-4" aria-hidden />
            Stop
          </Button>
        ) : (
          <Button type="submit">
            <Send className="h-4 w-4" aria-hidden />
            Send
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        Enter sends, Shift+Enter adds a new line. Attach images, PDF, Word or .txt files up to {MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB each.
      </p>
    </form>
  );
}
