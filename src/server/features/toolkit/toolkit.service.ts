/**
 * Saved toolkit documents: a signed-in user's named canvases and pitch decks. One generic store serves both tables;
 * every query is scoped to the owner, and another user's document answers 404. `createToolkitService(deps)` is the
 * feature's one service (built once, services.ts), called by the JSON API (toolkit.routes.ts).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CanvasData, DeckData, SavedDocument } from '~/shared/toolkit';
import { canvasInputSchema, deckInputSchema } from '~/shared/toolkit-schemas';
import { type Actor, signedIn } from '../../auth/guards';
import { completedSlides, filledCanvasBoxes, toolkitMessages } from '~/shared/toolkit';
import type { Database } from '../../db';
import { canvases, changetalkRegistrations, changetalks, courseEnrollments, pitchDecks } from '../../db/schema';
import { AppError, parseInput } from '../../errors';

/** Most documents of one kind a user may keep. */
export const MAX_DOCUMENTS_PER_KIND = 50;

type DocTable = typeof canvases | typeof pitchDecks;
type Row<T> = { id: string; name: string; data: T; created_at: Date; updated_at: Date };

const toDoc = <T>(r: Row<T>): SavedDocument<T> => ({ id: r.id, name: r.name, data: r.data, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

/** CRUD over one document table, always scoped to `userId`. */
export function documentStore<T>(db: Database, table: DocTable, label: 'canvas' | 'deck') {
  const notFound = () => new AppError('not_found', label === 'canvas' ? toolkitMessages.canvasNotFound : toolkitMessages.deckNotFound);
  const mine = (userId: string, id?: string) => (id ? and(eq(table.user_id, userId), eq(table.id, id)) : eq(table.user_id, userId));
  return {
    async list(userId: string): Promise<SavedDocument<T>[]> {
      const rows = await db.select().from(table).where(mine(userId)).orderBy(desc(table.updated_at));
      return rows.map((r) => toDoc(r as unknown as Row<T>));
    },
    async get(userId: string, id: string): Promise<SavedDocument<T>> {
      const [row] = await db.select().from(table).where(mine(userId, id));
      if (!row) throw notFound();
      return toDoc(row as unknown as Row<T>);
    },
    async create(userId: string, input: { name: string; data: T }): Promise<SavedDocument<T>> {
      const [{ n }] = await db.select({ n: count() }).from(table).where(mine(userId));
      if (n >= MAX_DOCUMENTS_PER_KIND) throw new AppError('conflict', toolkitMessages.keepUpTo(MAX_DOCUMENTS_PER_KIND));
      const [row] = await db
        .insert(table)
        .values({ user_id: userId, name: input.name, data: input.data as never })
        .returning();
      return toDoc(row as unknown as Row<T>);
    },
    async update(userId: string, id: string, input: { name: string; data: T }): Promise<SavedDocument<T>> {
      const [row] = await db
        .update(table)
        .set({ name: input.name, data: input.data as never, updated_at: new Date() })
        .where(mine(userId, id))
        .returning();
      if (!row) throw notFound();
      return toDoc(row as unknown as Row<T>);
    },
    async remove(userId: string, id: string): Promise<void> {
      const rows = await db.delete(table).where(mine(userId, id)).returning({ id: table.id });
      if (!rows.length) throw notFound();
    },
  };
}

/** The hub's Progress Dashboard: real progress across canvases, decks, courses and talks. */
export async function toolkitProgress(db: Database, userId: string) {
  const [canvasRows, deckRows, talkRows, courseRows] = await Promise.all([
    db.select({ data: canvases.data }).from(canvases).where(eq(canvases.user_id, userId)),
    db.select({ data: pitchDecks.data }).from(pitchDecks).where(eq(pitchDecks.user_id, userId)),
    db
      .select({ event_type: changetalks.event_type })
      .from(changetalkRegistrations)
      .innerJoin(changetalks, eq(changetalks.id, changetalkRegistrations.changetalk_id))
      .where(and(eq(changetalkRegistrations.user_id, userId), eq(changetalkRegistrations.status, 'registered'))),
    db.select({ completed_at: courseEnrollments.completed_at }).from(courseEnrollments).where(eq(courseEnrollments.user_id, userId)),
  ]);
  return {
    canvases: { count: canvasRows.length, bestFilledBoxes: Math.max(0, ...canvasRows.map((r) => filledCanvasBoxes(r.data))) },
    decks: { count: deckRows.length, bestCompletedSlides: Math.max(0, ...deckRows.map((r) => completedSlides(r.data.slides))) },
    courses: { enrolled: courseRows.length, completed: courseRows.filter((r) => r.completed_at).length },
    talks: { upcoming: talkRows.filter((r) => r.event_type === 'upcoming').length, attended: talkRows.filter((r) => r.event_type === 'past').length },
  };
}

/**
 * One kind of the person's documents as service operations (401 for a visitor; someone else's document is 404;
 * at most MAX_DOCUMENTS_PER_KIND of each kind, 409 past it; input checked with the API's schema).
 */
function ownDocuments<T, S extends z.ZodType>(store: ReturnType<typeof documentStore<T>>, input: S) {
  const checked = (value: unknown) => parseInput(input, value) as { name: string; data: T };
  return {
    list: ({ actor }: { actor: Actor }) => store.list(signedIn(actor).id),
    get: ({ actor, id }: { actor: Actor; id: string }) => store.get(signedIn(actor).id, id),
    create: ({ actor, input: value }: { actor: Actor; input: z.input<S> }) => store.create(signedIn(actor).id, checked(value)),
    update: ({ actor, id, input: value }: { actor: Actor; id: string; input: z.input<S> }) => store.update(signedIn(actor).id, id, checked(value)),
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<{ deleted: true }> {
      await store.remove(signedIn(actor).id, id);
      return { deleted: true };
    },
  };
}

/**
 * Builds the toolkit service: the signed-in person's saved `canvases` and `decks` (list, get, create, update, remove)
 * and their `progress` across canvases, decks, courses and talks.
 */
export function createToolkitService(deps: { db: Database }) {
  const { db } = deps;
  return {
    canvases: ownDocuments(documentStore<CanvasData>(db, canvases, 'canvas'), canvasInputSchema),
    decks: ownDocuments(documentStore<DeckData>(db, pitchDecks, 'deck'), deckInputSchema),
    progress: ({ actor }: { actor: Actor }) => toolkitProgress(db, signedIn(actor).id),
  };
}

export type ToolkitService = ReturnType<typeof createToolkitService>;
