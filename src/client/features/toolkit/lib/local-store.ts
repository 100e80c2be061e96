/**
 * Reading and writing JSON in localStorage without throwing (private mode, full quota, or no window during
 * prerendering). Call only from effects and event handlers.
 */

/** The parsed value at `key`, or null when absent, unreadable or not JSON. */
export function readLocal(key: string): unknown {
  try {
    if (typeof window === 'undefined') return null;
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON at `key`; false when the browser refused. */
export function writeLocal(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const localKeys = {
  canvas: 'changepath:business-model-canvas',
  deckDraft: 'changepath:pitch-deck-draft',
} as const;
