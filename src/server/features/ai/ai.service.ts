/**
 * AI career tools services (spec §7.2 items 1–3; issue 4): the catalogue, 'Use Tool' usage records (an SQL
 * increment of usage_count), the daily conversation allowance per plan (one atomic conditional upsert), and
 * saved conversations. Chat streaming is in ai.chat.ts.
 */
import { TZDate } from '@date-fns/tz';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AiTool, Allowance, ChatMessage, ConversationSummary, Plan, ToolType } from '~/shared/ai';
import { DAILY_CONVERSATIONS, UNLIMITED_PLANS, aiMessages, isToolType } from '~/shared/ai';
import type { Database } from '../../db';
import { aiConversations, aiDailyUsage, aiMessages as aiMessagesTable, aiTools, userAiToolUsage, users } from '../../db/schema';
import { ASSESSMENT_AREA_IDS, bandOf } from '~/shared/assessment';
import { careerProfileOf } from '../account/career-profile.service';
import { latestAssessmentOf } from '../assessment/assessment.service';
import type { MentorProfile } from './mentor/types';
import { AppError } from '../../errors';

/** Spec §7.2.1: active tools, by created_at ascending. */
export async function listTools(db: Database): Promise<AiTool[]> {
  const rows = await db.select().from(aiTools).where(eq(aiTools.is_active, true)).orderBy(asc(aiTools.created_at), asc(aiTools.name));
  return rows.map((r) => ({
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
  }));
}

/** Checks that `toolId` names an active AI tool; AppError not_found ('This tool does not exist.') otherwise. */
export async function requireActiveTool(db: Database, toolId: string): Promise<void> {
  const [tool] = await db.select({ id: aiTools.id }).from(aiTools).where(and(eq(aiTools.id, toolId), eq(aiTools.is_active, true)));
  if (!tool) throw new AppError('not_found', 'This tool does not exist.');
}

/** Spec §7.2.2, fixed: counts every use (usage_count + 1 in SQL) and sets last_used_at. 404 for an inactive tool. */
export async function recordToolUse(db: Database, opts: { userId: string; toolId: string }): Promise<{ usage_count: number }> {
  await requireActiveTool(db, opts.toolId);
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
  return (u?.plan as Plan) ?? 'free';
}

/** Today's allowance for a user. */
export async function getAllowance(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<Allowance> {
  const plan = await planOf(db, opts.userId);
  const { day, resetsAt } = platformDay(opts.now ?? new Date(), opts.timeZone);
  const [row] = await db.select({ n: aiDailyUsage.conversations }).from(aiDailyUsage).where(and(eq(aiDailyUsage.user_id, opts.userId), eq(aiDailyUsage.day, day)));
  const used = row?.n ?? 0;
  const unlimited = UNLIMITED_PLANS.includes(plan);
  const limit = DAILY_CONVERSATIONS[plan];
  return {
    plan,
    limit: unlimited ? null : limit,
    used,
    remaining: unlimited ? null : Math.max(0, limit - used),
    resetsAt: resetsAt.toISOString(),
    timeZone: opts.timeZone,
  };
}

/** 429 (with the plan's message) when today's allowance is used up; a cheap check before expensive work (issue 20). */
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
  const limit = DAILY_CONVERSATIONS[plan];
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
  if (!rows.length) throw new AppError('rate_limited', UNLIMITED_PLANS.includes(plan) ? aiMessages.fairUseReached : aiMessages.dailyLimitReached);
}

/** Gives back one conversation of today's allowance (the model failed before answering). */
export async function refundConversation(db: Database, opts: { userId: string; timeZone: string; now?: Date }): Promise<void> {
  const { day } = platformDay(opts.now ?? new Date(), opts.timeZone);
  await db
    .update(aiDailyUsage)
    .set({ conversations: sql`greatest(${aiDailyUsage.conversations} - 1, 0)` })
    .where(and(eq(aiDailyUsage.user_id, opts.userId), eq(aiDailyUsage.day, day)));
}

export async function createConversation(db: Database, opts: { userId: string; toolId: string | null; toolType: ToolType; title: string }) {
  const [row] = await db
    .insert(aiConversations)
    .values({ user_id: opts.userId, tool_id: opts.toolId, tool_type: opts.toolType, title: opts.title.slice(0, 120) || 'New chat' })
    .returning();
  return row;
}

