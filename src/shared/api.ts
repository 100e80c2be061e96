/**
 * The API's contract pieces every feature shares: the one error body, `{ error: { code, message } }`
 * (developers' guide rule 4; `field` names the input at fault on a 400; `requestId` is the request's
 * `X-Request-Id`, for a person to quote to support), as a zod schema the OpenAPI document,
 * the server's answers and the typed client all use.
 */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    /** Machine-readable: bad_request, unauthorized, forbidden, not_found, conflict, already_registered, rate_limited… */
    code: z.string(),
    /** A sentence for the person (the spec's words where it gives them). */
    message: z.string(),
    /** On a 400: the input at fault (`name`, `availability.0.start`). */
    field: z.string().optional(),
    /** The request's id (also its `X-Request-Id` header), to quote to support. */
    requestId: z.string().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** What writes that return nothing else answer. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
