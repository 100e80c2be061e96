/**
 * The language model behind the chat: any OpenAI-compatible endpoint when LLM_BASE_URL is set (OpenAI, Ollama,
 * vLLM, LM Studio, OpenRouter), else the built-in offline mentor wrapped as an AI SDK model, so both stream
 * through the same `streamText` code path.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { ToolType } from '~/shared/ai';
import { isLocale } from '~/shared/locales';
import type { Env } from '../../env';
import { type MentorRequest, offlineMentorReply } from './mentor/offline-mentor';

export interface ChatModel {
  model: LanguageModelV4;
  /** 'offline' or the configured model id. */
  label: string;
  offline: boolean;
  acceptsImages: boolean;
}

/** Delay between streamed chunks of the offline mentor, so answers arrive like a model's... */
export const OFFLINE_CHUNK_DELAY_MS = 12;
/** ...but a whole answer never takes longer than this to stream. */
export const OFFLINE_MAX_STREAM_MS = 1500;
/**
 * The provider option (`providerOptions[OFFLINE_PACING_OPTION] = { paced: false }`) that asks the offline mentor for
 * its whole answer at once: a page that waits for the answer before it answers has nobody to show the pacing to.
 */
export const OFFLINE_PACING_OPTION = 'changepathPacing';

export function chooseModel(env: Env): ChatModel {
  if (env.LLM_BASE_URL) {
    const provider = createOpenAICompatible({ name: 'llm', baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY });
    return { model: provider.chatModel(env.LLM_MODEL), label: env.LLM_MODEL, offline: false, acceptsImages: env.LLM_ACCEPTS_IMAGES };
  }
  return { model: offlineModel(), label: 'offline', offline: true, acceptsImages: false };
}

/**
 * The offline mentor as a LanguageModelV4. The request it answers travels in providerOptions.changepath
 * (tool type, input, history, attachment text), set by the chat service.
 */
export function offlineModel(): LanguageModelV4 {
  const answer = (options: LanguageModelV4CallOptions) => {
    const req = (options.providerOptions?.changepath ?? {}) as unknown as MentorRequest;
    return offlineMentorReply({
      toolType: (req.toolType ?? 'learning-path') as ToolType,
      userInput: req.userInput ?? '',
      history: req.history ?? [],
      context: req.context,
      attachments: req.attachments ?? [],
      profile: req.profile ?? null,
      locale: isLocale(req.locale) ? req.locale : undefined,
    });
  };
  const usage = { inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: undefined, text: undefined, reasoning: undefined } };
  return {
    specificationVersion: 'v4',
    provider: 'changepath',
    modelId: 'offline-mentor',
    supportedUrls: {},
    async doGenerate(options) {
      return { content: [{ type: 'text', text: answer(options) }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] } as never;
    },
    async doStream(options) {
      const text = answer(options);
      const chunks = text.match(/\S+\s*|\s+/g) ?? [text];
      const signal = options.abortSignal;
      const paced = (options.providerOptions?.[OFFLINE_PACING_OPTION] as { paced?: boolean } | undefined)?.paced !== false;
      const delay = paced ? Math.min(OFFLINE_CHUNK_DELAY_MS, OFFLINE_MAX_STREAM_MS / Math.max(1, chunks.length)) : 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't' });
          for (const delta of chunks) {
            if (signal?.aborted) break;
            controller.enqueue({ type: 'text-delta', id: 't', delta });
            if (delay) await new Promise((r) => setTimeout(r, delay));
          }
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } } as LanguageModelV4StreamPart);
          controller.close();
        },
      });
      return { stream };
    },
  };
}
