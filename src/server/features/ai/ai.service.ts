/**
 * The AI career tools' one service: `createAiService(deps)`, built once at start (services.ts) and called by both
 * doors, the JSON API (ai.routes.ts) and the pages (the catalogue, each tool's page and its question form).
 * It decides everything about an operation: who may do it, whether their plan includes the tool, the per-person
 * message rate, the day's allowance (spent, checked and given back), which conversation a turn belongs to. The
 * module's other functions are the storage and rules it is made of: the catalogue, 'Use Tool' usage records (an SQL
 * increment of usage_count), the daily conversation allowance per plan (one atomic conditional upsert), the plan
 * of an account, and what the mentor is told about the person. Conversations are stored by ai.conversations.ts,
 * answers streamed by ai.chat.ts.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type ToolType, aiMessages, detectToolType, isToolType } from '~/shared/ai';
import type { Text } from '~/shared/messages';
import { type Plan, PLAN_TERMS, planAllowsTool, planTerms } from '~/shared/plans';
import type { AiTool, Allowance, ConversationDetail, ConversationSummary, ModelInfo, ToolUse } from '~/shared/ai-api';
import type { Database } from '../../db';
import { aiDailyUsage, aiTools, userAiToolUsage, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Metrics } from '../../metrics';
import { enforceRateLimit } from '../../rate-limit';
import { careerProfileOf } from '../account/career-profile.service';
import { latestAssessmentOf } from '../assessment/assessment.service';
import { readAttachments } from './ai.attachments';
import { streamChatTurn } from './ai.chat';
import { conversationMessages, createConversation, deleteConversation, listConversations, ownConversation, renameConversation } from './ai.conversations';
import { type ChatModel, chooseModel } from './ai.model';
import { mentorProfileFrom } from './mentor/profile';
import type { MentorProfile } from './mentor/types';
import { AppError, parseInput } from '../../errors';
import { writeText } from '../../i18n';
import { type Actor, anAdmin, signedIn as guardSignedIn } from '../../auth/guards';
import { currentLocale } from '../../request-context';

type ToolRow = typeof aiTools.$inferSelect;

const toAiTool = (r: ToolRow): AiTool => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  category: r.category,
  icon: r.icon,
  features: r.features,
  is_premium: r.is_premium,
  tool_type: (isToolType(r.tool_type) ? r.tool_type : 'learning-path') as ToolType,
  created_at: r.created_at.toISOString(),
});

/** Active tools, by created_at ascending. */
export async function listTools(db: Database): Promise<AiTool[]> {
  const rows = await db.select().from(aiTools).where(eq(aiTools.is_active, true)).orderBy(asc(aiTools.created_at), asc(aiTools.name));
  return rows.map(toAiTool);
}

/** The active tool with this slug (its page is /ai-tools/<slug>), or null. */
export async function toolBySlug(db: Database, slug: string): Promise<AiTool | null> {
  const [row] = await db.select().from(aiTools).where(and(eq(aiTools.slug, slug), eq(aiTools.is_active, true)));
  return row ? toAiTool(row) : null;
}

/** The active AI tool `toolId`; AppError not_found (aiMessages.toolNotFound) otherwise. */
export async function requireActiveTool(db: Database, toolId: string): Promise<AiTool> {
  const [row] = await db.select().from(aiTools).where(and(eq(aiTools.id, toolId), eq(aiTools.is_active, true)));
  if (!row) throw new AppError('not_found', aiMessages.toolNotFound);
  return toAiTool(row);
}

/** Counts a 'Use Tool' click, every one (usage_count + 1 in SQL), and sets last_used_at. */
async function countToolUse(db: Database, opts: { userId: string; toolId: string }): Promise<{ usage_count: number }> {
  const [row] = await db
    .insert(userAiToolUsage)
    .values({ user_id: opts.userId, tool_id: opts.toolId, usage_count: 1 })
    .onConflictDoUpdate({
      target: [userAiToolUsage.user_id, userAiToolUsage.tool_id],
      set: { usage_count: sql`${userAiToolUsage.usage_count} + 1`, last_used_at: sql`now()` },
    })
    .returning({ usage_count: userAiToolUsage.usage_count });
  return row;
}

