/**
 * Toolkit document schemas: what a saved canvas or deck may hold, checked by
 * the API and by the editors' file import. Kept apart from toolkit.ts so the toolkit hub page does not load zod.
 */
import { z } from 'zod';
import { CANVAS_FIELDS, type CanvasData, type CanvasField, DECK_SLIDES, type DeckData, type DeckSlideKey, toolkitMessages } from './toolkit';
import { zodError } from './messages';

const boxText = z.string().max(5000);

/** A canvas: the nine boxes, each free text (≤ 5000 characters). */
export const canvasDataSchema = z.object(Object.fromEntries(CANVAS_FIELDS.map((f) => [f, boxText.default('')])) as Record<CanvasField, z.ZodDefault<z.ZodString>>) satisfies z.ZodType<CanvasData>;

/**
 * A deck: text per slide, plus the title slide's second input (company tagline) — the original shared one
 * value between the two title inputs, a defect this product fixes.
 */
export const deckDataSchema = z.object({
  slides: z.object(Object.fromEntries(DECK_SLIDES.map((s) => [s.key, z.string().max(5000).default('')])) as Record<DeckSlideKey, z.ZodDefault<z.ZodString>>),
  tagline: z.string().max(300).default(''),
}) satisfies z.ZodType<DeckData>;

export const documentNameSchema = z.string().trim().min(1, zodError(toolkitMessages.giveItAName)).max(120);
export const canvasInputSchema = z.object({ name: documentNameSchema, data: canvasDataSchema });
export const deckInputSchema = z.object({ name: documentNameSchema, data: deckDataSchema });

/** A saved canvas or deck as the API answers it: ids, the name, its data, ISO 8601 times. */
export function savedDocumentSchema<T extends z.ZodType>(data: T) {
  return z.object({ id: z.uuid(), name: z.string(), data, created_at: z.iso.datetime(), updated_at: z.iso.datetime() });
}
export const savedCanvasSchema = savedDocumentSchema(canvasDataSchema);
export const savedDeckSchema = savedDocumentSchema(deckDataSchema);

/** The toolkit hub's Progress Dashboard: counts across canvases, decks, courses and talks. */
export const toolkitProgressSchema = z.object({
  canvases: z.object({ count: z.int().nonnegative(), bestFilledBoxes: z.int().nonnegative() }),
  decks: z.object({ count: z.int().nonnegative(), bestCompletedSlides: z.int().nonnegative() }),
  courses: z.object({ enrolled: z.int().nonnegative(), completed: z.int().nonnegative() }),
  talks: z.object({ upcoming: z.int().nonnegative(), attended: z.int().nonnegative() }),
});
export type ToolkitProgress = z.infer<typeof toolkitProgressSchema>;
