/** The site search API's schemas: `GET /api/search?q=` and its answer (shapes in search.ts). */
import { z } from 'zod';
import { zodError } from './messages';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, searchMessages } from './search';

export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, zodError(searchMessages.tooLong)).default(''),
});

const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));

export const searchResultsSchema = z.object({
  q: z.string(),
  status: z.enum(['ok', 'too_short']),
  message: z.string().nullable(),
  total: z.number().int(),
  groups: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      heading: z.string(),
      more: z.boolean(),
      hits: z.array(
        z.object({
          kind: z.enum(SEARCH_KINDS),
          id: z.string(),
          title: z.string(),
          titleParts: highlightedSchema,
          snippet: highlightedSchema,
          url: z.string(),
        }),
      ),
    }),
  ),
});
