/**
 * Entrepreneurship toolkit contracts (spec §2.11, §3.10, §4 pitch deck, §9): the nine canvas boxes, the ten
 * pitch-deck slides, their saved-document schemas, and the texts the spec quotes.
 */
import { z } from 'zod';

/** Spec §3.10, in the familiar canvas order. */
export const CANVAS_FIELDS = [
  'keyPartners',
  'keyActivities',
  'keyResources',
  'valueProposition',
  'customerRelationships',
  'channels',
  'customerSegments',
  'costStructure',
  'revenueStreams',
] as const;
export type CanvasField = (typeof CANVAS_FIELDS)[number];

/** Spec §2.11: ten slides in this order; §3.10 keys. */
export const DECK_SLIDES = [
  { key: 'title', label: 'Title Slide' },
  { key: 'problem', label: 'Problem' },
  { key: 'solution', label: 'Solution' },
  { key: 'market', label: 'Market Opportunity' },
  { key: 'business', label: 'Business Model' },
  { key: 'competition', label: 'Competition' },
  { key: 'traction', label: 'Traction' },
  { key: 'team', label: 'Team' },
  { key: 'financials', label: 'Financials' },
  { key: 'funding', label: 'Funding Ask' },
] as const;
export type DeckSlideKey = (typeof DECK_SLIDES)[number]['key'];
export const DECK_SLIDE_COUNT = 10;

export const toolkitMessages = {
  canvasSaved: { title: 'Canvas Saved', description: 'Your business model canvas has been saved locally.' },
  canvasFileName: 'business-model-canvas.json',
  deckExported: 'Deck Exported',
  deckFileName: 'pitch-deck-data.json',
  breakEvenPriceError: 'Price must be greater than variable cost',
  profitable: "You're profitable! No runway concerns.",
} as const;

const boxText = z.string().max(5000);

/** A canvas: the nine boxes, each free text (≤ 5000 characters). */
export const canvasDataSchema = z.object(Object.fromEntries(CANVAS_FIELDS.map((f) => [f, boxText.default('')])) as Record<CanvasField, z.ZodDefault<z.ZodString>>);
export type CanvasData = z.infer<typeof canvasDataSchema>;

/**
 * A deck: text per slide, plus the title slide's second input (company tagline) — the original shared one
 * value between the two title inputs, a defect this product fixes.
 */
export const deckDataSchema = z.object({
  slides: z.object(Object.fromEntries(DECK_SLIDES.map((s) => [s.key, z.string().max(5000).default('')])) as Record<DeckSlideKey, z.ZodDefault<z.ZodString>>),
  tagline: z.string().max(300).default(''),
});
export type DeckData = z.infer<typeof deckDataSchema>;

export const documentNameSchema = z.string().trim().min(1, { message: 'Give it a name' }).max(120);
export const canvasInputSchema = z.object({ name: documentNameSchema, data: canvasDataSchema });
export const deckInputSchema = z.object({ name: documentNameSchema, data: deckDataSchema });

export interface SavedDocument<T> {
  id: string;
  name: string;
  data: T;
  created_at: string;
  updated_at: string;
}

/** Spec §4: a slide counts as completed when its text is non-empty. */
export function completedSlides(slides: Partial<Record<DeckSlideKey, string>>): number {
  return DECK_SLIDES.filter((s) => (slides[s.key] ?? '').trim().length > 0).length;
}

/** How many of the nine canvas boxes have text. */
export function filledCanvasBoxes(data: Partial<Record<CanvasField, string>>): number {
  return CANVAS_FIELDS.filter((f) => (data[f] ?? '').trim().length > 0).length;
}
