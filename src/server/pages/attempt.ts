/**
 * How a page's loader or action hears a service's refusal: as a value, not an exception. A service refuses with an
 * `AppError` (errors.ts); these run a service call and turn that error into `{ ok: false, refusal }` (its code,
 * HTTP status, message and the input at fault), which `pageAction` (client/lib/page-action.ts) turns into the
 * page's answer. They run in the server's own module graph, handed to route modules in the load context: the
 * React Router build is a separate bundle, whose `AppError` would be another class.
 */
import type { ErrorCode } from '~/shared/messages';
import { AppError } from '../errors';
import { writeText } from '../i18n';

/**
 * A service's refusal as the API would have answered it: `{ error: { code, message, field } }` with `status`, the
 * message in the page's language.
 */
export interface Refusal {
  code: ErrorCode;
  status: number;
  message: string;
  field?: string;
}

/** A service call's outcome: its value, or its refusal. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Runs `fn`; an AppError becomes `{ ok: false, refusal }` (anything else is a real failure and is thrown on). */
export async function attempt<T>(fn: () => Promise<T> | T): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, refusal: { code: err.code, status: err.status, message: writeText(err.text), ...(err.field ? { field: err.field } : {}) } };
    throw err;
  }
}

/**
 * Runs a read for a page's loader: its value, or null when the service refuses (no such course, a talk id that
 * is no id), which the loader answers as its 404.
 */
export async function orNull<T>(fn: () => Promise<T> | T): Promise<T | null> {
  const found = await attempt(fn);
  return found.ok ? found.value : null;
}