/** A user's own conversation, or 404. */
export async function ownConversation(db: Database, opts: { userId: string; id: string }) {
  const [row] = await db.select().from(aiConversations).where(and(eq(aiConversations.id, opts.id), eq(aiConversations.user_id, opts.userId)));
  if (!row) throw new AppError('not_found', 'This conversation does not exist.');
  return row;
}

export async function listConversations(db: Database, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ c: aiConversations, tool_name: aiTools.name })
    .from(aiConversations)
    .leftJoin(aiTools, eq(aiTools.id, aiConversations.tool_id))
    .where(eq(aiConversations.user_id, userId))
    .orderBy(desc(aiConversations.updated_at))
    .limit(100);
  return rows.map((r) => ({ id: r.c.id, title: r.c.title, tool_type: r.c.tool_type as ToolType, tool_name: r.tool_name, updated_at: r.c.updated_at.toISOString() }));
}

export async function conversationMessages(db: Database, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(aiMessagesTable).where(eq(aiMessagesTable.conversation_id, conversationId)).orderBy(asc(aiMessagesTable.created_at), asc(aiMessagesTable.id));
  return rows.map((m) => ({
    id: m.id,
    role: m.role as 'user' | 'assistant',
    content: m.content,
    tool_type: (m.tool_type as ToolType | null) ?? null,
    attachments: m.attachments,
    created_at: m.created_at.toISOString(),
  }));
}

export async function addMessage(db: Database, opts: { conversationId: string; role: 'user' | 'assistant'; content: string; toolType: ToolType | null; attachments?: { name: string; type: string; size: number }[] }) {
  await db.transaction(async (tx) => {
    await tx.insert(aiMessagesTable).values({ conversation_id: opts.conversationId, role: opts.role, content: opts.content, tool_type: opts.toolType, attachments: opts.attachments ?? [] });
    await tx.update(aiConversations).set({ updated_at: new Date(), tool_type: opts.toolType ?? sql`${aiConversations.tool_type}` }).where(eq(aiConversations.id, opts.conversationId));
  });
}

export async function renameConversation(db: Database, opts: { userId: string; id: string; title: string }) {
  await ownConversation(db, opts);
  await db.update(aiConversations).set({ title: opts.title }).where(eq(aiConversations.id, opts.id));
}

export async function deleteConversation(db: Database, opts: { userId: string; id: string }) {
  await ownConversation(db, opts);
  await db.delete(aiConversations).where(eq(aiConversations.id, opts.id));
}

/** Admin: sets a user's plan. 404 for an unknown user. */
export async function setPlan(db: Database, opts: { userId: string; plan: Plan }) {
  const rows = await db.update(users).set({ plan: opts.plan, updatedAt: new Date() }).where(eq(users.id, opts.userId)).returning({ id: users.id });
  if (!rows.length) throw new AppError('not_found', 'No such user.');
}

/** An account as the admin portal's plans section shows it (issue 19). */
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
  return row ? { ...row, plan: (row.plan as Plan) ?? 'free' } : null;
}

/**
 * What the mentor and the model are told about the person (issue 23): their career profile (careerProfileOf) and the
 * areas of their latest skills assessment (latestAssessmentOf) in the low and high bands, in the bank's area order (the
 * stored scores are JSONB, whose key order differs between drivers). Null when they have neither.
 */
export async function mentorProfileOf(db: Database, userId: string): Promise<MentorProfile | null> {
  const [profile, assessment] = await Promise.all([careerProfileOf(db, userId), latestAssessmentOf(db, userId)]);
  if (!profile && !assessment) return null;
  const scores = assessment?.scores;
  const areas = ASSESSMENT_AREA_IDS.filter((area) => scores?.[area]).map((area) => ({ area, band: bandOf(scores![area].points, scores![area].max) }));
  return {
    stage: profile?.stage ?? null,
    field: profile?.field ?? '',
    goal: profile?.goal ?? '',
    exampleLanguage: profile?.example_language ?? 'English',
    weakAreas: areas.filter((a) => a.band === 'low').map((a) => a.area),
    strongAreas: areas.filter((a) => a.band === 'high').map((a) => a.area),
  };
}
