/**
 * Route actions of the public forms (spec §2.6, §2.7, §3.9; issues 8 and 17): the /contact message, the /demo
 * request and the /become-speaker application. Each validates the posted form with the API's schema
 * (`schemaAction`) and calls the same service as the JSON API (stored, e-mailed to support, confirmed to the
 * sender; limited per client address). They answer a `FormReply`, with the page when posted without scripts.
 */
import type { RouterContextProvider } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { schemaAction } from '~/client/lib/schema-action';
import { contactSchema, demoSchema, speakerSchema } from '~/shared/forms';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function contactAction({ request, context }: ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  return schemaAction(request, contactSchema, (value) => services.forms.contact(value, clientIp));
}

export function demoAction({ request, context }: ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  return schemaAction(request, demoSchema, (value) => services.forms.demo(value, clientIp));
}

export function speakerAction({ request, context }: ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  return schemaAction(request, speakerSchema, (value) => services.forms.speaker(value, clientIp));
}
