/**
 * The API described from one definition (hono-open-api-starter is the model). Each feature router is
 * `createRouter()` and each route a `createRoute` of `@hono/zod-openapi`: its params, query, body and every response
 * — errors included, as `apiErrorSchema` from src/shared/api.ts — are zod schemas from `src/shared/<feature>.ts`.
 * The same definition validates the request (a failure answers 400 `{ error: { code: 'bad_request', message,
 * field } }`), documents the route in `/api/openapi.json` and types the client (`hc` in
 * src/client/lib/api.ts).
 */
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { apiErrorSchema } from '~/shared/api';
import { errorBody } from './errors';
import type { ClientIpVariables } from './middleware/client-ip';
import type { ActorVariables } from './middleware/session';

export type RouterEnv = { Variables: ActorVariables & ClientIpVariables };

/** The name of the session-cookie security scheme in the document. */
export const SESSION_SCHEME = 'sessionCookie';

/** `security` of a route that needs a signed-in session (the Better Auth session cookie). */
export const signedIn = [{ [SESSION_SCHEME]: [] }];

/** A router whose validation failures answer the project's 400 body: the first issue's message and its field. */
export function createRouter() {
  return new OpenAPIHono<RouterEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path?.length ? issue.path.join('.') : undefined;
      return c.json(errorBody('bad_request', issue?.message ?? 'Invalid request', field ? { field } : {}), 400);
    },
  });
}

/** A JSON response (or request body) of `schema`, described in a sentence. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema } } };
}

const ERROR_DESCRIPTIONS = {
  400: 'The input is not valid: `message` says what to change and `field` names the input.',
  401: 'Not signed in (no valid session cookie).',
  403: 'Refused: this account may not do this, or (any write) the request came from another site (its Origin is not this site).',
  404: 'Nothing with this id or slug.',
  409: 'Conflicts with the current state (already done, taken, or closed).',
  413: 'The request or its file is too large.',
  415: 'The body is not of a type this operation takes (the request body above names them).',
  429: 'Too many requests from this client or account: `message` says when to try again.',
  502: 'An outside service (the language model) failed.',
  504: 'An outside service (the language model) did not answer in time.',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The documented error answers of a route, each the one error body: `errors(400, 401, 404)`. */
export function errors<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, json(apiErrorSchema, ERROR_DESCRIPTIONS[s])])) as { [K in S]: ReturnType<typeof json<typeof apiErrorSchema>> };
}
