/**
 * Routes that take a form body (multipart, for files) read it once before their schema validates it:
 * `readableForm(message)` parses a multipart or URL-encoded body, and one that cannot be read as a form answers
 * 400 `{ error: { code: 'bad_request', message } }` in the route's own words, not the parser's. The parsed form
 * stays cached on the request, where the route's form validator and handler find it. List it in the route's
 * `middleware`, after any body limit.
 */
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';

export function readableForm(message: string) {
  return createMiddleware(async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      try {
        await c.req.formData();
      } catch {
        throw new AppError('bad_request', message);
      }
    }
    await next();
  });
}
