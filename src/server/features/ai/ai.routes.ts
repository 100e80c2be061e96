/**
 * AI career tools API (spec §2.8, §7.2 items 1–3; issue 4):
 * Public: `GET /api/ai/tools`, `GET /api/ai/model`. Signed in: `POST /api/ai/tools/:id/use`, `GET /api/ai/allowance`,
 * `POST /api/ai/chat` (multipart: userInput, toolType, context, conversationId, toolId, attachments[]; streams text),
 * `GET /api/ai/conversations`, `GET|PATCH|DELETE /api/ai/conversations/:id`.
 * Admin: `PUT /api/admin/users/:id/plan`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_USER_INPUT, PLANS, aiMessages, detectToolType, isToolType } from '~/shared/ai';
import type { AppDeps } from '../../context';
import { AppError, errorBody } from '../../errors';
import { type AuthVariables, requireRole, requireUser } from '../../middleware/auth-guards';
import { enforceRateLimit } from '../../rate-limit';
import { validate } from '../../validate';
import { readAttachments } from './ai.attachments';
import { streamChatTurn } from './ai.chat';
import { chooseModel } from './ai.model';
import {
  consumeConversation,
  conversationMessages,
  createConversation,
  deleteConversation,
  getAllowance,
  listConversations,
  listTools,
  ownConversation,
  recordToolUse,
  requireActiveTool,
  refundConversation,
  renameConversation,
  setPlan,
} from './ai.service';

const idParam = z.object({ id: z.uuid() });
/** Per-user chat message limit, across all conversations. */
export const CHAT_RATE_LIMIT = { windowSeconds: 60, max: 20 } as const;
export const CHAT_BODY_LIMIT_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;

const chatFieldsSchema = z.object({
  userInput: z.string().max(MAX_USER_INPUT, { message: `Keep your message under ${MAX_USER_INPUT} characters.` }).default(''),
  toolType: z.string().max(40).optional(),
  context: z.string().max(500).optional(),
  conversationId: z.uuid().optional(),
  toolId: z.uuid().optional(),
});

export function aiRoutes(deps: AppDeps) {
  const { db, auth, env, logger } = deps;
  const model = chooseModel(env);
  const tz = env.PLATFORM_TIME_ZONE;

  const api = new Hono<{ Variables: AuthVariables }>()
    .get('/tools', async (c) => c.json({ tools: await listTools(db) }))
    .get('/model', (c) => c.json({ offline: model.offline, label: model.offline ? aiMessages.offlineLabel : null }))
    .post('/tools/:id/use', requireUser(auth), validate('param', idParam), async (c) => {
      const usage = await recordToolUse(db, { userId: c.get('user').id, toolId: c.req.valid('param').id });
      return c.json({ ...usage, allowance: await getAllowance(db, { userId: c.get('user').id, timeZone: tz }) });
    })
    .get('/allowance', requireUser(auth), async (c) => c.json(await getAllowance(db, { userId: c.get('user').id, timeZone: tz })))
    .post(
      '/chat',
      requireUser(auth),
      bodyLimit({ maxSize: CHAT_BODY_LIMIT_BYTES, onError: (c) => c.json(errorBody('payload_too_large', 'Attachments can be at most 10 MB each.'), 413) }),
      async (c) => {
        const user = c.get('user');
        const contentType = c.req.header('content-type') ?? '';
        let raw: Record<string, unknown> = {};
        let files: File[] = [];
        if (contentType.includes('multipart/form-data')) {
          const form = await c.req.formData().catch(() => null);
          if (!form) throw new AppError('bad_request', 'The request could not be read.');
          for (const [k, v] of form.entries()) {
            if (k === 'attachments' && typeof v !== 'string') files.push(v);
            else if (typeof v === 'string') raw[k] = v;
          }
        } else {
          raw = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>;
          files = [];
        }
        const parsed = chatFieldsSchema.safeParse(raw);
        if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid request');
        const fields = parsed.data;
        const userInput = fields.userInput.trim();
        if (!userInput && files.length === 0) throw new AppError('bad_request', aiMessages.inputRequired.description);
        // A conversation started from a tool names it: an unknown one is the caller's mistake (404), found before
        // anything is counted (it used to reach the database as a foreign-key violation, a 500).
        if (fields.toolId && !fields.conversationId) await requireActiveTool(db, fields.toolId);
        await enforceRateLimit(db, `ai:chat:${user.id}`, CHAT_RATE_LIMIT, aiMessages.tooManyMessages);
        const attachments = await readAttachments(files);
        const toolType = isToolType(fields.toolType) ? fields.toolType : detectToolType(userInput);

        let conversationId = fields.conversationId;
        if (conversationId) {
          await ownConversation(db, { userId: user.id, id: conversationId });
        } else {
          await consumeConversation(db, { userId: user.id, timeZone: tz });
          const title = userInput || attachments.map((a) => a.name).join(', ');
          conversationId = (await createConversation(db, { userId: user.id, toolId: fields.toolId ?? null, toolType, title })).id;
        }
        try {
          return await streamChatTurn({
            db,
            model,
            logger,
            signal: c.req.raw.signal,
            timeoutSeconds: env.LLM_FIRST_TOKEN_TIMEOUT_SECONDS,
            turn: { conversationId, toolType, userInput: userInput || 'Please review the attached file(s).', context: fields.context ?? null, attachments },
          });
        } catch (err) {
          if (!(err instanceof AppError) || (err.code !== 'upstream_failed' && err.code !== 'upstream_timeout')) throw err;
          // The model failed, not the user: give back today's use, and name the conversation so a retry continues it.
          if (!fields.conversationId) await refundConversation(db, { userId: user.id, timeZone: tz });
          return c.json(errorBody(err.code, err.message), err.status, { 'x-conversation-id': conversationId });
        }
      },
    )
    .get('/conversations', requireUser(auth), async (c) => c.json({ conversations: await listConversations(db, c.get('user').id) }))
    .get('/conversations/:id', requireUser(auth), validate('param', idParam), async (c) => {
      const conversation = await ownConversation(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({
        conversation: { id: conversation.id, title: conversation.title, tool_type: conversation.tool_type, tool_id: conversation.tool_id },
        messages: await conversationMessages(db, conversation.id),
      });
    })
    .patch('/conversations/:id', requireUser(auth), validate('param', idParam), validate('json', z.object({ title: z.string().trim().min(1).max(120) })), async (c) => {
      await renameConversation(db, { userId: c.get('user').id, id: c.req.valid('param').id, title: c.req.valid('json').title });
      return c.json({ renamed: true });
    })
    .delete('/conversations/:id', requireUser(auth), validate('param', idParam), async (c) => {
      await deleteConversation(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ deleted: true });
    });

  const admin = new Hono<{ Variables: AuthVariables }>().put(
    '/users/:id/plan',
    requireRole(auth, 'admin'),
    validate('param', z.object({ id: z.string().min(1).max(100) })),
    validate('json', z.object({ plan: z.enum(PLANS as [string, ...string[]]) })),
    async (c) => {
      await setPlan(db, { userId: c.req.valid('param').id, plan: c.req.valid('json').plan as (typeof PLANS)[number] });
      return c.json({ plan: c.req.valid('json').plan });
    },
  );
  return { api, admin };
}
