/**
 * The /contact page's route action (spec §2.6; issue 17): the message form, validated on the server with
 * `contactSchema` (the API's), limited per client address, stored, e-mailed to support and confirmed to the sender.
 * Answers the field errors and the values to keep, or success (the form clears and the thanks is shown).
 */
import { data, type RouterContextProvider } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { contactSchema } from '~/shared/forms';
import { fieldErrors } from '~/client/components/ui/form-fields';

export interface ContactOutcome {
  ok: boolean;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
}

export async function contactAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { services, clientIp } = context.get(pageContext);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of ['firstName', 'lastName', 'email', 'topic', 'subject', 'message']) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return data<ContactOutcome>({ ok: false, values, fieldErrors: fieldErrors(parsed.error.issues) }, { status: 400 });
  const result = await services.forms.contact(parsed.data, clientIp);
  if (!result.ok) return data<ContactOutcome>({ ok: false, values, formError: result.error.message }, { status: result.status });
  return { ok: true } satisfies ContactOutcome;
}
