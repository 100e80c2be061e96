import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { emptyDeck } from './deck-model';
import { deckExport } from './deck-model';
import { parseDeckFile } from './deck-file';

/** The message as written in the code (English, with its values filled in). */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const english = (text: MessageDescriptor) => i18n._(text);

describe('parseDeckFile', () => {
  it('reads back exactly what Export Deck writes (round trip)', () => {
    const deck = emptyDeck();
    deck.slides.title = 'अनन्या Foods';
    deck.slides.problem = 'Students skip breakfast.\nTwice a week.';
    deck.tagline = 'Healthy tiffins';
    const r = parseDeckFile(JSON.stringify(deckExport(deck)), english);
    expect(r).toEqual({ ok: true, data: deck });
  });

  it('reads a saved document shape and fills missing slides', () => {
    const r = parseDeckFile(JSON.stringify({ name: 'A', data: { slides: { problem: 'Rent' } } }), english);
    expect(r).toEqual({ ok: true, data: { ...emptyDeck(), slides: { ...emptyDeck().slides, problem: 'Rent' } } });
  });

  it.each([
    ['not JSON', 'nope {', /not valid JSON/],
    ['a canvas', '{"valueProposition":"x"}', /does not contain a pitch deck/],
    ['an array', '[1]', /does not contain a pitch deck/],
    ['a number on a slide', '{"slides":{"problem":12}}', /"Problem" must be text/],
    ['an over-long slide', JSON.stringify({ slides: { problem: 'x'.repeat(5001) } }), /"Problem" is longer than 5,000 characters/],
    ['an over-long tagline', JSON.stringify({ slides: { problem: 'x' }, tagline: 'x'.repeat(301) }), /"Tagline" is longer than 300 characters/],
  ])('refuses %s with a clear message', (_label, text, message) => {
    const r = parseDeckFile(text, english);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
