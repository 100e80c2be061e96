/**
 * The one JSON API client of the browser app: `api`, typed from the server's route definitions
 * (`ApiRoutes`, src/server/api.ts) with Hono's `hc`, so a call's params, body and answer are checked by the compiler.
 * `ok(call)` resolves to a call's 2xx JSON and throws an ApiError carrying the `{ error: { code, message } }` body
 * otherwise; `responseError(res)` does the same for a call read without `ok()` (a streamed answer).
 */
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '~/server/api';
import { type Text, englishOf } from '~/shared/messages';

/**
 * A refused or failed call. `text` is what the person reads: the server's message (already in the page's language,
 * which the call asked for) or the client's own text for a failure without one; `message` is its English, for logs.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly text: Text,
  ) {
    super(englishOf(text));
    this.name = 'ApiError';
  }
}

/**
 * The headers every call of the site's scripts sends: `Accept-Language` naming the page's language (the document's
 * `lang`), so that the API writes its error messages in the language the person is reading.
 */
export function apiHeaders(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'accept-language': lang } : {};
}

/** The typed client of `/api`: `api.mentors[':slug'].$get({ param: { slug } })`. */
export const api = hc<ApiRoutes>('/api', { headers: apiHeaders });

/** The 2xx body type of a typed call's response. */
export type OkBody<R> = R extends ClientResponse<infer B, infer S, infer _F> ? (S extends SuccessStatusCode ? B : never) : never;

/** Awaits a typed call; resolves to its 2xx JSON, or throws ApiError(status, code, message) from the error body. */
export async function ok<R extends ClientResponse<unknown, number, 'json' | 'text'>>(call: Promise<R>): Promise<OkBody<R>> {
  return (await parse(await (call as unknown as Promise<Response>))) as OkBody<R>;
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  const body = text ? safeJson(text) : null;
  if (!res.ok) throw errorOf(res.status, body);
  return body;
}

function errorOf(status: number, body: unknown, fallback: Text = `Request failed (${status})`): ApiError {
  const err = (body as { error?: { code?: string; message?: string } } | null)?.error;
  return new ApiError(status, err?.code ?? 'internal', err?.message ?? fallback);
}

/**
 * The ApiError of a non-2xx answer read without `ok()` (a call whose success is a stream): from its
 * `{ error: { code, message } }` body, or with `fallback` as the message when it has none.
 */
export async function responseError(res: Response, fallback?: Text): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return errorOf(res.status, text ? safeJson(text) : null, fallback);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
