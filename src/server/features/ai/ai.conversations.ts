/**
 * Saved AI conversations and their messages: the storage the AI service (ai.service.ts) and the chat stream
 * (ai.chat.ts) share. Each function does what its name says for the user id it is given; who may act on a
 * conversation is decided by the service (a conversation is only ever reached through its owner's id, so another
 * person's id answers 404, not 403: whether it exists is not told).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ConversationSummary } from '~/shared/ai-api';
import { type ToolType, aiMessages } from '~/shared/ai';
import type { Database } from '../../db';
import { aiConversations, aiMessages as aiMessagesTable, aiTools } from '../../db/schema';
import { AppError } from '../../errors';

/** Starts a conversation; its title is the first 120 characters of `title` ('New chat' when empty). */
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
  if (!row) throw new AppError('not_found', aiMessages.conversationNotFound);
  return row;
}

/** The newest 100 conversations of `userId`, most recently updated first, with the name of the tool each started from. */
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

/** The messages of a conversation, oldest first (the caller has checked who may read it). */
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

/** Saves one message and marks the conversation updated (and, for an answer, answered as `toolType`), in one transaction. */
export async function addMessage(db: Database, opts: { conversationId: string; role: 'user' | 'assistant'; content: string; toolType: ToolType | null; attachments?: { name: string; type: string; size: number }[] }) {
  await db.transaction(async (tx) => {
    await tx.insert(aiMessagesTable).values({ conversation_id: opts.conversationId, role: opts.role, content: opts.content, tool_type: opts.toolType, attachments: opts.attachments ?? [] });
    await tx.update(aiConversations).set({ updated_at: new Date(), tool_type: opts.toolType ?? sql`${aiConversations.tool_type}` }).where(eq(aiConversations.id, opts.conversationId));
  });
}

/** Renames `userId`'s conversation; 404 when it is not theirs. */
export async function renameConversation(db: Database, opts: { userId: string; id: string; title: string }) {
  await ownConversation(db, opts);
  await db.update(aiConversations).set({ title: opts.title }).where(eq(aiConversations.id, opts.id));
}

/** Deletes `userId`'s conversation and its messages; 404 when it is not theirs. */
export async function deleteConversation(db: Database, opts: { userId: string; id: string }) {
  await ownConversation(db, opts);
  await db.delete(aiConversations).where(eq(aiConversations.id, opts.id));
}