/** The calendar day (YYYY-MM-DD) and the next midnight of `now` in `timeZone`. */
export function platformDay(now: Date, timeZone: string): { day: string; resetsAt: Date } {
  const z = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = new TZDate(z.getFullYear(), z.getMonth(), z.getDate() + 1, 0, 0, timeZone);
  return { day: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, resetsAt: new Date(next.getTime()) };
}

/** The plan of `userId` ('free' for an unknown id): the allowance's and the dashboard's Subscription card's. */
export async function planOf(db: Database, userId: string): Promise<Plan> {
  const [u] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  return planTerms(u?.plan).id;
}

/** Today's allowance for a user. */
export async function getAllowance(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<Allowance> {
  const plan = await planOf(db, opts.userId);
  const { day, resetsAt } = platformDay(opts.now ?? new Date(), opts.timeZone);
  const [row] = await db.select({ n: aiDailyUsage.conversations }).from(aiDailyUsage).where(and(eq(aiDailyUsage.user_id, opts.userId), eq(aiDailyUsage.day, day)));
  const used = row?.n ?? 0;
  const unlimited = PLAN_TERMS[plan].aiUnlimited;
  const limit = PLAN_TERMS[plan].aiConversationsPerDay;
  return {
    plan,
    limit: unlimited ? null : limit,
    used,
    remaining: unlimited ? null : Math.max(0, limit - used),
    resetsAt: resetsAt.toISOString(),
    timeZone: opts.timeZone,
  };
}

/** 429 (with the plan's message) when today's allowance is used up; a cheap check before expensive work. */
export async function requireAllowanceLeft(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<void> {
  const allowance = await getAllowance(db, opts);
  if (allowance.remaining === 0) throw new AppError('rate_limited', aiMessages.dailyLimitReached);
}

/**
 * Uses one conversation of today's allowance, atomically: the upsert only increments while under the plan's
 * limit, so concurrent starts can never exceed it. 429 (with the plan's message) when none is left.
 */
export async function consumeConversation(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<void> {
  const plan = await planOf(db, opts.userId);
  const limit = PLAN_TERMS[plan].aiConversationsPerDay;
  const { day } = platformDay(opts.now ?? new Date(), opts.timeZone);
  const rows = await db
    .insert(aiDailyUsage)
    .values({ user_id: opts.userId, day, conversations: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.user_id, aiDailyUsage.day],
      set: { conversations: sql`${aiDailyUsage.conversations} + 1` },
      setWhere: sql`${aiDailyUsage.conversations} < ${limit}`,
    })
    .returning({ n: aiDailyUsage.conversations });
  if (!rows.length) throw new AppError('rate_limited', PLAN_TERMS[plan].aiUnlimited ? aiMessages.fairUseReached : aiMessages.dailyLimitReached);
}

/** Gives back one conversation of today's allowance (the model failed before answering). */
export async function refundConversation(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<void> {
  const { day } = platformDay(opts.now ?? new Date(), opts.timeZone);
  await db
    .update(aiDailyUsage)
    .set({ conversations: sql`greatest(${aiDailyUsage.conversations} - 1, 0)` })
    .where(and(eq(aiDailyUsage.user_id, opts.userId), eq(aiDailyUsage.day, day)));
}

/** Admin: sets a user's plan. 404 for an unknown user. */
export async function setPlan(db: Database, opts: { userId: string; plan: Plan }) {
  const rows = await db.update(users).set({ plan: opts.plan, updatedAt: new Date() }).where(eq(users.id, opts.userId)).returning({ id: users.id });
  if (!rows.length) throw new AppError('not_found', aiMessages.noSuchUser);
}

/** An account as the admin portal's plans section shows it. */
export interface AccountPlan {
  id: string;
  name: string;
  email: string;
  plan: Plan;
}

/** Admin: the account with e-mail `email` (any letter case, surrounding spaces ignored) and its plan, or null. */
export async function accountPlanByEmail(db: Database, email: string): Promise<AccountPlan | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, plan: users.plan })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ? { ...row, plan: planTerms(row.plan).id } : null;
}

/**
 * What the mentor and the model are told about the person: their career profile (careerProfileOf) and the
 * areas of their latest skills assessment (latestAssessmentOf) in the low and high bands, in the bank's area order (the
 * stored scores are JSONB, whose key order differs between drivers). Null when they have neither.
 */
