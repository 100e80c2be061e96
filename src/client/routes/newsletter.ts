/**
 * POST /newsletter: the footer's newsletter box posted natively (before the scripts run, or without them; once
 * hydrated it calls POST /api/newsletter itself). Counts against the public forms' limit, reads the form with the
 * API's schema (`newsletterFormSchema`), sends the double opt-in e-mail through the same operation as the API, and
 * sends the person back to the page they were on with `?newsletter=sent` (or `=invalid-email`, `=failed`), which the
 * footer shows. Only a path on this site is accepted as the way back.
 */
import { redirect } from 'react-router';
import { admitPublicForm } from '~/client/lib/public-form-limit';
import { pageAction } from '~/client/lib/page-action';
import { newsletterFormSchema } from '~/shared/forms';
import type { Route } from './+types/newsletter';

function backTo(value: unknown, outcome: string): string {
  const path = typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
  const url = new URL(path, 'http://x');
  url.searchParams.set('newsletter', outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

export function action(args: Route.ActionArgs) {
  return pageAction(args, newsletterFormSchema, ({ email }, { services }) => services.forms.newsletter({ email }), {
    admit: admitPublicForm,
    redirectTo: (_done, { back }) => backTo(back, 'sent'),
    refused: (_refusal, { back }) => redirect(backTo(back, 'failed'), 303),
    invalid: (_message, sent) => redirect(backTo(sent.back, 'invalid-email'), 303),
  });
}

export function loader() {
  return redirect('/');
}
