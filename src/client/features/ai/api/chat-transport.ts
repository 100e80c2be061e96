/**
 * The chat's transport for the AI SDK's `useChat`: `POST /api/ai/chat` as the server
 * has always taken it, through the SDK's text-stream transport (`TextStreamChatTransport` from `ai`), so the
 * server's protocol is unchanged: multipart form data in (userInput, toolType, context, conversationId, toolId and
 * files under `attachments`), a streamed `text/plain` answer out with headers `x-conversation-id`, `x-tool-type` and
 * `x-model`. Errors are JSON `{ error: { code, message } }` (400 blank input, 413 too large, 429 allowance or rate
 * limit, 502/504 upstream_failed/upstream_timeout); they reject as ApiError, never as the SDK's generic error.
 *
 * How the SDK's parts fit the protocol: the transport always JSON-encodes what `prepareSendMessagesRequest` returns,
 * so that step returns the turn's fields and message id (one turn; the server keeps the history), and the transport's
 * `fetch` turns them into the same multipart body the dialog sent before, with the files looked up by that id. The
 * text stream has no metadata, so the reply is stamped (its time, and the tool type of the `x-tool-type` header) as
 * its stream starts.
 */
import { type UIMessage, TextStreamChatTransport } from 'ai';
import { ApiError, apiHeaders, responseError } from '~/client/lib/api';
import type { ChatForm } from '~/shared/ai-api';
import { aiMessages, isToolType, type ToolType } from '~/shared/ai';

/** What a message carries besides its text: the dialog's display fields and, on a user turn, what to send with it. */
export interface ChatTurnMetadata {
  /** ISO time: when the user sent it, or when the reply started. */
  createdAt: string;
  /** The tool type an answer was written for; null on user messages. */
  toolType: ToolType | null;
  attachments: { name: string; type: string; size: number }[];
  /** 'stopped' when the user stopped the reply; 'fallback' for a canned reply after a failure (never saved). */
  state?: 'stopped' | 'fallback';
  /** On a user turn sent from this dialog: the request's fields besides the text. */
  send?: { toolType: ToolType; context: string | null; conversationId: string | null; toolId: string | null };
}

export type ChatUiMessage = UIMessage<ChatTurnMetadata>;

/** The headers of a 200 answer, read before its text streams. */
export interface ChatStreamStart {
  conversationId: string | null;
  toolType: ToolType | null;
  model: 'llm' | 'offline' | null;
}

/** The text of a message (its text parts, in order). */
export function messageText(message: ChatUiMessage): string {
  return message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

/** The JSON the transport carries from `prepareSendMessagesRequest` to `fetch` (it never leaves the browser). */
interface TurnEnvelope {
  turnId: string;
  fields: Omit<ChatForm, 'attachments'>;
}

export interface ChatTransportOptions {
  /** The endpoint; '/api/ai/chat' in the app (a test gives an absolute URL). */
  api?: string;
  /** The files to send with the user turn of this id (kept by the dialog: File objects do not survive JSON). */
  attachmentsFor: (turnId: string) => File[];
  /** Called once the headers of a 200 answer are in, before its text. */
  onResponse?: (start: ChatStreamStart) => void;
}

/**
 * A text-stream chat transport for `POST /api/ai/chat`. Send one user turn per request (the dialog never sends while a
 * reply is in flight): the reply's stamp is taken from the last answer's headers.
 * Rejections: ApiError(status, code, message) for an error answer (message from its body, or
 * 'Failed to get AI response. Please try again.'), ApiError(502, 'upstream_failed', 'No response received from AI
 * mentor') for a 200 without a body, a DOMException 'AbortError' when stopped, a TypeError on a network failure.
 */
export function createChatTransport(options: ChatTransportOptions): TextStreamChatTransport<ChatUiMessage> {
  let reply: Pick<ChatTurnMetadata, 'toolType'> = { toolType: null };

  class ChatTurnTransport extends TextStreamChatTransport<ChatUiMessage> {
    protected override processResponseStream(stream: ReadableStream<Uint8Array<ArrayBufferLike>>) {
      const stamp: ChatTurnMetadata = { createdAt: new Date().toISOString(), toolType: reply.toolType, attachments: [] };
      return super.processResponseStream(stream).pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            controller.enqueue(chunk.type === 'start' ? { ...chunk, messageMetadata: stamp } : chunk);
          },
        }),
      );
    }
  }

  return new ChatTurnTransport({
    api: options.api ?? '/api/ai/chat',
    credentials: 'same-origin',
    prepareSendMessagesRequest: ({ messages }) => {
      const turn = messages.at(-1);
      const send = turn?.role === 'user' ? turn.metadata?.send : undefined;
      if (!turn || !send) throw new Error('The chat sends only a user turn made by the dialog.');
      // Typed by the route's own input schema (chatFormSchema), as the dialog has always posted it.
      const fields: TurnEnvelope['fields'] = {
        userInput: messageText(turn).trim(),
        toolType: send.toolType,
        context: send.context || undefined,
        conversationId: send.conversationId || undefined,
        toolId: send.toolId || undefined,
      };
      return { body: { turnId: turn.id, fields } satisfies TurnEnvelope };
    },
    fetch: async (url, init) => {
      const { turnId, fields } = JSON.parse(String(init?.body)) as TurnEnvelope;
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
      for (const file of options.attachmentsFor(turnId)) form.append('attachments', file);
      // No content-type of our own: the browser writes the multipart boundary.
      const res = await fetch(url, { method: 'POST', body: form, headers: apiHeaders(), credentials: init?.credentials, signal: init?.signal });
      if (!res.ok) throw await responseError(res, aiMessages.failedToGetResponse);
      if (!res.body) throw new ApiError(502, 'upstream_failed', aiMessages.noResponse);
      const headerType = res.headers.get('x-tool-type');
      const model = res.headers.get('x-model');
      const start: ChatStreamStart = {
        conversationId: res.headers.get('x-conversation-id'),
        toolType: isToolType(headerType) ? headerType : null,
        model: model === 'llm' || model === 'offline' ? model : null,
      };
      reply = { toolType: start.toolType ?? (isToolType(fields.toolType) ? fields.toolType : null) };
      options.onResponse?.(start);
      return res;
    },
  });
}
