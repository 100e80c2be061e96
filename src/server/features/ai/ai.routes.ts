/**
 * AI career tools API, one `createRoute` per operation:
 * Public: `GET /api/ai/tools`, `GET /api/ai/model`. Signed in: `POST /api/ai/tools/{id}/use`, `GET /api/ai/allowance`,
 * `POST /api/ai/chat` (multipart: userInput, toolType, context, conversationId, toolId, attachments[]; or the same
 * fields as JSON; answers a text stream), `GET /api/ai/conversations`, `GET|PATCH|DELETE /api/ai/conversations/{id}`.
 * Admin: `PUT /api/admin/users/{id}/plan`.
 *
 * The routes only translate HTTP and JSON to and from the AI service (`deps.services.ai`, ai.service.ts), which decides
 * everything, so the pages' forms that call the same service apply the same rules.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '~/shared/ai';
import {
  aiToolSchema,
  allowanceSchema,
  chatFieldsSchema,
  chatFormSchema,
  conversationDetailSchema,
  conversationSummarySchema,
  modelInfoSchema,
  planInputSchema,
  renameConversationSchema,
  toolTypeSchema,
  toolUseSchema,
} from '~/shared/ai-api';
import { deletedSchema } from '~/shared/api';
import type { AppDeps } from '../../context';
import { errorBody } from '../../errors';
import { readableForm } from '../../form-body';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { ChatTurnFailed } from './ai.service';
import { commonMessages } from '~/shared/messages';

const idParam = z.object({ id: z.uuid() });
export const CHAT_BODY_LIMIT_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;

const conversationHeader = z.object({ 'x-conversation-id': z.uuid().meta({ description: 'The conversation the turn belongs to (new or continued): send it back as `conversationId` to continue.' }) });

/**
 * The chat answer is a stream of text, which Hono has no typed response for: the streamed Response is what the route
 * documents as its `text/plain` 200.
 */
const streamedText = (res: Response) => res as Response & TypedResponse<string, 200, 'text'>;

