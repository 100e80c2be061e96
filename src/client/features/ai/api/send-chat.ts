/**
 * `POST /api/ai/chat` (signed in; spec §7.2.3, issue 4): multipart fields userInput (trimmed), toolType, context (the
 * tool's name), conversationId (omitted to start a conversation, which uses one of the day's allowance), toolId and
 * files under `attachments`. The answer is a streamed `text/plain` body with headers `x-conversation-id` and
 * `x-tool-type`. Errors are JSON `{ error: { code, message } }`: 400 blank input, 413 too large, 429 allowance or rate
 * limit, 502/504 upstream_failed/upstream_timeout.
 *
 * Not a TanStack mutation: the body is read chunk by chunk (ReadableStream + TextDecoder) so the dialog can render
 * the reply as it arrives, and an AbortSignal stops it.
 */
import { ApiError, responseError } from '~/client/lib/api';
import type { ChatForm } from '~/shared/ai-api';
import { aiMessages, isToolType, type ToolType } from '~/shared/ai';

export interface ChatRequest {
  userInput: string;
  toolType: ToolType;
  context: string | null;
  conversationId: string | null;
  toolId: string | null;
  attachments: File[];
}

export interface ChatStreamStart {
  conversationId: string | null;
  toolType: ToolType | null;
}

/**
 * Sends one chat turn and streams the reply: `onStart` once the headers are in, `onText(chunk)` for every decoded
 * piece. Resolves with the whole reply text. Rejects with ApiError for an error answer, a DOMException
 * 'AbortError' when `signal` aborts, or a TypeError on a network failure.
 */
export async function sendChat(
  request: ChatRequest,
  handlers: { signal: AbortSignal; onStart?: (start: ChatStreamStart) => void; onText: (chunk: string) => void },
): Promise<string> {
  // Typed by the route's own input schema (chatFormSchema). Not through `api`: Hono's typed client asks for a form and
  // a JSON body at once for a route that takes either.
  const input: ChatForm = {
    userInput: request.userInput.trim(),
    toolType: request.toolType,
    context: request.context || undefined,
    conversationId: request.conversationId || undefined,
    toolId: request.toolId || undefined,
    attachments: request.attachments,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) for (const item of [value].flat()) if (item !== undefined) form.append(name, item);

  const res = await fetch('/api/ai/chat', { method: 'POST', body: form, credentials: 'same-origin', signal: handlers.signal });
  if (!res.ok) throw await responseError(res, aiMessages.failedToGetResponse);
  const headerType = res.headers.get('x-tool-type');
  handlers.onStart?.({ conversationId: res.headers.get('x-conversation-id'), toolType: isToolType(headerType) ? headerType : null });
  if (!res.body) throw new ApiError(502, 'upstream_failed', aiMessages.noResponse);

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      if (chunk) {
        text += chunk;
        handlers.onText(chunk);
      }
    }
    const rest = decoder.decode();
    if (rest) {
      text += rest;
      handlers.onText(rest);
    }
  } finally {
    reader.releaseLock();
  }
  if (!text.trim()) throw new ApiError(502, 'upstream_failed', aiMessages.noResponse);
  return text;
}
