/**
 * zod validation for Hono routes with the project's error shape: a bad body, query or param answers
 * 400 `{ error: { code: 'bad_request', message, field } }`: the first issue's text (the spec's words where it
 * gives them) and the field it concerns.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path?.length ? issue.path.join('.') : undefined;
      return c.json({ error: { code: 'bad_request', message: issue?.message ?? 'Invalid request', ...(field ? { field } : {}) } }, 400);
    }
  });
}
