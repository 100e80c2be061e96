/**
 * zod validation for Hono routes with the project's error shape: a bad body, query or param answers
 * 400 `{ error: { code: 'bad_request', message } }` where message is the first issue's text.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './errors';

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path?.length ? `${issue.path.join('.')}: ` : '';
      return c.json(errorBody('bad_request', `${where}${issue?.message ?? 'Invalid request'}`), 400);
    }
  });
}
