/**
 * The server half of the one form pattern (issue 17; `useSchemaForm` in ./use-page-form.tsx is the browser half):
 * a route action that validates the posted form with the feature's zod schema (Conform's `parseWithZod`, which
 * reads empty fields as absent, so the schema's "is required" messages apply) and hands the value to a page
 * service. Answers a `FormReply`: 400 with the field errors and the values to show again; the service's refusal
 * (an `Attempt` that failed: rate limit, conflict…) with its status and the spec's message as the form error; or
 * success, which resets the form and carries what the service made. `fieldFor` names the field a refusal belongs
 * under (e.g. a refused logo), `hideFields` the values never sent back (passwords);
 * `intent`, when a page has more than one form, the value of the `intent` field this action's form posts;
 * `redirectTo`, for a form whose outcome is a page of its own, where success goes (Post/Redirect/Get, 303: before
 * hydration the browser follows it, after it the fetcher navigates there). A refusal also carries its code
 * (`refusal`), so the page can say what to do next (e.g. upgrade for `plan_required`).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import type { Attempt } from '~/server/pages/page-services';
import type { PageOutcome } from './page-outcome';

type FormReply<Done> = PageOutcome<Done>;

export async function schemaAction<Schema extends z.ZodObject, Done>(
  request: Request,
  schema: Schema,
  submit: (value: z.output<Schema>, formData: FormData) => Promise<Attempt<Done>>,
  options: { hideFields?: string[]; fieldFor?: (message: string) => string | undefined; intent?: string; redirectTo?: (done: Done) => string } = {},
) {
  const formData = await request.formData();
  // Another form of the same page (one that works only with scripts) posted natively: answered as a page without
  // an action (405), which the page handler turns into 303 back to the page saying that form needs scripts.
  if (options.intent !== undefined && formData.get('intent') !== options.intent) throw new Response(null, { status: 405 });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data<FormReply<Done>>({ ok: false, message: null, result: submission.reply({ hideFields: options.hideFields }) }, { status: 400 });
  const outcome = await submit(submission.value, formData);
  if (!outcome.ok) {
    const field = options.fieldFor?.(outcome.error.message);
    const errors = field ? { fieldErrors: { [field]: [outcome.error.message] } } : { formErrors: [outcome.error.message] };
    return data<FormReply<Done>>(
      { ok: false, message: null, result: submission.reply({ ...errors, hideFields: options.hideFields }), refusal: { code: outcome.error.code, status: outcome.status } },
      { status: outcome.status },
    );
  }
  if (options.redirectTo) return redirect(options.redirectTo(outcome.value), 303);
  return data<FormReply<Done>>({ ok: true, message: null, result: submission.reply({ resetForm: true }), done: outcome.value });
}
