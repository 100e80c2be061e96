/**
 * Site search ("Site search"): the kinds of results, their headings, the texts a person reads, the query
 * limits, and the result shape the API and the /search page share. No zod here (search-schemas.ts has the
 * API's schemas), so the header's search box pulls in nothing heavy.
 */
import type { MessageDescriptor } from '@lingui/core';
import { defineTexts } from './messages';

/** Shortest query that is searched (characters after trimming); shorter ones get `searchMessages.tooShort`. */
export const SEARCH_MIN_LENGTH = 2;
/** Longest query accepted (characters); longer ones answer 400. */
export const SEARCH_MAX_LENGTH = 200;
/** Results shown per kind (the API asks for one more to know whether there are more). */
export const SEARCH_RESULTS_PER_KIND = 10;

/**
 * Searches that reach the database, per minute: a visitor's connection (a college lab shares one address, hence the
 * larger allowance) and a signed-in account. A visitor's repeated query is answered from the cache and not counted;
 * neither is a query too short to search.
 */
export const SEARCH_RATE_LIMITS = {
  perClient: { windowSeconds: 60, max: 120 },
  perAccount: { windowSeconds: 60, max: 60 },
} as const;

/** The kinds, in the order the page shows them. `canvas` and `deck` are only ever the signed-in person's own. */
export const SEARCH_KINDS = ['talk', 'course', 'lesson', 'thread', 'blog', 'mentor', 'aiTool', 'canvas', 'deck'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's heading on the results page (the search writes it in the request's language). */
export const searchKindHeadings: Record<SearchKind, MessageDescriptor> = {
  talk: /*i18n*/ { id: 'search.kind.talk', message: 'ChangeTalks' },
  course: /*i18n*/ { id: 'search.kind.course', message: 'Courses' },
  lesson: /*i18n*/ { id: 'search.kind.lesson', message: 'Lessons' },
  thread: /*i18n*/ { id: 'search.kind.thread', message: 'Community threads' },
  blog: /*i18n*/ { id: 'search.kind.blog', message: 'Blog posts' },
  mentor: /*i18n*/ { id: 'search.kind.mentor', message: 'Mentors' },
  aiTool: /*i18n*/ { id: 'search.kind.ai-tool', message: 'AI tools' },
  canvas: /*i18n*/ { id: 'search.kind.canvas', message: 'Your canvases' },
  deck: /*i18n*/ { id: 'search.kind.deck', message: 'Your pitch decks' },
};

export const searchMessages = defineTexts({
  /** The header box's accessible name and the landmark's (a message descriptor, shown in the page's language). */
  label: /*i18n*/ { id: 'search.label', message: 'Search ChangePath' },
  placeholder: /*i18n*/ { id: 'search.placeholder', message: 'Search talks, courses, threads…' },
  tooShort: { ...(/*i18n*/ { id: 'search.too-short', message: 'Type at least {min} letters to search.' }), values: { min: SEARCH_MIN_LENGTH } },
  tooLong: { ...(/*i18n*/ { id: 'search.too-long', message: 'Search for at most {max} characters.' }), values: { max: SEARCH_MAX_LENGTH } },
  noResults: (q: string) => ({ ...(/*i18n*/ { id: 'search.no-results', message: 'Nothing matches "{q}". Try other words, or check the spelling.' }), values: { q } }),
  tooMany: /*i18n*/ { id: 'search.too-many', message: 'Too many searches in a minute from your connection. Wait a minute, then search again.' },
});

/** Text with the matched words marked: render `match` parts in `<mark>`, all of it as text (never as HTML). */
export type HighlightedText = Array<{ text: string; match: boolean }>;

export interface SearchHit {
  kind: SearchKind;
  /** The item's id in its kind (uuid, slug, or blog post id). */
  id: string;
  /** Plain title. */
  title: string;
  /** The title with the matched words marked. */
  titleParts: HighlightedText;
  /** A few words around the matches (may be empty). */
  snippet: HighlightedText;
  /** The item's own page (site-relative). */
  url: string;
}

export interface SearchGroup {
  kind: SearchKind;
  heading: string;
  /** At most SEARCH_RESULTS_PER_KIND, best first. */
  hits: SearchHit[];
  /** True when more than `hits.length` matched. */
  more: boolean;
}

/**
 * The answer to a search. `status`: 'too_short' (nothing searched; `message` asks for more), 'ok' (groups
 * with at least one hit, in SEARCH_KINDS order; possibly none).
 */
export interface SearchResults {
  q: string;
  status: 'ok' | 'too_short';
  message: string | null;
  groups: SearchGroup[];
  total: number;
}

/** True when `q` (trimmed) is long enough to search. */
export function isSearchable(q: string): boolean {
  return [...q.trim()].length >= SEARCH_MIN_LENGTH;
}

/**
 * Splits text marked with STX (U+0002) before and ETX (U+0003) after each match — what the server's
 * `ts_headline` writes — into parts. The markers never reach a page; all parts are text.
 */
export function splitMarked(marked: string): HighlightedText {
  const START = '\u0002';
  const STOP = '\u0003';
  const clean = (text: string) => text.split(START).join('').split(STOP).join('');
  const parts: HighlightedText = [];
  const push = (text: string, match: boolean) => {
    const t = clean(text);
    if (t) parts.push({ text: t, match });
  };
  let at = 0;
  while (at < marked.length) {
    const open = marked.indexOf(START, at);
    const close = open < 0 ? -1 : marked.indexOf(STOP, open + 1);
    if (open < 0 || close < 0) break;
    push(marked.slice(at, open), false);
    push(marked.slice(open + 1, close), true);
    at = close + 1;
  }
  push(marked.slice(at), false);
  return parts;
}
