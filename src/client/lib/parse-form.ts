/**
 * Reads a posted form with a feature's zod schema, the same schema the JSON API validates with: Conform's
 * `parseWithZod` (empty fields read as absent, so the schema's "is required" messages apply; text coerced to the
 * schema's numbers, booleans and arrays), run by the page action on the server and, once hydrated, in the browser.
 *
 * One addition to Conform's coercion: the values of a `z.record` are coerced by the record's value schema (a quiz's
 * `answers.<question id>` fields become arrays of option numbers), which Conform leaves as text.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { configureCoercion } from '@conform-to/zod/v4/future';
import type { z } from 'zod';

const { coerceFormValue } = configureCoercion({
  customize(type) {
    const def = type._zod.def as { type: string; valueType?: z.ZodType };
    if (def.type !== 'record' || !def.valueType) return null;
    const value = coerceFormValue(def.valueType);
    return (raw) => {
      if (raw === undefined || raw === '') return {};
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || raw instanceof File) return raw;
      return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, value.safeParse(v).data ?? v]));
    };
  },
});

/** Conform's submission of `formData` against `schema` (see the module comment). */
export function parseForm<Schema extends z.ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema: coerceFormValue(schema) as unknown as Schema, disableAutoCoercion: true });
}
