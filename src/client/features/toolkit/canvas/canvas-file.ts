/**
 * Reading a canvas back from a file (Import a canvas JSON, validated with a clear error). Accepts what
 * Export Canvas writes (the nine boxes as one JSON object) and a saved-document shape `{ name, data: {…} }`.
 */
import { canvasDataSchema } from '~/shared/toolkit-schemas';
import { CANVAS_FIELDS, type CanvasData } from '~/shared/toolkit';
import { msg } from '@lingui/core/macro';
import type { Say } from '../document-words';
import { canvasBoxes } from './canvas-content';

export type CanvasFileResult = { ok: true; data: CanvasData } | { ok: false; error: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parses and validates the text of a canvas file; `error` says what is wrong in words a person can act on, written by
 * `say` in the page's language.
 */
export function parseCanvasFile(text: string, say: Say): CanvasFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: say(msg`The file is not valid JSON. Choose a business-model-canvas.json file exported from this page.`) };
  }
  const candidate = isObject(raw) && isObject(raw.data) && !CANVAS_FIELDS.some((f) => f in raw) ? raw.data : raw;
  if (!isObject(candidate) || !CANVAS_FIELDS.some((f) => f in candidate)) {
    return { ok: false, error: say(msg`The file does not contain a business model canvas: none of the nine boxes (such as valueProposition) is in it.`) };
  }
  const parsed = canvasDataSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const box = canvasBoxes.find((b) => b.field === field);
    const label = box ? say(box.label) : field;
    return { ok: false, error: say(issue?.code === 'too_big' ? msg`The file's "${label}" box is longer than 5,000 characters.` : msg`The file's "${label}" box must be text.`) };
  }
  return { ok: true, data: parsed.data };
}
