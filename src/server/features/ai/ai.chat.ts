/**
 * One chat turn's answer, streamed as UTF-8 text with the AI SDK's `streamText` from the
 * configured OpenAI-compatible model or the offline mentor. The first token must arrive within
 * LLM_FIRST_TOKEN_TIMEOUT_SECONDS, else the turn fails with the spec's message and nothing is left hanging upstream.
 * The user message is saved first; the answer (or what was streamed before a stop) when the stream ends, before
 * the stream closes, so a reader that reads to the end finds it saved. Who may ask is decided before this, by the
 * AI service (ai.service.ts `createAiService().sendMessage`).
 */
import { type ModelMessage, streamText } from 'ai';
import type { ToolType } from '~/shared/ai';
import { aiMessages } from '~/shared/ai';
import type { Database } from '../../db';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { ReadAttachment } from './ai.attachments';
import { type ChatModel, OFFLINE_PACING_OPTION } from './ai.model';
import { systemPrompt } from './ai.prompts';
import type { MentorProfile } from './mentor/types';
import type { Locale } from '~/shared/locales';
import { addMessage, conversationMessages } from './ai.conversations';

export interface ChatTurn {
  conversationId: string;
  toolType: ToolType;
  userInput: string;
  context: string | null;
  attachments: ReadAttachment[];
  /** The person's career profile and assessment, so the answer fits them; null when they have none. */
  profile: MentorProfile | null;
  /** The language of the page they asked from, which the answer is written in. */
  locale: Locale;
}

/** Appended when the model's stream breaks after it started answering. */
export const STREAM_INTERRUPTED_NOTE = '\n\n_(The answer was interrupted. Please try again.)_';

/** Keep the prompt bounded: the last N messages of the conversation go to the model. */
export const HISTORY_MESSAGES = 20;

/** The text a model is given for the attached files: each document's extracted text marked as data, and a note for images it cannot read. */
export function attachmentNote(attachments: ReadAttachment[], acceptsImages: boolean): string {
  return attachments
    .map((a) => {
      if (a.kind === 'image') return acceptsImages ? '' : `[Attached image "${a.name}": this model cannot read images.]`;
      return `[Attached ${a.kind.toUpperCase()} "${a.name}" — its text follows as data]\n${a.text ?? ''}`;
    })
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Answers one turn: resolves with the answer as a byte stream (UTF-8 Markdown) once the first token has come.
 * Throws AppError('upstream_failed' | 'upstream_timeout') before the first token. `paced: false` asks the offline
 * mentor for its answer at once instead of word by word (for a page that waits for the whole answer).
 */
export async function streamChatTurn(opts: {
  db: Database;
  model: ChatModel;
  turn: ChatTurn;
  timeoutSeconds: number;
  logger: Logger;
  signal: AbortSignal;
  /** Told the seconds from asking the model to its first token (the metrics' first-token histogram). */
  onFirstToken?: (seconds: number) => void;
  /** False: the offline mentor answers at once (no model-like pacing). Default true. */
  paced?: boolean;
}): Promise<ReadableStream<Uint8Array>> {
  const { db, model, turn } = opts;
  const history = (await conversationMessages(db, turn.conversationId)).slice(-HISTORY_MESSAGES);
  await addMessage(db, {
    conversationId: turn.conversationId,
    role: 'user',
    content: turn.userInput,
    toolType: null,
    attachments: turn.attachments.map((a) => ({ name: a.name, type: a.mime, size: a.size })),
  });

  const note = attachmentNote(turn.attachments, model.acceptsImages);
  const userText = [turn.userInput, note].filter(Boolean).join('\n\n');
  const images = model.acceptsImages ? turn.attachments.filter((a) => a.kind === 'image' && a.bytes) : [];
  const messages: ModelMessage[] = [
    ...history.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
    images.length
      ? { role: 'user', content: [{ type: 'text', text: userText }, ...images.map((a) => ({ type: 'image' as const, image: a.bytes!, mediaType: a.mime }))] }
      : { role: 'user', content: userText },
  ];

  const abort = new AbortController();
  opts.signal.addEventListener('abort', () => abort.abort(), { once: true });
  const result = streamText({
    model: model.model,
    instructions: systemPrompt(turn.toolType, turn.context, turn.profile, turn.locale),
    messages,
    abortSignal: abort.signal,
    maxRetries: 0,
    // Errors arrive as 'error' parts of fullStream and are logged below; the SDK's default onError would also
    // console.error every upstream failure, bypassing the JSON logger.
    onError: () => {},
    providerOptions: {
      changepath: {
        toolType: turn.toolType,
        userInput: turn.userInput,
        context: turn.context,
        history: history.map((m) => ({ role: m.role, content: m.content })),
        attachments: turn.attachments.map((a) => ({ name: a.name, text: a.text, kind: a.kind })),
        profile: turn.profile as never,
        locale: turn.locale,
      },
      ...(opts.paced === false ? { [OFFLINE_PACING_OPTION]: { paced: false } } : {}),
    },
  });

  const iterator = result.fullStream[Symbol.asyncIterator]();
  const asked = performance.now();
  let first: string;
  try {
    first = await firstText(iterator, opts.timeoutSeconds * 1000);
    opts.onFirstToken?.((performance.now() - asked) / 1000);
  } catch (err) {
    abort.abort();
    if (err instanceof AppError) throw err;
    opts.logger.warn({ err }, 'language model failed before answering');
    throw new AppError('upstream_failed', aiMessages.failedToGetResponse);
  }

  const encoder = new TextEncoder();
  let answer = first;
  const save = async () => {
    if (answer.trim()) await addMessage(db, { conversationId: turn.conversationId, role: 'assistant', content: answer, toolType: turn.toolType });
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      try {
        for (let part = await iterator.next(); !part.done; part = await iterator.next()) {
          const p = part.value;
          if (p.type === 'text-delta') {
            answer += p.text;
            controller.enqueue(encoder.encode(p.text));
          } else if (p.type === 'error') {
            throw p.error;
          }
        }
      } catch (err) {
        if (!abort.signal.aborted) {
          opts.logger.warn({ err }, 'language model stream broke off');
          // The status is already 200: say in the answer itself that it is incomplete.
          answer += STREAM_INTERRUPTED_NOTE;
          try {
            controller.enqueue(encoder.encode(STREAM_INTERRUPTED_NOTE));
          } catch {
            /* the client went away */
          }
        }
      } finally {
        await save().catch((err) => opts.logger.error({ err }, 'could not save the answer'));
        try {
          controller.close();
        } catch {
          /* the client went away */
        }
      }
    },
    cancel() {
      abort.abort();
    },
  });
  return body;
}

/** Reads the stream until its first non-empty text; rejects on an error part, an empty stream or the timeout. */
async function firstText(iterator: AsyncIterator<{ type: string; text?: string; error?: unknown }>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('upstream_timeout', aiMessages.failedToGetResponse)), timeoutMs);
  });
  const read = (async () => {
    for (let part = await iterator.next(); !part.done; part = await iterator.next()) {
      const p = part.value;
      if (p.type === 'text-delta' && p.text) return p.text;
      if (p.type === 'error') throw p.error instanceof Error ? p.error : new Error(String(p.error));
    }
    throw new AppError('upstream_failed', aiMessages.noResponse);
  })();
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