/** Public and signed-in routes, mounted at `/api/ai`. */
export function aiRoutes(deps: AppDeps) {
  const { auth } = deps;
  const { ai } = deps.services;
  const user = requireActor(auth);
  const tags = ['AI career tools'];
  const chatBodyLimit = bodyLimit({ maxSize: CHAT_BODY_LIMIT_BYTES, onError: (c) => c.json(errorBody('payload_too_large', commonMessages.attachmentsTooLarge), 413) });

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/tools',
        operationId: 'listAiTools',
        summary: 'The active AI tools, oldest first',
        tags,
        responses: { 200: json(z.object({ tools: z.array(aiToolSchema) }), 'The tools') },
      }),
      async (c) => c.json({ tools: await ai.tools() }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/model',
        operationId: 'getAiModel',
        summary: 'Whether answers come from the language model or the built-in offline mentor',
        tags,
        responses: { 200: json(modelInfoSchema, 'The model in use; `label` is shown when it is the offline mentor') },
      }),
      (c) => c.json(ai.modelInfo(), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/tools/{id}/use',
        operationId: 'recordAiToolUse',
        summary: "Record a 'Use Tool' click",
        description: "A tool marked `is_premium` needs a paid plan (premium or business): a free account is answered 403 `plan_required` and nothing is counted.",
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(toolUseSchema, "Counted; the user's uses of the tool and today's allowance"), ...errors(400, 401, 403, 404) },
      }),
      async (c) => c.json(await ai.recordToolUse({ actor: c.get('actor'), toolId: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/allowance',
        operationId: 'getAiAllowance',
        summary: "Today's AI tool uses: one use is one conversation started (free plan: 3 a day)",
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(allowanceSchema, 'The allowance; `limit` and `remaining` are null on unlimited plans'), ...errors(401) },
      }),
      async (c) => c.json(await ai.allowance({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/chat',
        operationId: 'sendAiChatMessage',
        summary: "Send one chat turn and stream the AI mentor's answer",
        description:
          'Starting a conversation (no `conversationId`), or sending files in an existing one, uses one of the day\'s allowance. The answer is Markdown, streamed as plain text ' +
          'while the model writes it; a stream that breaks off after it started ends with a note saying so. The dialog sends ' +
          'multipart form data (files under `attachments`); the same fields are also taken as JSON, without files. A tool marked ' +
          '`is_premium` needs a paid plan (premium or business): a free account is answered 403 `plan_required`.',
        tags,
        security: signedIn,
        middleware: [user, chatBodyLimit, readableForm('The request could not be read.')] as const,
        request: {
          body: {
            required: true,
            content: { 'multipart/form-data': { schema: chatFormSchema }, 'application/json': { schema: chatFieldsSchema } },
          },
        },
        responses: {
          200: {
            description: 'The answer, streamed',
            headers: conversationHeader.extend({
              'x-tool-type': toolTypeSchema.meta({ description: 'The tool type the answer was written for (given or detected from the message).' }),
              'x-model': z.enum(['llm', 'offline']).meta({ description: 'Whether the language model or the offline mentor answered.' }),
            }),
            content: { 'text/plain': { schema: z.string() } },
          },
          // 400: blank message, too long, or an unreadable or unsupported file; 403 plan_required: a Premium tool on the
          // free plan; 404: unknown conversation or tool;
          // 413: a file over 10 MB, or a DOCX/PDF over the parsing limits (bounded-documents.ts); 429: the day's allowance used, or too many messages a minute.
          ...errors(400, 401, 403, 404, 413, 415, 429),
          502: { ...errors(502)[502], headers: conversationHeader },
          504: { ...errors(504)[504], headers: conversationHeader },
        },
      }),
      async (c) => {
        const multipart = (c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data');
        const fields = multipart ? c.req.valid('form') : c.req.valid('json');
        // The files of the validated form (chatFormSchema), read back from the parsed form: Hono types a route that
        // takes two body types with the fields the two share.
        const files = multipart ? (await c.req.formData()).getAll('attachments').filter((v): v is File => typeof v !== 'string') : [];
        try {
          const turn = await ai.sendMessage({ actor: c.get('actor'), ...fields, files, signal: c.req.raw.signal });
          return streamedText(
            new Response(turn.answer, {
              headers: {
                'content-type': 'text/plain; charset=utf-8',
                'cache-control': 'no-store',
                'x-conversation-id': turn.conversationId,
                'x-tool-type': turn.toolType,
                'x-model': turn.model,
              },
            }),
          );
        } catch (err) {
          if (!(err instanceof ChatTurnFailed)) throw err;
          return c.json(errorBody(err.code, err.text), err.code === 'upstream_timeout' ? 504 : 502, { 'x-conversation-id': err.conversationId });
        }
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/conversations',
        operationId: 'listAiConversations',
        summary: "The user's saved chats, most recently updated first (at most 100)",
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(z.object({ conversations: z.array(conversationSummarySchema) }), 'The conversations'), ...errors(401) },
      }),
      async (c) => c.json({ conversations: await ai.conversations({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/conversations/{id}',
        operationId: 'getAiConversation',
        summary: 'One of your saved chats with its messages',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(conversationDetailSchema, 'The conversation and its messages, oldest first'), ...errors(400, 401, 404) },
      }),
      async (c) => c.json(await ai.conversation({ actor: c.get('actor'), id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/conversations/{id}',
        operationId: 'renameAiConversation',
        summary: 'Rename one of your saved chats',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam, body: jsonBody(renameConversationSchema) },
        responses: { 200: json(z.object({ renamed: z.literal(true) }), 'Renamed'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        await ai.renameConversation({ actor: c.get('actor'), id: c.req.valid('param').id, title: c.req.valid('json').title });
        return c.json({ renamed: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/conversations/{id}',
        operationId: 'deleteAiConversation',
        summary: 'Delete one of your saved chats and its messages',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: idParam },
        responses: { 200: json(deletedSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
      }),
      async (c) => {
        await ai.deleteConversation({ actor: c.get('actor'), id: c.req.valid('param').id });
        return c.json({ deleted: true as const }, 200);
      },
    );
}

/** Admin routes, mounted at `/api/admin`. */
export function adminAiRoutes(deps: AppDeps) {
  const admin = requireActor(deps.auth);
  return createRouter().openapi(
    createRoute({
      method: 'put',
      path: '/users/{id}/plan',
      operationId: 'adminSetUserPlan',
      summary: "Set a user's plan (free, premium or business)",
      tags: ['Admin: users'],
      security: signedIn,
      middleware: [admin] as const,
      request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(planInputSchema) },
      responses: { 200: json(planInputSchema, 'The plan now set'), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json(await deps.services.ai.setPlan({ actor: c.get('actor'), userId: c.req.valid('param').id, plan: c.req.valid('json').plan }), 200),
  );
}
