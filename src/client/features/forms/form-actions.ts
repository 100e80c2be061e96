/**
 * Route actions of the public forms: the /contact message, the /demo request and the
 * /become-speaker application. Each counts against the public forms' limit per client address (the forms service's
 * `admit`, as the API does before reading a body), reads the posted form with the API's schema (`pageAction`) and
 * calls the same operation as the JSON API (stored, e-mailed to support, confirmed to the sender). They answer a
 * `PageOutcome`, with the page when posted without scripts.
 */
import type { RouterContextProvider } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { admitPublicForm } from '~/client/lib/public-form-limit';
import { contactSchema, demoSchema, speakerSchema } from '~/shared/forms';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function contactAction(args: ActionArgs) {
  return pageAction(args, contactSchema, (input, { services }) => services.forms.contact({ input }), { admit: admitPublicForm });
}

export function demoAction(args: ActionArgs) {
  return pageAction(args, demoSchema, (input, { services }) => services.forms.demo({ input }), { admit: admitPublicForm });
}

export function speakerAction(args: ActionArgs) {
  return pageAction(args, speakerSchema, (input, { services }) => services.forms.speaker({ input }), { admit: admitPublicForm });
}
