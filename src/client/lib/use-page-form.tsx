/**
 * The one form pattern of the site: a form posted to its route's action with a React Router fetcher.
 *
 * - Before the scripts run, or without them, the browser posts the form natively; the server answers with a
 *   redirect or with the page again, carrying the action's outcome (`pageOutcome`, from `useActionData`).
 * - Once hydrated, the fetcher posts in the background; its answer is `outcome` (once settled), for a toast.
 * - `enhancedField` marks a hydrated post (`enhanced=1`), so an action can answer data instead of a redirect.
 *
 * `usePageForm<Outcome>()` → `{ fetcher, outcome, pageOutcome, busy, hydrated, enhancedField }`.
 *
 * Forms of fields validated by a zod schema use `useSchemaForm` on top of it: Conform (`@conform-to/react`) keeps
 * the fields uncontrolled (what a person typed before the scripts ran is kept), validates them in the browser with
 * the same schema the action uses (`pageAction`, ./page-action.ts), and shows the action's reply (field errors,
 * a form error, or success with the form reset) whether it came back with the page or through the fetcher.
 */
import { type FieldMetadata, useForm } from '@conform-to/react';
import { useActionData, useFetcher } from 'react-router';
import type { z } from 'zod';
import type { PageOutcome } from './page-outcome';
import { parseForm } from './parse-form';
import { useHydrated } from './use-hydrated';

export function usePageForm<Outcome>() {
  const fetcher = useFetcher<Outcome>();
  const pageOutcome = useActionData() as Outcome | undefined;
  const hydrated = useHydrated();
  return {
    fetcher,
    outcome: fetcher.state === 'idle' ? fetcher.data : undefined,
    pageOutcome,
    busy: fetcher.state !== 'idle',
    hydrated,
    enhancedField: hydrated ? <input type="hidden" name="enhanced" value="1" /> : null,
  };
}

/**
 * The props a labelled control (TextField, TextAreaField, SelectField) takes from a Conform field: its `id`, `name`,
 * the value to start from (what was posted, when the page came back with errors) and its first error. The
 * field's `key` goes on the element itself (`key={field.key}`): it changes when the form resets.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function fieldProps(field: FieldMetadata<any, any, string[]>) {
  const initial: unknown = field.initialValue;
  return { id: field.id, name: field.name, defaultValue: typeof initial === 'string' ? initial : undefined, error: field.errors?.[0] };
}

/**
 * A form of `schema`'s fields posted to its route's action (see the module comment). `id` prefixes the field ids
 * (`${id}-${name}`); `defaultValue` gives fields a starting value other than empty (e.g. a preselected radio).
 * Returns `{ fetcher, form, fields, onSubmit, formError, refusal, done, busy, enhancedField }` (`refusal`: the
 * service's error code and status behind `formError`, when it came from the service): pass
 * `onSubmit` and `id={form.id}` to `<fetcher.Form>`, and each field's `id`, `name`, `key`, `defaultValue` and
 * first error to its control. `done` is the action's success value (shown until the form is edited or sent again).
 */
export function useSchemaForm<Schema extends z.ZodObject, Done = true>(id: string, schema: Schema, options: { defaultValue?: Partial<z.input<Schema>> } = {}) {
  const page = usePageForm<PageOutcome<Done>>();
  const last = page.fetcher.data ?? page.pageOutcome;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    ...(options.defaultValue ? { defaultValue: options.defaultValue as never } : {}),
    lastResult: page.busy ? undefined : last?.result,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Only the schema's fields make the form "edited" (not `enhanced` or an `intent`).
    shouldDirtyConsider: (name) => name.split(/[.[]/)[0] in schema.shape,
  });
  // NOTE: Conform itself moves focus to the first field in error when a submission (in the browser or from the
  // action) fails; adding our own focusing on top also ran for its validate-as-you-type submissions and took the
  // cursor out of the field being typed in.
  // Success resets the form; the thanks stays until the person starts on a new one (or sends again).
  const done = !page.busy && !form.dirty ? last?.done : undefined;
  const refusal = !page.busy && form.errors?.length ? (last?.refusal ?? null) : null;
  return { ...page, form, fields, onSubmit: form.onSubmit, formError: form.errors?.[0] ?? null, refusal, done };
}
