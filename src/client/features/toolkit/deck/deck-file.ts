/**
 * Reading a deck back from a file (the deck builder imports its own JSON export). Accepts what Export
 * Deck writes (`deckExport`: `{ slides, tagline, createdAt }`) and a saved-document shape `{ name, data: {…} }`;
 * slides missing from the file are empty, and anything else is refused with a reason a person can act on.
 */
import { deckDataSchema } from '~/shared/toolkit-schemas';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';

export type DeckFileResult = { ok: true; data: DeckData } | { ok: false; error: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses and validates the text of a deck file. */
export function parseDeckFile(text: string): DeckFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON. Choose a pitch-deck-data.json file exported from this page.' };
  }
  const candidate = isObject(raw) && !('slides' in raw) && isObject(raw.data) ? raw.data : raw;
  if (!isObject(candidate) || !isObject(candidate.slides) || !DECK_SLIDES.some((s) => s.key in (candidate.slides as object))) {
    return { ok: false, error: 'The file does not contain a pitch deck: it has no slides (such as "problem").' };
  }
  const parsed = deckDataSchema.safeParse({ slides: candidate.slides, tagline: candidate.tagline ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[issue.path.length - 1] ?? '');
    const label = key === 'tagline' ? 'Tagline' : (DECK_SLIDES.find((s) => s.key === key)?.label ?? key);
    const limit = key === 'tagline' ? '300' : '5,000';
    const why = issue?.code === 'too_big' ? `is longer than ${limit} characters` : 'must be text';
    return { ok: false, error: `The file's "${label}" ${why}.` };
  }
  return { ok: true, data: parsed.data };
}