export async function mentorProfileOf(db: Database, userId: string): Promise<MentorProfile | null> {
  const [profile, assessment] = await Promise.all([careerProfileOf(db, userId), latestAssessmentOf(db, userId)]);
  return mentorProfileFrom(profile, assessment?.scores ?? null);
}

/** Who is acting: the signed-in person, or null for a visitor (the guard module's `Actor`). */
export type AiActor = Actor;

/** A conversation's id in an address (one that is no id is no conversation: 400, never a database error). */
const conversationIdSchema = z.uuid();

/** Per-person chat message limit, across all their conversations. */
export const CHAT_RATE_LIMIT = { windowSeconds: 60, max: 20 } as const;

/** One chat turn as a door hands it to `sendMessage` (the API's chat fields, the files already taken off the body). */
export interface ChatTurnInput {
  actor: AiActor;
  /** The tool a new conversation starts from (ignored when continuing one). */
  toolId?: string | null;
  /** The tool type to answer as; when absent or unknown, detected from the message's keywords (`detectToolType`). */
  toolType?: string | null;
  /** The conversation to continue; absent: a new one, which uses one of the day's allowance. */
  conversationId?: string | null;
  /** The message as typed (trimmed here). */
  userInput: string;
  /** The tool's name, told to the model as context. */
  context?: string | null;
  /** Attached files (images, PDF, DOCX, TXT; read by content). Files in an existing conversation use one of the day's allowance. */
  files?: File[];
  /** False: the offline mentor answers at once instead of word by word (a page waiting for the whole answer). */
  paced?: boolean;
  /** Aborts the model when the asker goes away; what was streamed by then is saved as the answer. */
  signal?: AbortSignal;
}

/** A turn under way: its conversation (new or continued), the type it is answered as, who answers, and the answer. */
export interface ChatTurnAnswer {
  conversationId: string;
  toolType: ToolType;
  model: 'llm' | 'offline';
  /** The answer as UTF-8 Markdown, streamed; it is saved when the stream ends (read to the end, or stopped). */
  answer: ReadableStream<Uint8Array>;
}

/**
 * The model failed before answering (AppError `upstream_failed` 502 or `upstream_timeout` 504, with the spec's
 * 'Failed to get AI response. Please try again.'). The day's use is given back; `conversationId` names the
 * conversation the question was saved in, so a retry continues it.
 */
export class ChatTurnFailed extends AppError {
  constructor(
    code: 'upstream_failed' | 'upstream_timeout',
    message: Text,
    readonly conversationId: string,
  ) {
    super(code, message);
  }
}

export interface AiServiceDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** The chat's first-token histogram (absent in tests that build the service alone). */
  metrics?: Pick<Metrics, 'aiFirstToken'>;
  /** The model to answer with; by default the configured one (chooseModel: LLM_BASE_URL, else the offline mentor). */
  model?: ChatModel;
}

/**
 * Builds the AI feature's service (once per process; runtime.ts). Every operation takes the acting person (`actor`,
 * null for a visitor) and raises `AppError`s with the spec's messages:
 * - `tools()`, `toolBySlug(slug)`, `modelInfo()`: public reads.
 * - `recordToolUse({ actor, toolId })`: a 'Use Tool' click → `{ usage_count, allowance }`.
 * - `allowance({ actor })`: today's uses ('free': 3 a day; paid plans unlimited within fair use).
 * - `sendMessage(turn)`: one chat turn → `ChatTurnAnswer` (see its rules below).
 * - `conversations`, `conversation`, `renameConversation`, `deleteConversation`: a person's own saved chats (another
 *   person's id answers 404).
 * Refusals: 401 `unauthorized` for a visitor ('Please sign in to use AI tools.'); 404 for an unknown tool or
 * conversation; 403 `plan_required` for a Premium tool on a plan that does not include it (the plan table's premiumTools).
 */
