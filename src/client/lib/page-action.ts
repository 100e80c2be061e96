/**
 * The server half of the one form pattern: every page action is `pageAction(args, schema, run, options)`.
 *
 * 1. The posted form is read with the feature's zod schema, the one the JSON API validates with (`parseForm`:
 *    Conform). A page with several forms posts an `intent` and its schema is a discriminated union on it; an
 *    intent the schema does not take is another form of the page that works only with scripts, answered 405 (the
 *    page handler sends the person back to the page saying so). `admit`, when given, runs first for every
 *    submission, valid or not (a public form's limit per client address, as the API counts it before reading the
 *    body). A form that does not pass answers 400 with the field errors and what was typed.
 * 2. `run(value, page)` calls the feature's service with the actor (`page.actor`); the service decides everything.
 *    A refusal (its `AppError`) comes back as `{ code, status, message, field }`.
 * 3. One outcome (`PageOutcome`, ./page-outcome.tsx) answers it, with the refusal's status: the toast's title and
 *    text (`success`, `refused`, `invalid` say them in the page's words, e.g. the spec's toasts; by default 'Error'
 *    and the service's message), Conform's reply (a refusal's message under its field, or as the form's error),
 *    the refusal's code, and on success what the service made (`done`). `redirectTo` sends success on to a page of
 *    its own (Post/Redirect/Get, 303); `refused` may also answer a redirect (a visitor sent to sign in).
 *
 * Runs only on the server (route actions); the browser half is `useSchemaForm` / `usePageForm`.
 */
import { type RouterContextProvider, data, redirect, redirectDocument } from 'react-router';
import type { z } from 'zod';
import type { Refusal } from '~/server/pages/attempt';
import { toastTitles } from '~/shared/messages';
import { type PageContext, pageContext } from './page-context';
import type { OutcomeMessage, PageOutcome } from './page-outcome';
import { parseForm } from './parse-form';

export type { Refusal };

/** What `run` gets besides the parsed value: the load context (actor, services…) and the raw form. */
export type ActionPage = PageContext & { formData: FormData; request: Request };

export interface PageActionOptions<Value, Done> {
  /** The message after success (a toast with scripts, a notice without); none by default. */
  success?: (done: Done, value: Value) => OutcomeMessage | null;
  /** Where success goes instead of answering the page again (303); null: answer the page. */
  redirectTo?: (done: Done, value: Value) => string | null;
  /**
   * The redirect loads a whole document, not a route of this app (a payment page, even one this site serves
   * outside React Router): React Router's `redirectDocument`.
   */
  leaveApp?: boolean;
  /** How a refusal reads (default: 'Error' and the service's message), or a Response (a redirect) to answer. */
  refused?: (refusal: Refusal, value: Value) => OutcomeMessage | Response | undefined;
  /**
   * How a form that does not pass the schema reads (by default 'Error' and its first message), or a Response;
   * `sent` is the form as Conform read it.
   */
  invalid?: (message: string, sent: Record<string, unknown>) => OutcomeMessage | Response;
  /** A service call every submission makes first, valid or not (a limit per client address). */
  admit?: (page: PageContext) => Promise<unknown>;
  /** The form field a refusal's message is shown under (default: the service's `field` when the form has it). */
  fieldFor?: (refusal: Refusal) => string | undefined;
  /** Values never sent back (passwords). */
  hideFields?: string[];
}

const firstError = (error: Record<string, string[] | null> | null | undefined) => Object.values(error ?? {}).find((messages) => messages?.length)?.[0];

/** Answers a page's form post (see the module comment). */
export async function pageAction<Schema extends z.ZodType, Done>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  schema: Schema,
  run: (value: z.output<Schema>, page: ActionPage) => Promise<Done>,
  options: PageActionOptions<z.output<Schema>, Done> = {},
) {
  const { request, context } = args;
  const formData = await request.formData();
  const submission = parseForm(formData, schema);
  const intent = typeof formData.get('intent') === 'string' ? (formData.get('intent') as string) : undefined;
  const { hideFields } = options;
  if (submission.status !== 'success' && submission.error && 'intent' in submission.error) throw new Response(null, { status: 405 });
  const page = context.get(pageContext);

  /** The page's answer to a refusal (`value`: what was sent, parsed when it passed the schema). */
  function refuse(refusal: Refusal, value: z.output<Schema>) {
    const said = options.refused?.(refusal, value);
    if (said instanceof Response) return said;
    const field = options.fieldFor ? options.fieldFor(refusal) : refusal.field && formData.has(refusal.field) ? refusal.field : undefined;
    const errors = field ? { fieldErrors: { [field]: [refusal.message] } } : { formErrors: [refusal.message] };
    return data<PageOutcome<Done>>(
      {
        ok: false,
        intent,
        message: said ?? { title: toastTitles.error, description: refusal.message },
        result: submission.reply({ ...errors, hideFields }),
        refusal: { code: refusal.code, status: refusal.status },
      },
      { status: refusal.status },
    );
  }

  if (options.admit) {
    const admitted = await page.attempt(() => options.admit!(page));
    // An invalid form refused here has no parsed value: the refusal sees the fields as they were posted.
    if (!admitted.ok) return refuse(admitted.refusal, (submission.status === 'success' ? submission.value : Object.fromEntries(formData)) as z.output<Schema>);
  }
  if (submission.status !== 'success') {
    const message = firstError(submission.error) ?? 'Please check the form.';
    const said = options.invalid?.(message, submission.payload);
    if (said instanceof Response) return said;
    return data<PageOutcome<Done>>({ ok: false, intent, message: said ?? { title: toastTitles.error, description: message }, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const value = submission.value as z.output<Schema>;
  const outcome = await page.attempt(() => run(value, { ...page, formData, request }));
  if (!outcome.ok) return refuse(outcome.refusal, value);
  const to = options.redirectTo?.(outcome.value, value);
  if (to) return options.leaveApp ? redirectDocument(to, 303) : redirect(to, 303);
  return data<PageOutcome<Done>>({ ok: true, intent, message: options.success?.(outcome.value, value) ?? null, result: submission.reply({ resetForm: true }), done: outcome.value });
}
