/** The deck on screen: an empty deck, and the JSON Export Deck writes (slides and createdAt). */
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';

export const emptyDeck = (): DeckData => ({
  slides: Object.fromEntries(DECK_SLIDES.map((s) => [s.key, ''])) as DeckData['slides'],
  tagline: '',
});

/**
 * The content of pitch-deck-data.json: `slides` and `createdAt` (ISO-8601 UTC) as the spec asks, plus the title
 * slide's `tagline`, which the original lost by sharing one value between the two title inputs.
 */
export function deckExport(deck: DeckData, now = new Date()) {
  return { slides: deck.slides, tagline: deck.tagline, createdAt: now.toISOString() };
}