export function createAiService(deps: AiServiceDeps) {
  const { db, env, logger } = deps;
  const model = deps.model ?? chooseModel(env);
  const timeZone = env.PLATFORM_TIME_ZONE;

  /** The AI tools' own words for a visitor: 'Please sign in to use AI tools.' (401). */
  const signedIn = (actor: AiActor) => guardSignedIn(actor, aiMessages.signInRequired);

  /** 403 `plan_required` when `tool` is Premium and the person's plan does not include it. */
  async function requirePlanFor(userId: string, tool: Pick<AiTool, 'name' | 'is_premium'>): Promise<void> {
    if (!tool.is_premium) return;
    if (!planAllowsTool(await planOf(db, userId), tool)) throw new AppError('plan_required', aiMessages.planRequired(tool.name));
  }

  /** The tool a conversation was started from, active or not (null for a conversation without one). */
  async function toolOfConversation(toolId: string | null): Promise<Pick<AiTool, 'name' | 'is_premium'> | null> {
    if (!toolId) return null;
    const [row] = await db.select({ name: aiTools.name, is_premium: aiTools.is_premium }).from(aiTools).where(eq(aiTools.id, toolId));
    return row ?? null;
  }

  return {
    /** The active tools, oldest first. */
    tools: (): Promise<AiTool[]> => listTools(db),

    /** The active tool whose page is /ai-tools/<slug>, or null (a slug no tool could have is not looked up). */
    toolBySlug: async (slug: string): Promise<AiTool | null> => (/^[a-z0-9-]{1,80}$/.test(slug) ? toolBySlug(db, slug) : null),

    /** Whether the language model or the built-in offline mentor answers, and the label shown for the latter. */
    modelInfo: (): ModelInfo => ({ offline: model.offline, label: model.offline ? writeText(aiMessages.offlineLabel) : null }),

    /**
     * A 'Use Tool' click: counts it (usage_count + 1, last_used_at now) and answers the person's uses of
     * the tool and today's allowance. Opening a tool spends none of the allowance. 404 for an unknown or inactive
     * tool; 403 `plan_required` for a Premium tool their plan does not include (the dialog then does not open).
     */
    async recordToolUse({ actor, toolId }: { actor: AiActor; toolId: string }): Promise<ToolUse> {
      const { id: userId } = signedIn(actor);
      const tool = await requireActiveTool(db, toolId);
      await requirePlanFor(userId, tool);
      const usage = await countToolUse(db, { userId, toolId });
      return { ...usage, allowance: await getAllowance(db, { userId, timeZone }) };
    },

    /** Today's allowance of the person (`limit` and `remaining` null on unlimited plans). */
    allowance: ({ actor }: { actor: AiActor }): Promise<Allowance> => getAllowance(db, { userId: signedIn(actor).id, timeZone }),

    /**
     * One chat turn: saves the question, asks the model and answers with the stream of its answer. In this order:
     * - a visitor is refused (401); a message that is blank, with no file either, is refused (400, 'Please provide
     *   your question or request.'); a new conversation's tool must exist and be active (404);
     * - at most CHAT_RATE_LIMIT messages a minute per person (429, aiMessages.tooManyMessages);
     * - a conversation to continue must be the person's own (404);
     * - the tool the conversation starts from, or was started from, must be included in their plan when it is
     *   Premium (403 `plan_required`);
     * - a new conversation, or files sent in an existing one, use one of the day's allowance: someone with none left
     *   is refused (429, aiMessages.dailyLimitReached, or fairUseReached on a paid plan) before any file is read; the
     *   use is counted (atomically, never past the limit) once the files have been read (400/413 for a file that
     *   cannot be);
     * - the answer is written as the tool type sent, or, when none is, the type detected from the message's keywords,
     *   falling back to the conversation's or the tool's type;
     * - when the model fails before its first word, the day's use is given back and `ChatTurnFailed` (502/504) names
     *   the conversation the question was saved in.
     */
    async sendMessage(turn: ChatTurnInput): Promise<ChatTurnAnswer> {
      const { id: userId } = signedIn(turn.actor);
      const files = turn.files ?? [];
      const userInput = turn.userInput.trim();
      if (!userInput && files.length === 0) throw new AppError('bad_request', aiMessages.inputRequired);
      // An unknown tool is the caller's mistake (404), found before anything is counted (it used to reach the
      // database as a foreign-key violation, a 500).
      const startTool = turn.toolId && !turn.conversationId ? await requireActiveTool(db, turn.toolId) : null;
      await enforceRateLimit(db, `ai:chat:${userId}`, CHAT_RATE_LIMIT, aiMessages.tooManyMessages);
      const conversation = turn.conversationId ? await ownConversation(db, { userId, id: turn.conversationId }) : null;
      const tool = startTool ?? (conversation ? await toolOfConversation(conversation.tool_id) : null);
      if (tool) await requirePlanFor(userId, tool);
      // Reading documents is the expensive part, so files in an existing conversation count as a use too.
      const counted = !conversation || files.length > 0;
      if (counted) await requireAllowanceLeft(db, { userId, timeZone });
      const read = await readAttachments(files);
      if (counted) await consumeConversation(db, { userId, timeZone });
      const toolType = isToolType(turn.toolType) ? turn.toolType : detectToolType(userInput, conversation?.tool_type ?? startTool?.tool_type);

      const conversationId =
        conversation?.id ??
        (await createConversation(db, { userId, toolId: startTool?.id ?? null, toolType, title: userInput || read.map((a) => a.name).join(', ') })).id;
      try {
        const answer = await streamChatTurn({
          db,
          model,
          logger,
          signal: turn.signal ?? new AbortController().signal,
          timeoutSeconds: env.LLM_FIRST_TOKEN_TIMEOUT_SECONDS,
          onFirstToken: (seconds) => deps.metrics?.aiFirstToken(seconds, model.offline ? 'offline' : 'llm'),
          paced: turn.paced,
          turn: {
            conversationId,
            toolType,
            userInput: userInput || 'Please review the attached file(s).',
            context: turn.context ?? null,
            attachments: read,
            profile: await mentorProfileOf(db, userId),
            locale: currentLocale(),
          },
        });
        return { conversationId, toolType, model: model.offline ? 'offline' : 'llm', answer };
      } catch (err) {
        if (!(err instanceof AppError) || (err.code !== 'upstream_failed' && err.code !== 'upstream_timeout')) throw err;
        // The model failed, not the person: give back today's use, and name the conversation so a retry continues it.
        if (counted) await refundConversation(db, { userId, timeZone });
        throw new ChatTurnFailed(err.code, err.text, conversationId);
      }
    },

    /** The person's saved chats, most recently updated first (at most 100). */
    conversations: ({ actor }: { actor: AiActor }): Promise<ConversationSummary[]> => listConversations(db, signedIn(actor).id),

    /** One of the person's saved chats with its messages, oldest first; 404 when it is not theirs. */
    async conversation({ actor, id }: { actor: AiActor; id: string }): Promise<ConversationDetail> {
      const c = await ownConversation(db, { userId: signedIn(actor).id, id: parseInput(conversationIdSchema, id) });
      return {
        conversation: { id: c.id, title: c.title, tool_type: c.tool_type as ToolType, tool_id: c.tool_id },
        messages: await conversationMessages(db, c.id),
      };
    },

    /** Renames one of the person's saved chats; 404 when it is not theirs. */
    renameConversation: ({ actor, id, title }: { actor: AiActor; id: string; title: string }): Promise<void> =>
      renameConversation(db, { userId: signedIn(actor).id, id, title }),

    /** Deletes one of the person's saved chats and its messages; 404 when it is not theirs. */
    deleteConversation: ({ actor, id }: { actor: AiActor; id: string }): Promise<void> => deleteConversation(db, { userId: signedIn(actor).id, id }),

    /** The person's plan ('free' | 'premium' | 'business'), as an admin set it (the dashboard's Subscription card). */
    plan: ({ actor }: { actor: AiActor }): Promise<Plan> => planOf(db, signedIn(actor).id),

    /** The account with this e-mail and its plan, for the admin's plans section (admins; 403 for anyone else). */
    accountPlan({ actor, email }: { actor: AiActor; email: string }): Promise<AccountPlan | null> {
      anAdmin(actor);
      return accountPlanByEmail(db, email);
    },

    /** Sets an account's plan (admins); 404 aiMessages.noSuchUser for an unknown id → `{ plan }`. */
    async setPlan({ actor, userId, plan }: { actor: AiActor; userId: string; plan: Plan }): Promise<{ plan: Plan }> {
      anAdmin(actor);
      await setPlan(db, { userId, plan });
      return { plan };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
