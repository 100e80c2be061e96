/**
 * One error type for the API: `AppError(code, message)`, mapped to an HTTP status here and nowhere else.
 * Every error body is `{ error: { code, message, requestId } }` (developers' guide rule 4; `requestId` is the
 * request's `X-Request-Id`, there whenever the body is made while a request is served). Unknown errors
 * become a generic 500 without stack or SQL text; they are logged with detail (and the same request id).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { type ErrorCode, type Text, commonMessages } from '~/shared/messages';
import { defaultLocale } from '~/shared/locales';
import { writeText } from './i18n';
import type { Logger } from './logger';
import { currentRequestId } from './request-context';

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  plan_required: 403,
  not_found: 404,
  conflict: 409,
  already_registered: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  upstream_timeout: 504,
  internal: 500,
};

export class AppError extends Error {
  /** The input at fault (a path such as `answers` or `title`), for a 400 of a service's own validation. */
  readonly field?: string;
  /**
   * @param message what the person reads: a text (shared/messages.ts), written in the language of the request when
   *   the error is answered (`errorBody`, a page's refusal); `Error.message` holds its English, for logs
   */
  constructor(
    public readonly code: ErrorCode,
    public readonly text: Text,
    opts: { field?: string } = {},
  ) {
    super(writeText(text, defaultLocale));
    this.name = 'AppError';
    if (opts.field) this.field = opts.field;
  }
  get status(): ContentfulStatusCode {
    return statusOf[this.code];
  }
}

/**
 * JSON error body in the project's one shape: `{ error: { code, message, requestId? } }`, the message written in the
 * request's language (`writeText`: a page's address, or the API's `Accept-Language`). `requestId` is the id of
 * the request being served (request-context.ts), which a person can quote to support; absent outside a request.
 * `field` (a 400's input at fault) is added by the validation hook (openapi.ts).
 */
export function errorBody(code: ErrorCode, message: Text, extra: { field?: string } = {}) {
  const requestId = currentRequestId();
  return { error: { code, message: writeText(message), ...extra, ...(requestId ? { requestId } : {}) } };
}

/**
 * A service's input checked with the feature's zod schema (the one the API route and the page form use): the parsed
 * value, or AppError `bad_request` (400) with the first issue's message and the input it names (`field`), as the API's
 * own validation answers. Services check their input themselves, so every caller (a door, a script, a job) gets the
 * same rules.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path?.length ? issue.path.join('.') : undefined;
  throw new AppError('bad_request', issue?.message ?? 'Invalid request', { field });
}

const codeOfStatus = (status: number): ErrorCode =>
  (Object.entries(statusOf).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ??
  (status >= 500 ? 'internal' : 'bad_request');

/**
 * PostgreSQL refuses U+0000 in text (SQLSTATE 22021) and characters its encoding lacks (22P05): that is bad
 * input, not a server fault. Drizzle wraps the driver's error, so the cause chain is searched.
 */
function isUnstorableText(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '22021' || e.code === '22P05') return true;
  }
  return false;
}

/**
 * Hono `onError`: AppError → its status; HTTPException (e.g. body limit) → its status; text the database cannot
 * store (a NUL character) → 400; anything else → 500.
 */
export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.text, err.field ? { field: err.field } : {}), err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message =
        status === 413 ? 'The request is too large.' : status === 415 ? 'Send the body as JSON (Content-Type: application/json).' : err.message || 'Request failed.';
      return c.json(errorBody(codeOfStatus(status), message), status);
    }
    if (err instanceof SyntaxError) return c.json(errorBody('bad_request', commonMessages.notJson), 400);
    if (isUnstorableText(err)) return c.json(errorBody('bad_request', commonMessages.badCharacters), 400);
    logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('internal', commonMessages.internal), 500);
  };
}
