/**
 * Site search API ("Site search"): `GET /api/search?q=` — public; a signed-in person's own canvases
 * and decks are included. A query over SEARCH_MAX_LENGTH answers 400; one shorter than SEARCH_MIN_LENGTH answers
 * 200 with status 'too_short' and the sentence asking for more (the page shows the same).
 *
 * Visitors' answers are kept in an in-process cache (public-cache.ts, as the community feed's): cleared by every
 * write this process serves (write-hub.ts), else after 2 s — so a new, edited, hidden or deleted thread shows at once
 * here, and within 2 s on other processes. Signed-in people (their own canvases and decks) are always searched.
 *
 * A search that reaches the database counts against the client's allowance (the service's SEARCH_RATE_LIMITS); a
 * cached answer does not. Over it: 429 `rate_limited` with the sentence saying to wait a minute.
 */
import { createRoute } from '@hono/zod-openapi';
import { searchQuerySchema, searchResultsSchema } from '~/shared/search-schemas';
import type { AppDeps } from '../../context';
import { readActor } from '../../middleware/session';
import { createRouter, errors, json } from '../../openapi';
import { createPublicJsonCache } from '../../public-cache';

/** Visitors' answers: kept 2 s at most, 500 queries (dropped by any write). */
const CACHE_TTL_MS = 2000;
const CACHE_ENTRIES = 500;

/** The search router, mounted at `/api`. */
export function searchRoutes(deps: AppDeps) {
  const { search } = deps.services;
  const cache = createPublicJsonCache({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_ENTRIES });
  deps.writes?.subscribe(() => cache.clear());
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/search',
      operationId: 'searchSite',
      summary: 'Search talks, courses, lessons, community threads, blog posts, mentors, AI tools (and your own canvases and decks)',
      description:
        'Full-text search (title over body) with typo tolerance on titles. `q` is taken literally (`%`, `_`, quotes are ordinary ' +
        "characters). A query of fewer than 2 letters searches nothing and answers `status: 'too_short'` with a message.",
      tags: ['Search'],
      middleware: [readActor(deps.auth)] as const,
      request: { query: searchQuerySchema },
      responses: { 200: json(searchResultsSchema, 'Results grouped by kind, best first'), ...errors(400, 429) },
    }),
    async (c) => {
      const actor = c.get('actor');
      const { q } = c.req.valid('query');
      const clientIp = c.get('clientIp');
      if (actor) return c.json(await search.site({ actor, q, clientIp }), 200);
      return cache.respond(c, q.trim().replace(/\s+/g, ' '), () => search.site({ actor: null, q, clientIp }));
    },
  );
}
