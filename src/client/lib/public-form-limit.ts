/**
 * The public forms' limit per client address, for `pageAction`'s `admit`: every submission of a public form
 * (contact, demo, speaker, newsletter, the partnership applications) counts, valid or not, as the API counts it
 * before reading a body (the forms service's `admit`: 10 in 10 minutes, then 429).
 */
import type { PageContext } from './page-context';

export const admitPublicForm = ({ services, clientIp }: PageContext) => services.forms.admit({ clientIp });
