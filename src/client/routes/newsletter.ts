/**
 * POST /newsletter: the footer's newsletter box posted natively (before the scripts run, or without them; once
 * hydrated it calls POST /api/newsletter itself). Validates with the API's schema, sends the double opt-in e-mail,
 * and sends the person back to the page they were on with `?newsletter=sent` (or `=invalid-email`), which the
 * footer shows. Only a path on this site is accepted as the way back.
 */
import { redirect } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { newsletterSchema } from '~/shared/forms';
import type { Route } from './+types/newsletter';

function backTo(value: FormDataEntryValue | null, outcome: string): string {
  const path = typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
  const url = new URL(path, 'http://x');
  url.searchParams.set('newsletter', outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get('email') });
  if (!parsed.success) return redirect(backTo(form.get('back'), 'invalid-email'), 303);
  const result = await services.forms.newsletter(parsed.data.email, clientIp);
  return redirect(backTo(form.get('back'), result.ok ? 'sent' : 'failed'), 303);
}

export function loader() {
  return redirect('/');
}
