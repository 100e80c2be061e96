/**
 * Reading a deck back from a file (the deck builder imports its own JSON export). Accepts what Export
 * Deck writes (`deckExport`: `{ slides, tagline, createdAt }`) and a saved-document shape `{ name, data: {…} }`;
 * slides missing from the file are empty, and anything else is refused with a reason a person can act on.
 */
import { msg } from '@lingui/core/macro';
import { deckDataSchema } from '~/shared/toolkit-schemas';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';
import type { Say } from '../document-words';
import { taglineGuide } from './deck-content';

export type DeckFileResult = { ok: true; data: DeckData } | { ok: false; error: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses and validates the text of a deck file; `error` says what is wrong, written by `say` in the page's language. */
export function parseDeckFile(text: string, say: Say): DeckFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: say(msg`The file is not valid JSON. Choose a pitch-deck-data.json file exported from this page.`) };
  }
  const candidate = isObject(raw) && !('slides' in raw) && isObject(raw.data) ? raw.data : raw;
  if (!isObject(candidate) || !isObject(candidate.slides) || !DECK_SLIDES.some((s) => s.key in (candidate.slides as object))) {
    return { ok: false, error: say(msg`The file does not contain a pitch deck: it has no slides (such as "problem").`) };
  }
  const parsed = deckDataSchema.safeParse({ slides: candidate.slides, tagline: candidate.tagline ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[issue.path.length - 1] ?? '');
    const slide = DECK_SLIDES.find((s) => s.key === key);
    const label = key === 'tagline' ? say(taglineGuide.label) : slide ? say(slide.label) : key;
    const limit = key === 'tagline' ? '300' : '5,000';
    return { ok: false, error: say(issue?.code === 'too_big' ? msg`The file's "${label}" is longer than ${limit} characters.` : msg`The file's "${label}" must be text.`) };
  }
  return { ok: true, data: parsed.data };
}
