/**
 * Entrepreneurship toolkit contracts: the nine canvas boxes, the ten
 * pitch-deck slides, the texts the spec quotes and pure progress rules (the saved-document schemas are in toolkit-schemas.ts).
 */
import { defineTexts } from './messages';

/** The nine Business Model Canvas boxes, in the familiar canvas order. */
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

/** Ten slides in this order, keyed as the spec names them: the key a slide's text is stored under, and its name (a message descriptor, translated where it is shown). */
export const DECK_SLIDES = [
  { key: 'title', label: /*i18n*/ { id: 'deck.slide.title', message: 'Title Slide' } },
  { key: 'problem', label: /*i18n*/ { id: 'deck.slide.problem', message: 'Problem' } },
  { key: 'solution', label: /*i18n*/ { id: 'deck.slide.solution', message: 'Solution' } },
  { key: 'market', label: /*i18n*/ { id: 'deck.slide.market', message: 'Market Opportunity' } },
  { key: 'business', label: /*i18n*/ { id: 'deck.slide.business', message: 'Business Model' } },
  { key: 'competition', label: /*i18n*/ { id: 'deck.slide.competition', message: 'Competition' } },
  { key: 'traction', label: /*i18n*/ { id: 'deck.slide.traction', message: 'Traction' } },
  { key: 'team', label: /*i18n*/ { id: 'deck.slide.team', message: 'Team' } },
  { key: 'financials', label: /*i18n*/ { id: 'deck.slide.financials', message: 'Financials' } },
  { key: 'funding', label: /*i18n*/ { id: 'deck.slide.funding', message: 'Funding Ask' } },
] as const;
export type DeckSlideKey = (typeof DECK_SLIDES)[number]['key'];
export const DECK_SLIDE_COUNT = 10;

export const toolkitMessages = defineTexts({
  canvasSavedTitle: /*i18n*/ { id: 'toolkit.canvas-saved-title', message: 'Canvas Saved' },
  canvasSaved: /*i18n*/ { id: 'toolkit.canvas-saved', message: 'Your business model canvas has been saved locally.' },
  canvasFileName: 'business-model-canvas.json',
  deckExported: /*i18n*/ { id: 'toolkit.deck-exported', message: 'Deck Exported' },
  deckFileName: 'pitch-deck-data.json',
  breakEvenPriceError: /*i18n*/ { id: 'toolkit.break-even-price-error', message: 'Price must be greater than variable cost' },
  profitable: /*i18n*/ { id: 'toolkit.profitable', message: "You're profitable! No runway concerns." },
  /** A currency form posted with a code the tools do not offer. */
  unknownCurrency: /*i18n*/ { id: 'toolkit.unknown-currency', message: 'Choose one of the listed currencies.' },
  canvasNotFound: /*i18n*/ { id: 'toolkit.canvas-not-found', message: 'This canvas does not exist.' },
  deckNotFound: /*i18n*/ { id: 'toolkit.deck-not-found', message: 'This deck does not exist.' },
  keepUpTo: (max: number) => ({ ...(/*i18n*/ { id: 'toolkit.keep-up-to', message: 'You can keep up to {max} of these. Delete one first.' }), values: { max } }),
  giveItAName: /*i18n*/ { id: 'toolkit.give-it-a-name', message: 'Give it a name' },
});

/** A canvas: the text of each of the nine boxes (toolkit-schemas.ts checks it). */
export type CanvasData = Record<CanvasField, string>;

/** A deck: the text of each slide, plus the title slide's second input, the company tagline (toolkit-schemas.ts checks it). */
export interface DeckData {
  slides: Record<DeckSlideKey, string>;
  tagline: string;
}

export interface SavedDocument<T> {
  id: string;
  name: string;
  data: T;
  created_at: string;
  updated_at: string;
}

/** A slide counts as completed when its text is non-empty. */
export function completedSlides(slides: Partial<Record<DeckSlideKey, string>>): number {
  return DECK_SLIDES.filter((s) => (slides[s.key] ?? '').trim().length > 0).length;
}

/** How many of the nine canvas boxes have text. */
export function filledCanvasBoxes(data: Partial<Record<CanvasField, string>>): number {
  return CANVAS_FIELDS.filter((f) => (data[f] ?? '').trim().length > 0).length;
}
